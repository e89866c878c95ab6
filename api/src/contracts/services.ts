import { z } from 'zod';

/** The plan catalogue (spec section 3, prices in KSh). */
export const PLANS = [
  { type: 'monthly', storageGB: 100, priceKsh: 200, duration: '1 month' },
  { type: 'biannual', storageGB: 500, priceKsh: 1000, duration: '6 months' },
  { type: 'annual', storageGB: 1000, priceKsh: 2000, duration: '12 months' },
] as const;
export type PlanType = (typeof PLANS)[number]['type'];

export const DEFAULT_NEW_SERVICE_GB = 10;
export const MIN_SERVICE_GB = 1;
/** Largest single service we provision from the portal (larger: talk to sales). */
export const MAX_SERVICE_GB = 1_000_000;

export const SERVICE_TYPES = ['Object Storage', 'Block Storage', 'Backup Storage'] as const;

/** New service form and API input: the spec's exact messages. */
export const createServiceSchema = z.object({
  serviceType: z.string({ error: 'Service type is required' }).trim().min(1, 'Service type is required').max(50, 'Service type must be at most 50 characters'),
  storageAmount: z
    .number({ error: 'Storage amount must be at least 1GB' })
    .int('Storage amount must be a whole number of GB')
    .min(MIN_SERVICE_GB, 'Storage amount must be at least 1GB')
    .max(MAX_SERVICE_GB, `Storage amount must be at most ${MAX_SERVICE_GB.toLocaleString('en')} GB`),
  cost: z.string({ error: 'Cost is required' }).trim().min(1, 'Cost is required').max(50, 'Cost must be at most 50 characters'),
  name: z.string().trim().min(1, 'Name is required').max(100, 'Name must be at most 100 characters').optional().nullable(),
  region: z.enum(['kenya', 'multi_region'], { error: 'Region must be kenya or multi_region' }).optional().nullable(),
  planType: z.enum(['monthly', 'biannual', 'annual'], { error: 'Unknown plan type' }).optional().nullable(),
});
export type CreateServiceInput = z.input<typeof createServiceSchema>;

export const updateServiceSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(100, 'Name must be at most 100 characters').optional().nullable(),
  storageAmount: createServiceSchema.shape.storageAmount.optional().nullable(),
});
