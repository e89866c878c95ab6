import './scale-jobs.env';
import fs from 'node:fs';
import type { DataSource } from 'typeorm';
import { openDatabase } from '../api/src/db/data-source';
import { insertUsers } from '../api/src/modules/admin/admin.seed-fixtures';
import { UserEntity } from '../api/src/modules/auth/user.entity';
import { CloudStorageServiceEntity } from '../api/src/modules/services/service.entity';
import { ServiceStorageUsageEntity } from '../api/src/modules/storage/entities/service-usage.entity';
import { UsageCounterEntity } from '../api/src/modules/storage/entities/usage-counter.entity';
import { rollUpUsage, usageRowOf } from '../api/src/modules/storage/metering/rollup';
import { upsertUsage } from '../api/src/modules/metering/ingest.service';
import { hourIndexOf } from '../api/src/modules/metering/time-ranges';
import { invoiceJobTick, LEASE_TTL_MS } from '../api/src/modules/billing/invoice-generation';
import { monthStart } from '../api/src/modules/billing/months';
import { InvoiceEntity } from '../api/src/modules/billing/invoice.entity';
import { liveEntryList } from '../api/src/modules/competition/entries.service';
import { BYTES_PER_GB } from '../api/src/contracts/storage';
import { ApiKeyEntity } from '../api/src/modules/account/api-key.entity';
import { encryptSecret, secretBinding } from '../api/src/common/secrets';
import { cephReconcileTick, newReconcileState, releaseReconcileLease } from '../api/src/modules/storage/planes/ceph/reconcile-run';
import type { RgwAdmin } from '../api/src/modules/storage/planes/ceph/rgw-admin';
import { BENCH_DATA_DIR } from './scale-jobs.env';
import { recordFigure } from './figures';

/**
 * Metering, invoicing and the competition at a provider's size (issue 32 item 4): N customers with
 * one Object Storage service each (default 100,000), a stored figure in the usage ledger, this hour's
 * gateway counters, and a day of hourly usage records last month. Then it runs, one after the other:
 *  - the hourly roll-up (counters + ledger → usage_records) in its steady state;
 *  - the monthly invoice job (under its lease) for the last completed months;
 *  - the competition's live entry list for this month;
 *  - the Ceph plane's provisioning job (each customer also has an access key): its first tick, which
 *    checks every customer against RGW, and a tick that finds nothing changed, which is what runs
 *    every 15 s. RGW is a stand-in that answers at once: these figures are the portal's side; the
 *    first tick also waits for one Admin Ops call per customer on a real RGW (bench/README.md).
 * For each: the time, the rows it wrote, the process's peak memory growth, the longest single
 * transaction and how long the job held its lease. Goal: no transaction or lease held a minute.
 *
 *   node -r @swc-node/register bench/scale-jobs.ts [--services=100000]
 *   SCALE_DATABASE_URL=postgres://… node -r @swc-node/register bench/scale-jobs.ts   (a throw-away database)
 */
const N = Number(process.argv.find((a) => a.startsWith('--services='))?.split('=')[1] ?? 100_000);
const CHUNK = 500;
const MINUTE_MS = 60_000;

/** Times every db.transaction() the job runs (storageTx, invoices and the lease all go through it). */
function watchTransactions(db: DataSource) {
  let longest = 0;
  let count = 0;
  const original = db.transaction.bind(db) as (...a: unknown[]) => Promise<unknown>;
  (db as unknown as { transaction: (...a: unknown[]) => Promise<unknown> }).transaction = async (...args: unknown[]) => {
    const t0 = performance.now();
    try {
      return await original(...args);
    } finally {
      longest = Math.max(longest, performance.now() - t0);
      count++;
    }
  };
  return {
    reset: () => {
      longest = 0;
      count = 0;
    },
    get longest() {
      return longest;
    },
    get count() {
      return count;
    },
  };
}

/** Peak resident memory above the start while `work` runs, sampled every 20 ms. */
async function measured<T>(work: () => Promise<T>): Promise<{ value: T; ms: number; peakMiB: number }> {
  global.gc?.();
  const base = process.memoryUsage().rss;
  let peak = base;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const t0 = performance.now();
  try {
    const value = await work();
    return { value, ms: performance.now() - t0, peakMiB: (Math.max(peak, process.memoryUsage().rss) - base) / 2 ** 20 };
  } finally {
    clearInterval(timer);
  }
}

