import type { DataSource } from 'typeorm';
import { logger } from '../common/logger';
import { createAccount } from '../modules/auth/auth.service';
import { UserEntity } from '../modules/auth/user.entity';
import { modules } from '../modules/registry';
import { alignDemoHistory } from './demo-history';

/** Demo-only credentials, also written in the README. Never use them for anything real. */
export const DEMO_CUSTOMER = { username: 'demo', email: 'demo@mawingu.cloud', password: 'Demo!Pass2026', firstName: 'Amani', lastName: 'Wanjiru', phone: '+254712345678' };
export const DEMO_ADMIN = { username: 'admin', email: 'admin@mawingu.cloud', password: 'Admin!Pass2026', firstName: 'Baraka', lastName: 'Otieno', phone: '+254701234567' };

const SEED_ACTOR = { userId: null, ip: null, userAgent: 'demo-seed', requestId: null };

/** Seed a small demo on a fresh database (no users yet): a customer, an admin, and each module's demo data. */
export async function seedDemo(db: DataSource): Promise<void> {
  const users = await db.getRepository(UserEntity).count();
  if (users > 0) return;
  const customer = await createAccount(db, SEED_ACTOR, DEMO_CUSTOMER, 'user', { emailVerified: true, ownWordsRule: false });
  const admin = await createAccount(db, SEED_ACTOR, DEMO_ADMIN, 'admin', { emailVerified: true, ownWordsRule: false });
  for (const m of modules) if (m.seed) await m.seed(db, { customer, admin });
  await alignDemoHistory(db, { customer, admin });
  logger.info(
    `Demo data seeded. DEMO ONLY credentials — customer: ${DEMO_CUSTOMER.username} / ${DEMO_CUSTOMER.password}; admin: ${DEMO_ADMIN.username} / ${DEMO_ADMIN.password}`,
  );
}
