import { startTestServer, signedIn, type TestServer } from '../../test/harness';
import { SecurityEventEntity } from '../audit/security-event.entity';
import { SessionEntity } from '../auth/session.entity';
import { UserSettingsEntity } from './user-settings.entity';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const SETTINGS = '{ accountSettings { notifications { email sms maintenance securityAlerts emailFrequency } preferences { language timezone currency dateFormat } security { sessionTimeoutMinutes ipAllowlistEnabled ipAllowlist } } }';
const PREFS = 'mutation ($input: UpdatePreferencesInput!) { updatePreferences(input: $input) { settings { preferences { language timezone currency dateFormat } } } }';
const NOTIFY = 'mutation ($input: UpdateNotificationSettingsInput!) { updateNotificationSettings(input: $input) { settings { notifications { email sms emailFrequency } } } }';
const SECURITY = 'mutation ($input: UpdateSecuritySettingsInput!) { updateSecuritySettings(input: $input) { settings { security { sessionTimeoutMinutes ipAllowlistEnabled ipAllowlist } } } }';
const PROFILE = 'mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { user { firstName lastName email phone company bio userType } } }';
const PASSWORD = 'mutation ($input: ChangePasswordInput!) { changePassword(input: $input) { success message } }';
const OVERVIEW = '{ securityOverview { score activeApiKeys events24h failedLogins24h items { key points maxPoints ok explanation explanationCode explanationParams { name value } } } }';

describe('settings', () => {
  it('starts with the documented defaults and persists changes', async () => {
    const { client } = await signedIn(server, 1);
    expect((await client.gql(SETTINGS)).data.accountSettings).toEqual({
      notifications: { email: true, sms: false, maintenance: true, securityAlerts: true, emailFrequency: 'daily' },
      preferences: { language: 'en', timezone: 'eat', currency: 'kes', dateFormat: 'dd/mm/yyyy' },
      security: { sessionTimeoutMinutes: 60, ipAllowlistEnabled: false, ipAllowlist: [] },
    });
    const prefs = { language: 'sw', timezone: 'utc', currency: 'usd', dateFormat: 'yyyy-mm-dd' };
    expect((await client.gql(PREFS, { input: prefs })).data.updatePreferences.settings.preferences).toEqual(prefs);
    await client.gql(NOTIFY, { input: { email: false, sms: true, maintenance: false, securityAlerts: true, emailFrequency: 'weekly' } });
    const after = (await client.gql(SETTINGS)).data.accountSettings;
    expect(after.preferences).toEqual(prefs);
    expect(after.notifications).toEqual({ email: false, sms: true, maintenance: false, securityAlerts: true, emailFrequency: 'weekly' });
  });

  it('refuses values outside the lists with clear messages', async () => {
    const { client } = await signedIn(server, 2);
    const bad = await client.gql(PREFS, { input: { language: 'de', timezone: 'eat', currency: 'kes', dateFormat: 'dd/mm/yyyy' } });
    expect(bad.errors?.[0]?.message).toBe('Language must be en, sw or fr');
    const badFreq = await client.gql(NOTIFY, { input: { email: true, sms: false, maintenance: true, securityAlerts: true, emailFrequency: 'never' } });
    expect(badFreq.errors?.[0]?.message).toBe('Email frequency must be realtime, hourly, daily or weekly');
    const badTimeout = await client.gql(SECURITY, { input: { sessionTimeoutMinutes: 2, ipAllowlistEnabled: false, ipAllowlist: [] } });
    expect(badTimeout.errors?.[0]?.message).toBe('Session timeout must be between 5 and 1440 minutes');
    const badIp = await client.gql(SECURITY, { input: { sessionTimeoutMinutes: 60, ipAllowlistEnabled: false, ipAllowlist: ['10.0.0.300'] } });
    expect(badIp.errors?.[0]?.message).toBe('Not a valid IP address or CIDR range: 10.0.0.300');
  });

  it('applies the session timeout to open and new sessions', async () => {
    const { client, user } = await signedIn(server, 3);
    const res = await client.gql(SECURITY, { input: { sessionTimeoutMinutes: 15, ipAllowlistEnabled: false, ipAllowlist: [] } });
    expect(res.data.updateSecuritySettings.settings.security.sessionTimeoutMinutes).toBe(15);
    const open = await server.db.getRepository(SessionEntity).findBy({ userId: user.id });
    expect(open.map((s) => s.idleTimeoutMinutes)).toEqual([15]);
    await server.client().login(user.username, user.password);
    const all = await server.db.getRepository(SessionEntity).findBy({ userId: user.id });
    expect(all.map((s) => s.idleTimeoutMinutes)).toEqual([15, 15]);
    // A session idle for longer than 15 minutes ends.
    await server.db.getRepository(SessionEntity).update({ userId: user.id }, { lastSeenAt: new Date(Date.now() - 16 * 60_000) });
    expect((await client.gql('{ me { id } }')).data.me).toBeNull();
  });

  it('V6.3.8 refuses sign-ins from outside the IP allow-list with the generic answer, and will not lock out the current address', async () => {
    const { client, user } = await signedIn(server, 4);
    const lockout = await client.gql(SECURITY, { input: { sessionTimeoutMinutes: 60, ipAllowlistEnabled: true, ipAllowlist: ['10.1.2.3'] } });
    expect(lockout.errors?.[0]?.message).toBe('Your current IP address (127.0.0.1) must be in the allow-list');
    const ok = await client.gql(SECURITY, { input: { sessionTimeoutMinutes: 60, ipAllowlistEnabled: true, ipAllowlist: ['127.0.0.1', '10.0.0.0/8'] } });
    expect(ok.data.updateSecuritySettings.settings.security).toEqual({ sessionTimeoutMinutes: 60, ipAllowlistEnabled: true, ipAllowlist: ['127.0.0.1', '10.0.0.0/8'] });
    expect((await server.client().login(user.username, user.password)).status).toBe(200);

    // The list no longer contains the address the request comes from.
    await server.db.getRepository(UserSettingsEntity).update({ userId: user.id }, { ipAllowlist: JSON.stringify(['10.0.0.0/8']) });
    // A right password from outside the list is answered exactly like a wrong one (no oracle).
    const refused = await server.client().login(user.username, user.password);
    const wrong = await server.client().login(user.username, 'Wrong!Passw0rd');
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({ message: 'Invalid email/username or password' });
    expect(wrong.body).toEqual(refused.body);
    expect([...refused.headers.keys()].filter((h) => h !== 'date' && h !== 'x-request-id')).toEqual([...wrong.headers.keys()].filter((h) => h !== 'date' && h !== 'x-request-id'));
    const events = await server.db.getRepository(SecurityEventEntity).findBy({ userId: user.id, type: 'failed_login' });
    expect(events.map((e) => e.action)).toContain('Sign-in refused: IP address not in the allow-list');
  });
});

