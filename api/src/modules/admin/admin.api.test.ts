import { signedIn, startTestServer, type TestClient, type TestServer } from '../../test/harness';
import { SecurityEventEntity } from '../audit/security-event.entity';
import type { UserEntity } from '../auth/user.entity';
import { meterStorage } from '../competition/competition.fixtures';

/**
 * The role matrix of every admin operation of issue 5 (GraphQL and REST): anonymous → 401 /
 * UNAUTHENTICATED, customer → 403 / FORBIDDEN, admin → answered. Includes the operations of the
 * competition, support, billing and services modules.
 */
let server: TestServer;
let admin: { user: UserEntity; client: TestClient };
let customer: { user: UserEntity; client: TestClient };
const anon = () => server.client();
const ids = { promotion: '0', service: '0', ticket: '0', user: '0' };

const inDays = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString();
const promotionInput = () => ({
  name: 'Matrix Daily Bundles',
  description: 'Daily data bundles for storage customers',
  eligibilityCriteria: 'An active cloud storage service',
  prizeDescription: '10 GB data bundle',
  prizeValue: 500,
  startDate: inDays(-1),
  endDate: inDays(30),
  drawType: 'daily',
});

beforeAll(async () => {
  server = await startTestServer();
  admin = await signedIn(server, 1, 'admin');
  customer = await signedIn(server, 2);
  ids.user = String(customer.user.id);
  const svc = await customer.client.gql(`mutation { createCloudStorageService(input: { serviceType: "Object Storage", storageAmount: 100, cost: "KSh 200/month" }) { service { id } } }`);
  ids.service = svc.data?.createCloudStorageService.service.id ?? '0';
  await meterStorage(server.db, Number(ids.service), 100); // entries count what is stored, not what is declared
  const t = await anon().gql(`mutation { createSupportTicket(input: { name: "Amina Otieno", email: "amina@example.co.ke", priority: high, category: technical, subject: "Uploads time out", description: "Multipart uploads fail after thirty seconds.", urgent: false }) { ticket { id } } }`);
  ids.ticket = t.data?.createSupportTicket.ticket.id ?? '0';
});
afterAll(() => server.close());

interface GqlOp {
  name: string;
  query: string;
  vars?: () => Record<string, unknown>;
  /** Runs before the admin call (e.g. creates the promotion the call needs). */
  prepare?: () => Promise<void>;
}

const gqlOps: GqlOp[] = [
  { name: 'adminStats', query: `{ adminStats { totalUsers activeServices competitionEntries activePromotions } }` },
  { name: 'adminUsers', query: `{ adminUsers(first: 5) { nodes { id email } pageInfo { hasNextPage } } }` },
  { name: 'adminUser', query: `query Q($id: ID!) { adminUser(id: $id) { id services { id } } }`, vars: () => ({ id: ids.user }) },
  { name: 'adminServices', query: `{ adminServices(first: 5) { nodes { id user { firstName } } pageInfo { hasNextPage } } }` },
  { name: 'adminSecurityEvents', query: `{ adminSecurityEvents(first: 5) { nodes { id type user { id } } pageInfo { hasNextPage } } }` },
  { name: 'adminAuditLog', query: `{ adminAuditLog(first: 5, filter: { action: promotion_created }) { nodes { id action actor { id } } pageInfo { hasNextPage } } }` },
  { name: 'adminAuditActors', query: `{ adminAuditActors { id name } }` },
  { name: 'adminWinners', query: `{ adminWinners(first: 5) { nodes { id generatedHash } pageInfo { hasNextPage } } }` },
  { name: 'adminPromotions', query: `{ adminPromotions { id name isActive } }` },
  { name: 'adminRevenue', query: `{ adminRevenue { monthlyRecurringCents payingCustomers } }` },
  { name: 'supportTickets', query: `{ supportTickets(first: 5) { nodes { id status } } }` },
  {
    name: 'createPromotion',
    query: `mutation M($input: CreatePromotionInput!) { createPromotion(input: $input) { promotion { id } } }`,
    vars: () => ({ input: promotionInput() }),
  },
  {
    name: 'updatePromotion',
    query: `mutation M($input: UpdatePromotionInput!) { updatePromotion(input: $input) { promotion { id name } } }`,
    vars: () => ({ input: { id: ids.promotion, name: 'Matrix Daily Bundles (edited)' } }),
    prepare: ensurePromotion,
  },
  {
    name: 'promotionParticipants',
    query: `query Q($id: ID!) { promotionParticipants(promotionId: $id) { id entries user { id } } }`,
    vars: () => ({ id: ids.promotion }),
    prepare: ensurePromotion,
  },
  {
    name: 'selectWinner',
    query: `mutation M($id: ID!) { selectWinner(input: { promotionId: $id }) { winner { id generatedHash } newlyDrawn } }`,
    vars: () => ({ id: ids.promotion }),
    prepare: ensurePromotion,
  },
  {
    name: 'promotionWinners',
    query: `query Q($id: ID!) { promotionWinners(promotionId: $id) { id } }`,
    vars: () => ({ id: ids.promotion }),
    prepare: ensurePromotion,
  },
  {
    name: 'adminSetServiceActive',
    query: `mutation M($id: ID!) { adminSetServiceActive(input: { id: $id, isActive: false }) { service { id isActive } } }`,
    vars: () => ({ id: ids.service }),
  },
  {
    name: 'setExchangeRate',
    query: `mutation M($input: SetExchangeRateInput!) { setExchangeRate(input: $input) { id currency kshCentsPerUnit } }`,
    vars: () => ({ input: { currency: 'USD', kshCentsPerUnit: 12903, rateDate: '2026-11-20' } }),
  },
  {
    name: 'updateSupportTicketStatus',
    query: `mutation M($id: ID!) { updateSupportTicketStatus(input: { id: $id, status: in_progress }) { ticket { id status } } }`,
    vars: () => ({ id: ids.ticket }),
  },
];

