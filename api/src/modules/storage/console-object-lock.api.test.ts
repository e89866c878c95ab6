import { PutObjectCommand } from '@aws-sdk/client-s3';
import { customer, startStorageWorld, type Customer, type StorageWorld } from './storage-test-kit';

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

const CREATE = `mutation ($input: CreateBucketInput!) { createBucket(input: $input) { bucket { name versioning objectLock { defaultRetention { mode days years } } } } }`;
const BUCKETS = `query ($id: ID!) { serviceBuckets(serviceId: $id) { buckets { name objectLock { defaultRetention { mode days } } } } }`;
const VERSIONS = `query ($bucket: String!, $key: String!) { objectVersions(bucket: $bucket, key: $key) { versions { versionId lockMode lockUntil legalHold locked retained } } }`;
const DELETE_VERSION = `mutation ($input: DeleteObjectVersionInput!) { deleteObjectVersion(input: $input) { versionId } }`;
const HOLD = `mutation ($input: SetObjectLegalHoldInput!) { setObjectLegalHold(input: $input) { version { versionId legalHold locked } } }`;
const EXTEND = `mutation ($input: ExtendObjectRetentionInput!) { extendObjectRetention(input: $input) { version { versionId lockMode lockUntil locked } } }`;
const DEFAULT = `mutation ($input: SetBucketDefaultRetentionInput!) { setBucketDefaultRetention(input: $input) { bucket { name objectLock { defaultRetention { mode days years } } } } }`;
const LOCKED = `query ($id: ID!) { serviceBuckets(serviceId: $id) { lockedData { until legalHold } } }`;
const EVENTS = '{ securityEvents(first: 50) { nodes { action actionCode } } }';
const DAY = 86_400_000;

type Version = { versionId: string; lockMode: string | null; lockUntil: string | null; legalHold: boolean; locked: boolean; retained: boolean };
const versionsOf = async (bucket: string, key: string) => (await owner.client.gql(VERSIONS, { bucket, key })).data.objectVersions.versions as Version[];
const actions = async () => ((await owner.client.gql(EVENTS)).data.securityEvents.nodes as { action: string; actionCode: string | null }[]);

