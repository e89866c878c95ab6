import { CreateBucketCommand, GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { customer, startStorageWorld, type Customer, type StorageWorld } from './storage-test-kit';

jest.setTimeout(60_000);

let world: StorageWorld;
let owner: Customer;
let other: Customer;
beforeAll(async () => {
  world = await startStorageWorld();
  owner = await customer(world, 1);
  other = await customer(world, 2);
  await owner.s3().send(new CreateBucketCommand({ Bucket: 'console-ver' }));
});
afterAll(() => world.close());

const SET = `mutation ($input: SetBucketVersioningInput!) { setBucketVersioning(input: $input) { bucket { name versioning isPublic } } }`;
const VERSIONS = `query ($bucket: String!, $key: String!) { objectVersions(bucket: $bucket, key: $key) { bucket key versions { versionId isLatest deleteMarker size etag lastModified } } }`;
const DELETE_VERSION = `mutation ($input: DeleteObjectVersionInput!) { deleteObjectVersion(input: $input) { versionId deleteMarker } }`;
const RESTORE = `mutation ($input: PresignVersionRestoreInput!) { presignVersionRestore(input: $input) { url method headers { name value } expiresAt } }`;
const PRESIGN = `mutation ($input: PresignObjectUrlInput!) { presignObjectUrl(input: $input) { url } }`;
const BUCKETS = `query ($id: ID!) { serviceBuckets(serviceId: $id) { buckets { name versioning } } }`;
const EVENTS = '{ securityEvents(first: 50) { nodes { action actionCode } } }';

type Version = { versionId: string; isLatest: boolean; deleteMarker: boolean; size: number; etag: string | null };
const versionsOf = async (key: string) => ((await owner.client.gql(VERSIONS, { bucket: 'console-ver', key })).data.objectVersions.versions as Version[]);
const read = async (key: string) => (await owner.s3().send(new GetObjectCommand({ Bucket: 'console-ver', Key: key }))).Body!.transformToString();

describe('versioning in the console (GraphQL)', () => {
  it('switches versioning on and off, lists, deletes with type-to-confirm and restores a version through a presigned copy', async () => {
    const on = await owner.client.gql(SET, { input: { name: 'console-ver', enabled: true } });
    expect(on.data.setBucketVersioning.bucket).toEqual({ name: 'console-ver', versioning: 'ENABLED', isPublic: false });
    expect((await owner.client.gql(BUCKETS, { id: String(owner.service.id) })).data.serviceBuckets.buckets).toEqual([{ name: 'console-ver', versioning: 'ENABLED' }]);
    const events = (await owner.client.gql(EVENTS)).data.securityEvents.nodes as { action: string; actionCode: string | null }[];
    expect(events).toContainEqual({ action: 'Versioning of bucket "console-ver" enabled in the console', actionCode: 'eventVersioningEnabled' });

    const s3 = owner.s3();
    const first = await s3.send(new PutObjectCommand({ Bucket: 'console-ver', Key: 'notes/plan.txt', Body: 'plan A' }));
    const second = await s3.send(new PutObjectCommand({ Bucket: 'console-ver', Key: 'notes/plan.txt', Body: 'plan B, longer' }));
    expect((await versionsOf('notes/plan.txt')).map((v) => [v.versionId, v.isLatest, v.size])).toEqual([
      [second.VersionId, true, 14],
      [first.VersionId, false, 6],
    ]);

    // A download link of the old version reads the old bytes.
    const link = await owner.client.gql(PRESIGN, { input: { bucket: 'console-ver', key: 'notes/plan.txt', method: 'GET', versionId: first.VersionId } });
    expect(await (await fetch(link.data.presignObjectUrl.url)).text()).toBe('plan A');

    // Restore: the browser sends the presigned CopyObject with its signed header; the old bytes become a new current version.
    const restore = (await owner.client.gql(RESTORE, { input: { bucket: 'console-ver', key: 'notes/plan.txt', versionId: first.VersionId } })).data.presignVersionRestore;
    expect(restore.method).toBe('PUT');
    const headers = Object.fromEntries(restore.headers.map((h: { name: string; value: string }) => [h.name, h.value]));
    // Without its signed header the link is refused: it can do exactly this copy and nothing else.
    expect((await fetch(restore.url, { method: 'PUT' })).status).toBe(403);
    const copied = await fetch(restore.url, { method: 'PUT', headers });
    expect(copied.status).toBe(200);
    expect(copied.headers.get('x-amz-copy-source-version-id')).toBe(first.VersionId);
    expect(await read('notes/plan.txt')).toBe('plan A');
    const after = await versionsOf('notes/plan.txt');
    expect(after).toHaveLength(3);
    expect(after[0]).toMatchObject({ versionId: copied.headers.get('x-amz-version-id'), isLatest: true, size: 6 });

    // Deleting a version with data needs the word; a marker does not.
    const refused = await owner.client.gql(DELETE_VERSION, { input: { bucket: 'console-ver', key: 'notes/plan.txt', versionId: second.VersionId } });
    expect(refused.errors?.[0]).toMatchObject({ message: 'Type delete to confirm: a deleted version cannot be recovered', extensions: { code: 'BAD_USER_INPUT', field: 'confirm' } });
    expect(await versionsOf('notes/plan.txt')).toHaveLength(3);
    const gone = await owner.client.gql(DELETE_VERSION, { input: { bucket: 'console-ver', key: 'notes/plan.txt', versionId: second.VersionId, confirm: 'delete' } });
    expect(gone.data.deleteObjectVersion).toEqual({ versionId: second.VersionId, deleteMarker: false });
    expect((await versionsOf('notes/plan.txt')).map((v) => v.versionId)).not.toContain(second.VersionId);

    // The console's delete leaves a marker; removing the marker brings the object back.
    await owner.client.gql(`mutation ($input: DeleteObjectInput!) { deleteObject(input: $input) { success } }`, { input: { bucket: 'console-ver', key: 'notes/plan.txt' } });
    const marker = (await versionsOf('notes/plan.txt'))[0]!;
    expect(marker).toMatchObject({ isLatest: true, deleteMarker: true, etag: null, size: 0 });
    const restoreMarker = await owner.client.gql(RESTORE, { input: { bucket: 'console-ver', key: 'notes/plan.txt', versionId: marker.versionId } });
    expect(restoreMarker.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const undelete = await owner.client.gql(DELETE_VERSION, { input: { bucket: 'console-ver', key: 'notes/plan.txt', versionId: marker.versionId } });
    expect(undelete.data.deleteObjectVersion).toEqual({ versionId: marker.versionId, deleteMarker: true });
    expect(await read('notes/plan.txt')).toBe('plan A');

    // "Show deleted objects": a folder whose only object is deleted is still reachable, and lists it.
    await owner.client.gql(`mutation ($input: DeleteObjectInput!) { deleteObject(input: $input) { success } }`, { input: { bucket: 'console-ver', key: 'notes/plan.txt' } });
    const DELETED = `query ($bucket: String!, $prefix: String) { deletedObjects(bucket: $bucket, prefix: $prefix) { folders objects { key markerVersionId size } truncated } }`;
    expect((await owner.client.gql(DELETED, { bucket: 'console-ver', prefix: '' })).data.deletedObjects).toEqual({ folders: ['notes/'], objects: [], truncated: false });
    const inFolder = (await owner.client.gql(DELETED, { bucket: 'console-ver', prefix: 'notes/' })).data.deletedObjects;
    const newMarker = (await versionsOf('notes/plan.txt'))[0]!;
    expect(inFolder).toEqual({ folders: [], objects: [{ key: 'notes/plan.txt', markerVersionId: newMarker.versionId, size: 6 }], truncated: false });

    const off = await owner.client.gql(SET, { input: { name: 'console-ver', enabled: false } });
    expect(off.data.setBucketVersioning.bucket.versioning).toBe('SUSPENDED');
  });

  it("refuses another customer's bucket and bad version ids", async () => {
    const foreign = await other.client.gql(VERSIONS, { bucket: 'console-ver', key: 'notes/plan.txt' });
    expect(foreign.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const switched = await other.client.gql(SET, { input: { name: 'console-ver', enabled: false } });
    expect(switched.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const bad = await owner.client.gql(DELETE_VERSION, { input: { bucket: 'console-ver', key: 'notes/plan.txt', versionId: '../etc' } });
    expect(bad.errors?.[0]).toMatchObject({ message: 'That is not a version id of this object', extensions: { code: 'BAD_USER_INPUT' } });
    const missing = await owner.client.gql(DELETE_VERSION, { input: { bucket: 'console-ver', key: 'notes/plan.txt', versionId: 'B'.repeat(32), confirm: 'delete' } });
    expect(missing.errors?.[0]).toMatchObject({ message: 'Version not found', extensions: { code: 'NOT_FOUND' } });
  });
});
