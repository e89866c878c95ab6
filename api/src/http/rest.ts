import crypto from 'node:crypto';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { AppError, statusOf } from '../common/errors';
import { logger } from '../common/logger';
import type { RequestContext } from '../graphql/context';

/**
 * Wrap a REST shim: it gets the request context, returns the JSON body to send, and throws
 * AppError for anything the caller did wrong. Every error leaves as `{ message }` with a 4xx
 * (or a masked 500 with a reference id that the log also has).
 */
export function shim(fn: (ctx: RequestContext, req: Request, res: Response) => Promise<unknown>, successStatus = 200): RequestHandler {
  return async (req: Request, res: Response) => {
    try {
      const body = await fn(req.ctx!, req, res);
      if (!res.headersSent) res.status(successStatus).json(body);
    } catch (e) {
      sendError(res, e);
    }
  };
}

export function sendError(res: Response, e: unknown): void {
  if (res.headersSent) return;
  if (e instanceof AppError) {
    if (e.retryAfterSeconds !== undefined) res.setHeader('Retry-After', String(e.retryAfterSeconds));
    res.status(statusOf[e.code]).json({ message: e.message, ...(e.field ? { field: e.field } : {}) });
    return;
  }
  const errorId = crypto.randomUUID();
  logger.error({ errorId, err: e instanceof Error ? { message: e.message, stack: e.stack } : String(e) }, 'unexpected REST error');
  res.status(500).json({ message: `Internal server error (reference ${errorId})` });
}

/** The JSON body of a request, or an empty object when there is none (never undefined). */
export const bodyOf = (req: Request): Record<string, unknown> =>
  req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? (req.body as Record<string, unknown>) : {};

/** Body-parser failures (malformed JSON, too large) as the documented JSON errors. */
export function bodyErrorHandler(err: unknown, _req: Request, res: Response, next: NextFunction): void {
  const type = (err as { type?: string })?.type;
  if (type === 'entity.parse.failed') {
    res.status(400).json({ message: 'Malformed JSON in request body' });
  } else if (type === 'entity.too.large') {
    res.status(413).json({ message: 'Request body is too large (limit 100 KB)' });
  } else if (type === 'encoding.unsupported' || type === 'charset.unsupported') {
    res.status(415).json({ message: 'Unsupported request encoding' });
  } else {
    next(err);
  }
}
