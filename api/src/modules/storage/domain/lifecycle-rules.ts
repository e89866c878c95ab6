import { objectTagsProblem, type ObjectTag } from '../../../contracts/storage';

/**
 * S3 lifecycle rules (PutBucketLifecycleConfiguration) as pure data: S3's checks on a
 * configuration, which objects a rule's filter selects, and when an action falls due. No storage,
 * no HTTP: handlers/lifecycle.ts reads and writes S3's XML, domain/lifecycle-run.ts applies the
 * rules. docs/storage.md, "Lifecycle rules", says what is supported.
 */

/** A rule's filter. Every condition given must hold (S3's `And`); none given selects every key. */
export interface LifecycleFilter {
  prefix?: string;
  tags: ObjectTag[];
  sizeGreaterThan?: number;
  sizeLessThan?: number;
  /** Written as `<And>` (kept so GetBucketLifecycleConfiguration gives back the shape sent). */
  and?: boolean;
  /** The legacy rule-level `<Prefix>` instead of `<Filter>` (S3 still takes it and gives it back). */
  legacy?: boolean;
}

export interface LifecycleRule {
  id?: string;
  status: 'Enabled' | 'Disabled';
  filter: LifecycleFilter;
  /** Current versions: expire N days after they were written, or from a date (midnight UTC, ISO 8601). */
  expiration?: { days?: number; date?: string; expiredObjectDeleteMarker?: boolean };
  noncurrentVersionExpiration?: { noncurrentDays: number; newerNoncurrentVersions?: number };
  abortIncompleteMultipartUpload?: { daysAfterInitiation: number };
}

export const LIFECYCLE_LIMITS = { rules: 1000, idLength: 255, newerNoncurrentVersions: 100 } as const;

const positive = (n: number | undefined) => n === undefined || (Number.isSafeInteger(n) && n > 0);

/**
 * S3's checks of a configuration, with S3's messages (answered as InvalidArgument). Structure
 * (an unknown element, Days and Date together, a filter with two conditions outside `And`) is
 * the XML reader's MalformedXML at the S3 edge; what is left is checked here.
 */
export function lifecycleProblem(rules: readonly LifecycleRule[]): string | null {
  if (rules.length === 0) return 'At least one rule must be specified.';
  if (rules.length > LIFECYCLE_LIMITS.rules) return `Configuration has more than ${LIFECYCLE_LIMITS.rules} rules.`;
  const ids = new Set<string>();
  for (const r of rules) {
    if (r.id !== undefined) {
      if (r.id.length > LIFECYCLE_LIMITS.idLength) return `ID length should not exceed allowed limit of ${LIFECYCLE_LIMITS.idLength}`;
      if (ids.has(r.id)) return 'Rule ID must be unique. Found same ID for more than one rule';
      ids.add(r.id);
    }
    const { expiration: e, noncurrentVersionExpiration: n, abortIncompleteMultipartUpload: a, filter: f } = r;
    if (!e && !n && !a) return 'At least one action needs to be specified in a rule';
    if (e) {
      if (e.days === undefined && e.date === undefined && !e.expiredObjectDeleteMarker) return 'At least one of Days, Date or ExpiredObjectDeleteMarker must be specified in an Expiration action';
      if (!positive(e.days)) return "'Days' for Expiration action must be a positive integer";
      if (e.date !== undefined && !isMidnightUtc(e.date)) return "'Date' must be at midnight GMT";
      if (e.expiredObjectDeleteMarker && (e.days !== undefined || e.date !== undefined)) return 'ExpiredObjectDeleteMarker cannot be specified with Days or Date in a Lifecycle Expiration Policy.';
      if (e.expiredObjectDeleteMarker && f.tags.length) return 'Tag-based filter cannot be used with ExpiredObjectDeleteMarker action.';
    }
    if (n) {
      if (!positive(n.noncurrentDays)) return "'NoncurrentDays' for NoncurrentVersionExpiration action must be a positive integer";
      if (!positive(n.newerNoncurrentVersions) || (n.newerNoncurrentVersions ?? 0) > LIFECYCLE_LIMITS.newerNoncurrentVersions) {
        return `'NewerNoncurrentVersions' for NoncurrentVersionExpiration action must be a positive integer up to ${LIFECYCLE_LIMITS.newerNoncurrentVersions}`;
      }
    }
    if (a) {
      if (!positive(a.daysAfterInitiation)) return "'DaysAfterInitiation' for AbortIncompleteMultipartUpload action must be a positive integer";
      if (f.tags.length) return 'AbortIncompleteMultipartUpload cannot be specified with Tags.';
    }
    for (const size of [f.sizeGreaterThan, f.sizeLessThan]) if (size !== undefined && (!Number.isSafeInteger(size) || size < 0)) return 'Object size must be a non-negative whole number of bytes.';
    if (f.sizeGreaterThan !== undefined && f.sizeLessThan !== undefined && f.sizeLessThan <= f.sizeGreaterThan) return 'ObjectSizeLessThan must be greater than ObjectSizeGreaterThan.';
    if (f.tags.length) {
      if (new Set(f.tags.map((t) => t.key)).size !== f.tags.length) return 'Duplicate Tag Keys are not allowed.';
      // The same rules as an object's tag set (lengths, characters, the aws: prefix), without its cap of 10.
      for (const t of f.tags) {
        const tagProblem = objectTagsProblem([t]);
        if (tagProblem) return tagProblem;
      }
    }
  }
  return null;
}

