import type { DataSource } from 'typeorm';
import { FREEZE_MINUTES_BEFORE_DRAW } from '../../contracts/competition';
import type { DemoSeeder } from '../../seed/demo-seeders';
import { createAccount } from '../auth';
import { generateDemoUsage, hourIndexOf, profileOf, toRow, upsertUsage } from '../metering';
import { CloudStorageServiceEntity, priceOf } from '../services';
import { localFallback } from './beacon';
import { revealRound } from './draw.service';
import { DrawRoundEntity } from './draw-round.entity';
import { freezePeriod } from './freeze.service';
import { PromotionEntity } from './promotion.entity';
import { lastClosedPeriod, type Period } from './schedule';

const DAY = 86_400_000;
const SEED_ACTOR = { userId: null, ip: null, userAgent: 'demo-seed', requestId: null };

/** Demo customers (fixed data; demo-only password) with active storage of different sizes. */
const CUSTOMERS = [
  { username: 'wkamau', firstName: 'Wanjiku', lastName: 'Kamau', phone: '+254722100201', gb: [100] },
  { username: 'bochieng', firstName: 'Brian', lastName: 'Ochieng', phone: '+254722100202', gb: [500] },
  { username: 'fmwangi', firstName: 'Faith', lastName: 'Mwangi', phone: '+254722100203', gb: [1000, 200] },
  { username: 'kkiprop', firstName: 'Kevin', lastName: 'Kiprop', phone: '+254722100204', gb: [20] },
  { username: 'aakinyi', firstName: 'Achieng', lastName: 'Akinyi', phone: '+254722100205', gb: [250] },
  { username: 'dmutua', firstName: 'David', lastName: 'Mutua', phone: '+254722100206', gb: [60, 40] },
  { username: 'nwairimu', firstName: 'Njeri', lastName: 'Wairimu', phone: '+254722100207', gb: [3] },
  { username: 'hhassan', firstName: 'Halima', lastName: 'Hassan', phone: '+254722100208', gb: [2000] },
];

const ELIGIBILITY =
  'An active Mawingu cloud storage service, an account in good standing with no overdue payments, a valid Kenyan mobile number, age 18 or over. Every 2 GB of active storage is one entry, up to 500 per draw.';

const PROMOTIONS = [
  { name: 'Daily Data Bundle Draw', drawType: 'daily' as const, prizeDescription: 'KSh 500 airtime and data bundle', prizeValue: 500, description: 'A data bundle winner every evening at 20:00 EAT. Your storage keeps you in every draw automatically.' },
  { name: 'Weekly Mega Bundle', drawType: 'weekly' as const, prizeDescription: 'KSh 5,000 airtime plus a 50 GB data bundle', prizeValue: 5000, description: 'One mega bundle every Sunday at 20:00 EAT for our storage customers.' },
  { name: 'Monthly Premium Bundle', drawType: 'monthly' as const, prizeDescription: 'Apple MacBook Air 13-inch (M3)', prizeValue: 165000, description: 'Our premium draw on the first Monday of every month at 20:00 EAT.' },
];

/** The demo customers' usage: what they store, hour by hour, as the storage platform would report it. */
async function seedUsage(db: DataSource, services: CloudStorageServiceEntity[]): Promise<void> {
  const now = new Date();
  const to = hourIndexOf(now);
  const rows = services.flatMap((s) => generateDemoUsage(profileOf(s), hourIndexOf(s.startDate), to).map((g) => toRow(g, now)));
  await db.transaction((m) => upsertUsage(m, rows));
}

async function seedCustomers(db: DataSource): Promise<CloudStorageServiceEntity[]> {
  const now = Date.now();
  const services: CloudStorageServiceEntity[] = [];
  for (const [i, c] of CUSTOMERS.entries()) {
    const user = await createAccount(db, SEED_ACTOR, { ...c, email: `${c.username}@demo.mawingu.cloud`, password: 'Demo!Pass2026' }, 'user', { emailVerified: true, ownWordsRule: false });
    for (const [j, gb] of c.gb.entries()) {
      const start = new Date(now - (90 - i * 7 - j) * DAY);
      services.push(await db.getRepository(CloudStorageServiceEntity).save({
        userId: user.id,
        name: j === 0 ? 'Primary Storage' : 'Backups',
        serviceType: j === 0 ? 'Object Storage' : 'Backup Storage',
        storageAmount: gb,
        cost: priceOf({ serviceType: j === 0 ? 'Object Storage' : 'Backup Storage', storageAmount: gb }),
        status: 'active',
        region: 'kenya',
        planType: null,
        bucket: `demo-${c.username}-${j + 1}`,
        startDate: start,
        updatedAt: start,
      }));
    }
  }
  return services;
}

/**
 * A past period drawn as the scheduler would: frozen and committed at its cut-off (entries from
 * the usage metered until then), then revealed. A demo has no beacon history, so the seed reveals
 * with the labelled local fallback; every such draw says so.
 */
async function seedPastDraw(db: DataSource, promotion: PromotionEntity, period: Period): Promise<void> {
  const cutoff = new Date(period.drawAt.getTime() - FREEZE_MINUTES_BEFORE_DRAW * 60_000);
  await db.transaction(async (m) => {
    const frozen = await freezePeriod(m, promotion.id, period, cutoff);
    if (frozen.list.total === 0) return;
    const repo = m.getRepository(DrawRoundEntity);
    const round = await repo.save(
      repo.create({
        promotionId: promotion.id,
        periodKey: period.key,
        periodStart: period.start,
        drawAt: period.drawAt,
        trigger: 'scheduled',
        status: 'pending',
        snapshotId: frozen.snapshotId,
        entriesCommitment: frozen.commitment,
        totalEntries: frozen.list.total,
        drawTimestamp: period.drawAt.toISOString(),
        beaconPlan: 'local-fallback',
        targetHeight: null,
        targetTime: null,
        committedAt: cutoff,
        committedBy: null,
      }),
    );
    await revealRound(m, round, localFallback(), SEED_ACTOR, 'the demo seed');
  });
}

/** Active daily, weekly and monthly promotions, demo customers, and past winners from real draws. */
export const seedCompetition: DemoSeeder = async (db, { admin }) => {
  await seedUsage(db, await seedCustomers(db));
  const now = new Date();
  const repo = db.getRepository(PromotionEntity);
  const promotions = [];
  for (const p of PROMOTIONS) {
    promotions.push(
      await repo.save(
        repo.create({ ...p, eligibilityCriteria: ELIGIBILITY, startDate: new Date(now.getTime() - 70 * DAY), endDate: new Date(now.getTime() + 365 * DAY), isActive: true, createdBy: admin.id, createdAt: now, updatedAt: now }),
      ),
    );
  }
  // Past periods drawn exactly as the scheduler would (scheduled time, first block after it, or the labelled fallback).
  const pastDraws: [PromotionEntity, number][] = [[promotions[2]!, 1], [promotions[1]!, 2], [promotions[0]!, 3]];
  for (const [promotion, count] of pastDraws) {
    let at = now;
    const periods = [];
    for (let i = 0; i < count; i++) {
      const period = lastClosedPeriod(promotion, at);
      if (!period) break;
      periods.unshift(period);
      at = new Date(period.drawAt.getTime() - 1);
    }
    for (const period of periods) await seedPastDraw(db, promotion, period);
  }
};
