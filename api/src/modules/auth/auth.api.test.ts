import { startTestServer, signedIn, userFactory, type TestServer } from '../../test/harness';
import { UserEntity } from './user.entity';
import { SecurityEventEntity } from '../audit/security-event.entity';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(() => server.resetThrottles());

const ME = '{ me { id username email firstName lastName userType createdAt } }';

describe('registration', () => {
  it('creates an unverified customer, signs them in and hashes the password with argon2id', async () => {
    const c = server.client();
    const res = await c.register(userFactory(1));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ success: true, message: 'Check your e-mail: we sent a link to verify your address.' });
    const me = await c.rest('GET', '/api/auth/user');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ username: 'customer1', email: 'customer1@example.co.ke', userType: 'user', phone: '+254710000001', emailVerified: false });
    expect(JSON.stringify(me.body)).not.toMatch(/argon2|password/i);
    const row = await server.db.getRepository(UserEntity).findOneByOrFail({ usernameKey: 'customer1' });
    expect(row.passwordHash).toMatch(/^\$argon2id\$v=19\$/);
    const param = (k: string) => Number(new RegExp(`[$,]${k}=(\\d+)`).exec(row.passwordHash)?.[1]);
    expect(param('m')).toBeGreaterThanOrEqual(19456);
    expect(param('t')).toBeGreaterThanOrEqual(2);
    expect(param('p')).toBeGreaterThanOrEqual(1);
  });

  it('sets an HttpOnly, SameSite=Lax session cookie and never puts the token in the body', async () => {
    const c = server.client();
    const res = await c.register(userFactory(2));
    const cookie = res.headers.getSetCookie().find((l) => l.startsWith('mw_session='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    expect(JSON.stringify(res.body)).not.toContain(c.cookies.get('mw_session')!);
  });

  it.each([
    [{ username: undefined }, 'Username is required'],
    [{ email: 'not-an-email' }, 'Please enter a valid email address'],
    [{ password: 'short1!' }, 'Password must be at least 8 characters'],
    [{ password: 'alllowercase1!' }, 'Password must contain an upper-case letter'],
    [{ password: 'NoNumbers!!' }, 'Password must contain a number'],
    [{ password: 'NoSymbols123' }, 'Password must contain a symbol'],
    [{ phone: '+14155550100' }, 'Phone number must be a Kenyan mobile number (+2547… or 07…)'],
    [{ firstName: '  ' }, 'First name is required'],
  ])('refuses %j with a clear message and changes nothing', async (override, message) => {
    const before = await server.db.getRepository(UserEntity).count();
    const res = await server.client().register({ ...userFactory(50), ...override } as never);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message });
    expect(await server.db.getRepository(UserEntity).count()).toBe(before);
  });

  it('refuses a taken username case-insensitively (usernames are public handles)', async () => {
    await server.client().register(userFactory(3));
    const dupUser = await server.client().register({ ...userFactory(4), username: 'Customer3' });
    expect(dupUser.status).toBe(409);
    expect(dupUser.body.message).toBe('This username is already taken');
  });

  it('ignores a userType in the payload (no mass assignment)', async () => {
    const c = server.client();
    const res = await c.rest('POST', '/api/auth/register', { ...userFactory(5), userType: 'admin' });
    expect(res.status).toBe(201);
    expect((await c.rest('GET', '/api/auth/user')).body.userType).toBe('user');
  });

  it('answers malformed JSON with 400, a 1 MB body with 413, a form post with 415', async () => {
    const c = server.client();
    expect((await c.rest('POST', '/api/auth/register', '{"username":')).status).toBe(400);
    const big = await c.rest('POST', '/api/auth/register', JSON.stringify({ bio: 'x'.repeat(1024 * 1024) }));
    expect(big.status).toBe(413);
    expect(big.body.message).toMatch(/too large/);
    const form = await c.rest('POST', '/api/auth/login', 'identifier=a&password=b', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(form.status).toBe(415);
  });

  it('refuses a state change coming cross-site', async () => {
    const res = await server.client().rest('POST', '/api/auth/login', { identifier: 'x', password: 'y' }, { 'sec-fetch-site': 'cross-site' });
    expect(res.status).toBe(403);
  });
});

