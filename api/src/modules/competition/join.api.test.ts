import { lastMessageTo, seedUser, startTestServer, type TestClient, type TestServer } from '../../test/harness';
import type { UserEntity } from '../auth/user.entity';
import { OutboxMessageEntity } from '../notifications/outbox-message.entity';
import { activePromotion, customerWith, giveStorage } from './competition.fixtures';
import { JOIN_NEUTRAL, joinThrottle } from './join.service';
import { ParticipationEntity } from './participation.entity';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => joinThrottle.reset('127.0.0.1'));

let n = 500;
/** An anonymous visitor on the public form. */
const join = (body: unknown) => server.client().rest('POST', '/api/competition/join', body);
/** The customer, signed in, joining as themselves (the dashboard's status card). */
async function signedInAs(user: UserEntity & { password: string }): Promise<TestClient> {
  const client = server.client();
  expect((await client.login(user.username, user.password)).status).toBe(200);
  return client;
}
const selfJoin = async (user: UserEntity & { password: string }, body: unknown) => (await signedInAs(user)).rest('POST', '/api/competition/join', body);
const NEUTRAL = { success: true, message: 'If this account has an active storage service, it is entered; we e-mailed the details to its owner' };

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
  ])('a signed-in customer with %d GB active has %d entries (every 2 GB is one, at most 500)', async (gb, entries) => {
    const user = await customerWith(server.db, n++, [gb]);
    const res = await selfJoin(user, { email: user.email });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, user: { firstName: user.firstName }, totalEntries: entries, activeServices: 1 });
  });

  it('0 GB (no active service, only a disabled one) is refused with the active-service message', async () => {
    const user = await customerWith(server.db, n++, [300], 'disabled');
    const res = await selfJoin(user, { username: user.username });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.body.message).toContain('active cloud storage service');
  });

  it('sums every active service and counts them; disabled and pending services do not count', async () => {
    const user = await customerWith(server.db, n++, [60, 40]);
    await giveStorage(server.db, user.id, [900], 'disabled');
    await giveStorage(server.db, user.id, [900], 'pending');
    const res = await selfJoin(user, { username: user.username.toUpperCase() });
    expect(res.body).toEqual({ success: true, user: { firstName: user.firstName }, totalEntries: 50, activeServices: 2 });
  });

  // Issue 31, item 8: the public form leaked the first name and the counts of any account.
  it('answers an anonymous visitor the same whatever the account, and e-mails the details to its owner', async () => {
    const rich = await customerWith(server.db, n++, [456, 100]);
    const poor = await customerWith(server.db, n++, [300], 'disabled');
    const admin = await seedUser(server.db, n++, 'admin');
    await giveStorage(server.db, admin.id, [100]);
    const answers = [
      await join({ username: rich.username }),
      await join({ email: rich.email }),
      await join({ username: poor.username }),
      await join({ email: admin.email }),
      await join({ username: admin.username }),
      await join({ email: 'nobody@example.co.ke' }),
      await join({ username: 'nobody_here' }),
    ];
    for (const a of answers) {
      expect(a.status).toBe(200);
      expect(a.body).toEqual(NEUTRAL);
      expect(JSON.stringify(a.body)).not.toContain(rich.firstName);
    }
    expect(NEUTRAL.message).toBe(JOIN_NEUTRAL);

    const richMail = await lastMessageTo(server.db, rich.email, 'competition-join');
    expect(richMail).toMatchObject({ subject: 'You are entered in the Store & Score draws', status: 'pending', userId: rich.id });
    expect(richMail!.body).toContain(`Hello ${rich.firstName},`);
    expect(richMail!.body).toContain('You have 278 entries across 2 services in the current draw period');
    // Two joins in one hour, one e-mail: the form cannot be used to flood an inbox.
    expect(await server.db.getRepository(OutboxMessageEntity).countBy({ recipient: rich.email, kind: 'competition-join' })).toBe(1);
    const poorMail = await lastMessageTo(server.db, poor.email, 'competition-join');
    expect(poorMail!.subject).toBe('Your Store & Score entry needs an active storage service');
    expect(poorMail!.body).toContain('You need an active cloud storage service to participate');
    // Staff and unknown addresses get no e-mail (and the same answer).
    expect(await lastMessageTo(server.db, admin.email, 'competition-join')).toBeNull();
    expect(await lastMessageTo(server.db, 'nobody@example.co.ke')).toBeNull();
  });

  it('answers a signed-in customer who types someone else’s account neutrally too', async () => {
    const me = await customerWith(server.db, n++, [100]);
    const other = await customerWith(server.db, n++, [800]);
    const res = await selfJoin(me, { username: other.username });
    expect(res.body).toEqual(NEUTRAL);
  });

  it.each([{ email: 'nobody@example.co.ke' }, { username: 'nobody_here' }])('the spec’s “create an account” answer is only for a signed-in caller whose own account it would be (%j is neutral)', async (body) => {
    const res = await join(body);
    expect(res.body).toEqual(NEUTRAL);
  });

  it('V6.3.8 an administrator cannot take part: signed in as themselves, the answer is that of an unknown account', async () => {
    const admin = await seedUser(server.db, n++, 'admin');
    await giveStorage(server.db, admin.id, [100]);
    const res = await selfJoin(admin, { email: admin.email });
    expect(res.status).toBe(404);
    expect(res.body.message).toMatch(/not found/);
    expect(res.body.message).toMatch(/create an account/);
    expect(await server.db.getRepository(ParticipationEntity).countBy({ userId: admin.id })).toBe(0);
  });

  it('a success answers the spec fields only: no e-mail, role, id or last name', async () => {
    const user = await seedUser(server.db, n++);
    await giveStorage(server.db, user.id, [100]);
    const res = await selfJoin(user, { username: user.username });
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
    for (let i = 0; i < 2; i++) expect((await join({ email: user.email })).status).toBe(200);
    expect((await selfJoin(user, { email: user.email })).status).toBe(200);
    const rows = await server.db.getRepository(ParticipationEntity).findBy({ userId: user.id });
    expect(rows.map((r) => r.promotionId).sort()).toEqual([daily.id, weekly.id].sort());
  });

  it('is rate limited per IP, whether the visitor is anonymous or signed in, the account known or not', async () => {
    const user = await customerWith(server.db, n++, [10]);
    for (let i = 0; i < 10; i++) expect((await join({ email: i % 2 ? user.email : `nobody${i}@example.co.ke` })).status).toBe(200);
    const client = await signedInAs(user);
    for (let i = 0; i < 10; i++) expect((await client.rest('POST', '/api/competition/join', { email: user.email })).status).toBe(200);
    for (const limited of [await join({ email: user.email }), await join({ email: 'nobody@example.co.ke' }), await client.rest('POST', '/api/competition/join', { email: user.email })]) {
      expect(limited.status).toBe(429);
      expect(limited.headers.get('retry-after')).toBeTruthy();
    }
  });

  it('the GraphQL mutation answers the same and myCompetitionStatus shows the signed-in standing', async () => {
    const user = await customerWith(server.db, n++, [250]);
    const client = server.client();
    const JOIN = `mutation($i: JoinCompetitionInput!) { joinCompetition(input: $i) { success user { firstName } totalEntries activeServices message } }`;
    const anonymous = await client.gql(JOIN, { i: { username: user.username } });
    expect(anonymous.data.joinCompetition).toEqual({ ...NEUTRAL, user: null, totalEntries: null, activeServices: null });
    expect((await client.gql('{ myCompetitionStatus { entries } }')).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    await client.login(user.username, user.password);
    const gql = await client.gql(JOIN, { i: { username: user.username } });
    expect(gql.data.joinCompetition).toEqual({ success: true, user: { firstName: user.firstName }, totalEntries: 125, activeServices: 1, message: null });
    const status = await client.gql('{ myCompetitionStatus { entries activeServices activeStorageGB eligible } }');
    expect(status.data.myCompetitionStatus).toEqual({ entries: 125, activeServices: 1, activeStorageGB: 250, eligible: true });
  });
});