async function seed(db: DataSource, now: Date) {
  const t0 = Date.now();
  const createdAt = new Date(now.getTime() - 120 * 86_400_000);
  await insertUsers(db, Array.from({ length: N }, (_, i) => ({ firstName: `First${i}`, lastName: `Last${i % 997}`, username: `scale${i}`, email: `scale${i}@example.co.ke`, createdAt })), 1000);
  const userIds = (await db.getRepository(UserEntity).find({ select: { id: true }, order: { id: 'ASC' } })).map((u) => u.id);
  const start = new Date(now.getTime() - 100 * 86_400_000);
  const hour = hourIndexOf(now);
  const lastMonth = hourIndexOf(monthStart(new Date(monthStart(now).getTime() - 1)));
  await db.transaction(async (m) => {
    for (let i = 0; i < userIds.length; i += CHUNK) {
      const ids = userIds.slice(i, i + CHUNK);
      await m
        .createQueryBuilder()
        .insert()
        .into(CloudStorageServiceEntity)
        .values(ids.map((userId, k) => ({ userId, name: `Storage ${i + k}`, serviceType: 'Object Storage', storageAmount: 100, cost: 'KSh 200/month', status: 'active' as const, region: 'kenya' as const, planType: null, bucket: `scale-${i + k}`, startDate: start, updatedAt: start })))
        .updateEntity(false)
        .execute();
    }
  });
  await db.transaction(async (m) => {
    for (let i = 0; i < userIds.length; i += CHUNK) {
      const keys = userIds.slice(i, i + CHUNK).map((userId) => {
        const accessKeyId = `MWSCALE${String(userId).padStart(13, '0')}`;
        return { userId, name: 'backup', accessKeyId, secretEnc: encryptSecret(`secret-${userId}-0123456789abcdefghijklmnopqrstuv`, secretBinding.apiKeySecret(accessKeyId)), secretLast4: 'stuv', permissions: 'read,write,delete', status: 'active' as const, createdAt, lastUsedAt: null, expiresAt: null };
      });
      await m.createQueryBuilder().insert().into(ApiKeyEntity).values(keys).updateEntity(false).execute();
    }
  });
  const serviceIds = (await db.getRepository(CloudStorageServiceEntity).find({ select: { id: true }, order: { id: 'ASC' } })).map((s) => s.id);
  const stored = (id: number) => ((id % 50) + 1) * BYTES_PER_GB;
  await db.transaction(async (m) => {
    for (let i = 0; i < serviceIds.length; i += CHUNK) {
      const ids = serviceIds.slice(i, i + CHUNK);
      await m.createQueryBuilder().insert().into(ServiceStorageUsageEntity).values(ids.map((serviceId) => ({ serviceId, usedBytes: stored(serviceId), reservedBytes: 0, updatedAt: now }))).updateEntity(false).execute();
      await m.createQueryBuilder().insert().into(UsageCounterEntity).values(ids.map((serviceId) => ({ serviceId, hourIndex: hour, requestsA: 10, requestsB: 40, bytesIn: 1_000_000, bytesOutRegional: 5_000_000, latencyMsSum: 500 }))).updateEntity(false).execute();
    }
  });
  // A day of hours last month (what each invoice line sums), and the last two hours (the roll-up's
  // steady state: nothing to backfill).
  const hours = [...Array.from({ length: 24 }, (_, h) => lastMonth + 24 + h), hour - 2, hour - 1];
  for (const h of hours) {
    const rows = serviceIds.map((id) => usageRowOf(id, h, stored(id), undefined, now));
    await upsertUsage(db, rows);
  }
  console.log(`seeded ${N.toLocaleString('en-US')} customers and services, ${(serviceIds.length * hours.length).toLocaleString('en-US')} usage records in ${((Date.now() - t0) / 1000).toFixed(0)} s (${db.options.type})`);
}

/**
 * RGW for the provisioning job, answering at once: every user is new to it and every change
 * succeeds. Only the calls are counted; the portal's own cost is what is measured.
 */
function rgwStandIn() {
  const counter = { calls: 0, admin: undefined as unknown as RgwAdmin };
  const answer = (value: unknown) => async () => {
    counter.calls++;
    return value;
  };
  counter.admin = new Proxy({}, { get: (_t, name) => (name === 'getUser' || name === 'bucketSuspended' ? answer(null) : answer(true)) }) as RgwAdmin;
  return counter;
}

async function main() {
  const db = await openDatabase();
  const now = new Date();
  try {
    await seed(db, now);
    const tx = watchTransactions(db);
    const report = (job: string, r: { ms: number; peakMiB: number }, rows: string, leaseMs?: number) => {
      const held = Math.max(tx.longest, leaseMs ?? 0);
      console.log(
        `  ${job.padEnd(28)} ${(r.ms / 1000).toFixed(1).padStart(7)} s  ${rows.padEnd(30)} peak memory +${r.peakMiB.toFixed(0)} MiB  longest transaction ${(tx.longest / 1000).toFixed(2)} s (${tx.count} transactions)${leaseMs !== undefined ? `  lease life ${(leaseMs / 1000).toFixed(0)} s, renewed as it runs` : ''}`,
      );
      recordFigure({ bench: 'scale-jobs', what: `${job}, ${N.toLocaleString('en-US')} services (${db.options.type}): longest transaction or lease`, value: `${(held / 1000).toFixed(1)} s`, goal: '< 60 s', met: held < MINUTE_MS });
      tx.reset();
    };
    console.log(`scale-jobs: ${N.toLocaleString('en-US')} services on ${db.options.type}`);

    const rollup = await measured(() => rollUpUsage(db, now));
    report('hourly roll-up', rollup, `${rollup.value.toLocaleString('en-US')} usage rows written`);

    // The job renews its lease (LEASE_TTL_MS) as it goes: a killed run holds the others up for one lease life.
    const invoices = await measured(() => invoiceJobTick(db, now, 'scale-bench'));
    const issued = await db.getRepository(InvoiceEntity).count();
    report('monthly invoice job', invoices, `${issued.toLocaleString('en-US')} invoices issued`, LEASE_TTL_MS);

    const entries = await measured(() => liveEntryList(db, { start: monthStart(now) }, now));
    report('competition entry list', entries, `${entries.value.userIds.length.toLocaleString('en-US')} customers, ${entries.value.total.toLocaleString('en-US')} entries`);

    const rgw = rgwStandIn();
    const state = newReconcileState();
    const first = await measured(() => cephReconcileTick(db, rgw.admin, state, { now }));
    report('Ceph provisioning, 1st tick', first, `${first.value.reconciled.toLocaleString('en-US')} customers, ${rgw.calls.toLocaleString('en-US')} RGW calls`);
    rgw.calls = 0;
    const quiet = await measured(() => cephReconcileTick(db, rgw.admin, state, { now }));
    report('Ceph provisioning, quiet tick', quiet, `${quiet.value.unchanged.toLocaleString('en-US')} unchanged, ${rgw.calls} RGW calls`);
    await releaseReconcileLease(db);
  } finally {
    await db.destroy();
    fs.rmSync(BENCH_DATA_DIR, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
