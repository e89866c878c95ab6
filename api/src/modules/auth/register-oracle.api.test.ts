import { lastMessageTo, seedUser, startTestServer, userFactory, type RestReply, type TestServer } from '../../test/harness';
import { SecurityEventEntity } from '../audit/security-event.entity';
import { OutboxMessageEntity } from '../notifications/outbox-message.entity';
import { UserEntity } from './user.entity';

jest.setTimeout(60_000);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(() => server.resetThrottles());

/** Header names a reply carries, apart from those that differ on every reply anyway. */
const headerNames = (r: RestReply) => [...r.headers.keys()].filter((h) => !['date', 'x-request-id', 'set-cookie', 'content-length'].includes(h)).sort();

describe('V6.3.8 registration is no account oracle for e-mail addresses', () => {
  it('answers a taken address exactly like a free one: same status, body and headers', async () => {
    const owner = await seedUser(server.db, 1);
    const free = await server.client().register(userFactory(2));
    const taken = await server.client().register({ ...userFactory(3), email: owner.email.toUpperCase() });
    expect(taken.status).toBe(201);
    expect(taken.body).toEqual(free.body);
    expect(taken.body).toEqual({ success: true, message: 'Check your e-mail: we sent a link to verify your address.' });
    expect(headerNames(taken)).toEqual(headerNames(free));
    const gqlTaken = await server.client().gql('mutation ($i: RegisterInput!) { register(input: $i) { success message } }', { i: { ...userFactory(4), email: owner.email } });
    expect(gqlTaken.data.register).toEqual(free.body);
  });

  it('creates nothing for a taken address, opens no session, and tells the owner (at most hourly)', async () => {
    const owner = await seedUser(server.db, 5);
    const before = await server.db.getRepository(UserEntity).count();
    const c = server.client();
    await c.register({ ...userFactory(6), email: owner.email });
    await server.client().register({ ...userFactory(7), email: owner.email });
    expect(await server.db.getRepository(UserEntity).count()).toBe(before);
    expect((await c.rest('GET', '/api/auth/user')).status).toBe(401);
    expect(await server.db.getRepository(OutboxMessageEntity).countBy({ kind: 'register-attempt', recipient: owner.email })).toBe(1);
    const notice = await lastMessageTo(server.db, owner.email, 'register-attempt');
    expect(notice!.body).toContain(`username ${owner.username}`);
    expect(notice!.body).toContain('no new account was created');
    const events = await server.db.getRepository(SecurityEventEntity).findBy({ userId: owner.id, type: 'register' });
    expect(events.map((e) => e.action)).toContain('Someone tried to register a new account with your e-mail address');
  });

  it('a free address: the account is created unverified, signed in, and a verification link is mailed', async () => {
    const c = server.client();
    await c.register(userFactory(8));
    const me = await c.rest('GET', '/api/auth/user');
    expect(me.body).toMatchObject({ username: 'customer8', emailVerified: false });
    expect((await lastMessageTo(server.db, 'customer8@example.co.ke', 'verify-email'))!.body).toMatch(/\/verify-email#token=[A-Za-z0-9_-]{43}/);
  });

  it('validation answers do not depend on whether the address is taken', async () => {
    const owner = await seedUser(server.db, 9);
    for (const bad of [{ password: 'short1!' }, { password: 'Password1!' }, { phone: '12' }]) {
      const onTaken = await server.client().register({ ...userFactory(10), email: owner.email, ...bad });
      const onFree = await server.client().register({ ...userFactory(10), ...bad });
      expect(onTaken.status).toBe(400);
      expect(onTaken.body).toEqual(onFree.body);
    }
  });

  it('a taken username is still refused (usernames are public handles), and that answer is rate limited like every attempt', async () => {
    await seedUser(server.db, 11);
    const res = await server.client().register({ ...userFactory(12), username: 'CUSTOMER11' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('This username is already taken');
  });

  it('two registrations of one free address at once: one account, and the same answer for both', async () => {
    const [a, b] = await Promise.all([server.client().register({ ...userFactory(13), email: 'race@example.co.ke' }), server.client().register({ ...userFactory(14), email: 'race@example.co.ke' })]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body).toEqual(b.body);
    expect(await server.db.getRepository(UserEntity).countBy({ email: 'race@example.co.ke' })).toBe(1);
  });
});
