import { CreateBucketCommand, GetBucketVersioningCommand, GetObjectCommand, ListObjectsV2Command, PutBucketVersioningCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { startCephCluster, type CephCluster } from '../../../../test/ceph-cluster';
import { signedIn, startTestServer, type TestServer } from '../../../../test/harness';
import { InvoiceEntity } from '../../../billing/invoice.entity';
import { CloudStorageServiceEntity } from '../../../services';
import { CephBucketPlacementEntity } from '../../entities/ceph-bucket-placement.entity';
import { newKey } from '../../storage-test-kit';
import { adminOf, customerWithService, eventually, rgwS3, s3Code } from './ceph-test-kit';
import { reconcileCustomer } from './reconcile';
import { RgwUnreachableError, type RgwAdmin } from './rgw-admin';

/**
 * The portal's tables drive RGW: a customer's services and access keys, made through the portal's
 * own API, become an RGW user with those keys after one reconcile; revoking a key, disabling the
 * service and deleting the account follow the same way. Checked with the AWS SDK against RGW.
 */
jest.setTimeout(180_000);

let ceph: CephCluster;
let server: TestServer;
let admin: RgwAdmin;
beforeAll(async () => {
  [ceph, server] = await Promise.all([startCephCluster(), startTestServer()]);
  admin = adminOf(ceph);
});
afterAll(async () => {
  await ceph?.stop();
  await server?.close();
});

const rgw = (k: { accessKeyId: string; secretAccessKey: string }) => rgwS3(ceph, k);
const customer = (n: number, storageAmount: number) => customerWithService(server, n, storageAmount);

describe('reconciling a customer onto RGW', () => {
  it("provisions the customer's keys with their levels and the quota of their capacity; a second run changes nothing", async () => {
    const { user, client } = await customer(1, 1);
    const full = await newKey(client, ['read', 'write', 'delete']);
    const reader = await newKey(client, ['read']);
    const writeNoDelete = await newKey(client, ['read', 'write']);

    expect(await reconcileCustomer(server.db, admin, user.id)).toEqual({
      applied: ['createUser', 'setQuota', 'addKey', 'addKey'],
      unexpressible: [writeNoDelete.accessKeyId],
    });
    expect(await reconcileCustomer(server.db, admin, user.id)).toEqual({
      applied: [],
      unexpressible: [writeNoDelete.accessKeyId],
    });
    expect((await admin.getUser(`mw${user.id}$owner`))?.user_quota).toMatchObject({ enabled: true, max_size: 2 ** 30 });

    // The portal's key pair works on RGW as it is: the secret shown once by the portal is RGW's too.
    await rgw(full).send(new CreateBucketCommand({ Bucket: 'reports' }));
    await rgw(full).send(
      new PutObjectCommand({
        Bucket: 'reports',
        Key: 'q3.csv',
        Body: 'kes,1200',
      }),
    );
    expect(await (await rgw(reader).send(new GetObjectCommand({ Bucket: 'reports', Key: 'q3.csv' }))).Body!.transformToString()).toBe('kes,1200');
    expect(await s3Code(rgw(reader).send(new PutObjectCommand({ Bucket: 'reports', Key: 'x', Body: 'x' })))).toBe('AccessDenied');
    expect(await s3Code(rgw(writeNoDelete).send(new GetObjectCommand({ Bucket: 'reports', Key: 'q3.csv' })))).toBe('InvalidAccessKeyId');
  });

  it('a key switched off or revoked in the portal is refused by RGW after the next reconcile; another customer never reaches the first', async () => {
    const a = await customer(2, 5);
    const b = await customer(3, 5);
    const keyA = await newKey(a.client, ['read', 'write', 'delete']);
    const keyB = await newKey(b.client, ['read', 'write', 'delete']);
    await reconcileCustomer(server.db, admin, a.user.id);
    await reconcileCustomer(server.db, admin, b.user.id);
    await rgw(keyA).send(new CreateBucketCommand({ Bucket: 'shared-name' }));
    await rgw(keyA).send(
      new PutObjectCommand({
        Bucket: 'shared-name',
        Key: 'secret.txt',
        Body: 'a',
      }),
    );
    expect(await s3Code(rgw(keyB).send(new CreateBucketCommand({ Bucket: 'shared-name' })))).toBe('OK');
    expect(
      await s3Code(
        rgw(keyB).send(
          new GetObjectCommand({
            Bucket: `mw${a.user.id}:shared-name`,
            Key: 'secret.txt',
          }),
        ),
      ),
    ).toBe('AccessDenied');

    const off = await a.client.gql('mutation ($i: SetApiKeyStatusInput!) { setApiKeyStatus(input: $i) { apiKey { status } } }', { i: { id: keyA.id, status: 'inactive' } });
    expect(off.errors).toBeUndefined();
    expect((await reconcileCustomer(server.db, admin, a.user.id)).applied).toEqual(['removeSubuser']);
    expect(
      await eventually(
        () =>
          s3Code(
            rgw(keyA).send(
              new GetObjectCommand({
                Bucket: 'shared-name',
                Key: 'secret.txt',
              }),
            ),
          ),
        'InvalidAccessKeyId',
      ),
    ).toBe('InvalidAccessKeyId');
    const on = await a.client.gql('mutation ($i: SetApiKeyStatusInput!) { setApiKeyStatus(input: $i) { apiKey { status } } }', { i: { id: keyA.id, status: 'active' } });
    expect(on.errors).toBeUndefined();
    expect((await reconcileCustomer(server.db, admin, a.user.id)).applied).toEqual(['addKey']);
    expect(
      await eventually(
        () =>
          s3Code(
            rgw(keyA).send(
              new GetObjectCommand({
                Bucket: 'shared-name',
                Key: 'secret.txt',
              }),
            ),
          ),
        'OK',
      ),
    ).toBe('OK');
  });

  it('an admin suspension suspends the RGW user and lifting it restores access; a deleted account leaves no RGW user', async () => {
    const c = await customer(4, 2);
    const staff = await signedIn(server, 40, 'admin');
    const key = await newKey(c.client, ['read', 'write', 'delete']);
    await reconcileCustomer(server.db, admin, c.user.id);
    await rgw(key).send(new CreateBucketCommand({ Bucket: 'media' }));
    const suspend = (isActive: boolean) => staff.client.gql('mutation ($i: SetServiceStatusInput!) { adminSetServiceActive(input: $i) { service { isActive } } }', { i: { id: String(c.service.id), isActive, ...(isActive ? {} : { reason: 'Unpaid invoice INV-2026-11-0042' }) } });
    expect((await suspend(false)).data.adminSetServiceActive.service.isActive).toBe(false);
    expect((await reconcileCustomer(server.db, admin, c.user.id)).applied).toEqual(['setSuspended', 'setQuota']);
    expect(await eventually(() => s3Code(rgw(key).send(new PutObjectCommand({ Bucket: 'media', Key: 'a', Body: 'a' }))), 'UserSuspended')).toBe('UserSuspended');
    expect((await suspend(true)).data.adminSetServiceActive.service.isActive).toBe(true);
    expect((await reconcileCustomer(server.db, admin, c.user.id)).applied).toEqual(['setQuota', 'setSuspended']);
    expect(await eventually(() => s3Code(rgw(key).send(new PutObjectCommand({ Bucket: 'media', Key: 'a', Body: 'a' }))), 'OK')).toBe('OK');

    const del = await c.client.gql('mutation ($i: DeleteAccountInput!) { deleteAccount(input: $i) { success } }', { i: { confirmation: c.user.username, password: c.user.password } });
    expect(del.errors).toBeUndefined();
    expect((await reconcileCustomer(server.db, admin, c.user.id)).applied).toEqual(['deleteUser']);
    expect(await admin.getUser(`mw${c.user.id}$owner`)).toBeNull();
    expect(await s3Code(rgw(key).send(new GetObjectCommand({ Bucket: 'media', Key: 'a' })))).toBe('InvalidAccessKeyId');
  });

  it("suspending one of a customer's services stops its buckets on RGW while the other service's work, and survives the user's own suspension", async () => {
    const c = await customer(6, 5);
    const staff = await signedIn(server, 41, 'admin');
    const { id: _first, ...like } = c.service;
    const second = await server.db.getRepository(CloudStorageServiceEntity).save({ ...like, name: 'Archive', bucket: 'svc-6-archive-namespace' });
    const key = await newKey(c.client, ['read', 'write', 'delete']);
    await reconcileCustomer(server.db, admin, c.user.id);
    const s3 = rgw(key);
    for (const Bucket of ['photos', 'archive']) await s3.send(new CreateBucketCommand({ Bucket }));
    await s3.send(new PutBucketVersioningCommand({ Bucket: 'archive', VersioningConfiguration: { Status: 'Enabled' } }));
    // As the console records a bucket created under a chosen service (console.ts).
    await server.db.getRepository(CephBucketPlacementEntity).insert({ userId: c.user.id, bucket: 'archive', serviceId: second.id, createdAt: new Date() });
    const put = (Bucket: string) => s3Code(s3.send(new PutObjectCommand({ Bucket, Key: 'k', Body: 'b' })));
    const setActive = async (id: number, isActive: boolean) => {
      const r = await staff.client.gql('mutation ($i: SetServiceStatusInput!) { adminSetServiceActive(input: $i) { service { isActive } } }', { i: { id: String(id), isActive, ...(isActive ? {} : { reason: 'Abuse report 2211' }) } });
      expect(r.errors).toBeUndefined();
    };

    await setActive(second.id, false);
    expect((await reconcileCustomer(server.db, admin, c.user.id)).applied).toEqual(['setBucketSuspended', 'setQuota']);
    // RGW (16.2) refuses a suspended bucket's reads as UserSuspended, and writes and listings as AccessDenied.
    expect(await eventually(() => s3Code(s3.send(new GetObjectCommand({ Bucket: 'archive', Key: 'k' }))), 'UserSuspended')).toBe('UserSuspended');
    expect(await put('archive')).toBe('AccessDenied');
    expect(await s3Code(s3.send(new ListObjectsV2Command({ Bucket: 'archive' })))).toBe('AccessDenied');
    expect(await put('photos')).toBe('OK');
    expect((await reconcileCustomer(server.db, admin, c.user.id)).applied).toEqual([]);

    // Both suspended: the user is. Lifting the first lifts the user, and RGW with it every bucket: the archive is suspended again.
    await setActive(c.service.id, false);
    expect((await reconcileCustomer(server.db, admin, c.user.id)).applied).toEqual(['setSuspended', 'setQuota']);
    expect(await eventually(() => put('photos'), 'UserSuspended')).toBe('UserSuspended');
    await setActive(c.service.id, true);
    expect((await reconcileCustomer(server.db, admin, c.user.id)).applied).toEqual(['setQuota', 'setSuspended', 'setBucketSuspended']);
    expect(await eventually(() => put('photos'), 'OK')).toBe('OK');
    expect(await put('archive')).toBe('AccessDenied');

    await setActive(second.id, true);
    expect((await reconcileCustomer(server.db, admin, c.user.id)).applied).toEqual(['setQuota', 'setBucketSuspended']);
    expect(await eventually(() => put('archive'), 'OK')).toBe('OK');
    // The bucket's other flags were kept through it all.
    expect((await s3.send(new GetBucketVersioningCommand({ Bucket: 'archive' }))).Status).toBe('Enabled');
  });

  it('an invoice unpaid 14 days past its due date suspends the RGW user; paying it lifts the suspension', async () => {
    const c = await customer(7, 2);
    const key = await newKey(c.client, ['read', 'write', 'delete']);
    await reconcileCustomer(server.db, admin, c.user.id);
    await rgw(key).send(new CreateBucketCommand({ Bucket: 'ankara' }));
    const dueAt = new Date(Date.now() - 15 * 86_400_000);
    const invoice = await server.db.getRepository(InvoiceEntity).save({
      userId: c.user.id,
      number: 'INV-2026-10-000907',
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
      serviceNames: '["Storage 7"]',
      createdAt: dueAt,
    });
    expect((await reconcileCustomer(server.db, admin, c.user.id)).applied).toEqual(['setSuspended']);
    expect(await eventually(() => s3Code(rgw(key).send(new PutObjectCommand({ Bucket: 'ankara', Key: 'a', Body: 'a' }))), 'UserSuspended')).toBe('UserSuspended');
    // Data and keys are kept: only the suspension changes.
    expect((await admin.getUser(`mw${c.user.id}$owner`))?.subusers.map((s) => s.id)).toEqual([`mw${c.user.id}$owner:k${key.id}`]);

    await server.db.getRepository(InvoiceEntity).update({ id: invoice.id }, { paidAt: new Date(), amountPaidCents: 5_800 });
    expect((await reconcileCustomer(server.db, admin, c.user.id)).applied).toEqual(['setSuspended']);
    expect(await eventually(() => s3Code(rgw(key).send(new PutObjectCommand({ Bucket: 'ankara', Key: 'a', Body: 'a' }))), 'OK')).toBe('OK');
  });

  it('an unreachable RGW fails the run without touching the portal; the next run finishes it', async () => {
    const d = await customer(5, 1);
    await newKey(d.client, ['read']);
    const down = adminOf(ceph, { endpoint: 'http://127.0.0.1:9', timeoutMs: 2_000 });
    await expect(reconcileCustomer(server.db, down, d.user.id)).rejects.toBeInstanceOf(RgwUnreachableError);
    expect((await reconcileCustomer(server.db, admin, d.user.id)).applied).toEqual(['createUser', 'setQuota', 'addKey']);
  });
});
