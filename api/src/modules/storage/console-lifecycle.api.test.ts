import { CreateBucketCommand, GetBucketLifecycleConfigurationCommand, PutBucketLifecycleConfigurationCommand, type LifecycleRule } from '@aws-sdk/client-s3';
import { BucketLifecycleEntity } from './entities/bucket-lifecycle.entity';
import { customer, s3Failure, startStorageWorld, type Customer, type StorageWorld } from './storage-test-kit';

jest.setTimeout(60_000);

let world: StorageWorld;
let owner: Customer;
let other: Customer;
beforeAll(async () => {
  world = await startStorageWorld();
  owner = await customer(world, 1);
  other = await customer(world, 2);
});
afterAll(() => world.close());

const RULE_FIELDS = `id enabled filter { prefix tags { key value } objectSizeGreaterThan objectSizeLessThan } expiration { days date expiredObjectDeleteMarker } noncurrentVersionExpiration { noncurrentDays newerNoncurrentVersions } abortIncompleteMultipartUpload { daysAfterInitiation }`;
const GET = `query ($bucket: String!) { bucketLifecycle(bucket: $bucket) { bucket runHourUtc rules { ${RULE_FIELDS} } } }`;
const PUT = `mutation ($input: PutBucketLifecycleInput!) { putBucketLifecycle(input: $input) { lifecycle { bucket rules { ${RULE_FIELDS} } } } }`;
const EVENTS = '{ securityEvents(first: 50) { nodes { type action actionCode severity } } }';

const noFilter = { prefix: null, tags: [], objectSizeGreaterThan: null, objectSizeLessThan: null };
const logs = { id: 'logs', enabled: true, filter: { prefix: 'logs/' }, expiration: { days: 30 } };
const old = { id: 'old-versions', enabled: false, noncurrentVersionExpiration: { noncurrentDays: 90, newerNoncurrentVersions: 3 }, abortIncompleteMultipartUpload: { daysAfterInitiation: 7 } };
const rulesOf = async (c: Customer, bucket: string) => (await c.client.gql(GET, { bucket })).data.bucketLifecycle.rules;
const rows = (bucket: string) => world.server.db.getRepository(BucketLifecycleEntity).count({ where: { bucket: { name: bucket } } });

