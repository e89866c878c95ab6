import { startTestServer, type TestServer } from '../../../../test/harness';
import { ApiKeyEntity } from '../../../account';
import { UserEntity } from '../../../auth';
import { InvoiceEntity } from '../../../billing/invoice.entity';
import { CloudStorageServiceEntity } from '../../../services';
import { consoleCredential } from '../../console/credential';
import { CephBucketPlacementEntity } from '../../entities/ceph-bucket-placement.entity';
import { CephKeyUserEntity } from '../../entities/ceph-key-user.entity';
import { newKey } from '../../storage-test-kit';
import { customerWithService } from './ceph-test-kit';
import { customerFacts, customerFactsOf } from './reconcile';

/**
 * What the Ceph provisioning job reads about its customers, a page at a time (reconcile-run.ts):
 * read together, each customer gets their own services, keys, console credential, bucket
 * placements, hold and the RGW users of their bucket-scoped keys, exactly as when read alone. No RGW here: the job's RGW side is in
 * reconcile-run.ceph.test.ts. Runs on SQLite and PostgreSQL.
 */
jest.setTimeout(60_000);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe("the provisioning job's facts, read for many customers at once", () => {
  it('gives each customer their own rows, the same as read one at a time', async () => {
    const now = new Date();
    // A: two services (one disabled by an admin), a full key, a read key switched off, the console's credential.
    const a = await customerWithService(server, 1, 5);
    const { id: _first, ...serviceRow } = a.service;
    const aSecond = await server.db.getRepository(CloudStorageServiceEntity).save({ ...serviceRow, name: 'Second', bucket: 'svc-1-second', storageAmount: 7, status: 'disabled' as const });
    const aFull = await newKey(a.client, ['read', 'write', 'delete']);
    const aRead = await newKey(a.client, ['read']);
    await server.db.getRepository(ApiKeyEntity).update({ accessKeyId: aRead.accessKeyId }, { status: 'inactive' });
    const aConsole = await consoleCredential(server.db, a.user.id);
    // The RGW users of A's bucket-scoped keys, one since removed.
    const removedAt = new Date(now.getTime() - 3_600_000);
    await server.db.getRepository(CephKeyUserEntity).save([
      { keyId: 7001, userId: a.user.id, removedAt: null },
      { keyId: 7002, userId: a.user.id, removedAt },
    ]);
    // B: a bucket placed under its service, and an invoice unpaid well past the hold's grace period.
    const b = await customerWithService(server, 2, 3);
    await server.db.getRepository(CephBucketPlacementEntity).save({ userId: b.user.id, serviceId: b.service.id, bucket: 'photos', createdAt: now });
    await server.db.getRepository(InvoiceEntity).save({
      userId: b.user.id,
      number: 'INV-2026-01-000001',
      periodStart: new Date('2026-01-01T00:00:00Z'),
      periodEnd: new Date('2026-02-01T00:00:00Z'),
      issuedAt: new Date('2026-02-01T00:00:00Z'),
      dueAt: new Date(now.getTime() - 60 * 86_400_000),
      subtotalCents: 100_000,
      vatRateBasisPoints: 1600,
      vatCents: 16_000,
      totalCents: 116_000,
      amountPaidCents: 0,
      paidAt: null,
      serviceNames: '[]',
      createdAt: new Date('2026-02-01T00:00:00Z'),
    });
    // C: a deleted account with nothing left.
    const c = await customerWithService(server, 3, 1);
    await server.db.getRepository(UserEntity).update({ id: c.user.id }, { deletedAt: now });

    const ids = [a.user.id, b.user.id, c.user.id, 999_999];
    const together = await customerFactsOf(server.db, ids, now);
    expect([...together.keys()].sort((x, y) => x - y)).toEqual([a.user.id, b.user.id, c.user.id]);

    expect(together.get(a.user.id)).toEqual({
      userId: a.user.id,
      username: a.user.username,
      deleted: false,
      onHold: false,
      services: [
        { id: a.service.id, serviceType: 'Object Storage', status: 'active', storageAmount: 5, bucket: 'svc-1-namespace', placed: [] },
        { id: aSecond.id, serviceType: 'Object Storage', status: 'disabled', storageAmount: 7, bucket: 'svc-1-second', placed: [] },
      ],
      keys: [
        expect.objectContaining({ accessKeyId: aFull.accessKeyId, secretAccessKey: aFull.secretAccessKey, permissions: ['read', 'write', 'delete'], active: true }),
        expect.objectContaining({ accessKeyId: aRead.accessKeyId, secretAccessKey: aRead.secretAccessKey, permissions: ['read'], active: false }),
      ],
      console: aConsole,
      keyUsers: [
        { keyId: 7001, removedAt: null },
        { keyId: 7002, removedAt },
      ],
    });
    expect(together.get(b.user.id)).toMatchObject({
      deleted: false,
      onHold: true,
      services: [{ id: b.service.id, bucket: 'svc-2-namespace', placed: ['photos'] }],
      keys: [],
      console: null,
      keyUsers: [],
    });
    expect(together.get(c.user.id)).toMatchObject({ deleted: true, onHold: false, keys: [], console: null });

    for (const id of ids) expect(await customerFacts(server.db, id, now)).toEqual(together.get(id) ?? null);
  });
});
