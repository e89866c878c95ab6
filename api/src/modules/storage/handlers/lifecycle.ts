import type { BucketAccess } from '../domain/buckets';
import { bucketLifecycle, deleteBucketLifecycle, putBucketLifecycle } from '../domain/lifecycle';
import { midnightUtc, type LifecycleFilter, type LifecycleRule } from '../domain/lifecycle-rules';
import type { S3Context } from '../s3/context';
import { malformedXml, s3err } from '../s3/errors';
import { parseXml, type XmlObject } from '../s3/xml';
import { readSmallBody, text } from './common';

/** A configuration of 1,000 rules with long IDs and filters fits well within this. */
const LIFECYCLE_BODY_LIMIT = 1024 * 1024;

type El = Record<string, unknown>;

/** One or many of an element, as fast-xml-parser gives it (a value, or an array when repeated). */
const many = (v: unknown): unknown[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

/** An element with children, its whitespace text left out; an empty element (`<Filter/>`) is an empty one. Anything else is off S3's schema. */
function element(v: unknown, allowed: readonly string[]): El {
  if (v === '' || (typeof v === 'string' && !v.trim())) return {};
  if (typeof v !== 'object' || v === null || Array.isArray(v)) throw malformedXml();
  const el = Object.fromEntries(Object.entries(v as El).filter(([k]) => k !== '#text'));
  if (Object.keys(el).some((k) => !allowed.includes(k))) throw malformedXml();
  return el;
}

/** The trimmed text of an element given at most once; undefined when absent. */
function one(v: unknown): string | undefined {
  if (v === undefined) return undefined;
  if (Array.isArray(v)) throw malformedXml();
  const t = typeof v === 'object' && v !== null && Object.keys(v).length === 0 ? '' : text(v);
  if (t === undefined) throw malformedXml();
  return t.trim();
}

/** A whole number (its sign checked by the rules, which answer S3's InvalidArgument for 0 or less). */
function integer(v: unknown): number | undefined {
  const t = one(v);
  if (t === undefined) return undefined;
  if (!/^-?\d{1,15}$/.test(t)) throw malformedXml();
  return Number(t);
}

function tag(v: unknown) {
  const el = element(v, ['Key', 'Value']);
  const key = one(el.Key);
  if (key === undefined) throw malformedXml();
  return { key, value: one(el.Value) ?? '' };
}

const CONDITIONS = ['Prefix', 'Tag', 'ObjectSizeGreaterThan', 'ObjectSizeLessThan'] as const;

/** Filter: one condition, or several inside And (two outside And is MalformedXML, as S3). */
function readFilter(v: unknown): LifecycleFilter {
  const el = element(v, [...CONDITIONS, 'And']);
  const given = Object.keys(el);
  if (given.length > 1 || many(el.Tag).length > 1) throw malformedXml();
  const and = el.And !== undefined;
  const c = and ? element(el.And, CONDITIONS) : el;
  const filter: LifecycleFilter = { tags: many(c.Tag).map(tag) };
  const prefix = one(c.Prefix);
  if (prefix !== undefined) filter.prefix = prefix;
  const gt = integer(c.ObjectSizeGreaterThan);
  const lt = integer(c.ObjectSizeLessThan);
  if (gt !== undefined) filter.sizeGreaterThan = gt;
  if (lt !== undefined) filter.sizeLessThan = lt;
  if (and) filter.and = true;
  return filter;
}

const RULE_FIELDS = ['ID', 'Status', 'Filter', 'Prefix', 'Expiration', 'NoncurrentVersionExpiration', 'AbortIncompleteMultipartUpload', 'Transition', 'NoncurrentVersionTransition'];

function readRule(v: unknown): LifecycleRule {
  const el = element(v, RULE_FIELDS);
  // One storage class here: there is nowhere to transition to.
  if (el.Transition !== undefined || el.NoncurrentVersionTransition !== undefined) throw s3err('NotImplemented', 'Transition actions are not supported: this service has one storage class.');
  const status = one(el.Status);
  if (status !== 'Enabled' && status !== 'Disabled') throw malformedXml();
  // The legacy rule-level Prefix, or a Filter: not both (no filter at all selects every key).
  if (el.Filter !== undefined && el.Prefix !== undefined) throw malformedXml();
  const filter: LifecycleFilter = el.Prefix !== undefined ? { prefix: one(el.Prefix), tags: [], legacy: true } : el.Filter !== undefined ? readFilter(el.Filter) : { tags: [] };
  const rule: LifecycleRule = { status, filter };
  const id = one(el.ID);
  if (id !== undefined) rule.id = id;
  if (el.Expiration !== undefined) {
    const e = element(el.Expiration, ['Days', 'Date', 'ExpiredObjectDeleteMarker']);
    const days = integer(e.Days);
    const date = one(e.Date);
    const marker = one(e.ExpiredObjectDeleteMarker);
    if (days !== undefined && date !== undefined) throw malformedXml();
    if (marker !== undefined && marker !== 'true' && marker !== 'false') throw malformedXml();
    rule.expiration = {};
    if (days !== undefined) rule.expiration.days = days;
    // Kept as S3 gives it back (ISO 8601 in UTC); a date not at midnight is refused by the rules.
    if (date !== undefined) rule.expiration.date = midnightUtc(date)?.toISOString() ?? date;
    if (marker === 'true') rule.expiration.expiredObjectDeleteMarker = true;
  }
  if (el.NoncurrentVersionExpiration !== undefined) {
    const n = element(el.NoncurrentVersionExpiration, ['NoncurrentDays', 'NewerNoncurrentVersions']);
    const noncurrentDays = integer(n.NoncurrentDays);
    if (noncurrentDays === undefined) throw malformedXml();
    const newer = integer(n.NewerNoncurrentVersions);
    rule.noncurrentVersionExpiration = newer === undefined ? { noncurrentDays } : { noncurrentDays, newerNoncurrentVersions: newer };
  }
  if (el.AbortIncompleteMultipartUpload !== undefined) {
    const daysAfterInitiation = integer(element(el.AbortIncompleteMultipartUpload, ['DaysAfterInitiation']).DaysAfterInitiation);
    if (daysAfterInitiation === undefined) throw malformedXml();
    rule.abortIncompleteMultipartUpload = { daysAfterInitiation };
  }
  return rule;
}

/** A LifecycleConfiguration document → rules; anything off S3's schema is MalformedXML. */
export function readLifecycleConfiguration(raw: string): LifecycleRule[] {
  const doc = parseXml(raw);
  if (Object.keys(doc).length !== 1 || doc.LifecycleConfiguration === undefined) throw malformedXml();
  const rules = many(element(doc.LifecycleConfiguration, ['Rule']).Rule);
  if (!rules.length) throw malformedXml();
  return rules.map(readRule);
}

function filterXml(f: LifecycleFilter): XmlObject {
  const tags = f.tags.map((t) => ({ Key: t.key, Value: t.value }));
  const c: XmlObject = { Prefix: f.prefix, Tag: tags.length ? tags : undefined, ObjectSizeGreaterThan: f.sizeGreaterThan, ObjectSizeLessThan: f.sizeLessThan };
  return f.and ? { And: c } : c;
}

/** The rules as S3's GetBucketLifecycleConfiguration document body (elements in S3's order). */
export function lifecycleConfiguration(rules: readonly LifecycleRule[]): XmlObject {
  return {
    Rule: rules.map((r) => ({
      Expiration: r.expiration && { Date: r.expiration.date, Days: r.expiration.days, ExpiredObjectDeleteMarker: r.expiration.expiredObjectDeleteMarker },
      ID: r.id,
      ...(r.filter.legacy ? { Prefix: r.filter.prefix ?? '' } : { Filter: filterXml(r.filter) }),
      Status: r.status,
      NoncurrentVersionExpiration: r.noncurrentVersionExpiration && { NoncurrentDays: r.noncurrentVersionExpiration.noncurrentDays, NewerNoncurrentVersions: r.noncurrentVersionExpiration.newerNoncurrentVersions },
      AbortIncompleteMultipartUpload: r.abortIncompleteMultipartUpload && { DaysAfterInitiation: r.abortIncompleteMultipartUpload.daysAfterInitiation },
    })),
  };
}

/** PUT /bucket?lifecycle — replaces the bucket's lifecycle configuration. */
export async function putLifecycle(ctx: S3Context, access: BucketAccess) {
  const rules = readLifecycleConfiguration(await readSmallBody(ctx, LIFECYCLE_BODY_LIMIT));
  await putBucketLifecycle(ctx.gw.db, access, rules);
  ctx.sendEmpty(200);
}

/** GET /bucket?lifecycle — the configuration, or S3's NoSuchLifecycleConfiguration. */
export async function getLifecycle(ctx: S3Context, access: BucketAccess) {
  const rules = await bucketLifecycle(ctx.gw.db, access);
  if (!rules) throw s3err('NoSuchLifecycleConfiguration', 'The lifecycle configuration does not exist', { BucketName: access.bucket.name });
  ctx.sendXml(200, 'LifecycleConfiguration', lifecycleConfiguration(rules));
}

/** DELETE /bucket?lifecycle — 204, whether or not there was a configuration. */
export async function deleteLifecycle(ctx: S3Context, access: BucketAccess) {
  await deleteBucketLifecycle(ctx.gw.db, access);
  ctx.sendEmpty(204);
}
