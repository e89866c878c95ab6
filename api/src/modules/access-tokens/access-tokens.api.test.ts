import crypto from 'node:crypto';
import { ACCESS_TOKEN_PATTERN, ACCESS_TOKEN_REQUESTS_PER_MINUTE } from '../../contracts/access-tokens';
import { signedIn, startTestServer, type TestClient, type TestServer } from '../../test/harness';
import { SecurityEventEntity } from '../audit/security-event.entity';
import type { UserEntity } from '../auth/user.entity';
import { AccessTokenEntity } from './access-token.entity';

/**
 * Personal access tokens end to end through the real server: created on a session, shown once and
 * stored as a hash, used as `Authorization: Bearer` on GraphQL and REST, limited by scope, refused
 * after revocation or expiry, never for account security, audited, and rate limited.
 * (Admin operations: admin-refusal.api.test.ts.)
 */
let server: TestServer;
let owner: { user: UserEntity; client: TestClient };
let other: { user: UserEntity; client: TestClient };

beforeAll(async () => {
  server = await startTestServer();
  owner = await signedIn(server, 1);
  other = await signedIn(server, 2);
});
afterAll(() => server.close());

const inDays = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString();

const CREATE = `mutation Create($input: CreatePersonalAccessTokenInput!) {
  createPersonalAccessToken(input: $input) { secret token { id name scope tokenStart status expiresAt lastUsedAt } }
}`;

async function createToken(client: TestClient, scope: 'read' | 'read_write', name = `script ${scope}`, days = 30) {
  const res = await client.gql(CREATE, { input: { name, scope, expiresAt: inDays(days) } });
  expect(res.errors).toBeUndefined();
  return res.data.createPersonalAccessToken as { secret: string; token: { id: string; name: string; scope: string; tokenStart: string; status: string } };
}

/** A request the way a script sends it: the token, no cookie. */
async function bearerGql(token: string, query: string, variables?: Record<string, unknown>, headers: Record<string, string> = {}) {
  const res = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: any; errors?: { message: string; extensions?: { code?: string } }[] };
  return { status: res.status, headers: res.headers, ...body };
}

async function bearerRest(token: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(server.url + path, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : null };
}

const NEW_SERVICE = { serviceType: 'Object Storage', storageAmount: 10, cost: 'KSh 20/month' };
const CREATE_SERVICE = `mutation { createCloudStorageService(input: { serviceType: "Object Storage", storageAmount: 10, cost: "KSh 20/month" }) { service { id } } }`;

