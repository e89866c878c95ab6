import { z } from 'zod';
import { ACCESS_TOKEN_PREFIX } from '../../contracts/access-tokens';

/**
 * The JSON the REST shims answer, as zod schemas: the OpenAPI document (document.ts) is generated
 * from them, and openapi.api.test.ts validates real answers of every documented path against the
 * generated document, so a shape that drifts from what the code sends fails a test.
 * Money is in KSh (decimal numbers) where the spec's REST paths say so, times are ISO-8601 UTC.
 */
const isoTime = (what: string) => z.iso.datetime().describe(`${what} (ISO-8601, UTC)`);
const id = (what: string) => z.string().describe(`Id of the ${what}`);

export const ErrorBody = z
  .object({
    message: z.string().describe('What went wrong, for people (the same text the web app shows)'),
    field: z.string().optional().describe('The input field the message is about, when there is one'),
    messageKey: z.string().optional().describe("The message's stable code, when it has one (docs/api-messages.md): the same as GraphQL's extensions.messageKey"),
    messageParams: z.record(z.string(), z.string()).optional().describe('The values inside the message, by name (with messageKey)'),
  })
  .describe(`Every error answer: 4xx for what the caller can fix, 500 (with a reference id the server log also has) or 503 otherwise.`);

export const UserBody = z
  .object({
    id: z.number().int().describe('Account id'),
    username: z.string(),
    email: z.string().describe('E-mail address (lower case)'),
    firstName: z.string(),
    lastName: z.string(),
    phone: z.string().describe('Kenyan mobile number, +254XXXXXXXXX'),
    userType: z.enum(['user', 'admin']).describe('user (a customer) or admin'),
    createdAt: isoTime('When the account was created'),
    company: z.string().nullable(),
    kraPin: z.string().nullable().describe("The customer's KRA PIN for tax invoices (a letter, 9 digits, a letter), or null"),
    bio: z.string().nullable(),
    avatarUrl: z.string().nullable().describe('Path of the avatar image (GET /api/account/avatar/{userId}), or null'),
    twoFactorEnabled: z.boolean(),
    emailVerified: z.boolean(),
  })
  .describe('A user account, without any secret');

export const SuccessBody = z.object({ success: z.literal(true), message: z.string().optional() });

export const TwoFactorRequiredBody = z
  .object({ twoFactorRequired: z.literal(true), message: z.string() })
  .describe('The password was right and the account has two-factor authentication: POST /api/auth/login/2fa next (a short-lived cookie carries the challenge)');

const PageInfo = z.object({
  endCursor: z.string().nullable().describe('Pass as `after` for the next page; null when the page is empty'),
  hasNextPage: z.boolean(),
});

export const ServiceBody = z
  .object({
    id: z.number().int(),
    name: z.string().nullable(),
    serviceType: z.string().describe('Object Storage, Block Storage or Backup Storage'),
    storageAmount: z.number().int().describe('Provisioned capacity in GB'),
    cost: z.string().describe('The price text shown with the plan, e.g. "KSh 200/month"'),
    isActive: z.boolean(),
    status: z.enum(['active', 'disabled', 'pending', 'cancelled']),
    region: z.enum(['kenya', 'multi_region']),
    planType: z.enum(['monthly', 'biannual', 'annual']).nullable(),
    startDate: isoTime('When the service started'),
    endpoint: z.string().describe("The S3 endpoint (S3_PUBLIC_URL) the service's buckets are reached at, path-style <endpoint>/<bucket>/<key>; it names no bucket"),
    suspension: z.object({ at: isoTime('When an administrator suspended it'), reason: z.string() }).nullable(),
    cancelledAt: isoTime('When the customer cancelled it: its billing stopped then').nullable(),
    retention: z
      .object({ mode: z.enum(['GOVERNANCE', 'COMPLIANCE']), days: z.number().int() })
      .nullable()
      .describe('Backup Storage: how long each stored version is immutable (object lock) in the buckets created in it; null for other types'),
    user: z.object({ firstName: z.string(), lastName: z.string() }).optional().describe('The owner (admin lists)'),
  })
  .describe('A cloud storage service');

