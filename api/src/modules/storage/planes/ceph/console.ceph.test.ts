import { startCephCluster, type CephCluster } from '../../../../test/ceph-cluster';
import { startTestServer, type TestServer } from '../../../../test/harness';
import { config, resetConfig } from '../../../../config/config';
import { portalOrigins } from '../../s3/cors';
import { actorOf } from '../../../caller';
import { SecurityEventEntity } from '../../../audit';
import { revokeConsoleLinks } from '../../console/credential';
import { adminOf, customerWithService, eventually } from './ceph-test-kit';
import { withConsoleCors } from './console';
import { cephReconcileTick, newReconcileState } from './reconcile-run';

/**
 * The bucket browser on the Ceph plane: the same GraphQL operations as on the embedded plane,
 * answered by RGW. Links are presigned with the customer's console credential (a subuser on RGW),
 * uploads go straight to RGW from the portal's origin (the bucket gets the CORS rule they need),
 * and revoking console links ends the earlier links.
 */
jest.setTimeout(180_000);

const ENV = ['STORAGE_PLANE', 'CEPH_RGW_URL', 'CEPH_RGW_ADMIN_ACCESS_KEY', 'CEPH_RGW_ADMIN_SECRET_KEY', 'S3_PUBLIC_URL'] as const;
const saved = Object.fromEntries(ENV.map((k) => [k, process.env[k]]));
let ceph: CephCluster;
let server: TestServer;
beforeAll(async () => {
  ceph = await startCephCluster();
  Object.assign(process.env, { STORAGE_PLANE: 'ceph', CEPH_RGW_URL: ceph.rgwUrl, CEPH_RGW_ADMIN_ACCESS_KEY: ceph.adminAccessKey, CEPH_RGW_ADMIN_SECRET_KEY: ceph.adminSecretKey });
  delete process.env.S3_PUBLIC_URL;
  resetConfig();
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
  await ceph?.stop();
  for (const k of ENV) {
    if (saved[k] === undefined) delete process.env[k];
    else process.env[k] = saved[k];
  }
  resetConfig();
});

const BUCKETS = 'query ($id: ID!) { serviceBuckets(serviceId: $id) { serviceId usable usedBytes quotaBytes buckets { name serviceId region objectCount bytes versioning } } }';
const OBJECTS = 'query ($bucket: String!, $prefix: String, $after: String, $first: Int) { bucketObjects(bucket: $bucket, prefix: $prefix, after: $after, first: $first) { prefix folders objects { key size etag } nextCursor } }';
const PRESIGN = 'mutation ($input: PresignObjectUrlInput!) { presignObjectUrl(input: $input) { url method expiresAt } }';
const CREATE = 'mutation ($input: CreateBucketInput!) { createBucket(input: $input) { bucket { name serviceId objectCount } } }';
const DELETE_OBJECT = 'mutation ($input: DeleteObjectInput!) { deleteObject(input: $input) { success } }';
const DELETE_BUCKET = 'mutation ($input: DeleteBucketInput!) { deleteBucket(input: $input) { name deletedObjects } }';

