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

/** How a payment reached us (recorded by an admin now; by a payment provider such as M-Pesa STK push later). */
export const PAYMENT_METHODS = ['mpesa', 'bank_transfer'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = { mpesa: 'M-Pesa', bank_transfer: 'Bank transfer' };

/** A KRA PIN: a letter, 9 digits and a letter (A123456789B), stored upper-case. */
export const KRA_PIN_PATTERN = /^[A-Z]\d{9}[A-Z]$/;
export const KRA_PIN_MESSAGE = 'KRA PIN must be a letter, 9 digits and a letter, e.g. A123456789B';

/** The profile's optional KRA PIN: blank clears it; anything else must match the pattern. */
export const kraPinSchema = z
  .string()
  .trim()
  .max(20, KRA_PIN_MESSAGE)
  .nullish()
  .transform((v) => (v ? v.toUpperCase() : null))
  .refine((v) => v === null || KRA_PIN_PATTERN.test(v), KRA_PIN_MESSAGE);

/** An M-Pesa receipt number: 10 letters and digits, e.g. QK83HX2ZPL. */
export const MPESA_RECEIPT_PATTERN = /^[A-Z0-9]{10}$/;
/** Largest single payment accepted: KSh 20,000,000 (amounts are int4 cents). */
export const MAX_PAYMENT_CENTS = 2_000_000_000;

/** An admin's record of money received against an invoice (part payments allowed, never more than the balance). */
export const recordPaymentSchema = z
  .object({
    invoiceId: z.string({ error: 'Invoice is required' }).trim().min(1, 'Invoice is required').max(20),
    method: z.enum(PAYMENT_METHODS, { error: 'Method must be mpesa or bank_transfer' }),
    reference: z
      .string({ error: 'Reference is required' })
      .trim()
      .min(1, 'Reference is required')
      .max(40, 'Reference must be at most 40 characters')
      .transform((v) => v.toUpperCase())
      .refine((v) => /^[A-Z0-9][A-Z0-9 ./-]*$/.test(v), 'Reference may hold letters, digits, spaces, dots, slashes and dashes'),
    amountCents: z
      .number({ error: 'Amount must be a number' })
      .int('Amount must be a whole number of cents')
      .positive('Amount must be more than zero')
      .max(MAX_PAYMENT_CENTS, 'Amount is too large'),
    paidAt: z.coerce.date({ error: 'Payment date must be a date' }),
  })
  .refine((p) => p.method !== 'mpesa' || MPESA_RECEIPT_PATTERN.test(p.reference), {
    path: ['reference'],
    message: 'An M-Pesa receipt number has 10 letters and digits, e.g. QK83HX2ZPL',
  });
export type RecordPaymentInput = z.input<typeof recordPaymentSchema>;

/** Filters of the admin invoice list. */
export const ADMIN_INVOICE_FILTERS = ['all', 'unpaid', 'overdue', 'paid'] as const;
export type AdminInvoiceFilter = (typeof ADMIN_INVOICE_FILTERS)[number];
