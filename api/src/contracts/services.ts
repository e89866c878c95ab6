import { z } from 'zod';
import { groupDigits } from './digits';

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

/**
 * The products a customer creates as a service, each priced by the pricing engine: object storage
 * (also the plans: monthly, biannual, annual), block SSD storage, and snapshots & backups ('Backup
 * Storage'). The Edge CDN is a beta by invitation (a support request), not a self-service product.
 */
export const SERVICE_TYPES = ['Object Storage', 'Block Storage', 'Backup Storage'] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];
export const CDN_BETA_MESSAGE = 'The Edge CDN is in beta: request access through a support ticket (Feature Request)';
const isServiceType = (v: string): v is ServiceType => (SERVICE_TYPES as readonly string[]).includes(v);

/** New service form and API input: the spec's exact messages. */
export const createServiceSchema = z.object({
  serviceType: z
    .string({ error: 'Service type is required' })
    .trim()
    .min(1, 'Service type is required')
    .max(50, 'Service type must be at most 50 characters')
    .refine((v) => !/\bcdn\b/i.test(v), CDN_BETA_MESSAGE)
    .refine((v) => /\bcdn\b/i.test(v) || isServiceType(v), `Service type must be one of ${SERVICE_TYPES.join(', ')}`),
  storageAmount: z
    .number({ error: 'Storage amount must be at least 1GB' })
    .int('Storage amount must be a whole number of GB')
    .min(MIN_SERVICE_GB, 'Storage amount must be at least 1GB')
    .max(MAX_SERVICE_GB, `Storage amount must be at most ${groupDigits(MAX_SERVICE_GB)} GB`),
  cost: z.string({ error: 'Cost is required' }).trim().min(1, 'Cost is required').max(50, 'Cost must be at most 50 characters'),
  name: z.string().trim().min(1, 'Name is required').max(100, 'Name must be at most 100 characters').optional().nullable(),
  region: z.enum(['kenya', 'multi_region'], { error: 'Region must be kenya or multi_region' }).optional().nullable(),
  planType: z.enum(['monthly', 'biannual', 'annual'], { error: 'Unknown plan type' }).optional().nullable(),
  /** Backup Storage only: how long each backup version is immutable (object lock), and how strictly. Default 30 days, GOVERNANCE. */
  retentionDays: z.union([z.literal(7), z.literal(30), z.literal(365)], { error: 'Retention must be 7, 30 or 365 days' }).optional().nullable(),
  retentionMode: z.enum(['GOVERNANCE', 'COMPLIANCE'], { error: 'Retention mode must be GOVERNANCE or COMPLIANCE' }).optional().nullable(),
});
export type CreateServiceInput = z.input<typeof createServiceSchema>;

export const updateServiceSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(100, 'Name must be at most 100 characters').optional().nullable(),
  storageAmount: createServiceSchema.shape.storageAmount.optional().nullable(),
});

/**
 * Cancel a service: the customer types its name (type-to-confirm). `deleteData` is the second
 * confirmation, needed when its buckets hold objects: they are deleted with it.
 */
export const cancelServiceSchema = z.object({
  confirmName: z.string({ error: 'Type the service name exactly to confirm' }).max(200, 'Type the service name exactly to confirm'),
  deleteData: z.boolean().optional().nullable(),
});
export type CancelServiceInput = z.input<typeof cancelServiceSchema>;
