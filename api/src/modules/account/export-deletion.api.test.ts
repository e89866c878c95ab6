import fs from 'node:fs';
import path from 'node:path';
import { seedUser, startTestServer, signedIn, type TestServer } from '../../test/harness';
import { UserEntity } from '../auth/user.entity';
import { ApiKeyEntity } from './api-key.entity';
import { avatarDir } from './avatar.service';
import { enrolTwoFactor } from './two-factor.fixtures';
import { totpCode } from './totp';

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

describe('account deletion', () => {
  it('needs the username and the password', async () => {
    const { client, user } = await signedIn(server, 6);
    const DEL = 'mutation ($i: DeleteAccountInput!) { deleteAccount(input: $i) { success } }';
    expect((await client.gql(DEL, { i: { confirmation: 'someone', password: user.password } })).errors?.[0]?.message).toBe('Type your username exactly to confirm');
    expect((await client.gql(DEL, { i: { confirmation: user.username, password: 'Wrong!Pass1' } })).errors?.[0]?.message).toBe('Current password is incorrect');
    expect((await client.gql('{ me { id } }')).data.me).not.toBeNull();
  });

  // Issue 31, item 5: the code the customer just signed in with cannot be used again; say so, and what to do.
  it('with 2FA, says a code that was just used at sign-in was already used, and takes a recovery code', async () => {
    const seeded = await seedUser(server.db, 70);
    const { secret, recoveryCodes } = await enrolTwoFactor(server, seeded);
    const client = server.client();
    expect((await client.login(seeded.username, seeded.password)).body).toMatchObject({ twoFactorRequired: true });
    const code = await totpCode(secret);
    const signIn = await client.gql('mutation ($c: String!) { completeTwoFactorLogin(input: { code: $c }) { user { id } } }', { c: code });
    expect(signIn.errors).toBeUndefined();
    const DEL = 'mutation ($i: DeleteAccountInput!) { deleteAccount(input: $i) { success } }';
    const reused = await client.gql(DEL, { i: { confirmation: seeded.username, password: seeded.password, code } });
    expect(reused.errors?.[0]).toMatchObject({
      message: 'This code was already used. Wait for the next code from your authenticator app, or use a recovery code.',
      extensions: { code: 'BAD_USER_INPUT', field: 'code', messageKey: 'twoFactorCodeUsed' },
    });
    const valid = new Set(await Promise.all([-60, -30, 0, 30, 60].map((d) => totpCode(secret, Math.floor(Date.now() / 1000) + d))));
    const wrongCode = ['000000', '111111', '222222', '333333', '444444', '555555'].find((c) => !valid.has(c))!;
    const wrong = await client.gql(DEL, { i: { confirmation: seeded.username, password: seeded.password, code: wrongCode } });
    expect(wrong.errors?.[0]?.message).toBe('The authentication code is not correct');
    expect((await client.gql('{ me { id } }')).data.me).not.toBeNull();
    const done = await client.gql(DEL, { i: { confirmation: seeded.username, password: seeded.password, code: recoveryCodes[0] } });
    expect(done.data.deleteAccount).toEqual({ success: true });
  });

  it('signs out every session and the login stops working', async () => {
    const { client, user } = await signedIn(server, 7);
    const second = server.client();
    await second.login(user.username, user.password);
    const key = (await client.gql('mutation { createApiKey(input: { name: "gone", permissions: [read] }) { apiKey { accessKeyId } } }')).data.createApiKey.apiKey;
    const res = await client.gql('mutation ($i: DeleteAccountInput!) { deleteAccount(input: $i) { success message } }', { i: { confirmation: user.username, password: user.password } });
    expect(res.data.deleteAccount).toEqual({ success: true, message: 'Your account has been deleted.' });
    expect((await client.gql('{ me { id } }')).data.me).toBeNull();
    expect((await second.gql('{ me { id } }')).data.me).toBeNull();
    expect((await server.client().login(user.username, user.password)).status).toBe(401);
    expect((await server.client().login(user.email, user.password)).status).toBe(401);
    expect(await server.db.getRepository(ApiKeyEntity).countBy({ accessKeyId: key.accessKeyId })).toBe(0);
    expect((await server.db.getRepository(UserEntity).findOneByOrFail({ id: user.id })).deletedAt).not.toBeNull();
  });
});
