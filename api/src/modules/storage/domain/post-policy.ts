/**
 * The policy of a browser form upload (S3's POST Object, "presigned POST"): a base64 JSON document
 * with an expiration and conditions that every form field must meet, signed with SigV4 by the key
 * that allows the upload. Pure rules here, as S3 states them
 * (https://docs.aws.amazon.com/AmazonS3/latest/API/sigv4-HTTPPOSTConstructPolicy.html); reading
 * the form and verifying the signature are the S3 edge's (handlers/post-object.ts, auth/post-form.ts).
 *
 * - `{"field": "value"}` and `["eq", "$field", "value"]`: the field is exactly the value;
 * - `["starts-with", "$field", "prefix"]`: the field starts with the prefix ("" allows anything);
 *   for Content-Type, each of a comma-separated list must;
 * - `["content-length-range", min, max]`: the file's size, enforced while it streams.
 *
 * Field names are matched without regard to case; values with it. Every field of the form must be
 * named by a condition, except `policy`, `x-amz-signature`, `file` and `x-ignore-*`; the bucket
 * (from the URL) is a field too. A field a condition names but the form lacks is the empty string.
 */
export type PostCondition =
  | { op: 'eq' | 'starts-with'; field: string; value: string; source: string }
  | { op: 'content-length-range'; min: number; max: number; source: string };

export interface PostPolicy {
  expiration: Date;
  conditions: PostCondition[];
}

/** The policy cannot be read (not base64 JSON, no expiration, a condition S3 does not know): S3's InvalidPolicyDocument. */
export class InvalidPostPolicyError extends Error {
  constructor(readonly problem: string) {
    super(`Invalid Policy: ${problem}`);
    this.name = 'InvalidPostPolicyError';
  }
}

/** The form does not meet its policy (expired, a condition failed, a field no condition names): S3's AccessDenied. */
export class PostPolicyViolation extends Error {
  constructor(readonly problem: string) {
    super(`Invalid according to Policy: ${problem}`);
    this.name = 'PostPolicyViolation';
  }
}

/** Fields no condition needs to name. */
const EXEMPT = new Set(['policy', 'x-amz-signature', 'file']);
const exempt = (name: string) => EXEMPT.has(name) || name.startsWith('x-ignore-');

/** The largest policy document read (S3 documents none; 20 KiB of conditions is far more than any form needs). */
export const MAX_POLICY_BYTES = 20 * 1024;

const fieldOf = (raw: unknown, where: string): string => {
  if (typeof raw !== 'string' || !raw.startsWith('$') || raw.length < 2) throw new InvalidPostPolicyError(`Invalid Condition: ${where}: the field must be named as "$name".`);
  return raw.slice(1).toLowerCase();
};

const sizeOf = (raw: unknown, where: string): number => {
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d{1,15}$/.test(raw.trim()) ? Number(raw.trim()) : NaN;
  if (!Number.isSafeInteger(n) || n < 0) throw new InvalidPostPolicyError(`Invalid Condition: ${where}: the range must be whole numbers of bytes.`);
  return n;
};

/** The expiration as S3 reads it: ISO 8601 in UTC ("2026-11-28T21:00:00Z", with or without milliseconds). */
function expirationOf(raw: unknown): Date {
  if (typeof raw !== 'string' || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?Z$/.test(raw)) {
    throw new InvalidPostPolicyError(raw === undefined ? 'Policy missing expiration.' : 'Invalid \'expiration\' value: it must be an ISO 8601 date and time in UTC.');
  }
  const t = Date.parse(raw.replace(/(\.\d{3})\d+Z$/, '$1Z'));
  if (!Number.isFinite(t)) throw new InvalidPostPolicyError('Invalid \'expiration\' value: it must be an ISO 8601 date and time in UTC.');
  return new Date(t);
}

