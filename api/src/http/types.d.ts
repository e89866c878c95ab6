import type { RequestContext } from '../graphql/context';

declare global {
  namespace Express {
    interface Request {
      /** Built by the context middleware for /api and /graphql. */
      ctx?: RequestContext;
      requestId?: string;
    }
  }
}

export {};
