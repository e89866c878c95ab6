import type { Db } from '../../db/db';
import { BillingAccountEntity } from './billing-account.entity';

export const findBillingAccount = (db: Db, userId: number) => db.getRepository(BillingAccountEntity).findOneBy({ userId });

/** The customer's billing account (their spend alert), created on first use. */
export async function ensureBillingAccount(db: Db, user: { id: number }): Promise<BillingAccountEntity> {
  const repo = db.getRepository(BillingAccountEntity);
  const found = await repo.findOneBy({ userId: user.id });
  if (found) return found;
  await repo.createQueryBuilder().insert().values({ userId: user.id, monthlyBudgetCents: null, updatedAt: new Date() }).orIgnore().execute();
  return repo.findOneByOrFail({ userId: user.id });
}
