import { IsNull } from 'typeorm';
import { lastMessageTo, linkTokenIn, seedUser, signedIn, startTestServer, type TestServer } from '../../test/harness';
import { mailText, startTestRelay } from '../../test/smtp-relay';
import { enrolTwoFactor } from '../account/two-factor.fixtures';
import { OutboxMessageEntity } from '../notifications/outbox-message.entity';
import { sendDueMessages } from '../notifications/outbox.service';
import { transportsFor } from '../notifications/transports';
import { AccountTokenEntity } from './account-token.entity';
import { UserEntity } from './user.entity';

jest.setTimeout(60_000);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(() => server.resetThrottles());

const REQUEST = '/api/auth/password-reset/request';
const COMPLETE = '/api/auth/password-reset/complete';
const NEW_PASSWORD = 'Fresh!Mvua2026';
const resetMail = async (email: string) => (await lastMessageTo(server.db, email, 'password-reset'))!;

describe('V6.4 password reset through the outbox', () => {
  it('V6.3.8 answers the same whether or not an account has the address, and mails only a real one', async () => {
    const user = await seedUser(server.db, 1);
    const known = await server.client().rest('POST', REQUEST, { email: user.email.toUpperCase() });
    const unknown = await server.client().rest('POST', REQUEST, { email: 'nobody-here@example.co.ke' });
    expect(known.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    expect(known.body.message).toBe('If an account uses this address, we have sent it a link to choose a new password. Check your e-mail.');
    expect([...known.headers.keys()].sort()).toEqual([...unknown.headers.keys()].sort());
    expect(await resetMail(user.email)).toMatchObject({ kind: 'password-reset', channel: 'email', status: 'pending' });
    expect(await server.db.getRepository(OutboxMessageEntity).countBy({ recipient: 'nobody-here@example.co.ke' })).toBe(0);
  });

  it('V6.4.1 the link token is random, stored only hashed, single-use, and signs out every session', async () => {
    const { user, client } = await signedIn(server, 2);
    const other = server.client();
    await other.login(user.username, user.password);
    await server.client().rest('POST', REQUEST, { email: user.email });
    const mail = await resetMail(user.email);
    const token = linkTokenIn(mail.body);
    expect(mail.body).toContain(`/reset-password#token=${token}`); // in the fragment: never sent to a server or a log
    expect(JSON.stringify(await server.db.getRepository(AccountTokenEntity).find())).not.toContain(token);

    const weak = await server.client().rest('POST', COMPLETE, { token, password: 'Password1!' });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toBe('This password is too common and easy to guess. Please choose a different one.');

    const done = await server.client().rest('POST', COMPLETE, { token, password: NEW_PASSWORD });
    expect(done.status).toBe(200);
    expect(done.body.message).toBe('Your password has been changed and every session signed out. Sign in with your new password.');
    for (const c of [client, other]) expect((await c.rest('GET', '/api/auth/user')).status).toBe(401);
    expect((await server.client().login(user.username, user.password)).status).toBe(401);
    expect((await server.client().login(user.username, NEW_PASSWORD)).status).toBe(200);
    const again = await server.client().rest('POST', COMPLETE, { token, password: 'Another!Mvua2027' });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('This link is invalid or has expired. Please ask for a new one.');
    expect((await lastMessageTo(server.db, user.email, 'security-notice'))!.subject).toBe('Your Mawingu Cloud password was changed');
    // The link reached the inbox, so the address counts as verified.
    expect((await server.db.getRepository(UserEntity).findOneByOrFail({ id: user.id })).emailVerifiedAt).not.toBeNull();
  });

  it('V6.4.1 an expired link, a superseded link and a forged token are refused', async () => {
    const user = await seedUser(server.db, 3);
    await server.client().rest('POST', REQUEST, { email: user.email });
    const first = linkTokenIn((await resetMail(user.email)).body);
    await server.client().rest('POST', REQUEST, { email: user.email });
    const second = linkTokenIn((await resetMail(user.email)).body);
    expect(second).not.toBe(first);
    expect((await server.client().rest('POST', COMPLETE, { token: first, password: NEW_PASSWORD })).status).toBe(400);
    await server.db.getRepository(AccountTokenEntity).update({ userId: user.id, usedAt: IsNull() }, { expiresAt: new Date(Date.now() - 1000) });
    expect((await server.client().rest('POST', COMPLETE, { token: second, password: NEW_PASSWORD })).status).toBe(400);
    for (const token of ['x'.repeat(43), 'short', '', 42, null]) {
      const res = await server.client().rest('POST', COMPLETE, { token, password: NEW_PASSWORD });
      expect(res.status).toBe(400);
    }
  });

  it('V6.4.3 a reset does not bypass the second factor', async () => {
    const user = await seedUser(server.db, 4);
    await enrolTwoFactor(server, user);
    await server.client().rest('POST', REQUEST, { email: user.email });
    await server.client().rest('POST', COMPLETE, { token: linkTokenIn((await resetMail(user.email)).body), password: NEW_PASSWORD });
    const res = await server.client().login(user.username, NEW_PASSWORD);
    expect(res.body).toEqual({ twoFactorRequired: true, message: 'Two-factor authentication code required' });
  });

  it('V6.3.1 reset requests are limited per address (3 an hour) and per source, known or not alike', async () => {
    const user = await seedUser(server.db, 5);
    const known = await Promise.all(Array.from({ length: 5 }, () => server.client().rest('POST', REQUEST, { email: user.email })));
    const unknown = await Promise.all(Array.from({ length: 5 }, () => server.client().rest('POST', REQUEST, { email: 'ghost@example.co.ke' })));
    expect(known.map((r) => r.status).sort()).toEqual([200, 200, 200, 429, 429]);
    expect(unknown.map((r) => r.status).sort()).toEqual([200, 200, 200, 429, 429]);
    expect(await server.db.getRepository(OutboxMessageEntity).countBy({ recipient: user.email, kind: 'password-reset' })).toBe(3);
  });

  it('delivers the reset e-mail through a real SMTP relay (STARTTLS), with the link intact', async () => {
    const relay = await startTestRelay();
    try {
      const user = await seedUser(server.db, 6);
      await server.client().rest('POST', REQUEST, { email: user.email });
      const transports = transportsFor({ smtpUrl: relay.url({ user: 'relay', pass: 'relay-pass' }), mailFrom: 'Mawingu Cloud <noreply@mawingu.cloud>', smtpTlsCaFile: relay.certFile });
      await sendDueMessages(server.db, transports);
      (transports.email as { close?: () => void }).close?.();
      const mail = relay.mails.find((m) => m.to.includes(user.email))!;
      expect(mail.secure).toBe(true);
      expect(mail.raw).toMatch(/^Subject: Reset your Mawingu Cloud password$/m);
      const token = linkTokenIn(mailText(mail.raw));
      expect((await server.client().rest('POST', COMPLETE, { token, password: NEW_PASSWORD })).status).toBe(200);
    } finally {
      await relay.close();
    }
  });
});

describe('V6.4 e-mail verification', () => {
  it('a new registration is unverified until the link is opened; the link works once', async () => {
    const c = server.client();
    await c.register({ username: 'verifyme', email: 'verifyme@example.co.ke' });
    expect((await c.rest('GET', '/api/auth/user')).body.emailVerified).toBe(false);
    const token = linkTokenIn((await lastMessageTo(server.db, 'verifyme@example.co.ke', 'verify-email'))!.body);
    // Opened in any browser, signed in or not.
    const res = await server.client().gql('mutation ($t: String!) { verifyEmail(input: { token: $t }) { success message } }', { t: token });
    expect(res.data.verifyEmail).toEqual({ success: true, message: 'Your e-mail address is verified.' });
    expect((await c.gql('{ me { emailVerified } }')).data.me.emailVerified).toBe(true);
    const again = await server.client().rest('POST', '/api/auth/verify-email', { token });
    expect(again.status).toBe(400);
  });

  it('a link for an address the account no longer has proves nothing about the new one', async () => {
    const { client, user } = await signedIn(server, 7);
    await client.gql('mutation { resendVerificationEmail { success } }');
    const oldToken = linkTokenIn((await lastMessageTo(server.db, user.email, 'verify-email'))!.body);
    const change = await client.gql('mutation ($i: UpdateProfileInput!) { updateProfile(input: $i) { user { email emailVerified } } }', {
      i: { firstName: 'A', lastName: 'B', email: 'moved7@example.co.ke', phone: user.phone, currentPassword: user.password },
    });
    expect(change.data.updateProfile.user).toEqual({ email: 'moved7@example.co.ke', emailVerified: false });
    expect((await server.client().rest('POST', '/api/auth/verify-email', { token: oldToken })).status).toBe(400);
    expect((await lastMessageTo(server.db, user.email, 'security-notice'))!.body).toContain('moved7@example.co.ke');
    const newToken = linkTokenIn((await lastMessageTo(server.db, 'moved7@example.co.ke', 'verify-email'))!.body);
    expect((await server.client().rest('POST', '/api/auth/verify-email', { token: newToken })).status).toBe(200);
  });

  it('resending is limited to 3 an hour', async () => {
    const { client } = await signedIn(server, 8);
    const replies = await Promise.all(Array.from({ length: 4 }, () => client.gql('mutation { resendVerificationEmail { success } }')));
    expect(replies.filter((r) => r.errors?.[0]?.extensions?.code === 'TOO_MANY_REQUESTS')).toHaveLength(1);
  });
});
