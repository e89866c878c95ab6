import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startCephCluster, type CephCluster } from '../../../../test/ceph-cluster';
import { startTestServer, type TestServer } from '../../../../test/harness';
import { activePromotion } from '../../../competition/competition.fixtures';
import { BYTES_PER_GB } from '../../../../contracts/storage';
import { UsageRecordEntity } from '../../../metering';
import { aws, cliEnv } from '../../cli-clients';
import { newKey } from '../../storage-test-kit';
import { CreateBucketCommand, GetBucketVersioningCommand, PutObjectCommand, PutPublicAccessBlockCommand } from '@aws-sdk/client-s3';
import { SecurityEventEntity } from '../../../audit';
import { CloudStorageServiceEntity } from '../../../services';
import { adminOf, customerWithService, eventually, rgwS3, s3Code } from './ceph-test-kit';
import { cephMeteringTick, newCephMeteringState, releaseMeteringLease } from './metering';
import { cephReconcileTick, newReconcileState } from './reconcile-run';
import type { RgwAdmin } from './rgw-admin';
import { RgwS3 } from './rgw-s3';
import { RGW_POLICY_ALLOWED, RGW_PRIVATE_BLOCK } from './public-state';
import { rgwTenantOf, rgwUidOf } from './desired';
import { consoleCredential } from '../../console/credential';
import { publicReadPolicy } from '../../domain/public-access';
import { objectUrl, presignUrl } from '../../auth/signer';

/**
 * Metering on the Ceph plane: what a customer stores and downloads through RGW (with the aws CLI)
 * reaches the usage records, and from them the dashboard's stored figure and the competition's
 * entries (one per 2 GB stored), as on the embedded plane; an RGW outage lowers the hour's uptime
 * and loses nothing.
 */
jest.setTimeout(240_000);

