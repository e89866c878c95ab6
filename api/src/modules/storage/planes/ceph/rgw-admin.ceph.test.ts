import crypto from 'node:crypto';
import {
  CreateBucketCommand,
  DeleteBucketCommand,
  DeleteObjectCommand,
  ListObjectVersionsCommand,
  GetObjectCommand,
  PutBucketAclCommand,
  PutBucketCorsCommand,
  PutBucketLifecycleConfigurationCommand,
  PutBucketPolicyCommand,
  PutBucketVersioningCommand,
  PutObjectAclCommand,
  PutObjectCommand,
  PutObjectTaggingCommand,
} from '@aws-sdk/client-s3';
import { startCephCluster, type CephCluster } from '../../../../test/ceph-cluster';
import { adminOf, eventually, rgwS3, s3Code } from './ceph-test-kit';
import { RgwAdminError, RgwUnreachableError, type RgwAdmin } from './rgw-admin';

/**
 * The Admin Ops client against a real radosgw (the throw-away single-node Ceph): what the portal
 * will do to provision customers on the Ceph plane, checked with an independent S3 client.
 */
jest.setTimeout(180_000);

let ceph: CephCluster;
let admin: RgwAdmin;
beforeAll(async () => {
  ceph = await startCephCluster();
  admin = adminOf(ceph);
});
afterAll(() => ceph?.stop());

const newKey = () => ({
  accessKey: crypto.randomBytes(10).toString('hex').toUpperCase(),
  secretKey: crypto.randomBytes(30).toString('base64url'),
});
const s3 = (k: { accessKey: string; secretKey: string }) => rgwS3(ceph, { accessKeyId: k.accessKey, secretAccessKey: k.secretKey });
const codeOf = s3Code;

