import { servicePrice, type PlanName } from '@contracts/pricing-engine';
import { formatKsh } from '@/lib/format';

/**
 * The price a new service will have, from the shared pricing engine (the server prices services
 * with the same function and ignores any price the browser sends): a plan's catalogue price, or a
 * custom size at its product's published per-GB price.
 */
export function serviceCostText(serviceType: string, gb: number, planType?: PlanName | null): string | null {
  if (!planType && (!Number.isFinite(gb) || gb < 1)) return null;
  return servicePrice({ serviceType, storageAmount: gb, planType }, formatKsh)?.text ?? null;
}
