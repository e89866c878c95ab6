import { z } from 'zod';

/**
 * Billing constants and the spend-alert input, shared with the web app. Money is integer cents
 * of KSh. Pure zod: no Node or browser imports.
 */

/** An invoice is issued on the 1st of the month after its period and is due this many days later. */
export const INVOICE_DUE_DAYS = 14;

export const INVOICE_STATUSES = ['paid', 'pending', 'overdue'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** Spend alert levels, in percent of the monthly budget spent so far this month. */
export const BUDGET_WARNING_PERCENT = 75;
export const BUDGET_EXCEEDED_PERCENT = 100;
export type BudgetLevel = 'none' | 'warning' | 'exceeded';

/** Months a plan's price covers; the price is billed in full at the start of each term. */
export const PLAN_TERM_MONTHS = { monthly: 1, biannual: 6, annual: 12 } as const;

/** Largest monthly budget accepted: KSh 10,000,000. */
export const MAX_BUDGET_CENTS = 1_000_000_000;

export const setSpendBudgetSchema = z.object({
  monthlyBudgetCents: z
    .number({ error: 'Budget must be a number' })
    .int('Budget must be a whole number of cents')
    .min(0, 'Budget cannot be negative')
    .max(MAX_BUDGET_CENTS, 'Budget must be at most KSh 10,000,000')
    .nullable()
    .optional()
    .transform((v) => v ?? null),
});
export type SetSpendBudgetInput = z.input<typeof setSpendBudgetSchema>;

/** Periods of the billing page: the spending chart covers 6 months (monthly) or 12 (yearly). */
export const BILLING_PERIOD_MONTHS = { monthly: 6, yearly: 12 } as const;