export const WinnerBody = z
  .object({
    id: id('winner'),
    user: z.object({ firstName: z.string(), lastName: z.string().describe('Public lists: the initial only') }).nullable(),
    displayName: z.string().describe("First name and last initial, or 'Anonymous Winner'"),
    prizeText: z.string(),
    winDate: isoTime('When the draw ran'),
    prizeDescription: z.string(),
    prizeValue: z.number().int().describe('Prize value in whole KSh'),
    claimStatus: z.string(),
    promotionId: id('promotion'),
    promotionName: z.string(),
    periodKey: z.string().describe('The draw period, e.g. 2026-11-24 (daily), 2026-W47 (weekly), 2026-11 (monthly)'),
    totalEntries: z.number().int(),
    winnerEntryIndex: z.number().int().describe('0-based index of the winning entry'),
    selectionMethod: z.literal('SHA-256'),
    generatedHash: z.string().describe('SHA-256(competition id | block hash | timestamp), hex'),
    btcBlockHash: z.string(),
    drawTimestamp: z.string(),
    beaconSource: z.enum(['bitcoin-esplora', 'local-fallback']),
    beaconHeight: z.number().int().nullable(),
    entriesCommitment: z.string().describe('SHA-256 of the frozen entry list, published before the beacon block existed'),
  })
  .describe('A winner with every input of the draw, so anyone can recompute it (docs/verify-draw.md)');

export const DrawRoundBody = z.object({
  id: id('draw round'),
  promotionId: id('promotion'),
  promotionName: z.string(),
  periodKey: z.string(),
  periodStart: isoTime('Start of the period'),
  drawAt: isoTime('Scheduled draw time'),
  trigger: z.enum(['scheduled', 'manual']),
  status: z.enum(['pending', 'complete', 'void']),
  committedAt: isoTime('When the entry list was frozen'),
  entriesCommitment: z.string().nullable(),
  totalEntries: z.number().int(),
  drawTimestamp: z.string().nullable(),
  beaconPlan: z.enum(['block-height', 'first-block-after', 'local-fallback']).nullable(),
  targetBlockHeight: z.number().int().nullable(),
  voidReason: z.string().nullable(),
  winner: WinnerBody.nullable(),
});

export const PromotionBody = z.object({
  id: id('promotion'),
  name: z.string(),
  description: z.string(),
  eligibilityCriteria: z.string(),
  prizeDescription: z.string(),
  prizeValue: z.number().int().describe('Whole KSh'),
  startDate: isoTime('Start'),
  endDate: isoTime('End'),
  drawType: z.enum(['daily', 'weekly', 'monthly']),
  isActive: z.boolean(),
  nextDrawAt: isoTime('Next draw').nullable(),
  currentPeriodKey: z.string().nullable(),
  currentPeriodStart: isoTime('Start of the open period').nullable(),
  participantCount: z.number().int(),
  totalEntries: z.number().int(),
});

const SecurityEventBody = z.object({
  id: z.number().int(),
  type: z.string().describe('login, failed_login, logout, register, api_key, access_token, password, two_factor, settings, admin, draw, …'),
  action: z.string(),
  ip: z.string().nullable(),
  location: z.string().nullable(),
  userAgent: z.string().nullable(),
  severity: z.enum(['low', 'medium', 'high']),
  createdAt: isoTime('When it happened'),
  user: z.object({ id: z.number().int(), username: z.string(), email: z.string(), firstName: z.string(), lastName: z.string() }).nullable(),
});

const AdminUserBody = UserBody.extend({ activeServiceCount: z.number().int() });

const SignedInUserBody = UserBody.extend({
  previousSignInAt: isoTime('When this user last signed in before the current session').nullable().describe("The sign-in before this one, or null on a first visit (the web app then says 'Welcome' rather than 'Welcome back')"),
}).describe('The signed-in user, without any secret');