describe('RGW Admin Ops client', () => {
  const alice = 'mw1$owner';
  const bob = 'mw2$owner';
  const full = newKey();
  const reader = newKey();
  const other = newKey();

  it('creates users in their own tenants, with subuser keys: the same bucket name for two customers, neither reaching the other', async () => {
    expect(await admin.getUser(alice)).toBeNull();
    const created = await admin.createUser(alice, 'Customer 1');
    expect(created).toMatchObject({
      tenant: 'mw1',
      user_id: 'owner',
      display_name: 'Customer 1',
      suspended: 0,
      keys: [],
    });
    await admin.createSubuserKey(alice, 'k1', 'full', full.accessKey, full.secretKey);
    await admin.createSubuserKey(alice, 'k2', 'read', reader.accessKey, reader.secretKey);
    const read = await admin.getUser(alice);
    expect(read?.keys.map((k) => k.access_key).sort()).toEqual([full.accessKey, reader.accessKey].sort());
    expect(read?.subusers).toEqual(
      expect.arrayContaining([
        { id: `${alice}:k1`, permissions: 'full-control' },
        { id: `${alice}:k2`, permissions: 'read' },
      ]),
    );

    await admin.createUser(bob, 'Customer 2');
    await admin.createSubuserKey(bob, 'k1', 'full', other.accessKey, other.secretKey);

    const body = crypto.randomBytes(300_000);
    await s3(full).send(new CreateBucketCommand({ Bucket: 'photos' }));
    await s3(full).send(new PutObjectCommand({ Bucket: 'photos', Key: 'a.bin', Body: body }));
    const back = await s3(full).send(new GetObjectCommand({ Bucket: 'photos', Key: 'a.bin' }));
    expect(Buffer.from(await back.Body!.transformToByteArray()).equals(body)).toBe(true);
    // Bob's "photos" is his own bucket; Alice's, named through her tenant, is refused to him.
    expect(await codeOf(s3(other).send(new CreateBucketCommand({ Bucket: 'photos' })))).toBe('OK');
    expect(await codeOf(s3(other).send(new GetObjectCommand({ Bucket: 'photos', Key: 'a.bin' })))).toBe('NoSuchKey');
    expect(await codeOf(s3(other).send(new GetObjectCommand({ Bucket: 'mw1:photos', Key: 'a.bin' })))).toBe('AccessDenied');
  });

  it("a read subuser reads but cannot write; a removed subuser's key is refused", async () => {
    expect(await codeOf(s3(reader).send(new GetObjectCommand({ Bucket: 'photos', Key: 'a.bin' })))).toBe('OK');
    expect(await codeOf(s3(reader).send(new PutObjectCommand({ Bucket: 'photos', Key: 'b.bin', Body: 'x' })))).toBe('AccessDenied');
    await admin.removeSubuser(alice, 'k2');
    expect(await eventually(() => codeOf(s3(reader).send(new GetObjectCommand({ Bucket: 'photos', Key: 'a.bin' }))), 'InvalidAccessKeyId')).toBe('InvalidAccessKeyId');
    expect((await admin.getUser(alice))?.keys.map((k) => k.access_key)).toEqual([full.accessKey]);
  });

  it("what a customer's read, write and delete key (a readwrite subuser) may change on a bucket: docs/storage.md lists it", async () => {
    const rw = newKey();
    await admin.createSubuserKey(alice, 'k3', 'readwrite', rw.accessKey, rw.secretKey);
    const c = s3(rw);
    await eventually(() => codeOf(c.send(new CreateBucketCommand({ Bucket: 'site' }))), 'OK');
    await c.send(new PutObjectCommand({ Bucket: 'site', Key: 'index.html', Body: '<p>Karibu</p>' }));
    const seen = {
      cors: await codeOf(c.send(new PutBucketCorsCommand({ Bucket: 'site', CORSConfiguration: { CORSRules: [{ AllowedMethods: ['GET'], AllowedOrigins: ['https://shop.example.co.ke'] }] } }))),
      versioning: await codeOf(c.send(new PutBucketVersioningCommand({ Bucket: 'site', VersioningConfiguration: { Status: 'Enabled' } }))),
      tagging: await codeOf(c.send(new PutObjectTaggingCommand({ Bucket: 'site', Key: 'index.html', Tagging: { TagSet: [{ Key: 'team', Value: 'web' }] } }))),
      lifecycle: await codeOf(c.send(new PutBucketLifecycleConfigurationCommand({ Bucket: 'site', LifecycleConfiguration: { Rules: [{ ID: 'tmp', Status: 'Enabled', Filter: { Prefix: 'tmp/' }, Expiration: { Days: 1 } }] } }))),
      policy: await codeOf(c.send(new PutBucketPolicyCommand({ Bucket: 'site', Policy: JSON.stringify({ Version: '2012-10-17', Statement: [{ Effect: 'Allow', Principal: '*', Action: 's3:GetObject', Resource: 'arn:aws:s3:::site/*' }] }) }))),
      bucketAcl: await codeOf(c.send(new PutBucketAclCommand({ Bucket: 'site', ACL: 'public-read' }))),
      objectAcl: await codeOf(c.send(new PutObjectAclCommand({ Bucket: 'site', Key: 'index.html', ACL: 'public-read' }))),
    };
    expect(seen).toEqual({ cors: 'OK', versioning: 'OK', tagging: 'OK', lifecycle: 'AccessDenied', policy: 'AccessDenied', bucketAcl: 'AccessDenied', objectAcl: 'AccessDenied' });
    // Nothing was made public: an anonymous read is still refused.
    expect((await fetch(`${ceph.rgwUrl}/mw1:site/index.html`)).status).toBe(403);
    expect(await codeOf(c.send(new DeleteBucketCommand({ Bucket: 'site' })))).toBe('BucketNotEmpty');
    // Versioning is on: the object's version goes, then the bucket (the next test counts Alice's buckets).
    const { Versions = [], DeleteMarkers = [] } = await c.send(new ListObjectVersionsCommand({ Bucket: 'site' }));
    for (const v of [...Versions, ...DeleteMarkers]) await c.send(new DeleteObjectCommand({ Bucket: 'site', Key: v.Key, VersionId: v.VersionId }));
    expect(await codeOf(c.send(new DeleteBucketCommand({ Bucket: 'site' })))).toBe('OK');
    await admin.removeSubuser(alice, 'k3');
  });

  it('enforces the user quota on PUT, and a suspended user is refused until re-enabled', async () => {
    await admin.setUserQuota(alice, 1_000_000);
    expect((await admin.getUser(alice))?.user_quota).toMatchObject({
      enabled: true,
      max_size: 1_000_000,
    });
    const put = (Key: string, size: number) =>
      codeOf(
        s3(full).send(
          new PutObjectCommand({
            Bucket: 'photos',
            Key,
            Body: crypto.randomBytes(size),
          }),
        ),
      );
    expect(await put('big.bin', 2_000_000)).toBe('QuotaExceeded');
    await admin.setUserQuota(alice, -1, false);
    expect(await eventually(() => put('big.bin', 2_000_000), 'OK')).toBe('OK');

    await admin.setSuspended(alice, true);
    expect((await admin.getUser(alice))?.suspended).toBe(1);
    expect(await eventually(() => codeOf(s3(full).send(new GetObjectCommand({ Bucket: 'photos', Key: 'a.bin' }))), 'UserSuspended')).toBe('UserSuspended');
    await admin.setSuspended(alice, false);
    expect(await eventually(() => codeOf(s3(full).send(new GetObjectCommand({ Bucket: 'photos', Key: 'a.bin' }))), 'OK')).toBe('OK');
  });

  it('reads what a user stores (bucket stats) and sends (the usage log)', async () => {
    const stats = await admin.bucketStats(alice);
    expect(stats.map((b) => b.bucket)).toEqual(['photos']);
    expect(stats[0]!.usage['rgw.main']).toMatchObject({
      num_objects: 2,
      size: 2_300_000,
    });
    const sent = async () => {
      const u = await admin.usage(alice, new Date(Date.now() - 3_600_000 * 2), new Date(Date.now() + 3_600_000));
      return (u.summary.find((s) => s.user === alice)?.total.bytes_sent ?? 0) >= 300_000 * 2;
    };
    expect(await eventually(sent, true)).toBe(true);
  });

  it('deletes a user with its data; an unknown user and an unreachable RGW are told apart', async () => {
    await expect(admin.deleteUser(alice, false)).rejects.toBeInstanceOf(RgwAdminError);
    await admin.deleteUser(alice, true);
    expect(await admin.getUser(alice)).toBeNull();
    expect(await codeOf(s3(full).send(new GetObjectCommand({ Bucket: 'photos', Key: 'a.bin' })))).toBe('InvalidAccessKeyId');
    const down = adminOf(ceph, { endpoint: 'http://127.0.0.1:9', timeoutMs: 2_000 });
    await expect(down.getUser(bob)).rejects.toBeInstanceOf(RgwUnreachableError);
    const wrong = adminOf(ceph, { secret: 'not-the-secret' });
    await expect(wrong.getUser(bob)).rejects.toMatchObject({
      status: 403,
      code: 'SignatureDoesNotMatch',
    });
  });
});