describe('creating a token', () => {
  it('shows the token once, stores only its SHA-256, and lists it with its first characters', async () => {
    const { secret, token } = await createToken(owner.client, 'read', 'backup script');
    expect(secret).toMatch(ACCESS_TOKEN_PATTERN);
    expect(token).toMatchObject({ name: 'backup script', scope: 'read', status: 'active', tokenStart: secret.slice(0, 12) });

    const row = await server.db.getRepository(AccessTokenEntity).findOneByOrFail({ id: Number(token.id) });
    expect(row.tokenHash).toBe(crypto.createHash('sha256').update(secret).digest('hex'));
    expect(Object.values(row).map(String).some((v) => v.includes(secret.slice(12)))).toBe(false);

    const list = await owner.client.gql(`{ personalAccessTokens { id name tokenStart status lastUsedAt } }`);
    expect(list.data.personalAccessTokens).toContainEqual({ id: token.id, name: 'backup script', tokenStart: secret.slice(0, 12), status: 'active', lastUsedAt: null });
    expect(JSON.stringify(list.data)).not.toContain(secret);
    // Another customer sees none of them.
    const theirs = await other.client.gql(`{ personalAccessTokens { id } }`);
    expect(theirs.data.personalAccessTokens).toEqual([]);
  });

  it('refuses an expiry in the past or more than 366 days ahead, and an empty name', async () => {
    for (const input of [
      { name: 'x', scope: 'read', expiresAt: inDays(-1) },
      { name: 'x', scope: 'read', expiresAt: inDays(400) },
      { name: ' ', scope: 'read', expiresAt: inDays(10) },
    ]) {
      const res = await owner.client.gql(CREATE, { input });
      expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
  });

  it('needs a signed-in user', async () => {
    const res = await server.client().gql(CREATE, { input: { name: 'x', scope: 'read', expiresAt: inDays(1) } });
    expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('using a token', () => {
  it('authenticates GraphQL and REST as its owner, without any cookie', async () => {
    const { secret } = await createToken(owner.client, 'read');
    const gql = await bearerGql(secret, `{ me { firstName email } }`);
    expect(gql.errors).toBeUndefined();
    expect(gql.data.me).toEqual({ firstName: owner.user.firstName, email: owner.user.email });

    const rest = await bearerRest(secret, 'GET', '/api/auth/user');
    expect(rest.status).toBe(200);
    expect(rest.body.email).toBe(owner.user.email);

    // GraphQL over GET too: a token request is not a CSRF risk, so no preflight header is needed.
    const get = await fetch(`${server.url}/graphql?query=${encodeURIComponent('{ me { firstName } }')}`, { headers: { authorization: `Bearer ${secret}` } });
    expect(get.status).toBe(200);
    expect(((await get.json()) as any).data.me.firstName).toBe(owner.user.firstName);
  });

  it('records the last use and the address, and the use appears in the security events', async () => {
    const { secret, token } = await createToken(owner.client, 'read', 'monitoring');
    await bearerGql(secret, `{ me { id } }`);
    const listed = await owner.client.gql(`{ personalAccessTokens { id lastUsedAt lastUsedIp } }`);
    const mine = listed.data.personalAccessTokens.find((t: { id: string }) => t.id === token.id);
    expect(Date.now() - new Date(mine.lastUsedAt).getTime()).toBeLessThan(60_000);
    expect(mine.lastUsedIp).toMatch(/127\.0\.0\.1/);

    const events = await owner.client.gql(`{ securityEvents(first: 50) { nodes { type action } } }`);
    const actions = events.data.securityEvents.nodes.filter((e: { type: string }) => e.type === 'access_token').map((e: { action: string }) => e.action);
    expect(actions).toContain('Personal access token "monitoring" used');
    expect(actions.some((a: string) => a.startsWith('Personal access token "monitoring" created (read only'))).toBe(true);
  });

  it('is the only credential of a request: a cookie beside it is ignored, and a bad token is not replaced by the cookie', async () => {
    const { secret } = await createToken(owner.client, 'read');
    const res = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}`, cookie: other.client.cookieHeader() },
      body: JSON.stringify({ query: '{ me { email } }' }),
    });
    expect(((await res.json()) as any).data.me.email).toBe(owner.user.email);

    const bad = await fetch(`${server.url}/api/auth/user`, { headers: { authorization: 'Bearer mwk_pat_' + 'A'.repeat(43), cookie: other.client.cookieHeader() } });
    expect(bad.status).toBe(401);
    expect(((await bad.json()) as any).message).toBe('Invalid, expired or revoked access token');
  });

  it('refuses a malformed or unknown token with 401 on both APIs', async () => {
    for (const token of ['mwk_pat_short', 'mwk_pat_' + 'B'.repeat(43)]) {
      const gql = await bearerGql(token, `{ me { id } }`);
      expect(gql.status).toBe(401);
      expect(gql.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      expect((await bearerRest(token, 'GET', '/api/cloud-storage-services')).status).toBe(401);
    }
  });
});

describe('scopes', () => {
  it('a read token runs queries and GETs, and is refused every write (403)', async () => {
    const { secret } = await createToken(owner.client, 'read');
    expect((await bearerGql(secret, `{ myServices { id } }`)).errors).toBeUndefined();
    expect((await bearerRest(secret, 'GET', '/api/cloud-storage-services')).status).toBe(200);

    const gql = await bearerGql(secret, CREATE_SERVICE);
    expect(gql.status).toBe(403);
    expect(gql.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(gql.errors?.[0]?.message).toMatch(/read-only/);
    const rest = await bearerRest(secret, 'POST', '/api/cloud-storage-services', NEW_SERVICE);
    expect(rest.status).toBe(403);
    expect(rest.body.message).toMatch(/read-only/);
    const services = await owner.client.gql(`{ myServices { id } }`);
    expect(services.data.myServices).toEqual([]);
  });

  it('a read-write token may write, on GraphQL and REST, without CSRF checks; a cookie request still gets them', async () => {
    const { secret } = await createToken(owner.client, 'read_write');
    const gql = await bearerGql(secret, CREATE_SERVICE);
    expect(gql.errors).toBeUndefined();
    // A cross-site marker does not matter for a token (no cookie is involved)…
    const rest = await bearerRest(secret, 'POST', '/api/cloud-storage-services', NEW_SERVICE, { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' });
    expect(rest.status).toBe(201);
    // …but a cookie-authenticated request with it is still refused.
    const cookie = await owner.client.rest('POST', '/api/cloud-storage-services', NEW_SERVICE, { 'sec-fetch-site': 'cross-site' });
    expect(cookie.status).toBe(403);
    // And Apollo's CSRF prevention still stops a simple (non-preflighted) cookie request.
    const simple = await fetch(`${server.url}/graphql?query=${encodeURIComponent('{ me { id } }')}`, { headers: { cookie: owner.client.cookieHeader() } });
    expect(simple.status).toBe(400);
    const services = await owner.client.gql(`{ myServices { id } }`);
    expect(services.data.myServices).toHaveLength(2);
  });
});

describe('revocation and expiry', () => {
  it('a revoked token is refused at once, on GraphQL and REST, and the refusal is audited', async () => {
    const { secret, token } = await createToken(owner.client, 'read_write', 'ci deploy');
    expect((await bearerGql(secret, `{ me { id } }`)).errors).toBeUndefined();
    const revoked = await owner.client.gql(`mutation R($id: ID!) { revokePersonalAccessToken(input: { id: $id }) { token { id status } } }`, { id: token.id });
    expect(revoked.data.revokePersonalAccessToken.token).toEqual({ id: token.id, status: 'revoked' });

    expect((await bearerGql(secret, `{ me { id } }`)).status).toBe(401);
    expect((await bearerRest(secret, 'GET', '/api/auth/user')).status).toBe(401);
    const events = await server.db.getRepository(SecurityEventEntity).findBy({ userId: owner.user.id, type: 'access_token' });
    expect(events.map((e) => e.action)).toEqual(expect.arrayContaining(['Personal access token "ci deploy" revoked', 'Refused a revoked personal access token "ci deploy"']));
  });

  it('another customer cannot revoke it (NOT_FOUND)', async () => {
    const { secret, token } = await createToken(owner.client, 'read');
    const res = await other.client.gql(`mutation R($id: ID!) { revokePersonalAccessToken(input: { id: $id }) { token { id } } }`, { id: token.id });
    expect(res.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await bearerGql(secret, `{ me { id } }`)).errors).toBeUndefined();
  });

  it('an expired token is refused and listed as expired', async () => {
    const { secret, token } = await createToken(owner.client, 'read', 'old script');
    expect((await bearerRest(secret, 'GET', '/api/auth/user')).status).toBe(200);
    // Time passes: the expiry is now behind us.
    await server.db.getRepository(AccessTokenEntity).update(Number(token.id), { expiresAt: new Date(Date.now() - 1000) });
    expect((await bearerRest(secret, 'GET', '/api/auth/user')).status).toBe(401);
    expect((await bearerGql(secret, `{ me { id } }`)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const list = await owner.client.gql(`{ personalAccessTokens { id status } }`);
    expect(list.data.personalAccessTokens).toContainEqual({ id: token.id, status: 'expired' });
  });
});

describe('account security needs a session, never a token', () => {
  let secret = '';
  beforeAll(async () => {
    secret = (await createToken(owner.client, 'read_write', 'automation')).secret;
  });
  // Every row has its variables (possibly {}): jest.each passes a missing one as a `done` callback.
  const securityMutations: [string, string, Record<string, unknown>][] = [
    ['changePassword', `mutation M($i: ChangePasswordInput!) { changePassword(input: $i) { success } }`, { i: { currentPassword: 'Str0ng!Passw0rd', newPassword: 'An0ther!Passw0rd#2' } }],
    ['updateProfile (e-mail)', `mutation M($i: UpdateProfileInput!) { updateProfile(input: $i) { user { email } } }`, { i: { firstName: 'A', lastName: 'B', email: 'new@example.co.ke', phone: '+254700000001', currentPassword: 'Str0ng!Passw0rd' } }],
    ['startTwoFactorEnrolment', `mutation { startTwoFactorEnrolment { secret } }`, {}],
    ['confirmTwoFactor', `mutation { confirmTwoFactor(input: { code: "123456" }) { recoveryCodes } }`, {}],
    ['disableTwoFactor', `mutation { disableTwoFactor(input: { password: "Str0ng!Passw0rd", code: "123456" }) { user { id } } }`, {}],
    ['createApiKey', `mutation { createApiKey(input: { name: "k", permissions: [read] }) { secretAccessKey } }`, {}],
    ['revokeApiKey', `mutation { revokeApiKey(input: { id: "1", confirmName: "k" }) { success } }`, {}],
    ['setApiKeyStatus', `mutation { setApiKeyStatus(input: { id: "1", status: inactive }) { apiKey { id } } }`, {}],
    ['createPersonalAccessToken', CREATE, { input: { name: 'minted', scope: 'read_write', expiresAt: inDays(5) } }],
    ['revokePersonalAccessToken', `mutation { revokePersonalAccessToken(input: { id: "1" }) { token { id } } }`, {}],
    ['updateSecuritySettings', `mutation { updateSecuritySettings(input: { sessionTimeoutMinutes: 30, ipAllowlistEnabled: false, ipAllowlist: [] }) { settings { security { sessionTimeoutMinutes } } } }`, {}],
    ['revokeSession', `mutation { revokeSession(input: { id: "00000000000000000000000000000000" }) { success } }`, {}],
    ['revokeOtherSessions', `mutation { revokeOtherSessions { revokedCount } }`, {}],
    ['deleteAccount', `mutation { deleteAccount(input: { password: "Str0ng!Passw0rd", confirmation: "customer1" }) { success } }`, {}],
  ];

  it.each(securityMutations)('%s is refused with FORBIDDEN for a read-write token', async (_name, query, variables) => {
    const res = await bearerGql(secret, query, variables);
    expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(res.errors?.[0]?.message).toMatch(/Personal access tokens cannot change account security/);
  });

  it('nothing changed: the password, the e-mail and the session still work', async () => {
    const me = await owner.client.gql(`{ me { email twoFactorEnabled } }`);
    expect(me.data.me).toEqual({ email: owner.user.email, twoFactorEnabled: false });
    const login = await server.client().login(owner.user.username, 'Str0ng!Passw0rd');
    expect(login.status).toBe(200);
  });

  it('other profile fields may be changed with a read-write token', async () => {
    const res = await bearerGql(secret, `mutation M($i: UpdateProfileInput!) { updateProfile(input: $i) { user { company } } }`, {
      i: { firstName: owner.user.firstName, lastName: owner.user.lastName, email: owner.user.email, phone: owner.user.phone, company: 'Acme Logistics' },
    });
    expect(res.errors).toBeUndefined();
    expect(res.data.updateProfile.user.company).toBe('Acme Logistics');
  });
});

it(`refuses a 21st live token (CONFLICT); revoked and expired ones do not count`, async () => {
  const fresh = await signedIn(server, 3);
  const ids: string[] = [];
  for (let i = 0; i < 20; i++) ids.push((await createToken(fresh.client, 'read', `t${i}`)).token.id);
  const over = await fresh.client.gql(CREATE, { input: { name: 'one too many', scope: 'read', expiresAt: inDays(3) } });
  expect(over.errors?.[0]?.extensions?.code).toBe('CONFLICT');
  await fresh.client.gql(`mutation R($id: ID!) { revokePersonalAccessToken(input: { id: $id }) { token { id } } }`, { id: ids[0] });
  expect((await createToken(fresh.client, 'read', 'after a revocation')).token.status).toBe('active');
});

describe('rate limit', () => {
  it(`answers 429 with Retry-After past ${ACCESS_TOKEN_REQUESTS_PER_MINUTE} requests a minute for one token, and not for another`, async () => {
    const { secret } = await createToken(other.client, 'read');
    const statuses: number[] = [];
    for (let i = 0; i < ACCESS_TOKEN_REQUESTS_PER_MINUTE; i += 20) {
      const batch = await Promise.all(Array.from({ length: 20 }, () => fetch(`${server.url}/api/auth/user`, { headers: { authorization: `Bearer ${secret}` } })));
      statuses.push(...batch.map((r) => r.status));
    }
    expect(statuses.every((s) => s === 200)).toBe(true);
    const over = await bearerRest(secret, 'GET', '/api/auth/user');
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    const gql = await bearerGql(secret, `{ me { id } }`);
    expect(gql.status).toBe(429);
    expect(gql.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
    const fresh = await createToken(other.client, 'read');
    expect((await bearerRest(fresh.secret, 'GET', '/api/auth/user')).status).toBe(200);
  });
});
