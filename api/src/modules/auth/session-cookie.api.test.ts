import { resetConfig } from '../../config/config';
import { seedUser, startTestServer, type TestServer } from '../../test/harness';

jest.setTimeout(60_000);

/**
 * V3.3: the session cookie's attributes. Behind a TLS proxy (TRUST_PROXY set, X-Forwarded-Proto:
 * https) it is `__Host-mw_session; Secure; HttpOnly; SameSite=Lax; Path=/` with no Domain; over
 * plain HTTP (development, the e2e suite) it is `mw_session` without Secure, which browsers would
 * otherwise refuse to store.
 */
let server: TestServer;
const saved = { TRUST_PROXY: process.env.TRUST_PROXY, PUBLIC_URL: process.env.PUBLIC_URL };
const restore = () => {
  for (const [k, v] of Object.entries(saved)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  resetConfig();
};
afterAll(restore);

const HTTPS = { 'x-forwarded-proto': 'https' };
const cookieLine = (headers: Headers, name: string) => headers.getSetCookie().find((l) => l.startsWith(`${name}=`));

describe('behind a TLS proxy (TRUST_PROXY)', () => {
  beforeAll(async () => {
    process.env.TRUST_PROXY = 'loopback';
    delete process.env.PUBLIC_URL;
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('V3.3.1/V3.3.3/V3.3.4 sets __Host-mw_session: Secure, HttpOnly, SameSite=Lax, Path=/, no Domain', async () => {
    const user = await seedUser(server.db, 1);
    const c = server.client();
    const res = await c.rest('POST', '/api/auth/login', { identifier: user.username, password: user.password }, HTTPS);
    const line = cookieLine(res.headers, '__Host-mw_session')!;
    expect(line).toBeDefined();
    expect(line).toMatch(/; Secure/);
    expect(line).toMatch(/; HttpOnly/);
    expect(line).toMatch(/; SameSite=Lax/);
    expect(line).toMatch(/; Path=\//);
    expect(line).not.toMatch(/Domain=/i);
    expect(cookieLine(res.headers, 'mw_session')).toBeUndefined();
    expect((await c.rest('GET', '/api/auth/user', undefined, HTTPS)).status).toBe(200);
  });

  it('never reads the plain-named cookie on an HTTPS request (it could have been planted)', async () => {
    const user = await seedUser(server.db, 2);
    const c = server.client();
    await c.rest('POST', '/api/auth/login', { identifier: user.username, password: user.password }, HTTPS);
    const token = c.cookies.get('__Host-mw_session')!;
    const planted = await fetch(`${server.url}/api/auth/user`, { headers: { ...HTTPS, cookie: `mw_session=${token}` } });
    expect(planted.status).toBe(401);
    // Without a trusted proxy header the request is plain HTTP again, and only the plain name counts there.
    expect((await fetch(`${server.url}/api/auth/user`, { headers: { cookie: `__Host-mw_session=${token}` } })).status).toBe(401);
  });

  it('logout clears the __Host- cookie with the same attributes', async () => {
    const res = await server.client().rest('POST', '/api/auth/logout', {}, HTTPS);
    expect(res.status).toBe(200);
    const cleared = cookieLine(res.headers, '__Host-mw_session')!;
    expect(cleared).toMatch(/; Secure/);
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970/);
  });
});

describe('over plain HTTP without a proxy', () => {
  beforeAll(async () => {
    delete process.env.TRUST_PROXY;
    delete process.env.PUBLIC_URL;
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('keeps working: mw_session without Secure; a forged X-Forwarded-Proto changes nothing', async () => {
    const user = await seedUser(server.db, 3);
    const res = await server.client().rest('POST', '/api/auth/login', { identifier: user.username, password: user.password }, HTTPS);
    const line = cookieLine(res.headers, 'mw_session')!;
    expect(line).toMatch(/; HttpOnly/);
    expect(line).toMatch(/; SameSite=Lax/);
    expect(line).not.toMatch(/; Secure/);
    expect(cookieLine(res.headers, '__Host-mw_session')).toBeUndefined();
  });
});

describe('PUBLIC_URL https (TLS terminated in front, no proxy header needed)', () => {
  beforeAll(async () => {
    delete process.env.TRUST_PROXY;
    process.env.PUBLIC_URL = 'https://portal.example.co.ke';
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('uses the __Host- Secure cookie on every request', async () => {
    const user = await seedUser(server.db, 4);
    const c = server.client();
    const res = await c.rest('POST', '/api/auth/login', { identifier: user.username, password: user.password });
    expect(cookieLine(res.headers, '__Host-mw_session')).toMatch(/; Secure/);
    expect((await c.rest('GET', '/api/auth/user')).status).toBe(200);
  });
});