describe('profile and password', () => {
  it('updates the profile; a new e-mail needs the current password', async () => {
    const { client, user } = await signedIn(server, 5);
    const base = { firstName: 'Amani', lastName: 'Otieno', email: user.email, phone: '0722000111', company: 'Savannah Labs', bio: 'Builds things.' };
    const res = await client.gql(PROFILE, { input: base });
    expect(res.data.updateProfile.user).toEqual({ ...base, phone: '+254722000111', userType: 'user' });
    const noPw = await client.gql(PROFILE, { input: { ...base, email: 'amani@example.co.ke' } });
    expect(noPw.errors?.[0]?.message).toBe('Current password is required');
    const wrongPw = await client.gql(PROFILE, { input: { ...base, email: 'amani@example.co.ke', currentPassword: 'Nope!1234' } });
    expect(wrongPw.errors?.[0]?.message).toBe('Current password is incorrect');
    const ok = await client.gql(PROFILE, { input: { ...base, email: 'Amani@Example.co.ke', currentPassword: user.password } });
    expect(ok.data.updateProfile.user.email).toBe('amani@example.co.ke');
    const bad = await client.gql(PROFILE, { input: { ...base, phone: '12345' } });
    expect(bad.errors?.[0]?.message).toBe('Phone number must be a Kenyan mobile number (+2547… or 07…)');
  });

  it('keeps an optional KRA PIN (a letter, 9 digits, a letter) on the profile for tax invoices', async () => {
    const { client, user } = await signedIn(server, 57);
    const Q = 'mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { user { kraPin company } } }';
    const base = { firstName: 'Amani', lastName: 'Otieno', email: user.email, phone: '0722000111', company: 'Savannah Labs' };
    expect((await client.gql(Q, { input: { ...base, kraPin: ' p051234567q ' } })).data.updateProfile.user).toEqual({ kraPin: 'P051234567Q', company: 'Savannah Labs' });
    expect((await client.gql('{ me { kraPin } }')).data.me.kraPin).toBe('P051234567Q');
    expect((await client.rest('GET', '/api/auth/user')).body.kraPin).toBe('P051234567Q');
    for (const bad of ['123456789', 'P05123456Q', 'PP51234567Q', 'P0512345678', 'P051234567QQ']) {
      const res = await client.gql(Q, { input: { ...base, kraPin: bad } });
      expect({ bad, message: res.errors?.[0]?.message, code: res.errors?.[0]?.extensions?.code }).toEqual({ bad, message: 'KRA PIN must be a letter, 9 digits and a letter, e.g. A123456789B', code: 'BAD_USER_INPUT' });
    }
    expect((await client.gql(Q, { input: { ...base, kraPin: '' } })).data.updateProfile.user.kraPin).toBeNull();
    expect((await client.gql(Q, { input: { ...base, kraPin: 'A000000001B' } })).data.updateProfile.user.kraPin).toBe('A000000001B');
    // Leaving the field out removes it too (the form always sends the whole profile).
    expect((await client.gql(Q, { input: base })).data.updateProfile.user.kraPin).toBeNull();
  });

  it('changes the password and signs out every other session', async () => {
    const { client, user } = await signedIn(server, 6);
    const other = server.client();
    await other.login(user.username, user.password);
    expect((await other.gql('{ me { id } }')).data.me).not.toBeNull();

    const wrong = await client.gql(PASSWORD, { input: { currentPassword: 'Wrong!Pass1', newPassword: 'N3w!Password' } });
    expect(wrong.errors?.[0]?.message).toBe('Current password is incorrect');
    const weak = await client.gql(PASSWORD, { input: { currentPassword: user.password, newPassword: 'weakpass' } });
    expect(weak.errors?.[0]?.message).toBe('Password must contain an upper-case letter');

    const ok = await client.gql(PASSWORD, { input: { currentPassword: user.password, newPassword: 'N3w!Password' } });
    expect(ok.data.changePassword.success).toBe(true);
    expect((await client.gql('{ me { id } }')).data.me).not.toBeNull();
    expect((await other.gql('{ me { id } }')).data.me).toBeNull();
    expect((await server.client().login(user.username, user.password)).status).toBe(401);
    expect((await server.client().login(user.username, 'N3w!Password')).status).toBe(200);
  });
});

