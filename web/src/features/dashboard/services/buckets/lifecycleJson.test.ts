import { fromS3Json, toS3Json } from './lifecycleJson';
import { ruleFromForm, formValuesOf } from './lifecycleForm';

describe('lifecycle rules as S3’s JSON', () => {
  it('writes several conditions inside And, one alone, none as {}, and reads each back to the same rules', () => {
    const rules = [
      { id: 'big-tmp', enabled: true, filter: { prefix: 'tmp/', tags: [{ key: 'kind', value: 'scratch' }], objectSizeGreaterThan: 1024 }, expiration: { date: '2030-01-01T00:00:00.000Z' } },
      { enabled: false, filter: { tags: [{ key: 'a', value: '1' }] }, noncurrentVersionExpiration: { noncurrentDays: 5 } },
      { enabled: true, expiration: { expiredObjectDeleteMarker: true }, abortIncompleteMultipartUpload: { daysAfterInitiation: 2 } },
    ];
    const json = JSON.parse(toS3Json(rules));
    expect(json.Rules.map((r: { Filter: unknown }) => r.Filter)).toEqual([{ And: { Prefix: 'tmp/', ObjectSizeGreaterThan: 1024, Tags: [{ Key: 'kind', Value: 'scratch' }] } }, { Tag: { Key: 'a', Value: '1' } }, {}]);
    expect(json.Rules[2]).toEqual({ Status: 'Enabled', Filter: {}, Expiration: { ExpiredObjectDeleteMarker: true }, AbortIncompleteMultipartUpload: { DaysAfterInitiation: 2 } });
    expect(fromS3Json(toS3Json(rules))).toEqual({ rules });
  });

  it('takes the legacy rule-level Prefix, and names the field it cannot take', () => {
    expect(fromS3Json('{"Rules":[{"Status":"Enabled","Prefix":"old/","Expiration":{"Days":3}}]}')).toEqual({ rules: [{ enabled: true, filter: { prefix: 'old/' }, expiration: { days: 3 } }] });
    expect(fromS3Json('{"Rules":[{"Status":"Enabled","Filter":{"Prefx":"a/"}}]}')).toEqual({ problem: { key: 'jsonUnknown', n: 1, field: 'Filter.Prefx' } });
    expect(fromS3Json('{"Rules":[{"Status":"Enabled"},{"Status":"Enabled","Transitions":[]}]}')).toEqual({ problem: { key: 'jsonTransition', n: 2 } });
    expect(fromS3Json('{"rules":[]}')).toEqual({ problem: { key: 'jsonNoRules' } });
    expect(fromS3Json('{"Rules":[]}')).toEqual({ rules: [] });
  });
});

describe('the rule form', () => {
  it('keeps what it does not show (tags, a date) unless days are typed in its place', () => {
    const base = { id: 'x', enabled: true, filter: { prefix: 'a/', tags: [{ key: 'k', value: 'v' }] }, expiration: { date: '2030-01-01' } };
    const values = { ...formValuesOf(base), prefix: 'b/' };
    expect(ruleFromForm(values, base)).toEqual({ rule: { id: 'x', enabled: true, filter: { prefix: 'b/', tags: [{ key: 'k', value: 'v' }] }, expiration: { date: '2030-01-01' } } });
    expect(ruleFromForm({ ...values, expireDays: '10' }, base)).toEqual({ rule: { id: 'x', enabled: true, filter: { prefix: 'b/', tags: [{ key: 'k', value: 'v' }] }, expiration: { days: 10 } } });
    expect(ruleFromForm({ ...formValuesOf(undefined), noncurrentDays: '3', keepNewer: '101' }, undefined)).toEqual({ errors: { keepNewer: 'keepRange' } });
  });
});