describe('the console’s lifecycle rules (GraphQL)', () => {
  it('puts rules that the S3 API then serves, reads back rules put with S3, and an empty list deletes the configuration', async () => {
    const s3 = owner.s3();
    await s3.send(new CreateBucketCommand({ Bucket: 'lc-console' }));
    expect((await owner.client.gql(GET, { bucket: 'lc-console' })).data.bucketLifecycle).toEqual({ bucket: 'lc-console', runHourUtc: 1, rules: [] });

    const put = await owner.client.gql(PUT, { input: { bucket: 'lc-console', rules: [logs, old] } });
    expect(put.errors).toBeUndefined();
    const stored = [
      { id: 'logs', enabled: true, filter: { ...noFilter, prefix: 'logs/' }, expiration: { days: 30, date: null, expiredObjectDeleteMarker: false }, noncurrentVersionExpiration: null, abortIncompleteMultipartUpload: null },
      { id: 'old-versions', enabled: false, filter: noFilter, expiration: null, noncurrentVersionExpiration: { noncurrentDays: 90, newerNoncurrentVersions: 3 }, abortIncompleteMultipartUpload: { daysAfterInitiation: 7 } },
    ];
    expect(put.data.putBucketLifecycle.lifecycle).toEqual({ bucket: 'lc-console', rules: stored });
    expect(await rulesOf(owner, 'lc-console')).toEqual(stored);
    const viaS3 = await s3.send(new GetBucketLifecycleConfigurationCommand({ Bucket: 'lc-console' }));
    expect(viaS3.Rules).toEqual([
      { ID: 'logs', Status: 'Enabled', Filter: { Prefix: 'logs/' }, Expiration: { Days: 30 } },
      { ID: 'old-versions', Status: 'Disabled', Filter: {}, NoncurrentVersionExpiration: { NoncurrentDays: 90, NewerNoncurrentVersions: 3 }, AbortIncompleteMultipartUpload: { DaysAfterInitiation: 7 } },
    ]);

    // The reverse: S3's put (with And, tags and sizes), the console's read.
    await s3.send(
      new PutBucketLifecycleConfigurationCommand({
        Bucket: 'lc-console',
        LifecycleConfiguration: {
          Rules: [
            { ID: 'big-tmp', Status: 'Enabled', Filter: { And: { Prefix: 'tmp/', Tags: [{ Key: 'kind', Value: 'scratch' }], ObjectSizeGreaterThan: 1024 } }, Expiration: { Date: new Date('2030-01-01T00:00:00Z') } },
            { Status: 'Enabled', Filter: { Prefix: '' }, Expiration: { ExpiredObjectDeleteMarker: true } },
          ],
        },
      }),
    );
    expect(await rulesOf(owner, 'lc-console')).toEqual([
      { id: 'big-tmp', enabled: true, filter: { prefix: 'tmp/', tags: [{ key: 'kind', value: 'scratch' }], objectSizeGreaterThan: 1024, objectSizeLessThan: null }, expiration: { days: null, date: '2030-01-01T00:00:00.000Z', expiredObjectDeleteMarker: false }, noncurrentVersionExpiration: null, abortIncompleteMultipartUpload: null },
      { id: null, enabled: true, filter: { ...noFilter, prefix: '' }, expiration: { days: null, date: null, expiredObjectDeleteMarker: true }, noncurrentVersionExpiration: null, abortIncompleteMultipartUpload: null },
    ]);

    // Two conditions from the console are S3's And, as an SDK sent them.
    const both = await owner.client.gql(PUT, { input: { bucket: 'lc-console', rules: [{ id: 'tagged', enabled: true, filter: { prefix: 'a/', tags: [{ key: 'k', value: 'v' }] }, expiration: { days: 1 } }] } });
    expect(both.errors).toBeUndefined();
    expect((await s3.send(new GetBucketLifecycleConfigurationCommand({ Bucket: 'lc-console' }))).Rules?.[0]?.Filter).toEqual({ And: { Prefix: 'a/', Tags: [{ Key: 'k', Value: 'v' }] } });

    const removed = await owner.client.gql(PUT, { input: { bucket: 'lc-console', rules: [] } });
    expect(removed.data.putBucketLifecycle.lifecycle.rules).toEqual([]);
    expect(await s3Failure(s3.send(new GetBucketLifecycleConfigurationCommand({ Bucket: 'lc-console' })))).toEqual(['NoSuchLifecycleConfiguration', 404]);
    expect(await rows('lc-console')).toBe(0);

    // Each change is on the security page: the three made in the console, and the one made with the access key.
    await world.s3.settled();
    const events = (await owner.client.gql(EVENTS)).data.securityEvents.nodes as { action: string }[];
    const ofBucket = events.filter((e) => e.action.includes('"lc-console"'));
    expect(ofBucket.filter((e) => e.action.endsWith('in the console'))).toEqual(
      Array.from({ length: 3 }, () => ({ type: 's3_bucket', action: 'Lifecycle rules of bucket "lc-console" changed in the console', actionCode: 'eventConsoleBucketLifecycleChanged', severity: 'medium' })),
    );
    expect(ofBucket.filter((e) => !e.action.endsWith('in the console'))).toEqual([
      { type: 's3_bucket', action: `Lifecycle rules of bucket "lc-console" changed with access key ${owner.key.accessKeyId}`, actionCode: null, severity: 'medium' },
    ]);
  });

  it('refuses what S3 refuses, with S3’s own message, and keeps the rules it had', async () => {
    const s3 = owner.s3();
    await s3.send(new CreateBucketCommand({ Bucket: 'lc-refused' }));
    await owner.client.gql(PUT, { input: { bucket: 'lc-refused', rules: [logs] } });
    const refusals: [object, LifecycleRule][] = [
      [{ id: 'x', enabled: true, filter: { prefix: 'a/' } }, { ID: 'x', Status: 'Enabled', Filter: { Prefix: 'a/' } }],
      [{ enabled: true, expiration: { days: 0 } }, { Status: 'Enabled', Filter: {}, Expiration: { Days: 0 } }],
      [{ enabled: true, noncurrentVersionExpiration: { noncurrentDays: 5, newerNoncurrentVersions: 101 } }, { Status: 'Enabled', Filter: {}, NoncurrentVersionExpiration: { NoncurrentDays: 5, NewerNoncurrentVersions: 101 } }],
      [{ enabled: true, filter: { tags: [{ key: 'k', value: 'v' }] }, abortIncompleteMultipartUpload: { daysAfterInitiation: 1 } }, { Status: 'Enabled', Filter: { Tag: { Key: 'k', Value: 'v' } }, AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 } }],
    ];
    for (const [console_, sdk] of refusals) {
      const s3Message = await s3.send(new PutBucketLifecycleConfigurationCommand({ Bucket: 'lc-refused', LifecycleConfiguration: { Rules: [sdk] } })).then(
        () => null,
        (e: Error) => e.message,
      );
      expect(s3Message).toEqual(expect.any(String));
      const res = await owner.client.gql(PUT, { input: { bucket: 'lc-refused', rules: [console_] } });
      expect([res.errors?.[0]?.extensions?.code, res.errors?.[0]?.message, res.errors?.[0]?.extensions?.field]).toEqual(['BAD_USER_INPUT', s3Message, 'rules']);
    }
    // Two rules with one ID: the same check, across rules.
    const twice = await owner.client.gql(PUT, { input: { bucket: 'lc-refused', rules: [logs, logs] } });
    expect(twice.errors?.[0]).toMatchObject({ message: 'Rule ID must be unique. Found same ID for more than one rule', extensions: { code: 'BAD_USER_INPUT', field: 'rules' } });
    const dayAndDate = await owner.client.gql(PUT, { input: { bucket: 'lc-refused', rules: [{ enabled: true, expiration: { days: 1, date: '2030-01-01' } }] } });
    expect(dayAndDate.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'rules.0.expiration' });
    expect((await rulesOf(owner, 'lc-refused')).map((r: { id: string }) => r.id)).toEqual(['logs']);
  });

  it('answers NOT_FOUND for another customer’s bucket, reading or writing, and changes nothing', async () => {
    await owner.s3().send(new CreateBucketCommand({ Bucket: 'lc-private' }));
    await owner.client.gql(PUT, { input: { bucket: 'lc-private', rules: [logs] } });
    expect((await other.client.gql(GET, { bucket: 'lc-private' })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await other.client.gql(PUT, { input: { bucket: 'lc-private', rules: [] } })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await other.client.gql(PUT, { input: { bucket: 'lc-private', rules: [old] } })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await rulesOf(owner, 'lc-private')).map((r: { id: string }) => r.id)).toEqual(['logs']);
    expect((await other.client.gql(GET, { bucket: 'no-such-bucket-here' })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