describe('security overview', () => {
  it('scores from the facts and explains each point', async () => {
    const { client, user } = await signedIn(server, 7);
    const first = (await client.gql(OVERVIEW)).data.securityOverview;
    const byKey = (o: typeof first, k: string) => o.items.find((i: { key: string }) => i.key === k);
    expect(first.items.reduce((s: number, i: { maxPoints: number }) => s + i.maxPoints, 0)).toBe(100);
    expect(byKey(first, 'two_factor')).toMatchObject({ ok: false, points: 0, maxPoints: 40 });
    expect(byKey(first, 'failed_logins')).toMatchObject({ ok: true });
    expect(first.score).toBe(60);
    expect(first.failedLogins24h).toBe(0);

    await server.client().login(user.username, 'Wrong!Pass1');
    await client.gql('mutation { createApiKey(input: { name: "k", permissions: [read] }) { apiKey { id } } }');
    const second = (await client.gql(OVERVIEW)).data.securityOverview;
    expect(second.failedLogins24h).toBe(1);
    expect(second.activeApiKeys).toBe(1);
    expect(byKey(second, 'failed_logins')).toMatchObject({ ok: false, explanation: '1 failed sign-in in the last 24 hours. If it was not you, change your password.' });
    expect(byKey(second, 'key_expiry')).toMatchObject({ ok: false, points: 0, explanation: '1 active API key has no expiry date: prefer keys that expire.' });
    // A key just created and not used yet is no risk: "never used" counts only after its grace period (issue #31, item 7).
    expect(byKey(second, 'key_usage')).toMatchObject({ ok: true, points: 10, explanation: 'Every active API key was used in the last 30 days or is new (created in the last 7 days).', explanationCode: 'scoreKeyUsageNew' });
    // Each explanation also has its stable code and params, for the dashboard's translations.
    expect(byKey(second, 'failed_logins')).toMatchObject({ explanationCode: 'scoreFailedLogins_one', explanationParams: [{ name: 'count', value: '1' }] });
    expect(byKey(second, 'two_factor')).toMatchObject({ explanationCode: 'scoreTwoFactorOff', explanationParams: [] });
    expect(second.score).toBeLessThan(first.score);
    expect(second.events24h).toBeGreaterThanOrEqual(3);
  });

  it('lists only the own security events, newest first, with pages', async () => {
    const { client, user } = await signedIn(server, 8);
    await client.gql(PREFS, { input: { language: 'fr', timezone: 'eat', currency: 'kes', dateFormat: 'dd/mm/yyyy' } });
    const page1 = (await client.gql('{ securityEvents(first: 1) { nodes { type action } pageInfo { hasNextPage endCursor } } }')).data.securityEvents;
    expect(page1.nodes).toEqual([{ type: 'settings', action: 'Preferences updated' }]);
    const coded = (await client.gql('{ securityEvents(first: 1) { nodes { action actionCode actionParams { name value } } } }')).data.securityEvents;
    expect(coded.nodes).toEqual([{ action: 'Preferences updated', actionCode: 'eventPreferencesUpdated', actionParams: [] }]);
    expect(page1.pageInfo.hasNextPage).toBe(true);
    const page2 = (await client.gql('query ($a: String) { securityEvents(first: 50, after: $a) { nodes { type action } } }', { a: page1.pageInfo.endCursor })).data.securityEvents;
    expect(page2.nodes[0]).toEqual({ type: 'login', action: 'Signed in' });
    const total = await server.db.getRepository(SecurityEventEntity).countBy({ userId: user.id });
    expect(page2.nodes).toHaveLength(total - 1);
  });
});
