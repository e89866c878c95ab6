import type { ObjectEntity } from '../entities/object.entity';
import { s3err } from '../s3/errors';

/**
 * HTTP conditional requests as S3 evaluates them (RFC 7232 with S3's precedence): If-Match
 * passing overrides a failing If-Unmodified-Since; If-None-Match failing overrides a passing
 * If-Modified-Since. GET/HEAD answer 304 when "not modified"; copy sources always 412.
 */
export interface Conditions {
  ifMatch?: string;
  ifNoneMatch?: string;
  ifModifiedSince?: string;
  ifUnmodifiedSince?: string;
}

const etagList = (v: string) => v.split(',').map((s) => s.trim().replace(/^W\//, '').replace(/^"|"$/g, ''));
const matches = (header: string, etag: string) => etagList(header).some((e) => e === '*' || e === etag);
const parseDate = (v: string | undefined) => {
  if (!v) return null;
  const t = Date.parse(v);
  return Number.isFinite(t) ? t : null;
};
/** Last-Modified has one-second precision on the wire; compare at that precision. */
const seconds = (d: Date) => Math.floor(d.getTime() / 1000) * 1000;

export type ConditionOutcome = 'ok' | 'not-modified' | 'failed';

export function evaluate(obj: Pick<ObjectEntity, 'etag' | 'lastModified'>, c: Conditions): ConditionOutcome {
  const modified = seconds(obj.lastModified);
  if (c.ifMatch !== undefined) {
    if (!matches(c.ifMatch, obj.etag)) return 'failed';
  } else {
    const since = parseDate(c.ifUnmodifiedSince);
    if (since !== null && modified > since) return 'failed';
  }
  if (c.ifNoneMatch !== undefined) {
    if (matches(c.ifNoneMatch, obj.etag)) return 'not-modified';
  } else {
    const since = parseDate(c.ifModifiedSince);
    if (since !== null && modified <= since) return 'not-modified';
  }
  return 'ok';
}

export const preconditionFailed = (condition: string) => s3err('PreconditionFailed', 'At least one of the pre-conditions you specified did not hold', { Condition: condition });

export const conditionsOf = (h: (name: string) => string | undefined, prefix = ''): Conditions => ({
  ifMatch: h(`${prefix}if-match`),
  ifNoneMatch: h(`${prefix}if-none-match`),
  ifModifiedSince: h(`${prefix}if-modified-since`),
  ifUnmodifiedSince: h(`${prefix}if-unmodified-since`),
});
