import { z } from 'zod';
import { groupDigits } from './digits';

/**
 * The support ticket form (spec section 2, Support): options with the spec's texts and the
 * validation shared by the server (the authority) and the web form. Pure zod.
 */
export const TICKET_PRIORITIES = [
  { value: 'low', label: 'Low - General inquiry' },
  { value: 'medium', label: 'Medium - Service issue' },
  { value: 'high', label: 'High - Service degradation' },
  { value: 'critical', label: 'Critical - Service outage' },
] as const;

export const TICKET_CATEGORIES = [
  { value: 'technical', label: 'Technical Support' },
  { value: 'billing', label: 'Billing Inquiry' },
  { value: 'feature', label: 'Feature Request' },
  { value: 'security', label: 'Security Concern' },
  { value: 'partnership', label: 'Partnership' },
] as const;

export const TICKET_STATUSES = ['open', 'in_progress', 'resolved'] as const;

export type TicketPriority = (typeof TICKET_PRIORITIES)[number]['value'];
export type TicketCategory = (typeof TICKET_CATEGORIES)[number]['value'];
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export const TICKET_LIMITS = { name: 100, email: 254, subject: 150, description: 5000, descriptionMin: 10 } as const;

const required = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${groupDigits(max)} characters`);

export const createTicketSchema = z.object({
  name: required('Name', TICKET_LIMITS.name),
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(TICKET_LIMITS.email, 'Email must be at most 254 characters')
    .pipe(z.email('Please enter a valid email address'))
    .transform((e) => e.toLowerCase()),
  priority: z.enum(['low', 'medium', 'high', 'critical'], { error: 'Please choose a priority' }),
  category: z.enum(['technical', 'billing', 'feature', 'security', 'partnership'], { error: 'Please choose a category' }),
  subject: required('Subject', TICKET_LIMITS.subject),
  description: required('Description', TICKET_LIMITS.description).refine(
    (d) => d.length >= TICKET_LIMITS.descriptionMin,
    `Description must be at least ${TICKET_LIMITS.descriptionMin} characters`,
  ),
  urgent: z.boolean({ error: 'Urgent must be true or false' }).default(false),
});
export type CreateTicketInput = z.input<typeof createTicketSchema>;

export const updateTicketStatusSchema = z.object({
  id: z.coerce.number({ error: 'Ticket id is required' }).int('Unknown ticket').positive('Unknown ticket'),
  status: z.enum(TICKET_STATUSES, { error: 'Status must be open, in_progress or resolved' }),
});

export const listTicketsSchema = z.object({
  first: z.number().int().min(1, 'first must be between 1 and 100').max(100, 'first must be between 1 and 100').default(20),
  after: z.string().regex(/^\d{1,12}$/, 'Invalid cursor').nullish(),
  status: z.enum(TICKET_STATUSES).nullish(),
});
