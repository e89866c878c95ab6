import { Ajv2020 } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { execFileSync } from 'node:child_process';
import { activePromotion, meterStorage } from '../../modules/competition/competition.fixtures';
import { signedIn, startTestServer, type TestClient, type TestServer } from '../../test/harness';
import { openApiPath } from './document';

/**
 * The OpenAPI document keeps itself honest: a standard validator accepts it; the paths express
 * mounts under /api are exactly the documented ones; and real answers of every documented path
 * (successes and errors) match the document's schemas for their status and content type.
 */
let server: TestServer;
let doc: any;
let customer: { user: { id: number }; client: TestClient };
let admin: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  customer = await signedIn(server, 1);
  admin = (await signedIn(server, 2, 'admin')).client;
  doc = (await server.client().rest('GET', '/api/openapi.json')).body;
});
afterAll(() => server.close());

describe('the document', () => {
  it('is served as JSON and declares OpenAPI 3.1', async () => {
    const res = await server.client().rest('GET', '/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(doc.openapi).toBe('3.1.0');
  });

  it('passes a standard OpenAPI 3.1 validator (@seriousme/openapi-schema-validator)', () => {
    // The validator is an ES module, which this CommonJS test runner cannot load: it runs in its own node.
    const script = `import { Validator } from '@seriousme/openapi-schema-validator';
      import { readFileSync } from 'node:fs';
      const validator = new Validator();
      const result = await validator.validate(JSON.parse(readFileSync(0, 'utf8')));
      console.log(JSON.stringify({ valid: result.valid, version: validator.version, errors: result.errors ?? [] }));`;
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], { input: JSON.stringify(doc), cwd: process.cwd(), encoding: 'utf8' });
    const result = JSON.parse(out) as { valid: boolean; version: string; errors: unknown[] };
    expect(result.errors).toEqual([]);
    expect(result).toMatchObject({ valid: true, version: '3.1' });
  });

  it('documents exactly the routes express mounts under /api (walked from the router)', () => {
    const mounted = server.routes.map((r) => `${r.method} ${openApiPath(r.path)}`).sort();
    const documented = Object.entries(doc.paths as Record<string, Record<string, unknown>>)
      .flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`))
      .sort();
    expect(documented).toEqual(mounted);
    expect(mounted.length).toBeGreaterThan(30);
  });

  it('describes the security schemes: session cookie, personal access token and the metering token', () => {
    expect(Object.keys(doc.components.securitySchemes).sort()).toEqual(['meteringToken', 'personalAccessToken', 'sessionCookie']);
    expect(doc.paths['/api/metering/usage'].post.security).toEqual([{ meteringToken: [] }]);
    expect(doc.paths['/api/admin/users'].get.security).toEqual([{ sessionCookie: [] }]);
    expect(doc.paths['/api/cloud-storage-services'].post.security).toEqual([{ sessionCookie: [] }, { personalAccessToken: [] }]);
    // Every operation documents the {message} error shape for its failures.
    for (const ops of Object.values(doc.paths as Record<string, Record<string, any>>)) {
      for (const op of Object.values(ops)) expect(op.responses['500']).toEqual({ $ref: '#/components/responses/Error500' });
    }
    expect(doc.components.schemas.Error.required).toEqual(['message']);
  });

  it('takes request bodies from the zod contracts (limits included)', () => {
    const register = doc.components.schemas.RegisterRequest;
    expect(register.required).toEqual(expect.arrayContaining(['username', 'email', 'password', 'firstName', 'lastName', 'phone']));
    expect(register.properties.username).toMatchObject({ minLength: 3, maxLength: 32 });
    expect(doc.components.schemas.QuoteRequest.properties.region.enum).toEqual(['kenya', 'east-africa', 'africa']);
    expect(doc.components.schemas.UsageBatch.properties.records).toMatchObject({ minItems: 1, maxItems: 500 });
  });
});

/* ------------------------------ real answers against the document ------------------------------ */

const seen = new Set<string>();

function responseOf(route: string, method: string, status: number) {
  const op = doc.paths[route]?.[method.toLowerCase()];
  if (!op) throw new Error(`${method} ${route} is not documented`);
  let response = op.responses[String(status)];
  if (!response) throw new Error(`${method} ${route} does not document status ${status}`);
  if (response.$ref) response = doc.components.responses[response.$ref.split('/').pop()];
  return response;
}

/** Check one real answer: its status is documented for the path, its content type too, and a JSON body matches the schema. */
async function check(route: string, method: string, res: Response | { status: number; headers: Headers; body: unknown }) {
  const status = res.status;
  const type = (res.headers.get('content-type') ?? '').split(';')[0]!.trim();
  const response = responseOf(route, method, status);
  const types = Object.keys(response.content);
  const match = types.find((t) => t === type || (t.endsWith('/*') && type.startsWith(t.slice(0, -1))));
  expect({ route, status, type, documented: match ? 'yes' : types }).toEqual({ route, status, type, documented: 'yes' });
  if (type === 'application/json') {
    const body = res instanceof Response ? await res.json() : res.body;
    const schema = response.content[match!].schema;
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    ajv.addFormat('binary', true);
    ajv.addSchema({ ...doc, $id: 'https://portal.test/openapi.json' });
    const ref = schema.$ref ? { $ref: `https://portal.test/openapi.json${schema.$ref}` } : { oneOf: schema.oneOf.map((s: { $ref: string }) => ({ $ref: `https://portal.test/openapi.json${s.$ref}` })) };
    const validate = ajv.compile(ref);
    const ok = validate(body);
    expect({ route, status, errors: ok ? null : validate.errors }).toEqual({ route, status, errors: null });
  }
  seen.add(`${method} ${route}`);
}

const anon = () => server.client();
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000' + '1f15c4890000000d49444154789c63f8ffff3f0005fe02fea7d6a4e40000000049454e44ae426082', 'hex');

describe('real answers match the documented schemas', () => {
  let promotionId = '';
  let winnerId = '';

  it('accounts and sign-in', async () => {
    await check('/api/auth/user', 'GET', await anon().rest('GET', '/api/auth/user'));
    await check('/api/auth/user', 'GET', await customer.client.rest('GET', '/api/auth/user'));
    const fresh = anon();
    await check('/api/auth/register', 'POST', await fresh.rest('POST', '/api/auth/register', { username: 'openapi_user', email: 'openapi@example.co.ke', password: 'Str0ng!Passw0rd#x', firstName: 'Achieng', lastName: 'Odhiambo', phone: '0712345678' }));
    await check('/api/auth/register', 'POST', await anon().rest('POST', '/api/auth/register', { username: 'x' }));
    await check('/api/auth/login', 'POST', await anon().rest('POST', '/api/auth/login', { identifier: 'openapi_user', password: 'Str0ng!Passw0rd#x' }));
    await check('/api/auth/login', 'POST', await anon().rest('POST', '/api/auth/login', { identifier: 'openapi_user', password: 'wrong' }));
    await check('/api/auth/login/2fa', 'POST', await anon().rest('POST', '/api/auth/login/2fa', { code: '123456' }));
    await check('/api/auth/logout', 'POST', await fresh.rest('POST', '/api/auth/logout'));
    await check('/api/auth/password-reset/request', 'POST', await anon().rest('POST', '/api/auth/password-reset/request', { email: 'nobody@example.co.ke' }));
    await check('/api/auth/password-reset/complete', 'POST', await anon().rest('POST', '/api/auth/password-reset/complete', { token: 'x', password: 'y' }));
    await check('/api/auth/verify-email', 'POST', await anon().rest('POST', '/api/auth/verify-email', { token: 'A'.repeat(43) }));
    await check('/api/auth/logout', 'POST', await anon().rest('POST', '/api/auth/logout', 'not json', { 'content-type': 'text/plain' }));
  });

  it('the account: export and avatar', async () => {
    await check('/api/account/export', 'GET', await customer.client.rest('GET', '/api/account/export'));
    await check('/api/account/export', 'GET', await anon().rest('GET', '/api/account/export'));
    const up = await fetch(`${server.url}/api/account/avatar`, { method: 'POST', headers: { 'content-type': 'image/png', cookie: customer.client.cookieHeader() }, body: PNG });
    await check('/api/account/avatar', 'POST', up);
    const img = await fetch(`${server.url}/api/account/avatar/${customer.user.id}`, { headers: { cookie: customer.client.cookieHeader() } });
    await check('/api/account/avatar/{userId}', 'GET', img);
    await check('/api/account/avatar/{userId}', 'GET', await customer.client.rest('GET', '/api/account/avatar/999999'));
  });

  it('pricing, services, support and billing', async () => {
    await check('/api/pricing/calculate', 'POST', await anon().rest('POST', '/api/pricing/calculate', { storageGB: 500, egressGB: 100, region: 'kenya' }));
    await check('/api/pricing/calculate', 'POST', await anon().rest('POST', '/api/pricing/calculate', { storageGB: -1, egressGB: 0, region: 'kenya' }));
    const created = await customer.client.rest('POST', '/api/cloud-storage-services', { serviceType: 'Object Storage', storageAmount: 100, cost: 'KSh 200/month' });
    await check('/api/cloud-storage-services', 'POST', created);
    await meterStorage(server.db, created.body.id, 100);
    await check('/api/cloud-storage-services', 'GET', await customer.client.rest('GET', '/api/cloud-storage-services'));
    await check('/api/cloud-storage-services', 'GET', await anon().rest('GET', '/api/cloud-storage-services'));
    await check('/api/metering/overview', 'GET', await customer.client.rest('GET', '/api/metering/overview?range=d30'));
    await check('/api/metering/overview', 'GET', await customer.client.rest('GET', '/api/metering/overview?range=y1'));
    await check('/api/support/tickets', 'POST', await anon().rest('POST', '/api/support/tickets', { name: 'Amina', email: 'amina@example.co.ke', priority: 'high', category: 'technical', subject: 'Slow uploads', description: 'Multipart uploads stall at 90 percent.', urgent: false }));
    await check('/api/billing/invoices.csv', 'GET', await fetch(`${server.url}/api/billing/invoices.csv`, { headers: { cookie: customer.client.cookieHeader() } }));
    await check('/api/billing/invoices/{id}/download', 'GET', await customer.client.rest('GET', '/api/billing/invoices/1/download'));
  });

  it('the competition, and its administration', async () => {
    await check('/api/admin/promotions', 'POST', await admin.rest('POST', '/api/admin/promotions', { name: 'OpenAPI Daily', description: 'Daily bundles', eligibilityCriteria: 'Any service', prizeDescription: '1 GB bundle', prizeValue: 100, startDate: new Date(Date.now() - 86_400_000).toISOString(), endDate: new Date(Date.now() + 30 * 86_400_000).toISOString(), drawType: 'daily' }));
    promotionId = String((await activePromotion(server.db)).id);
    await check('/api/competition/join', 'POST', await anon().rest('POST', '/api/competition/join', { username: 'customer1' }));
    await check('/api/competition/join', 'POST', await anon().rest('POST', '/api/competition/join', {}));
    await check('/api/competition/entries/total', 'GET', await anon().rest('GET', '/api/competition/entries/total'));
    await check('/api/competition/simulate-selection', 'POST', await anon().rest('POST', '/api/competition/simulate-selection'));
    await check('/api/admin/promotions', 'GET', await admin.rest('GET', '/api/admin/promotions'));
    await check('/api/admin/promotions', 'GET', await customer.client.rest('GET', '/api/admin/promotions'));
    await check('/api/admin/promotions/{id}/entries', 'GET', await admin.rest('GET', `/api/admin/promotions/${promotionId}/entries`));
    const drawn = await admin.rest('POST', `/api/admin/promotions/${promotionId}/select-winner`);
    await check('/api/admin/promotions/{id}/select-winner', 'POST', drawn);
    winnerId = drawn.body.winner?.id ?? '';
    await check('/api/admin/promotions/{id}/winners', 'GET', await admin.rest('GET', `/api/admin/promotions/${promotionId}/winners`));
    await check('/api/admin/promotions/{id}/winners', 'GET', await admin.rest('GET', '/api/admin/promotions/999999/winners'));
    await check('/api/competition/winners', 'GET', await anon().rest('GET', '/api/competition/winners?limit=5'));
    await check('/api/competition/draws', 'GET', await anon().rest('GET', '/api/competition/draws'));
    await check('/api/admin/winners', 'GET', await admin.rest('GET', '/api/admin/winners?first=5'));
    if (winnerId) await check('/api/competition/winners/{id}/draw', 'GET', await anon().rest('GET', `/api/competition/winners/${winnerId}/draw`));
    await check('/api/competition/winners/{id}/draw', 'GET', await anon().rest('GET', '/api/competition/winners/999999/draw'));
  });

  it('administration lists', async () => {
    await check('/api/admin/dashboard-stats', 'GET', await admin.rest('GET', '/api/admin/dashboard-stats'));
    await check('/api/admin/dashboard-stats', 'GET', await anon().rest('GET', '/api/admin/dashboard-stats'));
    await check('/api/admin/users', 'GET', await admin.rest('GET', '/api/admin/users?first=5'));
    await check('/api/admin/users/{id}', 'GET', await admin.rest('GET', `/api/admin/users/${customer.user.id}`));
    await check('/api/admin/services', 'GET', await admin.rest('GET', '/api/admin/services'));
    await check('/api/admin/security-events', 'GET', await admin.rest('GET', '/api/admin/security-events?first=5'));
    await check('/api/admin/audit-log', 'GET', await admin.rest('GET', '/api/admin/audit-log?first=5'));
    await check('/api/admin/audit-log', 'GET', await admin.rest('GET', '/api/admin/audit-log?action=no_such_act'));
    await check('/api/admin/audit-log/actors', 'GET', await admin.rest('GET', '/api/admin/audit-log/actors'));
    await check('/api/admin/audit-log.csv', 'GET', await fetch(`${server.url}/api/admin/audit-log.csv`, { headers: { cookie: admin.cookieHeader() } }));
  });

  it('metering ingestion', async () => {
    const services = await customer.client.rest('GET', '/api/cloud-storage-services');
    const hour = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000 - 3_600_000).toISOString();
    const record = { serviceId: services.body[0].id, periodStart: hour, storedGB: 12.5, egressGB: { kenya: 1 }, requests: 100, errors: 0, avgLatencyMs: 40, uptimePercent: 100 };
    const auth = { authorization: `Bearer ${process.env.METERING_TOKEN}` };
    await check('/api/metering/usage', 'POST', await anon().rest('POST', '/api/metering/usage', { records: [record] }, auth));
    await check('/api/metering/usage', 'POST', await anon().rest('POST', '/api/metering/usage', { records: [] }, auth));
    await check('/api/metering/usage', 'POST', await anon().rest('POST', '/api/metering/usage', { records: [record] }));
    const csv = (q: string, cookie = customer.client.cookieHeader()) => fetch(`${server.url}/api/metering/usage.csv?${q}`, { headers: { cookie } });
    const day = hour.slice(0, 10);
    await check('/api/metering/usage.csv', 'GET', await csv(`from=${day}&to=${day}`));
    await check('/api/metering/usage.csv', 'GET', await csv(`from=${day}&to=2020-01-01`));
    await check('/api/metering/usage.csv', 'GET', await csv(`from=${day}&to=${day}&serviceId=999999`));
  });

  it('the reference itself', async () => {
    await check('/api/openapi.json', 'GET', await anon().rest('GET', '/api/openapi.json'));
    // The page is served from the explorer build (npm run build:web), or answers 503 before a build.
    await check('/api/docs', 'GET', await fetch(`${server.url}/api/docs`));
  });

  it('checked a real answer of every documented path', () => {
    const documented = Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`));
    expect(documented.filter((d) => !seen.has(d))).toEqual([]);
  });
});
