import type { Router } from 'express';
import { bodyOf, shim } from '../../http/rest';
import { centsToKsh, type UsageLine } from '../../contracts/pricing-engine';
import { quoteFor } from './pricing.service';

const line = (l: UsageLine) => ({ amount: l.amount, free: l.free, billable: l.billable, cost: centsToKsh(l.costCents) });

/** POST /api/pricing/calculate (spec sections 3 and 7): the calculator's quote with figures in KSh. */
export function mountPricingRest(router: Router): void {
  router.post('/pricing/calculate', shim(async (_ctx, req) => {
    const q = quoteFor(bodyOf(req));
    return {
      currency: q.currency,
      totalCost: centsToKsh(q.totalCents),
      breakdown: { storage: line(q.breakdown.storage), egress: line(q.breakdown.egress) },
    };
  }));
}