describe('the bucket browser on Ceph RGW', () => {
  it('creates a bucket, uploads from the portal’s origin with a presigned PUT, lists, downloads, deletes; another customer finds nothing', async () => {
    const a = await customerWithService(server, 1, 5);
    const b = await customerWithService(server, 2, 5);
    const gql = async (c: typeof a, q: string, v: Record<string, unknown>) => {
      const res = await c.client.gql(q, v);
      expect(res.errors).toBeUndefined();
      return res.data;
    };

    expect((await gql(a, '{ storageEndpoint { url region plane } }', {})).storageEndpoint).toEqual({ url: ceph.rgwUrl, region: 'nbo1', plane: 'CEPH' });
    expect((await gql(a, CREATE, { input: { serviceId: String(a.service.id), name: 'album' } })).createBucket.bucket).toEqual({ name: 'album', serviceId: String(a.service.id), objectCount: 0 });
    const put = (await gql(a, PRESIGN, { input: { bucket: 'album', key: 'cats/tom.jpg', method: 'PUT', expiresInSeconds: 600 } })).presignObjectUrl;
    expect(put.url.startsWith(`${ceph.rgwUrl}/album/cats/tom.jpg?`)).toBe(true);

    // What the browser does: a preflight from the portal's origin, then the PUT (uploadWithProgress.ts).
    const [origin] = portalOrigins(config());
    const preflight = await fetch(put.url, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'PUT', 'access-control-request-headers': 'content-type' } });
    expect(preflight.status).toBe(200);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(origin);
    const body = Buffer.alloc(300_000, 'c');
    const uploaded = await fetch(put.url, { method: 'PUT', headers: { origin, 'content-type': 'image/jpeg' }, body });
    expect(uploaded.status).toBe(200);
    expect(uploaded.headers.get('access-control-expose-headers')).toMatch(/ETag/i);

    expect((await gql(a, OBJECTS, { bucket: 'album' })).bucketObjects).toEqual({ prefix: '', folders: ['cats/'], objects: [], nextCursor: null });
    const inCats = (await gql(a, OBJECTS, { bucket: 'album', prefix: 'cats/' })).bucketObjects;
    expect(inCats.objects).toEqual([{ key: 'cats/tom.jpg', size: 300_000, etag: expect.stringMatching(/^[0-9a-f]{32}$/) }]);
    expect(await eventually(async () => (await gql(a, BUCKETS, { id: String(a.service.id) })).serviceBuckets, (s) => s.usedBytes === 300_000)).toEqual({
      serviceId: String(a.service.id),
      usable: true,
      usedBytes: 300_000,
      quotaBytes: 5 * 2 ** 30,
      buckets: [{ name: 'album', serviceId: String(a.service.id), region: 'nbo1', objectCount: 1, bytes: 300_000, versioning: 'UNVERSIONED' }],
    });

    const get = (await gql(a, PRESIGN, { input: { bucket: 'album', key: 'cats/tom.jpg', method: 'GET', download: true } })).presignObjectUrl;
    const downloaded = await fetch(get.url);
    expect(downloaded.status).toBe(200);
    expect(downloaded.headers.get('content-disposition')).toBe("attachment; filename*=UTF-8''tom.jpg");
    expect(Buffer.from(await downloaded.arrayBuffer()).equals(body)).toBe(true);

    // The other customer's "album" is a name in their own tenant: nothing of Alice's is reachable.
    const foreign = await b.client.gql(OBJECTS, { bucket: 'album' });
    expect(foreign.errors?.[0]).toMatchObject({ message: 'Bucket not found', extensions: { code: 'NOT_FOUND' } });
    expect((await b.client.gql(PRESIGN, { input: { bucket: 'album', key: 'cats/tom.jpg', method: 'GET' } })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    expect((await gql(a, DELETE_OBJECT, { input: { bucket: 'album', key: 'cats/tom.jpg' } })).deleteObject.success).toBe(true);
    expect((await gql(a, OBJECTS, { bucket: 'album' })).bucketObjects.folders).toEqual([]);
    expect((await fetch(get.url)).status).toBe(404);

    // A bucket with objects needs force, which empties it first.
    await fetch((await gql(a, PRESIGN, { input: { bucket: 'album', key: 'one.txt', method: 'PUT' } })).presignObjectUrl.url, { method: 'PUT', body: 'one' });
    const notEmpty = await a.client.gql(DELETE_BUCKET, { input: { name: 'album' } });
    expect(notEmpty.errors?.[0]).toMatchObject({ message: 'The bucket you tried to delete is not empty', extensions: { code: 'CONFLICT' } });
    expect((await gql(a, DELETE_BUCKET, { input: { name: 'album', force: true } })).deleteBucket).toEqual({ name: 'album', deletedObjects: 1 });
    expect((await gql(a, BUCKETS, { id: String(a.service.id) })).serviceBuckets.buckets).toEqual([]);
    // Written down where the customer's security page reads it, as on the embedded plane.
    const events = await server.db.getRepository(SecurityEventEntity).find({ where: { userId: a.user.id, type: 's3_bucket' } });
    expect(events.map((e) => e.action)).toEqual(['Bucket "album" deleted in the console']);
  });

  it('keeps the customer’s own CORS rules beside the console’s', () => {
    const theirs = { allowedOrigins: ['https://shop.example.co.ke'], allowedMethods: ['GET'], allowedHeaders: [], exposeHeaders: [] };
    const origins = ['https://portal.example.co.ke'];
    const merged = withConsoleCors([theirs], origins)!;
    expect(merged).toEqual([theirs, { id: 'mawingu-console', allowedOrigins: origins, allowedMethods: ['GET', 'PUT', 'HEAD'], allowedHeaders: ['*'], exposeHeaders: ['ETag'], maxAgeSeconds: 600 }]);
    // Already covered: nothing to write.
    expect(withConsoleCors(merged, origins)).toBeNull();
  });

  it('answers 503 while RGW is down, never a 500, and works again once it is back', async () => {
    const d = await customerWithService(server, 4, 5);
    await ceph.stopRgw();
    try {
      const down = await d.client.gql(OBJECTS, { bucket: 'anything' });
      expect(down.errors?.[0]).toMatchObject({ message: 'Object storage is not answering right now. Please try again in a moment.', extensions: { code: 'SERVICE_UNAVAILABLE' } });
    } finally {
      await ceph.startRgw();
    }
    expect((await d.client.gql(CREATE, { input: { serviceId: String(d.service.id), name: 'back-again' } })).errors).toBeUndefined();
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
});
