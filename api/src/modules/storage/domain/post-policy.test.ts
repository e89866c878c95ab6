import { checkPostPolicy, InvalidPostPolicyError, parsePostPolicy, PostPolicyViolation, type PostPolicy } from './post-policy';

const b64 = (doc: unknown) => Buffer.from(typeof doc === 'string' ? doc : JSON.stringify(doc)).toString('base64');
const NOW = new Date('2026-11-28T20:00:00Z');
const LATER = '2026-11-28T21:00:00Z';

/** A form as boto3's generate_presigned_post makes it (names lower-cased, the URL's bucket added). */
const form = (extra: Record<string, string> = {}) =>
  new Map(
    Object.entries({
      bucket: 'photos',
      key: 'uploads/cat.jpg',
      'x-amz-algorithm': 'AWS4-HMAC-SHA256',
      'x-amz-credential': 'MWKEXAMPLE/20261128/nbo1/s3/aws4_request',
      'x-amz-date': '20261128T200000Z',
      policy: 'eyJ…',
      'x-amz-signature': 'f'.repeat(64),
      ...extra,
    }),
  );

const base = [
  { bucket: 'photos' },
  ['starts-with', '$key', 'uploads/'],
  { 'x-amz-algorithm': 'AWS4-HMAC-SHA256' },
  { 'x-amz-credential': 'MWKEXAMPLE/20261128/nbo1/s3/aws4_request' },
  { 'x-amz-date': '20261128T200000Z' },
];
const policy = (conditions: unknown[] = [], expiration = LATER): PostPolicy => parsePostPolicy(b64({ expiration, conditions: [...base, ...conditions] }));

const violation = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    if (e instanceof PostPolicyViolation) return e.message;
    throw e;
  }
  throw new Error('no violation');
};

describe('parsePostPolicy', () => {
  it('reads exact-match objects, eq, starts-with and content-length-range (numbers or numeric strings), and both expiration forms', () => {
    const p = parsePostPolicy(b64({ expiration: '2026-11-28T21:00:00.000Z', conditions: [{ bucket: 'b' }, ['eq', '$Key', 'a'], ['starts-with', '$Content-Type', 'image/'], ['content-length-range', '1', 1024]] }));
    expect(p.expiration.toISOString()).toBe('2026-11-28T21:00:00.000Z');
    expect(p.conditions.map((c) => (c.op === 'content-length-range' ? [c.op, c.min, c.max] : [c.op, c.field, c.value]))).toEqual([
      ['eq', 'bucket', 'b'],
      ['eq', 'key', 'a'],
      ['starts-with', 'content-type', 'image/'],
      ['content-length-range', 1, 1024],
    ]);
    expect(parsePostPolicy(b64({ expiration: LATER, conditions: [] })).expiration.toISOString()).toBe('2026-11-28T21:00:00.000Z');
  });

  it.each([
    ['not base64', '!!!', 'Invalid Policy: Invalid base64 encoding.'],
    ['not JSON', b64('{expiration'), 'Invalid Policy: Invalid JSON.'],
    ['a JSON array', b64([]), 'Invalid Policy: Invalid JSON.'],
    ['no expiration', b64({ conditions: [] }), 'Invalid Policy: Policy missing expiration.'],
    ['a local-time expiration', b64({ expiration: '2026-11-28 21:00', conditions: [] }), "Invalid Policy: Invalid 'expiration' value: it must be an ISO 8601 date and time in UTC."],
    ['no conditions', b64({ expiration: LATER }), 'Invalid Policy: Policy missing conditions.'],
    ['an unknown operation', b64({ expiration: LATER, conditions: [['ends-with', '$key', 'x']] }), 'Invalid Policy: Invalid Condition: ["ends-with","$key","x"]: unknown operation.'],
    ['a field without $', b64({ expiration: LATER, conditions: [['eq', 'key', 'x']] }), 'Invalid Policy: Invalid Condition: ["eq","key","x"]: the field must be named as "$name".'],
    ['a range upside down', b64({ expiration: LATER, conditions: [['content-length-range', 10, 1]] }), 'Invalid Policy: Invalid Condition: ["content-length-range",10,1]: the minimum is above the maximum.'],
    ['a negative range', b64({ expiration: LATER, conditions: [['content-length-range', -1, 1]] }), 'Invalid Policy: Invalid Condition: ["content-length-range",-1,1]: the range must be whole numbers of bytes.'],
    ['a number as an exact value', b64({ expiration: LATER, conditions: [{ success_action_status: 201 }] }), 'Invalid Policy: Invalid Condition: {"success_action_status":201}: the value must be a string.'],
  ])('refuses %s', (_what, doc, message) => {
    expect(() => parsePostPolicy(doc)).toThrow(new InvalidPostPolicyError(message.replace(/^Invalid Policy: /, '')));
  });
});

