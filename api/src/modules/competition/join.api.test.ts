import { startTestServer, type TestServer } from '../../test/harness';
import { activePromotion, customerWith, giveStorage } from './competition.fixtures';
import { joinThrottle } from './join.service';
import { ParticipationEntity } from './participation.entity';
import { seedUser } from '../../test/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => joinThrottle.reset('127.0.0.1'));

let n = 500;
const join = (body: unknown) => server.client().rest('POST', '/api/competition/join', body);

describe('POST /api/competition/join', () => {
  it.each([
    [1, 0],
    [2, 1],
    [7, 3],
    [100, 50],
    [500, 250],
    [999, 499],
    [1000, 500],
    [5000, 500],
  ])('a customer with %d GB active has %d entries (every 2 GB is one, at most 500)', async (gb, entries) => {
    const user = await customerWith(server.db, n++, [gb]);
    const res = await join({ email: user.email });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, user: { firstName: user.firstName }, totalEntries: entries, activeServices: 1 });
  });

  it('0 GB (no active service, only a disabled one) is refused with the active-service message', async () => {
    const user = await customerWith(server.db, n++, [300], 'disabled');
    const res = await join({ username: user.username });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.body.message).toContain('active cloud storage service');
  });

  it('sums every active service and counts them; disabled and pending services do not count', async () => {
    const user = await customerWith(server.db, n++, [60, 40]);
    await giveStorage(server.db, user.id, [900], 'disabled');
    await giveStorage(server.db, user.id, [900], 'pending');
    const res = await join({ username: user.username.toUpperCase() });
    expect(res.body).toEqual({ success: true, user: { firstName: user.firstName }, totalEntries: 50, activeServices: 2 });
  });

  it.each([{ email: 'nobody@example.co.ke' }, { username: 'nobody_here' }])('an unknown account (%j) is a 4xx telling to create an account', async (body) => {
    const res = await join(body);
    expect(res.status).toBe(404);
    expect(res.body.message).toMatch(/not found/);
    expect(res.body.message).toMatch(/create an account/);
  });

  it('V6.3.8 an administrator cannot take part, and the answer is that of an unknown account (no staff oracle)', async () => {
    const admin = await seedUser(server.db, n++, 'admin');
    await giveStorage(server.db, admin.id, [100]);
    const byEmail = await join({ email: admin.email });
    const byName = await join({ username: admin.username });
    const unknown = await join({ email: 'nobody-at-all@example.co.ke' });
    expect(byEmail.status).toBe(404);
    expect(byEmail.body).toEqual(unknown.body);
    expect(byName.body).toEqual(unknown.body);
  });

  it('a success answers the spec fields only: no e-mail, role, id or last name', async () => {
    const user = await seedUser(server.db, n++);
    await giveStorage(server.db, user.id, [100]);
    const res = await join({ username: user.username });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['activeServices', 'success', 'totalEntries', 'user']);
    expect(res.body.user).toEqual({ firstName: user.firstName });
  });

  it.each([
    [{}, 'Provide either an email or a username'],
    [{ email: 'a@example.co.ke', username: 'someone' }, 'Provide either an email or a username'],
    [{ email: 'not-an-email' }, 'Please enter a valid email address'],
    [{ email: 42 }, undefined],
    [{ username: ['x'] }, undefined],
    ['"just a string"', undefined],
  ])('bad input %j is a 400, never a 500', async (body, message) => {
    const res = await join(body);
    expect(res.status).toBe(400);
    if (message) expect(res.body.message).toBe(message);
    else expect(typeof res.body.message).toBe('string');
  });

  it('records one participation per active promotion period however often the customer joins', async () => {
    const daily = await activePromotion(server.db);
    const weekly = await activePromotion(server.db, { name: 'Weekly Mega Bundle', drawType: 'weekly' });
    await activePromotion(server.db, { name: 'Switched off', isActive: false });
    const user = await customerWith(server.db, n++, [10]);
    for (let i = 0; i < 3; i++) expect((await join({ email: user.email })).status).toBe(200);
    const rows = await server.db.getRepository(ParticipationEntity).findBy({ userId: user.id });
    expect(rows.map((r) => r.promotionId).sort()).toEqual([daily.id, weekly.id].sort());
  });

  it('is rate limited per IP', async () => {
    const user = await customerWith(server.db, n++, [10]);
    for (let i = 0; i < 20; i++) expect((await join({ email: user.email })).status).toBe(200);
    const limited = await join({ email: user.email });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
  });

  it('the GraphQL mutation answers the same and myCompetitionStatus shows the signed-in standing', async () => {
    const user = await customerWith(server.db, n++, [250]);
    const client = server.client();
    const gql = await client.gql(`mutation($i: JoinCompetitionInput!) { joinCompetition(input: $i) { success user { firstName } totalEntries activeServices } }`, { i: { username: user.username } });
    expect(gql.data.joinCompetition).toEqual({ success: true, user: { firstName: user.firstName }, totalEntries: 125, activeServices: 1 });
    expect((await client.gql('{ myCompetitionStatus { entries } }')).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    await client.login(user.username, user.password);
    const status = await client.gql('{ myCompetitionStatus { entries activeServices activeStorageGB eligible } }');
    expect(status.data.myCompetitionStatus).toEqual({ entries: 125, activeServices: 1, activeStorageGB: 250, eligible: true });
  });
});
