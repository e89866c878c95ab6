import { convertKshCents, formatForeign, setExchangeRateSchema, type ForeignCurrency } from '../../contracts/exchange-rates';
import { formatKsh } from '../../contracts/money';
import { badInput } from '../../common/errors';
import { parseInput } from '../../common/validation';
import type { Db } from '../../db/db';
import { actorOf, type Caller } from '../caller';
import { recordAdminAction } from '../audit';
import { requireAdmin, requireUser } from '../auth';
import { ExchangeRateEntity } from './exchange-rate.entity';

/** The newest rate of each currency (USD first), for any signed-in user. */
export async function currentExchangeRates(ctx: Caller): Promise<ExchangeRateEntity[]> {
  requireUser(ctx);
  return latestRates(ctx.db);
}

export async function latestRates(db: Db): Promise<ExchangeRateEntity[]> {
  const repo = db.getRepository(ExchangeRateEntity);
  const out: ExchangeRateEntity[] = [];
  for (const currency of ['USD', 'EUR'] as ForeignCurrency[]) {
    const row = await repo.findOne({ where: { currency }, order: { id: 'DESC' } });
    if (row) out.push(row);
  }
  return out;
}

/**
 * An administrator sets a currency's rate (KSh cents per unit, and the day it is of). A new row
 * each time (the history stays); recorded in the admin audit log. A day after today (East Africa
 * Time) is refused.
 */
export async function setExchangeRate(ctx: Caller, raw: unknown): Promise<ExchangeRateEntity> {
  requireAdmin(ctx);
  const i = parseInput(setExchangeRateSchema, raw);
  const todayEat = new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);
  if (i.rateDate > todayEat) throw badInput('The rate date cannot be in the future', 'rateDate');
  return ctx.db.transaction(async (m) => {
    const actor = actorOf(ctx);
    const row = await m.getRepository(ExchangeRateEntity).save(
      m.getRepository(ExchangeRateEntity).create({ currency: i.currency, kshCentsPerUnit: i.kshCentsPerUnit, rateDate: i.rateDate, setById: actor.userId, createdAt: new Date() }),
    );
    await recordAdminAction(m, actor, {
      action: 'exchange_rate_set',
      summary: `Exchange rate set: 1 ${i.currency} = ${formatKsh(i.kshCentsPerUnit)} (rate of ${i.rateDate}; ${formatKsh(100_000)} ≈ ${formatForeign(convertKshCents(100_000, i.kshCentsPerUnit), i.currency)})`,
      target: { type: 'exchange_rate', id: row.id },
    });
    return row;
  });
}