/** The policy document of a form's `policy` field (base64 of JSON). */
export function parsePostPolicy(base64: string): PostPolicy {
  if (base64.length > (MAX_POLICY_BYTES * 4) / 3 + 4) throw new InvalidPostPolicyError('Policy document is too large.');
  if (!/^[A-Za-z0-9+/\s]*={0,2}\s*$/.test(base64)) throw new InvalidPostPolicyError('Invalid base64 encoding.');
  let doc: unknown;
  try {
    doc = JSON.parse(Buffer.from(base64, 'base64').toString('utf8'));
  } catch {
    throw new InvalidPostPolicyError('Invalid JSON.');
  }
  if (!doc || typeof doc !== 'object' || Array.isArray(doc)) throw new InvalidPostPolicyError('Invalid JSON.');
  const { expiration, conditions } = doc as { expiration?: unknown; conditions?: unknown };
  const when = expirationOf(expiration);
  if (!Array.isArray(conditions)) throw new InvalidPostPolicyError('Policy missing conditions.');
  const out: PostCondition[] = [];
  for (const c of conditions) {
    const source = JSON.stringify(c);
    if (Array.isArray(c)) {
      const op = typeof c[0] === 'string' ? c[0].toLowerCase() : '';
      if (op === 'content-length-range') {
        if (c.length !== 3) throw new InvalidPostPolicyError(`Invalid Condition: ${source}`);
        const min = sizeOf(c[1], source);
        const max = sizeOf(c[2], source);
        if (min > max) throw new InvalidPostPolicyError(`Invalid Condition: ${source}: the minimum is above the maximum.`);
        out.push({ op, min, max, source });
      } else if (op === 'eq' || op === 'starts-with') {
        if (c.length !== 3 || typeof c[2] !== 'string') throw new InvalidPostPolicyError(`Invalid Condition: ${source}`);
        out.push({ op, field: fieldOf(c[1], source), value: c[2], source });
      } else {
        throw new InvalidPostPolicyError(`Invalid Condition: ${source}: unknown operation.`);
      }
    } else if (c && typeof c === 'object') {
      const entries = Object.entries(c as Record<string, unknown>);
      if (!entries.length) throw new InvalidPostPolicyError(`Invalid Condition: ${source}`);
      for (const [name, value] of entries) {
        if (typeof value !== 'string') throw new InvalidPostPolicyError(`Invalid Condition: ${source}: the value must be a string.`);
        out.push({ op: 'eq', field: name.toLowerCase(), value, source: JSON.stringify(['eq', `$${name}`, value]) });
      }
    } else {
      throw new InvalidPostPolicyError(`Invalid Condition: ${source}`);
    }
  }
  return { expiration: when, conditions: out };
}

function meets(c: Extract<PostCondition, { op: 'eq' | 'starts-with' }>, value: string): boolean {
  if (c.op === 'eq') return value === c.value;
  // S3: a Content-Type condition applies to each type of a comma-separated list.
  if (c.field === 'content-type') return value.split(',').every((t) => t.trim().startsWith(c.value));
  return value.startsWith(c.value);
}

/**
 * Check a form (field names lower-cased, the URL's bucket as `bucket`) against its policy at
 * `now`. Returns the content-length-range the file must fall in (the tightest of the policy's), or
 * throws PostPolicyViolation with S3's words.
 */
export function checkPostPolicy(policy: PostPolicy, fields: ReadonlyMap<string, string>, now: Date): { min: number; max: number } | null {
  if (now.getTime() >= policy.expiration.getTime()) throw new PostPolicyViolation('Policy expired.');
  const named = new Set<string>();
  let range: { min: number; max: number } | null = null;
  for (const c of policy.conditions) {
    if (c.op === 'content-length-range') {
      range = range ? { min: Math.max(range.min, c.min), max: Math.min(range.max, c.max) } : { min: c.min, max: c.max };
      continue;
    }
    named.add(c.field);
    if (!meets(c, fields.get(c.field) ?? '')) throw new PostPolicyViolation(`Policy Condition failed: ${c.source}`);
  }
  const extra = [...fields.keys()].filter((name) => !exempt(name) && !named.has(name));
  if (extra.length) throw new PostPolicyViolation(`Extra input fields: ${extra.join(', ')}`);
  return range;
}