/** An Expiration Date as S3 takes it: ISO 8601, at midnight UTC (a date alone, or with a time of 00:00 in UTC); null otherwise. */
export function midnightUtc(date: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]00:?00)?)?$/.test(date)) return null;
  const t = Date.parse(date.length === 10 ? `${date}T00:00:00Z` : /(Z|[+-]\d\d:?\d\d)$/.test(date) ? date : `${date}Z`);
  return Number.isFinite(t) && t % 86_400_000 === 0 ? new Date(t) : null;
}

export const isMidnightUtc = (date: string): boolean => midnightUtc(date) !== null;

/** What a rule's filter sees of a version: its key, size and tags (a delete marker or an upload: its key only). */
export interface Candidate {
  key: string;
  size?: number;
  tags?: readonly ObjectTag[];
}

/** Does the filter select this key? Every condition must hold; sizes are strict, as S3's. */
export function filterMatches(f: LifecycleFilter, c: Candidate): boolean {
  if (f.prefix && !c.key.startsWith(f.prefix)) return false;
  if (f.tags.length && !f.tags.every((t) => (c.tags ?? []).some((o) => o.key === t.key && o.value === t.value))) return false;
  if (f.sizeGreaterThan !== undefined && !(c.size !== undefined && c.size > f.sizeGreaterThan)) return false;
  if (f.sizeLessThan !== undefined && !(c.size !== undefined && c.size < f.sizeLessThan)) return false;
  return true;
}

export const DAY_MS = 86_400_000;

/** A lifecycle day in milliseconds: 24 hours, or LIFECYCLE_DEBUG_DAY_SECONDS (as Ceph's rgw_lc_debug_interval). */
export const dayMsOf = (debugDaySeconds: number | undefined): number => (debugDaySeconds ? debugDaySeconds * 1000 : DAY_MS);

/** Real lifecycle runs start at 01:00 UTC, an hour after the midnight boundary at which actions fall due. */
export const RUN_HOUR_UTC = 1;

/** The lifecycle day `now` falls in (the job runs each bucket once per day): real days begin at RUN_HOUR_UTC; debug days at multiples of their length since the epoch. */
export const lifecycleDay = (now: Date, dayMs: number): number => Math.floor((now.getTime() - (dayMs === DAY_MS ? RUN_HOUR_UTC * 3_600_000 : 0)) / dayMs);

/**
 * When an action N days after `since` falls due: S3 adds the days and rounds up to the next day
 * boundary (midnight UTC; with a debug day, the next multiple of it since the epoch).
 */
export const dueAt = (since: Date, days: number, dayMs: number): Date => new Date((Math.floor((since.getTime() + days * dayMs) / dayMs) + 1) * dayMs);

/** Is a current version, written at `written`, expired by this rule at `now`? */
export function currentExpired(rule: LifecycleRule, c: Candidate & { written: Date }, now: Date, dayMs: number): boolean {
  const e = rule.expiration;
  if (rule.status !== 'Enabled' || !e || !filterMatches(rule.filter, c)) return false;
  if (e.days !== undefined) return now >= dueAt(c.written, e.days, dayMs);
  if (e.date !== undefined) return now.getTime() >= (midnightUtc(e.date)?.getTime() ?? Infinity);
  return false;
}

/**
 * Is a noncurrent version expired by this rule at `now`? `since` is when it became noncurrent;
 * `newer` how many noncurrent versions of the key are newer than it (NewerNoncurrentVersions keeps
 * that many, whatever their age).
 */
export function noncurrentExpired(rule: LifecycleRule, c: Candidate & { since: Date; newer: number }, now: Date, dayMs: number): boolean {
  const n = rule.noncurrentVersionExpiration;
  if (rule.status !== 'Enabled' || !n || !filterMatches(rule.filter, c)) return false;
  if (c.newer < (n.newerNoncurrentVersions ?? 0)) return false;
  return now >= dueAt(c.since, n.noncurrentDays, dayMs);
}

/** Does a rule remove a delete marker that is the only version left of its key? */
export const removesExpiredMarker = (rule: LifecycleRule, key: string): boolean =>
  rule.status === 'Enabled' && !!rule.expiration?.expiredObjectDeleteMarker && filterMatches({ prefix: rule.filter.prefix, tags: [] }, { key });

/** Is an upload initiated at `initiated` to be aborted by this rule at `now`? (Prefix only: S3 refuses tags here, and an upload has no size yet.) */
export function uploadAbandoned(rule: LifecycleRule, key: string, initiated: Date, now: Date, dayMs: number): boolean {
  const a = rule.abortIncompleteMultipartUpload;
  if (rule.status !== 'Enabled' || !a || !filterMatches({ prefix: rule.filter.prefix, tags: [] }, { key })) return false;
  return now >= dueAt(initiated, a.daysAfterInitiation, dayMs);
}
