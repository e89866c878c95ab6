import { z } from 'zod';
import { loginSchema, registerSchema, requestPasswordResetSchema, resetPasswordSchema, verifyEmailSchema } from '../../contracts/auth';
import { joinCompetitionSchema, promotionSchema } from '../../contracts/competition';
import { DEFAULT_OVERVIEW_RANGE, OVERVIEW_RANGES, USAGE_EXPORT, usageBatchSchema } from '../../contracts/metering';
import { quoteInputSchema } from '../../contracts/pricing';
import { createServiceSchema } from '../../contracts/services';
import { createTicketSchema } from '../../contracts/support';
import type { ResponseSchemaName } from './response-schemas';

/**
 * Every REST path the server mounts under /api, described for the OpenAPI document: who may call
 * it, its request body (the zod contract that validates it), its parameters, its answers and
 * errors. openapi.api.test.ts walks the express router: a mounted path missing here, or a path
 * here that is not mounted, fails it.
 */
export type Access =
  /** Anyone, signed in or not. */
  | 'public'
  /** A signed-in customer or admin: session cookie or personal access token. */
  | 'user'
  /** An administrator with a session (personal access tokens are refused). */
  | 'admin'
  /** The storage platform, with the operator's METERING_TOKEN. */
  | 'metering';

export interface Answer {
  description: string;
  /** A component of response-schemas.ts (several: one of them), or a non-JSON body. */
  schema?: ResponseSchemaName | ResponseSchemaName[];
  contentType?: string;
}

export interface Operation {
  method: 'GET' | 'POST';
  /** The express path, e.g. /api/admin/users/:id. */
  path: string;
  tag: string;
  summary: string;
  description?: string;
  access: Access;
  /** The request body's zod contract and its component name; `raw` for a non-JSON body. */
  body?: { name: string; schema: z.ZodType; optional?: boolean } | { raw: string; description: string };
  query?: { name: string; description: string; schema: z.ZodType; required?: boolean }[];
  pathParams?: Record<string, string>;
  answers: Partial<Record<200 | 201 | 202, Answer>>;
  /** Error statuses this path can answer, besides those its access level implies (see document.ts). */
  errors?: (400 | 401 | 404 | 409 | 413 | 415 | 429 | 503)[];
}

const page = [
  { name: 'first', description: 'Page size, 1 to 100 (default 20)', schema: z.coerce.number().int().min(1).max(100).optional() },
  { name: 'after', description: 'endCursor of the previous page', schema: z.string().max(200).optional() },
  { name: 'search', description: 'Case-insensitive text to match', schema: z.string().max(200).optional() },
];
const auditFilter = [
  { name: 'actorId', description: 'Only acts by this admin (an id from /api/admin/audit-log/actors), or `system`', schema: z.string().max(20).optional() },
  { name: 'action', description: 'Only this kind of act (see AdminAuditAction in the GraphQL schema)', schema: z.string().max(40).optional() },
  { name: 'from', description: 'Only acts at or after this time (ISO-8601)', schema: z.string().max(40).optional() },
  { name: 'to', description: 'Only acts before this time (ISO-8601, exclusive)', schema: z.string().max(40).optional() },
];
const limit = (max: number, def: number) => ({ name: 'limit', description: `How many, 1 to ${max} (default ${def})`, schema: z.coerce.number().int().min(1).max(max).optional() });

/** The second sign-in step's body (the service reads `code` itself: a 6-digit TOTP or a recovery code). */
const twoFactorCodeSchema = z.object({ code: z.string().min(1).max(64).describe('6-digit code from the authenticator app, or a recovery code') });

