import zlib from 'node:zlib';
import { Repository } from 'typeorm';
import { AppError } from '../common/errors';
import { createAccount } from '../modules/auth/auth.service';
import { signedIn, startTestServer, TEST_ACTOR, userFactory, type TestServer } from '../test/harness';

/**
 * Each case a fuzz run against a production-mode server once answered with a 500 (and an error
 * stack in the log). Each must now be a clear 4xx, on SQLite and on PostgreSQL.
 */
let server: TestServer;
let admin: Awaited<ReturnType<typeof signedIn>>;
let customer: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  process.env.NODE_ENV = 'production';
  server = await startTestServer();
  admin = await signedIn(server, 1, 'admin');
  customer = await signedIn(server, 2);
});
afterAll(async () => {
  await server.close();
  process.env.NODE_ENV = 'test';
});

const jsonOf = async (res: Response) => ({ status: res.status, body: (await res.json()) as Record<string, unknown> });

describe('hostile input gets a clear 4xx, never a 5xx', () => {
  it('malformed %-escapes in any path: 400 "Malformed URL encoding"', async () => {
    for (const path of ['/api/competition/winners/%ff/draw', '/api/admin/users/%e0%80', '/api/account/avatar/%', '/%ff']) {
      const res = await jsonOf(await fetch(server.url + path));
      expect(res).toEqual({ status: 400, body: { message: 'Malformed URL encoding' } });
    }
  });

  it('a body that fails to decompress (gzip, deflate, br): 400 on every POST', async () => {
    for (const encoding of ['gzip', 'deflate', 'br']) {
      for (const path of ['/api/auth/login', '/api/pricing/calculate', '/api/support/tickets']) {
        const res = await fetch(server.url + path, { method: 'POST', headers: { 'content-type': 'application/json', 'content-encoding': encoding }, body: 'this is not compressed' });
        expect(res.status).toBe(400);
        expect(Object.keys(await res.json())).toEqual(['message']);
      }
    }
    // A correctly compressed body still works.
    const ok = await fetch(`${server.url}/api/pricing/calculate`, { method: 'POST', headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' }, body: zlib.gzipSync(JSON.stringify({ storageGB: 100, egressGB: 50, region: 'kenya' })) });
    expect((await jsonOf(ok)).body.totalCost).toBe(76.5);
  });

  const gql = (body: unknown, cookie = '') => fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify(body) });

  it('every GraphQL syntax error is a 400 GRAPHQL_PARSE_FAILED (the token limit too)', async () => {
    for (const query of ['{ me { ', '}}}', 'query {', `{ ${'__typename '.repeat(3000)} }`]) {
      const res = await jsonOf(await gql({ query }));
      expect(res.status).toBe(400);
      expect((res.body.errors as { extensions: { code: string } }[])[0]!.extensions.code).toBe('GRAPHQL_PARSE_FAILED');
    }
  });

  it('a subscription, a persisted-query hash and too many bad variable values are client errors', async () => {
    const sub = await jsonOf(await gql({ query: 'subscription { me { id } }' }));
    expect(sub.status).toBe(400);
    expect(JSON.stringify(sub.body)).toContain('This API does not support subscription operations');

    const apq = await gql({ query: '{ me { id } }', extensions: { persistedQuery: { version: 1, sha256Hash: 'abc' } } });
    expect(apq.status).toBeLessThan(500);
    expect(JSON.stringify(await apq.json())).toContain('PERSISTED_QUERY_NOT_SUPPORTED');

    // 60 variables of the wrong type: graphql-js gives up after 50 errors ("error limit reached").
    const defs = Array.from({ length: 60 }, (_, i) => `$v${i}: Int!`).join(', ');
    const uses = Array.from({ length: 60 }, (_, i) => `q${i}: publicWinners(limit: $v${i}) { id }`).join(' ');
    const many = await jsonOf(await gql({ query: `query(${defs}) { ${uses} }`, variables: Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`v${i}`, 'x'])) }));
    expect(many.status).toBe(400);
    expect(JSON.stringify(many.body)).not.toMatch(/INTERNAL_SERVER_ERROR|reference/);
  });

  it('ids and cursors beyond the integer range are 404 or 400, in REST and GraphQL', async () => {
    const huge = ['2147483648', '99999999999', '9223372036854775808'];
    for (const id of huge) {
      for (const [client, path] of [
        [server.client(), `/api/competition/winners/${id}/draw`],
        [admin.client, `/api/admin/users/${id}`],
        [admin.client, `/api/admin/promotions/${id}/entries`],
        [admin.client, `/api/admin/promotions/${id}/winners`],
        [customer.client, `/api/billing/invoices/${id}/download`],
        [customer.client, `/api/account/avatar/${id}`],
      ] as const) {
        const res = await client.rest('GET', path);
        expect([400, 404]).toContain(res.status);
      }
      const sel = await admin.client.rest('POST', `/api/admin/promotions/${id}/select-winner`);
      expect(sel.status).toBe(404);
      for (const [client, query] of [
        [customer.client, `{ myService(id: "${id}") { id } }`],
        [customer.client, `{ invoice(id: "${id}") { id } }`],
        [server.client(), `{ drawRecord(winnerId: "${id}") { periodKey } }`],
        [admin.client, `{ adminUser(id: "${id}") { id } }`],
        [admin.client, `{ promotionParticipants(promotionId: "${id}") { entries } }`],
      ] as const) {
        const res = await client.gql(query);
        expect(res.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      }
    }
    const cursor = Buffer.from('i:99999999999').toString('base64url');
    const page = await admin.client.gql(`{ adminUsers(after: "${cursor}") { nodes { id } } }`);
    expect(page.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const tickets = await admin.client.gql('{ supportTickets(after: "99999999999") { nodes { id } } }');
    expect(tickets.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('parallel registrations of one username: one account, every other attempt a 409-style conflict', async () => {
    const attempts = Array.from({ length: 40 }, (_, i) => createAccount(server.db, TEST_ACTOR, { ...userFactory(50 + i), username: 'same_name' }));
    const results = await Promise.allSettled(attempts);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results.filter((x): x is PromiseRejectedResult => x.status === 'rejected')) {
      expect(r.reason).toBeInstanceOf(AppError);
      expect((r.reason as AppError).code).toBe('CONFLICT');
      expect((r.reason as AppError).message).toBe('This username is already taken');
    }
  });

  it('a registration that loses the race to the unique index is that same conflict (email or username), not a 500', async () => {
    await createAccount(server.db, TEST_ACTOR, { ...userFactory(90), username: 'race_winner', email: 'race@example.co.ke' });
    // Make the pre-insert checks miss the winner, as they do when both requests check before either inserts.
    const missChecks = () => jest.spyOn(Repository.prototype, 'existsBy').mockResolvedValueOnce(false).mockResolvedValueOnce(false);
    missChecks();
    await expect(createAccount(server.db, TEST_ACTOR, { ...userFactory(91), username: 'race_winner' })).rejects.toMatchObject({ code: 'CONFLICT', message: 'This username is already taken' });
    missChecks();
    await expect(createAccount(server.db, TEST_ACTOR, { ...userFactory(92), email: 'race@example.co.ke' })).rejects.toMatchObject({ code: 'CONFLICT', message: 'An account with this email already exists' });
    jest.restoreAllMocks();
  });

  it('concurrent transactions on one connection (SQLite) or a pool (PostgreSQL) all commit', async () => {
    const runs = Array.from({ length: 20 }, (_, i) =>
      server.db.transaction(async (m) => {
        await m.query('SELECT 1');
        await new Promise((r) => setTimeout(r, (i * 7) % 13));
        return m.query('SELECT 1');
      }),
    );
    await expect(Promise.all(runs)).resolves.toHaveLength(20);
  });

  it('a 500 carries the request id as its reference (REST and GraphQL)', async () => {
    await server.db.query('ALTER TABLE service_activity RENAME TO service_activity_gone');
    try {
      const rest = await customer.client.rest('POST', '/api/cloud-storage-services', { serviceType: 'Object Storage', storageAmount: 5, cost: 'KSh 0' }, { 'x-request-id': 'trace-rest-500-0001' });
      expect(rest.status).toBe(500);
      expect(rest.body).toEqual({ message: 'Internal server error (reference trace-rest-500-0001)' });
      const res = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: customer.client.cookieHeader(), 'x-request-id': 'trace-gql-500-0001' },
        body: JSON.stringify({ query: 'mutation { createCloudStorageService(input: {serviceType: "Object Storage", storageAmount: 5, cost: "KSh 0"}) { service { id } } }' }),
      });
      const body = (await res.json()) as { errors: { message: string; extensions: { errorId: string } }[] };
      expect(body.errors[0]!.message).toBe('Internal server error (reference trace-gql-500-0001)');
      expect(body.errors[0]!.extensions.errorId).toBe('trace-gql-500-0001');
    } finally {
      await server.db.query('ALTER TABLE service_activity_gone RENAME TO service_activity');
    }
  });
});
