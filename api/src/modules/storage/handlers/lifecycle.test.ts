import { S3Error } from '../s3/errors';
import { xmlDocument } from '../s3/xml';
import { lifecycleConfiguration, readLifecycleConfiguration } from './lifecycle';

const doc = (rules: string) => `<LifecycleConfiguration xmlns="http://s3.amazonaws.com/doc/2006-03-01/">${rules}</LifecycleConfiguration>`;
const code = (raw: string) => {
  try {
    readLifecycleConfiguration(raw);
    return 'ok';
  } catch (e) {
    return e instanceof S3Error ? e.code : String(e);
  }
};

describe('reading a LifecycleConfiguration document', () => {
  it('reads every supported element, and gives back the same shape', () => {
    const raw = doc(`
      <Rule><ID>logs</ID><Filter><And><Prefix>logs/</Prefix><Tag><Key>kind</Key><Value>log</Value></Tag><ObjectSizeGreaterThan>10</ObjectSizeGreaterThan><ObjectSizeLessThan>1000</ObjectSizeLessThan></And></Filter>
        <Status>Enabled</Status><Expiration><Days>30</Days></Expiration>
        <NoncurrentVersionExpiration><NoncurrentDays>7</NoncurrentDays><NewerNoncurrentVersions>3</NewerNoncurrentVersions></NoncurrentVersionExpiration></Rule>
      <Rule><Prefix>tmp/</Prefix><Status>Disabled</Status><Expiration><Date>2030-01-01T00:00:00Z</Date></Expiration><AbortIncompleteMultipartUpload><DaysAfterInitiation>2</DaysAfterInitiation></AbortIncompleteMultipartUpload></Rule>
      <Rule><Filter/><Status>Enabled</Status><Expiration><ExpiredObjectDeleteMarker>true</ExpiredObjectDeleteMarker></Expiration></Rule>`);
    const rules = readLifecycleConfiguration(raw);
    expect(rules).toEqual([
      {
        id: 'logs',
        status: 'Enabled',
        filter: { prefix: 'logs/', tags: [{ key: 'kind', value: 'log' }], sizeGreaterThan: 10, sizeLessThan: 1000, and: true },
        expiration: { days: 30 },
        noncurrentVersionExpiration: { noncurrentDays: 7, newerNoncurrentVersions: 3 },
      },
      { status: 'Disabled', filter: { prefix: 'tmp/', tags: [], legacy: true }, expiration: { date: '2030-01-01T00:00:00.000Z' }, abortIncompleteMultipartUpload: { daysAfterInitiation: 2 } },
      { status: 'Enabled', filter: { tags: [] }, expiration: { expiredObjectDeleteMarker: true } },
    ]);
    const out = xmlDocument('LifecycleConfiguration', lifecycleConfiguration(rules));
    expect(readLifecycleConfiguration(out)).toEqual(rules);
    expect(out).toContain('<Prefix>tmp/</Prefix><Status>Disabled</Status>');
  });

  it.each([
    ['no rule', doc('')],
    ['another root', '<Lifecycle><Rule><Status>Enabled</Status></Rule></Lifecycle>'],
    ['an unknown element', doc('<Rule><Status>Enabled</Status><Expiration><Days>1</Days></Expiration><Colour>red</Colour></Rule>')],
    ['a Status other than Enabled or Disabled', doc('<Rule><Status>enabled</Status><Expiration><Days>1</Days></Expiration></Rule>')],
    ['no Status', doc('<Rule><Expiration><Days>1</Days></Expiration></Rule>')],
    ['Days and Date together', doc('<Rule><Status>Enabled</Status><Expiration><Days>1</Days><Date>2030-01-01T00:00:00Z</Date></Expiration></Rule>')],
    ['Days that are not a number', doc('<Rule><Status>Enabled</Status><Expiration><Days>ten</Days></Expiration></Rule>')],
    ['a Filter and a Prefix', doc('<Rule><Prefix>a</Prefix><Filter><Prefix>a</Prefix></Filter><Status>Enabled</Status><Expiration><Days>1</Days></Expiration></Rule>')],
    ['two conditions outside And', doc('<Rule><Filter><Prefix>a</Prefix><Tag><Key>k</Key><Value>v</Value></Tag></Filter><Status>Enabled</Status><Expiration><Days>1</Days></Expiration></Rule>')],
    ['NoncurrentVersionExpiration without days', doc('<Rule><Status>Enabled</Status><NoncurrentVersionExpiration></NoncurrentVersionExpiration></Rule>')],
    ['not XML', 'hello'],
  ])('%s is MalformedXML', (_name, raw) => {
    expect(code(raw)).toBe('MalformedXML');
  });

  it('refuses transitions: there is one storage class', () => {
    expect(code(doc('<Rule><Status>Enabled</Status><Transition><Days>1</Days><StorageClass>GLACIER</StorageClass></Transition></Rule>'))).toBe('NotImplemented');
  });
});
