import crypto from 'node:crypto';
import type { DataSource } from 'typeorm';
import { SecurityEventEntity } from '../modules/audit/security-event.entity';
import { SessionEntity } from '../modules/auth/session.entity';
import { UserEntity } from '../modules/auth/user.entity';
import { InvoiceEntity } from '../modules/billing/invoice.entity';
import { PromotionEntity } from '../modules/competition/promotion.entity';
import { CloudStorageServiceEntity } from '../modules/services/service.entity';
import type { DemoAccounts } from './demo-seeders';

const DAY = 86_400_000;
/** A customer's account is opened this long before their first service or invoice period. */
const JOINED_BEFORE_FIRST_USE = 12 * DAY;
/** The admin joined this long before the first customer (or the first promotion). */
const ADMIN_JOINED_BEFORE = 30 * DAY;
/** The demo customer's previous visit: two days ago, signed out after 25 minutes. */
const PREVIOUS_VISIT_AGO = 2 * DAY;
const PREVIOUS_VISIT_LENGTH = 25 * 60_000;

async function earliest<T>(db: DataSource, entity: new () => T, column: keyof T & string, where: object): Promise<Date | null> {
  const row = await db.getRepository(entity).findOne({ select: { [column]: true } as never, where: where as never, order: { [column]: 'ASC' } as never });
  return row ? ((row as Record<string, unknown>)[column] as Date) : null;
}

/** When an account's history starts: its first service or invoice period, whichever is older. */
async function firstUseOf(db: DataSource, userId: number): Promise<Date | null> {
  const dates = [await earliest(db, CloudStorageServiceEntity, 'startDate', { userId }), await earliest(db, InvoiceEntity, 'periodStart', { userId })].filter((d): d is Date => !!d);
  return dates.length ? new Date(Math.min(...dates.map((d) => d.getTime()))) : null;
}

async function setJoined(db: DataSource, userId: number, joined: Date): Promise<void> {
  await db.getRepository(UserEntity).update(userId, { createdAt: joined });
  // The "Account created" line of the account's own security log says the same date.
  await db.getRepository(SecurityEventEntity).update({ userId, type: 'register' }, { createdAt: joined });
}

/**
 * The demo customer's previous visit, as a real one leaves it: an ended session row and its
 * sign-in and sign-out events. So their first sign-in on a fresh demo reads "Welcome back", as
 * it should for an account with months of invoices.
 */
async function seedPreviousVisit(db: DataSource, customer: UserEntity, now: number): Promise<void> {
  const start = new Date(now - PREVIOUS_VISIT_AGO);
  const end = new Date(start.getTime() + PREVIOUS_VISIT_LENGTH);
  const where = { ip: '127.0.0.1', userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36' };
  await db.getRepository(SessionEntity).insert({
    id: crypto.randomUUID(),
    userId: customer.id,
    createdAt: start,
    lastSeenAt: end,
    expiresAt: new Date(start.getTime() + 7 * DAY),
    revokedAt: end,
    ip: where.ip,
    userAgent: where.userAgent,
    idleTimeoutMinutes: 60,
  });
  const event = { userId: customer.id, actorId: null, severity: 'low' as const, ip: where.ip, userAgent: where.userAgent, location: 'Local machine', requestId: null };
  await db.getRepository(SecurityEventEntity).insert([
    { ...event, type: 'login', action: 'Signed in', createdAt: start },
    { ...event, type: 'logout', action: 'Signed out', createdAt: end },
  ]);
}

/**
 * Runs after every module's demo data: gives each seeded account a join date that agrees with its
 * history (before its first service, usage or invoice; the admin before everyone and before the
 * first promotion) instead of the moment the seed ran, and the demo customer a previous visit.
 */
export async function alignDemoHistory(db: DataSource, { customer, admin }: DemoAccounts, now = Date.now()): Promise<void> {
  const users = await db.getRepository(UserEntity).find({ select: { id: true } });
  let firstJoined = now;
  for (const u of users) {
    if (u.id === admin.id) continue;
    const firstUse = await firstUseOf(db, u.id);
    if (!firstUse) continue;
    const joined = new Date(firstUse.getTime() - JOINED_BEFORE_FIRST_USE);
    firstJoined = Math.min(firstJoined, joined.getTime());
    await setJoined(db, u.id, joined);
  }
  const firstPromotion = await earliest(db, PromotionEntity, 'startDate', {});
  await setJoined(db, admin.id, new Date(Math.min(firstJoined, firstPromotion?.getTime() ?? now) - ADMIN_JOINED_BEFORE));
  await seedPreviousVisit(db, customer, now);
}
