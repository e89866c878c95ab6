import type { BucketLifecycleRuleInput, DashboardBucketLifecycleQuery } from '@/gql/graphql';

/**
 * A bucket's lifecycle rules between the API's shape and S3's JSON (as `aws s3api
 * put-bucket-lifecycle-configuration --lifecycle-configuration` takes it and
 * get-bucket-lifecycle-configuration prints it), so a configuration can be copied between the
 * console and a script. Reading JSON checks its shape only; S3's rules are checked by the server,
 * which answers with S3's own message.
 */

export type LifecycleRule = DashboardBucketLifecycleQuery['bucketLifecycle']['rules'][number];
export type RuleInput = BucketLifecycleRuleInput;

/** A JSON problem, as a catalogue key under `lifecycle.` and its values. */
export type JsonProblem = { key: 'jsonInvalid'; detail: string } | { key: 'jsonNoRules' } | { key: 'jsonNotObject' | 'jsonStatus' | 'jsonTransition'; n: number } | { key: 'jsonUnknown' | 'jsonWrongType'; n: number; field: string };

const present = <T>(v: T | null | undefined): v is T => v !== null && v !== undefined;

/** A rule as the query gives it → the mutation's input (no __typename, nothing null). */
export function ruleInputOf(r: LifecycleRule): RuleInput {
  const f = r.filter;
  const filter = {
    ...(present(f.prefix) ? { prefix: f.prefix } : {}),
    ...(f.tags.length ? { tags: f.tags.map((t) => ({ key: t.key, value: t.value })) } : {}),
    ...(present(f.objectSizeGreaterThan) ? { objectSizeGreaterThan: f.objectSizeGreaterThan } : {}),
    ...(present(f.objectSizeLessThan) ? { objectSizeLessThan: f.objectSizeLessThan } : {}),
  };
  const e = r.expiration;
  const n = r.noncurrentVersionExpiration;
  return {
    ...(r.id ? { id: r.id } : {}),
    enabled: r.enabled,
    ...(Object.keys(filter).length ? { filter } : {}),
    ...(e ? { expiration: { ...(present(e.days) ? { days: e.days } : {}), ...(present(e.date) ? { date: e.date } : {}), ...(e.expiredObjectDeleteMarker ? { expiredObjectDeleteMarker: true } : {}) } } : {}),
    ...(n ? { noncurrentVersionExpiration: { noncurrentDays: n.noncurrentDays, ...(present(n.newerNoncurrentVersions) ? { newerNoncurrentVersions: n.newerNoncurrentVersions } : {}) } } : {}),
    ...(r.abortIncompleteMultipartUpload ? { abortIncompleteMultipartUpload: { daysAfterInitiation: r.abortIncompleteMultipartUpload.daysAfterInitiation } } : {}),
  };
}

/** S3's Filter: one condition alone, several (or two tags) inside And, none: {}. */
function filterJson(f: RuleInput['filter']): Record<string, unknown> {
  const tags = (f?.tags ?? []).map((t) => ({ Key: t.key, Value: t.value }));
  const c: Record<string, unknown> = {
    ...(present(f?.prefix) ? { Prefix: f.prefix } : {}),
    ...(present(f?.objectSizeGreaterThan) ? { ObjectSizeGreaterThan: f.objectSizeGreaterThan } : {}),
    ...(present(f?.objectSizeLessThan) ? { ObjectSizeLessThan: f.objectSizeLessThan } : {}),
  };
  if (Object.keys(c).length + tags.length > 1) return { And: { ...c, ...(tags.length ? { Tags: tags } : {}) } };
  return tags.length ? { Tag: tags[0] } : c;
}

/** The rules as S3's JSON, indented for reading. */
export function toS3Json(rules: readonly RuleInput[]): string {
  const Rules = rules.map((r) => ({
    ...(r.id ? { ID: r.id } : {}),
    Status: r.enabled ? 'Enabled' : 'Disabled',
    Filter: filterJson(r.filter),
    ...(r.expiration ? { Expiration: { ...(present(r.expiration.days) ? { Days: r.expiration.days } : {}), ...(present(r.expiration.date) ? { Date: r.expiration.date } : {}), ...(r.expiration.expiredObjectDeleteMarker ? { ExpiredObjectDeleteMarker: true } : {}) } } : {}),
    ...(r.noncurrentVersionExpiration
      ? { NoncurrentVersionExpiration: { NoncurrentDays: r.noncurrentVersionExpiration.noncurrentDays, ...(present(r.noncurrentVersionExpiration.newerNoncurrentVersions) ? { NewerNoncurrentVersions: r.noncurrentVersionExpiration.newerNoncurrentVersions } : {}) } }
      : {}),
    ...(r.abortIncompleteMultipartUpload ? { AbortIncompleteMultipartUpload: { DaysAfterInitiation: r.abortIncompleteMultipartUpload.daysAfterInitiation } } : {}),
  }));
  return JSON.stringify({ Rules }, null, 2);
}

