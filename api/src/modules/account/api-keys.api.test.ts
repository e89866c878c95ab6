import { resetConfig } from '../../config/config';
import { startTestServer, signedIn, type TestServer } from '../../test/harness';
import { SecurityEventEntity } from '../audit/security-event.entity';
import { ApiKeyEntity } from './api-key.entity';
import { authenticateAccessKey, stampAccessKeyUse } from './api-keys.service';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const CREATE = `mutation ($input: CreateApiKeyInput!) { createApiKey(input: $input) { secretAccessKey apiKey { id name accessKeyId maskedSecret permissions status createdAt lastUsedAt expiresAt } } }`;
const LIST = '{ apiKeys { id name accessKeyId maskedSecret permissions status lastUsedAt expiresAt } }';
const REVOKE = 'mutation ($input: RevokeApiKeyInput!) { revokeApiKey(input: $input) { id success } }';
const STATUS = 'mutation ($input: SetApiKeyStatusInput!) { setApiKeyStatus(input: $input) { apiKey { id status } } }';

describe('API keys', () => {
  it('shows the secret once at creation, then only masked; the database holds it encrypted', async () => {
    const { client, user } = await signedIn(server, 1);
    const res = await client.gql(CREATE, { input: { name: 'backup-server', permissions: ['write', 'read'] } });
    expect(res.errors).toBeUndefined();
    const { secretAccessKey, apiKey } = res.data.createApiKey;
    expect(secretAccessKey).toMatch(/^[A-Za-z0-9_-]{40}$/);
    expect(apiKey.accessKeyId).toMatch(/^MWK[A-Z2-7]{17}$/);
    expect(apiKey.permissions).toEqual(['read', 'write']);
    expect(apiKey.status).toBe('active');
    expect(apiKey.maskedSecret.endsWith(secretAccessKey.slice(-4))).toBe(true);
    expect(apiKey.maskedSecret).not.toContain(secretAccessKey.slice(0, 8));

    const list = await client.gql(LIST);
    expect(list.data.apiKeys).toHaveLength(1);
    expect(JSON.stringify(list.data)).not.toContain(secretAccessKey);
    const exported = await client.rest('GET', '/api/account/export');
    expect(exported.status).toBe(200);
    expect(JSON.stringify(exported.body)).not.toContain(secretAccessKey);

    const rows = await server.db.query('SELECT * FROM api_keys WHERE user_id = $1'.replace('$1', String(user.id)));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(secretAccessKey);
    expect(JSON.stringify(rows)).not.toContain(secretAccessKey.slice(0, 20));

    // What a SigV4 verifier gets: the real secret. Looking a key up is not a use: only a proven
    // signature is, and stamps it (once a minute at most).
    const auth = await authenticateAccessKey(server.db, apiKey.accessKeyId);
    expect(auth).toEqual({ id: Number(apiKey.id), userId: user.id, secretAccessKey, permissions: ['read', 'write'], lastUsedAt: null, scope: null });
    expect((await client.gql(LIST)).data.apiKeys[0].lastUsedAt).toBeNull();
    await stampAccessKeyUse(server.db, auth!);
    const stamped = (await client.gql(LIST)).data.apiKeys[0].lastUsedAt;
    expect(stamped).not.toBeNull();
    await stampAccessKeyUse(server.db, (await authenticateAccessKey(server.db, apiKey.accessKeyId))!, new Date(Date.now() + 30_000));
    expect((await client.gql(LIST)).data.apiKeys[0].lastUsedAt).toBe(stamped);
  });

  it('refuses inactive, expired and revoked keys, and reactivates', async () => {
    const { client } = await signedIn(server, 2);
    const created = (await client.gql(CREATE, { input: { name: 'ci', permissions: ['read'] } })).data.createApiKey;
    const { id, accessKeyId } = created.apiKey;

    const off = await client.gql(STATUS, { input: { id, status: 'inactive' } });
    expect(off.data.setApiKeyStatus.apiKey.status).toBe('inactive');
    expect(await authenticateAccessKey(server.db, accessKeyId)).toBeNull();
    await client.gql(STATUS, { input: { id, status: 'active' } });
    expect((await authenticateAccessKey(server.db, accessKeyId))?.secretAccessKey).toBe(created.secretAccessKey);

    await server.db.getRepository(ApiKeyEntity).update(Number(id), { expiresAt: new Date(Date.now() - 1000) });
    expect(await authenticateAccessKey(server.db, accessKeyId)).toBeNull();
    await server.db.getRepository(ApiKeyEntity).update(Number(id), { expiresAt: null });

    const wrongName = await client.gql(REVOKE, { input: { id, confirmName: 'not-ci' } });
    expect(wrongName.errors?.[0]?.message).toBe('The name you typed does not match the key name');
    expect(await authenticateAccessKey(server.db, accessKeyId)).not.toBeNull();

    const revoked = await client.gql(REVOKE, { input: { id, confirmName: 'ci' } });
    expect(revoked.data.revokeApiKey).toEqual({ id, success: true });
    expect(await authenticateAccessKey(server.db, accessKeyId)).toBeNull();
    expect((await client.gql(LIST)).data.apiKeys).toEqual([]);

    const events = await server.db.getRepository(SecurityEventEntity).findBy({ type: 'api_key' });
    expect(events.map((e) => e.action).join('\n')).toMatch(/"ci" revoked/);
  });

  it('validates input and rejects an expiry in the past', async () => {
    const { client } = await signedIn(server, 3);
    expect((await client.gql(CREATE, { input: { name: ' ', permissions: ['read'] } })).errors?.[0]?.message).toBe('Key name is required');
    expect((await client.gql(CREATE, { input: { name: 'x', permissions: [] } })).errors?.[0]?.message).toBe('Choose at least one permission');
    const past = await client.gql(CREATE, { input: { name: 'x', permissions: ['read'], expiresAt: '2020-01-01T00:00:00Z' } });
    expect(past.errors?.[0]?.message).toBe('Expiry date must be in the future');
    const future = new Date(Date.now() + 30 * 86400_000).toISOString();
    const ok = await client.gql(CREATE, { input: { name: 'x', permissions: ['read'], expiresAt: future } });
    expect(ok.data.createApiKey.apiKey.expiresAt).toBe(future);
  });

  it('on the Ceph plane, refuses at its field a key RGW could not honour, rather than make one RGW never accepts', async () => {
    const { client } = await signedIn(server, 8);
    const settings = { STORAGE_PLANE: 'ceph', CEPH_RGW_URL: 'http://127.0.0.1:1', CEPH_RGW_ADMIN_ACCESS_KEY: 'admin', CEPH_RGW_ADMIN_SECRET_KEY: 'secret' };
    Object.assign(process.env, settings);
    resetConfig();
    try {
      const writeOnly = await client.gql(CREATE, { input: { name: 'uploader', permissions: ['read', 'write'] } });
      expect(writeOnly.errors?.[0]).toMatchObject({
        message: 'On this storage a key that can write can also delete, and the other way round: choose both or neither',
        extensions: { code: 'BAD_USER_INPUT', field: 'permissions', messageKey: 'keyPermissionsNotOnCeph' },
      });
      // A scoped key is fenced by bucket policies, where * and ? are wildcards: refused before RGW is asked.
      const wildcard = await client.gql(CREATE, { input: { name: 'one-bucket', permissions: ['read'], buckets: ['photos'], prefix: 'logs/*' } });
      expect(wildcard.errors?.[0]).toMatchObject({ message: 'On this storage the prefix cannot contain *, ? or ${', extensions: { code: 'BAD_USER_INPUT', field: 'prefix', messageKey: 'keyPrefixWildcardOnCeph' } });
      // Any permissions for a scoped key (policies say them all); its buckets are RGW's, which does not answer here.
      const scoped = await client.gql(CREATE, { input: { name: 'one-bucket', permissions: ['read', 'write'], buckets: ['photos'], prefix: 'logs/' } });
      expect(scoped.errors?.[0]).toMatchObject({ message: 'Object storage is not answering right now. Please try again in a moment.' });
      expect((await client.gql(LIST)).data.apiKeys).toEqual([]);
      // What RGW's access levels say is made as anywhere else.
      for (const permissions of [['read'], ['read', 'write', 'delete'], ['write', 'delete']]) expect((await client.gql(CREATE, { input: { name: permissions.join('-'), permissions } })).errors).toBeUndefined();
    } finally {
      for (const k of Object.keys(settings)) delete process.env[k];
      resetConfig();
    }
  });

  it("answers NOT_FOUND for another customer's key and UNAUTHENTICATED when signed out", async () => {
    const owner = await signedIn(server, 4);
    const other = await signedIn(server, 5);
    const { id } = (await owner.client.gql(CREATE, { input: { name: 'mine', permissions: ['read'] } })).data.createApiKey.apiKey;
    const steal = await other.client.gql(REVOKE, { input: { id, confirmName: 'mine' } });
    expect(steal.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const toggle = await other.client.gql(STATUS, { input: { id, status: 'inactive' } });
    expect(toggle.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await other.client.gql(LIST)).data.apiKeys).toEqual([]);
    expect((await server.client().gql(LIST)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
