import { lastMessageTo, signedIn, startTestServer, type TestServer } from '../../test/harness';
import { enrolTwoFactor } from '../account/two-factor.fixtures';
import { totpCode } from '../account/totp';

jest.setTimeout(60_000);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(() => server.resetThrottles());

const SESSIONS = '{ mySessions { id device browser system ip createdAt lastSeenAt current } }';
const REVOKE = 'mutation ($id: ID!) { revokeSession(input: { id: $id }) { id success } }';
const OTHERS = 'mutation { revokeOtherSessions { revokedCount } }';
const ME = '{ me { id } }';
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
const now = () => Math.floor(Date.now() / 1000);

/** Another signed-in device of the same user. */
async function device(user: { username: string; password: string }, ua = CHROME) {
  const c = server.client();
  await c.rest('POST', '/api/auth/login', { identifier: user.username, password: user.password }, { 'user-agent': ua });
  return c;
}

describe('V7.5.2 users can see their sessions and end them', () => {
  it('lists live sessions with device, IP, created and last seen; this one is marked current', async () => {
    const { client, user } = await signedIn(server, 1);
    await device(user);
    const other = await signedIn(server, 2);
    const list = (await client.gql(SESSIONS)).data.mySessions as Record<string, unknown>[];
    expect(list).toHaveLength(2);
    expect(list.filter((s) => s.current)).toHaveLength(1);
    expect(list.map((s) => s.device).sort()).toEqual(['Chrome on Windows', 'Node.js']);
    // The parts, for the dashboard to word in the user's language ('Chrome kwenye Windows').
    expect(list.map((s) => [s.browser, s.system]).sort()).toEqual([['Chrome', 'Windows'], ['Node.js', null]]);
    for (const s of list) {
      expect(s).toMatchObject({ id: expect.stringMatching(/^[0-9a-f]{32}$/), ip: '127.0.0.1', createdAt: expect.any(String), lastSeenAt: expect.any(String) });
    }
    // The id is not the session id inside the cookie.
    expect(client.cookies.get('mw_session')).not.toContain(list[0]!.id as string);
    expect((await other.client.gql(SESSIONS)).data.mySessions).toHaveLength(1);
    expect((await server.client().gql(SESSIONS)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it("'Sign out' ends one session; another user's session id is NOT_FOUND", async () => {
    const { client, user } = await signedIn(server, 3);
    const phone = await device(user);
    const stranger = await signedIn(server, 4);
    const target = ((await client.gql(SESSIONS)).data.mySessions as { id: string; current: boolean }[]).find((s) => !s.current)!;
    const strangersTarget = ((await stranger.client.gql(SESSIONS)).data.mySessions as { id: string }[])[0]!;
    expect((await client.gql(REVOKE, { id: strangersTarget.id })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await stranger.client.gql(ME)).data.me).not.toBeNull();
    expect((await client.gql(REVOKE, { id: 'not-a-session' })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await client.gql(REVOKE, { id: target.id })).data.revokeSession).toEqual({ id: target.id, success: true });
    expect((await phone.gql(ME)).data.me).toBeNull();
    expect((await client.gql(ME)).data.me).not.toBeNull();
  });

  it("V7.4.3 'Sign out everywhere else' ends every other session and keeps this one", async () => {
    const { client, user } = await signedIn(server, 5);
    const others = [await device(user), await device(user)];
    expect((await client.gql(OTHERS)).data.revokeOtherSessions).toEqual({ revokedCount: 2 });
    for (const o of others) expect((await o.gql(ME)).data.me).toBeNull();
    expect((await client.gql(ME)).data.me).not.toBeNull();
    expect((await client.gql(SESSIONS)).data.mySessions).toHaveLength(1);
  });
});

describe('V7.4.3/V7.5.1 changes of authentication factors end the other sessions and ask for the second factor', () => {
  it('turning 2FA on signs out every other session', async () => {
    const { user } = await signedIn(server, 6);
    const other = await device(user);
    const { client } = await enrolTwoFactor(server, user);
    expect((await other.gql(ME)).data.me).toBeNull();
    expect((await client.gql(ME)).data.me).not.toBeNull();
  });

  it('a password change with 2FA on needs a code, then signs out the other sessions', async () => {
    const { user } = await signedIn(server, 7);
    const { client, secret } = await enrolTwoFactor(server, user);
    const other = server.client();
    await other.login(user.username, user.password);
    await other.rest('POST', '/api/auth/login/2fa', { code: await totpCode(secret) });
    const CHANGE = 'mutation ($i: ChangePasswordInput!) { changePassword(input: $i) { success } }';
    const noCode = await client.gql(CHANGE, { i: { currentPassword: user.password, newPassword: 'Fresh!Mvua2026' } });
    expect(noCode.errors?.[0]?.message).toBe('Enter the 6-digit code from your authenticator app, or a recovery code');
    const ok = await client.gql(CHANGE, { i: { currentPassword: user.password, newPassword: 'Fresh!Mvua2026', code: await totpCode(secret, now() + 30) } });
    expect(ok.data.changePassword.success).toBe(true);
    expect((await other.gql(ME)).data.me).toBeNull();
    expect((await client.gql(ME)).data.me).not.toBeNull();
    expect((await lastMessageTo(server.db, user.email, 'security-notice'))!.subject).toBe('Your Mawingu Cloud password was changed');
  });

  it('an e-mail change with 2FA on needs the password and a code (a recovery code works once), then signs out the others', async () => {
    const { user } = await signedIn(server, 8);
    const { client, recoveryCodes } = await enrolTwoFactor(server, user);
    const PROFILE = 'mutation ($i: UpdateProfileInput!) { updateProfile(input: $i) { user { email } } }';
    const base = { firstName: 'A', lastName: 'B', phone: user.phone, email: 'moved8@example.co.ke', currentPassword: user.password };
    expect((await client.gql(PROFILE, { i: base })).errors?.[0]?.message).toBe('Enter the 6-digit code from your authenticator app, or a recovery code');
    const ok = await client.gql(PROFILE, { i: { ...base, code: recoveryCodes[0] } });
    expect(ok.data.updateProfile.user.email).toBe('moved8@example.co.ke');
    const reuse = await client.gql(PROFILE, { i: { ...base, email: 'moved8b@example.co.ke', code: recoveryCodes[0] } });
    expect(reuse.errors?.[0]?.message).toBe('The authentication code is not correct');
  });
});
