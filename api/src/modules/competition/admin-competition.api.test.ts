import { signedIn, startTestServer, type TestServer } from '../../test/harness';
import { SecurityEventEntity } from '../audit/security-event.entity';
import { activePromotion, customerWith } from './competition.fixtures';
import { joinThrottle } from './join.service';

let server: TestServer;
let admin: Awaited<ReturnType<typeof signedIn>>;
let customer: Awaited<ReturnType<typeof signedIn>>;
let promotionId = '0';

const valid = () => ({
  name: 'Weekly Mega Bundle',
  description: 'One mega bundle every Sunday',
  eligibilityCriteria: 'An active storage service',
  prizeDescription: 'KSh 5,000 airtime',
  prizeValue: 5000,
  startDate: new Date(Date.now() - 86_400_000).toISOString(),
  endDate: new Date(Date.now() + 60 * 86_400_000).toISOString(),
  drawType: 'weekly',
});

beforeAll(async () => {
  server = await startTestServer();
  admin = await signedIn(server, 1, 'admin');
  customer = await signedIn(server, 2);
  await customerWith(server.db, 3, [300]);
  promotionId = String((await activePromotion(server.db)).id);
});
afterAll(() => server.close());

const GQL: [string, string, () => Record<string, unknown>][] = [
  ['adminPromotions', '{ adminPromotions { id } }', () => ({})],
  ['promotionParticipants', 'query($id: ID!) { promotionParticipants(promotionId: $id) { id } }', () => ({ id: promotionId })],
  ['promotionWinners', 'query($id: ID!) { promotionWinners(promotionId: $id) { id } }', () => ({ id: promotionId })],
  ['adminWinners', '{ adminWinners { nodes { id } } }', () => ({})],
  ['createPromotion', 'mutation($i: CreatePromotionInput!) { createPromotion(input: $i) { promotion { id } } }', () => ({ i: valid() })],
  ['updatePromotion', 'mutation($i: UpdatePromotionInput!) { updatePromotion(input: $i) { promotion { id } } }', () => ({ i: { id: promotionId, name: 'Renamed' } })],
  ['selectWinner', 'mutation($id: ID!) { selectWinner(input: { promotionId: $id }) { newlyDrawn } }', () => ({ id: promotionId })],
];
const REST: [string, () => string, unknown][] = [
  ['GET', () => '/api/admin/promotions', undefined],
  ['POST', () => '/api/admin/promotions', valid()],
  ['GET', () => `/api/admin/promotions/${promotionId}/entries`, undefined],
  ['GET', () => `/api/admin/promotions/${promotionId}/winners`, undefined],
  ['POST', () => `/api/admin/promotions/${promotionId}/select-winner`, undefined],
  ['GET', () => '/api/admin/winners', undefined],
];

