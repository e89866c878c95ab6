import {
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectVersionsCommand,
  PutBucketVersioningCommand,
  PutObjectCommand,
  PutObjectLockConfigurationCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { acquireLease, releaseLease } from '../platform';
import { CloudStorageServiceEntity } from '../services';
import { restoreTick } from './domain/restore-run';
import { ServiceStorageUsageEntity } from './entities/service-usage.entity';
import { customer, s3Failure, startStorageWorld, type Customer, type StorageWorld } from './storage-test-kit';

jest.setTimeout(120_000);

let world: StorageWorld;
let owner: Customer;
let other: Customer;
let s3: S3Client;
beforeAll(async () => {
  world = await startStorageWorld();
  owner = await customer(world, 1);
  other = await customer(world, 2);
  s3 = owner.s3();
});
afterAll(() => world.close());

const START = `mutation ($input: StartBucketRestoreInput!) { startBucketRestore(input: $input) { restore { id bucket prefix pointInTime status } } }`;
const LIST = `query ($serviceId: ID!, $bucket: String!) { bucketRestores(serviceId: $serviceId, bucket: $bucket) { id status prefix keysExamined versionsRestored markersWritten bytesCopied error finishedAt } }`;
const EVENTS = '{ securityEvents(first: 50) { nodes { action actionCode } } }';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const tick = (opts: Parameters<typeof restoreTick>[2] = {}) => restoreTick(world.server.db, world.s3.blobs, opts);
const used = async (c: Customer) => Number((await world.server.db.getRepository(ServiceStorageUsageEntity).findOneByOrFail({ serviceId: c.service.id })).usedBytes);
const put = (Bucket: string, Key: string, Body: string) => s3.send(new PutObjectCommand({ Bucket, Key, Body }));
const read = async (Bucket: string, Key: string) => (await s3.send(new GetObjectCommand({ Bucket, Key }))).Body!.transformToString();
const versioned = async (Bucket: string) => {
  await s3.send(new CreateBucketCommand({ Bucket }));
  await s3.send(new PutBucketVersioningCommand({ Bucket, VersioningConfiguration: { Status: 'Enabled' } }));
};
/** A moment strictly between what was written before and what is written after. */
const moment = async () => {
  await sleep(25);
  const t = new Date();
  await sleep(25);
  return t;
};
const start = (c: Customer, bucket: string, pointInTime: Date, prefix?: string) =>
  c.client.gql(START, { input: { serviceId: String(c.service.id), bucket, pointInTime: pointInTime.toISOString(), ...(prefix === undefined ? {} : { prefix }) } });
const restores = async (bucket: string) => (await owner.client.gql(LIST, { serviceId: String(owner.service.id), bucket })).data.bucketRestores as Record<string, unknown>[];

describe('point-in-time restore of a versioned bucket', () => {
  it('brings back deleted and changed objects as new versions, marks objects created since as deleted, destroys nothing, and bills the copies', async () => {
    await versioned('pitr-main');
    await put('pitr-main', 'a.txt', 'alpha v1');
    await put('pitr-main', 'b.txt', 'bravo');
    await put('pitr-main', 'docs/same.txt', 'unchanged');
    const t = await moment();
    await put('pitr-main', 'a.txt', 'alpha v2, longer');
    await s3.send(new DeleteObjectCommand({ Bucket: 'pitr-main', Key: 'b.txt' }));
    const c = await put('pitr-main', 'c.txt', 'charlie');
    const before = await used(owner);

    const started = await start(owner, 'pitr-main', t);
    expect(started.errors).toBeUndefined();
    expect(started.data.startBucketRestore.restore).toMatchObject({ bucket: 'pitr-main', prefix: '', pointInTime: t.toISOString(), status: 'QUEUED' });
    expect(await tick()).toEqual({ leased: true, finished: 1 });

    expect(await read('pitr-main', 'a.txt')).toBe('alpha v1');
    expect(await read('pitr-main', 'b.txt')).toBe('bravo');
    expect(await read('pitr-main', 'docs/same.txt')).toBe('unchanged');
    expect(await s3Failure(s3.send(new GetObjectCommand({ Bucket: 'pitr-main', Key: 'c.txt' })))).toEqual(['NoSuchKey', 404]);
    // Nothing destroyed: c.txt's data is a noncurrent version under the new marker; a.txt keeps v1, v2 and the copy.
    const cVersions = await s3.send(new ListObjectVersionsCommand({ Bucket: 'pitr-main', Prefix: 'c.txt' }));
    expect(cVersions.Versions?.map((v) => [v.VersionId, v.IsLatest])).toEqual([[c.VersionId, false]]);
    expect(cVersions.DeleteMarkers?.map((m) => m.IsLatest)).toEqual([true]);
    expect((await s3.send(new ListObjectVersionsCommand({ Bucket: 'pitr-main', Prefix: 'a.txt' }))).Versions).toHaveLength(3);

    const [job] = await restores('pitr-main');
    expect(job).toMatchObject({ status: 'DONE', keysExamined: 4, versionsRestored: 2, markersWritten: 1, bytesCopied: 'alpha v1'.length + 'bravo'.length, error: null });
    expect(job!.finishedAt).not.toBeNull();
    // Stored bytes grow by the copies and the marker's key (what S3 bills a marker for).
    expect(await used(owner)).toBe(before + 13 + 'c.txt'.length);

    const events = (await owner.client.gql(EVENTS)).data.securityEvents.nodes as { action: string; actionCode: string | null }[];
    expect(events).toContainEqual({ action: `Restore of "/" in bucket "pitr-main" to ${t.toISOString()} started in the console`, actionCode: 'eventBucketRestoreStarted' });

    // The same restore again finds everything as it was at T: nothing more is written.
    await start(owner, 'pitr-main', t);
    await tick();
    expect((await restores('pitr-main'))[0]).toMatchObject({ status: 'DONE', keysExamined: 4, versionsRestored: 0, markersWritten: 0, bytesCopied: 0 });
    expect(await used(owner)).toBe(before + 18);
  });

  it('restores only the keys under the prefix', async () => {
    await versioned('pitr-prefix');
    await put('pitr-prefix', 'logs/app.log', 'log v1');
    await put('pitr-prefix', 'data/rows.csv', 'rows v1');
    const t = await moment();
    await put('pitr-prefix', 'logs/app.log', 'log v2');
    await put('pitr-prefix', 'data/rows.csv', 'rows v2');
    await put('pitr-prefix', 'logs/new.log', 'new');

    expect((await start(owner, 'pitr-prefix', t, 'logs/')).errors).toBeUndefined();
    await tick();
    expect(await read('pitr-prefix', 'logs/app.log')).toBe('log v1');
    expect(await s3Failure(s3.send(new GetObjectCommand({ Bucket: 'pitr-prefix', Key: 'logs/new.log' })))).toEqual(['NoSuchKey', 404]);
    expect(await read('pitr-prefix', 'data/rows.csv')).toBe('rows v2');
    expect((await restores('pitr-prefix'))[0]).toMatchObject({ prefix: 'logs/', keysExamined: 2, versionsRestored: 1, markersWritten: 1 });
  });

  it('gives a restored version the bucket’s default retention, like any new version', async () => {
    await s3.send(new CreateBucketCommand({ Bucket: 'pitr-locked', ObjectLockEnabledForBucket: true }));
    await put('pitr-locked', 'contract.pdf', 'signed');
    const t = await moment();
    await put('pitr-locked', 'contract.pdf', 'redrafted');
    await s3.send(new PutObjectLockConfigurationCommand({ Bucket: 'pitr-locked', ObjectLockConfiguration: { ObjectLockEnabled: 'Enabled', Rule: { DefaultRetention: { Mode: 'GOVERNANCE', Days: 1 } } } }));
    await start(owner, 'pitr-locked', t);
    await tick();
    const head = await s3.send(new HeadObjectCommand({ Bucket: 'pitr-locked', Key: 'contract.pdf' }));
    expect(head.ContentLength).toBe('signed'.length);
    expect(head.ObjectLockMode).toBe('GOVERNANCE');
  });

  it('refuses an unversioned bucket, a moment in the future, a second restore while one is queued, and anyone else’s bucket', async () => {
    await s3.send(new CreateBucketCommand({ Bucket: 'pitr-plain' }));
    const plain = await start(owner, 'pitr-plain', new Date(Date.now() - 60_000));
    expect(plain.errors?.[0]).toMatchObject({ message: 'Point-in-time restore needs versioning enabled on the bucket: without it, no older versions were kept', extensions: { code: 'BAD_USER_INPUT', field: 'bucket' } });
    await versioned('pitr-refusals');
    const future = await start(owner, 'pitr-refusals', new Date(Date.now() + 60_000));
    expect(future.errors?.[0]).toMatchObject({ message: 'Choose a moment in the past', extensions: { code: 'BAD_USER_INPUT', field: 'pointInTime' } });

    expect((await start(owner, 'pitr-refusals', new Date(Date.now() - 60_000))).errors).toBeUndefined();
    const second = await start(owner, 'pitr-refusals', new Date(Date.now() - 60_000));
    expect(second.errors?.[0]).toMatchObject({ extensions: { code: 'CONFLICT', field: 'bucket' } });
    await tick();
    expect((await start(owner, 'pitr-refusals', new Date(Date.now() - 60_000))).errors).toBeUndefined(); // the first one finished
    await tick();

    // Another customer: with their own service, or naming the owner's, the bucket is not found; nor are its restores.
    expect((await start(other, 'pitr-refusals', new Date(Date.now() - 60_000))).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const viaOwnersService = await other.client.gql(START, { input: { serviceId: String(owner.service.id), bucket: 'pitr-refusals', pointInTime: new Date(Date.now() - 60_000).toISOString() } });
    expect(viaOwnersService.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const list = await other.client.gql(LIST, { serviceId: String(other.service.id), bucket: 'pitr-refusals' });
    expect(list.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(await restores('pitr-refusals')).toHaveLength(2);
  });

  it('stops as FAILED, with the reason, when a copy would take the service over its quota; nothing is written', async () => {
    const theirs = other.s3();
    await theirs.send(new CreateBucketCommand({ Bucket: 'pitr-quota' }));
    await theirs.send(new PutBucketVersioningCommand({ Bucket: 'pitr-quota', VersioningConfiguration: { Status: 'Enabled' } }));
    await theirs.send(new PutObjectCommand({ Bucket: 'pitr-quota', Key: 'q.txt', Body: 'quota v1' }));
    const t = await moment();
    await theirs.send(new PutObjectCommand({ Bucket: 'pitr-quota', Key: 'q.txt', Body: 'quota v2' }));
    const services = world.server.db.getRepository(CloudStorageServiceEntity);
    await services.update({ id: other.service.id }, { storageAmount: 0 });
    try {
      const before = await used(other);
      expect((await start(other, 'pitr-quota', t)).errors).toBeUndefined();
      expect(await tick()).toEqual({ leased: true, finished: 1 });
      const [job] = (await other.client.gql(LIST, { serviceId: String(other.service.id), bucket: 'pitr-quota' })).data.bucketRestores;
      expect(job).toMatchObject({ status: 'FAILED', keysExamined: 0, versionsRestored: 0, error: 'This upload would take the service "Storage 2" over its 0 GB. Delete objects or resize the service.' });
      expect(await (await theirs.send(new GetObjectCommand({ Bucket: 'pitr-quota', Key: 'q.txt' }))).Body!.transformToString()).toBe('quota v2');
      expect((await theirs.send(new ListObjectVersionsCommand({ Bucket: 'pitr-quota', Prefix: 'q.txt' }))).Versions).toHaveLength(2);
      expect(await used(other)).toBe(before);
    } finally {
      await services.update({ id: other.service.id }, { storageAmount: 10 });
    }
  });

  it('runs once across processes, and a run that stops resumes from its cursor without copying a key twice', async () => {
    await versioned('pitr-resume');
    const keys = ['k1', 'k2', 'k3', 'k4', 'k5'];
    for (const k of keys) await put('pitr-resume', k, `${k} v1`);
    const t = await moment();
    for (const k of keys) await put('pitr-resume', k, `${k} v2`);
    await start(owner, 'pitr-resume', t);

    // Another process holds the lease: this one does nothing.
    await acquireLease(world.server.db, 'storage-restore', 'other-process', new Date(), 60_000);
    expect(await tick()).toEqual({ leased: false, finished: 0 });
    await releaseLease(world.server.db, 'storage-restore', 'other-process');

    // Nor does a second tick of this process while one runs (a long restore outlasts the interval).
    const [first, second] = await Promise.all([tick({ batch: 2, stopAfterKeys: 3 }), tick()]);
    expect([first, second]).toEqual([{ leased: true, finished: 0 }, { leased: false, finished: 0 }]);
    expect((await restores('pitr-resume'))[0]).toMatchObject({ status: 'RUNNING', keysExamined: 3, versionsRestored: 3 });
    expect(await read('pitr-resume', 'k3')).toBe('k3 v1');
    expect(await read('pitr-resume', 'k4')).toBe('k4 v2');

    expect(await tick({ batch: 2 })).toEqual({ leased: true, finished: 1 });
    expect((await restores('pitr-resume'))[0]).toMatchObject({ status: 'DONE', keysExamined: 5, versionsRestored: 5, markersWritten: 0 });
    for (const k of keys) {
      expect(await read('pitr-resume', k)).toBe(`${k} v1`);
      expect((await s3.send(new ListObjectVersionsCommand({ Bucket: 'pitr-resume', Prefix: k }))).Versions).toHaveLength(3);
    }
  });
});
