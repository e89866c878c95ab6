import { z } from 'zod';

/**
 * The admin audit log: what administrators (and the scheduler acting for them) did, apart from
 * customers' own security events. Shared with the web app for the filter form. Pure zod.
 */

/** Every kind of recorded admin act (schema.graphql's AdminAuditAction lists the same). */
export const ADMIN_AUDIT_ACTIONS = [
  'promotion_created',
  'promotion_updated',
  'draw_committed',
  'draw_revealed',
  'service_suspended',
  'service_reinstated',
  'support_ticket_updated',
  'admin_granted',
  'audit_log_exported',
  'exchange_rate_set',
  'payment_recorded',
] as const;
export type AdminAuditAction = (typeof ADMIN_AUDIT_ACTIONS)[number];

export const ADMIN_AUDIT_ACTION_LABELS: Record<AdminAuditAction, string> = {
  promotion_created: 'Promotion created',
  promotion_updated: 'Promotion edited',
  draw_committed: 'Draw committed',
  draw_revealed: 'Draw revealed',
  service_suspended: 'Service suspended',
  service_reinstated: 'Service reinstated',
  support_ticket_updated: 'Support ticket updated',
  admin_granted: 'Admin rights granted',
  audit_log_exported: 'Audit log exported',
  exchange_rate_set: 'Exchange rate set',
  payment_recorded: 'Payment recorded',
};

/** The actor filter's value for acts with no admin behind them (the scheduler, the operator's command line). */
export const SYSTEM_ACTOR = 'system';

/** The most rows one CSV export carries (newest first); narrow the filter for older ones. */
export const AUDIT_EXPORT_MAX_ROWS = 10_000;

const instant = (label: string) =>
  z
    .union([z.string(), z.date()], { error: `${label} must be a date and time` })
    .transform((v, ctx) => {
      const d = v instanceof Date ? v : new Date(v);
      if (Number.isNaN(d.getTime()) || (typeof v === 'string' && !/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(v))) {
        ctx.addIssue({ code: 'custom', message: `${label} must be a date and time (ISO 8601)` });
        return z.NEVER;
      }
      return d;
    });

/** The filter of the audit view and its CSV export: all parts optional; `to` is exclusive. */
export const adminAuditFilterSchema = z
  .object({
    actorId: z
      .string()
      .trim()
      .regex(/^(system|[1-9]\d{0,14})$/, 'Actor must be an admin id or "system"')
      .nullish()
      .transform((v) => v || null),
    action: z.enum(ADMIN_AUDIT_ACTIONS, { error: 'Unknown audit action' }).nullish().transform((v) => v ?? null),
    from: instant('From').nullish().transform((v) => v ?? null),
    to: instant('To').nullish().transform((v) => v ?? null),
  })
  .refine((f) => !f.from || !f.to || f.from < f.to, { message: 'From must be before To', path: ['to'] });
export type AdminAuditFilter = z.output<typeof adminAuditFilterSchema>;
