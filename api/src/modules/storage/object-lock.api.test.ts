import fs from 'node:fs';
import path from 'node:path';
import {
  CompleteMultipartUploadCommand,
  CreateBucketCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  GetObjectLegalHoldCommand,
  GetObjectLockConfigurationCommand,
  GetObjectRetentionCommand,
  HeadObjectCommand,
  ListObjectVersionsCommand,
  PutBucketVersioningCommand,
  PutObjectCommand,
  PutObjectLegalHoldCommand,
  PutObjectLockConfigurationCommand,
  PutObjectRetentionCommand,
  UploadPartCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { SecurityEventEntity } from '../audit';
import { aws, cliEnv, python } from './cli-clients';
import { emptyBucketUnlocked } from './domain/objects';
import { reconcileLedgers } from './domain/reconcile';
import { BucketEntity } from './entities/bucket.entity';
import { ServiceStorageUsageEntity } from './entities/service-usage.entity';
import { customer, newKey, s3Client, s3Failure, startStorageWorld, type Customer, type StorageWorld } from './storage-test-kit';

jest.setTimeout(120_000);

let world: StorageWorld;
let owner: Customer;
let s3: S3Client;
beforeAll(async () => {
  world = await startStorageWorld();
  owner = await customer(world, 1, { storageAmount: 2 });
  s3 = owner.s3();
});
afterAll(() => world.close());

const DAY = 86_400_000;
const text = async (p: Promise<{ Body?: { transformToString(): Promise<string> } }>) => (await p).Body!.transformToString();
const used = async (serviceId = owner.service.id) => (await world.server.db.getRepository(ServiceStorageUsageEntity).findOneByOrFail({ serviceId })).usedBytes;
const lockedBucket = (Bucket: string) => s3.send(new CreateBucketCommand({ Bucket, ObjectLockEnabledForBucket: true }));
const inDays = (n: number) => new Date(Date.now() + n * DAY);

describe('object lock with @aws-sdk/client-s3', () => {
  it('a bucket created with object lock is versioned for good; lock needs versioning; a bucket without it has no configuration', async () => {
    await lockedBucket('lock-new');
    const config = await s3.send(new GetObjectLockConfigurationCommand({ Bucket: 'lock-new' }));
    expect(config.ObjectLockConfiguration).toEqual({ ObjectLockEnabled: 'Enabled' });
    // A locked bucket's versioning cannot be suspended.
    expect(await s3Failure(s3.send(new PutBucketVersioningCommand({ Bucket: 'lock-new', VersioningConfiguration: { Status: 'Suspended' } })))).toEqual(['InvalidBucketState', 409]);

    await s3.send(new CreateBucketCommand({ Bucket: 'lock-plain' }));
    expect(await s3Failure(s3.send(new GetObjectLockConfigurationCommand({ Bucket: 'lock-plain' })))).toEqual(['ObjectLockConfigurationNotFoundError', 404]);
    const config1 = { ObjectLockEnabled: 'Enabled' as const, Rule: { DefaultRetention: { Mode: 'GOVERNANCE' as const, Days: 1 } } };
    expect(await s3Failure(s3.send(new PutObjectLockConfigurationCommand({ Bucket: 'lock-plain', ObjectLockConfiguration: config1 })))).toEqual(['InvalidBucketState', 409]);
    // Lock arguments on a bucket without object lock are refused, and nothing is stored.
    expect(await s3Failure(s3.send(new PutObjectCommand({ Bucket: 'lock-plain', Key: 'a', Body: 'x', ObjectLockMode: 'GOVERNANCE', ObjectLockRetainUntilDate: inDays(1) })))).toEqual(['InvalidRequest', 400]);
    expect(await s3Failure(s3.send(new HeadObjectCommand({ Bucket: 'lock-plain', Key: 'a' })))).toEqual(['NotFound', 404]);

    // Once versioned, lock can be turned on, with a default retention.
    await s3.send(new PutBucketVersioningCommand({ Bucket: 'lock-plain', VersioningConfiguration: { Status: 'Enabled' } }));
    await s3.send(new PutObjectLockConfigurationCommand({ Bucket: 'lock-plain', ObjectLockConfiguration: config1 }));
    expect((await s3.send(new GetObjectLockConfigurationCommand({ Bucket: 'lock-plain' }))).ObjectLockConfiguration).toEqual(config1);
    // Days and Years together, or neither, are refused.
    const both = { ObjectLockEnabled: 'Enabled' as const, Rule: { DefaultRetention: { Mode: 'GOVERNANCE' as const, Days: 1, Years: 1 } } };
    expect(await s3Failure(s3.send(new PutObjectLockConfigurationCommand({ Bucket: 'lock-plain', ObjectLockConfiguration: both })))).toEqual(['InvalidRequest', 400]);
  });

  it('the default retention locks each new version; a locked version cannot be deleted by id, but a delete marker can be written and removed', async () => {
    await lockedBucket('lock-default');
    await s3.send(new PutObjectLockConfigurationCommand({ Bucket: 'lock-default', ObjectLockConfiguration: { ObjectLockEnabled: 'Enabled', Rule: { DefaultRetention: { Mode: 'GOVERNANCE', Days: 2 } } } }));
    const before = Date.now();
    const put = await s3.send(new PutObjectCommand({ Bucket: 'lock-default', Key: 'ledger.csv', Body: 'amount,1000' }));
    const head = await s3.send(new HeadObjectCommand({ Bucket: 'lock-default', Key: 'ledger.csv' }));
    expect(head.ObjectLockMode).toBe('GOVERNANCE');
    expect(head.ObjectLockRetainUntilDate!.getTime()).toBeGreaterThanOrEqual(before + 2 * DAY - 1000);
    expect(head.ObjectLockRetainUntilDate!.getTime()).toBeLessThanOrEqual(Date.now() + 2 * DAY + 1000);
    const retention = await s3.send(new GetObjectRetentionCommand({ Bucket: 'lock-default', Key: 'ledger.csv' }));
    expect(retention.Retention?.Mode).toBe('GOVERNANCE');
    expect(retention.Retention?.RetainUntilDate?.getTime()).toBe(head.ObjectLockRetainUntilDate!.getTime());

    const bytes = await used();
    expect(await s3Failure(s3.send(new DeleteObjectCommand({ Bucket: 'lock-default', Key: 'ledger.csv', VersionId: put.VersionId })))).toEqual(['AccessDenied', 403]);
    expect(await text(s3.send(new GetObjectCommand({ Bucket: 'lock-default', Key: 'ledger.csv', VersionId: put.VersionId })))).toBe('amount,1000');
    expect(await used()).toBe(bytes);

    // A delete without an id writes a marker (nothing is destroyed); removing the marker brings the object back.
    const marker = await s3.send(new DeleteObjectCommand({ Bucket: 'lock-default', Key: 'ledger.csv' }));
    expect(marker.DeleteMarker).toBe(true);
    await s3.send(new DeleteObjectCommand({ Bucket: 'lock-default', Key: 'ledger.csv', VersionId: marker.VersionId }));
    expect(await text(s3.send(new GetObjectCommand({ Bucket: 'lock-default', Key: 'ledger.csv' })))).toBe('amount,1000');

    // A multipart upload's object takes the default retention too.
    const up = await s3.send(new CreateMultipartUploadCommand({ Bucket: 'lock-default', Key: 'big.bin' }));
    const part = await s3.send(new UploadPartCommand({ Bucket: 'lock-default', Key: 'big.bin', UploadId: up.UploadId, PartNumber: 1, Body: 'only part' }));
    await s3.send(new CompleteMultipartUploadCommand({ Bucket: 'lock-default', Key: 'big.bin', UploadId: up.UploadId, MultipartUpload: { Parts: [{ PartNumber: 1, ETag: part.ETag }] } }));
    expect((await s3.send(new HeadObjectCommand({ Bucket: 'lock-default', Key: 'big.bin' }))).ObjectLockMode).toBe('GOVERNANCE');
  });

  it('COMPLIANCE: cannot be shortened, removed or bypassed by anyone; it can be extended', async () => {
    const admin = s3Client(world, await newKey(owner.client, ['read', 'write', 'delete', 'bypassGovernance'], 'all-powers'));
    await lockedBucket('lock-compliance');
    const until = inDays(3);
    const put = await s3.send(new PutObjectCommand({ Bucket: 'lock-compliance', Key: 'audit.log', Body: 'entry', ObjectLockMode: 'COMPLIANCE', ObjectLockRetainUntilDate: until }));
    const shorter = { Mode: 'COMPLIANCE' as const, RetainUntilDate: inDays(1) };
    expect(await s3Failure(s3.send(new PutObjectRetentionCommand({ Bucket: 'lock-compliance', Key: 'audit.log', Retention: shorter })))).toEqual(['InvalidRequest', 400]);
    expect(await s3Failure(admin.send(new PutObjectRetentionCommand({ Bucket: 'lock-compliance', Key: 'audit.log', Retention: shorter, BypassGovernanceRetention: true })))).toEqual(['InvalidRequest', 400]);
    expect(await s3Failure(admin.send(new PutObjectRetentionCommand({ Bucket: 'lock-compliance', Key: 'audit.log', Retention: { Mode: 'GOVERNANCE', RetainUntilDate: inDays(5) } })))).toEqual(['InvalidRequest', 400]);
    expect(await s3Failure(admin.send(new DeleteObjectCommand({ Bucket: 'lock-compliance', Key: 'audit.log', VersionId: put.VersionId, BypassGovernanceRetention: true })))).toEqual(['AccessDenied', 403]);
    const longer = inDays(10);
    await s3.send(new PutObjectRetentionCommand({ Bucket: 'lock-compliance', Key: 'audit.log', Retention: { Mode: 'COMPLIANCE', RetainUntilDate: longer } }));
    expect((await s3.send(new GetObjectRetentionCommand({ Bucket: 'lock-compliance', Key: 'audit.log' }))).Retention?.RetainUntilDate?.getTime()).toBe(longer.getTime());
    // A date in the past is refused.
    expect(await s3Failure(s3.send(new PutObjectCommand({ Bucket: 'lock-compliance', Key: 'late', Body: 'x', ObjectLockMode: 'COMPLIANCE', ObjectLockRetainUntilDate: new Date(Date.now() - 1000) })))).toEqual(['InvalidRequest', 400]);
  });

  it('GOVERNANCE yields only to the bypass header sent with a key that holds the bypassGovernance permission', async () => {
    const bypasserKey = await newKey(owner.client, ['read', 'delete', 'bypassGovernance'], 'bypasser');
    const bypasser = s3Client(world, bypasserKey);
    await lockedBucket('lock-governance');
    const a = await s3.send(new PutObjectCommand({ Bucket: 'lock-governance', Key: 'a', Body: 'aaaa', ObjectLockMode: 'GOVERNANCE', ObjectLockRetainUntilDate: inDays(3) }));
    const b = await s3.send(new PutObjectCommand({ Bucket: 'lock-governance', Key: 'b', Body: 'bbbb', ObjectLockMode: 'GOVERNANCE', ObjectLockRetainUntilDate: inDays(3) }));
    // The header without the permission: AccessDenied (the owner's ordinary key).
    expect(await s3Failure(s3.send(new DeleteObjectCommand({ Bucket: 'lock-governance', Key: 'a', VersionId: a.VersionId, BypassGovernanceRetention: true })))).toEqual(['AccessDenied', 403]);
    // The permission without the header: AccessDenied.
    expect(await s3Failure(bypasser.send(new DeleteObjectCommand({ Bucket: 'lock-governance', Key: 'a', VersionId: a.VersionId })))).toEqual(['AccessDenied', 403]);
    // Shortening without the bypass is refused; with it, allowed.
    const sooner = { Mode: 'GOVERNANCE' as const, RetainUntilDate: inDays(1) };
    expect(await s3Failure(s3.send(new PutObjectRetentionCommand({ Bucket: 'lock-governance', Key: 'b', Retention: sooner })))).toEqual(['AccessDenied', 403]);
    const bytes = await used();
    await bypasser.send(new DeleteObjectCommand({ Bucket: 'lock-governance', Key: 'a', VersionId: a.VersionId, BypassGovernanceRetention: true }));
    expect(await used()).toBe(bytes - 4);
    expect(await s3Failure(s3.send(new HeadObjectCommand({ Bucket: 'lock-governance', Key: 'a' })))).toEqual(['NotFound', 404]);
    expect(b.VersionId).toBeTruthy();
    // The owner's security page lists the refused deletes (once per key, bucket and network an hour) and the bypass.
    await world.s3.settled();
    const events = await world.server.db.getRepository(SecurityEventEntity).find({ where: { userId: owner.userId, type: 's3_bucket' }, order: { id: 'ASC' } });
    const here = events.filter((e) => e.action.includes('"lock-governance"')).map((e) => [e.action, e.severity]);
    const refused = (key: string) => [`Access key ${key} tried to delete, or shorten the retention of, versions protected by object lock in bucket "lock-governance" (refused; repeats from this network within the hour are not listed)`, 'high'];
    // Each event is written after its answer is sent, so two in a row may land in either order.
    const expected = [refused(bypasserKey.accessKeyId), refused(owner.key.accessKeyId), [`Object lock retention bypassed in bucket "lock-governance" with access key ${bypasserKey.accessKeyId}`, 'high']];
    expect(here).toHaveLength(expected.length);
    expect(here).toEqual(expect.arrayContaining(expected));
  });

  it('a legal hold stops every delete, bypass included, until it is lifted; DeleteObjects reports locked versions one by one', async () => {
    const bypasser = s3Client(world, await newKey(owner.client, ['read', 'write', 'delete', 'bypassGovernance'], 'holder'));
    await lockedBucket('lock-hold');
    const held = await s3.send(new PutObjectCommand({ Bucket: 'lock-hold', Key: 'evidence', Body: 'e', ObjectLockLegalHoldStatus: 'ON' }));
    const free = await s3.send(new PutObjectCommand({ Bucket: 'lock-hold', Key: 'scratch', Body: 's' }));
    expect((await s3.send(new GetObjectLegalHoldCommand({ Bucket: 'lock-hold', Key: 'evidence' }))).LegalHold?.Status).toBe('ON');
    expect((await s3.send(new HeadObjectCommand({ Bucket: 'lock-hold', Key: 'evidence' }))).ObjectLockLegalHoldStatus).toBe('ON');
    expect(await s3Failure(bypasser.send(new DeleteObjectCommand({ Bucket: 'lock-hold', Key: 'evidence', VersionId: held.VersionId, BypassGovernanceRetention: true })))).toEqual(['AccessDenied', 403]);
    const many = await s3.send(
      new DeleteObjectsCommand({
        Bucket: 'lock-hold',
        Delete: {
          Objects: [
            { Key: 'evidence', VersionId: held.VersionId },
            { Key: 'scratch', VersionId: free.VersionId },
          ],
        },
      }),
    );
    expect(many.Deleted?.map((d) => d.Key)).toEqual(['scratch']);
    expect(many.Errors?.map((e) => [e.Key, e.Code])).toEqual([['evidence', 'AccessDenied']]);
    await s3.send(new PutObjectLegalHoldCommand({ Bucket: 'lock-hold', Key: 'evidence', LegalHold: { Status: 'OFF' } }));
    expect((await s3.send(new GetObjectLegalHoldCommand({ Bucket: 'lock-hold', Key: 'evidence', VersionId: held.VersionId }))).LegalHold?.Status).toBe('OFF');
    await s3.send(new DeleteObjectCommand({ Bucket: 'lock-hold', Key: 'evidence', VersionId: held.VersionId }));
    expect(await s3Failure(s3.send(new HeadObjectCommand({ Bucket: 'lock-hold', Key: 'evidence' })))).toEqual(['NotFound', 404]);
  });

  it('a retention that has ended no longer protects its version', async () => {
    await lockedBucket('lock-ends');
    // A few seconds of retention: long enough for the refused delete on a loaded machine, then waited out.
    const until = new Date(Date.now() + 4000);
    const v = await s3.send(new PutObjectCommand({ Bucket: 'lock-ends', Key: 'short', Body: 'brief', ObjectLockMode: 'COMPLIANCE', ObjectLockRetainUntilDate: until }));
    expect(await s3Failure(s3.send(new DeleteObjectCommand({ Bucket: 'lock-ends', Key: 'short', VersionId: v.VersionId })))).toEqual(['AccessDenied', 403]);
    await new Promise((r) => setTimeout(r, Math.max(0, until.getTime() - Date.now()) + 300));
    await s3.send(new DeleteObjectCommand({ Bucket: 'lock-ends', Key: 'short', VersionId: v.VersionId }));
    expect(await s3Failure(s3.send(new HeadObjectCommand({ Bucket: 'lock-ends', Key: 'short' })))).toEqual(['NotFound', 404]);
    expect(await reconcileLedgers(world.server.db)).toEqual([]);
  });
});

describe('emptying a bucket under object lock', () => {
  it('removes every version object lock does not keep, keeps a kept version current, and the ledger stays exact', async () => {
    await lockedBucket('lock-empty');
    const put = (Key: string, Body: string, extra: Partial<ConstructorParameters<typeof PutObjectCommand>[0]> = {}) => s3.send(new PutObjectCommand({ Bucket: 'lock-empty', Key, Body, ...extra }));
    await put('a', 'a-old');
    await put('a', 'a-new', { ObjectLockLegalHoldStatus: 'ON' });
    await put('b', 'b-old', { ObjectLockMode: 'GOVERNANCE', ObjectLockRetainUntilDate: inDays(1) });
    await put('b', 'b-new');
    await put('c', 'c-only');
    await s3.send(new DeleteObjectCommand({ Bucket: 'lock-empty', Key: 'c' }));
    const access = { bucket: await world.server.db.getRepository(BucketEntity).findOneByOrFail({ name: 'lock-empty' }), service: owner.service };
    const out = await emptyBucketUnlocked(world.server.db, access);
    expect(out.kept).toBe(2);
    // a: its held current version stays; b: its retained old version is current again; c: gone with its marker.
    expect(await text(s3.send(new GetObjectCommand({ Bucket: 'lock-empty', Key: 'a' })))).toBe('a-new');
    expect(await text(s3.send(new GetObjectCommand({ Bucket: 'lock-empty', Key: 'b' })))).toBe('b-old');
    const versions = await s3.send(new ListObjectVersionsCommand({ Bucket: 'lock-empty' }));
    expect(versions.Versions?.map((v) => [v.Key, v.IsLatest])).toEqual([
      ['a', true],
      ['b', true],
    ]);
    expect(versions.DeleteMarkers ?? []).toEqual([]);
    expect((await world.server.db.getRepository(BucketEntity).findOneByOrFail({ name: 'lock-empty' })).objectCount).toBe(2);
    expect(await reconcileLedgers(world.server.db)).toEqual([]);
  });
});

describe('Backup Storage: immutable backups', () => {
  let backup: Customer;
  beforeAll(async () => {
    backup = await customer(world, 3, { serviceType: 'Backup Storage' });
  });

  it('a bucket has object lock on with 30 days GOVERNANCE by default; a delete of a version is refused; cancellation, a forced bucket delete and account deletion wait for the retention', async () => {
    const b3 = backup.s3();
    await b3.send(new CreateBucketCommand({ Bucket: 'lock-backup' }));
    expect((await b3.send(new GetObjectLockConfigurationCommand({ Bucket: 'lock-backup' }))).ObjectLockConfiguration).toEqual({
      ObjectLockEnabled: 'Enabled',
      Rule: { DefaultRetention: { Mode: 'GOVERNANCE', Days: 30 } },
    });
    const v = await b3.send(new PutObjectCommand({ Bucket: 'lock-backup', Key: 'snapshots/1', Body: 'day one' }));
    expect(await s3Failure(b3.send(new DeleteObjectCommand({ Bucket: 'lock-backup', Key: 'snapshots/1', VersionId: v.VersionId })))).toEqual(['AccessDenied', 403]);
    const bytes = await used(backup.service.id);

    const until = (await b3.send(new HeadObjectCommand({ Bucket: 'lock-backup', Key: 'snapshots/1' }))).ObjectLockRetainUntilDate!.toISOString().slice(0, 10);
    const forced = await backup.client.gql('mutation ($input: DeleteBucketInput!) { deleteBucket(input: $input) { name deletedObjects } }', { input: { name: 'lock-backup', force: true } });
    expect(forced.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(forced.errors?.[0]?.message).toContain(`until ${until}`);
    const cancel = await backup.client.gql('mutation ($input: CancelCloudStorageServiceInput!) { cancelCloudStorageService(input: $input) { service { status } } }', {
      input: { id: String(backup.service.id), confirmName: backup.service.name, deleteData: true },
    });
    expect(cancel.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(cancel.errors?.[0]?.message).toContain(`This service holds versions under object lock retention until ${until} (UTC)`);
    const deletion = await backup.client.gql('mutation ($input: DeleteAccountInput!) { deleteAccount(input: $input) { success } }', { input: { password: 'Str0ng!Passw0rd', confirmation: 'customer3' } });
    expect(deletion.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(deletion.errors?.[0]?.message).toContain('Your account holds versions under object lock retention');
    // Nothing was lost on the way.
    expect(await text(b3.send(new GetObjectCommand({ Bucket: 'lock-backup', Key: 'snapshots/1' })))).toBe('day one');
    expect(await used(backup.service.id)).toBe(bytes);
    expect((await world.server.db.getRepository(BucketEntity).findOneByOrFail({ name: 'lock-backup' })).objectCount).toBe(1);
  });
});

describe('Backup Storage retention chosen with the service', () => {
  it('a service bought with 7 days COMPLIANCE creates its buckets with that retention; retention on another type is refused', async () => {
    const CREATE_SERVICE = 'mutation ($input: CreateCloudStorageServiceInput!) { createCloudStorageService(input: $input) { service { id retention { mode days } } } }';
    const made = await owner.client.gql(CREATE_SERVICE, { input: { serviceType: 'Backup Storage', storageAmount: 5, cost: 'KSh 4.25', name: 'Week of backups', retentionDays: 7, retentionMode: 'COMPLIANCE' } });
    expect(made.errors).toBeUndefined();
    expect(made.data.createCloudStorageService.service.retention).toEqual({ mode: 'COMPLIANCE', days: 7 });
    const bucket = await owner.client.gql('mutation ($input: CreateBucketInput!) { createBucket(input: $input) { bucket { name } } }', { input: { name: 'lock-week', serviceId: made.data.createCloudStorageService.service.id } });
    expect(bucket.errors).toBeUndefined();
    expect((await s3.send(new GetObjectLockConfigurationCommand({ Bucket: 'lock-week' }))).ObjectLockConfiguration?.Rule?.DefaultRetention).toEqual({ Mode: 'COMPLIANCE', Days: 7 });
    const wrong = await owner.client.gql(CREATE_SERVICE, { input: { serviceType: 'Object Storage', storageAmount: 5, cost: 'KSh 1', retentionDays: 30 } });
    expect(wrong.errors?.[0]?.message).toBe('Retention applies to Backup Storage services only');
    const badDays = await owner.client.gql(CREATE_SERVICE, { input: { serviceType: 'Backup Storage', storageAmount: 5, cost: 'KSh 1', retentionDays: 14 } });
    expect(badDays.errors?.[0]?.message).toBe('Retention must be 7, 30 or 365 days');
  });
});

describe('object lock with the AWS CLI and boto3', () => {
  it('aws s3api: create-bucket --object-lock-enabled-for-bucket, put/get-object-lock-configuration, put-object with a retention, get-object-retention, legal hold; delete-object --version-id refused', async () => {
    const cli = cliEnv(owner.key);
    try {
      const ep = world.s3.url;
      const dir = path.join(cli.home, 'lock');
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(path.join(dir, 'payroll.csv'), 'name,amount');
      await aws(cli.env, ep, ['s3api', 'create-bucket', '--bucket', 'lock-cli', '--object-lock-enabled-for-bucket']);
      await aws(cli.env, ep, ['s3api', 'put-object-lock-configuration', '--bucket', 'lock-cli', '--object-lock-configuration', 'ObjectLockEnabled=Enabled,Rule={DefaultRetention={Mode=COMPLIANCE,Years=1}}']);
      const config = JSON.parse(await aws(cli.env, ep, ['s3api', 'get-object-lock-configuration', '--bucket', 'lock-cli']));
      expect(config.ObjectLockConfiguration).toEqual({ ObjectLockEnabled: 'Enabled', Rule: { DefaultRetention: { Mode: 'COMPLIANCE', Years: 1 } } });
      const until = inDays(7).toISOString().replace(/\.\d+Z$/, 'Z');
      const put = JSON.parse(
        await aws(cli.env, ep, ['s3api', 'put-object', '--bucket', 'lock-cli', '--key', 'payroll.csv', '--body', path.join(dir, 'payroll.csv'), '--object-lock-mode', 'GOVERNANCE', '--object-lock-retain-until-date', until]),
      );
      const retention = JSON.parse(await aws(cli.env, ep, ['s3api', 'get-object-retention', '--bucket', 'lock-cli', '--key', 'payroll.csv']));
      expect(retention.Retention.Mode).toBe('GOVERNANCE');
      expect(new Date(retention.Retention.RetainUntilDate).toISOString()).toBe(new Date(until).toISOString());
      await expect(aws(cli.env, ep, ['s3api', 'delete-object', '--bucket', 'lock-cli', '--key', 'payroll.csv', '--version-id', put.VersionId])).rejects.toThrow(/AccessDenied/);
      await aws(cli.env, ep, ['s3api', 'put-object-legal-hold', '--bucket', 'lock-cli', '--key', 'payroll.csv', '--legal-hold', 'Status=ON']);
      expect(JSON.parse(await aws(cli.env, ep, ['s3api', 'get-object-legal-hold', '--bucket', 'lock-cli', '--key', 'payroll.csv'])).LegalHold.Status).toBe('ON');
      // A new object without its own retention takes the default: COMPLIANCE for a year.
      await aws(cli.env, ep, ['s3', 'cp', path.join(dir, 'payroll.csv'), 's3://lock-cli/copy.csv']);
      const head = JSON.parse(await aws(cli.env, ep, ['s3api', 'head-object', '--bucket', 'lock-cli', '--key', 'copy.csv']));
      expect(head.ObjectLockMode).toBe('COMPLIANCE');
      expect(new Date(head.ObjectLockRetainUntilDate).getTime()).toBeGreaterThan(Date.now() + 364 * DAY);
      // Versioning of a locked bucket cannot be suspended.
      await expect(aws(cli.env, ep, ['s3api', 'put-bucket-versioning', '--bucket', 'lock-cli', '--versioning-configuration', 'Status=Suspended'])).rejects.toThrow(/InvalidBucketState/);
    } finally {
      cli.cleanup();
    }
  });

  it('boto3: retention, bypass of GOVERNANCE with the permission, COMPLIANCE refusals', async () => {
    const key = await newKey(owner.client, ['read', 'write', 'delete', 'bypassGovernance'], 'boto-bypass');
    const cli = cliEnv(key);
    try {
      const out = JSON.parse(
        await python(
          cli.env,
          `
import boto3, json, sys, datetime
from botocore.config import Config
from botocore.exceptions import ClientError
s3 = boto3.client("s3", endpoint_url=sys.argv[1], region_name="nbo1", config=Config(s3={"addressing_style": "path"}, signature_version="s3v4"))
def code(f):
    try:
        f()
        return "ok"
    except ClientError as e:
        return e.response["Error"]["Code"]
now = datetime.datetime.now(datetime.timezone.utc)
s3.create_bucket(Bucket="lock-boto", ObjectLockEnabledForBucket=True)
g = s3.put_object(Bucket="lock-boto", Key="g", Body=b"gov", ObjectLockMode="GOVERNANCE", ObjectLockRetainUntilDate=now + datetime.timedelta(days=2))
c = s3.put_object(Bucket="lock-boto", Key="c", Body=b"comp", ObjectLockMode="COMPLIANCE", ObjectLockRetainUntilDate=now + datetime.timedelta(days=2))
out = {
  "retention": s3.get_object_retention(Bucket="lock-boto", Key="g")["Retention"]["Mode"],
  "deleteGovernance": code(lambda: s3.delete_object(Bucket="lock-boto", Key="g", VersionId=g["VersionId"])),
  "shortenCompliance": code(lambda: s3.put_object_retention(Bucket="lock-boto", Key="c", Retention={"Mode": "COMPLIANCE", "RetainUntilDate": now + datetime.timedelta(days=1)}, BypassGovernanceRetention=True)),
  "deleteCompliance": code(lambda: s3.delete_object(Bucket="lock-boto", Key="c", VersionId=c["VersionId"], BypassGovernanceRetention=True)),
  "removeGovernance": code(lambda: s3.put_object_retention(Bucket="lock-boto", Key="g", Retention={}, BypassGovernanceRetention=True)),
  "deleteAfterRemoval": code(lambda: s3.delete_object(Bucket="lock-boto", Key="g", VersionId=g["VersionId"])),
}
print(json.dumps(out))
`,
          [world.s3.url],
        ),
      ) as Record<string, string>;
      expect(out).toEqual({ retention: 'GOVERNANCE', deleteGovernance: 'AccessDenied', shortenCompliance: 'InvalidRequest', deleteCompliance: 'AccessDenied', removeGovernance: 'ok', deleteAfterRemoval: 'ok' });
    } finally {
      cli.cleanup();
    }
  });
});
