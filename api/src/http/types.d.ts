import type { Caller } from '../modules/caller';

declare global {
  namespace Express {
    interface Request {
      /** Built by the context middleware for /api and /graphql. */
      ctx?: Caller;
      requestId?: string;
    }
  }
}

export {};
