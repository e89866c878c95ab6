import fs from 'node:fs';
import path from 'node:path';
import { startTestServer, signedIn, type TestServer } from '../../test/harness';
import { UserEntity } from '../auth/user.entity';
import { ApiKeyEntity } from './api-key.entity';
import { avatarDir } from './avatar.service';
import { userOwnedEntities } from './export.service';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** A real 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

async function upload(client: ReturnType<TestServer['client']>, body: Buffer, type: string) {
  const res = await fetch(`${server.url}/api/account/avatar`, { method: 'POST', headers: { 'content-type': type, cookie: client.cookieHeader() }, body: new Uint8Array(body) });
  return { status: res.status, body: (await res.json()) as { message?: string; avatarUrl?: string } };
}

describe('avatar', () => {
  it('stores a PNG or GIF checked by content and serves it to its owner only', async () => {
    const { client, user } = await signedIn(server, 1);
    const ok = await upload(client, PNG, 'image/png');
    expect(ok.status).toBe(200);
    expect(ok.body.avatarUrl).toMatch(new RegExp(`^/api/account/avatar/${user.id}\\?v=`));
    const got = await fetch(server.url + ok.body.avatarUrl!, { headers: { cookie: client.cookieHeader() } });
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await got.arrayBuffer()).equals(PNG)).toBe(true);
    const other = await signedIn(server, 2);
    expect((await fetch(server.url + ok.body.avatarUrl!, { headers: { cookie: other.client.cookieHeader() } })).status).toBe(404);
    expect((await upload(client, GIF, 'image/gif')).status).toBe(200);
    expect(fs.readdirSync(avatarDir()).filter((f) => f.startsWith(`${user.id}-`))).toHaveLength(1);
  });

  it('refuses a forged type, a mismatched type and more than 2 MB', async () => {
    const { client, user } = await signedIn(server, 3);
    const forged = await upload(client, Buffer.from('<svg onload="alert(1)"></svg>'), 'image/png');
    expect(forged.status).toBe(400);
    expect(forged.body.message).toBe('The file is not a valid image. JPG, PNG or GIF. Max size 2MB.');
    expect((await upload(client, PNG, 'image/gif')).status).toBe(400);
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const tooBig = await upload(client, big, 'image/png');
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.message).toBe('The image is too large. JPG, PNG or GIF. Max size 2MB.');
    expect((await server.db.getRepository(UserEntity).findOneByOrFail({ id: user.id })).avatarFile).toBeNull();
  });
});

describe('data export', () => {
  it("contains the user's rows of every table with a user_id, and nobody else's, without secrets", async () => {
    const { client, user } = await signedIn(server, 4);
    const other = await signedIn(server, 5);
    await client.gql('mutation { createApiKey(input: { name: "exported", permissions: [read] }) { apiKey { id } } }');
    await other.client.gql('mutation { createApiKey(input: { name: "not-mine", permissions: [read] }) { apiKey { id } } }');
    await client.gql('mutation { updatePreferences(input: { language: "sw", timezone: "eat", currency: "kes", dateFormat: "dd/mm/yyyy" }) { settings { preferences { language } } } }');

    const res = await client.rest('GET', '/api/account/export');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="mawingu-account-customer4\.json"$/);
    const tables = res.body.tables as Record<string, Record<string, unknown>[]>;
    for (const meta of userOwnedEntities(server.db.entityMetadatas)) {
      expect(tables).toHaveProperty([meta.tableName]);
      const expected = await server.db.getRepository(meta.target).createQueryBuilder('t').where('t.user_id = :u', { u: user.id }).getCount();
      expect({ table: meta.tableName, rows: tables[meta.tableName]!.length }).toEqual({ table: meta.tableName, rows: expected });
      for (const row of tables[meta.tableName]!) expect(row.user_id).toBe(user.id);
    }
    expect(tables.users).toEqual([expect.objectContaining({ id: user.id, email: user.email, phone: user.phone })]);
    expect(tables.api_keys!.map((k) => k.name)).toEqual(['exported']);
    expect(tables.user_settings).toEqual([expect.objectContaining({ language: 'sw' })]);
    expect(tables.sessions!.length).toBeGreaterThan(0);
    expect(tables.security_events!.length).toBeGreaterThan(0);
    const text = JSON.stringify(res.body);
    expect(text).not.toMatch(/argon2|password_hash|secret_enc|totp_secret|code_hash/);
    expect(text).not.toContain('not-mine');
    expect((await server.client().rest('GET', '/api/account/export')).status).toBe(401);
  });
});

describe('account deletion', () => {
  it('needs the username and the password', async () => {
    const { client, user } = await signedIn(server, 6);
    const DEL = 'mutation ($i: DeleteAccountInput!) { deleteAccount(input: $i) { success } }';
    expect((await client.gql(DEL, { i: { confirmation: 'someone', password: user.password } })).errors?.[0]?.message).toBe('Type your username exactly to confirm');
    expect((await client.gql(DEL, { i: { confirmation: user.username, password: 'Wrong!Pass1' } })).errors?.[0]?.message).toBe('Current password is incorrect');
    expect((await client.gql('{ me { id } }')).data.me).not.toBeNull();
  });

  it('leaves nothing personal readable, revokes sessions and keys, keeps the row for references', async () => {
    const { client, user } = await signedIn(server, 7);
    const second = server.client();
    await second.login(user.username, user.password);
    await client.gql('mutation { updateProfile(input: { firstName: "Zawadi", lastName: "Njeri", email: "customer7@example.co.ke", phone: "0733111222", company: "Pwani Data", bio: "Personal bio text" }) { user { id } } }');
    await upload(client, PNG, 'image/png');
    const key = (await client.gql('mutation { createApiKey(input: { name: "gone", permissions: [read] }) { apiKey { accessKeyId } } }')).data.createApiKey.apiKey;
    const avatarFile = (await server.db.getRepository(UserEntity).findOneByOrFail({ id: user.id })).avatarFile!;

    const res = await client.gql('mutation ($i: DeleteAccountInput!) { deleteAccount(input: $i) { success message } }', { i: { confirmation: user.username, password: user.password } });
    expect(res.data.deleteAccount).toEqual({ success: true, message: 'Your account has been deleted.' });

    expect((await client.gql('{ me { id } }')).data.me).toBeNull();
    expect((await second.gql('{ me { id } }')).data.me).toBeNull();
    expect((await server.client().login(user.username, user.password)).status).toBe(401);
    expect((await server.client().login('customer7@example.co.ke', user.password)).status).toBe(401);
    expect(fs.existsSync(path.join(avatarDir(), avatarFile))).toBe(false);
    expect(await server.db.getRepository(ApiKeyEntity).countBy({ accessKeyId: key.accessKeyId })).toBe(0);

    const row = await server.db.getRepository(UserEntity).findOneByOrFail({ id: user.id });
    expect(row.deletedAt).not.toBeNull();
    const everything: unknown[] = [row];
    for (const meta of userOwnedEntities(server.db.entityMetadatas)) {
      everything.push(...(await server.db.getRepository(meta.target).createQueryBuilder('t').where('t.user_id = :u', { u: user.id }).getMany()));
    }
    const dump = JSON.stringify(everything);
    for (const personal of ['customer7', 'Zawadi', 'Njeri', '0733111222', '254733111222', 'Pwani Data', 'Personal bio text', '127.0.0.1', avatarFile]) {
      expect({ personal, found: dump.includes(personal) }).toEqual({ personal, found: false });
    }
  });
});
