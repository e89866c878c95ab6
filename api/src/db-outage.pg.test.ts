import { resetConfig } from './config/config';
import { freshDatabase, pgProxy } from './test/pg-admin';
import { startTestServer, type TestServer } from './test/harness';

/**
 * PostgreSQL goes away while the server runs: requests get a clear 503 with Retry-After (never a
 * 500, never a hang), readiness says why, and the server recovers by itself when it comes back.
 */
jest.setTimeout(120_000);

let proxy: Awaited<ReturnType<typeof pgProxy>>;
let database: Awaited<ReturnType<typeof freshDatabase>>;
let server: TestServer;
const savedUrl = process.env.DATABASE_URL;

beforeAll(async () => {
  database = await freshDatabase('mw_outage');
  proxy = await pgProxy(new URL(database.url));
  process.env.DATABASE_URL = proxy.url(new URL(database.url).pathname.slice(1));
  resetConfig();
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
  await proxy?.close();
  await database?.drop();
  process.env.DATABASE_URL = savedUrl;
  resetConfig();
});

const within = async <T>(ms: number, p: Promise<T>) => Promise.race([p, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms))]);

describe('a database outage', () => {
  it('answers 503 with Retry-After while PostgreSQL is gone, and recovers by itself when it returns', async () => {
    const customer = server.client();
    expect((await customer.register()).status).toBe(201);
    expect((await customer.rest('GET', '/api/auth/user')).status).toBe(200);
    // An operation the server knows (seen twice: compiled, then answered in front of Apollo by
    // graphql/known-operations.ts) must fail the same way as a new one.
    const KNOWN = JSON.stringify({ query: 'query Entries { competition { totalEntries } }' });
    const known = () => fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: KNOWN });
    for (let i = 0; i < 3; i++) expect((await known()).status).toBe(200);

    await proxy.cut();
    // A signed-in request needs the session row: 503, quickly, with a retry hint and a plain message.
    const rest = await within(15_000, customer.rest('GET', '/api/auth/user'));
    expect(rest.status).toBe(503);
    expect(rest.headers.get('retry-after')).toBe('5');
    expect(rest.body).toEqual({ message: 'The service is temporarily unavailable. Please try again shortly.' });
    // GraphQL says the same, with the same status.
    const gql = await within(15_000, fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ competition { totalEntries } }' }) }));
    const gqlBody = await gql.clone().text();
    expect([gql.status, gqlBody]).toEqual([503, expect.stringContaining('SERVICE_UNAVAILABLE')]);
    expect(gql.headers.get('retry-after')).toBe('5');
    expect(JSON.stringify(await gql.json())).toContain('SERVICE_UNAVAILABLE');
    const knownGql = await within(15_000, known());
    expect([knownGql.status, knownGql.headers.get('retry-after')]).toEqual([503, '5']);
    expect(await knownGql.text()).toContain('SERVICE_UNAVAILABLE');
    // Readiness tells the load balancer; liveness does not ask for a restart.
    const ready = await within(15_000, fetch(`${server.url}/readyz`));
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'unavailable', reason: 'database unreachable' });
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    // What needs no database still works.
    const quote = await server.client().rest('POST', '/api/pricing/calculate', { storageGB: 100, egressGB: 50, region: 'kenya' });
    expect(quote.status).toBe(200);

    await proxy.restore();
    let recovered = 0;
    for (let i = 0; i < 40 && recovered !== 200; i++) {
      recovered = (await customer.rest('GET', '/api/auth/user')).status;
      if (recovered !== 200) await new Promise((r) => setTimeout(r, 250));
    }
    expect(recovered).toBe(200);
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    // Nothing was lost: the account is still there and can sign in again.
    expect((await server.client().login('customer1', 'Str0ng!Passw0rd')).status).toBe(200);
  });
});
