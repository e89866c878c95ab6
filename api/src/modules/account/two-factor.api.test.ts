import { lastMessageTo, startTestServer, signedIn, type TestClient, type TestServer } from '../../test/harness';
import { SecurityEventEntity } from '../audit/security-event.entity';
import { UserEntity } from '../auth/user.entity';
import { RecoveryCodeEntity } from './recovery-code.entity';
import { totpCode } from './totp';
import { previousStepCode } from './two-factor.fixtures';

jest.setTimeout(30_000);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const START = 'mutation { startTwoFactorEnrolment { secret otpauthUrl qrCodeDataUrl } }';
const CONFIRM = 'mutation ($code: String!) { confirmTwoFactor(input: { code: $code }) { user { twoFactorEnabled } recoveryCodes } }';
const DISABLE = 'mutation ($password: String!, $code: String) { disableTwoFactor(input: { password: $password, code: $code }) { user { twoFactorEnabled } } }';
const COMPLETE = 'mutation ($code: String!) { completeTwoFactorLogin(input: { code: $code }) { user { username } } }';
const ME = '{ me { username twoFactorEnabled } }';

const now = () => Math.floor(Date.now() / 1000);

/** A 6-digit code that is valid for none of the accepted time steps around now. */
async function wrongCode(secret: string): Promise<string> {
  const valid = new Set(await Promise.all([-30, 0, 30, 60].map((d) => totpCode(secret, now() + d))));
  let n = 123456;
  while (valid.has(String(n).padStart(6, '0'))) n = (n + 1) % 1_000_000;
  return String(n).padStart(6, '0');
}

/** Enrol a signed-in client; confirms with the previous step's code so the current one stays unused. */
async function enrol(client: TestClient) {
  const started = await client.gql(START);
  expect(started.errors).toBeUndefined();
  const { secret } = started.data.startTwoFactorEnrolment;
  const confirmed = await client.gql(CONFIRM, { code: await previousStepCode(secret) });
  expect(confirmed.errors).toBeUndefined();
  return { secret, recoveryCodes: confirmed.data.confirmTwoFactor.recoveryCodes as string[] };
}

