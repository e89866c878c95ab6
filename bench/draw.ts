/**
 * The competition draw over 1,000,000 entries (20,000 customers storing 100 GB each) on SQLite:
 * end-to-end time of one draw (commit: read every customer's metered storage, freeze the entry list
 * and publish its pseudonymous commitment; reveal: hash, map the index, store draw + winner + outbox
 * + audit) and the memory it uses.
 * Then the same with 10,000,000 entries (500 each, the cap) over the same customers: memory must
 * grow with customers, not entries (no row per entry is ever built). Goal: <= 50 ms per draw.
 *
 *   node -r @swc-node/register bench/draw.ts [customers=20000] [runs=5]
 */
import './draw.env';
import fs from 'node:fs';
import { openDatabase } from '../api/src/db/data-source';
import { UserEntity } from '../api/src/modules/auth/user.entity';
import { liveEntryList } from '../api/src/modules/competition/entries.service';
import { commitRound, completeRound } from '../api/src/modules/competition/rounds.service';
import { UsageRecordEntity } from '../api/src/modules/metering/usage-record.entity';
import { hourIndexOf } from '../api/src/modules/metering/time-ranges';
import { PromotionEntity } from '../api/src/modules/competition/promotion.entity';
import { currentPeriod } from '../api/src/modules/competition/schedule';
import { CloudStorageServiceEntity } from '../api/src/modules/services/service.entity';
import { BENCH_DATA_DIR as dir } from './draw.env';

const CUSTOMERS = Number(process.argv[2] ?? 20_000);
const RUNS = Number(process.argv[3] ?? 5);
const ACTOR = { userId: null, ip: null, userAgent: 'bench', requestId: null };
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;

async function main() {
  const db = await openDatabase();
  const now = new Date();
  const t0 = Date.now();
  await db.transaction(async (m) => {
    for (let i = 0; i < CUSTOMERS; i += 500) {
      const n = Math.min(500, CUSTOMERS - i);
      const ids = Array.from({ length: n }, (_, k) => i + k);
      await m.getRepository(UserEntity).insert(
        ids.map((j) => ({ username: `drawbench${j}`, usernameKey: `drawbench${j}`, email: `drawbench${j}@example.co.ke`, firstName: `First${j}`, lastName: `Last${j}`, phone: '+254700000000', userType: 'user' as const, passwordHash: 'x', twoFactorEnabled: false, createdAt: now })),
      );
    }
    const users = await m.getRepository(UserEntity).find({ select: { id: true } });
    for (let i = 0; i < users.length; i += 500) {
      await m.getRepository(CloudStorageServiceEntity).insert(
        users.slice(i, i + 500).map((u) => ({ userId: u.id, name: 'Bench', serviceType: 'Object Storage', storageAmount: 100, cost: 'KSh 85/month', status: 'active' as const, region: 'kenya' as const, planType: null, bucket: `drawbench-${u.id}`, startDate: now, updatedAt: now })),
      );
    }
    // Entries count metered storage: 24 hourly records per service (100 GB stored), as the gateway reports them.
    const services = await m.getRepository(CloudStorageServiceEntity).find({ select: { id: true } });
    const hour = hourIndexOf(now);
    for (let i = 0; i < services.length; i += 80) {
      await m.getRepository(UsageRecordEntity).insert(
        services.slice(i, i + 80).flatMap((s) =>
          Array.from({ length: 24 }, (_, h) => ({ serviceId: s.id, hourIndex: hour - h, periodStart: new Date((hour - h) * 3_600_000), storedGb: 100, egressKenyaGb: 0, egressEastAfricaGb: 0, egressAfricaGb: 0, requests: 0, errors: 0, avgLatencyMs: 0, uptimePercent: 100, receivedAt: now })),
        ),
      );
    }
  });
  console.log(`seeded ${CUSTOMERS} customers storing 100 GB each (24 hourly usage records per service) in ${Date.now() - t0} ms`);

  const promotions = db.getRepository(PromotionEntity);
  const drawOnce = async (label: string) => {
    const p = await promotions.save(
      promotions.create({ name: `Bench ${label}`, description: 'bench', eligibilityCriteria: 'bench', prizeDescription: 'KSh 500 airtime', prizeValue: 500, drawType: 'daily', startDate: new Date(now.getTime() - 86_400_000), endDate: new Date(now.getTime() + 86_400_000 * 30), isActive: true, createdBy: null, createdAt: now, updatedAt: now }),
    );
    const period = currentPeriod(p, now)!;
    global.gc?.();
    const heapBefore = process.memoryUsage().heapUsed;
    let peak = heapBefore;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().heapUsed)), 1);
    const start = process.hrtime.bigint();
    const round = await commitRound(db, { promotion: p, period, trigger: 'manual', actor: ACTOR, now });
    const outcome = await completeRound(db, round, ACTOR, 'bench', now);
    const ms = Number(process.hrtime.bigint() - start) / 1e6;
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().heapUsed);
    if (outcome.status !== 'complete' || !outcome.newlyDrawn) throw new Error('expected a new draw');
    return { ms, heapGrowth: peak - heapBefore };
  };

  const report = async (label: string) => {
    await drawOnce(`${label} warm-up`);
    const results = [];
    for (let i = 0; i < RUNS; i++) results.push(await drawOnce(`${label} ${i}`));
    const times = results.map((r) => r.ms).sort((a, b) => a - b);
    const heap = Math.max(...results.map((r) => r.heapGrowth));
    const queryTimes: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const t = process.hrtime.bigint();
      await liveEntryList(db, { start: new Date(now.getTime() - 86_400_000) }, now);
      queryTimes.push(Number(process.hrtime.bigint() - t) / 1e6);
    }
    queryTimes.sort((a, b) => a - b);
    const total = await db.getRepository(PromotionEntity).manager.query('SELECT total_entries AS t FROM competition_draws ORDER BY id DESC LIMIT 1');
    console.log(
      `${label}: ${Number(total[0].t).toLocaleString('en')} entries over ${CUSTOMERS.toLocaleString('en')} customers — ` +
        `draw end-to-end median ${times[Math.floor(times.length / 2)]!.toFixed(1)} ms, max ${times[times.length - 1]!.toFixed(1)} ms; ` +
        `heap growth during a draw ≤ ${mb(heap)} (rss ${mb(process.memoryUsage().rss)}); ` +
        `of which reading the entries (metered storage, one grouped query) median ${queryTimes[Math.floor(queryTimes.length / 2)]!.toFixed(1)} ms`,
    );
    return times[Math.floor(times.length / 2)]!;
  };

  const median = await report('1M entries');
  await db.getRepository(UsageRecordEntity).createQueryBuilder().update().set({ storedGb: 1000 }).execute();
  await report('10M entries (500 each)');
  console.log(`goal ≤ 50 ms per draw over 1,000,000 entries: ${median <= 50 ? 'met' : 'NOT met'}`);
  await db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