const AdminAuditEntryBody = z.object({
  id: z.number().int().describe('Entry id (entries are numbered in the order they were written)'),
  action: z.string().describe('Kind of act: promotion_created, promotion_updated, draw_committed, draw_revealed, service_suspended, service_reinstated, support_ticket_updated, admin_granted, audit_log_exported, exchange_rate_set, payment_recorded'),
  summary: z.string().describe('What happened, naming what was acted on'),
  actorId: z.number().int().nullable().describe("The admin's account id; null when the system acted (scheduler, operator)"),
  actorName: z.string().describe('Who acted, as named at the time'),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  ip: z.string().nullable(),
  requestId: z.string().nullable(),
  createdAt: isoTime('When the act happened'),
});

const UsageLineBody = z.object({
  amount: z.number().describe('GB asked for'),
  free: z.number().describe('GB within the free allowance'),
  billable: z.number().describe('GB charged'),
  cost: z.number().describe('KSh'),
});

/** The response schemas by component name (they become #/components/schemas/<name>). */
const StatBody = z.object({
  value: z.number(),
  changePercent: z.number().nullable().describe('Change against the previous range, in percent; null when the previous range has nothing to compare with'),
  previousValue: z.number().nullable(),
});

export const OverviewBody = z
  .object({
    range: z.enum(['h1', 'h24', 'd7', 'd30', 'd90']),
    activeServices: StatBody,
    totalStorageGB: StatBody.describe('Stored now, in GB (1 GB = 10^9 bytes)'),
    storedNowBytes: z.number(),
    apiRequests: StatBody,
    avgUptimePercent: StatBody,
    avgLatencyMs: z.number().nullable().describe('Null when the range had no request'),
    usageTrend: z.array(z.object({ at: isoTime('Start of the chart bucket'), storedGB: z.number(), egressGB: z.number(), requests: z.number() })),
    performance: z.array(z.object({ at: isoTime('Start of the chart bucket'), latencyMs: z.number(), errorRatePercent: z.number(), uptimePercent: z.number() })),
    regionalUsage: z.array(z.object({ region: z.string(), egressGB: z.number(), percent: z.number() })),
  })
  .describe("The customer's dashboard overview from metered usage (the same figures as GraphQL's dashboardOverview)");

