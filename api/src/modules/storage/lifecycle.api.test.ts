import { SecurityEventEntity } from '../audit';
import fs from 'node:fs';
import path from 'node:path';
import {
  CreateBucketCommand,
  CreateMultipartUploadCommand,
  DeleteBucketLifecycleCommand,
  DeleteObjectCommand,
  GetBucketLifecycleConfigurationCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  ListObjectVersionsCommand,
  PutBucketLifecycleConfigurationCommand,
  PutBucketVersioningCommand,
  PutObjectCommand,
  UploadPartCommand,
  type LifecycleRule,
  type S3Client,
} from '@aws-sdk/client-s3';
import { config } from '../../config/config';
import { acquireLease, releaseLease } from '../platform';
import { aws, cliEnv, python } from './cli-clients';
import * as objects from './domain/objects';
import { NoSuchVersionError } from './domain/errors';
import { lifecycleTick } from './domain/lifecycle-run';
import { dayMsOf } from './domain/lifecycle-rules';
import { ServiceStorageUsageEntity } from './entities/service-usage.entity';
import { customer, s3Failure, startStorageWorld, type Customer, type StorageWorld } from './storage-test-kit';

jest.setTimeout(120_000);

/** A lifecycle "day" of one second (as Ceph's rgw_lc_debug_interval), so rules of 1 day fall due within 2 s. */
const DEBUG_DAY_SECONDS = '1';

