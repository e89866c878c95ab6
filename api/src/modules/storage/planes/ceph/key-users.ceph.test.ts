import {
  CopyObjectCommand,
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  ListBucketsCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import type { CephCluster } from '../../../../test/ceph-cluster';
import type { TestServer } from '../../../../test/harness';
import { CloudStorageServiceEntity } from '../../../services';
import { consoleCredential } from '../../console/credential';
import { CephKeyBucketEntity } from '../../entities/ceph-key-bucket.entity';
import { CephKeyUserEntity } from '../../entities/ceph-key-user.entity';
import { newKey } from '../../storage-test-kit';
import { adminOf, cephPortalPerFile, customerWithService, rgwS3, s3Code } from './ceph-test-kit';
import { reconcileCustomer } from './reconcile';
import { cephReconcileTick, newReconcileState } from './reconcile-run';

/**
 * Bucket-scoped access keys on Ceph RGW: made on /dashboard/security's GraphQL operations as on the
 * embedded plane (api-keys.api.test.ts, key-scopes), carried onto RGW by the provisioning job,
 * and tried with the AWS SDK against RGW itself.
 */
jest.setTimeout(180_000);

const world = cephPortalPerFile();
let ceph: CephCluster;
let server: TestServer;
beforeAll(() => {
  ({ ceph, server } = world);
});

const CREATE_BUCKET = 'mutation ($input: CreateBucketInput!) { createBucket(input: $input) { bucket { name } } }';
const DELETE_BUCKET = 'mutation ($input: DeleteBucketInput!) { deleteBucket(input: $input) { name } }';
const CREATE_KEY = `mutation ($input: CreateApiKeyInput!) { createApiKey(input: $input) { secretAccessKey apiKey { id accessKeyId permissions scope { buckets prefix } } } }`;
const KEYS = '{ apiKeys { name permissions scope { buckets prefix } } }';
const CHOICES = '{ apiKeyScopeBuckets }';
const STATUS = 'mutation ($input: SetApiKeyStatusInput!) { setApiKeyStatus(input: $input) { apiKey { status } } }';
const REVOKE = 'mutation ($input: RevokeApiKeyInput!) { revokeApiKey(input: $input) { success } }';
const SET_PUBLIC = 'mutation ($input: SetBucketPublicAccessInput!) { setBucketPublicAccess(input: $input) { publicAccess { isPublic publicPrefixes } } }';
const ACCOUNT_BLOCK = 'mutation ($input: PutAccountPublicAccessBlockInput!) { putAccountPublicAccessBlock(input: $input) { accountPublicAccessBlock { blockPublicPolicy } } }';

type Customer = Awaited<ReturnType<typeof customerWithService>> & { console: S3Client };
async function customer(n: number, buckets: string[]): Promise<Customer> {
  const c = await customerWithService(server, n, 5);
  for (const name of buckets) expect((await c.client.gql(CREATE_BUCKET, { input: { serviceId: String(c.service.id), name } })).errors).toBeUndefined();
  return { ...c, console: rgwS3(ceph, await consoleCredential(server.db, c.user.id)) };
}
async function scopedKey(c: Customer, input: { name: string; permissions: string[]; buckets: string[]; prefix?: string }) {
  const res = await c.client.gql(CREATE_KEY, { input });
  expect(res.errors).toBeUndefined();
  const { secretAccessKey, apiKey } = res.data.createApiKey;
  return { id: apiKey.id as string, accessKeyId: apiKey.accessKeyId as string, secretAccessKey: secretAccessKey as string, s3: rgwS3(ceph, { accessKeyId: apiKey.accessKeyId, secretAccessKey }) };
}
const put = (s3: S3Client, Bucket: string, Key: string, Body = 'x') => s3Code(s3.send(new PutObjectCommand({ Bucket, Key, Body })));
const get = (s3: S3Client, Bucket: string, Key: string) => s3Code(s3.send(new GetObjectCommand({ Bucket, Key })));
const read = async (s3: S3Client, Bucket: string, Key: string) => (await s3.send(new GetObjectCommand({ Bucket, Key }))).Body!.transformToString();
const list = (s3: S3Client, Bucket: string, Prefix?: string) =>
  s3.send(new ListObjectsV2Command({ Bucket, Prefix })).then(
    (r) => (r.Contents ?? []).map((o) => o.Key),
    (e: Error) => e.name,
  );
const reconcile = (c: Customer) => reconcileCustomer(server.db, adminOf(ceph), c.user.id);

describe('bucket-scoped keys on RGW', () => {
  it('reaches only its bucket and prefix with its permissions; the customer’s own keys still read what it wrote', async () => {
    const c = await customer(1, ['reports', 'archive']);
    expect((await c.client.gql(CHOICES)).data.apiKeyScopeBuckets).toEqual(['archive', 'reports']);
    const reader = await newKey(c.client, ['read'], 'reader');
    // Write without delete: RGW's levels cannot say it for a whole-account key, a policy can for a scoped one.
    const ci = await scopedKey(c, { name: 'ci', permissions: ['read', 'write'], buckets: ['reports'], prefix: 'ci/' });
    expect((await c.client.gql(KEYS)).data.apiKeys).toEqual([
      { name: 'ci', permissions: ['read', 'write'], scope: { buckets: ['reports'], prefix: 'ci/' } },
      { name: 'reader', permissions: ['read'], scope: null },
    ]);

    expect((await reconcile(c)).applied).toEqual(expect.arrayContaining(['createKeyUser', 'addKeyUserKey', 'putBucketPolicy']));
    expect((await reconcile(c)).applied).toEqual([]);
    expect(await admin().getUser(`mw${c.user.id}$k${ci.id}`)).toMatchObject({ max_buckets: -1, suspended: 0, subusers: [] });

    // Inside its scope.
    expect(await put(ci.s3, 'reports', 'ci/build-1.log', 'ok')).toBe('OK');
    expect(await read(ci.s3, 'reports', 'ci/build-1.log')).toBe('ok');
    expect(await list(ci.s3, 'reports', 'ci/')).toEqual(['ci/build-1.log']);
    expect(await s3Code(ci.s3.send(new CopyObjectCommand({ Bucket: 'reports', Key: 'ci/build-2.log', CopySource: 'reports/ci/build-1.log' })))).toBe('OK');
    // Outside it: another prefix, a listing of the whole bucket, another bucket, a new bucket, a delete it was not given.
    await c.console.send(new PutObjectCommand({ Bucket: 'reports', Key: 'q3.csv', Body: 'kes,1200' }));
    expect(await put(ci.s3, 'reports', 'q3.csv')).toBe('AccessDenied');
    expect(await get(ci.s3, 'reports', 'q3.csv')).toBe('AccessDenied');
    expect(await list(ci.s3, 'reports')).toBe('AccessDenied');
    expect(await list(ci.s3, 'reports', 'q')).toBe('AccessDenied');
    expect(await put(ci.s3, 'archive', 'ci/x.log')).toBe('AccessDenied');
    expect(await list(ci.s3, 'archive', 'ci/')).toBe('AccessDenied');
    expect(await s3Code(ci.s3.send(new CreateBucketCommand({ Bucket: 'ci-own' })))).toBe('AccessDenied');
    expect(await s3Code(ci.s3.send(new DeleteObjectCommand({ Bucket: 'reports', Key: 'ci/build-1.log' })))).toBe('AccessDenied');
    // It owns no bucket: RGW lists none for it (the embedded plane lists those in its scope).
    expect((await ci.s3.send(new ListBucketsCommand({}))).Buckets ?? []).toEqual([]);

    // What it wrote is RGW's object of another user: the customer's read key and console read it all the same.
    expect(await read(rgwS3(ceph, reader), 'reports', 'ci/build-1.log')).toBe('ok');
    expect(await read(c.console, 'reports', 'ci/build-2.log')).toBe('ok');
    // The reader is given read, not more.
    expect(await put(rgwS3(ceph, reader), 'reports', 'ci/forged.log')).toBe('AccessDenied');

    // Another customer's key limited to their own bucket of the same name reaches only theirs.
    const other = await customer(2, ['reports']);
    const theirs = await scopedKey(other, { name: 'theirs', permissions: ['read'], buckets: ['reports'] });
    await reconcile(other);
    expect(await list(theirs.s3, 'reports')).toEqual([]);
    expect(await get(theirs.s3, 'reports', 'ci/build-1.log')).toBe('NoSuchKey');
    // A bucket that is not theirs cannot be named.
    const foreign = await c.client.gql(CREATE_KEY, { input: { name: 'x', permissions: ['read'], buckets: ['reports', 'not-mine'] } });
    expect(foreign.errors?.[0]).toMatchObject({ message: 'You have no bucket named not-mine', extensions: { field: 'buckets' } });
  });

  it('a run stopped after making the key’s RGW user but before its policies leaves the key reaching nothing; the next run finishes it', async () => {
    const c = await customer(5, ['halfway']);
    await c.console.send(new PutObjectCommand({ Bucket: 'halfway', Key: 'ci/before.txt', Body: 'kabla' }));
    const ci = await scopedKey(c, { name: 'ci', permissions: ['read', 'write', 'delete'], buckets: ['halfway'], prefix: 'ci/' });
    // The process dies right after the key users are made: the next thing the run does is read the buckets.
    const admin = adminOf(ceph);
    const dying = Object.assign(Object.create(admin) as typeof admin, {
      bucketStats: () => Promise.reject(new Error('killed before the policies')),
    });
    await expect(reconcileCustomer(server.db, dying, c.user.id)).rejects.toThrow('killed before the policies');
    expect(await server.db.getRepository(CephKeyUserEntity).findOneBy({ keyId: Number(ci.id) })).toMatchObject({ userId: c.user.id, removedAt: null });
    // Its RGW user and key exist, and no statement names it yet: refused everywhere (fails closed).
    expect(await get(ci.s3, 'halfway', 'ci/before.txt')).toBe('AccessDenied');
    expect(await put(ci.s3, 'halfway', 'ci/new.txt')).toBe('AccessDenied');
    expect(await list(ci.s3, 'halfway', 'ci/')).toBe('AccessDenied');

    expect((await reconcile(c)).applied).toEqual(['putBucketPolicy']);
    expect(await read(ci.s3, 'halfway', 'ci/before.txt')).toBe('kabla');
    expect(await put(ci.s3, 'halfway', 'ci/new.txt')).toBe('OK');
    expect(await get(ci.s3, 'halfway', 'outside.txt')).toBe('AccessDenied');
  });

  it('keeps its statements when the console makes the bucket public and private again', async () => {
    const c = await customer(3, ['tovuti']);
    const deploy = await scopedKey(c, { name: 'deploy', permissions: ['write', 'delete'], buckets: ['tovuti'], prefix: 'img/' });
    await reconcile(c);
    expect((await c.client.gql(ACCOUNT_BLOCK, { input: { blockPublicAcls: false, ignorePublicAcls: false, blockPublicPolicy: false, restrictPublicBuckets: false, confirm: 'confirm' } })).errors).toBeUndefined();
    const opened = await c.client.gql(SET_PUBLIC, { input: { bucket: 'tovuti', public: true, prefix: 'img/', confirm: 'tovuti' } });
    expect(opened.data.setBucketPublicAccess.publicAccess).toEqual({ isPublic: true, publicPrefixes: ['img/'] });
    expect(await put(deploy.s3, 'tovuti', 'img/logo.txt', 'nembo')).toBe('OK');
    // Written by the scoped key, public through the customer's policy.
    const url = `${ceph.rgwUrl}/mw${c.user.id}:tovuti`;
    expect(await (await fetch(`${url}/img/logo.txt`)).text()).toBe('nembo');
    // Write and delete, no read of its own; but what is public is public to it too, as on S3.
    expect(await get(deploy.s3, 'tovuti', 'img/logo.txt')).toBe('OK');
    // The job's next run leaves the public statement alone.
    expect((await reconcile(c)).applied).toEqual([]);
    const closed = await c.client.gql(SET_PUBLIC, { input: { bucket: 'tovuti', public: false } });
    expect(closed.data.setBucketPublicAccess.publicAccess).toEqual({ isPublic: false, publicPrefixes: [] });
    expect((await fetch(`${url}/img/logo.txt`)).status).toBe(403);
    expect(await s3Code(deploy.s3.send(new DeleteObjectCommand({ Bucket: 'tovuti', Key: 'img/logo.txt' })))).toBe('OK');
    expect((await reconcile(c)).applied).toEqual([]);
  });

  it('is refused once switched off, revoked or the customer suspended, and never reaches a bucket made again under its name', async () => {
    const c = await customer(4, ['backups']);
    const restic = await scopedKey(c, { name: 'restic', permissions: ['read', 'write', 'delete'], buckets: ['backups'] });
    const state = newReconcileState();
    const tick = () => cephReconcileTick(server.db, admin(), state);
    await tick();
    expect(await put(restic.s3, 'backups', 'data/1', 'one')).toBe('OK');

    // Switched off: RGW refuses it on the job's next run; what it wrote stays readable to the customer.
    expect((await c.client.gql(STATUS, { input: { id: restic.id, status: 'inactive' } })).errors).toBeUndefined();
    await tick();
    expect(await get(restic.s3, 'backups', 'data/1')).toBe('InvalidAccessKeyId');
    expect(await read(c.console, 'backups', 'data/1')).toBe('one');
    expect((await c.client.gql(STATUS, { input: { id: restic.id, status: 'active' } })).errors).toBeUndefined();
    await tick();
    expect(await read(restic.s3, 'backups', 'data/1')).toBe('one');

    // The customer's only service disabled by an admin: the key's own RGW user is suspended with theirs
    // (RGW would otherwise let it write into a suspended customer's bucket).
    await server.db.getRepository(CloudStorageServiceEntity).update(c.service.id, { status: 'disabled' });
    await tick();
    expect(await put(restic.s3, 'backups', 'data/2')).toBe('UserSuspended');
    await server.db.getRepository(CloudStorageServiceEntity).update(c.service.id, { status: 'active' });
    await tick();
    expect(await put(restic.s3, 'backups', 'data/2')).toBe('OK');

    // The bucket deleted in the console and made again: the key is not given the new one (RGW's id
    // differs), and its scope row goes with the bucket.
    expect((await c.client.gql(DELETE_BUCKET, { input: { name: 'backups', force: true } })).errors).toBeUndefined();
    expect((await c.client.gql(CREATE_BUCKET, { input: { serviceId: String(c.service.id), name: 'backups' } })).errors).toBeUndefined();
    await tick();
    expect(await put(restic.s3, 'backups', 'data/3')).toBe('AccessDenied');
    expect(await server.db.getRepository(CephKeyBucketEntity).countBy({ userId: c.user.id })).toBe(0);
    expect((await c.client.gql(KEYS)).data.apiKeys).toEqual([{ name: 'restic', permissions: ['read', 'write', 'delete'], scope: { buckets: [], prefix: null } }]);

    // Revoked: its RGW user is removed, and the job remembers it made one.
    expect((await c.client.gql(REVOKE, { input: { id: restic.id, confirmName: 'restic' } })).errors).toBeUndefined();
    await tick();
    expect(await admin().getUser(`mw${c.user.id}$k${restic.id}`)).toBeNull();
    expect(await get(restic.s3, 'backups', 'data/1')).toBe('InvalidAccessKeyId');
    expect(await server.db.getRepository(CephKeyUserEntity).findOneBy({ keyId: Number(restic.id) })).toMatchObject({ userId: c.user.id, removedAt: expect.any(Date) });
  });
});

const admin = () => adminOf(ceph);
