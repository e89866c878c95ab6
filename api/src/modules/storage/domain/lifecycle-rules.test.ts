import { currentExpired, dayMsOf, dueAt, lifecycleDay, filterMatches, isMidnightUtc, lifecycleProblem, noncurrentExpired, removesExpiredMarker, uploadAbandoned, type LifecycleRule } from './lifecycle-rules';

const DAY = 86_400_000;
const rule = (r: Partial<LifecycleRule>): LifecycleRule => ({ status: 'Enabled', filter: { tags: [] }, expiration: { days: 1 }, ...r });

describe('lifecycle rules: S3’s checks', () => {
  it.each<[string, LifecycleRule[], string | null]>([
    ['a plain rule', [rule({})], null],
    ['no rule', [], 'At least one rule must be specified.'],
    ['Days 0', [rule({ expiration: { days: 0 } })], "'Days' for Expiration action must be a positive integer"],
    ['Days -3', [rule({ expiration: { days: -3 } })], "'Days' for Expiration action must be a positive integer"],
    ['a Date not at midnight', [rule({ expiration: { date: '2030-01-01T12:00:00Z' } })], "'Date' must be at midnight GMT"],
    ['a Date at midnight', [rule({ expiration: { date: '2030-01-01T00:00:00.000Z' } })], null],
    ['no action', [rule({ expiration: undefined })], 'At least one action needs to be specified in a rule'],
    ['duplicate IDs', [rule({ id: 'a' }), rule({ id: 'a' })], 'Rule ID must be unique. Found same ID for more than one rule'],
    ['an ID of 256 characters', [rule({ id: 'x'.repeat(256) })], 'ID length should not exceed allowed limit of 255'],
    ['an ID of 255 characters', [rule({ id: 'x'.repeat(255) })], null],
    ['NoncurrentDays 0', [rule({ noncurrentVersionExpiration: { noncurrentDays: 0 } })], "'NoncurrentDays' for NoncurrentVersionExpiration action must be a positive integer"],
    ['NewerNoncurrentVersions 101', [rule({ noncurrentVersionExpiration: { noncurrentDays: 1, newerNoncurrentVersions: 101 } })], "'NewerNoncurrentVersions' for NoncurrentVersionExpiration action must be a positive integer up to 100"],
    ['DaysAfterInitiation 0', [rule({ expiration: undefined, abortIncompleteMultipartUpload: { daysAfterInitiation: 0 } })], "'DaysAfterInitiation' for AbortIncompleteMultipartUpload action must be a positive integer"],
    ['abort with a tag filter', [rule({ expiration: undefined, filter: { tags: [{ key: 'a', value: 'b' }] }, abortIncompleteMultipartUpload: { daysAfterInitiation: 1 } })], 'AbortIncompleteMultipartUpload cannot be specified with Tags.'],
    ['ExpiredObjectDeleteMarker with Days', [rule({ expiration: { days: 1, expiredObjectDeleteMarker: true } })], 'ExpiredObjectDeleteMarker cannot be specified with Days or Date in a Lifecycle Expiration Policy.'],
    ['sizes the wrong way round', [rule({ filter: { tags: [], sizeGreaterThan: 100, sizeLessThan: 100 } })], 'ObjectSizeLessThan must be greater than ObjectSizeGreaterThan.'],
    ['a duplicate tag key', [rule({ filter: { tags: [{ key: 'a', value: '1' }, { key: 'a', value: '2' }], and: true } })], 'Duplicate Tag Keys are not allowed.'],
    ['an aws: tag', [rule({ filter: { tags: [{ key: 'aws:x', value: '1' }] } })], 'Your TagKey cannot be prefixed with aws:'],
  ])('%s', (_name, rules, problem) => {
    expect(lifecycleProblem(rules)).toBe(problem);
  });

  it('takes 1,000 rules and refuses 1,001', () => {
    const many = (n: number) => Array.from({ length: n }, (_, i) => rule({ id: `r${i}` }));
    expect(lifecycleProblem(many(1000))).toBeNull();
    expect(lifecycleProblem(many(1001))).toBe('Configuration has more than 1000 rules.');
  });

  it('knows midnight UTC in ISO 8601’s spellings', () => {
    expect(['2030-01-01', '2030-01-01T00:00:00Z', '2030-01-01T00:00:00.000Z', '2030-01-01T00:00:00+00:00'].map(isMidnightUtc)).toEqual([true, true, true, true]);
    expect(['2030-01-01T00:00:01Z', '2030-01-01T03:00:00+03:00', 'tomorrow', '2030-13-01'].map(isMidnightUtc)).toEqual([false, false, false, false]);
  });
});

