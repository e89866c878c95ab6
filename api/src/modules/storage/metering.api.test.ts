import { CreateBucketCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { resetConfig } from '../../config/config';
import { BYTES_PER_GB } from '../../contracts/storage';
import { TEST_ACTOR, userFactory } from '../../test/harness';
import { createAccount } from '../auth/auth.service';
import { CloudStorageServiceEntity } from '../services/service.entity';
import { linesForMonth } from '../billing/billing-usage';
import { monthStart } from '../billing/months';
import { dateOfHour, hourIndexOf } from '../metering/time-ranges';
import { UsageRecordEntity } from '../metering/usage-record.entity';
import { UsageCounterEntity } from './entities/usage-counter.entity';
import { percentile, rollUpUsage, usageRowOf } from './metering/rollup';
import { meterWriter } from './metering/meter';
import { ServiceStorageUsageEntity } from './entities/service-usage.entity';
import { customer, startStorageWorld, type Customer, type StorageWorld } from './storage-test-kit';

jest.setTimeout(90_000);

let world: StorageWorld;
let owner: Customer;
beforeAll(async () => {
  process.env.LOCAL_EGRESS_CIDRS = '127.0.0.0/8'; // this test's clients count as in-country (the default lists none)
  world = await startStorageWorld();
  owner = await customer(world, 1);
});
afterAll(async () => {
  await world.close();
  delete process.env.LOCAL_EGRESS_CIDRS;
  resetConfig();
});

const OVERVIEW = '{ dashboardOverview(range: d7) { totalStorageGB { value } apiRequests { value } regionalUsage { region egressGB percent } usageTrend { storedGB requests } } }';
const MONITORING = '{ monitoring(range: d7) { requests { value } errorRatePercent { value } avgLatencyMs { value } uptimePercent { value } } }';
const MIB = 1024 * 1024;

async function countersTotal(serviceId: number) {
  const rows = await world.server.db.getRepository(UsageCounterEntity).findBy({ serviceId });
  return rows.reduce((s, r) => s + r.requestsA + r.requestsB + r.requestsOther, 0);
}

describe('metering from the gateway into usage_records', () => {
  it('shows uploads and downloads in the overview, monitoring and the month\'s invoice lines', async () => {
    // Stay clear of an hour boundary so all the traffic falls in one hour.
    if (new Date().getUTCMinutes() === 59) await new Promise((r) => setTimeout(r, 61_000));
    const s3 = owner.s3();
    const body = Buffer.alloc(64 * MIB, 'm');
    await s3.send(new CreateBucketCommand({ Bucket: 'metered' }));
    await s3.send(new PutObjectCommand({ Bucket: 'metered', Key: 'video.mp4', Body: body }));
    for (let i = 0; i < 2; i++) await (await s3.send(new GetObjectCommand({ Bucket: 'metered', Key: 'video.mp4' }))).Body!.transformToByteArray();
    await expect(s3.send(new GetObjectCommand({ Bucket: 'metered', Key: 'missing.mp4' }))).rejects.toMatchObject({ name: 'NoSuchKey' });
    await s3.send(new ListObjectsV2Command({ Bucket: 'metered' }));
    // Metering is written as each response closes.
    for (let i = 0; i < 100 && (await countersTotal(owner.service.id)) < 6; i++) await new Promise((r) => setTimeout(r, 20));

    const now = new Date();
    const hour = hourIndexOf(now);
    const [counter] = await world.server.db.getRepository(UsageCounterEntity).findBy({ serviceId: owner.service.id });
    expect(counter).toMatchObject({ hourIndex: hour, requestsA: 3, requestsB: 3, requestsOther: 0, errors4xx: 1, errors5xx: 0, bytesOutRegional: 0 });
    expect(counter!.bytesIn).toBeGreaterThanOrEqual(64 * MIB);
    expect(counter!.bytesOutLocal).toBe(128 * MIB); // loopback is in this test's LOCAL_EGRESS_CIDRS

    // Two days of a running gateway: the traffic happened 48 hours ago, the roll-up ran every hour since.
    await world.server.db.getRepository(UsageCounterEntity).update({ serviceId: owner.service.id }, { hourIndex: hour - 48 });
    // ...and the service began then too: in a month's first day the invoice month below is the
    // previous one, which a service started today would not be billed in.
    await world.server.db.getRepository(CloudStorageServiceEntity).update({ id: owner.service.id }, { startDate: dateOfHour(hour - 48) });
    for (let h = hour - 48; h <= hour; h++) await rollUpUsage(world.server.db, new Date(dateOfHour(h).getTime() + 30 * 60_000));

    const rows = await world.server.db.getRepository(UsageRecordEntity).find({ where: { serviceId: owner.service.id }, order: { hourIndex: 'ASC' } });
    expect(rows.map((r) => r.hourIndex)).toEqual(Array.from({ length: 49 }, (_, i) => hour - 48 + i));
    expect(rows.every((r) => r.storedGb === (64 * MIB) / BYTES_PER_GB)).toBe(true);
    expect(rows[0]).toMatchObject({ requests: 6, errors: 1, requestsClassA: 3, requestsClassB: 3, egressKenyaGb: 0.125, egressEastAfricaGb: 0, uptimePercent: 100 });
    expect(rows[0]!.latencyP50Ms).not.toBeNull();
    expect(rows[1]).toMatchObject({ requests: 0, errors: 0, egressKenyaGb: 0 });

    const overview = (await owner.client.gql(OVERVIEW)).data.dashboardOverview;
    expect(overview.totalStorageGB.value).toBe(0.0625); // stored now, from the ledger (64 MiB)
    expect(overview.apiRequests.value).toBe(6);
    expect(overview.regionalUsage).toContainEqual(expect.objectContaining({ region: 'kenya', egressGB: 0.125, percent: 100 }));
    const monitoring = (await owner.client.gql(MONITORING)).data.monitoring;
    expect(monitoring.requests.value).toBe(6);
    expect(monitoring.errorRatePercent.value).toBeCloseTo(16.7, 1);
    expect(monitoring.avgLatencyMs.value).toBeGreaterThan(0);

    // The month holding at least 24 of those hours: its stored GB-months and egress are on the invoice lines.
    const month = monthStart(dateOfHour(hour - 24));
    const lines = await linesForMonth(world.server.db, owner.userId, month, now);
    const nextMonth = monthStart(new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + 1, 1)));
    // Only that month's hours: on a month's first day some of the 48 hours are already in the next month.
    const inMonth = rows.filter((r) => r.periodStart >= month && r.periodStart < nextMonth && r.hourIndex < hour);
    const monthHours = (nextMonth.getTime() - month.getTime()) / 3_600_000;
    const storage = lines.find((l) => l.kind === 'storage');
    expect(storage?.quantity).toBe(Math.round((inMonth.reduce((s, r) => s + r.storedGb, 0) / monthHours) * 1000) / 1000);
    expect(storage!.quantity).toBeGreaterThanOrEqual(0.002);
    if (rows[0]!.periodStart >= month) expect(lines.find((l) => l.kind === 'egress' && l.region === 'kenya')?.quantity).toBe(0.125);
  });

  it('writes a burst of requests in one commit after the one under way, and counts every request', async () => {
    const payer = await customer(world, 7);
    const db = world.server.db;
    const meter = meterWriter(db);
    const at = dateOfHour(hourIndexOf(new Date()) - 2); // an hour nothing else writes
    const sample = (i: number) => ({ serviceId: payer.service.id, at: new Date(at.getTime() + i * 1000), requestClass: 'A' as const, status: i % 10 === 0 ? 404 : 200, bytesIn: 1000, bytesOut: 0, local: false, latencyMs: 5 });
    const commits = jest.spyOn(db, 'transaction');
    try {
      await Promise.all(Array.from({ length: 60 }, (_, i) => meter.record(sample(i))));
      // The first request is written at once; the 59 that arrived while it was being written go together.
      expect(commits).toHaveBeenCalledTimes(2);
    } finally {
      commits.mockRestore();
    }
    const [row] = await db.getRepository(UsageCounterEntity).findBy({ serviceId: payer.service.id, hourIndex: hourIndexOf(at) });
    expect(row).toMatchObject({ requestsA: 60, errors4xx: 6, bytesIn: 60_000 });
    expect(Number(row!.lastRequestMs)).toBe(at.getTime() + 59_000);
    // A quiet gateway still meters each request as it ends: one record, one commit.
    await meter.record(sample(0));
    expect((await db.getRepository(UsageCounterEntity).findOneByOrFail({ serviceId: payer.service.id, hourIndex: hourIndexOf(at) })).requestsA).toBe(61);
  });

  it("leaves the demo customer's services to the demo feed while it runs", async () => {
    const demo = await createAccount(world.server.db, TEST_ACTOR, { ...userFactory(9), username: 'demo', email: 'demo9@example.co.ke' });
    const now = new Date();
    const service = await world.server.db.getRepository(CloudStorageServiceEntity).save({ userId: demo.id, name: 'Demo media', serviceType: 'Object Storage', storageAmount: 10, cost: 'x', status: 'active' as const, region: 'kenya' as const, planType: null, bucket: 'demo-ns-9', startDate: now, updatedAt: now });
    await world.server.db.getRepository(UsageCounterEntity).insert({ serviceId: service.id, hourIndex: hourIndexOf(now), requestsA: 1 });
    const saved = { seed: process.env.SEED_DEMO, token: process.env.METERING_TOKEN };
    try {
      process.env.SEED_DEMO = 'true';
      delete process.env.METERING_TOKEN;
      resetConfig();
      await rollUpUsage(world.server.db, now);
      expect(await world.server.db.getRepository(UsageRecordEntity).countBy({ serviceId: service.id })).toBe(0);
    } finally {
      process.env.SEED_DEMO = saved.seed;
      process.env.METERING_TOKEN = saved.token;
      resetConfig();
    }
    await rollUpUsage(world.server.db, now); // a real platform (or no demo): the gateway meters it
    expect(await world.server.db.getRepository(UsageRecordEntity).countBy({ serviceId: service.id })).toBe(1);
  });

  it('rolls up a first run that writes several hours of several services at once (a gateway starting after a week down)', async () => {
    const db = world.server.db;
    const now = new Date();
    const hour = hourIndexOf(now);
    const services = await Promise.all(
      [21, 22, 23].map(async (n) => {
        const user = await createAccount(db, TEST_ACTOR, userFactory(n));
        return db.getRepository(CloudStorageServiceEntity).save({ userId: user.id, name: `Backfill ${n}`, serviceType: 'Object Storage', storageAmount: 10, cost: 'x', status: 'active' as const, region: 'kenya' as const, planType: null, bucket: `backfill-${n}`, startDate: now, updatedAt: now });
      }),
    );
    for (const s of services) {
      await db.getRepository(ServiceStorageUsageEntity).save({ serviceId: s.id, usedBytes: 3 * BYTES_PER_GB, reservedBytes: 0, updatedAt: now });
      // Its last record is two days old: the roll-up fills the hours in between in one statement.
      await db.getRepository(UsageRecordEntity).save({ ...usageRowOf(s.id, hour - 48, 3 * BYTES_PER_GB, undefined, now) });
    }
    expect(await rollUpUsage(db, now)).toBeGreaterThanOrEqual(3 * 48);
    for (const s of services) {
      const rows = await db.getRepository(UsageRecordEntity).find({ where: { serviceId: s.id }, order: { hourIndex: 'ASC' } });
      expect(rows.map((r) => r.hourIndex)).toEqual(Array.from({ length: 49 }, (_, i) => hour - 48 + i));
      expect(rows.every((r) => r.storedGb === 3)).toBe(true);
    }
  });

  it('never writes a negative stored figure, even from a drifted ledger', async () => {
    const db = world.server.db;
    const now = new Date();
    const user = await createAccount(db, TEST_ACTOR, userFactory(24));
    const s = await db.getRepository(CloudStorageServiceEntity).save({ userId: user.id, name: 'Drifted', serviceType: 'Object Storage', storageAmount: 10, cost: 'x', status: 'active' as const, region: 'kenya' as const, planType: null, bucket: 'drifted-24', startDate: now, updatedAt: now });
    await db.getRepository(UsageCounterEntity).insert({ serviceId: s.id, hourIndex: hourIndexOf(now), requestsA: 1 });
    await db.getRepository(ServiceStorageUsageEntity).save({ serviceId: s.id, usedBytes: -5 * MIB, reservedBytes: 0, updatedAt: now });
    await rollUpUsage(db, now);
    const row = await db.getRepository(UsageRecordEntity).findOneByOrFail({ serviceId: s.id, hourIndex: hourIndexOf(now) });
    expect(row.storedGb).toBe(0);
  });

  it('estimates latency percentiles from the histogram', () => {
    expect(percentile([0, 0, 0, 0, 0, 0, 0, 0, 0], 0.5)).toBeNull();
    expect(percentile([10, 0, 0, 0, 0, 0, 0, 0, 0], 0.5)).toBe(5);
    expect(percentile([50, 40, 10, 0, 0, 0, 0, 0, 0], 0.95)).toBe(37.5);
    expect(percentile([0, 0, 0, 0, 0, 0, 0, 0, 4], 0.99)).toBeGreaterThan(2500);
  });
});
