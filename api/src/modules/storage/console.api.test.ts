import { customer, eventually, startS3World, type Customer, type S3World } from './storage-test-kit';

jest.setTimeout(120_000);

// On both planes (the api and api-ceph test projects): the embedded gateway and Ceph RGW. What only
// the Ceph plane has (RGW down, the console credential's rotation on RGW) is in planes/ceph/console.ceph.test.ts.
let world: S3World;
let owner: Customer;
beforeAll(async () => {
  world = await startS3World();
  owner = await customer(world, 1);
});
afterAll(() => world.close());

const BUCKETS = 'query ($id: ID!) { serviceBuckets(serviceId: $id) { serviceId usable usedBytes quotaBytes buckets { name serviceId region residency objectCount bytes } } }';
const CREATE = 'mutation ($input: CreateBucketInput!) { createBucket(input: $input) { bucket { name objectCount bytes } } }';
const OBJECTS = 'query ($bucket: String!, $prefix: String, $after: String, $first: Int) { bucketObjects(bucket: $bucket, prefix: $prefix, after: $after, first: $first) { prefix folders objects { key size etag } nextCursor } }';
const PRESIGN = 'mutation ($input: PresignObjectUrlInput!) { presignObjectUrl(input: $input) { url method expiresAt } }';
const DELETE_OBJECT = 'mutation ($input: DeleteObjectInput!) { deleteObject(input: $input) { success } }';
const DELETE_BUCKET = 'mutation ($input: DeleteBucketInput!) { deleteBucket(input: $input) { name deletedObjects } }';
const PORTAL = 'http://localhost:4000'; // the portal's own origin when PUBLIC_URL is unset (PORT 4000)

