import { startTestServer, signedIn, type TestServer } from '../../test/harness';
import type { UserEntity } from '../auth/user.entity';
import { runDigests } from './digest.service';
import { OutboxMessageEntity, type Channel } from './outbox-message.entity';
import { enqueueMessages, sendDueMessages } from './outbox.service';

/**
 * The settings' notification switches and Email Frequency decide what the outbox sends: a switched-off
 * category is never sent, security alerts always are, and a daily/hourly/weekly frequency gathers the
 * other e-mails into one digest.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const NOTIFY = 'mutation ($input: UpdateNotificationSettingsInput!) { updateNotificationSettings(input: $input) { settings { notifications { email sms maintenance securityAlerts emailFrequency } } } }';
const PASSWORD = 'mutation ($input: ChangePasswordInput!) { changePassword(input: $input) { success } }';
const ALL_ON = { email: true, sms: true, maintenance: true, securityAlerts: true, emailFrequency: 'realtime' };

let seq = 0;
const message = (user: UserEntity, kind: string, channel: Channel = 'email') => ({
  kind,
  dedupeKey: `test:${kind}:${user.id}:${channel}:${++seq}`,
  userId: user.id,
  channel,
  recipient: channel === 'email' ? user.email : user.phone,
  subject: `${kind} #${seq}`,
  body: `Body of ${kind} #${seq}`,
});

/** Runs the sender with recording transports; returns what went out to these recipients. */
async function deliver(recipients: string[], now = new Date()) {
  const out: { channel: string; to: string; subject: string; body: string }[] = [];
  const t = (channel: string) => ({ name: channel, send: async (m: { to: string; subject: string; body: string }) => (out.push({ channel, ...m }), null) });
  await sendDueMessages(server.db, { email: t('email'), sms: t('sms'), whatsapp: t('whatsapp') }, now);
  return out.filter((m) => recipients.includes(m.to));
}
const rowsOf = (userId: number) => server.db.getRepository(OutboxMessageEntity).find({ where: { userId }, order: { id: 'ASC' } });

describe('notification switches', () => {
  it('a switched-off category is not sent (kept as skipped, with the reason); switched-on ones are', async () => {
    const { client, user } = await signedIn(server, 41);
    await deliver([user.email, user.phone]); // whatever sign-up queued
    const res = await client.gql(NOTIFY, { input: { ...ALL_ON, email: true, sms: false, maintenance: false } });
    expect(res.errors).toBeUndefined();
    await enqueueMessages(server.db, [message(user, 'maintenance'), message(user, 'payment-receipt', 'sms'), message(user, 'payment-receipt', 'whatsapp'), message(user, 'payment-receipt')]);
    const sent = await deliver([user.email, user.phone]);
    expect(sent.map((m) => `${m.channel}:${m.subject.replace(/ #\d+$/, '')}`)).toEqual(['email:payment-receipt']);
    const rows = (await rowsOf(user.id)).filter((r) => r.dedupeKey.startsWith('test:'));
    expect(rows.map((r) => [r.kind, r.channel, r.status, r.lastError])).toEqual([
      ['maintenance', 'email', 'skipped', 'Maintenance notices are off in the user settings'],
      ['payment-receipt', 'sms', 'skipped', 'SMS notifications are off in the user settings'],
      ['payment-receipt', 'whatsapp', 'skipped', 'SMS notifications are off in the user settings'],
      ['payment-receipt', 'email', 'sent', null],
    ]);

    // E-mail off: no product e-mail at all.
    await client.gql(NOTIFY, { input: { ...ALL_ON, email: false } });
    await enqueueMessages(server.db, [message(user, 'payment-receipt'), message(user, 'maintenance'), message(user, 'maintenance', 'sms')]);
    expect((await deliver([user.email, user.phone])).map((m) => `${m.channel}:${m.subject.replace(/ #\d+$/, '')}`)).toEqual(['sms:maintenance']);
  });

  it('security alerts are always sent at once, even with every switch off and a weekly digest; they cannot be turned off', async () => {
    const { client, user } = await signedIn(server, 42);
    await deliver([user.email]);
    const off = await client.gql(NOTIFY, { input: { email: false, sms: false, maintenance: false, securityAlerts: false, emailFrequency: 'weekly' } });
    expect(off.errors?.[0]?.message).toBe('Security alerts cannot be turned off');
    expect(off.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const saved = await client.gql(NOTIFY, { input: { email: false, sms: false, maintenance: false, securityAlerts: true, emailFrequency: 'weekly' } });
    expect(saved.data.updateNotificationSettings.settings.notifications).toEqual({ email: false, sms: false, maintenance: false, securityAlerts: true, emailFrequency: 'weekly' });

    const changed = await client.gql(PASSWORD, { input: { currentPassword: user.password, newPassword: 'N3w!Password-42' } });
    expect(changed.data.changePassword.success).toBe(true);
    const sent = await deliver([user.email]);
    expect(sent.map((m) => m.subject)).toEqual(['Your Mawingu Cloud password was changed']);
    // The winner notice follows the competition rules: every channel, at once.
    await enqueueMessages(server.db, [message(user, 'winner'), message(user, 'winner', 'sms'), message(user, 'winner', 'whatsapp')]);
    expect((await deliver([user.email, user.phone])).map((m) => m.channel).sort()).toEqual(['email', 'sms', 'whatsapp']);
  });
});

describe('new sign-in alert', () => {
  it('a sign-in from a browser the account never used is a security alert, sent with every switch off; the same browser again is not', async () => {
    const { client, user } = await signedIn(server, 46);
    await client.gql(NOTIFY, { input: { email: false, sms: false, maintenance: false, securityAlerts: true, emailFrequency: 'weekly' } });
    await deliver([user.email]);
    const firefox = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:130.0) Gecko/20100101 Firefox/130.0' };
    expect((await server.client().rest('POST', '/api/auth/login', { identifier: user.username, password: user.password }, firefox)).status).toBe(200);
    const sent = await deliver([user.email]);
    expect(sent.map((m) => m.subject)).toEqual(['New sign-in to your Mawingu Cloud account']);
    expect(sent[0]!.body).toContain('Device: Firefox on Linux');
    expect(sent[0]!.body).toMatch(/IP address: (::ffff:)?127\.0\.0\.1/);
    // The same browser again, and the test client's own: known, no alert.
    await server.client().rest('POST', '/api/auth/login', { identifier: user.username, password: user.password }, firefox);
    await server.client().login(user.username, user.password);
    expect(await deliver([user.email])).toEqual([]);
  });
});

