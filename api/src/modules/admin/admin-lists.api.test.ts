import { signedIn, startTestServer, type TestClient, type TestServer } from '../../test/harness';
import { SecurityEventEntity } from '../audit/security-event.entity';
import { UserEntity } from '../auth/user.entity';
import { insertServices, insertUsers, type FixtureUser } from './admin.seed-fixtures';

/**
 * The admin lists: keyset pagination walks every row exactly once in the documented order,
 * search is case-insensitive and literal, and the number of SQL statements per request does not
 * depend on the page size (DataLoaders, no N+1).
 */
let server: TestServer;
let admin: TestClient;
let adminId: number;
const statements: string[] = [];

const base = Date.UTC(2026, 0, 1);
/** 60 customers; every third pair shares a creation instant so the id must break ties. */
const fixtures: FixtureUser[] = Array.from({ length: 60 }, (_, i) => ({
  firstName: i === 7 ? 'Under_score' : i === 8 ? 'Per%cent' : i === 9 ? 'UnderXscore' : `Wanjiku${i}`,
  lastName: i % 2 ? 'Kamau' : 'Odhiambo',
  username: `listuser${i}`,
  email: `list.user${i}@Example.co.ke`,
  createdAt: new Date(base + Math.floor(i / 2) * 60_000),
}));

beforeAll(async () => {
  server = await startTestServer();
  const a = await signedIn(server, 1, 'admin');
  admin = a.client;
  adminId = a.user.id;
  await insertUsers(server.db, fixtures);
  const users = await server.db.getRepository(UserEntity).find({ where: {}, order: { id: 'ASC' } });
  const customers = users.filter((u) => u.username.startsWith('listuser'));
  await insertServices(
    server.db,
    customers.flatMap((u, i) => [
      { userId: u.id, serviceType: i % 3 === 0 ? 'Archive Storage' : 'Object Storage', name: `Bucket ${i}a`, storageAmount: 100 },
      { userId: u.id, serviceType: 'Block Storage', name: `Volume ${i}b`, storageAmount: 20, active: i % 2 === 0 },
    ]),
  );
  await server.db.getRepository(SecurityEventEntity).insert(
    customers.map((u, i) => ({ userId: u.id, actorId: null, type: i % 4 ? 'login' : 'failed_login', action: i % 4 ? 'Signed in' : 'Failed sign-in: wrong password', severity: i % 4 ? 'low' : 'medium', ip: '127.0.0.1', location: null, userAgent: 'jest', requestId: null, createdAt: new Date(base + i * 1000) })),
  );
  // Count every statement the server runs (TypeORM calls the logger for each query).
  const logger = server.db.logger;
  const original = logger.logQuery.bind(logger);
  logger.logQuery = (query, parameters, runner) => {
    statements.push(query);
    return original(query, parameters, runner);
  };
});
afterAll(() => server.close());

async function countStatements<T>(fn: () => Promise<T>): Promise<{ result: T; count: number }> {
  statements.length = 0;
  const result = await fn();
  return { result, count: statements.length };
}

const USERS = `query U($first: Int, $after: String, $search: String) { adminUsers(first: $first, after: $after, search: $search) {
  nodes { id username firstName lastName email createdAt activeServiceCount services { id isActive } storageHold { invoiceNumber } } pageInfo { endCursor hasNextPage } } }`;
const SERVICES = `query S($first: Int, $after: String, $search: String) { adminServices(first: $first, after: $after, search: $search) {
  nodes { id name serviceType isActive user { id firstName lastName email } } pageInfo { endCursor hasNextPage } } }`;
const EVENTS = `query E($first: Int, $after: String) { adminSecurityEvents(first: $first, after: $after) {
  nodes { id type action createdAt user { id email } } pageInfo { endCursor hasNextPage } } }`;

async function walk(query: string, field: string, vars: Record<string, unknown>) {
  const seen: any[] = [];
  let after: string | null = null;
  for (let guard = 0; guard < 100; guard++) {
    const res: { data: any; errors?: unknown } = await admin.gql(query, { ...vars, after });
    expect(res.errors).toBeUndefined();
    const page: { nodes: any[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } } = res.data[field];
    seen.push(...page.nodes);
    if (!page.pageInfo.hasNextPage) break;
    after = page.pageInfo.endCursor;
  }
  return seen;
}