let world: StorageWorld;
let owner: Customer;
let s3: S3Client;
beforeAll(async () => {
  process.env.LIFECYCLE_DEBUG_DAY_SECONDS = DEBUG_DAY_SECONDS;
  world = await startStorageWorld(); // reads the configuration again
  owner = await customer(world, 1);
  s3 = owner.s3();
});
afterAll(async () => {
  await world.close();
  delete process.env.LIFECYCLE_DEBUG_DAY_SECONDS;
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Past the due time of every 1-day rule for what was written before (a day added, rounded up to the next day). */
const twoDays = () => sleep(2 * Number(DEBUG_DAY_SECONDS) * 1000 + 150);
const tick = (opts: Partial<Parameters<typeof lifecycleTick>[2]> = {}) => lifecycleTick(world.server.db, world.s3.blobs, { dayMs: dayMsOf(config().lifecycleDebugDaySeconds), ...opts });
const used = async (c: Customer) => Number((await world.server.db.getRepository(ServiceStorageUsageEntity).findOneByOrFail({ serviceId: c.service.id })).usedBytes);
const put = (client: S3Client, Bucket: string, Key: string, size: number, Tagging?: string) => client.send(new PutObjectCommand({ Bucket, Key, Body: 'x'.repeat(size), Tagging }));

describe('lifecycle configuration with @aws-sdk/client-s3', () => {
  it('put, get and delete, in S3’s shapes; a bucket without one answers 404 NoSuchLifecycleConfiguration', async () => {
    await s3.send(new CreateBucketCommand({ Bucket: 'lc-sdk' }));
    expect(await s3Failure(s3.send(new GetBucketLifecycleConfigurationCommand({ Bucket: 'lc-sdk' })))).toEqual(['NoSuchLifecycleConfiguration', 404]);
    const Rules: LifecycleRule[] = [
      { ID: 'logs', Status: 'Enabled', Filter: { Prefix: 'logs/' }, Expiration: { Days: 30 } },
      {
        ID: 'big-tmp',
        Status: 'Enabled',
        Filter: { And: { Prefix: 'tmp/', Tags: [{ Key: 'kind', Value: 'scratch' }], ObjectSizeGreaterThan: 1024, ObjectSizeLessThan: 1048576 } },
        NoncurrentVersionExpiration: { NoncurrentDays: 7, NewerNoncurrentVersions: 3 },
      },
      { ID: 'uploads', Status: 'Disabled', Filter: {}, AbortIncompleteMultipartUpload: { DaysAfterInitiation: 2 } },
      { ID: 'dated', Status: 'Enabled', Filter: { Tag: { Key: 'project', Value: 'done' } }, Expiration: { Date: new Date('2030-01-01T00:00:00Z') } },
      { ID: 'markers', Status: 'Enabled', Filter: { ObjectSizeLessThan: 100 }, Expiration: { ExpiredObjectDeleteMarker: true } },
    ];
    await s3.send(new PutBucketLifecycleConfigurationCommand({ Bucket: 'lc-sdk', LifecycleConfiguration: { Rules } }));
    const got = await s3.send(new GetBucketLifecycleConfigurationCommand({ Bucket: 'lc-sdk' }));
    expect(got.Rules).toEqual([
      { ID: 'logs', Status: 'Enabled', Filter: { Prefix: 'logs/' }, Expiration: { Days: 30 } },
      {
        ID: 'big-tmp',
        Status: 'Enabled',
        Filter: { And: { Prefix: 'tmp/', Tags: [{ Key: 'kind', Value: 'scratch' }], ObjectSizeGreaterThan: 1024, ObjectSizeLessThan: 1048576 } },
        NoncurrentVersionExpiration: { NoncurrentDays: 7, NewerNoncurrentVersions: 3 },
      },
      { ID: 'uploads', Status: 'Disabled', Filter: {}, AbortIncompleteMultipartUpload: { DaysAfterInitiation: 2 } },
      { ID: 'dated', Status: 'Enabled', Filter: { Tag: { Key: 'project', Value: 'done' } }, Expiration: { Date: new Date('2030-01-01T00:00:00Z') } },
      { ID: 'markers', Status: 'Enabled', Filter: { ObjectSizeLessThan: 100 }, Expiration: { ExpiredObjectDeleteMarker: true } },
    ]);
    // A new configuration replaces the whole previous one.
    await s3.send(new PutBucketLifecycleConfigurationCommand({ Bucket: 'lc-sdk', LifecycleConfiguration: { Rules: [{ ID: 'only', Status: 'Enabled', Prefix: 'a/', Expiration: { Days: 1 } }] } }));
    expect((await s3.send(new GetBucketLifecycleConfigurationCommand({ Bucket: 'lc-sdk' }))).Rules).toEqual([{ ID: 'only', Status: 'Enabled', Prefix: 'a/', Expiration: { Days: 1 } }]);
    expect((await s3.send(new DeleteBucketLifecycleCommand({ Bucket: 'lc-sdk' }))).$metadata.httpStatusCode).toBe(204);
    expect(await s3Failure(s3.send(new GetBucketLifecycleConfigurationCommand({ Bucket: 'lc-sdk' })))).toEqual(['NoSuchLifecycleConfiguration', 404]);
    // Deleting again is still a 204, as S3.
    expect((await s3.send(new DeleteBucketLifecycleCommand({ Bucket: 'lc-sdk' }))).$metadata.httpStatusCode).toBe(204);
    // Rules delete data on a schedule: the owner's security page lists each change made with a key (2 puts, 2 deletes).
    await world.s3.settled();
    const events = await world.server.db.getRepository(SecurityEventEntity).find({ where: { userId: owner.userId, type: 's3_bucket' }, order: { id: 'ASC' } });
    expect(events.filter((e) => e.action.includes('"lc-sdk"')).map((e) => [e.action, e.severity])).toEqual(
      Array.from({ length: 4 }, () => [`Lifecycle rules of bucket "lc-sdk" changed with access key ${owner.key.accessKeyId}`, 'medium']),
    );
  });

  it('refuses what S3 refuses, with S3’s codes', async () => {
    const refused = (Rules: LifecycleRule[]) => s3Failure(s3.send(new PutBucketLifecycleConfigurationCommand({ Bucket: 'lc-sdk', LifecycleConfiguration: { Rules } })));
    const days = (Days: number, ID?: string): LifecycleRule => ({ ID, Status: 'Enabled', Filter: { Prefix: '' }, Expiration: { Days } });
    expect(await refused([days(0)])).toEqual(['InvalidArgument', 400]);
    expect(await refused([{ Status: 'Enabled', Filter: {}, Expiration: { Date: new Date('2030-01-01T12:00:00Z') } }])).toEqual(['InvalidArgument', 400]);
    expect(await refused([days(1, 'same'), days(2, 'same')])).toEqual(['InvalidArgument', 400]);
    expect(await refused([days(1, 'x'.repeat(256))])).toEqual(['InvalidArgument', 400]);
    expect(await refused(Array.from({ length: 1001 }, (_, i) => days(1, `r${i}`)))).toEqual(['InvalidArgument', 400]);
    expect(await refused([{ Status: 'Enabled', Filter: {}, NoncurrentVersionExpiration: { NoncurrentDays: 0 } }])).toEqual(['InvalidArgument', 400]);
    expect(await refused([{ Status: 'Enabled', Filter: { Tag: { Key: 'a', Value: 'b' } }, AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 } }])).toEqual(['InvalidArgument', 400]);
    expect(await refused([{ Status: 'Maybe' as 'Enabled', Filter: {}, Expiration: { Days: 1 } }])).toEqual(['MalformedXML', 400]);
    expect(await refused([{ Status: 'Enabled', Filter: {} }])).toEqual(['InvalidArgument', 400]);
    // Nothing was stored by any of them.
    expect(await s3Failure(s3.send(new GetBucketLifecycleConfigurationCommand({ Bucket: 'lc-sdk' })))).toEqual(['NoSuchLifecycleConfiguration', 404]);
  });
});

describe('lifecycle configuration with the AWS CLI and boto3', () => {
  it('aws s3api put-, get- and delete-bucket-lifecycle(-configuration)', async () => {
    const cli = cliEnv(owner.key);
    try {
      const ep = world.s3.url;
      await aws(cli.env, ep, ['s3', 'mb', 's3://lc-cli']);
      const file = path.join(cli.home, 'lifecycle.json');
      fs.writeFileSync(
        file,
        JSON.stringify({
          Rules: [
            { ID: 'expire-logs', Status: 'Enabled', Filter: { Prefix: 'logs/' }, Expiration: { Days: 7 } },
            { ID: 'versions', Status: 'Enabled', Filter: {}, NoncurrentVersionExpiration: { NoncurrentDays: 30, NewerNoncurrentVersions: 2 }, AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 } },
          ],
        }),
      );
      await aws(cli.env, ep, ['s3api', 'put-bucket-lifecycle-configuration', '--bucket', 'lc-cli', '--lifecycle-configuration', `file://${file}`]);
      const got = JSON.parse(await aws(cli.env, ep, ['s3api', 'get-bucket-lifecycle-configuration', '--bucket', 'lc-cli']));
      expect(got.Rules).toEqual([
        { ID: 'expire-logs', Status: 'Enabled', Filter: { Prefix: 'logs/' }, Expiration: { Days: 7 } },
        { ID: 'versions', Status: 'Enabled', Filter: {}, NoncurrentVersionExpiration: { NoncurrentDays: 30, NewerNoncurrentVersions: 2 }, AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 } },
      ]);
      fs.writeFileSync(file, JSON.stringify({ Rules: [{ ID: 'bad', Status: 'Enabled', Filter: {}, Expiration: { Days: -1 } }] }));
      await expect(aws(cli.env, ep, ['s3api', 'put-bucket-lifecycle-configuration', '--bucket', 'lc-cli', '--lifecycle-configuration', `file://${file}`])).rejects.toThrow(/InvalidArgument/);
      await aws(cli.env, ep, ['s3api', 'delete-bucket-lifecycle', '--bucket', 'lc-cli']);
      await expect(aws(cli.env, ep, ['s3api', 'get-bucket-lifecycle-configuration', '--bucket', 'lc-cli'])).rejects.toThrow(/NoSuchLifecycleConfiguration/);
    } finally {
      cli.cleanup();
    }
  });

  it('boto3 put_bucket_lifecycle_configuration, get, delete, and its refusals', async () => {
    const cli = cliEnv(owner.key);
    try {
      const out = await python(
        cli.env,
        `
import boto3, json, sys
from botocore.config import Config
from botocore.exceptions import ClientError
s3 = boto3.client("s3", endpoint_url=sys.argv[1], region_name="nbo1", config=Config(s3={"addressing_style": "path"}, signature_version="s3v4"))
s3.create_bucket(Bucket="lc-boto")
def code(f):
    try:
        f()
        return "ok"
    except ClientError as e:
        return e.response["Error"]["Code"]
missing = code(lambda: s3.get_bucket_lifecycle_configuration(Bucket="lc-boto"))
s3.put_bucket_lifecycle_configuration(Bucket="lc-boto", LifecycleConfiguration={"Rules": [
    {"ID": "tmp", "Status": "Enabled", "Filter": {"Prefix": "tmp/"}, "Expiration": {"Days": 1}},
    {"ID": "markers", "Status": "Enabled", "Filter": {"Prefix": ""}, "Expiration": {"ExpiredObjectDeleteMarker": True}},
]})
rules = s3.get_bucket_lifecycle_configuration(Bucket="lc-boto")["Rules"]
midday = code(lambda: s3.put_bucket_lifecycle_configuration(Bucket="lc-boto", LifecycleConfiguration={"Rules": [{"Status": "Enabled", "Filter": {}, "Expiration": {"Date": "2030-01-01T12:00:00Z"}}]}))
both = code(lambda: s3.put_bucket_lifecycle_configuration(Bucket="lc-boto", LifecycleConfiguration={"Rules": [{"Status": "Enabled", "Filter": {}, "Expiration": {"Days": 1, "ExpiredObjectDeleteMarker": True}}]}))
s3.delete_bucket_lifecycle(Bucket="lc-boto")
gone = code(lambda: s3.get_bucket_lifecycle_configuration(Bucket="lc-boto"))
print(json.dumps({"missing": missing, "rules": rules, "midday": midday, "both": both, "gone": gone}))
`,
        [world.s3.url],
      );
      expect(JSON.parse(out)).toEqual({
        missing: 'NoSuchLifecycleConfiguration',
        rules: [
          { ID: 'tmp', Status: 'Enabled', Filter: { Prefix: 'tmp/' }, Expiration: { Days: 1 } },
          { ID: 'markers', Status: 'Enabled', Filter: { Prefix: '' }, Expiration: { ExpiredObjectDeleteMarker: true } },
        ],
        midday: 'InvalidArgument',
        both: 'InvalidArgument',
        gone: 'NoSuchLifecycleConfiguration',
      });
    } finally {
      cli.cleanup();
    }
  });
});

