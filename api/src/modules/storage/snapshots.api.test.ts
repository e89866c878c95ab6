import {
  CreateBucketCommand,
  DeleteObjectCommand,
  GetBucketVersioningCommand,
  GetObjectCommand,
  ListObjectVersionsCommand,
  PutBucketVersioningCommand,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { CloudStorageServiceEntity } from '../services';
import { DAY_MS } from './domain/lifecycle-rules';
import { restoreTick } from './domain/restore-run';
import { snapshotTick } from './domain/snapshot-run';
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

const SCHEDULE = `query ($serviceId: ID!) { snapshotSchedule(serviceId: $serviceId) { serviceId enabled retentionDays enabledAt nextSnapshotAt snapshots { id takenAt expiresAt objects bytes } } }`;
const SET = `mutation ($input: SetSnapshotScheduleInput!) { setSnapshotSchedule(input: $input) { enabled retentionDays nextSnapshotAt snapshots { takenAt expiresAt objects bytes } } }`;
const START = `mutation ($input: StartBucketRestoreInput!) { startBucketRestore(input: $input) { restore { id status } } }`;
const EVENTS = '{ securityEvents(first: 50) { nodes { action } } }';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const set = (c: Customer, retentionDays: number | null, serviceId = String(c.service.id)) => c.client.gql(SET, { input: { serviceId, retentionDays } });
const put = (Bucket: string, Key: string, Body: string) => s3.send(new PutObjectCommand({ Bucket, Key, Body }));
const read = async (Bucket: string, Key: string) => (await s3.send(new GetObjectCommand({ Bucket, Key }))).Body!.transformToString();
const versioning = async (Bucket: string) => (await s3.send(new GetBucketVersioningCommand({ Bucket }))).Status;
const used = async () => Number((await world.server.db.getRepository(ServiceStorageUsageEntity).findOneByOrFail({ serviceId: owner.service.id })).usedBytes);
const tick = (now: Date) => snapshotTick(world.server.db, world.s3.blobs, { now, dayMs: DAY_MS });
const versionsOf = async (Bucket: string, Prefix: string) => {
  const out = await s3.send(new ListObjectVersionsCommand({ Bucket, Prefix }));
  return { versions: out.Versions ?? [], markers: out.DeleteMarkers ?? [] };
};
/** The next 3:00 UTC after `t`, worked out here from the calendar. */
const next3am = (t: Date) => {
  const d = new Date(Date.UTC(t.getUTCFullYear(), t.getUTCMonth(), t.getUTCDate(), 3));
  return d > t ? d : new Date(d.getTime() + DAY_MS);
};

describe('daily snapshots of an Object Storage service', () => {
  it('turns versioning on for every bucket, takes a first snapshot at once, and restores a bucket to it byte for byte', async () => {
    await s3.send(new CreateBucketCommand({ Bucket: 'snap-main' }));
    await put('snap-main', 'a.txt', 'alpha one');
    await put('snap-main', 'b.txt', 'bravo');
    expect(await versioning('snap-main')).toBeUndefined();

    const before = new Date();
    const on = (await set(owner, 30)).data.setSnapshotSchedule;
    expect(on.enabled).toBe(true);
    expect(on.retentionDays).toBe(30);
    expect(new Date(on.nextSnapshotAt).getTime()).toBe(next3am(new Date()).getTime());
    expect(on.snapshots).toHaveLength(1);
    const [first] = on.snapshots;
    expect(first.objects).toBe(2);
    expect(first.bytes).toBe('alpha one'.length + 'bravo'.length);
    expect(new Date(first.takenAt).getTime()).toBeGreaterThanOrEqual(before.getTime());
    expect(new Date(first.expiresAt).getTime() - new Date(first.takenAt).getTime()).toBe(30 * DAY_MS);
    expect(await versioning('snap-main')).toBe('Enabled');

    // A bucket made later (through S3) is versioned from its start, and none can be suspended.
    await s3.send(new CreateBucketCommand({ Bucket: 'snap-later' }));
    expect(await versioning('snap-later')).toBe('Enabled');
    expect(await s3Failure(s3.send(new PutBucketVersioningCommand({ Bucket: 'snap-main', VersioningConfiguration: { Status: 'Suspended' } })))).toEqual(['InvalidBucketState', 409]);
    expect(await versioning('snap-main')).toBe('Enabled');

    // After the snapshot: a change and a delete; both are undone by a restore to the snapshot.
    await sleep(25);
    await put('snap-main', 'a.txt', 'alpha two, longer');
    await s3.send(new DeleteObjectCommand({ Bucket: 'snap-main', Key: 'b.txt' }));
    const started = await owner.client.gql(START, { input: { serviceId: String(owner.service.id), bucket: 'snap-main', pointInTime: first.takenAt } });
    expect(started.errors).toBeUndefined();
    expect(await restoreTick(world.server.db, world.s3.blobs)).toEqual({ leased: true, finished: 1 });
    expect(await read('snap-main', 'a.txt')).toBe('alpha one');
    expect(await read('snap-main', 'b.txt')).toBe('bravo');

    const events = (await owner.client.gql(EVENTS)).data.securityEvents.nodes.map((e: { action: string }) => e.action);
    expect(events).toContain(`Daily snapshots of service "${owner.service.name}" turned on in the console, kept 30 days`);
  });

  it('takes one snapshot a day at 3:00 UTC and removes replaced versions, and snapshots, once their days are up', async () => {
    await s3.send(new CreateBucketCommand({ Bucket: 'snap-days' }));
    // From 30 days to 7 destroys versions sooner: refused without the typed word, nothing changed.
    const unconfirmed = await set(owner, 7);
    expect(unconfirmed.errors?.[0]).toMatchObject({ message: 'Type delete to confirm: versions kept longer than the new retention are removed at the next run and cannot be recovered', extensions: { code: 'BAD_USER_INPUT', field: 'confirm' } });
    expect((await owner.client.gql(SCHEDULE, { serviceId: String(owner.service.id) })).data.snapshotSchedule.retentionDays).toBe(30);
    const shortened = await owner.client.gql(SET, { input: { serviceId: String(owner.service.id), retentionDays: 7, confirm: 'delete' } });
    expect(shortened.data.setSnapshotSchedule).toMatchObject({ enabled: true, retentionDays: 7 });
    // Every restore point now lasts 7 days from when it was taken.
    for (const s of shortened.data.setSnapshotSchedule.snapshots) expect(new Date(s.expiresAt).getTime() - new Date(s.takenAt).getTime()).toBe(7 * DAY_MS);
    await put('snap-days', 'k.txt', 'version one');
    await put('snap-days', 'k.txt', 'version two!');
    const now = Date.now();
    const bytesBefore = await used();

    // Two days on: a new snapshot, and the replaced version is still kept (7 days).
    const day2 = await tick(new Date(next3am(new Date(now + DAY_MS)).getTime() + 60_000));
    expect(day2).toMatchObject({ leased: true, taken: 1, noncurrent: 0 });
    expect((await tick(new Date(next3am(new Date(now + DAY_MS)).getTime() + 120_000))).taken).toBe(0); // once a day
    expect((await versionsOf('snap-days', 'k.txt')).versions).toHaveLength(2);

    // Nine days on: the replaced version's 7 days are up; it goes, and its bytes leave the ledger.
    // Everything replaced so far in the service's buckets (here and in the first test) is then older than 7 days.
    let noncurrentBytes = 0;
    for (const bucket of ['snap-main', 'snap-later', 'snap-days']) {
      const { versions, markers } = await versionsOf(bucket, '');
      noncurrentBytes += versions.filter((v) => !v.IsLatest).reduce((sum, v) => sum + v.Size!, 0) + markers.filter((m) => !m.IsLatest).reduce((sum, m) => sum + Buffer.byteLength(m.Key!), 0);
    }
    expect(noncurrentBytes).toBeGreaterThanOrEqual('version one'.length);
    const day9 = await tick(new Date(next3am(new Date(now + 8 * DAY_MS)).getTime() + 60_000));
    expect(day9.noncurrent).toBeGreaterThanOrEqual(1);
    expect((await versionsOf('snap-days', 'k.txt')).versions.map((v) => v.Size)).toEqual(['version two!'.length]);
    expect(await used()).toBe(bytesBefore - noncurrentBytes);
    expect(await read('snap-main', 'a.txt')).toBe('alpha one');
    expect(await read('snap-days', 'k.txt')).toBe('version two!');
    // The snapshots taken more than 7 days before are gone from the list.
    expect(day9.expired).toBeGreaterThanOrEqual(1);
  });

  it('takes a snapshot on demand while the snapshots are on, at most 10 in 24 hours', async () => {
    const TAKE = `mutation ($serviceId: ID!) { takeSnapshot(serviceId: $serviceId) { snapshots { onDemand objects bytes } } }`;
    const serviceId = String(owner.service.id);
    const first = await owner.client.gql(TAKE, { serviceId });
    expect(first.errors).toBeUndefined();
    const taken = first.data.takeSnapshot.snapshots.filter((s: { onDemand: boolean }) => s.onDemand);
    expect(taken).toHaveLength(1);
    // What the service's three buckets hold now: a.txt and b.txt (restored) in snap-main, k.txt in snap-days.
    expect(taken[0]).toMatchObject({ objects: 3, bytes: 'alpha one'.length + 'bravo'.length + 'version two!'.length });
    for (let i = 1; i < 10; i++) expect((await owner.client.gql(TAKE, { serviceId })).errors).toBeUndefined();
    const refused = await owner.client.gql(TAKE, { serviceId });
    expect(refused.errors?.[0]).toMatchObject({ message: 'At most 10 snapshots on demand in 24 hours: the daily ones go on as scheduled', extensions: { code: 'BAD_USER_INPUT' } });
    expect((await other.client.gql(TAKE, { serviceId })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await other.client.gql(TAKE, { serviceId: String(other.service.id) })).errors?.[0]?.message).toBe('Turn daily snapshots on first: their retention keeps the versions a snapshot needs');
  });

  it('snapshots on demand requested all at once still stop at 10 (the count is taken under a lock; raced on PostgreSQL in CI)', async () => {
    const TAKE = `mutation ($serviceId: ID!) { takeSnapshot(serviceId: $serviceId) { snapshots { onDemand } } }`;
    const racer = await customer(world, 5);
    const serviceId = String(racer.service.id);
    expect((await set(racer, 7)).errors).toBeUndefined();
    const answers = await Promise.all(Array.from({ length: 14 }, () => racer.client.gql(TAKE, { serviceId })));
    const refused = answers.filter((a) => a.errors);
    expect(answers.length - refused.length).toBe(10);
    expect(refused.map((a) => a.errors![0]!.message)).toEqual(Array(4).fill('At most 10 snapshots on demand in 24 hours: the daily ones go on as scheduled'));
    const kept = (await racer.client.gql(SCHEDULE, { serviceId })).data.snapshotSchedule.snapshots;
    // The first (daily) snapshot taken when they were turned on, and the 10 on demand.
    expect(kept).toHaveLength(11);
  });

  it('turns off: versioning may then be suspended, and the change is in the security log', async () => {
    const off = (await set(owner, null)).data.setSnapshotSchedule;
    expect(off).toMatchObject({ enabled: false, retentionDays: 7, nextSnapshotAt: null });
    await s3.send(new PutBucketVersioningCommand({ Bucket: 'snap-main', VersioningConfiguration: { Status: 'Suspended' } }));
    expect(await versioning('snap-main')).toBe('Suspended');
    const events = (await owner.client.gql(EVENTS)).data.securityEvents.nodes.map((e: { action: string }) => e.action);
    expect(events).toContain(`Daily snapshots of service "${owner.service.name}" turned off in the console`);
    // Suspending versioning with a key lets overwrites destroy old versions: it is on the security page too.
    await world.s3.settled();
    const after = (await owner.client.gql(EVENTS)).data.securityEvents.nodes.map((e: { action: string }) => e.action);
    expect(after).toContain(`Versioning of bucket "snap-main" changed with access key ${owner.key.accessKeyId}`);
    const read = (await owner.client.gql(SCHEDULE, { serviceId: String(owner.service.id) })).data.snapshotSchedule;
    expect(read.enabled).toBe(false);
  });

  it('refuses other retentions, other customers and Backup Storage services', async () => {
    const bad = await set(other, 10);
    expect(bad.errors?.[0]).toMatchObject({ message: 'Snapshots are kept 7, 30 or 365 days', extensions: { code: 'BAD_USER_INPUT' } });
    const foreign = await set(other, 7, String(owner.service.id));
    expect(foreign.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await other.client.gql(SCHEDULE, { serviceId: String(owner.service.id) })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const backup = await customer(world, 3, { serviceType: 'Backup Storage' });
    const refused = await set(backup, 30);
    expect(refused.errors?.[0]?.message).toBe('Daily snapshots are for Object Storage services: a Backup Storage service already keeps every version under its retention');
    expect((await other.client.gql(SCHEDULE, { serviceId: String(other.service.id) })).data.snapshotSchedule).toMatchObject({ enabled: false, retentionDays: null, snapshots: [] });
  });

  it('a cancelled service takes no more snapshots, and none can be turned on for it', async () => {
    const leaving = await customer(world, 4);
    expect((await set(leaving, 7)).data.setSnapshotSchedule.snapshots).toHaveLength(1);
    await world.server.db.getRepository(CloudStorageServiceEntity).update({ id: leaving.service.id }, { status: 'cancelled' });
    const serviceId = String(leaving.service.id);
    expect((await leaving.client.gql(SCHEDULE, { serviceId })).data.snapshotSchedule).toMatchObject({ enabled: false, nextSnapshotAt: null });
    // The next day's run records nothing for it.
    await tick(new Date(next3am(new Date(Date.now() + DAY_MS)).getTime() + 60_000));
    expect((await leaving.client.gql(SCHEDULE, { serviceId })).data.snapshotSchedule.snapshots).toHaveLength(1);
    expect((await set(leaving, 30)).errors?.[0]?.message).toBe('Daily snapshots cannot be turned on for a cancelled service');
  });
});
