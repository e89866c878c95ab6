import crypto from 'node:crypto';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { statusOf } from '../common/errors';
import { apiMessageOf } from '../contracts/api-messages';
import { clientErrorMessage, clientErrorStatus, expectedError } from '../common/error-mapping';
import { logger } from '../common/logger';
import type { Caller } from '../modules/caller';

/**
 * Wrap a REST shim: it gets the request context, returns the JSON body to send, and throws
 * AppError for anything the caller did wrong. Every error leaves as `{ message }` with a 4xx
 * (or a masked 500 with a reference id that the log also has).
 */
export function shim(fn: (ctx: Caller, req: Request, res: Response) => Promise<unknown>, successStatus = 200): RequestHandler {
  return async (req: Request, res: Response) => {
    try {
      const body = await fn(req.ctx!, req, res);
      // A handler that chose its own status (e.g. 202 Accepted) keeps it.
      if (!res.headersSent) res.status(res.statusCode !== 200 ? res.statusCode : successStatus).json(body);
    } catch (e) {
      sendError(res, e);
    }
  };
}

/**
 * Answer an error as `{ message }`: the one error type with its status (and Retry-After), client
 * errors from express and body-parser with theirs, a database outage as 503, and anything else as a
 * masked 500 whose reference is the request id (the same id the access log and the error log carry).
 */
export function sendError(res: Response, e: unknown): void {
  if (res.headersSent) return;
  // The client went away while a file was being sent (a navigation cancels its asset downloads):
  // nobody is left to answer, and nothing failed on our side.
  if ((e as { code?: string } | null)?.code === 'ECONNABORTED' && (res.req?.destroyed || res.destroyed)) {
    logger.debug({ err: { message: (e as Error).message } }, 'client closed the connection');
    return;
  }
  const known = expectedError(e);
  if (known) {
    if (known.retryAfterSeconds !== undefined) res.setHeader('Retry-After', String(known.retryAfterSeconds));
    if (known.code === 'SERVICE_UNAVAILABLE') logger.warn({ err: { message: (e as Error)?.message } }, 'database unavailable');
    res.status(statusOf[known.code]).json(errorBody(known.message, known.field));
    return;
  }
  const status = clientErrorStatus(e);
  if (status) {
    res.status(status).json({ message: clientErrorMessage(status, e) });
    return;
  }
  const reference = (res.req as Request | undefined)?.requestId ?? crypto.randomUUID();
  logger.error({ err: e instanceof Error ? { message: e.message, stack: e.stack } : String(e) }, 'unexpected error');
  res.status(500).json({ message: `Internal server error (reference ${reference})` });
}

/**
 * An error's JSON: the English `message`, the input `field` it is about, and, when the text has a
 * stable code (contracts/api-messages.ts), `messageKey` and `messageParams`: the same code GraphQL
 * errors carry in their extensions, so a client can word it in its user's language.
 */
export function errorBody(message: string, field?: string): { message: string; field?: string; messageKey?: string; messageParams?: Record<string, string> } {
  const coded = apiMessageOf(message);
  return { message, ...(field ? { field } : {}), ...(coded ? { messageKey: coded.code, messageParams: coded.params } : {}) };
}

/** The JSON body of a request, or an empty object when there is none (never undefined). */
export const bodyOf = (req: Request): Record<string, unknown> =>
  req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? (req.body as Record<string, unknown>) : {};

/**
 * A state-changing request without a body (POST /api/auth/logout, /api/competition/simulate-selection
 * and the like) reads as the empty JSON object, whatever route it reaches: `{}` is what "no
 * arguments" means in JSON, and no handler needs to tell the two apart.
 */
export function emptyBodyAsObject(req: Request, _res: Response, next: NextFunction): void {
  const hasBody = Number(req.get('content-length') ?? 0) > 0 || req.get('transfer-encoding') !== undefined;
  if (req.body === undefined && !hasBody && req.method !== 'GET' && req.method !== 'HEAD') req.body = {};
  next();
}

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