describe('the lifecycle job, with LIFECYCLE_DEBUG_DAY_SECONDS=1', () => {
  it('unversioned: expires by prefix, tag and size, aborts old uploads, once across lease holders; the ledger drops to what remains', async () => {
    const c = await customer(world, 2);
    const b3 = c.s3();
    await b3.send(new CreateBucketCommand({ Bucket: 'lc-plain' }));
    await put(b3, 'lc-plain', 'old/a', 100);
    await put(b3, 'lc-plain', 'old/b', 200);
    await put(b3, 'lc-plain', 'keep/c', 300);
    await put(b3, 'lc-plain', 'big/d', 2000);
    await put(b3, 'lc-plain', 'big/e', 10);
    await put(b3, 'lc-plain', 'tag/x', 40, 'kind=tmp');
    await put(b3, 'lc-plain', 'tag/y', 50, 'kind=keep');
    const upload = await b3.send(new CreateMultipartUploadCommand({ Bucket: 'lc-plain', Key: 'parts/big' }));
    await b3.send(new UploadPartCommand({ Bucket: 'lc-plain', Key: 'parts/big', UploadId: upload.UploadId, PartNumber: 1, Body: 'p'.repeat(700) }));
    await b3.send(
      new PutBucketLifecycleConfigurationCommand({
        Bucket: 'lc-plain',
        LifecycleConfiguration: {
          Rules: [
            { ID: 'old', Status: 'Enabled', Filter: { Prefix: 'old/' }, Expiration: { Days: 1 } },
            { ID: 'big', Status: 'Enabled', Filter: { And: { Prefix: 'big/', ObjectSizeGreaterThan: 1000 } }, Expiration: { Days: 1 } },
            { ID: 'tmp', Status: 'Enabled', Filter: { Tag: { Key: 'kind', Value: 'tmp' } }, Expiration: { Days: 1 } },
            { ID: 'off', Status: 'Disabled', Filter: { Prefix: 'keep/' }, Expiration: { Days: 1 } },
            { ID: 'later', Status: 'Enabled', Filter: { Prefix: 'keep/' }, Expiration: { Days: 1000 } },
            { ID: 'uploads', Status: 'Enabled', Filter: { Prefix: 'parts/' }, AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 } },
          ],
        },
      }),
    );
    expect(await used(c)).toBe(100 + 200 + 300 + 2000 + 10 + 40 + 50 + 700);
    await twoDays();

    // Another process holds the lease: this one does nothing.
    expect(await acquireLease(world.server.db, 'storage-lifecycle', 'another-process', new Date(), 60_000)).toBe(true);
    expect(await tick()).toMatchObject({ leased: false, expired: 0, aborted: 0 });
    expect(await used(c)).toBe(3400);
    await releaseLease(world.server.db, 'storage-lifecycle', 'another-process');

    const at = new Date();
    const report = await tick({ now: at });
    expect(report).toMatchObject({ leased: true, expired: 4, aborted: 1, skipped: 0 });
    const left = await b3.send(new ListObjectsV2Command({ Bucket: 'lc-plain' }));
    expect(left.Contents?.map((o) => o.Key)).toEqual(['big/e', 'keep/c', 'tag/y']);
    expect((await b3.send(new ListMultipartUploadsCommand({ Bucket: 'lc-plain' }))).Uploads ?? []).toEqual([]);
    // Released exactly as the S3 calls would: what remains is what is stored and billed.
    expect(await used(c)).toBe(10 + 300 + 50);
    // Done for this lifecycle day: a second run, by any holder, the same day, finds nothing to do.
    const again = await tick({ holder: 'another-process', now: at });
    expect(again).toMatchObject({ leased: true, buckets: 0, expired: 0 });
  });

  it('versioned: a marker for expired objects, noncurrent versions go (NewerNoncurrentVersions kept), lone markers go; a refused version is skipped and retried the next day', async () => {
    const c = await customer(world, 3);
    const b3 = c.s3();
    await b3.send(new CreateBucketCommand({ Bucket: 'lc-ver' }));
    await b3.send(new PutBucketVersioningCommand({ Bucket: 'lc-ver', VersioningConfiguration: { Status: 'Enabled' } }));
    for (const size of [10, 20, 30, 40]) await put(b3, 'lc-ver', 'doc', size); // v4 current; v3, v2, v1 noncurrent
    await put(b3, 'lc-ver', 'gone', 5);
    await b3.send(new DeleteObjectCommand({ Bucket: 'lc-ver', Key: 'gone' })); // marker over one noncurrent version
    const lonely = await put(b3, 'lc-ver', 'lonely', 7);
    await b3.send(new DeleteObjectCommand({ Bucket: 'lc-ver', Key: 'lonely' }));
    await b3.send(new DeleteObjectCommand({ Bucket: 'lc-ver', Key: 'lonely', VersionId: lonely.VersionId })); // only the marker is left
    await put(b3, 'lc-ver', 'exp/old', 9);
    await put(b3, 'lc-ver', 'fresh', 8);
    await b3.send(
      new PutBucketLifecycleConfigurationCommand({
        Bucket: 'lc-ver',
        LifecycleConfiguration: {
          Rules: [
            { ID: 'noncurrent', Status: 'Enabled', Filter: {}, NoncurrentVersionExpiration: { NoncurrentDays: 1, NewerNoncurrentVersions: 1 } },
            { ID: 'markers', Status: 'Enabled', Filter: {}, Expiration: { ExpiredObjectDeleteMarker: true } },
            { ID: 'exp', Status: 'Enabled', Filter: { Prefix: 'exp/' }, Expiration: { Days: 1 } },
          ],
        },
      }),
    );
    await twoDays();

    // The lead's object lock will refuse some deletes with a domain error: one refusal must not stop the run.
    let refusedOnce = false;
    const deleteVersion: typeof objects.deleteVersion = async (db, access, key, versionId) => {
      if (key === 'doc' && !refusedOnce) {
        refusedOnce = true;
        throw new NoSuchVersionError(key, versionId);
      }
      return objects.deleteVersion(db, access, key, versionId);
    };
    const report = await tick({ ops: { deleteVersion } });
    expect(report).toMatchObject({ leased: true, expired: 1, noncurrent: 1, markers: 1, skipped: 1 });

    const listed = await b3.send(new ListObjectVersionsCommand({ Bucket: 'lc-ver' }));
    const versions = (listed.Versions ?? []).map((v) => `${v.Key}:${v.Size}:${v.IsLatest ? 'latest' : 'old'}`);
    const markers = (listed.DeleteMarkers ?? []).map((m) => `${m.Key}:${m.IsLatest ? 'latest' : 'old'}`);
    // doc: v3 is kept as the one newer noncurrent version; v2 was refused (skipped), v1 went.
    expect(versions.sort()).toEqual(['doc:20:old', 'doc:30:old', 'doc:40:latest', 'exp/old:9:old', 'fresh:8:latest', 'gone:5:old'].sort());
    // exp/old got a delete marker; lonely's lone marker went; gone's marker stays (a version is under it).
    expect(markers.sort()).toEqual(['exp/old:latest', 'gone:latest']);
    // Every version and marker counted: doc 20+30+40, gone 5 + marker "gone" (4), exp/old 9 + marker "exp/old" (7), fresh 8.
    expect(await used(c)).toBe(90 + 9 + 16 + 8);

    // The next lifecycle day, the refused version is tried again and goes.
    await sleep(1100);
    expect(await tick()).toMatchObject({ leased: true, noncurrent: 1, skipped: 0 });
    const after = await b3.send(new ListObjectVersionsCommand({ Bucket: 'lc-ver', Prefix: 'doc' }));
    expect((after.Versions ?? []).map((v) => v.Size)).toEqual([40, 30]);
    expect(await used(c)).toBe(70 + 9 + 16 + 8);
  });

  it('object lock: a noncurrent version under retention is skipped, and goes on the first run after its retention ends', async () => {
    const c = await customer(world, 5);
    const b5 = c.s3();
    await b5.send(new CreateBucketCommand({ Bucket: 'lc-lock', ObjectLockEnabledForBucket: true }));
    const until = new Date(Date.now() + 4000);
    await b5.send(new PutObjectCommand({ Bucket: 'lc-lock', Key: 'ledger', Body: 'v1', ObjectLockMode: 'COMPLIANCE', ObjectLockRetainUntilDate: until }));
    await b5.send(new PutObjectCommand({ Bucket: 'lc-lock', Key: 'ledger', Body: 'v2-longer' }));
    await b5.send(new PutBucketLifecycleConfigurationCommand({ Bucket: 'lc-lock', LifecycleConfiguration: { Rules: [{ ID: 'old', Status: 'Enabled', Filter: {}, NoncurrentVersionExpiration: { NoncurrentDays: 1 } }] } }));
    await twoDays();
    expect(Date.now()).toBeLessThan(until.getTime());
    expect(await tick()).toMatchObject({ leased: true, noncurrent: 0, skipped: 1 });
    expect(((await b5.send(new ListObjectVersionsCommand({ Bucket: 'lc-lock' }))).Versions ?? []).map((v) => v.Size)).toEqual([9, 2]);
    await sleep(until.getTime() - Date.now() + 1100);
    expect(await tick()).toMatchObject({ leased: true, noncurrent: 1, skipped: 0 });
    expect(((await b5.send(new ListObjectVersionsCommand({ Bucket: 'lc-lock' }))).Versions ?? []).map((v) => v.Size)).toEqual([9]);
    expect(await used(c)).toBe(9);
  });

  it('resumes where a killed run stopped: a run that fails is not redone from the start, and finishes the rest', async () => {
    const c = await customer(world, 4);
    const b3 = c.s3();
    await b3.send(new CreateBucketCommand({ Bucket: 'lc-resume' }));
    await put(b3, 'lc-resume', 'old/1', 11);
    const upload = await b3.send(new CreateMultipartUploadCommand({ Bucket: 'lc-resume', Key: 'parts/1' }));
    await b3.send(new UploadPartCommand({ Bucket: 'lc-resume', Key: 'parts/1', UploadId: upload.UploadId, PartNumber: 1, Body: 'p'.repeat(300) }));
    await b3.send(
      new PutBucketLifecycleConfigurationCommand({
        Bucket: 'lc-resume',
        LifecycleConfiguration: {
          Rules: [
            { ID: 'old', Status: 'Enabled', Filter: { Prefix: 'old/' }, Expiration: { Days: 1 } },
            { ID: 'uploads', Status: 'Enabled', Filter: { Prefix: 'parts/' }, AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 } },
          ],
        },
      }),
    );
    await twoDays();
    const at = new Date();
    // The process dies (not a refusal of one object: the database, the machine) while aborting the upload.
    await expect(tick({ now: at, ops: { abortUpload: () => Promise.reject(new Error('process killed')) } })).rejects.toThrow('process killed');
    expect(await used(c)).toBe(300); // the expired object went before the failure
    const deletes: string[][] = [];
    const deleteObjects: typeof objects.deleteObjects = (db, access, keys) => {
      deletes.push(keys);
      return objects.deleteObjects(db, access, keys);
    };
    // The lease was released on the way out; the next run the same day starts at the uploads, not again at the objects.
    expect(await tick({ now: at, ops: { deleteObjects } })).toMatchObject({ leased: true, buckets: 1, expired: 0, aborted: 1 });
    expect(deletes).toEqual([]);
    expect((await b3.send(new ListMultipartUploadsCommand({ Bucket: 'lc-resume' }))).Uploads ?? []).toEqual([]);
    expect(await used(c)).toBe(0);
  });
});
