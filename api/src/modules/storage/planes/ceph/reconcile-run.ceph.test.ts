import { GetObjectCommand, ListBucketsCommand } from '@aws-sdk/client-s3';
import { startCephCluster, type CephCluster } from '../../../../test/ceph-cluster';
import { startTestServer, type TestServer } from '../../../../test/harness';
import { ApiKeyEntity } from '../../../account';
import { newKey } from '../../storage-test-kit';
import { cephReconcileTick, newReconcileState, releaseReconcileLease } from './reconcile-run';
import { adminOf, customerWithService, rgwS3, s3Code } from './ceph-test-kit';
import type { RgwAdmin } from './rgw-admin';

/**
 * The provisioning job: changes reach RGW on the next tick, an expired key is removed (RGW keys do
 * not expire by themselves), one process at a time applies them, and a customer who signs up
 * while RGW is down is provisioned once it is back.
 */
jest.setTimeout(180_000);

let ceph: CephCluster;
let server: TestServer;
let admin: RgwAdmin;
beforeAll(async () => {
  [ceph, server] = await Promise.all([startCephCluster(), startTestServer()]);
  admin = adminOf(ceph, { timeoutMs: 3_000 });
});
afterAll(async () => {
  await ceph?.stop();
  await server?.close();
});

const listCode = (k: { accessKeyId: string; secretAccessKey: string }) => s3Code(rgwS3(ceph, k).send(new ListBucketsCommand({})));

async function customerWithKey(n: number) {
  const { user, client } = await customerWithService(server, n, 5);
  return { user, key: await newKey(client, ['read', 'write', 'delete']) };
}

