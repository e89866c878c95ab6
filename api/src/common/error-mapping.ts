import { AppError, badInput, conflict, serviceUnavailable } from './errors';

/**
 * Errors that are not bugs, recognised wherever they come from (express, body-parser, the
 * database driver) and turned into the one error type, so that REST and GraphQL answer them with
 * a 4xx or a 503 instead of a masked 500. Anything unrecognised stays a 500 with a reference.
 */

/** Connection-level failures: the database is down, restarting or unreachable. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH',
  '57P01', '57P02', '57P03', '08000', '08001', '08003', '08004', '08006', '53300',
  'SQLITE_BUSY', 'SQLITE_LOCKED', 'SQLITE_IOERR', 'SQLITE_FULL', 'SQLITE_CANTOPEN',
]);
const UNAVAILABLE_MESSAGES = /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection is not established|Query read timeout|terminating connection/i;
/** Values the database refuses (PostgreSQL class 22: out of range, bad text, NUL bytes, too long). */
const BAD_VALUE_CODES = new Set(['22003', '22P02', '22007', '22008', '22001', '22021', '22P05', '22026', 'SQLITE_TOOBIG', 'SQLITE_MISMATCH']);
const UNIQUE_CODES = new Set(['23505', 'SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_CONSTRAINT_PRIMARYKEY']);

/**
 * Error codes along the chain: TypeORM's `driverError`, `cause`, graphql-js's `thrownValue` (a
 * non-Error rejection, as pg-pool's connection failures are), and each error of an AggregateError.
 */
export function codesOf(e: unknown, depth = 0): string[] {
  if (!e || typeof e !== 'object' || depth > 4) return [];
  const o = e as { code?: unknown; driverError?: unknown; cause?: unknown; thrownValue?: unknown; errors?: unknown };
  const own = typeof o.code === 'string' ? [o.code] : [];
  const nested = [o.driverError, o.cause, o.thrownValue, ...(Array.isArray(o.errors) ? o.errors : [])].flatMap((x) => codesOf(x, depth + 1));
  return [...own, ...nested];
}

const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e ?? ''));

export const isDatabaseUnavailable = (e: unknown) => codesOf(e).some((c) => UNAVAILABLE_CODES.has(c)) || UNAVAILABLE_MESSAGES.test(messageOf(e));
export const isUniqueViolation = (e: unknown) => codesOf(e).some((c) => UNIQUE_CODES.has(c));
const isBadValue = (e: unknown) => codesOf(e).some((c) => BAD_VALUE_CODES.has(c));

/** An http-errors style client error (express's URI decoding, body-parser, serve-static). */
export function clientErrorStatus(e: unknown): number | null {
  const status = (e as { status?: unknown; statusCode?: unknown } | null)?.status ?? (e as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : null;
}

const CLIENT_MESSAGES: Record<number, string> = {
  400: 'Bad request',
  403: 'Forbidden',
  404: 'Not found',
  405: 'Method not allowed',
  413: 'Request body is too large (limit 100 KB)',
  415: 'Unsupported request encoding',
};

/** A safe, short message for a client error status (never the library's internal text). */
export function clientErrorMessage(status: number, e: unknown): string {
  const type = (e as { type?: string } | null)?.type;
  if (type === 'entity.parse.failed') return 'Malformed JSON in request body';
  if (status === 400 && /URI|decode/i.test(messageOf(e))) return 'Malformed URL encoding';
  if (status === 400 && (e as { code?: string })?.code?.startsWith('Z_')) return 'Request body could not be decompressed';
  return CLIENT_MESSAGES[status] ?? 'Bad request';
}

/** The AppError an expected failure stands for, or null for a genuine bug. */
export function expectedError(e: unknown): AppError | null {
  if (e instanceof AppError) return e;
  if (isDatabaseUnavailable(e)) return serviceUnavailable();
  if (isUniqueViolation(e)) return conflict('This already exists');
  if (isBadValue(e)) return badInput('A value is out of range or not valid');
  return null;
}
