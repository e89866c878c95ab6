import { signedIn, startTestServer, type TestServer } from '../test/harness';

/**
 * SECURITY.md 7 and 8: a cookie-authenticated state change is refused when it comes cross-site,
 * on /graphql as on the REST shims, with an answer in each API's own shape. Same-origin requests,
 * clients that send no browser headers (curl, SDKs) and GET requests keep working.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const LOGOUT = 'mutation { logout { success } }';
const ME = '{ me { id } }';

/** A POST to /graphql with the signed-in client's cookie and extra (browser) headers. */
async function gqlWith(cookie: string, query: string, headers: Record<string, string>) {
  const res = await fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', cookie, ...headers }, body: JSON.stringify({ query }) });
  return { status: res.status, body: (await res.json()) as any };
}

describe('cross-site requests to /graphql', () => {
  it('refuses a cross-site mutation with 403 and a GraphQL-shaped error, before it runs', async () => {
    const { client } = await signedIn(server, 1);
    const cookie = client.cookieHeader();
    for (const headers of <Record<string, string>[]>[{ 'sec-fetch-site': 'cross-site' }, { origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }]) {
      const res = await gqlWith(cookie, LOGOUT, headers);
      expect(res).toEqual({ status: 403, body: { errors: [{ message: 'Cross-site requests are not allowed', extensions: { code: 'FORBIDDEN' } }] } });
    }
    // The session was not signed out.
    expect((await client.gql(ME)).data.me.id).toEqual(expect.any(String));
  });

  it('lets same-origin browsers, same-site pages and clients without browser headers through', async () => {
    const { client } = await signedIn(server, 2);
    const cookie = client.cookieHeader();
    expect((await gqlWith(cookie, ME, { 'sec-fetch-site': 'same-origin', origin: server.url })).body.data.me.id).toEqual(expect.any(String));
    expect((await gqlWith(cookie, ME, { 'sec-fetch-site': 'same-site' })).body.data.me.id).toEqual(expect.any(String));
    expect((await gqlWith(cookie, ME, { 'sec-fetch-site': 'none' })).body.data.me.id).toEqual(expect.any(String));
    // curl / an SDK: no Sec-Fetch-Site, no Origin.
    const plain = await gqlWith(cookie, LOGOUT, {});
    expect(plain).toEqual({ status: 200, body: { data: { logout: { success: true } } } });
  });

  it('keeps GET working (the explorer a browser opens from a link, and GET queries)', async () => {
    const page = await fetch(`${server.url}/graphql`, { headers: { accept: 'text/html', 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' } });
    expect([200, 503]).toContain(page.status); // 503 only when the explorer bundle is not built
    expect(page.status).not.toBe(403);
    const get = await fetch(`${server.url}/graphql?query=${encodeURIComponent('{ __typename }')}`, { headers: { 'apollo-require-preflight': 'true', 'sec-fetch-site': 'cross-site' } });
    expect(await get.json()).toEqual({ data: { __typename: 'Query' } });
  });

  it('answers REST in its own shape, as before', async () => {
    const res = await server.client().rest('POST', '/api/auth/logout', {}, { 'sec-fetch-site': 'cross-site' });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: 'Cross-site requests are not allowed' });
  });
});
