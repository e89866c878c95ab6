import { GraphQLError } from 'graphql';
import { apiMessageOf } from '../contracts/api-messages';

/** The error codes the API speaks, in GraphQL (`extensions.code`) and REST (status). */
export type ErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'BAD_USER_INPUT'
  | 'CONFLICT'
  | 'TOO_MANY_REQUESTS'
  | 'TWO_FACTOR_REQUIRED'
  | 'SERVICE_UNAVAILABLE';

export const statusOf: Record<ErrorCode, number> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  BAD_USER_INPUT: 400,
  CONFLICT: 409,
  TOO_MANY_REQUESTS: 429,
  TWO_FACTOR_REQUIRED: 401,
  SERVICE_UNAVAILABLE: 503,
};

/**
 * The one error type. Services throw it; GraphQL sends it as is (it is a GraphQLError),
 * REST shims map `code` to the status above and answer `{ message }`. GraphQL errors also carry
 * `extensions.messageKey` and `messageParams` when the message has a code (contracts/api-messages.ts).
 */
export class AppError extends GraphQLError {
  readonly code: ErrorCode;
  readonly retryAfterSeconds?: number;
  readonly field?: string;

  constructor(code: ErrorCode, message: string, opts: { retryAfterSeconds?: number; field?: string } = {}) {
    const status = statusOf[code];
    const retry = opts.retryAfterSeconds !== undefined ? { 'retry-after': String(opts.retryAfterSeconds) } : undefined;
    super(message, {
      extensions: {
        code,
        // Apollo Server applies (and strips) `http`: 429 and 503 keep their status and Retry-After in GraphQL too.
        ...(status === 429 || status === 503 ? { http: { status, headers: new Map(Object.entries(retry ?? {})) } } : {}),
        ...(opts.retryAfterSeconds !== undefined ? { retryAfter: opts.retryAfterSeconds } : {}),
        ...(opts.field ? { field: opts.field } : {}),
        // The message's stable code (contracts/api-messages.ts), for the web to show it in the user's language.
        ...messageKeyOf(message),
      },
    });
    this.code = code;
    this.retryAfterSeconds = opts.retryAfterSeconds;
    this.field = opts.field;
  }
}

function messageKeyOf(message: string): { messageKey: string; messageParams: Record<string, string> } | Record<string, never> {
  const m = apiMessageOf(message);
  return m ? { messageKey: m.code, messageParams: m.params } : {};
}

export const unauthenticated = (message = 'You must be signed in') => new AppError('UNAUTHENTICATED', message);
export const forbidden = (message = 'You do not have permission to do that') => new AppError('FORBIDDEN', message);
export const notFound = (what = 'Resource') => new AppError('NOT_FOUND', `${what} not found`);
export const badInput = (message: string, field?: string) => new AppError('BAD_USER_INPUT', message, { field });
export const conflict = (message: string, field?: string) => new AppError('CONFLICT', message, { field });
export const tooManyRequests = (retryAfterSeconds: number, message = 'Too many attempts. Please try again later.') =>
  new AppError('TOO_MANY_REQUESTS', message, { retryAfterSeconds });

export const serviceUnavailable = (retryAfterSeconds = 5, message = 'The service is temporarily unavailable. Please try again shortly.') =>
  new AppError('SERVICE_UNAVAILABLE', message, { retryAfterSeconds });

export function isAppError(e: unknown): e is AppError {
  return e instanceof AppError;
}