class Problem extends Error {
  constructor(readonly problem: JsonProblem) {
    super(problem.key);
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** One rule's reader: each field read once, by its S3 name, with its type checked. */
function reader(n: number, where: string, o: Record<string, unknown>, allowed: readonly string[]) {
  const unknown = Object.keys(o).find((k) => !allowed.includes(k));
  if (unknown) throw new Problem({ key: 'jsonUnknown', n, field: where + unknown });
  const typed = <T>(k: string, test: (v: unknown) => v is T): T | undefined => {
    const v = o[k];
    if (v === undefined || v === null) return undefined;
    if (!test(v)) throw new Problem({ key: 'jsonWrongType', n, field: where + k });
    return v;
  };
  return {
    number: (k: string) => typed(k, (v): v is number => typeof v === 'number'),
    string: (k: string) => typed(k, (v): v is string => typeof v === 'string'),
    boolean: (k: string) => typed(k, (v): v is boolean => typeof v === 'boolean'),
    object: (k: string) => typed(k, isObject),
    list: (k: string) => typed(k, (v): v is unknown[] => Array.isArray(v)),
  };
}

const CONDITIONS = ['Prefix', 'ObjectSizeGreaterThan', 'ObjectSizeLessThan'] as const;

function readTag(n: number, where: string, v: unknown) {
  if (!isObject(v)) throw new Problem({ key: 'jsonWrongType', n, field: where });
  const t = reader(n, `${where}.`, v, ['Key', 'Value']);
  return { key: t.string('Key') ?? '', value: t.string('Value') ?? '' };
}

function readFilter(n: number, rule: ReturnType<typeof reader>): RuleInput['filter'] {
  const raw = rule.object('Filter');
  const legacy = rule.string('Prefix');
  if (!raw) return present(legacy) ? { prefix: legacy } : undefined;
  const top = reader(n, 'Filter.', raw, [...CONDITIONS, 'Tag', 'And']);
  const and = top.object('And');
  const c = and ? reader(n, 'Filter.And.', and, [...CONDITIONS, 'Tags']) : top;
  const tags = and ? (c.list('Tags') ?? []).map((t, i) => readTag(n, `Filter.And.Tags.${i}`, t)) : raw.Tag !== undefined ? [readTag(n, 'Filter.Tag', raw.Tag)] : [];
  const prefix = c.string('Prefix') ?? legacy;
  const gt = c.number('ObjectSizeGreaterThan');
  const lt = c.number('ObjectSizeLessThan');
  const filter = { ...(present(prefix) ? { prefix } : {}), ...(tags.length ? { tags } : {}), ...(present(gt) ? { objectSizeGreaterThan: gt } : {}), ...(present(lt) ? { objectSizeLessThan: lt } : {}) };
  // {} selects every object, as no filter does: the same rule, sent the same way.
  return Object.keys(filter).length ? filter : undefined;
}

function readRule(v: unknown, n: number): RuleInput {
  if (!isObject(v)) throw new Problem({ key: 'jsonNotObject', n });
  if (v.Transitions !== undefined || v.NoncurrentVersionTransitions !== undefined || v.Transition !== undefined) throw new Problem({ key: 'jsonTransition', n });
  const r = reader(n, '', v, ['ID', 'Status', 'Filter', 'Prefix', 'Expiration', 'NoncurrentVersionExpiration', 'AbortIncompleteMultipartUpload']);
  const id = r.string('ID');
  const status = r.string('Status');
  if (status !== 'Enabled' && status !== 'Disabled') throw new Problem({ key: 'jsonStatus', n });
  const filter = readFilter(n, r);
  const exp = r.object('Expiration');
  const e = exp && reader(n, 'Expiration.', exp, ['Days', 'Date', 'ExpiredObjectDeleteMarker']);
  const nonc = r.object('NoncurrentVersionExpiration');
  const nv = nonc && reader(n, 'NoncurrentVersionExpiration.', nonc, ['NoncurrentDays', 'NewerNoncurrentVersions']);
  const abort = r.object('AbortIncompleteMultipartUpload');
  const a = abort && reader(n, 'AbortIncompleteMultipartUpload.', abort, ['DaysAfterInitiation']);
  const days = e?.number('Days');
  const date = e?.string('Date');
  const newer = nv?.number('NewerNoncurrentVersions');
  return {
    ...(id ? { id } : {}),
    enabled: status === 'Enabled',
    ...(filter ? { filter } : {}),
    ...(e ? { expiration: { ...(present(days) ? { days } : {}), ...(present(date) ? { date } : {}), ...(e.boolean('ExpiredObjectDeleteMarker') ? { expiredObjectDeleteMarker: true } : {}) } } : {}),
    // A missing day count is sent as 0, so the server refuses it with S3's own message.
    ...(nv ? { noncurrentVersionExpiration: { noncurrentDays: nv.number('NoncurrentDays') ?? 0, ...(present(newer) ? { newerNoncurrentVersions: newer } : {}) } } : {}),
    ...(a ? { abortIncompleteMultipartUpload: { daysAfterInitiation: a.number('DaysAfterInitiation') ?? 0 } } : {}),
  };
}

/** S3's JSON → the rules, or the first problem with its shape (an empty Rules list: remove the configuration). */
export function fromS3Json(text: string): { rules: RuleInput[] } | { problem: JsonProblem } {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch (e) {
    return { problem: { key: 'jsonInvalid', detail: e instanceof Error ? e.message : String(e) } };
  }
  if (!isObject(doc) || !Array.isArray(doc.Rules)) return { problem: { key: 'jsonNoRules' } };
  try {
    return { rules: doc.Rules.map((r, i) => readRule(r, i + 1)) };
  } catch (e) {
    if (e instanceof Problem) return { problem: e.problem };
    throw e;
  }
}