describe('lifecycle rules: what a filter selects', () => {
  const obj = { key: 'logs/2030/a.gz', size: 1000, tags: [{ key: 'kind', value: 'log' }] };
  it.each<[string, Parameters<typeof filterMatches>[0], boolean]>([
    ['no condition', { tags: [] }, true],
    ['its prefix', { prefix: 'logs/', tags: [] }, true],
    ['another prefix', { prefix: 'img/', tags: [] }, false],
    ['its tag', { tags: [{ key: 'kind', value: 'log' }] }, true],
    ['a tag with another value', { tags: [{ key: 'kind', value: 'image' }] }, false],
    ['every tag of an And, one missing', { tags: [{ key: 'kind', value: 'log' }, { key: 'keep', value: 'no' }], and: true }, false],
    ['larger than 999', { tags: [], sizeGreaterThan: 999 }, true],
    ['larger than 1000 (strict)', { tags: [], sizeGreaterThan: 1000 }, false],
    ['smaller than 1000 (strict)', { tags: [], sizeLessThan: 1000 }, false],
    ['prefix, tag and size together', { prefix: 'logs/', tags: [{ key: 'kind', value: 'log' }], sizeGreaterThan: 10, sizeLessThan: 2000, and: true }, true],
  ])('%s', (_name, filter, selected) => {
    expect(filterMatches(filter, obj)).toBe(selected);
  });

  it('a size condition never selects what has no size (a delete marker)', () => {
    expect(filterMatches({ tags: [], sizeLessThan: 10 }, { key: 'k' })).toBe(false);
  });
});

describe('lifecycle rules: when an action falls due', () => {
  it('adds the days and rounds up to the next midnight UTC, as S3', () => {
    // S3's own example: written 2014-01-15 10:30 UTC, 3 days: due 2014-01-19 00:00 UTC.
    expect(dueAt(new Date('2014-01-15T10:30:00Z'), 3, DAY).toISOString()).toBe('2014-01-19T00:00:00.000Z');
  });

  it('starts a real lifecycle day (one run per bucket) at 01:00 UTC', () => {
    expect(lifecycleDay(new Date('2030-01-05T00:59:59Z'), DAY)).toBe(lifecycleDay(new Date('2030-01-04T01:00:00Z'), DAY));
    expect(lifecycleDay(new Date('2030-01-05T01:00:00Z'), DAY)).toBe(lifecycleDay(new Date('2030-01-04T01:00:00Z'), DAY) + 1);
    expect(lifecycleDay(new Date(5_999), 2000)).toBe(2);
  });

  it('counts debug days of LIFECYCLE_DEBUG_DAY_SECONDS', () => {
    expect(dayMsOf(undefined)).toBe(DAY);
    expect(dayMsOf(2)).toBe(2000);
    expect(dueAt(new Date(10_500), 1, 1000).getTime()).toBe(12_000);
  });

  it('expires a current object after its days, or from the date, only while the rule is enabled', () => {
    const written = new Date('2030-01-01T10:00:00Z');
    const c = { key: 'a', size: 1, written };
    expect(currentExpired(rule({ expiration: { days: 2 } }), c, new Date('2030-01-03T23:59:59Z'), DAY)).toBe(false);
    expect(currentExpired(rule({ expiration: { days: 2 } }), c, new Date('2030-01-04T00:00:00Z'), DAY)).toBe(true);
    expect(currentExpired(rule({ status: 'Disabled', expiration: { days: 2 } }), c, new Date('2031-01-01'), DAY)).toBe(false);
    expect(currentExpired(rule({ expiration: { date: '2030-06-01T00:00:00.000Z' } }), c, new Date('2030-05-31T23:00:00Z'), DAY)).toBe(false);
    expect(currentExpired(rule({ expiration: { date: '2030-06-01T00:00:00.000Z' } }), c, new Date('2030-06-01T00:00:00Z'), DAY)).toBe(true);
    expect(currentExpired(rule({ expiration: { expiredObjectDeleteMarker: true } }), c, new Date('2031-01-01'), DAY)).toBe(false);
  });

  it('expires noncurrent versions after their noncurrent days, keeping the newest NewerNoncurrentVersions', () => {
    const r = rule({ expiration: undefined, noncurrentVersionExpiration: { noncurrentDays: 1, newerNoncurrentVersions: 2 } });
    const since = new Date('2030-01-01T10:00:00Z');
    const later = new Date('2030-02-01T00:00:00Z');
    expect(noncurrentExpired(r, { key: 'a', since, newer: 0 }, later, DAY)).toBe(false);
    expect(noncurrentExpired(r, { key: 'a', since, newer: 1 }, later, DAY)).toBe(false);
    expect(noncurrentExpired(r, { key: 'a', since, newer: 2 }, later, DAY)).toBe(true);
    expect(noncurrentExpired(r, { key: 'a', since, newer: 2 }, new Date('2030-01-02T12:00:00Z'), DAY)).toBe(false);
  });

  it('removes expired delete markers and aborts old uploads under the rule’s prefix only', () => {
    const m = rule({ filter: { prefix: 'tmp/', tags: [] }, expiration: { expiredObjectDeleteMarker: true } });
    expect(removesExpiredMarker(m, 'tmp/a')).toBe(true);
    expect(removesExpiredMarker(m, 'keep/a')).toBe(false);
    const a = rule({ filter: { prefix: 'tmp/', tags: [] }, expiration: undefined, abortIncompleteMultipartUpload: { daysAfterInitiation: 1 } });
    const initiated = new Date('2030-01-01T10:00:00Z');
    expect(uploadAbandoned(a, 'tmp/big', initiated, new Date('2030-01-03T00:00:00Z'), DAY)).toBe(true);
    expect(uploadAbandoned(a, 'tmp/big', initiated, new Date('2030-01-02T23:00:00Z'), DAY)).toBe(false);
    expect(uploadAbandoned(a, 'keep/big', initiated, new Date('2031-01-01'), DAY)).toBe(false);
  });
});