describe('login and logout', () => {
  it('logs in by username and by e-mail, over REST and GraphQL', async () => {
    const { user } = await signedIn(server, 10);
    const byEmail = await server.client().login(user.email.toUpperCase(), user.password);
    expect(byEmail.status).toBe(200);
    expect(byEmail.body.email).toBe(user.email);
    const c = server.client();
    const gql = await c.gql('mutation($i: LoginInput!) { login(input: $i) { twoFactorRequired user { username userType } } }', { i: { identifier: user.username, password: user.password } });
    expect(gql.data).toEqual({ login: { twoFactorRequired: false, user: { username: user.username, userType: 'user' } } });
    const me = await c.gql(ME);
    expect(me.data.me.username).toBe(user.username);
  });

  it('gives an unknown account and a wrong password the same answer', async () => {
    const { user } = await signedIn(server, 11);
    const wrong = await server.client().login(user.username, 'Wrong!Passw0rd');
    const unknown = await server.client().login('nobody-here', 'Wrong!Passw0rd');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body).toEqual({ message: 'Invalid email/username or password' });
  });

  it('revokes the session at logout: a copied cookie stops working', async () => {
    const { client } = await signedIn(server, 12);
    const copied = client.cookieHeader();
    expect((await client.rest('POST', '/api/auth/logout')).status).toBe(200);
    const replay = await fetch(`${server.url}/api/auth/user`, { headers: { cookie: copied } });
    expect(replay.status).toBe(401);
    const gql = await fetch(`${server.url}/graphql`, { method: 'POST', headers: { cookie: copied, 'content-type': 'application/json' }, body: JSON.stringify({ query: ME }) });
    expect(((await gql.json()) as { data: { me: unknown } }).data.me).toBeNull();
  });

  it('logs out over GraphQL too', async () => {
    const { client } = await signedIn(server, 13);
    const res = await client.gql('mutation { logout { success } }');
    expect(res.data).toEqual({ logout: { success: true } });
    expect((await client.rest('GET', '/api/auth/user')).status).toBe(401);
  });

  it('answers GET /api/auth/user with 401 and a message when signed out', async () => {
    const res = await server.client().rest('GET', '/api/auth/user');
    expect(res.status).toBe(401);
    // The English text and its stable code, for a client that words it in its user's language.
    expect(res.body).toEqual({ message: 'Not authenticated', messageKey: 'notAuthenticated', messageParams: {} });
  });

  it('refuses tokens that are forged, unsigned or of the wrong algorithm', async () => {
    const { client } = await signedIn(server, 14);
    const token = client.cookies.get('mw_session')!;
    const [, payload] = token.split('.');
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    const tampered = token.slice(0, -2) + (token.endsWith('A') ? 'BB' : 'AA');
    for (const bad of [none, tampered, 'garbage']) {
      const res = await fetch(`${server.url}/api/auth/user`, { headers: { cookie: `mw_session=${bad}` } });
      expect(res.status).toBe(401);
    }
  });

  it('records login, failed login, logout and registration as security events', async () => {
    const c = server.client();
    await c.register(userFactory(15));
    await c.rest('POST', '/api/auth/logout');
    await c.login('customer15', 'Wrong!Passw0rd');
    await c.login('customer15', userFactory(15).password);
    const user = await server.db.getRepository(UserEntity).findOneByOrFail({ usernameKey: 'customer15' });
    const events = await server.db.getRepository(SecurityEventEntity).find({ where: { userId: user.id }, order: { id: 'ASC' } });
    expect(events.map((e) => e.type)).toEqual(['register', 'login', 'logout', 'failed_login', 'login']);
    expect(events.every((e) => e.ip && e.severity && e.createdAt)).toBe(true);
  });
});

describe('throttling', () => {
  it('blocks an account after 5 failures with 429 and Retry-After, before checking the password', async () => {
    const { user } = await signedIn(server, 20);
    for (let i = 0; i < 5; i++) expect((await server.client().login(user.username, 'Wrong!Passw0rd')).status).toBe(401);
    const blocked = await server.client().login(user.username.toUpperCase(), user.password);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(blocked.body.message).toMatch(/Too many failed sign-in attempts/);
    const gql = await server.client().gql('mutation { a: login(input: {identifier: "customer20", password: "x"}) { twoFactorRequired } }');
    expect(gql.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
  });

  it('blocks an IP after 20 failures across accounts (for accounts with failures of their own: see brute-force.api.test.ts for the carrier-NAT overflow)', async () => {
    for (let i = 0; i < 20; i++) await server.client().login(`ghost${i % 5}`, 'Wrong!Passw0rd');
    const res = await server.client().login('ghost0', 'Wrong!Passw0rd');
    expect(res.status).toBe(429);
  });
});

describe('GraphQL hygiene', () => {
  it('masks unexpected errors and never leaks stack traces', async () => {
    const res = await server.client().gql('{ me { id } }');
    expect(JSON.stringify(res)).not.toMatch(/stacktrace|at Object\./);
  });

  it('enforces a depth limit', async () => {
    const deep = '{ me ' + '{ services { user '.repeat(6) + '{ id }' + ' } }'.repeat(6) + ' }';
    const res = await server.client().gql(deep);
    expect(res.errors?.[0]?.message).toMatch(/depth/i);
  });

  it('measures a query written with fragments at the depth of its fields', async () => {
    const spread = (n: number) => `fragment F${n} on User { services { user { ${n < 3 ? `...F${n + 1}` : 'id'} } } }`;
    const nested = `query { me { ...F1 } } ${[1, 2, 3].map(spread).join(' ')}`; // 8 levels of fields in 3 nested fragments
    const ok = await server.client().gql(nested);
    expect(JSON.stringify(ok.errors ?? [])).not.toMatch(/depth/i);
    const tooDeep = `query { me { ...F1 } } ${[1, 2, 3].map(spread).join(' ').replace('{ id }', '{ services { user { services { user { id } } } } }')}`;
    const res = await server.client().gql(tooDeep);
    expect(res.errors?.[0]?.message).toMatch(/depth/i);
  });
});
