import type { ModuleDefinition } from '../module';

/** Monthly invoices from services and metered usage, billing summary, spend alerts, revenue. */
export const billingModule: ModuleDefinition = {
  name: 'billing',
};
