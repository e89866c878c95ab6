import {
  CreateBucketCommand,
  DeleteObjectCommand,
  GetBucketLifecycleConfigurationCommand,
  GetBucketVersioningCommand,
  GetObjectCommand,
  ListObjectVersionsCommand,
  PutBucketLifecycleConfigurationCommand,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import type { CephCluster } from '../../../../test/ceph-cluster';
import type { TestServer } from '../../../../test/harness';
import { acquireLease, releaseLease } from '../../../platform';
import { consoleCredential } from '../../console/credential';
import { adminOf, cephPortalPerFile, customerWithService, rgwS3, s3Code } from './ceph-test-kit';
import { cephRestoreTick } from './restore-run';
import { cephSnapshotTick } from './snapshots';

/**
 * Point-in-time restore and daily snapshots on Ceph RGW: the console's GraphQL operations as on the
 * embedded plane (restore.api.test.ts, snapshots.api.test.ts), the jobs carried out on a real RGW,
 * the result read back with the AWS SDK.
 */
jest.setTimeout(180_000);

const world = cephPortalPerFile();
let ceph: CephCluster;
let server: TestServer;
beforeAll(() => {
  ({ ceph, server } = world);
});

const CREATE = 'mutation ($input: CreateBucketInput!) { createBucket(input: $input) { bucket { name } } }';
const VERSIONING = 'mutation ($input: SetBucketVersioningInput!) { setBucketVersioning(input: $input) { bucket { versioning } } }';
const START = `mutation ($input: StartBucketRestoreInput!) { startBucketRestore(input: $input) { restore { id bucket prefix pointInTime status } } }`;
const LIST = `query ($serviceId: ID!, $bucket: String!) { bucketRestores(serviceId: $serviceId, bucket: $bucket) { id status prefix keysExamined versionsRestored markersWritten bytesCopied error finishedAt } }`;
const EVENTS = '{ securityEvents(first: 50) { nodes { action actionCode } } }';

type Customer = Awaited<ReturnType<typeof customerWithService>> & { s3: S3Client };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** A moment strictly between what was written before and after, with a margin for RGW's clock and its timestamps. */
const moment = async () => {
  await sleep(1100);
  const t = new Date();
  await sleep(1100);
  return t;
};
const tick = (opts: Parameters<typeof cephRestoreTick>[2] = {}) => cephRestoreTick(server.db, adminOf(ceph), opts);

async function customer(n: number): Promise<Customer> {
  const c = await customerWithService(server, n, 5);
  return { ...c, s3: rgwS3(ceph, await consoleCredential(server.db, c.user.id)) };
}
/** A bucket made in the console, versioning on; the first console call provisions the customer on RGW. */
async function versioned(c: Customer, name: string, enabled = true) {
  expect((await c.client.gql(CREATE, { input: { serviceId: String(c.service.id), name } })).errors).toBeUndefined();
  if (enabled) expect((await c.client.gql(VERSIONING, { input: { name, enabled: true } })).data.setBucketVersioning.bucket.versioning).toBe('ENABLED');
}
const put = (c: Customer, Bucket: string, Key: string, Body: string) => c.s3.send(new PutObjectCommand({ Bucket, Key, Body }));
const read = async (c: Customer, Bucket: string, Key: string) => (await c.s3.send(new GetObjectCommand({ Bucket, Key }))).Body!.transformToString();
const start = (c: Customer, bucket: string, pointInTime: Date, prefix?: string) =>
  c.client.gql(START, { input: { serviceId: String(c.service.id), bucket, pointInTime: pointInTime.toISOString(), ...(prefix === undefined ? {} : { prefix }) } });
const restores = async (c: Customer, bucket: string) => (await c.client.gql(LIST, { serviceId: String(c.service.id), bucket })).data.bucketRestores as Record<string, unknown>[];

describe('point-in-time restore on Ceph RGW', () => {
  it('brings back deleted and changed objects as new versions, marks objects created since as deleted, and destroys nothing', async () => {
    const o = await customer(1);
    await versioned(o, 'pitr-main');
    await put(o, 'pitr-main', 'a.txt', 'alpha v1');
    await put(o, 'pitr-main', 'b.txt', 'bravo');
    await put(o, 'pitr-main', 'docs/same.txt', 'unchanged');
    const t = await moment();
    await put(o, 'pitr-main', 'a.txt', 'alpha v2, longer');
    await o.s3.send(new DeleteObjectCommand({ Bucket: 'pitr-main', Key: 'b.txt' }));
    const c = await put(o, 'pitr-main', 'c.txt', 'charlie');

    const started = await start(o, 'pitr-main', t);
    expect(started.errors).toBeUndefined();
    expect(started.data.startBucketRestore.restore).toMatchObject({ bucket: 'pitr-main', prefix: '', pointInTime: t.toISOString(), status: 'QUEUED' });
    expect(await tick()).toEqual({ leased: true, finished: 1 });

    expect(await read(o, 'pitr-main', 'a.txt')).toBe('alpha v1');
    expect(await read(o, 'pitr-main', 'b.txt')).toBe('bravo');
    expect(await read(o, 'pitr-main', 'docs/same.txt')).toBe('unchanged');
    expect(await s3Code(o.s3.send(new GetObjectCommand({ Bucket: 'pitr-main', Key: 'c.txt' })))).toBe('NoSuchKey');
    // Nothing destroyed: c.txt's data is a noncurrent version under the new marker; a.txt keeps v1, v2 and the copy.
    const cVersions = await o.s3.send(new ListObjectVersionsCommand({ Bucket: 'pitr-main', Prefix: 'c.txt' }));
    expect(cVersions.Versions?.map((v) => [v.VersionId, v.IsLatest])).toEqual([[c.VersionId, false]]);
    expect(cVersions.DeleteMarkers?.map((m) => m.IsLatest)).toEqual([true]);
    expect((await o.s3.send(new ListObjectVersionsCommand({ Bucket: 'pitr-main', Prefix: 'a.txt' }))).Versions).toHaveLength(3);

    const [job] = await restores(o, 'pitr-main');
    expect(job).toMatchObject({ status: 'DONE', keysExamined: 4, versionsRestored: 2, markersWritten: 1, bytesCopied: 'alpha v1'.length + 'bravo'.length, error: null });
    expect(job!.finishedAt).not.toBeNull();
    const events = (await o.client.gql(EVENTS)).data.securityEvents.nodes as { action: string; actionCode: string | null }[];
    expect(events).toContainEqual({ action: `Restore of "/" in bucket "pitr-main" to ${t.toISOString()} started in the console`, actionCode: 'eventBucketRestoreStarted' });

    // The same restore again finds everything as it was at T: nothing more is written.
    expect((await start(o, 'pitr-main', t)).errors).toBeUndefined();
    await tick();
    expect((await restores(o, 'pitr-main'))[0]).toMatchObject({ status: 'DONE', keysExamined: 4, versionsRestored: 0, markersWritten: 0, bytesCopied: 0 });
    expect((await o.s3.send(new ListObjectVersionsCommand({ Bucket: 'pitr-main', Prefix: 'a.txt' }))).Versions).toHaveLength(3);
  });

  it('restores only the prefix, runs once across processes, and a run that stops resumes from its cursor', async () => {
    const o = await customer(2);
    await versioned(o, 'pitr-resume');
    const keys = ['logs/k1', 'logs/k2', 'logs/k3', 'logs/k4', 'logs/k5'];
    for (const k of keys) await put(o, 'pitr-resume', k, `${k} v1`);
    await put(o, 'pitr-resume', 'data/rows.csv', 'rows v1');
    const t = await moment();
    for (const k of keys) await put(o, 'pitr-resume', k, `${k} v2`);
    await put(o, 'pitr-resume', 'data/rows.csv', 'rows v2');
    await put(o, 'pitr-resume', 'logs/new.log', 'new');
    expect((await start(o, 'pitr-resume', t, 'logs/')).errors).toBeUndefined();

    // Another process holds the lease: this one does nothing.
    await acquireLease(server.db, 'ceph-restore', 'other-process', new Date(), 60_000);
    expect(await tick()).toEqual({ leased: false, finished: 0 });
    await releaseLease(server.db, 'ceph-restore', 'other-process');

    // Pages of 3 versions split keys between pages; the run stops after 3 keys, as a killed one would.
    const [first, second] = await Promise.all([tick({ page: 3, stopAfterKeys: 3 }), tick()]);
    expect([first, second]).toEqual([{ leased: true, finished: 0 }, { leased: false, finished: 0 }]);
    expect((await restores(o, 'pitr-resume'))[0]).toMatchObject({ status: 'RUNNING', keysExamined: 3, versionsRestored: 3 });
    expect(await read(o, 'pitr-resume', 'logs/k3')).toBe('logs/k3 v1');
    expect(await read(o, 'pitr-resume', 'logs/k4')).toBe('logs/k4 v2');

    expect(await tick({ page: 3 })).toEqual({ leased: true, finished: 1 });
    expect((await restores(o, 'pitr-resume'))[0]).toMatchObject({ status: 'DONE', prefix: 'logs/', keysExamined: 6, versionsRestored: 5, markersWritten: 1 });
    for (const k of keys) {
      expect(await read(o, 'pitr-resume', k)).toBe(`${k} v1`);
      expect((await o.s3.send(new ListObjectVersionsCommand({ Bucket: 'pitr-resume', Prefix: k }))).Versions).toHaveLength(3);
    }
    expect(await s3Code(o.s3.send(new GetObjectCommand({ Bucket: 'pitr-resume', Key: 'logs/new.log' })))).toBe('NoSuchKey');
    expect(await read(o, 'pitr-resume', 'data/rows.csv')).toBe('rows v2');
  });

  it('refuses an unversioned bucket, a moment in the future, a second restore while one is queued, and anyone else’s bucket; stops when versioning is suspended', async () => {
    const o = await customer(3);
    const other = await customer(4);
    await versioned(o, 'pitr-plain', false);
    const plain = await start(o, 'pitr-plain', new Date(Date.now() - 60_000));
    expect(plain.errors?.[0]).toMatchObject({ message: 'Point-in-time restore needs versioning enabled on the bucket: without it, no older versions were kept', extensions: { code: 'BAD_USER_INPUT', field: 'bucket' } });
    await versioned(o, 'pitr-refusals');
    await put(o, 'pitr-refusals', 'x.txt', 'x');
    const future = await start(o, 'pitr-refusals', new Date(Date.now() + 60_000));
    expect(future.errors?.[0]).toMatchObject({ message: 'Choose a moment in the past', extensions: { code: 'BAD_USER_INPUT', field: 'pointInTime' } });

    expect((await start(o, 'pitr-refusals', new Date(Date.now() - 60_000))).errors).toBeUndefined();
    const second = await Promise.all([start(o, 'pitr-refusals', new Date(Date.now() - 60_000)), start(o, 'pitr-refusals', new Date(Date.now() - 60_000))]);
    expect(second.map((r) => r.errors?.[0]?.extensions?.code)).toEqual(['CONFLICT', 'CONFLICT']);

    // Another customer: with their own service, or naming the owner's, the bucket is not found; nor are its restores.
    expect((await start(other, 'pitr-refusals', new Date(Date.now() - 60_000))).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const viaOwnersService = await other.client.gql(START, { input: { serviceId: String(o.service.id), bucket: 'pitr-refusals', pointInTime: new Date(Date.now() - 60_000).toISOString() } });
    expect(viaOwnersService.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await other.client.gql(LIST, { serviceId: String(other.service.id), bucket: 'pitr-refusals' })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    // Versioning suspended before the job ran: it stops with the reason, and nothing is written.
    expect((await o.client.gql(VERSIONING, { input: { name: 'pitr-refusals', enabled: false } })).errors).toBeUndefined();
    await tick();
    const [job] = await restores(o, 'pitr-refusals');
    expect(job).toMatchObject({ status: 'FAILED', keysExamined: 0, error: 'Versioning of the bucket was suspended during the restore, so it stopped: nothing was replaced' });
    expect(await read(o, 'pitr-refusals', 'x.txt')).toBe('x');
    expect(await restores(o, 'pitr-refusals')).toHaveLength(1);
  });
});

const SCHEDULE = 'mutation ($input: SetSnapshotScheduleInput!) { setSnapshotSchedule(input: $input) { enabled retentionDays snapshots { onDemand objects bytes } } }';
const READ_SCHEDULE = 'query ($id: ID!) { snapshotSchedule(serviceId: $id) { enabled retentionDays snapshots { onDemand objects bytes } } }';
const TAKE = 'mutation ($id: ID!) { takeSnapshot(serviceId: $id) { snapshots { onDemand } } }';
const LIFECYCLE = 'query ($bucket: String!) { bucketLifecycle(bucket: $bucket) { rules { id } } }';
const PUT_LIFECYCLE = 'mutation ($input: PutBucketLifecycleInput!) { putBucketLifecycle(input: $input) { lifecycle { rules { id } } } }';

describe('daily snapshots on Ceph RGW', () => {
  const versioningOf = async (c: Customer, Bucket: string) => (await c.s3.send(new GetBucketVersioningCommand({ Bucket }))).Status;
  /** The bucket's lifecycle rules as RGW holds them: [id, noncurrent days]. */
  const rulesOf = async (c: Customer, Bucket: string) =>
    ((await c.s3.send(new GetBucketLifecycleConfigurationCommand({ Bucket }))).Rules ?? []).map((r) => [r.ID, r.NoncurrentVersionExpiration?.NoncurrentDays ?? null]).sort();

  it('versions every bucket of the service and keeps old versions by RGW’s lifecycle, beside the customer’s own rules, with a restore point a day', async () => {
    const o = await customer(5);
    const id = String(o.service.id);
    await versioned(o, 'snap-plain', false);
    await versioned(o, 'snap-rules', false);
    await put(o, 'snap-plain', 'a.txt', 'x'.repeat(1000));
    await put(o, 'snap-rules', 'b.txt', 'y'.repeat(500));
    const own = { id: 'old-logs', enabled: true, filter: { prefix: 'logs/' }, expiration: { days: 30 } };
    expect((await o.client.gql(PUT_LIFECYCLE, { input: { bucket: 'snap-rules', rules: [own] } })).errors).toBeUndefined();

    const on = await o.client.gql(SCHEDULE, { input: { serviceId: id, retentionDays: 7 } });
    expect(on.errors).toBeUndefined();
    // The first restore point at once, with what RGW holds for the service.
    expect(on.data.setSnapshotSchedule).toEqual({ enabled: true, retentionDays: 7, snapshots: [{ onDemand: false, objects: 2, bytes: 1500 }] });
    for (const b of ['snap-plain', 'snap-rules']) expect(await versioningOf(o, b)).toBe('Enabled');
    expect(await rulesOf(o, 'snap-plain')).toEqual([['daily-snapshots', 7]]);
    expect(await rulesOf(o, 'snap-rules')).toEqual([['daily-snapshots', 7], ['old-logs', null]]);
    // The console shows and edits the customer's rules only; the snapshots' rule stays.
    expect((await o.client.gql(LIFECYCLE, { bucket: 'snap-rules' })).data.bucketLifecycle.rules).toEqual([{ id: 'old-logs' }]);
    expect((await o.client.gql(PUT_LIFECYCLE, { input: { bucket: 'snap-rules', rules: [] } })).data.putBucketLifecycle.lifecycle.rules).toEqual([]);
    expect(await rulesOf(o, 'snap-rules')).toEqual([['daily-snapshots', 7]]);

    // Versioning stays on while the snapshots are.
    const suspend = await o.client.gql(VERSIONING, { input: { name: 'snap-plain', enabled: false } });
    expect(suspend.errors?.[0]).toMatchObject({ message: "Daily snapshots are on for this bucket's service, so its versioning stays 'Enabled'. Turn the snapshots off in the console first.", extensions: { code: 'CONFLICT' } });
    expect(await versioningOf(o, 'snap-plain')).toBe('Enabled');

    // A bucket made in the console now is versioned with the rule; one made with an S3 tool, and a rule an S3 tool replaced, are seen to by the next day's run.
    await versioned(o, 'snap-new', false);
    expect([await versioningOf(o, 'snap-new'), await rulesOf(o, 'snap-new')]).toEqual(['Enabled', [['daily-snapshots', 7]]]);
    await o.s3.send(new CreateBucketCommand({ Bucket: 'snap-tool' }));
    await o.s3.send(new PutBucketLifecycleConfigurationCommand({ Bucket: 'snap-plain', LifecycleConfiguration: { Rules: [{ ID: 'tmp', Status: 'Enabled', Filter: { Prefix: 'tmp/' }, Expiration: { Days: 1 } }] } }));
    const tomorrow = new Date(Date.now() + 86_400_000);
    const report = await cephSnapshotTick(server.db, adminOf(ceph), { now: tomorrow, dayMs: 86_400_000 });
    expect(report).toMatchObject({ leased: true, taken: 1, services: 1, reapplied: 2 });
    expect([await versioningOf(o, 'snap-tool'), await rulesOf(o, 'snap-tool')]).toEqual(['Enabled', [['daily-snapshots', 7]]]);
    expect(await rulesOf(o, 'snap-plain')).toEqual([['daily-snapshots', 7], ['tmp', null]]);
    // The same day again does nothing.
    expect(await cephSnapshotTick(server.db, adminOf(ceph), { now: tomorrow, dayMs: 86_400_000 })).toMatchObject({ taken: 0, services: 0 });

    // On demand, and a longer retention for every bucket.
    expect((await o.client.gql(TAKE, { id })).data.takeSnapshot.snapshots.map((s: { onDemand: boolean }) => s.onDemand).sort()).toEqual([false, false, true]);
    expect((await o.client.gql(SCHEDULE, { input: { serviceId: id, retentionDays: 30 } })).errors).toBeUndefined();
    for (const b of ['snap-plain', 'snap-rules', 'snap-new', 'snap-tool']) expect((await rulesOf(o, b)).find((r) => r[0] === 'daily-snapshots')).toEqual(['daily-snapshots', 30]);

    // Another customer neither reads nor changes the schedule.
    const other = await customer(6);
    expect((await other.client.gql(READ_SCHEDULE, { id })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await other.client.gql(SCHEDULE, { input: { serviceId: id, retentionDays: null } })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    // Off: no more restore points; what was kept still goes in time (the rule stays with its retention).
    expect((await o.client.gql(SCHEDULE, { input: { serviceId: id, retentionDays: null } })).data.setSnapshotSchedule).toMatchObject({ enabled: false });
    expect(await rulesOf(o, 'snap-new')).toEqual([['daily-snapshots', 30]]);
    expect((await o.client.gql(VERSIONING, { input: { name: 'snap-plain', enabled: false } })).errors).toBeUndefined();
    // The next day's run takes no restore point, keeps the rule, and leaves the suspension alone.
    const later = await cephSnapshotTick(server.db, adminOf(ceph), { now: new Date(Date.now() + 2 * 86_400_000), dayMs: 86_400_000 });
    expect(later).toMatchObject({ taken: 0, services: 1, reapplied: 0 });
    expect(await versioningOf(o, 'snap-plain')).toBe('Suspended');
    expect(await rulesOf(o, 'snap-plain')).toEqual([['daily-snapshots', 30], ['tmp', null]]);
  });
});