export const responseSchemas = {
  Error: ErrorBody,
  User: UserBody,
  Success: SuccessBody,
  TwoFactorRequired: TwoFactorRequiredBody,
  Service: ServiceBody,
  ServiceList: z.array(ServiceBody),
  Winner: WinnerBody,
  WinnerList: z.array(WinnerBody),
  DrawRound: DrawRoundBody,
  DrawRoundList: z.array(DrawRoundBody),
  Promotion: PromotionBody,
  PromotionList: z.array(PromotionBody),
  Quote: z
    .object({ currency: z.literal('KES'), totalCost: z.number().describe('KSh'), breakdown: z.object({ storage: UsageLineBody, egress: UsageLineBody }) })
    .describe('A monthly estimate in KSh (docs/pricing.md)'),
  Ticket: z.object({ id: z.number().int(), reference: z.string().describe('e.g. TKT-2026-000123'), status: z.enum(['open', 'in_progress', 'resolved']), createdAt: isoTime('When it was opened') }),
  EntriesTotal: z.object({ totalEntries: z.number().int().describe('Entries of every participant in the current draw period') }),
  JoinResult: z
    .union([
      z.object({ success: z.literal(true), user: z.object({ firstName: z.string() }), totalEntries: z.number().int(), activeServices: z.number().int() }).describe('The signed-in customer joining as themselves'),
      z.object({ success: z.literal(true), message: z.string() }).describe('Anyone else, whatever the account: the details go to its owner by e-mail'),
    ])
    .describe('Joined'),
  Simulation: z.object({
    competitionId: z.string(),
    btcBlockHash: z.string(),
    beaconSource: z.enum(['bitcoin-esplora', 'local-fallback']),
    timestamp: isoTime('The simulated draw time'),
    generatedHash: z.string(),
    winnerEntryIndex: z.number().int(),
    winnerCustomerId: z.string().nullable().describe("The simulated winner's pseudonym, or null with no entries"),
    totalEntries: z.number().int(),
  }),
  DrawRecord: z.object({
    id: id('draw'),
    promotionId: id('promotion'),
    periodKey: z.string(),
    totalEntries: z.number().int(),
    entriesCommitment: z.string(),
    ranges: z.array(z.object({ customerId: z.string(), displayName: z.string(), entries: z.number().int(), from: z.number().int(), to: z.number().int().describe('Exclusive') })),
    btcBlockHash: z.string(),
    beaconSource: z.enum(['bitcoin-esplora', 'local-fallback']),
    beaconHeight: z.number().int().nullable(),
    drawTimestamp: z.string(),
    generatedHash: z.string(),
    winnerEntryIndex: z.number().int(),
    winner: WinnerBody,
  }),
  SelectWinnerComplete: z.object({ winner: WinnerBody, newlyDrawn: z.boolean().describe('false when the period had been drawn before (a draw runs once)'), round: DrawRoundBody }),
  SelectWinnerPending: z.object({ status: z.literal('pending'), message: z.string(), round: DrawRoundBody }).describe('Commit, then reveal: the entries are frozen and the draw waits for its beacon block'),
  Participant: z.array(z.object({ id: z.string(), user: UserBody, entryDate: isoTime('When they joined'), entries: z.number().int(), joinedExplicitly: z.boolean() })),
  AdminStats: z.object({ totalUsers: z.number().int(), activeServices: z.number().int(), competitionEntries: z.number().int(), activePromotions: z.number().int() }),
  AdminUserPage: z.object({ nodes: z.array(AdminUserBody), pageInfo: PageInfo }),
  AdminUserDetail: AdminUserBody.extend({ services: z.array(ServiceBody) }),
  ServicePage: z.object({ nodes: z.array(ServiceBody), pageInfo: PageInfo }),
  SecurityEventPage: z.object({ nodes: z.array(SecurityEventBody), pageInfo: PageInfo }),
  SignedInUser: SignedInUserBody,
  AdminAuditPage: z.object({ nodes: z.array(AdminAuditEntryBody), pageInfo: PageInfo }).describe('A keyset page of the admin audit log, newest first'),
  AdminAuditActors: z.array(z.object({ id: z.string().describe("An admin's account id, or `system`"), name: z.string() })).describe('Everyone who appears as an actor in the admin audit log'),
  WinnerPage: z.object({ nodes: z.array(WinnerBody), pageInfo: PageInfo }),
  Overview: OverviewBody,
  IngestResult: z.object({ accepted: z.number().int(), created: z.number().int(), replaced: z.number().int() }).describe('How many hourly records were taken, new or replacing an earlier report'),
  AccountExport: z
    .object({
      exportedAt: isoTime('When the export was made'),
      format: z.literal('mawingu-account-export/2'),
      user: z.object({ id: z.number().int(), username: z.string(), email: z.string(), avatarUrl: z.string().nullable() }),
      avatar: z.object({ fileName: z.string(), contentType: z.string(), base64: z.string() }).nullable(),
      tables: z.record(z.string(), z.unknown()).describe('Every table holding data about the account, by table name, without secrets'),
    })
    .describe('Everything held about the account'),
  OpenApiDocument: z.object({ openapi: z.string(), info: z.object({}).loose(), paths: z.object({}).loose() }).loose().describe('This document'),
};

export type ResponseSchemaName = keyof typeof responseSchemas;

/** For the bearer scheme's description. */
export const TOKEN_FORMAT = `${ACCESS_TOKEN_PREFIX}…`;