describe('the console bucket browser API', () => {
  it('serves the public S3 endpoint for the docs', async () => {
    const res = await world.server.client().gql('{ storageEndpoint { url region plane } }');
    expect(res.data.storageEndpoint).toEqual({ url: world.s3.url, region: 'nbo1', plane: world.plane.toUpperCase() });
  });

  it('creates a bucket, uploads through a presigned PUT (CORS for the portal), browses folders, downloads, deletes', async () => {
    const c = owner.client;
    const created = await c.gql(CREATE, { input: { serviceId: String(owner.service.id), name: 'console-bucket' } });
    expect(created.data.createBucket.bucket).toEqual({ name: 'console-bucket', objectCount: 0, bytes: 0 });
    expect((await c.gql(CREATE, { input: { serviceId: String(owner.service.id), name: 'Bad_Name' } })).errors?.[0]).toMatchObject({ message: 'Bucket names use only lower-case letters, digits, dots and hyphens', extensions: { code: 'BAD_USER_INPUT' } });
    expect((await c.gql(CREATE, { input: { serviceId: String(owner.service.id), name: 'console-bucket' } })).errors?.[0]?.extensions?.code).toBe('CONFLICT');

    const put = (await c.gql(PRESIGN, { input: { bucket: 'console-bucket', key: 'docs/report.txt', method: 'PUT', expiresInSeconds: 600 } })).data.presignObjectUrl;
    expect(put.url.startsWith(`${world.s3.url}/console-bucket/docs/report.txt?`)).toBe(true);
    expect(put.url).toMatch(/X-Amz-Credential=MWC[A-Z2-7]{17}%2F/);
    expect(put.url).not.toMatch(/X-Amz-Credential=MWK/); // never one of the customer's own keys

    // What the browser does: a preflight from the portal's origin to the link, then the PUT (uploadWithProgress.ts).
    // (On RGW the link's credential names the customer's tenant: the bare path is no bucket of theirs.)
    const preflight = await fetch(put.url, { method: 'OPTIONS', headers: { origin: PORTAL, 'access-control-request-method': 'PUT', 'access-control-request-headers': 'content-type' } });
    expect(preflight.status).toBe(200);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(PORTAL);
    const evil = await fetch(put.url, { method: 'OPTIONS', headers: { origin: 'https://evil.example', 'access-control-request-method': 'PUT' } });
    expect(evil.status).toBe(403);
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
    const upload = await fetch(put.url, { method: 'PUT', body: 'Ripoti ya mwezi', headers: { origin: PORTAL, 'content-type': 'text/plain' } });
    expect(upload.status).toBe(200);
    expect(upload.headers.get('access-control-allow-origin')).toBe(PORTAL);
    expect(upload.headers.get('access-control-expose-headers')).toContain('ETag');

    const top = (await c.gql(OBJECTS, { bucket: 'console-bucket' })).data.bucketObjects;
    expect(top).toEqual({ prefix: '', folders: ['docs/'], objects: [], nextCursor: null });
    const docs = (await c.gql(OBJECTS, { bucket: 'console-bucket', prefix: 'docs/' })).data.bucketObjects;
    expect(docs.objects).toEqual([{ key: 'docs/report.txt', size: 15, etag: expect.stringMatching(/^[0-9a-f]{32}$/) }]);
    // RGW's bucket stats follow a moment after the write.
    const listed = await eventually(async () => (await c.gql(BUCKETS, { id: String(owner.service.id) })).data.serviceBuckets, (b) => b.usedBytes === 15);
    expect(listed).toMatchObject({ usable: true, usedBytes: 15, quotaBytes: 10 * 1024 ** 3, buckets: [{ name: 'console-bucket', region: 'nbo1', residency: 'kenya', objectCount: 1, bytes: 15 }] });

    const get = (await c.gql(PRESIGN, { input: { bucket: 'console-bucket', key: 'docs/report.txt', method: 'GET', download: true } })).data.presignObjectUrl;
    const download = await fetch(get.url);
    expect(await download.text()).toBe('Ripoti ya mwezi');
    expect(download.headers.get('content-disposition')).toBe("attachment; filename*=UTF-8''report.txt");
    expect(new Date(get.expiresAt).getTime() - Date.now()).toBeGreaterThan(3500_000);

    expect((await c.gql(DELETE_BUCKET, { input: { name: 'console-bucket' } })).errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect((await c.gql(DELETE_OBJECT, { input: { bucket: 'console-bucket', key: 'docs/report.txt' } })).data.deleteObject.success).toBe(true);
    expect((await fetch(get.url)).status).toBe(404);
    expect((await c.gql(DELETE_BUCKET, { input: { name: 'console-bucket' } })).data.deleteBucket).toEqual({ name: 'console-bucket', deletedObjects: 0 });
  });

  it('deletes a bucket with its objects when forced', async () => {
    const c = owner.client;
    await c.gql(CREATE, { input: { serviceId: String(owner.service.id), name: 'force-bucket' } });
    for (const key of ['a.txt', 'b/c.txt']) {
      const url = (await c.gql(PRESIGN, { input: { bucket: 'force-bucket', key, method: 'PUT' } })).data.presignObjectUrl.url;
      expect((await fetch(url, { method: 'PUT', body: key })).status).toBe(200);
    }
    expect((await c.gql(DELETE_BUCKET, { input: { name: 'force-bucket', force: true } })).data.deleteBucket).toEqual({ name: 'force-bucket', deletedObjects: 2 });
    // The security page lists it, as it lists a deletion through the S3 port.
    const events = (await c.gql('{ securityEvents(first: 50) { nodes { type action actionCode actionParams { name value } severity } } }')).data.securityEvents.nodes;
    expect(events).toContainEqual({
      type: 's3_bucket',
      action: 'Bucket "force-bucket" deleted in the console',
      actionCode: 'eventConsoleBucketDeleted',
      actionParams: [{ name: 'bucket', value: 'force-bucket' }],
      severity: 'medium',
    });
  });

  it("answers NOT_FOUND for another customer's service and bucket, and refuses signed-out callers", async () => {
    const other = await customer(world, 2);
    await other.client.gql(CREATE, { input: { serviceId: String(other.service.id), name: 'private-bucket' } });
    expect((await owner.client.gql(BUCKETS, { id: String(other.service.id) })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await owner.client.gql(OBJECTS, { bucket: 'private-bucket' })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await owner.client.gql(PRESIGN, { input: { bucket: 'private-bucket', key: 'x', method: 'GET' } })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await owner.client.gql(CREATE, { input: { serviceId: String(other.service.id), name: 'sneaky-bucket' } })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await world.server.client().gql(OBJECTS, { bucket: 'private-bucket' })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await owner.client.gql(PRESIGN, { input: { bucket: 'private-bucket', key: 'x', method: 'GET', expiresInSeconds: 10 } })).errors?.[0]?.message).toBe('Links last at least a minute');
  });

  it('keeps every link and change inside the caller’s own bucket', async () => {
    const c = owner.client;
    expect((await c.gql(CREATE, { input: { serviceId: String(owner.service.id), name: 'ngome' } })).errors).toBeUndefined();
    // A "." or ".." folder would be resolved by the browser into another key or bucket: no link for it.
    for (const key of ['../private-bucket/x', 'a/../../b', './x', 'a/.', '..']) {
      const res = await c.gql(PRESIGN, { input: { bucket: 'ngome', key, method: 'PUT' } });
      expect(res.errors?.[0]).toMatchObject({ message: 'A link cannot name a key with a "." or ".." folder (browsers rewrite it): use an S3 client for this key', extensions: { code: 'BAD_USER_INPUT', field: 'key' } });
    }
    const restore = await c.gql('mutation ($input: PresignVersionRestoreInput!) { presignVersionRestore(input: $input) { url } }', { input: { bucket: 'ngome', key: 'a/../b', versionId: 'v1' } });
    expect(restore.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'key' });
    // Dots inside a name are an ordinary key.
    const dotted = (await c.gql(PRESIGN, { input: { bucket: 'ngome', key: 'a/..b/.c', method: 'PUT' } })).data.presignObjectUrl;
    expect((await fetch(dotted.url, { method: 'PUT', body: 'dots' })).status).toBe(200);
    expect((await c.gql(OBJECTS, { bucket: 'ngome', prefix: 'a/..b/' })).data.bucketObjects.objects.map((o: { key: string }) => o.key)).toEqual(['a/..b/.c']);
    // Another tenant's bucket cannot be named through RGW's tenant syntax, nor any path.
    for (const bucket of ['mw2:private-bucket', '../private-bucket', 'private-bucket/x']) {
      expect((await c.gql(OBJECTS, { bucket })).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect((await c.gql(PRESIGN, { input: { bucket, key: 'x', method: 'PUT' } })).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
    // Another customer's bucket: no upload link, no deletion; it is still theirs afterwards.
    const other = await customer(world, 3);
    expect((await other.client.gql(CREATE, { input: { serviceId: String(other.service.id), name: 'siri-yao' } })).errors).toBeUndefined();
    expect((await c.gql(PRESIGN, { input: { bucket: 'siri-yao', key: 'x', method: 'PUT' } })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await c.gql(DELETE_BUCKET, { input: { name: 'siri-yao', force: true } })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await c.gql(DELETE_OBJECT, { input: { bucket: 'siri-yao', key: 'x' } })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await other.client.gql(BUCKETS, { id: String(other.service.id) })).data.serviceBuckets.buckets.map((b: { name: string }) => b.name)).toEqual(['siri-yao']);
  });
});