describe('two-factor enrolment', () => {
  it('gives a QR code, stores the secret encrypted, and refuses a wrong confirmation code', async () => {
    const { client, user } = await signedIn(server, 1);
    const started = (await client.gql(START)).data.startTwoFactorEnrolment;
    expect(started.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(started.otpauthUrl).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    expect(started.qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);
    const row = await server.db.getRepository(UserEntity).findOneByOrFail({ id: user.id });
    expect(row.totpSecretEnc).toBeTruthy();
    expect(row.totpSecretEnc).not.toContain(started.secret);
    expect(row.twoFactorEnabled).toBe(false);

    const wrong = await client.gql(CONFIRM, { code: await wrongCode(started.secret) });
    expect(wrong.errors?.[0]?.message).toBe('The code is not correct. Check the time on your device and try again.');
    expect((await client.gql(ME)).data.me.twoFactorEnabled).toBe(false);

    const ok = await client.gql(CONFIRM, { code: await totpCode(started.secret) });
    expect(ok.data.confirmTwoFactor.user.twoFactorEnabled).toBe(true);
    const codes: string[] = ok.data.confirmTwoFactor.recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    const stored = await server.db.getRepository(RecoveryCodeEntity).findBy({ userId: user.id });
    expect(stored).toHaveLength(10);
    expect(JSON.stringify(stored)).not.toContain(codes[0]!);
    expect(JSON.stringify(stored)).not.toContain(codes[0]!.replace('-', ''));
  });
});

describe('login with a second factor', () => {
  it('asks for the code, refuses a wrong one, accepts the right one once (REST)', async () => {
    const { client, user } = await signedIn(server, 2);
    const { secret } = await enrol(client);

    const fresh = server.client();
    const step1 = await fresh.login(user.username, user.password);
    expect(step1.status).toBe(200);
    expect(step1.body).toEqual({ twoFactorRequired: true, message: 'Two-factor authentication code required' });
    expect((await fresh.gql(ME)).data.me).toBeNull();

    const wrong = await fresh.rest('POST', '/api/auth/login/2fa', { code: await wrongCode(secret) });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe('Invalid authentication code');
    expect((await fresh.gql(ME)).data.me).toBeNull();

    const code = await totpCode(secret);
    const right = await fresh.rest('POST', '/api/auth/login/2fa', { code });
    expect(right.status).toBe(200);
    expect(right.body.username).toBe(user.username);
    expect((await fresh.gql(ME)).data.me.username).toBe(user.username);

    // The same code again, in a new login: refused (replay).
    const again = server.client();
    await again.login(user.username, user.password);
    const replay = await again.rest('POST', '/api/auth/login/2fa', { code });
    expect(replay.status).toBe(401);
    expect((await again.gql(ME)).data.me).toBeNull();
    const failures = await server.db.getRepository(SecurityEventEntity).findBy({ userId: user.id, type: 'failed_login' });
    expect(failures.map((e) => e.action)).toEqual(['Failed sign-in: wrong two-factor code', 'Failed sign-in: wrong two-factor code']);
  });

  it('accepts each recovery code once (GraphQL)', async () => {
    const { client, user } = await signedIn(server, 3);
    const { recoveryCodes } = await enrol(client);
    const first = server.client();
    const login = await first.gql('mutation ($i: LoginInput!) { login(input: $i) { twoFactorRequired user { id } } }', { i: { identifier: user.email, password: user.password } });
    expect(login.data.login).toEqual({ twoFactorRequired: true, user: null });
    const ok = await first.gql(COMPLETE, { code: recoveryCodes[0]!.toLowerCase() });
    expect(ok.data.completeTwoFactorLogin.user.username).toBe(user.username);
    // A security alert, whatever the notification settings say.
    const alert = await lastMessageTo(server.db, user.email, 'recovery-code-used');
    expect(alert?.subject).toBe('A recovery code was used to sign in');
    expect(alert?.body).toContain('9 unused codes remain');
    expect(alert?.status).toBe('pending');

    const second = server.client();
    await second.login(user.username, user.password);
    const reused = await second.gql(COMPLETE, { code: recoveryCodes[0]! });
    expect(reused.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const other = await second.gql(COMPLETE, { code: recoveryCodes[1]! });
    expect(other.data.completeTwoFactorLogin.user.username).toBe(user.username);
  });

  it('needs the password step first and throttles wrong codes', async () => {
    const { client, user } = await signedIn(server, 4);
    const { secret } = await enrol(client);
    const noChallenge = await server.client().rest('POST', '/api/auth/login/2fa', { code: await totpCode(secret) });
    expect(noChallenge.status).toBe(401);

    const c = server.client();
    await c.login(user.username, user.password);
    const bad = await wrongCode(secret);
    for (let i = 0; i < 5; i++) expect((await c.rest('POST', '/api/auth/login/2fa', { code: bad })).status).toBe(401);
    const blocked = await c.rest('POST', '/api/auth/login/2fa', { code: await totpCode(secret) });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toBeTruthy();
  });

  it('V7.5.1 disables only with the password AND a second factor, and signs out every other session', async () => {
    const { client, user } = await signedIn(server, 5);
    const { secret } = await enrol(client);
    const other = server.client();
    await other.login(user.username, user.password);
    await other.rest('POST', '/api/auth/login/2fa', { code: await totpCode(secret) });
    expect((await other.gql(ME)).data.me.username).toBe(user.username);

    const wrong = await client.gql(DISABLE, { password: 'Wrong!Passw0rd', code: await totpCode(secret, now() + 30) });
    expect(wrong.errors?.[0]?.message).toBe('Current password is incorrect');
    const noCode = await client.gql(DISABLE, { password: user.password });
    expect(noCode.errors?.[0]?.message).toBe('Enter the 6-digit code from your authenticator app, or a recovery code');
    const badCode = await client.gql(DISABLE, { password: user.password, code: await wrongCode(secret) });
    expect(badCode.errors?.[0]?.message).toBe('The authentication code is not correct');
    expect((await client.gql(ME)).data.me.twoFactorEnabled).toBe(true);

    const ok = await client.gql(DISABLE, { password: user.password, code: await totpCode(secret, now() + 30) });
    expect(ok.data.disableTwoFactor.user.twoFactorEnabled).toBe(false);
    expect(await server.db.getRepository(RecoveryCodeEntity).countBy({ userId: user.id })).toBe(0);
    expect((await other.gql(ME)).data.me).toBeNull();
    expect((await client.gql(ME)).data.me.username).toBe(user.username);
    const direct = await server.client().login(user.username, user.password);
    expect(direct.body.username).toBe(user.username);
  });
});
