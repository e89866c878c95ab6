import type { Db } from '../../graphql/context';
import type { UserEntity } from '../auth/user.entity';
import { BillingAccountEntity } from './billing-account.entity';

/** 'M-Pesa •••• 5678' from the customer's registered mobile number (only the last 4 digits kept). */
export function paymentMethodFor(phone: string | null | undefined): string {
  const digits = (phone ?? '').replace(/\D/g, '');
  return digits.length >= 4 ? `M-Pesa •••• ${digits.slice(-4)}` : 'No payment method on file';
}

export const findBillingAccount = (db: Db, userId: number) => db.getRepository(BillingAccountEntity).findOneBy({ userId });

/** The customer's billing account, created on first use with M-Pesa on their phone number. */
export async function ensureBillingAccount(db: Db, user: Pick<UserEntity, 'id' | 'phone'>): Promise<BillingAccountEntity> {
  const repo = db.getRepository(BillingAccountEntity);
  const found = await repo.findOneBy({ userId: user.id });
  if (found) return found;
  await repo
    .createQueryBuilder()
    .insert()
    .values({ userId: user.id, paymentMethod: paymentMethodFor(user.phone), monthlyBudgetCents: null, updatedAt: new Date() })
    .orIgnore()
    .execute();
  return repo.findOneByOrFail({ userId: user.id });
}