describe('object lock in the console (GraphQL)', () => {
  it('creates a lock bucket, lists locked versions, refuses their delete, holds, extends and refuses a shorter date', async () => {
    const created = await owner.client.gql(CREATE, { input: { serviceId: String(owner.service.id), name: 'console-lock', objectLock: true, defaultRetention: { mode: 'GOVERNANCE', days: 1 } } });
    expect(created.errors).toBeUndefined();
    expect(created.data.createBucket.bucket).toEqual({ name: 'console-lock', versioning: 'ENABLED', objectLock: { defaultRetention: { mode: 'GOVERNANCE', days: 1, years: null } } });
    expect((await owner.client.gql(BUCKETS, { id: String(owner.service.id) })).data.serviceBuckets.buckets).toContainEqual({ name: 'console-lock', objectLock: { defaultRetention: { mode: 'GOVERNANCE', days: 1 } } });

    const before = Date.now();
    const put = await owner.s3().send(new PutObjectCommand({ Bucket: 'console-lock', Key: 'db/dump.sql', Body: 'dump' }));
    const [v] = await versionsOf('console-lock', 'db/dump.sql');
    expect(v).toMatchObject({ versionId: put.VersionId, lockMode: 'GOVERNANCE', legalHold: false, locked: true, retained: true });
    const until = new Date(v!.lockUntil!).getTime();
    expect(until).toBeGreaterThanOrEqual(before + DAY - 2000);
    expect(until).toBeLessThanOrEqual(Date.now() + DAY + 2000);

    // The console never bypasses GOVERNANCE: a locked version cannot be deleted, even with the word typed.
    const refused = await owner.client.gql(DELETE_VERSION, { input: { bucket: 'console-lock', key: 'db/dump.sql', versionId: put.VersionId, confirm: 'delete' } });
    expect(refused.errors?.[0]).toMatchObject({ message: 'Access Denied because object protected by object lock.', extensions: { code: 'FORBIDDEN' } });
    expect(await versionsOf('console-lock', 'db/dump.sql')).toHaveLength(1);

    // Legal hold on and off, written to the security log.
    const on = await owner.client.gql(HOLD, { input: { bucket: 'console-lock', key: 'db/dump.sql', versionId: put.VersionId, on: true } });
    expect(on.data.setObjectLegalHold.version).toEqual({ versionId: put.VersionId, legalHold: true, locked: true });
    const off = await owner.client.gql(HOLD, { input: { bucket: 'console-lock', key: 'db/dump.sql', versionId: put.VersionId, on: false } });
    expect(off.data.setObjectLegalHold.version.legalHold).toBe(false);
    expect(await actions()).toEqual(
      expect.arrayContaining([
        { action: `Legal hold put on version ${put.VersionId} of "db/dump.sql" in bucket "console-lock" in the console`, actionCode: 'eventLegalHoldOn' },
        { action: `Legal hold removed from version ${put.VersionId} of "db/dump.sql" in bucket "console-lock" in the console`, actionCode: 'eventLegalHoldOff' },
      ]),
    );

    // Extend by a week; a shorter date afterwards is refused with the domain's message.
    const later = new Date(until + 7 * DAY).toISOString();
    const extended = await owner.client.gql(EXTEND, { input: { bucket: 'console-lock', key: 'db/dump.sql', versionId: put.VersionId, mode: 'GOVERNANCE', until: later } });
    expect(extended.errors).toBeUndefined();
    expect(extended.data.extendObjectRetention.version).toEqual({ versionId: put.VersionId, lockMode: 'GOVERNANCE', lockUntil: later, locked: true });
    const shorter = await owner.client.gql(EXTEND, { input: { bucket: 'console-lock', key: 'db/dump.sql', versionId: put.VersionId, mode: 'GOVERNANCE', until: new Date(until).toISOString() } });
    expect(shorter.errors?.[0]).toMatchObject({ message: 'Access Denied because object protected by object lock.', extensions: { code: 'FORBIDDEN' } });
    expect((await versionsOf('console-lock', 'db/dump.sql'))[0]!.lockUntil).toBe(later);

    // What the cancel dialog shows before the server refuses: the same last retention day.
    expect((await owner.client.gql(LOCKED, { id: String(owner.service.id) })).data.serviceBuckets.lockedData).toEqual({ until: later, legalHold: false });
    expect((await other.client.gql(LOCKED, { id: String(other.service.id) })).data.serviceBuckets.lockedData).toBeNull();
    const refusedCancel = await owner.client.gql(`mutation ($input: CancelCloudStorageServiceInput!) { cancelCloudStorageService(input: $input) { billingEndsAt } }`, { input: { id: String(owner.service.id), confirmName: owner.service.name, deleteData: true } });
    expect(refusedCancel.errors?.[0]?.message).toContain(`until ${later.slice(0, 10)} (UTC)`);
  });

  it('sets and clears the default retention of a versioned bucket (turning lock on), and refuses it on an unversioned one', async () => {
    await owner.client.gql(CREATE, { input: { serviceId: String(owner.service.id), name: 'console-plain' } });
    const unversioned = await owner.client.gql(DEFAULT, { input: { name: 'console-plain', mode: 'COMPLIANCE', days: 7 } });
    expect(unversioned.errors?.[0]).toMatchObject({ message: "Versioning must be 'Enabled' on the bucket to apply a Object Lock configuration", extensions: { code: 'CONFLICT' } });
    await owner.client.gql(`mutation { setBucketVersioning(input: { name: "console-plain", enabled: true }) { bucket { name } } }`);
    const set = await owner.client.gql(DEFAULT, { input: { name: 'console-plain', mode: 'COMPLIANCE', days: 7 } });
    expect(set.data.setBucketDefaultRetention.bucket.objectLock).toEqual({ defaultRetention: { mode: 'COMPLIANCE', days: 7, years: null } });
    const years = await owner.client.gql(DEFAULT, { input: { name: 'console-plain', mode: 'GOVERNANCE', years: 1 } });
    expect(years.data.setBucketDefaultRetention.bucket.objectLock).toEqual({ defaultRetention: { mode: 'GOVERNANCE', days: null, years: 1 } });
    const cleared = await owner.client.gql(DEFAULT, { input: { name: 'console-plain' } });
    expect(cleared.data.setBucketDefaultRetention.bucket.objectLock).toEqual({ defaultRetention: null });
    expect(await actions()).toEqual(
      expect.arrayContaining([
        { action: 'Object lock default retention of bucket "console-plain" set to 7 days COMPLIANCE in the console', actionCode: 'eventLockDefaultDays' },
        { action: 'Object lock default retention of bucket "console-plain" removed in the console (object lock stays on)', actionCode: 'eventLockDefaultCleared' },
      ]),
    );
    const both = await owner.client.gql(DEFAULT, { input: { name: 'console-plain', mode: 'GOVERNANCE', days: 1, years: 1 } });
    expect(both.errors?.[0]).toMatchObject({ message: 'Give a mode with days or years, or neither to clear the default retention', extensions: { code: 'BAD_USER_INPUT', field: 'days' } });
    const tooLong = await owner.client.gql(CREATE, { input: { serviceId: String(owner.service.id), name: 'console-long', objectLock: true, defaultRetention: { mode: 'GOVERNANCE', days: 40000 } } });
    expect(tooLong.errors?.[0]).toMatchObject({ message: 'Enter a whole number of days from 1 to 36500', extensions: { code: 'BAD_USER_INPUT' } });
    const noLock = await owner.client.gql(CREATE, { input: { serviceId: String(owner.service.id), name: 'console-long', defaultRetention: { mode: 'GOVERNANCE', days: 3 } } });
    expect(noLock.errors?.[0]).toMatchObject({ message: 'A default retention needs object lock', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('tells a retention that has run out from a legal hold: the version stays locked by its hold alone', async () => {
    await owner.client.gql(CREATE, { input: { serviceId: String(owner.service.id), name: 'console-hold', objectLock: true } });
    const put = await owner.s3().send(new PutObjectCommand({ Bucket: 'console-hold', Key: 'evidence.pdf', Body: 'pdf', ObjectLockMode: 'GOVERNANCE', ObjectLockRetainUntilDate: new Date(Date.now() + 2000), ObjectLockLegalHoldStatus: 'ON' }));
    expect((await versionsOf('console-hold', 'evidence.pdf'))[0]).toMatchObject({ versionId: put.VersionId, retained: true, legalHold: true, locked: true });
    await new Promise((r) => setTimeout(r, 2500));
    expect((await versionsOf('console-hold', 'evidence.pdf'))[0]).toMatchObject({ versionId: put.VersionId, lockMode: 'GOVERNANCE', retained: false, legalHold: true, locked: true });
    await owner.client.gql(HOLD, { input: { bucket: 'console-hold', key: 'evidence.pdf', versionId: put.VersionId, on: false } });
    expect((await versionsOf('console-hold', 'evidence.pdf'))[0]).toMatchObject({ retained: false, legalHold: false, locked: false });
  });

  it("refuses another customer's bucket", async () => {
    const foreign = await other.client.gql(DEFAULT, { input: { name: 'console-lock', mode: 'GOVERNANCE', days: 1 } });
    expect(foreign.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const hold = await other.client.gql(HOLD, { input: { bucket: 'console-lock', key: 'db/dump.sql', versionId: 'A'.repeat(32), on: false } });
    expect(hold.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
