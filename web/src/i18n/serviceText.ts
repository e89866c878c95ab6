import type { DashboardT } from './keys';

const TYPE_KEYS = { 'Object Storage': 'services.type_object', 'Block Storage': 'services.type_block', 'Backup Storage': 'services.type_backup' } as const;
const PERIOD_KEYS = { month: 'services.costPer_month', '6 months': 'services.costPer_6months', '12 months': 'services.costPer_12months' } as const;

/** A service type (the API's English product name) in the dashboard's language; an unknown one as it is. */
export const serviceTypeText = (t: DashboardT, type: string) => (type in TYPE_KEYS ? t(TYPE_KEYS[type as keyof typeof TYPE_KEYS]) : type);

/** A service's price text ('KSh 76.50/month', 'KSh 1,000/6 months': contracts/pricing-engine servicePrice) in the dashboard's language. */
export function costText(t: DashboardT, cost: string): string {
  const m = /^(.+)\/(month|6 months|12 months)$/.exec(cost);
  return m ? t(PERIOD_KEYS[m[2] as keyof typeof PERIOD_KEYS], { amount: m[1] }) : cost;
}