/** The promotion the promotion-scoped calls use, created once through the admin mutation. */
async function ensurePromotion() {
  if (ids.promotion !== '0') return;
  const res = await admin.client.gql(`mutation M($input: CreatePromotionInput!) { createPromotion(input: $input) { promotion { id } } }`, { input: promotionInput() });
  ids.promotion = res.data?.createPromotion?.promotion.id ?? '0';
}

describe.each(gqlOps)('GraphQL $name', (op) => {
  it('refuses an anonymous caller with UNAUTHENTICATED', async () => {
    const res = await anon().gql(op.query, op.vars?.());
    expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(res.data?.[op.name] ?? null).toBeNull();
  });

  it('refuses a customer with FORBIDDEN', async () => {
    const res = await customer.client.gql(op.query, op.vars?.());
    expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(res.data?.[op.name] ?? null).toBeNull();
  });

  it('answers an admin', async () => {
    await op.prepare?.();
    const res = await admin.client.gql(op.query, op.vars?.());
    expect(res.errors).toBeUndefined();
    expect(res.data?.[op.name]).toBeTruthy();
  });
});

interface RestOp {
  method: 'GET' | 'POST';
  path: () => string;
  body?: () => unknown;
  prepare?: () => Promise<void>;
}

const restOps: RestOp[] = [
  { method: 'GET', path: () => '/api/admin/dashboard-stats' },
  { method: 'GET', path: () => '/api/admin/users' },
  { method: 'GET', path: () => `/api/admin/users/${ids.user}` },
  { method: 'GET', path: () => '/api/admin/services' },
  { method: 'GET', path: () => '/api/admin/security-events' },
  { method: 'GET', path: () => '/api/admin/audit-log' },
  { method: 'GET', path: () => '/api/admin/audit-log/actors' },
  { method: 'GET', path: () => '/api/admin/audit-log.csv' },
  { method: 'GET', path: () => '/api/admin/winners' },
  { method: 'GET', path: () => '/api/admin/promotions' },
  { method: 'POST', path: () => '/api/admin/promotions', body: promotionInput },
  { method: 'GET', path: () => `/api/admin/promotions/${ids.promotion}/entries`, prepare: ensurePromotion },
  { method: 'GET', path: () => `/api/admin/promotions/${ids.promotion}/winners`, prepare: ensurePromotion },
  { method: 'POST', path: () => `/api/admin/promotions/${ids.promotion}/select-winner`, prepare: ensurePromotion },
];

describe.each(restOps.map((op) => [`${op.method} ${op.path().replace(/\/\d+(\/|$)/, '/{id}$1')}`, op] as const))('REST %s', (_label, op) => {
  it('answers 401 to an anonymous caller', async () => {
    await op.prepare?.();
    const res = await anon().rest(op.method, op.path(), op.body?.());
    expect(res.status).toBe(401);
    expect(typeof res.body.message).toBe('string');
  });

  it('answers 403 to a customer', async () => {
    const res = await customer.client.rest(op.method, op.path(), op.body?.());
    expect(res.status).toBe(403);
  });

  it('answers an admin with a 2xx JSON body', async () => {
    const res = await admin.client.rest(op.method, op.path(), op.body?.());
    expect([200, 201]).toContain(res.status);
    expect(res.body).toBeTruthy();
  });
});

describe('the admin dashboard figures', () => {
  it('counts accounts and active services from the database, the same over GraphQL and REST', async () => {
    const gql = await admin.client.gql(`{ adminStats { totalUsers activeServices competitionEntries activePromotions } }`);
    const rest = await admin.client.rest('GET', '/api/admin/dashboard-stats');
    expect(rest.body).toEqual(gql.data.adminStats);
    // Two accounts exist (the admin and the customer); the customer's one service may have been deactivated above.
    expect(gql.data.adminStats.totalUsers).toBe(2);
    const active = await admin.client.gql(`{ adminServices(first: 100) { nodes { isActive } } }`);
    expect(gql.data.adminStats.activeServices).toBe(active.data.adminServices.nodes.filter((s: { isActive: boolean }) => s.isActive).length);
  });
});

describe('audit of admin actions', () => {
  it('records a security event naming the admin for a service deactivation and a ticket status change', async () => {
    const events = await server.db.getRepository(SecurityEventEntity).find({ where: [{ actorId: admin.user.id }, { userId: admin.user.id, type: 'admin' }] });
    const actions = events.map((e) => e.action).join('\n');
    expect(actions).toMatch(/service/i);
    expect(actions).toMatch(/ticket/i);
  });
});