describe('admin role matrix', () => {
  it.each(GQL)('GraphQL %s: anonymous UNAUTHENTICATED, customer FORBIDDEN', async (_name, query, vars) => {
    expect((await server.client().gql(query, vars())).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await customer.client.gql(query, vars())).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it.each(REST)('REST %s %s: anonymous 401, customer 403', async (method, path, body) => {
    expect((await server.client().rest(method, path(), body)).status).toBe(401);
    expect((await customer.client.rest(method, path(), body)).status).toBe(403);
  });

  it.each(GQL)('GraphQL %s: admin succeeds', async (_name, query, vars) => {
    const res = await admin.client.gql(query, vars());
    expect(res.errors).toBeUndefined();
  });

  it.each(REST)('REST %s %s: admin succeeds', async (method, path, body) => {
    const res = await admin.client.rest(method, path(), body);
    expect([200, 201]).toContain(res.status);
  });
});

describe('promotions', () => {
  it('creates a promotion with every field and audits it naming the admin', async () => {
    const res = await admin.client.rest('POST', '/api/admin/promotions', { ...valid(), name: 'Audit me', prizeValue: '7500' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: 'Audit me', prizeValue: 7500, drawType: 'weekly', isActive: true, totalEntries: 150, participantCount: 1 });
    expect(res.body.nextDrawAt).toEqual(expect.any(String));
    const events = await server.db.getRepository(SecurityEventEntity).findBy({ userId: admin.user.id, type: 'admin' });
    expect(events.map((e) => e.action)).toContainEqual(`Promotion "Audit me" (#${res.body.id}) created by admin ${admin.user.username}`);
  });

  const omit = (k: string) => Object.fromEntries(Object.entries(valid()).filter(([key]) => key !== k));
  it.each([
    [omit('name'), 'Name is required'],
    [{ ...valid(), name: '   ' }, 'Name is required'],
    [omit('description'), 'Description is required'],
    [omit('eligibilityCriteria'), 'Eligibility criteria is required'],
    [omit('prizeDescription'), 'Prize description is required'],
    [omit('prizeValue'), 'Prize value is required'],
    [{ ...valid(), prizeValue: 'lots' }, 'Prize value must be a number'],
    [omit('startDate'), 'Start date is required'],
    [{ ...valid(), startDate: 'tomorrow-ish' }, 'Start date must be a valid date and time'],
    [omit('endDate'), 'End date is required'],
    [{ ...valid(), endDate: new Date(Date.now() - 2 * 86_400_000).toISOString() }, 'End date must be after the start date'],
    [omit('drawType'), 'Draw type must be daily, weekly or monthly'],
    [{ ...valid(), drawType: 'hourly' }, 'Draw type must be daily, weekly or monthly'],
  ])('refuses %j with "%s"', async (body, message) => {
    const res = await admin.client.rest('POST', '/api/admin/promotions', body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('edits and deactivates with the same validation, audited', async () => {
    const M = 'mutation($i: UpdatePromotionInput!) { updatePromotion(input: $i) { promotion { id name isActive nextDrawAt } } }';
    const bad = await admin.client.gql(M, { i: { id: promotionId, endDate: '2000-01-01T00:00:00Z' } });
    expect(bad.errors?.[0]?.message).toBe('End date must be after the start date');
    const off = await admin.client.gql(M, { i: { id: promotionId, name: 'Daily Bundles', isActive: false } });
    expect(off.data.updatePromotion.promotion).toEqual({ id: promotionId, name: 'Daily Bundles', isActive: false, nextDrawAt: null });
    const missing = await admin.client.gql(M, { i: { id: '999999', name: 'x' } });
    expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const events = await server.db.getRepository(SecurityEventEntity).findBy({ userId: admin.user.id, type: 'admin' });
    expect(events.some((e) => /Promotion "Daily Bundles" .* edited by admin .*: name, isActive/.test(e.action))).toBe(true);
    const draw = await admin.client.gql('mutation($id: ID!) { selectWinner(input: { promotionId: $id }) { newlyDrawn } }', { id: promotionId });
    expect(draw.errors?.[0]?.message).toBe('This promotion is not active');
  });

  it('lists participants with entries and whether they joined, most entries first', async () => {
    await joinThrottle.reset('127.0.0.1');
    const p = await activePromotion(server.db, { name: 'Participants' });
    const big = await customerWith(server.db, 4, [2000]);
    await server.client().rest('POST', '/api/competition/join', { email: big.email });
    const res = await admin.client.rest('GET', `/api/admin/promotions/${p.id}/entries`);
    expect(res.body.map((r: { user: { id: number }; entries: number; joinedExplicitly: boolean }) => [r.user.id, r.entries, r.joinedExplicitly])).toEqual([
      [big.id, 500, true],
      [expect.any(Number), 150, false],
    ]);
  });

  it('pages winners with a keyset cursor (first capped at 100) and searches by promotion name', async () => {
    for (const name of ['Alpha Draw', 'Beta Draw', 'Gamma Draw']) {
      const p = await activePromotion(server.db, { name });
      await admin.client.rest('POST', `/api/admin/promotions/${p.id}/select-winner`);
    }
    const Q = 'query($after: String, $s: String, $f: Int) { adminWinners(first: $f, after: $after, search: $s) { nodes { id promotionName } pageInfo { endCursor hasNextPage } } }';
    const all = (await admin.client.gql(Q, { f: 500 })).data.adminWinners;
    expect(all.nodes.length).toBeGreaterThanOrEqual(3);
    const page1 = (await admin.client.gql(Q, { f: 2 })).data.adminWinners;
    const page2 = (await admin.client.gql(Q, { f: 2, after: page1.pageInfo.endCursor })).data.adminWinners;
    expect(page1.pageInfo.hasNextPage).toBe(true);
    expect([...page1.nodes, ...page2.nodes].map((n: { id: string }) => n.id)).toEqual(all.nodes.slice(0, 4).map((n: { id: string }) => n.id));
    const beta = (await admin.client.gql(Q, { s: 'bEtA' })).data.adminWinners;
    expect(beta.nodes.map((n: { promotionName: string }) => n.promotionName)).toEqual(['Beta Draw']);
    const rest = await admin.client.rest('GET', '/api/admin/winners?search=gamma');
    expect(rest.body.nodes.map((n: { promotionName: string }) => n.promotionName)).toEqual(['Gamma Draw']);
  });
});
