import type { CephCluster } from '../../../../test/ceph-cluster';
import type { TestServer } from '../../../../test/harness';
import { config, resetConfig } from '../../../../config/config';
import { startCephFront } from './front';
import { portalOrigins } from '../../s3/cors';
import { SecurityEventEntity } from '../../../audit';
import { actorOf } from '../../../caller';
import { consoleCredential, revokeConsoleLinks } from '../../console/credential';
import { DeleteObjectCommand, GetBucketLifecycleConfigurationCommand, GetObjectCommand, ListObjectsV2Command, S3Client, GetObjectLegalHoldCommand, GetObjectLockConfigurationCommand, GetObjectRetentionCommand, GetObjectTaggingCommand, PutBucketLifecycleConfigurationCommand, PutBucketPolicyCommand, PutObjectCommand, PutObjectTaggingCommand } from '@aws-sdk/client-s3';
import { adminOf, cephPortalPerFile, customerWithService, eventually, rgwS3, s3Code } from './ceph-test-kit';
import { newKey } from '../../storage-test-kit';
import { withConsoleCors } from './console';
import { cephReconcileTick, newReconcileState } from './reconcile-run';
import { cephMeteringTick, newCephMeteringState } from './metering';
import { CephBucketPlacementEntity } from '../../entities/ceph-bucket-placement.entity';
import { CloudStorageServiceEntity } from '../../../services';
import { UsageRecordEntity } from '../../../metering';
import { InvoiceEntity } from '../../../billing/invoice.entity';

/**
 * What only the Ceph plane's bucket browser has. The browser's own flow (create, presigned upload
 * from the portal's origin, list, download, delete, another customer finds nothing) is
 * console.api.test.ts, which runs on both planes (the api-ceph project). Here: the console's CORS
 * rule kept beside the customer's, RGW down, and revoking console links, which rotates the
 * customer's console credential (a subuser on RGW) and so ends the earlier links.
 */
jest.setTimeout(180_000);

const world = cephPortalPerFile();
let ceph: CephCluster;
let server: TestServer;
beforeAll(() => {
  ({ ceph, server } = world);
});

const OBJECTS = 'query ($bucket: String!, $prefix: String, $after: String, $first: Int) { bucketObjects(bucket: $bucket, prefix: $prefix, after: $after, first: $first) { prefix folders objects { key size etag } nextCursor } }';
const PRESIGN = 'mutation ($input: PresignObjectUrlInput!) { presignObjectUrl(input: $input) { url method expiresAt } }';
const BUCKETS = 'query ($id: ID!) { serviceBuckets(serviceId: $id) { buckets { name } } }';
const DELETE_BUCKET = 'mutation ($input: DeleteBucketInput!) { deleteBucket(input: $input) { name deletedObjects } }';
const CREATE = 'mutation ($input: CreateBucketInput!) { createBucket(input: $input) { bucket { name serviceId objectCount } } }';