describe('checkPostPolicy', () => {
  it('accepts a form every field of which a condition names, and returns the content-length-range', () => {
    expect(checkPostPolicy(policy([['content-length-range', 1, 1024]]), form(), NOW)).toEqual({ min: 1, max: 1024 });
    expect(checkPostPolicy(policy(), form(), NOW)).toBeNull();
  });

  it('keeps the tightest of several ranges', () => {
    expect(checkPostPolicy(policy([['content-length-range', 1, 1024], ['content-length-range', 10, 2048]]), form(), NOW)).toEqual({ min: 10, max: 1024 });
  });

  it('is expired at its expiration', () => {
    expect(violation(() => checkPostPolicy(policy([], '2026-11-28T20:00:00Z'), form(), NOW))).toBe('Invalid according to Policy: Policy expired.');
  });

  it('refuses a key outside starts-with, naming the condition as S3 does', () => {
    expect(violation(() => checkPostPolicy(policy(), form({ key: 'private/cat.jpg' }), NOW))).toBe('Invalid according to Policy: Policy Condition failed: ["starts-with","$key","uploads/"]');
  });

  it('refuses another bucket, and an exact value that differs (values keep their case)', () => {
    expect(violation(() => checkPostPolicy(policy(), form({ bucket: 'other' }), NOW))).toBe('Invalid according to Policy: Policy Condition failed: ["eq","$bucket","photos"]');
    const p = policy([['eq', '$success_action_status', '201']]);
    expect(checkPostPolicy(p, form({ success_action_status: '201' }), NOW)).toBeNull();
    expect(violation(() => checkPostPolicy(p, form({ success_action_status: '200' }), NOW))).toContain('["eq","$success_action_status","201"]');
    expect(violation(() => checkPostPolicy(policy([{ 'x-amz-meta-owner': 'Amina' }]), form({ 'x-amz-meta-owner': 'amina' }), NOW))).toContain('x-amz-meta-owner');
  });

  it('refuses a field no condition names (extra input fields), but not policy, the signature, file or x-ignore-*', () => {
    expect(violation(() => checkPostPolicy(policy(), form({ 'x-amz-meta-tag': 'x', 'content-type': 'text/html' }), NOW))).toBe('Invalid according to Policy: Extra input fields: x-amz-meta-tag, content-type');
    expect(checkPostPolicy(policy(), form({ 'x-ignore-note': 'anything', file: '' }), NOW)).toBeNull();
  });

  it('checks starts-with on each of a comma-separated Content-Type, and an empty prefix allows any value', () => {
    const p = policy([['starts-with', '$Content-Type', 'image/']]);
    expect(checkPostPolicy(p, form({ 'content-type': 'image/png, image/jpeg' }), NOW)).toBeNull();
    expect(violation(() => checkPostPolicy(p, form({ 'content-type': 'image/png, text/html' }), NOW))).toContain('$Content-Type');
    expect(checkPostPolicy(policy([['starts-with', '$success_action_redirect', '']]), form({ success_action_redirect: 'https://app.example/done' }), NOW)).toBeNull();
  });

  it('reads a field a condition names but the form lacks as empty', () => {
    expect(violation(() => checkPostPolicy(policy([['eq', '$x-amz-meta-owner', 'amina']]), form(), NOW))).toContain('x-amz-meta-owner');
    expect(checkPostPolicy(policy([['starts-with', '$x-amz-meta-owner', '']]), form(), NOW)).toBeNull();
  });
});
