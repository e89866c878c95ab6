import { IsNull } from 'typeorm';
import { MAX_ACCESS_TOKENS } from '../../contracts/access-tokens';
import { signedIn, startTestServer, type TestServer } from '../../test/harness';
import { AccessTokenEntity } from '../access-tokens/access-token.entity';
import { revokeSessions } from '../auth/auth.service';
import { withUserLock } from '../auth/user-lock';
import { ApiKeyEntity } from './api-key.entity';
import { MAX_API_KEYS } from './api-keys.service';

jest.setTimeout(120_000);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const CREATE_KEY = 'mutation ($input: CreateApiKeyInput!) { createApiKey(input: $input) { apiKey { id } } }';
const CREATE_TOKEN = 'mutation ($input: CreatePersonalAccessTokenInput!) { createPersonalAccessToken(input: $input) { token { id } } }';
const inDays = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString();

/**
 * The caps are a count and an insert: without a lock, parallel creations all count the same
 * number and all insert (PostgreSQL's READ COMMITTED lets every one of them through). Each round
 * fires more requests at once than the room left, over several sessions of the same user.
 */
describe('credential caps taken under a lock', () => {
  it(`${MAX_API_KEYS} S3 access keys at most, however many are created at once`, async () => {
    const { user, client } = await signedIn(server, 1);
    const second = server.client();
    await second.login(user.username, user.password);
    await client.gql(CREATE_KEY, { input: { name: 'existing', permissions: ['read'] } });
    const replies = await Promise.all(Array.from({ length: 30 }, (_, i) => (i % 2 ? client : second).gql(CREATE_KEY, { input: { name: `parallel-${i}`, permissions: ['read'] } })));
    const created = replies.filter((r) => r.data?.createApiKey?.apiKey?.id);
    const refused = replies.filter((r) => r.errors?.[0]?.extensions?.code === 'CONFLICT');
    expect(created).toHaveLength(MAX_API_KEYS - 1);
    expect(refused).toHaveLength(30 - (MAX_API_KEYS - 1));
    expect(refused[0]!.errors![0]!.message).toBe(`You can have at most ${MAX_API_KEYS} API keys. Revoke one first.`);
    expect(await server.db.getRepository(ApiKeyEntity).countBy({ userId: user.id })).toBe(MAX_API_KEYS);
  });

  it(`${MAX_ACCESS_TOKENS} live personal access tokens at most, however many are created at once`, async () => {
    const { user, client } = await signedIn(server, 2);
    const second = server.client();
    await second.login(user.username, user.password);
    const replies = await Promise.all(
      Array.from({ length: 30 }, (_, i) => (i % 2 ? client : second).gql(CREATE_TOKEN, { input: { name: `parallel-${i}`, scope: 'read', expiresAt: inDays(30) } })),
    );
    const created = replies.filter((r) => r.data?.createPersonalAccessToken?.token?.id);
    const refused = replies.filter((r) => r.errors?.[0]?.extensions?.code === 'CONFLICT');
    expect(created).toHaveLength(MAX_ACCESS_TOKENS);
    expect(refused).toHaveLength(30 - MAX_ACCESS_TOKENS);
    expect(await server.db.getRepository(AccessTokenEntity).countBy({ userId: user.id, revokedAt: IsNull() })).toBe(MAX_ACCESS_TOKENS);
  });

  it("one user's lock does not hold another user's creations back", async () => {
    const a = await signedIn(server, 3);
    const b = await signedIn(server, 4);
    const replies = await Promise.all([
      ...Array.from({ length: 8 }, (_, i) => a.client.gql(CREATE_KEY, { input: { name: `a-${i}`, permissions: ['read'] } })),
      ...Array.from({ length: 8 }, (_, i) => b.client.gql(CREATE_KEY, { input: { name: `b-${i}`, permissions: ['read'] } })),
    ]);
    expect(replies.filter((r) => r.errors)).toEqual([]);
    expect(await server.db.getRepository(ApiKeyEntity).countBy({ userId: a.user.id })).toBe(8);
    expect(await server.db.getRepository(ApiKeyEntity).countBy({ userId: b.user.id })).toBe(8);
  });

  it('a key asked for by a session that a clean-up is signing out waits for the clean-up, then is refused', async () => {
    const { user, client } = await signedIn(server, 5);
    let release!: () => void;
    let holding!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const held = new Promise<void>((r) => (holding = r));
    // A password reset in progress: it holds the user's lock and has signed every session out, not yet committed.
    const cleanup = withUserLock(server.db, user.id, async (m) => {
      await revokeSessions(m, user.id);
      holding();
      await gate;
    });
    await held;
    const creating = client.gql(CREATE_KEY, { input: { name: 'slipped-in', permissions: ['read', 'write'] } });
    await new Promise((r) => setTimeout(r, 500)); // the request is signed in (the revocation is not committed) and waits for the lock
    release();
    await cleanup;
    const res = await creating;
    expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(await server.db.getRepository(ApiKeyEntity).countBy({ userId: user.id })).toBe(0);
  });
});