let ceph: CephCluster;
let server: TestServer;
let admin: RgwAdmin;
let dir: string;
beforeAll(async () => {
  [ceph, server] = await Promise.all([startCephCluster(), startTestServer()]);
  admin = adminOf(ceph, { timeoutMs: 3_000 });
  await activePromotion(server.db);
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mw-ceph-meter-'));
});
afterAll(async () => {
  await ceph?.stop();
  await server?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

const FIGURES = `query($id: ID!) {
  dashboardOverview(range: d7) { storedNowBytes }
  serviceMetrics(serviceId: $id, range: d7) { storedNowBytes }
  myCompetitionStatus { entries activeStorageGB }
}`;

describe('metering from Ceph RGW', () => {
  const state = newCephMeteringState();
  const TWO_GB = 2 * BYTES_PER_GB; // the product's GB is 2^30 bytes
  const MB = 1_000_000;
  /** The customer whose bucket `wazi` the console made public. */
  let publicOwner = 0;

  it('records what RGW holds and serves, and the dashboard and the competition entries follow it', async () => {
    const { client, service } = await customerWithService(server, 1, 50);
    const key = await newKey(client, ['read', 'write', 'delete']);
    await cephReconcileTick(server.db, admin, newReconcileState());
    const env = cliEnv(key).env;

    // 2 GB (one entry) and 1 MB, uploaded with the aws CLI; the small one downloaded twice.
    const big = path.join(dir, 'big.bin');
    fs.closeSync(fs.openSync(big, 'w'));
    fs.truncateSync(big, TWO_GB);
    const small = path.join(dir, 'small.bin');
    fs.writeFileSync(small, Buffer.alloc(MB, 7));
    await aws(env, ceph.rgwUrl, ['s3', 'mb', 's3://meter']);
    await aws(env, ceph.rgwUrl, ['s3', 'cp', big, 's3://meter/big.bin', '--only-show-errors']);
    await aws(env, ceph.rgwUrl, ['s3', 'cp', small, 's3://meter/small.bin', '--only-show-errors']);
    for (const n of [1, 2]) await aws(env, ceph.rgwUrl, ['s3', 'cp', 's3://meter/small.bin', path.join(dir, `back${n}.bin`), '--only-show-errors']);

    const rows = () => server.db.getRepository(UsageRecordEntity).find({ where: { serviceId: service.id }, order: { hourIndex: 'ASC' } });
    const sum = (rs: UsageRecordEntity[], f: (r: UsageRecordEntity) => number) => rs.reduce((s, r) => s + f(r), 0);
    // RGW flushes its usage log every second here (30 s by default): the next tick writes what it flushed.
    const metered = await eventually(
      async () => {
        expect(await cephMeteringTick(server.db, admin, state)).toMatchObject({ leased: true, rgwUnreachable: false });
        return rows();
      },
      (rs) => sum(rs, (r) => r.egressEastAfricaGb) * BYTES_PER_GB >= 2 * MB - 0.01,
      30_000,
    );
    const latest = metered[metered.length - 1]!;
    expect(latest.storedGb).toBeCloseTo((TWO_GB + MB) / BYTES_PER_GB, 9);
    // Everything the CLI sent (its multipart upload of 2 GB in parts) and received (the two
    // downloads, and RGW's XML answers: a few hundred bytes of protocol).
    const between = (gb: number, bytes: number) => {
      expect(gb * BYTES_PER_GB).toBeGreaterThanOrEqual(bytes - 0.01);
      expect(gb * BYTES_PER_GB).toBeLessThan(bytes + 64 * 1024);
    };
    between(sum(metered, (r) => r.ingressGb ?? 0), TWO_GB + MB);
    between(sum(metered, (r) => r.egressEastAfricaGb), 2 * MB);
    expect(sum(metered, (r) => r.egressKenyaGb)).toBe(0);
    expect(sum(metered, (r) => r.requestsClassB ?? 0)).toBeGreaterThanOrEqual(2);
    expect(sum(metered, (r) => r.requestsClassA ?? 0)).toBeGreaterThanOrEqual(3);
    expect(latest.uptimePercent).toBe(100);
    // RGW gives no latency: none is recorded rather than a made-up one.
    expect(latest.avgLatencyMs).toBe(0);
    expect(latest.latencyP50Ms).toBeNull();

    const figures = async () => {
      const res = await client.gql(FIGURES, { id: String(service.id) });
      expect(res.errors).toBeUndefined();
      return res.data;
    };
    expect(await figures()).toEqual({
      dashboardOverview: { storedNowBytes: TWO_GB + MB },
      serviceMetrics: { storedNowBytes: TWO_GB + MB },
      myCompetitionStatus: { entries: 1, activeStorageGB: 2 },
    });

    // Deleted on RGW: the next tick records it, and the entry is gone.
    await aws(env, ceph.rgwUrl, ['s3', 'rm', 's3://meter/big.bin', '--only-show-errors']);
    await cephMeteringTick(server.db, admin, state);
    expect(await figures()).toEqual({
      dashboardOverview: { storedNowBytes: MB },
      serviceMetrics: { storedNowBytes: MB },
      myCompetitionStatus: { entries: 0, activeStorageGB: 0 },
    });
  });

  it("meters a public bucket's anonymous downloads as its owner's egress", async () => {
    const { user, service } = await customerWithService(server, 5, 5);
    publicOwner = user.id;
    // Made public as the console does it (console-public.ts), with the customer's console credential.
    const cred = await consoleCredential(server.db, user.id);
    await cephReconcileTick(server.db, admin, newReconcileState());
    const s3 = new RgwS3(ceph.rgwUrl, { ...cred, region: 'us-east-1' });
    await s3.createBucket('wazi');
    await s3.putPublicAccessBlock('wazi', RGW_POLICY_ALLOWED);
    await s3.putPolicy('wazi', publicReadPolicy('wazi', ''));
    const put = await fetch(presignUrl('PUT', objectUrl(ceph.rgwUrl, 'wazi', 'open.bin'), { ...cred, region: 'us-east-1' }, 300), { method: 'PUT', body: Buffer.alloc(MB, 3) });
    expect(put.status).toBe(200);
    for (let i = 0; i < 3; i++) {
      const res = await fetch(`${ceph.rgwUrl}/${rgwTenantOf(rgwUidOf(user.id))}:wazi/open.bin`);
      expect([res.status, (await res.arrayBuffer()).byteLength]).toEqual([200, MB]);
    }
    const egress = async () => {
      await cephMeteringTick(server.db, admin, state);
      const rs = await server.db.getRepository(UsageRecordEntity).find({ where: { serviceId: service.id } });
      return rs.reduce((n, r) => n + r.egressEastAfricaGb, 0) * BYTES_PER_GB;
    };
    const sent = await eventually(egress, (bytes) => bytes >= 3 * MB - 0.01, 30_000);
    expect(sent).toBeLessThan(3 * MB + 64 * 1024);
  });

  it('gives Block Public Access to a bucket a customer’s own tool made, so a public ACL on it is served to no one', async () => {
    const { user, client } = await customerWithService(server, 6, 5);
    const key = await newKey(client, ['read', 'write', 'delete']);
    await cephReconcileTick(server.db, admin, newReconcileState());
    const theirs = rgwS3(ceph, key);
    expect(await s3Code(theirs.send(new CreateBucketCommand({ Bucket: 'zana' })))).toBe('OK');
    expect(await s3Code(theirs.send(new PutObjectCommand({ Bucket: 'zana', Key: 'cv.txt', Body: 'binafsi', ACL: 'public-read' })))).toBe('OK');
    const tenant = rgwTenantOf(rgwUidOf(user.id));
    const anonymous = () => fetch(`${ceph.rgwUrl}/${tenant}:zana/cv.txt`).then((r) => r.status);
    // RGW's default for a new bucket: nothing blocked, the public ACL is honoured.
    expect(await anonymous()).toBe(200);

    // A fresh job (as after a restart) checks every bucket: it closes this one and leaves alone the
    // bucket the console made public in the test above.
    const fresh = newCephMeteringState();
    const report = await cephMeteringTick(server.db, admin, fresh);
    expect(report.closedBuckets).toEqual([`${tenant}/zana`]);
    expect(await anonymous()).toBe(403);
    const cred = await consoleCredential(server.db, user.id);
    expect(await new RgwS3(ceph.rgwUrl, { ...cred, region: 'us-east-1' }).publicAccessBlockSet('zana')).toEqual(RGW_PRIVATE_BLOCK);
    const wazi = `${ceph.rgwUrl}/${rgwTenantOf(rgwUidOf(publicOwner))}:wazi/open.bin`;
    expect((await fetch(wazi)).status).toBe(200);

    // The customer's key cannot take the block off again, and the next run has nothing to do.
    const open = { BlockPublicAcls: false, IgnorePublicAcls: false, BlockPublicPolicy: false, RestrictPublicBuckets: false };
    expect(await s3Code(theirs.send(new PutPublicAccessBlockCommand({ Bucket: 'zana', PublicAccessBlockConfiguration: open })))).toBe('AccessDenied');
    expect((await cephMeteringTick(server.db, admin, fresh)).closedBuckets).toEqual([]);
    expect(await anonymous()).toBe(403);
  });

  it('versions a Backup Storage bucket a customer’s tool made without object lock, and tells them once in the security log', async () => {
    const { user, client, service } = await customerWithService(server, 7, 5);
    await server.db.getRepository(CloudStorageServiceEntity).update({ id: service.id }, { serviceType: 'Backup Storage' });
    const key = await newKey(client, ['read', 'write', 'delete']);
    await cephReconcileTick(server.db, admin, newReconcileState());
    const theirs = rgwS3(ceph, key);
    expect(await s3Code(theirs.send(new CreateBucketCommand({ Bucket: 'nakala' })))).toBe('OK');
    expect(await s3Code(theirs.send(new CreateBucketCommand({ Bucket: 'nakala-salama', ObjectLockEnabledForBucket: true })))).toBe('OK');
    const tenant = rgwTenantOf(rgwUidOf(user.id));

    const report = await cephMeteringTick(server.db, admin, newCephMeteringState());
    expect(report.unlockedBackups).toEqual([`${tenant}/nakala`]);
    expect((await theirs.send(new GetBucketVersioningCommand({ Bucket: 'nakala' }))).Status).toBe('Enabled');
    const told = () => server.db.getRepository(SecurityEventEntity).find({ where: { userId: user.id, severity: 'high' } });
    expect((await told()).map((e) => e.action)).toEqual([
      'Bucket "nakala" of the Backup Storage service "Storage 7" was made by an S3 tool without object lock, so its backups can be deleted: versioning was turned on. Make backup buckets in the console, or with --object-lock-enabled-for-bucket',
    ]);
    // After a restart every bucket is checked again: still reported in the log of the job, not told twice.
    expect((await cephMeteringTick(server.db, admin, newCephMeteringState())).unlockedBackups).toEqual([`${tenant}/nakala`]);
    expect(await told()).toHaveLength(1);
  });

  it('runs in one process at a time, keeps the job from tick to tick, and is idempotent', async () => {
    // This process led the job in the test above and still does: another process leaves it alone.
    expect(await cephMeteringTick(server.db, admin, newCephMeteringState(), { holder: 'another-portal' })).toEqual({ leased: false, rows: 0, rgwUnreachable: false });
    const before = await server.db.getRepository(UsageRecordEntity).find({ order: { id: 'ASC' } });
    // Handed over (as a stopping process does), the other process takes it and writes the same rows.
    await releaseMeteringLease(server.db);
    expect(await cephMeteringTick(server.db, admin, newCephMeteringState(), { holder: 'another-portal' })).toMatchObject({ leased: true });
    await releaseMeteringLease(server.db, 'another-portal');
    const after = await server.db.getRepository(UsageRecordEntity).find({ order: { id: 'ASC' } });
    expect(after.map((r) => [r.serviceId, r.hourIndex, r.storedGb])).toEqual(before.map((r) => [r.serviceId, r.hourIndex, r.storedGb]));
  });

  it('waits out an RGW outage: the portal records nothing false, and the hour’s uptime shows the outage', async () => {
    await ceph.stopRgw();
    try {
      expect(await cephMeteringTick(server.db, admin, state)).toMatchObject({ leased: true, rgwUnreachable: true, rows: 0 });
    } finally {
      await ceph.startRgw();
    }
    const report = await cephMeteringTick(server.db, admin, state);
    expect(report).toMatchObject({ rgwUnreachable: false });
    expect(report.rows).toBeGreaterThan(0);
    // In the hour of the outage the job read RGW n times and RGW answered all but one.
    const [hour, probe] = [...state.probes].find(([, p]) => p.answered < p.asked)!;
    expect(probe.asked - probe.answered).toBe(1);
    const row = await server.db.getRepository(UsageRecordEntity).findOneByOrFail({ hourIndex: hour });
    expect(row.uptimePercent).toBeCloseTo((100 * probe.answered) / probe.asked, 3);
    expect(row.uptimePercent).toBeLessThan(100);
    expect(row.storedGb).toBeCloseTo(MB / BYTES_PER_GB, 9);
  });
});