export const operations: Operation[] = [
  // Accounts and sign-in.
  { method: 'GET', path: '/api/auth/user', tag: 'Accounts', summary: 'The signed-in user', access: 'user', answers: { 200: { description: 'The user', schema: 'SignedInUser' } } },
  {
    method: 'POST', path: '/api/auth/login', tag: 'Accounts', summary: 'Sign in with e-mail or username and password',
    description: 'Sets the session cookie. Throttled per network and per account (429 with Retry-After). A wrong identifier and a wrong password get the same 401.',
    access: 'public', body: { name: 'LoginRequest', schema: loginSchema },
    answers: { 200: { description: 'Signed in (the user), or `twoFactorRequired` when a second factor is due', schema: ['SignedInUser', 'TwoFactorRequired'] } }, errors: [400, 401, 429],
  },
  { method: 'POST', path: '/api/auth/login/2fa', tag: 'Accounts', summary: 'Finish a sign-in with the second factor', access: 'public', body: { name: 'TwoFactorLoginRequest', schema: twoFactorCodeSchema }, answers: { 200: { description: 'Signed in', schema: 'User' } }, errors: [400, 401, 429] },
  {
    method: 'POST', path: '/api/auth/register', tag: 'Accounts', summary: 'Create a customer account',
    description: 'The same 201 answer whether or not the address was free (no account oracle); GET /api/auth/user tells whether you are signed in.',
    access: 'public', body: { name: 'RegisterRequest', schema: registerSchema }, answers: { 201: { description: 'Accepted; a verification e-mail follows', schema: 'Success' } }, errors: [400, 429],
  },
  { method: 'POST', path: '/api/auth/logout', tag: 'Accounts', summary: 'Sign out and revoke this session', access: 'public', answers: { 200: { description: 'Signed out', schema: 'Success' } } },
  { method: 'POST', path: '/api/auth/password-reset/request', tag: 'Accounts', summary: 'E-mail a password reset link', description: 'The same answer whether or not an account has the address.', access: 'public', body: { name: 'PasswordResetRequest', schema: requestPasswordResetSchema }, answers: { 200: { description: 'Accepted', schema: 'Success' } }, errors: [400, 429] },
  { method: 'POST', path: '/api/auth/password-reset/complete', tag: 'Accounts', summary: 'Set a new password with a reset link', access: 'public', body: { name: 'PasswordResetComplete', schema: resetPasswordSchema }, answers: { 200: { description: 'Password changed; every session signed out', schema: 'Success' } }, errors: [400, 429] },
  { method: 'POST', path: '/api/auth/verify-email', tag: 'Accounts', summary: 'Verify the e-mail address with the link token', access: 'public', body: { name: 'VerifyEmailRequest', schema: verifyEmailSchema }, answers: { 200: { description: 'Verified', schema: 'Success' } }, errors: [400, 429] },
  { method: 'GET', path: '/api/account/export', tag: 'Accounts', summary: 'Download everything held about the account (JSON)', access: 'user', answers: { 200: { description: 'The export (a download)', schema: 'AccountExport' } }, errors: [429] },
  {
    method: 'POST', path: '/api/account/avatar', tag: 'Accounts', summary: 'Upload a new avatar',
    access: 'user', body: { raw: 'image/*', description: 'The PNG, JPEG or GIF itself (at most 2 MB), with its Content-Type' },
    answers: { 200: { description: 'The user with the new avatarUrl', schema: 'User' } }, errors: [400, 413, 415],
  },
  { method: 'GET', path: '/api/account/avatar/:userId', tag: 'Accounts', summary: "A user's avatar image (the owner, or an admin)", access: 'user', pathParams: { userId: 'Account id' }, answers: { 200: { description: 'The image', contentType: 'image/*' } }, errors: [404] },

  // Pricing, services, support.
  { method: 'POST', path: '/api/pricing/calculate', tag: 'Pricing', summary: 'Estimate a monthly bill in KSh', access: 'public', body: { name: 'QuoteRequest', schema: quoteInputSchema }, answers: { 200: { description: 'The estimate', schema: 'Quote' } }, errors: [400] },
  { method: 'GET', path: '/api/cloud-storage-services', tag: 'Services', summary: "The caller's services (cancelled ones only with includeCancelled=true)", access: 'user', query: [{ name: 'includeCancelled', description: 'true: also the services the caller cancelled', schema: z.enum(['true', 'false']).optional() }], answers: { 200: { description: 'Services, newest first', schema: 'ServiceList' } } },
  { method: 'POST', path: '/api/cloud-storage-services', tag: 'Services', summary: 'Create a service (active at once)', access: 'user', body: { name: 'CreateServiceRequest', schema: createServiceSchema }, answers: { 201: { description: 'The new service', schema: 'Service' } }, errors: [400, 409] },
  { method: 'POST', path: '/api/support/tickets', tag: 'Support', summary: 'Open a support ticket', access: 'public', body: { name: 'CreateTicketRequest', schema: createTicketSchema }, answers: { 201: { description: 'The ticket and its reference', schema: 'Ticket' } }, errors: [400, 429] },

  // Billing downloads.
  { method: 'GET', path: '/api/billing/invoices.csv', tag: 'Billing', summary: "CSV export of the caller's invoices", access: 'user', answers: { 200: { description: 'CSV: one row per invoice with numeric amount columns in KSh (subtotal, VAT, total, paid, balance) beside the text ones', contentType: 'text/csv' } } },
  { method: 'GET', path: '/api/billing/invoices/:id/download', tag: 'Billing', summary: 'The tax invoice as a PDF', access: 'user', pathParams: { id: 'Invoice id' }, answers: { 200: { description: 'The invoice (every line, VAT, totals, payments received and how to pay) as a PDF download', contentType: 'application/pdf' } }, errors: [404] },

  // Competition (public).
  { method: 'POST', path: '/api/competition/join', tag: 'Competition', summary: 'Join the current competition by e-mail or username (the signed-in customer as themselves sees their entries; anyone else a neutral answer)', access: 'public', body: { name: 'JoinRequest', schema: joinCompetitionSchema }, answers: { 200: { description: 'Joined', schema: 'JoinResult' } }, errors: [400, 404, 429] },
  { method: 'GET', path: '/api/competition/entries/total', tag: 'Competition', summary: 'Total entries of the current draw period', access: 'public', answers: { 200: { description: 'The total', schema: 'EntriesTotal' } } },
  { method: 'GET', path: '/api/competition/winners', tag: 'Competition', summary: 'Recent public winners with their draw inputs', access: 'public', query: [limit(50, 10)], answers: { 200: { description: 'Winners, newest first', schema: 'WinnerList' } } },
  { method: 'GET', path: '/api/competition/winners/:id/draw', tag: 'Competition', summary: "A winner's stored draw record (to recompute it)", access: 'public', pathParams: { id: 'Winner id' }, answers: { 200: { description: 'The record', schema: 'DrawRecord' } }, errors: [404] },
  { method: 'POST', path: '/api/competition/simulate-selection', tag: 'Competition', summary: 'Dry-run the draw over the current entries (stores nothing)', access: 'public', answers: { 200: { description: 'The simulated result', schema: 'Simulation' } }, errors: [404, 429] },
  { method: 'GET', path: '/api/competition/draws', tag: 'Competition', summary: 'Published draw rounds (commitments, results, void periods)', access: 'public', query: [{ name: 'promotionId', description: 'Only this promotion', schema: z.string().max(20).optional() }, limit(50, 20)], answers: { 200: { description: 'Rounds, newest first', schema: 'DrawRoundList' } } },

  // Metering.
  {
    method: 'POST', path: '/api/metering/usage', tag: 'Metering', summary: 'Report hourly usage (storage platform)',
    description: 'Idempotent per service and hour: a record for an hour already reported replaces it. 503 when the server has no METERING_TOKEN; 429 (with Retry-After) after 10 wrong tokens from one source in 15 minutes. See docs/metering.md.',
    access: 'metering', body: { name: 'UsageBatch', schema: usageBatchSchema }, answers: { 200: { description: 'Counts', schema: 'IngestResult' } }, errors: [400, 413, 429, 503],
  },
  {
    method: 'GET', path: '/api/metering/usage.csv', tag: 'Metering', summary: "CSV export of the caller's metered usage per service and UTC day or hour",
    description: `Whole UTC days from \`from\` to \`to\`, both included: at most ${USAGE_EXPORT.maxDays.daily} days in daily rows, ${USAGE_EXPORT.maxDays.hourly} in hourly ones. Only periods the storage platform has reported have rows. See docs/metering.md.`,
    access: 'user',
    query: [
      { name: 'from', description: 'First UTC day (YYYY-MM-DD)', schema: z.string().max(10), required: true },
      { name: 'to', description: 'Last UTC day (YYYY-MM-DD), included', schema: z.string().max(10), required: true },
      { name: 'granularity', description: 'daily (default) or hourly rows', schema: z.enum(USAGE_EXPORT.granularities).optional() },
      { name: 'serviceId', description: 'Only this service of the caller', schema: z.string().max(20).optional() },
    ],
    answers: { 200: { description: 'CSV: one row per service and period with stored GB (at the end of the period and on average), egress by region, ingress in GB and request counts', contentType: 'text/csv' } },
    errors: [400, 404],
  },
  {
    method: 'GET', path: '/api/metering/overview', tag: 'Metering', summary: "The caller's dashboard overview: stat cards, usage trend, performance and regional egress",
    description: 'The same figures as GraphQL `dashboardOverview`, computed from metered usage. See docs/metering.md.',
    access: 'user',
    query: [{ name: 'range', description: `One of ${OVERVIEW_RANGES.join(', ')} (default ${DEFAULT_OVERVIEW_RANGE})`, schema: z.enum(OVERVIEW_RANGES as [string, ...string[]]).optional() }],
    answers: { 200: { description: 'The overview', schema: 'Overview' } },
    errors: [400],
  },

  // Administration.
  { method: 'GET', path: '/api/admin/dashboard-stats', tag: 'Administration', summary: 'Headline counts', access: 'admin', answers: { 200: { description: 'Counts', schema: 'AdminStats' } } },
  { method: 'GET', path: '/api/admin/users', tag: 'Administration', summary: 'Accounts, newest first (keyset pages)', access: 'admin', query: page, answers: { 200: { description: 'A page', schema: 'AdminUserPage' } }, errors: [400] },
  { method: 'GET', path: '/api/admin/users/:id', tag: 'Administration', summary: 'One account with its services', access: 'admin', pathParams: { id: 'Account id' }, answers: { 200: { description: 'The account', schema: 'AdminUserDetail' } }, errors: [404] },
  { method: 'GET', path: '/api/admin/services', tag: 'Administration', summary: 'Services of every customer (keyset pages)', access: 'admin', query: page, answers: { 200: { description: 'A page', schema: 'ServicePage' } }, errors: [400] },
  { method: 'GET', path: '/api/admin/security-events', tag: 'Administration', summary: 'Account security events of every account (keyset pages); admins\' own acts are in the audit log', access: 'admin', query: page, answers: { 200: { description: 'A page', schema: 'SecurityEventPage' } }, errors: [400] },
  { method: 'GET', path: '/api/admin/audit-log', tag: 'Administration', summary: 'The admin audit log, newest first (keyset pages, filters)', access: 'admin', query: [...auditFilter, page[0]!, page[1]!], answers: { 200: { description: 'A page', schema: 'AdminAuditPage' } }, errors: [400] },
  { method: 'GET', path: '/api/admin/audit-log/actors', tag: 'Administration', summary: 'Everyone who appears as an actor in the audit log', access: 'admin', answers: { 200: { description: 'Actors', schema: 'AdminAuditActors' } } },
  { method: 'GET', path: '/api/admin/audit-log.csv', tag: 'Administration', summary: 'CSV export of the admin audit log (same filters; the export is audited itself)', access: 'admin', query: auditFilter, answers: { 200: { description: 'CSV (spreadsheet formulas neutralised); X-Truncated: true when cut at the export limit', contentType: 'text/csv' } }, errors: [400] },
  { method: 'GET', path: '/api/admin/winners', tag: 'Administration', summary: 'Every winner (keyset pages)', access: 'admin', query: page, answers: { 200: { description: 'A page', schema: 'WinnerPage' } }, errors: [400] },
  { method: 'GET', path: '/api/admin/promotions', tag: 'Administration', summary: 'Every promotion', access: 'admin', answers: { 200: { description: 'Promotions', schema: 'PromotionList' } } },
  { method: 'POST', path: '/api/admin/promotions', tag: 'Administration', summary: 'Create a promotion', access: 'admin', body: { name: 'CreatePromotionRequest', schema: promotionSchema }, answers: { 201: { description: 'The promotion', schema: 'Promotion' } }, errors: [400] },
  { method: 'GET', path: '/api/admin/promotions/:id/entries', tag: 'Administration', summary: "Participants of a promotion's current period", access: 'admin', pathParams: { id: 'Promotion id' }, answers: { 200: { description: 'Participants with entries', schema: 'Participant' } }, errors: [404] },
  { method: 'GET', path: '/api/admin/promotions/:id/winners', tag: 'Administration', summary: 'Winners of one promotion', access: 'admin', pathParams: { id: 'Promotion id' }, answers: { 200: { description: 'Winners', schema: 'WinnerList' } }, errors: [404] },
  {
    method: 'POST', path: '/api/admin/promotions/:id/select-winner', tag: 'Administration', summary: "Draw the promotion's current period (once)",
    description: 'Commit, then reveal: the first call freezes the entries and answers 202 while the beacon block is awaited; once drawn, every call answers the same winner.',
    access: 'admin', pathParams: { id: 'Promotion id' },
    answers: { 200: { description: 'The winner', schema: 'SelectWinnerComplete' }, 202: { description: 'Waiting for the beacon block', schema: 'SelectWinnerPending' } }, errors: [404, 409],
  },

  // This document.
  { method: 'GET', path: '/api/openapi.json', tag: 'Reference', summary: 'This OpenAPI 3.1 document', access: 'public', answers: { 200: { description: 'The document', schema: 'OpenApiDocument' } } },
  { method: 'GET', path: '/api/docs', tag: 'Reference', summary: 'The API reference (this document, rendered)', access: 'public', answers: { 200: { description: 'An HTML page', contentType: 'text/html' } }, errors: [503] },
];
