import { AsyncLocalStorage } from 'node:async_hooks';
import crypto from 'node:crypto';

/**
 * What the current request is, reachable from code that has no request object (the logger, the
 * GraphQL error formatter): set once per request by the HTTP layer.
 */
export interface RequestScope {
  requestId: string;
}

export const requestScope = new AsyncLocalStorage<RequestScope>();

export const currentRequestId = (): string | undefined => requestScope.getStore()?.requestId;

/** Inbound ids we accept as they are: what load balancers and tracing systems send (UUIDs, hex, base32…). */
const VALID_REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{7,127}$/;

/** Is an inbound X-Request-Id a sane token (8 to 128 letters, digits and `._:-`)? */
export const isValidRequestId = (value: string) => VALID_REQUEST_ID.test(value);

/** The caller's X-Request-Id when it is a sane token, else a new UUID. */
export function requestIdFrom(inbound: string | string[] | undefined): string {
  const value = Array.isArray(inbound) ? inbound[0] : inbound;
  return value && isValidRequestId(value) ? value : crypto.randomUUID();
}