describe('adminUsers keyset pagination', () => {
  it('visits every account once, newest first with the id breaking ties, across pages of 7', async () => {
    const all = await walk(USERS, 'adminUsers', { first: 7 });
    const rows = await server.db.getRepository(UserEntity).find();
    const expected = rows
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)
      .map((u) => String(u.id));
    expect(all.map((u) => u.id)).toEqual(expected);
    expect(new Set(all.map((u) => u.id)).size).toBe(61);
  });

  it('caps first at 100 and rejects a page size below 1 or a forged cursor', async () => {
    const big = await admin.gql(USERS, { first: 1000 });
    expect(big.data.adminUsers.nodes).toHaveLength(61);
    const capped = await admin.rest('GET', '/api/admin/users?first=500');
    expect(capped.status).toBe(200);
    expect(capped.body.nodes.length).toBe(61);
    expect((await admin.gql(USERS, { first: 0 })).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await admin.rest('GET', '/api/admin/users?after=bm90LWEtY3Vyc29y')).status).toBe(400);
  });

  it('searches names, full names, e-mails and usernames case-insensitively', async () => {
    const byName = await walk(USERS, 'adminUsers', { first: 5, search: 'WANJIKU1' });
    // customer1 is the signed-in admin (first name Wanjiku1).
    expect(byName.map((u) => u.username).sort()).toEqual(['customer1', 'listuser1', ...Array.from({ length: 10 }, (_, i) => `listuser${10 + i}`)].sort());
    const full = await walk(USERS, 'adminUsers', { first: 50, search: 'wanjiku12 odhiambo' });
    expect(full.map((u) => u.username)).toEqual(['listuser12']);
    const email = await walk(USERS, 'adminUsers', { first: 50, search: 'LIST.USER33@example' });
    expect(email.map((u) => u.username)).toEqual(['listuser33']);
    const username = await walk(USERS, 'adminUsers', { first: 50, search: 'ListUser5' });
    expect(username.map((u) => u.username).sort()).toEqual(['listuser5', ...Array.from({ length: 10 }, (_, i) => `listuser${50 + i}`)].sort());
  });

  it('matches % and _ literally', async () => {
    const under = await walk(USERS, 'adminUsers', { first: 50, search: 'under_' });
    expect(under.map((u) => u.firstName)).toEqual(['Under_score']);
    const pct = await walk(USERS, 'adminUsers', { first: 50, search: '%' });
    expect(pct.map((u) => u.firstName)).toEqual(['Per%cent']);
    const none = await admin.rest('GET', `/api/admin/users?search=${encodeURIComponent('zz_nobody')}`);
    expect(none.body).toEqual({ nodes: [], pageInfo: { endCursor: null, hasNextPage: false } });
  });

  it('shows one user with their services', async () => {
    const target = await server.db.getRepository(UserEntity).findOneByOrFail({ usernameKey: 'listuser4' });
    const res = await admin.gql(`query Q($id: ID!) { adminUser(id: $id) { username services { name isActive } activeServiceCount } }`, { id: String(target.id) });
    expect(res.data.adminUser.username).toBe('listuser4');
    expect(res.data.adminUser.services.map((s: { name: string }) => s.name).sort()).toEqual(['Bucket 4a', 'Volume 4b']);
    expect(res.data.adminUser.activeServiceCount).toBe(2);
    const missing = await admin.gql(`{ adminUser(id: "999999") { id } }`);
    expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('adminServices keyset pagination', () => {
  it('visits all 120 services once, newest first, each with its owner', async () => {
    const all = await walk(SERVICES, 'adminServices', { first: 11 });
    expect(all).toHaveLength(120);
    const idsDesc = all.map((s) => Number(s.id));
    expect(idsDesc).toEqual([...idsDesc].sort((a, b) => b - a));
    expect(all.every((s) => s.user.email.startsWith('list.user'))).toBe(true);
  });

  it('searches by type, by name and by owner name or e-mail', async () => {
    const archive = await walk(SERVICES, 'adminServices', { first: 6, search: 'archive' });
    expect(archive).toHaveLength(20);
    expect(archive.every((s) => s.serviceType === 'Archive Storage')).toBe(true);
    const owner = await walk(SERVICES, 'adminServices', { first: 6, search: 'LIST.USER42@' });
    expect(owner.map((s) => s.user.email)).toEqual(['list.user42@example.co.ke', 'list.user42@example.co.ke']);
    const ownerName = await walk(SERVICES, 'adminServices', { first: 6, search: 'wanjiku42 odhiambo' });
    expect(ownerName).toHaveLength(2);
    const none = await admin.gql(SERVICES, { search: 'no-such-thing' });
    expect(none.data.adminServices.nodes).toEqual([]);
  });

  it('answers the same rows over REST with the owner names', async () => {
    const rest = await admin.rest('GET', '/api/admin/services?first=3&search=Volume%201b');
    expect(rest.status).toBe(200);
    expect(rest.body.nodes).toHaveLength(1);
    expect(rest.body.nodes[0]).toMatchObject({ name: 'Volume 1b', isActive: false, user: { firstName: 'Wanjiku1', lastName: 'Kamau' } });
  });
});

describe('adminSecurityEvents', () => {
  it('pages through every account’s events newest first, naming the account', async () => {
    const expected = (await server.db.getRepository(SecurityEventEntity).find({ order: { id: 'DESC' } })).filter((e) => !['admin', 'competition_draw'].includes(e.type));
    const all = await walk(EVENTS, 'adminSecurityEvents', { first: 2 });
    expect(all.map((e) => Number(e.id))).toEqual(expected.map((e) => e.id));
    expect(all.length).toBe(62);
    const adminLogin = all.find((e) => e.type === 'login' && e.user?.id === String(adminId));
    expect(adminLogin).toBeDefined();
    const failed = all.filter((e) => e.type === 'failed_login');
    expect(failed).toHaveLength(15);
    expect(failed.every((e) => e.user.email.startsWith('list.user'))).toBe(true);
  });
});

describe('SQL statements per request do not grow with the page size', () => {
  it.each([
    ['adminUsers (with services)', USERS],
    ['adminServices (with owners)', SERVICES],
    ['adminSecurityEvents (with users)', EVENTS],
  ])('%s: pages of 5 and 50 run the same number of statements', async (_label, query) => {
    const small = await countStatements(() => admin.gql(query, { first: 5 }));
    const large = await countStatements(() => admin.gql(query, { first: 50 }));
    expect(small.result.errors).toBeUndefined();
    expect(large.count).toBe(small.count);
    expect(small.count).toBeLessThanOrEqual(4);
  });

  it.each(['/api/admin/users', '/api/admin/services', '/api/admin/security-events'])('REST %s: pages of 5 and 50 run the same number of statements', async (path) => {
    const small = await countStatements(() => admin.rest('GET', `${path}?first=5`));
    const large = await countStatements(() => admin.rest('GET', `${path}?first=50`));
    expect(small.result.status).toBe(200);
    expect(large.result.body.nodes.length).toBeGreaterThan(small.result.body.nodes.length);
    expect(large.count).toBe(small.count);
  });
});
