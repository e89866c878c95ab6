import fs from 'node:fs';
import { buildSchema } from 'graphql';
import { schemaPath } from '../../common/schema-path';
import { signedIn, startTestServer, type TestClient, type TestServer } from '../../test/harness';
import { operationOf } from '../../test/schema-operations';

/**
 * A personal access token never authorizes an administrator operation, even when an
 * administrator created it with read_write scope. The admin operations are not listed by hand:
 * every Query and Mutation field of schema.graphql, and every route mounted under /api, is called
 * as a customer, as an admin (session) and with the admin's token; those the admin guard refuses
 * to a customer and an admin may call are the admin operations, and the token must be FORBIDDEN on
 * every one.
 */
let server: TestServer;
let admin: TestClient;
let customer: TestClient;
let adminToken = '';

beforeAll(async () => {
  server = await startTestServer();
  admin = (await signedIn(server, 1, 'admin')).client;
  customer = (await signedIn(server, 2)).client;
  const res = await admin.gql(
    `mutation M($input: CreatePersonalAccessTokenInput!) { createPersonalAccessToken(input: $input) { secret } }`,
    { input: { name: 'admin script', scope: 'read_write', expiresAt: new Date(Date.now() + 86_400_000).toISOString() } },
  );
  adminToken = res.data.createPersonalAccessToken.secret;
});
afterAll(() => server.close());

const schema = buildSchema(fs.readFileSync(schemaPath(), 'utf8'));
/** Signing out would end the sessions this test compares with; it is no admin operation either. */
const operations = [
  ...Object.values(schema.getQueryType()!.getFields()).map((f) => operationOf('query', f)),
  ...Object.values(schema.getMutationType()!.getFields()).map((f) => operationOf('mutation', f)),
].filter((op) => op.name !== 'logout');

async function bearerGql(document: string, variables: Record<string, unknown>) {
  const res = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
    body: JSON.stringify({ query: document, variables }),
  });
  return (await res.json()) as { errors?: { message: string; extensions?: { code?: string } }[] };
}

const codeOf = (res: { errors?: { extensions?: { code?: string } }[] }) => res.errors?.[0]?.extensions?.code;

describe('GraphQL: every admin field refuses an admin token', () => {
  const adminFields: string[] = [];

  it('finds the admin fields of the schema (customer FORBIDDEN, admin session allowed) and refuses the token on each', async () => {
    const refusedToToken: string[] = [];
    for (const op of operations) {
      const asCustomer = await customer.gql(op.document, op.variables);
      // The admin guard's refusal (requireAdmin), not some other FORBIDDEN (e.g. a suspended service).
      if (codeOf(asCustomer) !== 'FORBIDDEN' || asCustomer.errors![0]!.message !== 'Administrator access required') continue;
      // The token first: were the admin's session call first, it could change what the token call meets.
      const withToken = await bearerGql(op.document, op.variables);
      const asAdmin = await admin.gql(op.document, op.variables);
      if (codeOf(asAdmin) === 'FORBIDDEN') continue;
      adminFields.push(op.name);
      if (codeOf(withToken) === 'FORBIDDEN' && /Personal access tokens cannot be used for administrator operations/.test(withToken.errors![0]!.message)) refusedToToken.push(op.name);
    }
    expect(refusedToToken).toEqual(adminFields);
    // The enumeration really found the admin surface (and so would find a new admin field).
    expect(adminFields).toEqual(
      expect.arrayContaining([
        'adminStats', 'adminUsers', 'adminUser', 'adminServices', 'adminWinners', 'adminPromotions', 'promotionParticipants', 'promotionWinners',
        'adminSecurityEvents', 'adminRevenue', 'supportTickets', 'createPromotion', 'updatePromotion', 'selectWinner', 'adminSetServiceActive', 'updateSupportTicketStatus',
      ]),
    );
  });

  it('the same token still works for the admin as a customer (their own data)', async () => {
    const res = await bearerGql('{ me { userType } myServices { id } }', {});
    expect(res.errors).toBeUndefined();
  });
});

describe('REST: every admin path refuses an admin token', () => {
  it('answers 403 to the token on every route mounted under /api/admin, which the admin session may call', async () => {
    const adminRoutes = server.routes.filter((r) => r.path.toLowerCase().startsWith('/api/admin'));
    expect(adminRoutes.length).toBeGreaterThanOrEqual(10);
    const body = { name: 'Token promotion', description: 'd', eligibilityCriteria: 'e', prizeDescription: 'p', prizeValue: 100, startDate: new Date().toISOString(), endDate: new Date(Date.now() + 86_400_000).toISOString(), drawType: 'daily' };
    for (const route of adminRoutes) {
      const path = route.path.replace(/:[A-Za-z]+/g, '1');
      const payload = route.method === 'GET' ? undefined : JSON.stringify(body);
      const res = await fetch(server.url + path, {
        method: route.method,
        headers: { authorization: `Bearer ${adminToken}`, ...(payload ? { 'content-type': 'application/json' } : {}) },
        body: payload,
      });
      expect({ route: `${route.method} ${route.path}`, status: res.status }).toEqual({ route: `${route.method} ${route.path}`, status: 403 });
      const asAdmin = await admin.rest(route.method, path, payload ? body : undefined);
      expect([401, 403]).not.toContain(asAdmin.status);
    }
  });
});