describe('the bucket browser on Ceph RGW', () => {
  it('keeps the customer’s own CORS rules beside the console’s', () => {
    const theirs = { allowedOrigins: ['https://shop.example.co.ke'], allowedMethods: ['GET'], allowedHeaders: [], exposeHeaders: [] };
    const origins = ['https://portal.example.co.ke'];
    const merged = withConsoleCors([theirs], origins)!;
    expect(merged).toEqual([theirs, { id: 'mawingu-console', allowedOrigins: origins, allowedMethods: ['GET', 'PUT', 'HEAD'], allowedHeaders: ['*'], exposeHeaders: ['ETag'], maxAgeSeconds: 600 }]);
    // Already covered: nothing to write.
    expect(withConsoleCors(merged, origins)).toBeNull();
  });

  it('lists and meters a bucket under the service it was created in, with two Object Storage services', async () => {
    const e = await customerWithService(server, 5, 5);
    const { id: _first, ...copy } = e.service;
    const second = await server.db.getRepository(CloudStorageServiceEntity).save({ ...copy, name: 'Storage 5b', bucket: 'svc-5b-namespace', startDate: new Date(), updatedAt: new Date() });
    const created = await e.client.gql(CREATE, { input: { serviceId: String(second.id), name: 'second-home' } });
    expect(created.data.createBucket.bucket).toEqual({ name: 'second-home', serviceId: String(second.id), objectCount: 0 });
    const put = (await e.client.gql(PRESIGN, { input: { bucket: 'second-home', key: 'a.bin', method: 'PUT' } })).data.presignObjectUrl;
    expect((await fetch(put.url, { method: 'PUT', body: Buffer.alloc(1234, 'a') })).status).toBe(200);

    const namesIn = async (id: number) => ((await e.client.gql(BUCKETS, { id: String(id) })).data.serviceBuckets.buckets as { name: string }[]).map((b) => b.name);
    expect(await namesIn(second.id)).toEqual(['second-home']);
    expect(await namesIn(e.service.id)).toEqual([]);
    // The metering job bills it to the service it was created in, not the customer's oldest.
    await cephMeteringTick(server.db, adminOf(ceph), newCephMeteringState());
    const stored = async (serviceId: number) => Number((await server.db.getRepository(UsageRecordEntity).findOne({ where: { serviceId }, order: { hourIndex: 'DESC' } }))?.storedGb ?? 0);
    expect(await eventually(() => stored(second.id), (gb) => gb > 0)).toBeCloseTo(1234 / 2 ** 30, 12);
    expect(await stored(e.service.id)).toBe(0);

    expect((await e.client.gql(DELETE_BUCKET, { input: { name: 'second-home', force: true } })).errors).toBeUndefined();
    expect(await server.db.getRepository(CephBucketPlacementEntity).countBy({ userId: e.user.id })).toBe(0);
  });

  it('a bucket of a disabled service is closed on RGW and the console says which service, while the other service’s buckets work', async () => {
    const f = await customerWithService(server, 12, 5);
    const { id: _first, ...copy } = f.service;
    const second = await server.db.getRepository(CloudStorageServiceEntity).save({ ...copy, name: 'Storage 12b', bucket: 'svc-12b-namespace', startDate: new Date(), updatedAt: new Date() });
    for (const [serviceId, name] of [
      [f.service.id, 'daily-work'],
      [second.id, 'held-back'],
    ] as const)
      expect((await f.client.gql(CREATE, { input: { serviceId: String(serviceId), name } })).errors).toBeUndefined();
    await server.db.getRepository(CloudStorageServiceEntity).update({ id: second.id }, { status: 'disabled' });
    await cephReconcileTick(server.db, adminOf(ceph), newReconcileState());

    const list = await eventually(
      () => f.client.gql(OBJECTS, { bucket: 'held-back' }),
      (r) => Boolean(r.errors),
    );
    const refusal = { message: 'The service "Storage 12b" that holds this bucket is disabled: access is suspended.', extensions: { code: 'FORBIDDEN' } };
    expect(list.errors?.[0]).toMatchObject(refusal);
    expect((await f.client.gql(PRESIGN, { input: { bucket: 'held-back', key: 'a.bin', method: 'PUT' } })).errors?.[0]).toMatchObject(refusal);
    expect((await f.client.gql(OBJECTS, { bucket: 'daily-work' })).errors).toBeUndefined();

    await server.db.getRepository(CloudStorageServiceEntity).update({ id: second.id }, { status: 'active' });
    await cephReconcileTick(server.db, adminOf(ceph), newReconcileState());
    expect((await eventually(() => f.client.gql(OBJECTS, { bucket: 'held-back' }), (r) => !r.errors)).data.bucketObjects.objects).toEqual([]);
  });

  it('an invoice unpaid 14 days past its due date closes the storage on RGW, and the console names the invoice until it is paid', async () => {
    const g = await customerWithService(server, 13, 5);
    expect((await g.client.gql(CREATE, { input: { serviceId: String(g.service.id), name: 'ankara-hold' } })).errors).toBeUndefined();
    const dueAt = new Date(Date.now() - 20 * 86_400_000);
    const invoice = await server.db.getRepository(InvoiceEntity).save({
      userId: g.user.id,
      number: 'INV-2026-10-001313',
      periodStart: new Date(Date.UTC(2026, 9, 1)),
      periodEnd: new Date(Date.UTC(2026, 10, 1)),
      issuedAt: new Date(dueAt.getTime() - 14 * 86_400_000),
      dueAt,
      subtotalCents: 5_000,
      vatRateBasisPoints: 1600,
      vatCents: 800,
      totalCents: 5_800,
      amountPaidCents: 0,
      paidAt: null,
      serviceNames: '["Storage 13"]',
      createdAt: dueAt,
    });
    await cephReconcileTick(server.db, adminOf(ceph), newReconcileState());
    const held = await eventually(
      () => g.client.gql(OBJECTS, { bucket: 'ankara-hold' }),
      (r) => Boolean(r.errors),
    );
    expect(held.errors?.[0]).toMatchObject({
      message: `Your storage is on hold: invoice INV-2026-10-001313, due on ${dueAt.toISOString().slice(0, 10)}, is unpaid. Pay it on the Billing page to restore access; your data is kept.`,
      extensions: { code: 'FORBIDDEN' },
    });

    await server.db.getRepository(InvoiceEntity).update({ id: invoice.id }, { paidAt: new Date(), amountPaidCents: 5_800 });
    await cephReconcileTick(server.db, adminOf(ceph), newReconcileState());
    expect((await eventually(() => g.client.gql(OBJECTS, { bucket: 'ankara-hold' }), (r) => !r.errors)).data.bucketObjects.objects).toEqual([]);
  });

  it('shows and replaces the customer’s CORS rules on RGW, keeping the console’s own for its uploads', async () => {
    const f = await customerWithService(server, 6, 5);
    await f.client.gql(CREATE, { input: { serviceId: String(f.service.id), name: 'duka' } });
    const GET = 'query ($bucket: String!) { bucketCors(bucket: $bucket) { bucket rules { id allowedOrigins allowedMethods allowedHeaders exposeHeaders maxAgeSeconds } } }';
    const PUT = 'mutation ($input: PutBucketCorsInput!) { putBucketCors(input: $input) { cors { rules { id allowedOrigins } } } }';
    const rule = { id: 'shop', allowedOrigins: ['https://duka.example.co.ke'], allowedMethods: ['GET'], allowedHeaders: [], exposeHeaders: ['ETag'], maxAgeSeconds: 300 };
    expect((await f.client.gql(GET, { bucket: 'duka' })).data.bucketCors).toEqual({ bucket: 'duka', rules: [] });
    expect((await f.client.gql(PUT, { input: { bucket: 'duka', rules: [rule] } })).data.putBucketCors.cors.rules).toEqual([{ id: 'shop', allowedOrigins: ['https://duka.example.co.ke'] }]);
    // RGW holds the customer's rule (the console's own beside it is not theirs to see or edit).
    expect((await f.client.gql(GET, { bucket: 'duka' })).data.bucketCors.rules).toEqual([rule]);
    const link = (await f.client.gql(PRESIGN, { input: { bucket: 'duka', key: 'bei.json', method: 'PUT' } })).data.presignObjectUrl.url;
    const preflight = (origin: string, method: string) => fetch(link, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': method } });
    expect((await preflight('https://duka.example.co.ke', 'GET')).headers.get('access-control-allow-origin')).toBe('https://duka.example.co.ke');
    expect((await preflight('https://duka.example.co.ke', 'PUT')).status).toBe(403);
    const [portal] = portalOrigins(config());
    expect((await preflight(portal!, 'PUT')).status).toBe(200);
    // Removing their rules leaves the console's: the bucket browser still uploads.
    expect((await f.client.gql(PUT, { input: { bucket: 'duka', rules: [] } })).data.putBucketCors.cors.rules).toEqual([]);
    expect((await f.client.gql(GET, { bucket: 'duka' })).data.bucketCors.rules).toEqual([]);
    expect((await preflight(portal!, 'PUT')).status).toBe(200);
    expect((await preflight('https://duka.example.co.ke', 'GET')).status).toBe(403);
    // Checked as on the embedded plane; another customer's "duka" is no bucket of theirs.
    expect((await f.client.gql(PUT, { input: { bucket: 'duka', rules: [{ ...rule, exposeHeaders: ['*'] }] } })).errors?.[0]).toMatchObject({ message: 'Exposed headers cannot use *', extensions: { code: 'BAD_USER_INPUT' } });
    const g = await customerWithService(server, 7, 5);
    expect((await g.client.gql(GET, { bucket: 'duka' })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await g.client.gql(PUT, { input: { bucket: 'duka', rules: [rule] } })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const events = await server.db.getRepository(SecurityEventEntity).find({ where: { userId: f.user.id, type: 's3_bucket' } });
    expect(events.map((e) => e.action)).toEqual(Array.from({ length: 2 }, () => 'CORS rules of bucket "duka" changed in the console'));
  });

  it('object tags on RGW: set and replaced in the console, listed with the objects, the same an S3 client reads and writes', async () => {
    const t = await customerWithService(server, 16, 5);
    await t.client.gql(CREATE, { input: { serviceId: String(t.service.id), name: 'lebo' } });
    for (const key of ['a.txt', 'b.txt']) {
      const put = (await t.client.gql(PRESIGN, { input: { bucket: 'lebo', key, method: 'PUT' } })).data.presignObjectUrl.url;
      expect((await fetch(put, { method: 'PUT', body: key })).status).toBe(200);
    }
    const TAGS = 'mutation ($input: PutObjectTagsInput!) { putObjectTags(input: $input) { bucket key tags { key value } } }';
    const LISTED = 'query ($bucket: String!) { bucketObjects(bucket: $bucket) { objects { key tags { key value } } } }';
    const tags = [
      { key: 'project', value: 'duka' },
      { key: 'env', value: 'prod/v2 @duka' },
    ];
    const set = await t.client.gql(TAGS, { input: { bucket: 'lebo', key: 'a.txt', tags } });
    expect(set.errors).toBeUndefined();
    expect(set.data.putObjectTags).toEqual({ bucket: 'lebo', key: 'a.txt', tags });
    // RGW holds them: an S3 client with the customer's credential reads the same set.
    const cred = await consoleCredential(server.db, t.user.id);
    const sdk = rgwS3(ceph, cred);
    // (RGW keeps a tag set as a map: it answers in key order, not in the order set.)
    expect((await sdk.send(new GetObjectTaggingCommand({ Bucket: 'lebo', Key: 'a.txt' }))).TagSet).toEqual([
      { Key: 'env', Value: 'prod/v2 @duka' },
      { Key: 'project', Value: 'duka' },
    ]);
    // Tags a tool sets show in the listing too.
    await sdk.send(new PutObjectTaggingCommand({ Bucket: 'lebo', Key: 'b.txt', Tagging: { TagSet: [{ Key: 'team', Value: 'ops' }] } }));
    expect((await t.client.gql(LISTED, { bucket: 'lebo' })).data.bucketObjects.objects).toEqual([
      { key: 'a.txt', tags: [tags[1], tags[0]] },
      { key: 'b.txt', tags: [{ key: 'team', value: 'ops' }] },
    ]);
    // An empty set removes them.
    expect((await t.client.gql(TAGS, { input: { bucket: 'lebo', key: 'a.txt', tags: [] } })).data.putObjectTags.tags).toEqual([]);
    expect((await sdk.send(new GetObjectTaggingCommand({ Bucket: 'lebo', Key: 'a.txt' }))).TagSet ?? []).toEqual([]);
    // Checked as on the embedded plane; a missing object and another customer's bucket are not found.
    const eleven = Array.from({ length: 11 }, (_, i) => ({ key: `k${i}`, value: 'v' }));
    expect((await t.client.gql(TAGS, { input: { bucket: 'lebo', key: 'b.txt', tags: eleven } })).errors?.[0]).toMatchObject({ message: 'Object tags cannot be greater than 10', extensions: { code: 'BAD_USER_INPUT', field: 'tags' } });
    expect((await t.client.gql(TAGS, { input: { bucket: 'lebo', key: 'missing.txt', tags } })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const other = await customerWithService(server, 17, 5);
    expect((await other.client.gql(TAGS, { input: { bucket: 'lebo', key: 'b.txt', tags } })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await sdk.send(new GetObjectTaggingCommand({ Bucket: 'lebo', Key: 'b.txt' }))).TagSet).toEqual([{ Key: 'team', Value: 'ops' }]);
  });

  it('versions on RGW: the switch, an object’s versions, deleted objects, restoring and deleting a version', async () => {
    const h = await customerWithService(server, 8, 5);
    await h.client.gql(CREATE, { input: { serviceId: String(h.service.id), name: 'historia' } });
    const gql = async (q: string, v: Record<string, unknown>) => {
      const res = await h.client.gql(q, v);
      expect(res.errors).toBeUndefined();
      return res.data;
    };
    const VERSIONING = 'mutation ($input: SetBucketVersioningInput!) { setBucketVersioning(input: $input) { bucket { name versioning } } }';
    expect((await gql(VERSIONING, { input: { name: 'historia', enabled: true } })).setBucketVersioning.bucket).toEqual({ name: 'historia', versioning: 'ENABLED' });
    const put = async (body: string) => {
      const url = (await gql(PRESIGN, { input: { bucket: 'historia', key: 'ripoti.txt', method: 'PUT' } })).presignObjectUrl.url;
      expect((await fetch(url, { method: 'PUT', body })).status).toBe(200);
    };
    await put('toleo la kwanza');
    await put('toleo la pili, refu zaidi');
    expect((await gql('mutation ($input: DeleteObjectInput!) { deleteObject(input: $input) { success } }', { input: { bucket: 'historia', key: 'ripoti.txt' } })).deleteObject.success).toBe(true);

    const VERSIONS = 'query ($bucket: String!, $key: String!) { objectVersions(bucket: $bucket, key: $key) { versions { versionId isLatest deleteMarker size etag locked } } }';
    const versions = (await gql(VERSIONS, { bucket: 'historia', key: 'ripoti.txt' })).objectVersions.versions;
    expect(versions.map((v: { isLatest: boolean; deleteMarker: boolean; size: number; locked: boolean }) => [v.isLatest, v.deleteMarker, v.size, v.locked])).toEqual([
      [true, true, 0, false],
      [false, false, 25, false],
      [false, false, 15, false],
    ]);
    const [marker, second, first] = versions as { versionId: string }[];
    const DELETED = 'query ($bucket: String!) { deletedObjects(bucket: $bucket) { folders objects { key markerVersionId size } } }';
    expect((await gql(DELETED, { bucket: 'historia' })).deletedObjects.objects).toEqual([{ key: 'ripoti.txt', markerVersionId: marker!.versionId, size: 25 }]);

    // Restore the first version: the browser sends the presigned CopyObject to RGW.
    const restore = (await gql('mutation ($input: PresignVersionRestoreInput!) { presignVersionRestore(input: $input) { url method headers { name value } } }', { input: { bucket: 'historia', key: 'ripoti.txt', versionId: first!.versionId } })).presignVersionRestore;
    const copied = await fetch(restore.url, { method: restore.method, headers: Object.fromEntries(restore.headers.map((x: { name: string; value: string }) => [x.name, x.value])) });
    expect(copied.status).toBe(200);
    const get = (await gql(PRESIGN, { input: { bucket: 'historia', key: 'ripoti.txt', method: 'GET' } })).presignObjectUrl.url;
    expect(await (await fetch(get)).text()).toBe('toleo la kwanza');
    expect((await gql(DELETED, { bucket: 'historia' })).deletedObjects.objects).toEqual([]);

    // Deleting a version with data needs the typed word; a delete marker does not.
    const DELETE_VERSION = 'mutation ($input: DeleteObjectVersionInput!) { deleteObjectVersion(input: $input) { versionId deleteMarker } }';
    expect((await h.client.gql(DELETE_VERSION, { input: { bucket: 'historia', key: 'ripoti.txt', versionId: second!.versionId } })).errors?.[0]).toMatchObject({ message: 'Type delete to confirm: a deleted version cannot be recovered', extensions: { code: 'BAD_USER_INPUT', field: 'confirm' } });
    expect((await gql(DELETE_VERSION, { input: { bucket: 'historia', key: 'ripoti.txt', versionId: second!.versionId, confirm: 'delete' } })).deleteObjectVersion).toEqual({ versionId: second!.versionId, deleteMarker: false });
    expect((await gql(DELETE_VERSION, { input: { bucket: 'historia', key: 'ripoti.txt', versionId: marker!.versionId } })).deleteObjectVersion).toEqual({ versionId: marker!.versionId, deleteMarker: true });
    expect((await h.client.gql(DELETE_VERSION, { input: { bucket: 'historia', key: 'ripoti.txt', versionId: marker!.versionId } })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await gql(VERSIONS, { bucket: 'historia', key: 'ripoti.txt' })).objectVersions.versions.map((v: { size: number; isLatest: boolean }) => [v.isLatest, v.size])).toEqual([
      [true, 15],
      [false, 15],
    ]);

    expect((await gql(VERSIONING, { input: { name: 'historia', enabled: false } })).setBucketVersioning.bucket.versioning).toBe('SUSPENDED');
    const events = await server.db.getRepository(SecurityEventEntity).find({ where: { userId: h.user.id, type: 's3_bucket' }, order: { id: 'ASC' } });
    expect(events.map((e) => [e.action, e.severity])).toEqual([
      ['Versioning of bucket "historia" enabled in the console', 'low'],
      ['Versioning of bucket "historia" suspended in the console', 'medium'],
    ]);
    // Another customer's "historia" is no bucket of theirs.
    const other = await customerWithService(server, 9, 5);
    expect((await other.client.gql(VERSIONS, { bucket: 'historia', key: 'ripoti.txt' })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await other.client.gql(VERSIONING, { input: { name: 'historia', enabled: true } })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    // A forced delete takes the versions with it (RGW refuses to delete a bucket that still holds any).
    expect((await gql(DELETE_BUCKET, { input: { name: 'historia', force: true } })).deleteBucket).toEqual({ name: 'historia', deletedObjects: 1 });
    expect((await gql(BUCKETS, { id: String(h.service.id) })).serviceBuckets.buckets).toEqual([]);
  });

  it('lifecycle rules on RGW: checked as on the embedded plane, kept and read back by RGW, removed', async () => {
    const k = await customerWithService(server, 10, 5);
    await k.client.gql(CREATE, { input: { serviceId: String(k.service.id), name: 'kumbukumbu' } });
    const FIELDS = 'id enabled filter { prefix tags { key value } } expiration { days date expiredObjectDeleteMarker } noncurrentVersionExpiration { noncurrentDays newerNoncurrentVersions } abortIncompleteMultipartUpload { daysAfterInitiation }';
    const GET = `query ($bucket: String!) { bucketLifecycle(bucket: $bucket) { bucket runHourUtc rules { ${FIELDS} } } }`;
    const PUT = `mutation ($input: PutBucketLifecycleInput!) { putBucketLifecycle(input: $input) { lifecycle { rules { ${FIELDS} } } } }`;
    expect((await k.client.gql(GET, { bucket: 'kumbukumbu' })).data.bucketLifecycle).toEqual({ bucket: 'kumbukumbu', runHourUtc: 0, rules: [] });
    const rules = [
      { id: 'logs-30', enabled: true, filter: { prefix: 'logs/' }, expiration: { days: 30 } },
      { id: 'old-versions', enabled: true, filter: { prefix: '' }, noncurrentVersionExpiration: { noncurrentDays: 7 }, abortIncompleteMultipartUpload: { daysAfterInitiation: 3 } },
      { id: 'tagged', enabled: false, filter: { tags: [{ key: 'hali', value: 'muda' }] }, expiration: { days: 1 } },
    ];
    const stored = [
      { id: 'logs-30', enabled: true, filter: { prefix: 'logs/', tags: [] }, expiration: { days: 30, date: null, expiredObjectDeleteMarker: false }, noncurrentVersionExpiration: null, abortIncompleteMultipartUpload: null },
      { id: 'old-versions', enabled: true, filter: { prefix: null, tags: [] }, expiration: null, noncurrentVersionExpiration: { noncurrentDays: 7, newerNoncurrentVersions: null }, abortIncompleteMultipartUpload: { daysAfterInitiation: 3 } },
      { id: 'tagged', enabled: false, filter: { prefix: null, tags: [{ key: 'hali', value: 'muda' }] }, expiration: { days: 1, date: null, expiredObjectDeleteMarker: false }, noncurrentVersionExpiration: null, abortIncompleteMultipartUpload: null },
    ];
    const put = await k.client.gql(PUT, { input: { bucket: 'kumbukumbu', rules } });
    expect(put.errors).toBeUndefined();
    expect(put.data.putBucketLifecycle.lifecycle.rules).toEqual(stored);
    // Read back from RGW, not from what was sent.
    expect((await k.client.gql(GET, { bucket: 'kumbukumbu' })).data.bucketLifecycle.rules).toEqual(stored);
    // The embedded plane's checks and messages, before RGW is asked.
    const bad = await k.client.gql(PUT, { input: { bucket: 'kumbukumbu', rules: [{ id: 'zero', enabled: true, filter: { prefix: 'x/' }, expiration: { days: 0 } }] } });
    expect(bad.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'rules' } });
    expect((await k.client.gql(GET, { bucket: 'kumbukumbu' })).data.bucketLifecycle.rules).toEqual(stored);
    expect((await k.client.gql(PUT, { input: { bucket: 'kumbukumbu', rules: [] } })).data.putBucketLifecycle.lifecycle.rules).toEqual([]);
    expect((await k.client.gql(GET, { bucket: 'kumbukumbu' })).data.bucketLifecycle.rules).toEqual([]);
    const events = await server.db.getRepository(SecurityEventEntity).find({ where: { userId: k.user.id, type: 's3_bucket' } });
    expect(events.map((e) => e.action)).toEqual(Array.from({ length: 2 }, () => 'Lifecycle rules of bucket "kumbukumbu" changed in the console'));
    expect((await (await customerWithService(server, 11, 5)).client.gql(GET, { bucket: 'kumbukumbu' })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    // Rules an S3 tool set with what the console does not show (a transition) are left alone, and it says so.
    // (Set here with the console's own credential: RGW lets only a full-control key change a bucket's lifecycle.)
    const s3 = rgwS3(ceph, await consoleCredential(server.db, k.user.id));
    await s3.send(new PutBucketLifecycleConfigurationCommand({ Bucket: 'kumbukumbu', LifecycleConfiguration: { Rules: [{ ID: 'baridi', Status: 'Enabled', Filter: { Prefix: 'old/' }, Transitions: [{ Days: 30, StorageClass: 'STANDARD' as never }] }] } }));
    expect((await k.client.gql(GET, { bucket: 'kumbukumbu' })).errors?.[0]).toMatchObject({ extensions: { code: 'FORBIDDEN', messageKey: 'lifecycleBeyondConsole' } });
    expect((await s3.send(new GetBucketLifecycleConfigurationCommand({ Bucket: 'kumbukumbu' }))).Rules?.map((r) => r.ID)).toEqual(['baridi']);
  });

  it('answers 503 while RGW is down, never a 500, and works again once it is back', async () => {
    const d = await customerWithService(server, 4, 5);
    await ceph.stopRgw();
    try {
      const down = await d.client.gql(OBJECTS, { bucket: 'anything' });
      expect(down.errors?.[0]).toMatchObject({ message: 'Object storage is not answering right now. Please try again in a moment.', extensions: { code: 'SERVICE_UNAVAILABLE', messageKey: 'storageNotAnswering', retryAfter: 5 } });
    } finally {
      await ceph.startRgw();
    }
    // RGW may still be warming up for a moment (the same 503): the console recovers without a restart.
    const back = await eventually(
      () => d.client.gql(CREATE, { input: { serviceId: String(d.service.id), name: 'back-again' } }),
      (r) => !r.errors || r.errors[0]?.extensions?.code !== 'SERVICE_UNAVAILABLE',
      30_000,
    );
    expect(back.errors).toBeUndefined();
  });

  it('ends earlier links when console links are revoked', async () => {
    const c = await customerWithService(server, 3, 5);
    await c.client.gql(CREATE, { input: { serviceId: String(c.service.id), name: 'private' } });
    const put = (await c.client.gql(PRESIGN, { input: { bucket: 'private', key: 'secret.txt', method: 'PUT' } })).data.presignObjectUrl;
    expect((await fetch(put.url, { method: 'PUT', body: 'secret' })).status).toBe(200);
    const link = (await c.client.gql(PRESIGN, { input: { bucket: 'private', key: 'secret.txt', method: 'GET' } })).data.presignObjectUrl.url;
    expect((await fetch(link)).status).toBe(200);

    expect(await revokeConsoleLinks(server.db, actorOf({ user: c.user, ip: '127.0.0.1', userAgent: 'test', requestId: 'revoke' } as never), c.user.id)).toBe(true);
    // The provisioning job takes the old credential off RGW on its next tick.
    await cephReconcileTick(server.db, adminOf(ceph), newReconcileState());
    expect(await eventually(async () => (await fetch(link)).status, 403)).toBe(403);
    // A new link (the new credential) works at once.
    const fresh = (await c.client.gql(PRESIGN, { input: { bucket: 'private', key: 'secret.txt', method: 'GET' } })).data.presignObjectUrl.url;
    expect(await (await fetch(fresh)).text()).toBe('secret');
  });
  it('public access on RGW: a bucket or a prefix made public with the confirmation, read by anyone, closed again by the account block', async () => {
    const p = await customerWithService(server, 18, 5);
    const PUBLIC = 'query ($bucket: String!) { bucketPublicAccess(bucket: $bucket) { bucket isPublic publicPrefixes publicListing hasPolicy blockPublicAcls ignorePublicAcls blockPublicPolicy restrictPublicBuckets blockedByAccount publicUrl } }';
    const SET = 'mutation ($input: SetBucketPublicAccessInput!) { setBucketPublicAccess(input: $input) { publicAccess { isPublic publicPrefixes publicUrl } } }';
    const ACCOUNT = 'mutation ($input: PutAccountPublicAccessBlockInput!) { putAccountPublicAccessBlock(input: $input) { accountPublicAccessBlock { blockPublicPolicy restrictPublicBuckets } } }';
    const LIST = 'query ($id: ID!) { serviceBuckets(serviceId: $id) { buckets { name isPublic } } }';
    expect((await p.client.gql(CREATE, { input: { serviceId: String(p.service.id), name: 'tovuti' } })).errors).toBeUndefined();
    for (const [key, body] of [['img/logo.txt', 'nembo'], ['siri.txt', 'secret']]) {
      const put = (await p.client.gql(PRESIGN, { input: { bucket: 'tovuti', key, method: 'PUT' } })).data.presignObjectUrl;
      expect((await fetch(put.url, { method: 'PUT', body })).status).toBe(200);
    }
    const publicUrl = `${config().s3.publicUrl}/mw${p.user.id}:tovuti`;
    // A new bucket is private, with Block Public Access on (RGW's own default is off), but for
    // BlockPublicAcls, which on RGW 16.2 refuses every upload; IgnorePublicAcls stands in for it.
    expect((await p.client.gql(PUBLIC, { bucket: 'tovuti' })).data.bucketPublicAccess).toEqual({
      bucket: 'tovuti',
      isPublic: false,
      publicPrefixes: [],
      publicListing: false,
      hasPolicy: false,
      blockPublicAcls: false,
      ignorePublicAcls: true,
      blockPublicPolicy: true,
      restrictPublicBuckets: true,
      blockedByAccount: true,
      publicUrl,
    });
    expect((await fetch(`${publicUrl}/img/logo.txt`)).status).toBe(403);

    // The customer's own key cannot open it: RGW refuses a subuser's bucket policy, and ignores the
    // public ACL it may put on an object.
    const key = await newKey(p.client, ['read', 'write', 'delete']);
    await cephReconcileTick(server.db, adminOf(ceph), newReconcileState());
    const theirs = rgwS3(ceph, key);
    const policy = JSON.stringify({ Version: '2012-10-17', Statement: [{ Effect: 'Allow', Principal: '*', Action: ['s3:GetObject'], Resource: ['arn:aws:s3:::tovuti/*'] }] });
    expect(await s3Code(theirs.send(new PutBucketPolicyCommand({ Bucket: 'tovuti', Policy: policy })))).toBe('AccessDenied');
    expect(await s3Code(theirs.send(new PutObjectCommand({ Bucket: 'tovuti', Key: 'acl.txt', Body: 'x', ACL: 'public-read' })))).toBe('OK');
    expect((await fetch(`${publicUrl}/acl.txt`)).status).toBe(403);

    // The type-to-confirm, then the account's Block Public Access, stand in the way.
    expect((await p.client.gql(SET, { input: { bucket: 'tovuti', public: true, prefix: 'img/' } })).errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'confirm' } });
    expect((await p.client.gql(SET, { input: { bucket: 'tovuti', public: true, prefix: 'img/', confirm: 'tovuti' } })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const off = { blockPublicAcls: false, ignorePublicAcls: false, blockPublicPolicy: false, restrictPublicBuckets: false };
    expect((await p.client.gql(ACCOUNT, { input: { ...off, confirm: 'confirm' } })).errors).toBeUndefined();
    const opened = await p.client.gql(SET, { input: { bucket: 'tovuti', public: true, prefix: 'img/', confirm: 'tovuti' } });
    expect(opened.data.setBucketPublicAccess.publicAccess).toEqual({ isPublic: true, publicPrefixes: ['img/'], publicUrl });
    // Uploads go on working in a public bucket (RGW's BlockPublicAcls would refuse them all).
    const upload = (await p.client.gql(PRESIGN, { input: { bucket: 'tovuti', key: 'img/new.txt', method: 'PUT' } })).data.presignObjectUrl;
    expect((await fetch(upload.url, { method: 'PUT', body: 'mpya' })).status).toBe(200);

    // Anyone reads under the prefix, signed out; nothing else, and no listing.
    const anonymous = await fetch(`${publicUrl}/img/logo.txt`);
    expect([anonymous.status, await anonymous.text()]).toEqual([200, 'nembo']);
    expect((await fetch(`${publicUrl}/siri.txt`)).status).toBe(403);
    expect((await fetch(`${publicUrl}/acl.txt`)).status).toBe(403);
    expect((await fetch(`${publicUrl}?list-type=2`)).status).toBe(403);
    expect((await p.client.gql(LIST, { id: String(p.service.id) })).data.serviceBuckets.buckets).toEqual([{ name: 'tovuti', isPublic: true }]);

    // The account's block turned back on closes it on RGW first (RGW does not know the account's
    // flags): while RGW does not answer, nothing changes, the flags included.
    const allOn = { blockPublicAcls: true, ignorePublicAcls: true, blockPublicPolicy: true, restrictPublicBuckets: true };
    await ceph.stopRgw();
    try {
      expect((await p.client.gql(ACCOUNT, { input: allOn })).errors?.[0]?.extensions?.code).toBe('SERVICE_UNAVAILABLE');
      expect((await p.client.gql('{ accountPublicAccessBlock { blockPublicPolicy restrictPublicBuckets } }')).data.accountPublicAccessBlock).toEqual({ blockPublicPolicy: false, restrictPublicBuckets: false });
    } finally {
      await ceph.startRgw();
    }
    const closed = await eventually(
      () => p.client.gql(ACCOUNT, { input: allOn }),
      (r) => !r.errors || r.errors[0]?.extensions?.code !== 'SERVICE_UNAVAILABLE',
      30_000,
    );
    expect(closed.errors).toBeUndefined();
    expect((await fetch(`${publicUrl}/img/logo.txt`)).status).toBe(403);
    expect((await p.client.gql(PUBLIC, { bucket: 'tovuti' })).data.bucketPublicAccess).toMatchObject({ isPublic: false, hasPolicy: false, blockPublicPolicy: true });

    // Opened again (the whole bucket), then made private from the console.
    await p.client.gql(ACCOUNT, { input: { ...off, confirm: 'confirm' } });
    expect((await p.client.gql(SET, { input: { bucket: 'tovuti', public: true, confirm: 'tovuti' } })).data.setBucketPublicAccess.publicAccess.isPublic).toBe(true);
    expect((await fetch(`${publicUrl}/siri.txt`)).status).toBe(200);
    expect((await p.client.gql(SET, { input: { bucket: 'tovuti', public: false } })).data.setBucketPublicAccess.publicAccess.isPublic).toBe(false);
    expect((await fetch(`${publicUrl}/siri.txt`)).status).toBe(403);
    const trail = await server.db.getRepository(SecurityEventEntity).find({ where: { userId: p.user.id, type: 's3_bucket' }, order: { id: 'ASC' } });
    expect(trail.map((e) => e.action)).toEqual([
      'Public access changed in the console: objects under "img/" of bucket "tovuti" made public',
      'Public access changed in the console: bucket "tovuti" made public',
      'Public access changed in the console: bucket "tovuti" made private',
    ]);

    // Another customer finds nothing there.
    const q = await customerWithService(server, 19, 5);
    expect((await q.client.gql(PUBLIC, { bucket: 'tovuti' })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await q.client.gql(SET, { input: { bucket: 'tovuti', public: true, confirm: 'tovuti' } })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('the portal’s front of RGW (CEPH_S3_FRONT): signed requests pass through, public objects are served safely and throttled per bucket and source', async () => {
    const p = await customerWithService(server, 24, 5);
    const SET = 'mutation ($input: SetBucketPublicAccessInput!) { setBucketPublicAccess(input: $input) { publicAccess { isPublic } } }';
    const ACCOUNT = 'mutation ($input: PutAccountPublicAccessBlockInput!) { putAccountPublicAccessBlock(input: $input) { accountPublicAccessBlock { blockPublicPolicy } } }';
    expect((await p.client.gql(CREATE, { input: { serviceId: String(p.service.id), name: 'ukurasa' } })).errors).toBeUndefined();
    await p.client.gql(ACCOUNT, { input: { blockPublicAcls: false, ignorePublicAcls: false, blockPublicPolicy: false, restrictPublicBuckets: false, confirm: 'confirm' } });
    expect((await p.client.gql(SET, { input: { bucket: 'ukurasa', public: true, confirm: 'ukurasa' } })).data.setBucketPublicAccess.publicAccess.isPublic).toBe(true);
    const key = await newKey(p.client, ['read', 'write', 'delete']);
    await cephReconcileTick(server.db, adminOf(ceph), newReconcileState());

    const front = await startCephFront({ rgwUrl: ceph.rgwUrl, port: 0, host: '127.0.0.1' });
    const saved = process.env.S3_PUBLIC_READS_PER_WINDOW;
    try {
      // The customer's key through the front: RGW checks the signature, the Host being kept.
      const s3 = new S3Client({ endpoint: front.url, region: 'us-east-1', forcePathStyle: true, credentials: key, maxAttempts: 1 });
      const big = Buffer.alloc(3 * 1024 * 1024, 'k'); // large enough for the SDK's Expect: 100-continue
      for (const [k, body, type] of [['index.html', '<script>alert(1)</script>', 'text/html'], ['logo.svg', '<svg/>', 'image/svg+xml'], ['app.js', 'alert(1)', 'application/javascript'], ['notes.txt', 'habari', 'text/plain'], ['big.bin', big, 'application/octet-stream']] as const) {
        await s3.send(new PutObjectCommand({ Bucket: 'ukurasa', Key: k, Body: body, ContentType: type }));
      }
      expect((await s3.send(new ListObjectsV2Command({ Bucket: 'ukurasa' }))).Contents?.map((o) => o.Key)).toEqual(['app.js', 'big.bin', 'index.html', 'logo.svg', 'notes.txt']);
      expect((await (await s3.send(new GetObjectCommand({ Bucket: 'ukurasa', Key: 'big.bin' }))).Body!.transformToByteArray()).length).toBe(big.length);
      const signedPage = await s3.send(new GetObjectCommand({ Bucket: 'ukurasa', Key: 'index.html' }));
      expect(signedPage.ContentDisposition).toBe("attachment; filename*=UTF-8''index.html");
      expect((await s3.send(new GetObjectCommand({ Bucket: 'ukurasa', Key: 'app.js' }))).ContentDisposition).toBeUndefined(); // the owner's own script

      // Signed out, through the front: pages, images of script and public scripts are downloads.
      const publicUrl = `${front.url}/mw${p.user.id}:ukurasa`;
      const page = await fetch(`${publicUrl}/index.html`);
      expect([page.status, await page.text()]).toEqual([200, '<script>alert(1)</script>']);
      expect(Object.fromEntries(['content-type', 'x-content-type-options', 'content-security-policy', 'content-disposition'].map((h) => [h, page.headers.get(h)]))).toEqual({
        'content-type': 'text/html',
        'x-content-type-options': 'nosniff',
        'content-security-policy': 'sandbox',
        'content-disposition': "attachment; filename*=UTF-8''index.html",
      });
      expect((await fetch(`${publicUrl}/index.html`, { method: 'HEAD' })).headers.get('content-disposition')).toBe("attachment; filename*=UTF-8''index.html");
      expect((await fetch(`${publicUrl}/logo.svg`)).headers.get('content-disposition')).toBe("attachment; filename*=UTF-8''logo.svg");
      expect((await fetch(`${publicUrl}/app.js`)).headers.get('content-disposition')).toBe("attachment; filename*=UTF-8''app.js");
      const text = await fetch(`${publicUrl}/notes.txt`);
      expect([text.status, await text.text(), text.headers.get('content-disposition'), text.headers.get('x-content-type-options')]).toEqual([200, 'habari', null, 'nosniff']);
      // RGW itself, for comparison, serves the page inline.
      expect((await fetch(`${ceph.rgwUrl}/mw${p.user.id}:ukurasa/index.html`)).headers.get('content-disposition')).toBeNull();

      // Throttled per bucket and source: past the window's reads, SlowDown, which RGW never sees.
      process.env.S3_PUBLIC_READS_PER_WINDOW = '3';
      resetConfig();
      for (let i = 0; i < 3; i++) expect((await fetch(`${publicUrl}/notes.txt`)).status).toBe(200);
      const held = await fetch(`${publicUrl}/notes.txt`);
      expect([held.status, held.headers.get('retry-after') !== null, /<Code>SlowDown<\/Code>/.test(await held.text())]).toEqual([503, true, true]);
      expect((await s3.send(new GetObjectCommand({ Bucket: 'ukurasa', Key: 'notes.txt' }))).ContentType).toBe('text/plain'); // signed requests are not held
    } finally {
      if (saved === undefined) delete process.env.S3_PUBLIC_READS_PER_WINDOW;
      else process.env.S3_PUBLIC_READS_PER_WINDOW = saved;
      resetConfig();
      await front.close(1000);
    }

    // RGW not answering: 503 with Retry-After, never a hang or a 500.
    const orphan = await startCephFront({ rgwUrl: 'http://127.0.0.1:9', port: 0, host: '127.0.0.1' });
    try {
      const down = await fetch(`${orphan.url}/mw${p.user.id}:ukurasa/notes.txt`);
      expect([down.status, down.headers.get('retry-after'), /<Code>ServiceUnavailable<\/Code>/.test(await down.text())]).toEqual([503, '5', true]);
    } finally {
      await orphan.close(1000);
    }
  });

  it('object lock on RGW: a Backup Storage bucket is locked from its creation, versions show their lock, and nothing locked can be deleted', async () => {
    const b = await customerWithService(server, 21, 5);
    await server.db.getRepository(CloudStorageServiceEntity).update({ id: b.service.id }, { serviceType: 'Backup Storage', retentionMode: 'GOVERNANCE', retentionDays: 7 });
    const LOCKED = 'mutation ($input: CreateBucketInput!) { createBucket(input: $input) { bucket { name versioning objectLock { defaultRetention { mode days years } } } } }';
    const made = await b.client.gql(LOCKED, { input: { serviceId: String(b.service.id), name: 'hifadhi-salama' } });
    expect(made.errors).toBeUndefined();
    expect(made.data.createBucket.bucket).toEqual({ name: 'hifadhi-salama', versioning: 'ENABLED', objectLock: { defaultRetention: { mode: 'GOVERNANCE', days: 7, years: null } } });
    // RGW holds it: the bucket's own lock configuration, read with the customer's key.
    const key = await newKey(b.client, ['read', 'write', 'delete']);
    await cephReconcileTick(server.db, adminOf(ceph), newReconcileState());
    const theirs = rgwS3(ceph, key);
    const lockConfig = await theirs.send(new GetObjectLockConfigurationCommand({ Bucket: 'hifadhi-salama' }));
    expect(lockConfig.ObjectLockConfiguration).toMatchObject({ ObjectLockEnabled: 'Enabled', Rule: { DefaultRetention: { Mode: 'GOVERNANCE', Days: 7 } } });
    const BUCKET_LOCK = 'query ($id: ID!) { serviceBuckets(serviceId: $id) { buckets { name versioning objectLock { defaultRetention { mode days } } } } }';
    expect((await b.client.gql(BUCKET_LOCK, { id: String(b.service.id) })).data.serviceBuckets.buckets).toEqual([{ name: 'hifadhi-salama', versioning: 'ENABLED', objectLock: { defaultRetention: { mode: 'GOVERNANCE', days: 7 } } }]);

    // A backup written by the customer's tool gets the default retention; its version shows it.
    const put = await theirs.send(new PutObjectCommand({ Bucket: 'hifadhi-salama', Key: 'ledger.tar', Body: 'usiku wa 28 Novemba' }));
    const versionId = put.VersionId!;
    const VERSIONS = 'query ($bucket: String!, $key: String!) { objectVersions(bucket: $bucket, key: $key) { versions { versionId lockMode lockUntil legalHold retained locked } } }';
    const [v] = (await b.client.gql(VERSIONS, { bucket: 'hifadhi-salama', key: 'ledger.tar' })).data.objectVersions.versions;
    expect(v).toMatchObject({ versionId, lockMode: 'GOVERNANCE', legalHold: false, retained: true, locked: true });
    const until = new Date(v.lockUntil).getTime();
    expect(Math.abs(until - (Date.now() + 7 * 86_400_000))).toBeLessThan(10 * 60_000);

    // Deleting it for good is refused with the embedded plane's words; the key cannot either (RGW).
    const DELETE_VERSION = 'mutation ($input: DeleteObjectVersionInput!) { deleteObjectVersion(input: $input) { versionId } }';
    expect((await b.client.gql(DELETE_VERSION, { input: { bucket: 'hifadhi-salama', key: 'ledger.tar', versionId, confirm: 'delete' } })).errors?.[0]?.message).toBe('Access Denied because object protected by object lock.');
    expect(await s3Code(theirs.send(new DeleteObjectCommand({ Bucket: 'hifadhi-salama', Key: 'ledger.tar', VersionId: versionId })))).toBe('AccessDenied');

    // A legal hold, and a retention extended (a shorter one refused).
    const HOLD = 'mutation ($input: SetObjectLegalHoldInput!) { setObjectLegalHold(input: $input) { version { versionId legalHold locked } } }';
    expect((await b.client.gql(HOLD, { input: { bucket: 'hifadhi-salama', key: 'ledger.tar', versionId, on: true } })).data.setObjectLegalHold.version).toEqual({ versionId, legalHold: true, locked: true });
    expect((await theirs.send(new GetObjectLegalHoldCommand({ Bucket: 'hifadhi-salama', Key: 'ledger.tar', VersionId: versionId }))).LegalHold?.Status).toBe('ON');
    const EXTEND = 'mutation ($input: ExtendObjectRetentionInput!) { extendObjectRetention(input: $input) { version { lockMode lockUntil } } }';
    const later = new Date(until + 30 * 86_400_000);
    const extended = await b.client.gql(EXTEND, { input: { bucket: 'hifadhi-salama', key: 'ledger.tar', versionId, mode: 'GOVERNANCE', until: later.toISOString() } });
    expect(extended.errors).toBeUndefined();
    expect(new Date(extended.data.extendObjectRetention.version.lockUntil).getTime()).toBe(later.getTime());
    const shorter = await b.client.gql(EXTEND, { input: { bucket: 'hifadhi-salama', key: 'ledger.tar', versionId, mode: 'GOVERNANCE', until: new Date(until).toISOString() } });
    expect(shorter.errors?.[0]).toMatchObject({ message: 'Access Denied because object protected by object lock.', extensions: { code: 'FORBIDDEN' } });
    expect((await theirs.send(new GetObjectRetentionCommand({ Bucket: 'hifadhi-salama', Key: 'ledger.tar', VersionId: versionId }))).Retention?.RetainUntilDate?.getTime()).toBe(later.getTime());

    // The default retention changed; both changes are in the security log.
    const RETENTION = 'mutation ($input: SetBucketDefaultRetentionInput!) { setBucketDefaultRetention(input: $input) { bucket { objectLock { defaultRetention { mode days years } } } } }';
    expect((await b.client.gql(RETENTION, { input: { name: 'hifadhi-salama', mode: 'COMPLIANCE', years: 1 } })).data.setBucketDefaultRetention.bucket.objectLock).toEqual({ defaultRetention: { mode: 'COMPLIANCE', days: null, years: 1 } });
    const events = (await server.db.getRepository(SecurityEventEntity).findBy({ userId: b.user.id })).map((e) => e.action);
    expect(events).toEqual(expect.arrayContaining([`Legal hold put on version ${versionId} of "ledger.tar" in bucket "hifadhi-salama" in the console`, 'Object lock default retention of bucket "hifadhi-salama" set to 1 years COMPLIANCE in the console']));

    // An ordinary bucket has no lock, and RGW cannot give it one afterwards: the console says so.
    expect((await b.client.gql(CREATE, { input: { serviceId: String(b.service.id), name: 'bila-kufuli' } })).errors).toBeUndefined();
    await server.db.getRepository(CloudStorageServiceEntity).update({ id: b.service.id }, { serviceType: 'Object Storage' });
    expect((await b.client.gql(CREATE, { input: { serviceId: String(b.service.id), name: 'wazi-kabisa' } })).errors).toBeUndefined();
    expect((await b.client.gql(BUCKET_LOCK, { id: String(b.service.id) })).data.serviceBuckets.buckets.find((x: { name: string }) => x.name === 'wazi-kabisa')).toEqual({ name: 'wazi-kabisa', versioning: 'UNVERSIONED', objectLock: null });
    expect((await b.client.gql(RETENTION, { input: { name: 'wazi-kabisa', mode: 'GOVERNANCE', days: 7 } })).errors?.[0]?.message).toBe('On this storage object lock can be turned on only when a bucket is created: create a new bucket with Object lock and copy the objects into it.');
  });

  it('an account or a service holding locked versions on RGW cannot be deleted or cancelled (RGW’s purge would remove them); one without can', async () => {
    const DEL = 'mutation ($i: DeleteAccountInput!) { deleteAccount(input: $i) { success } }';
    const locked = await customerWithService(server, 22, 5);
    await server.db.getRepository(CloudStorageServiceEntity).update({ id: locked.service.id }, { serviceType: 'Backup Storage', retentionMode: 'COMPLIANCE', retentionDays: 7 });
    expect((await locked.client.gql(CREATE, { input: { serviceId: String(locked.service.id), name: 'kumbukumbu' } })).errors).toBeUndefined();
    const put = (await locked.client.gql(PRESIGN, { input: { bucket: 'kumbukumbu', key: 'db.dump', method: 'PUT' } })).data.presignObjectUrl;
    expect((await fetch(put.url, { method: 'PUT', body: 'pg_dump' })).status).toBe(200);
    const refused = await locked.client.gql(DEL, { i: { confirmation: locked.user.username, password: locked.user.password } });
    const until = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    expect(refused.errors?.[0]).toMatchObject({
      message: `Your account holds versions under object lock retention until ${until} (UTC): nobody can delete them before then, and their storage is billed until they are gone. Delete the account after that date.`,
      extensions: { code: 'CONFLICT' },
    });
    await cephReconcileTick(server.db, adminOf(ceph), newReconcileState());
    expect(await adminOf(ceph).getUser(`mw${locked.user.id}$owner`)).not.toBeNull();
    // The service's cancel dialog says so up front, and the cancellation is refused alike.
    const lockedData = (await locked.client.gql('query ($id: ID!) { serviceBuckets(serviceId: $id) { lockedData { until legalHold } } }', { id: String(locked.service.id) })).data.serviceBuckets.lockedData;
    expect([String(lockedData.until).slice(0, 10), lockedData.legalHold]).toEqual([until, false]);
    const cancel = await locked.client.gql('mutation ($input: CancelCloudStorageServiceInput!) { cancelCloudStorageService(input: $input) { billingEndsAt } }', { input: { id: String(locked.service.id), confirmName: locked.service.name, deleteData: true } });
    expect(cancel.errors?.[0]).toMatchObject({ message: expect.stringMatching(new RegExp(`^This service holds versions under object lock retention until ${until} \\(UTC\\)`)), extensions: { code: 'CONFLICT' } });
    expect((await server.db.getRepository(CloudStorageServiceEntity).findOneByOrFail({ id: locked.service.id })).status).toBe('active');
    // A block volume holds nothing on RGW: its cancellation does not wait for RGW, even when it is down.
    const { id: _id, ...copy } = locked.service;
    const volume = await server.db.getRepository(CloudStorageServiceEntity).save({ ...copy, name: 'Diski', serviceType: 'Block Storage', bucket: 'svc-22-diski', retentionMode: null, retentionDays: null, startDate: new Date(), updatedAt: new Date() });
    await ceph.stopRgw();
    try {
      const cancelled = await locked.client.gql('mutation ($input: CancelCloudStorageServiceInput!) { cancelCloudStorageService(input: $input) { service { status } } }', { input: { id: String(volume.id), confirmName: 'Diski', deleteData: true } });
      expect(cancelled.data?.cancelCloudStorageService).toEqual({ service: { status: 'cancelled' } });
    } finally {
      await ceph.startRgw();
    }

    // Objects without a lock go with the account.
    const plain = await customerWithService(server, 23, 5);
    expect((await plain.client.gql(CREATE, { input: { serviceId: String(plain.service.id), name: 'kawaida' } })).errors).toBeUndefined();
    const put2 = (await plain.client.gql(PRESIGN, { input: { bucket: 'kawaida', key: 'notes.txt', method: 'PUT' } })).data.presignObjectUrl;
    expect((await fetch(put2.url, { method: 'PUT', body: 'maelezo' })).status).toBe(200);
    expect((await plain.client.gql(DEL, { i: { confirmation: plain.user.username, password: plain.user.password } })).data?.deleteAccount).toEqual({ success: true });
    await cephReconcileTick(server.db, adminOf(ceph), newReconcileState());
    expect(await adminOf(ceph).getUser(`mw${plain.user.id}$owner`)).toBeNull();
  });
});