describe('the Ceph provisioning job', () => {
  const state = newReconcileState();

  it('provisions new customers on the next tick, and leaves the unchanged alone', async () => {
    const a = await customerWithKey(1);
    expect(await cephReconcileTick(server.db, admin, state)).toMatchObject({
      leased: true,
      reconciled: 1,
      rgwUnreachable: false,
      failed: 0,
    });
    expect(await listCode(a.key)).toBe('OK');
    expect(await cephReconcileTick(server.db, admin, state)).toMatchObject({
      reconciled: 0,
      unchanged: 1,
    });
  });

  it('removes a key from RGW once it expires in the portal', async () => {
    const b = await customerWithKey(2);
    await cephReconcileTick(server.db, admin, state);
    expect(await listCode(b.key)).toBe('OK');
    await server.db.getRepository(ApiKeyEntity).update({ accessKeyId: b.key.accessKeyId }, { expiresAt: new Date(Date.now() + 1_000) });
    // Not expired yet: RGW already holds what is wanted.
    expect(await cephReconcileTick(server.db, admin, state)).toMatchObject({ reconciled: 0 });
    expect(await listCode(b.key)).toBe('OK');
    expect(
      await cephReconcileTick(server.db, admin, state, {
        now: new Date(Date.now() + 2_000),
      }),
    ).toMatchObject({ reconciled: 1 });
    expect(await listCode(b.key)).toBe('InvalidAccessKeyId');
  });

  it('runs in one process at a time', async () => {
    // This test process led the job above and keeps it: hand it over, as a stopping process does.
    await releaseReconcileLease(server.db);
    await customerWithKey(3);
    const [one, two] = await Promise.all([
      cephReconcileTick(server.db, admin, newReconcileState(), {
        holder: 'process-a',
      }),
      cephReconcileTick(server.db, admin, newReconcileState(), {
        holder: 'process-b',
      }),
    ]);
    expect([one.leased, two.leased].sort()).toEqual([false, true]);
    // The leader keeps the job from tick to tick (its memory of RGW stays good); it hands it over when it stops.
    const [leader, other] = one.leased ? ['process-a', 'process-b'] : ['process-b', 'process-a'];
    expect(await cephReconcileTick(server.db, admin, newReconcileState(), { holder: other })).toMatchObject({ leased: false });
    expect(await cephReconcileTick(server.db, admin, newReconcileState(), { holder: leader })).toMatchObject({ leased: true });
    await releaseReconcileLease(server.db, leader);
    expect(await cephReconcileTick(server.db, admin, newReconcileState(), { holder: other })).toMatchObject({ leased: true });
    await releaseReconcileLease(server.db, other);
  });

  it('a customer who signs up while RGW is down is provisioned once it is back; the portal keeps working meanwhile', async () => {
    await ceph.stopRgw();
    try {
      const c = await customerWithKey(4);
      const down = await cephReconcileTick(server.db, admin, state);
      expect(down).toMatchObject({ leased: true, rgwUnreachable: true });
      // The portal itself answers (the customer can see their key) while RGW is down.
      expect((await server.client().rest('GET', '/healthz')).status).toBe(200);
      await ceph.startRgw();
      expect(await cephReconcileTick(server.db, admin, state)).toMatchObject({
        rgwUnreachable: false,
        failed: 0,
      });
      expect(await listCode(c.key)).toBe('OK');
      expect(
        await rgwS3(ceph, c.key)
          .send(new GetObjectCommand({ Bucket: 'none', Key: 'x' }))
          .catch((e: Error) => e.name),
      ).toBe('NoSuchBucket');
    } finally {
      await ceph.startRgw().catch(() => undefined);
    }
  });
  it('a tick that changes nothing reads its customers a page at a time: no statement per customer', async () => {
    const statements: string[] = [];
    const logger = server.db.logger;
    const original = logger.logQuery.bind(logger);
    logger.logQuery = (query, parameters, runner) => {
      statements.push(query);
      return original(query, parameters, runner);
    };
    const quietTick = async () => {
      statements.length = 0;
      const report = await cephReconcileTick(server.db, admin, state);
      return { report, statements: statements.length };
    };
    try {
      await cephReconcileTick(server.db, admin, state);
      const before = await quietTick();
      expect(before.report).toMatchObject({ reconciled: 0, failed: 0 });
      // The lease, one page of customers and one statement per table of their facts.
      expect(before.statements).toBeGreaterThanOrEqual(7);
      expect(before.statements).toBeLessThanOrEqual(12);
      // Four times as many customers, each with a service and a key: the same statements.
      const customers = before.report.unchanged;
      for (let n = 0; n < 3 * customers; n++) await customerWithKey(40 + n);
      expect(await cephReconcileTick(server.db, admin, state)).toMatchObject({ reconciled: 3 * customers, failed: 0 });
      const after = await quietTick();
      expect(after.report).toMatchObject({ reconciled: 0, unchanged: 4 * customers });
      expect(after.statements).toBe(before.statements);
    } finally {
      logger.logQuery = original;
    }
  });

  it('pages through every customer: a change on a later page reaches RGW', async () => {
    const paged = { pageSize: 2 };
    await cephReconcileTick(server.db, admin, state, paged);
    const last = await customerWithKey(90);
    expect(await cephReconcileTick(server.db, admin, state, paged)).toMatchObject({ reconciled: 1, failed: 0 });
    expect(await listCode(last.key)).toBe('OK');
    await server.db.getRepository(ApiKeyEntity).update({ accessKeyId: last.key.accessKeyId }, { status: 'inactive' });
    const report = await cephReconcileTick(server.db, admin, state, paged);
    expect(report).toMatchObject({ reconciled: 1, failed: 0 });
    expect(report.unchanged).toBeGreaterThan(4);
    expect(await listCode(last.key)).toBe('InvalidAccessKeyId');
  });

  it('a leader killed mid-tick leaves no customer half-made: once its lease lapses, the next leader finishes every one, nothing twice', async () => {
    await releaseReconcileLease(server.db);
    const fresh = [];
    for (const n of [91, 92, 93]) fresh.push(await customerWithKey(n));

    // The doomed process: RGW applies its second change, and the process dies before the answer
    // arrives (a call that never returns: no more RGW calls, no lease renewal, as after kill -9).
    const MUTATING = new Set(['createUser', 'setSuspended', 'deleteUser', 'createSubuserKey', 'setSubuserAccess', 'removeSubuser', 'setUserQuota', 'setBucketSuspended']);
    let changes = 0;
    let died!: () => void;
    const death = new Promise<void>((r) => (died = r));
    const dying = new Proxy(admin, {
      get(target, name, receiver) {
        const value = Reflect.get(target, name, receiver) as unknown;
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          if (changes >= 2) return new Promise(() => undefined);
          const result = (value as (...a: unknown[]) => Promise<unknown>).apply(target, args);
          if (!MUTATING.has(String(name)) || ++changes < 2) return result;
          return result.then(() => {
            died();
            return new Promise(() => undefined);
          });
        };
      },
    });
    void cephReconcileTick(server.db, dying, newReconcileState(), { holder: 'doomed' });
    await death;
    const [first] = fresh;
    const uid = (userId: number) => `mw${userId}$owner`;
    // Half-made on RGW: the first new customer's user exists, the others do not.
    expect(await admin.getUser(uid(first!.user.id))).not.toBeNull();
    expect(await admin.getUser(uid(fresh[2]!.user.id))).toBeNull();

    // Its lease still stands: another process waits for it to lapse (a minute), then leads.
    expect(await cephReconcileTick(server.db, admin, newReconcileState(), { holder: 'survivor' })).toMatchObject({ leased: false });
    const later = { holder: 'survivor', now: new Date(Date.now() + 61_000) };
    const survivor = newReconcileState();
    expect(await cephReconcileTick(server.db, admin, survivor, later)).toMatchObject({ leased: true, failed: 0, rgwUnreachable: false });
    for (const c of fresh) {
      expect(await listCode(c.key)).toBe('OK');
      const held = (await admin.getUser(uid(c.user.id)))!;
      const keyRow = await server.db.getRepository(ApiKeyEntity).findOneByOrFail({ accessKeyId: c.key.accessKeyId });
      expect(held.keys.filter((k) => k.access_key === c.key.accessKeyId).map((k) => k.user)).toEqual([`${uid(c.user.id)}:k${keyRow.id}`]);
      expect(held.user_quota).toMatchObject({ enabled: true, max_size: 5 * 2 ** 30 });
      expect(held.suspended).toBe(0);
    }
    expect(await cephReconcileTick(server.db, admin, survivor, later)).toMatchObject({ leased: true, reconciled: 0, failed: 0 });
    await releaseReconcileLease(server.db, 'survivor');
  });
});