describe('email frequency', () => {
  it('realtime sends each e-mail at once', async () => {
    const { client, user } = await signedIn(server, 43);
    await deliver([user.email]);
    await client.gql(NOTIFY, { input: { ...ALL_ON, emailFrequency: 'realtime' } });
    await enqueueMessages(server.db, [message(user, 'payment-receipt')]);
    expect(await deliver([user.email])).toHaveLength(1);
  });

  it('daily holds the other e-mails and sends them as one digest a day after the first; SMS are not held', async () => {
    const { client, user } = await signedIn(server, 44);
    await deliver([user.email, user.phone]);
    await client.gql(NOTIFY, { input: { ...ALL_ON, emailFrequency: 'daily' } });
    await enqueueMessages(server.db, [message(user, 'payment-receipt'), message(user, 'maintenance'), message(user, 'payment-receipt', 'sms')]);
    const firstId = (await rowsOf(user.id)).find((r) => r.dedupeKey.startsWith('test:') && r.channel === 'email')!.id;
    expect((await deliver([user.email, user.phone])).map((m) => m.channel)).toEqual(['sms']);
    expect((await rowsOf(user.id)).filter((r) => r.status === 'held').map((r) => r.kind)).toEqual(['payment-receipt', 'maintenance']);

    const soon = new Date(Date.now() + 23 * 3_600_000);
    await runDigests(server.db, soon);
    expect(await deliver([user.email], soon)).toEqual([]);

    const later = new Date(Date.now() + 24 * 3_600_000 + 60_000);
    await runDigests(server.db, later);
    await runDigests(server.db, later); // idempotent: still one digest
    const sent = await deliver([user.email], later);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe('Your Mawingu Cloud digest: 2 messages');
    expect(sent[0]!.body).toMatch(/^1\. payment-receipt #\d+\n\nBody of payment-receipt #\d+\n\n-+\n\n2\. maintenance #\d+/);
    expect(sent[0]!.body).toContain('You get these e-mails once a day');
    const rows = await rowsOf(user.id);
    expect(rows.filter((r) => r.status === 'digested').map((r) => r.kind)).toEqual(['payment-receipt', 'maintenance']);
    expect(rows.filter((r) => r.kind === 'digest').map((r) => [r.status, r.dedupeKey])).toEqual([['sent', `digest:${user.id}:${firstId}`]]);
  });

  it('hourly and weekly wait that long; turning e-mail off while messages wait drops them', async () => {
    const { client, user } = await signedIn(server, 45);
    await deliver([user.email]);
    await client.gql(NOTIFY, { input: { ...ALL_ON, emailFrequency: 'hourly' } });
    await enqueueMessages(server.db, [message(user, 'payment-receipt')]);
    await runDigests(server.db, new Date(Date.now() + 30 * 60_000));
    expect(await deliver([user.email])).toEqual([]);
    await runDigests(server.db, new Date(Date.now() + 61 * 60_000));
    expect((await deliver([user.email])).map((m) => m.subject)).toEqual(['Your Mawingu Cloud digest: 1 message']);

    await client.gql(NOTIFY, { input: { ...ALL_ON, emailFrequency: 'weekly' } });
    await enqueueMessages(server.db, [message(user, 'payment-receipt')]);
    await runDigests(server.db, new Date(Date.now() + 6 * 86_400_000));
    expect(await deliver([user.email])).toEqual([]);
    await client.gql(NOTIFY, { input: { ...ALL_ON, email: false, emailFrequency: 'weekly' } });
    await runDigests(server.db, new Date(Date.now() + 8 * 86_400_000));
    expect(await deliver([user.email])).toEqual([]);
    expect((await rowsOf(user.id)).filter((r) => r.dedupeKey.startsWith('test:')).map((r) => r.status)).toEqual(['digested', 'skipped']);
  });
});
