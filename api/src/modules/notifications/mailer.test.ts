import { startTestRelay, type TestRelay } from '../../test/smtp-relay';
import { EmailTransport, transportsFor } from './transports';

const FROM = 'Mawingu Cloud <noreply@mawingu.cloud>';
const MESSAGE = { to: 'wanjiku@example.co.ke', subject: 'Verify your e-mail', body: 'Hello Wanjiku,\n.\nA line with a lone dot above.' };

describe('e-mail through nodemailer, against a real SMTP server', () => {
  let relay: TestRelay;
  afterEach(() => relay?.close());

  it('upgrades with STARTTLS before AUTH, and delivers with From, Message-ID and the body intact', async () => {
    relay = await startTestRelay();
    const transport = transportsFor({ smtpUrl: relay.url({ user: 'relay', pass: 'relay-pass' }), mailFrom: FROM, smtpTlsCaFile: relay.certFile }).email as EmailTransport;
    const messageId = await transport.send(MESSAGE);
    transport.close();

    expect(relay.auths).toEqual([{ user: 'relay', pass: 'relay-pass', secure: true }]);
    expect(relay.mails).toHaveLength(1);
    const [mail] = relay.mails;
    expect(mail!.secure).toBe(true);
    expect(mail!.from).toBe('noreply@mawingu.cloud');
    expect(mail!.to).toEqual(['wanjiku@example.co.ke']);
    expect(mail!.raw).toMatch(/^From: Mawingu Cloud <noreply@mawingu\.cloud>$/m);
    expect(mail!.raw).toMatch(/^Subject: Verify your e-mail$/m);
    expect(messageId).toMatch(/^<[0-9a-f-]{36}@mawingu\.cloud>$/);
    expect(mail!.raw).toContain(`Message-ID: ${messageId}`);
    expect(mail!.raw).toMatch(/A line with a lone dot above\./);
  });

  it('never sends the password to a relay that does not offer STARTTLS', async () => {
    relay = await startTestRelay({ hideSTARTTLS: true, disabledCommands: ['STARTTLS'] });
    const transport = transportsFor({ smtpUrl: relay.url({ user: 'relay', pass: 'relay-pass' }), mailFrom: FROM, smtpTlsCaFile: relay.certFile }).email as EmailTransport;
    await expect(transport.send(MESSAGE)).rejects.toThrow(/STARTTLS|TLS/i);
    transport.close();
    expect(relay.auths).toEqual([]);
    expect(relay.mails).toEqual([]);
  });

  it('refuses a relay whose certificate it cannot verify (no silent downgrade)', async () => {
    relay = await startTestRelay();
    const transport = new EmailTransport({ smtpUrl: relay.url({ user: 'relay', pass: 'relay-pass' }), from: FROM });
    await expect(transport.send(MESSAGE)).rejects.toThrow(/certificate/i);
    transport.close();
    expect(relay.auths).toEqual([]);
  });

  it('a relay without credentials may be used without TLS (nothing secret crosses it)', async () => {
    relay = await startTestRelay({ hideSTARTTLS: true, disabledCommands: ['STARTTLS'] });
    const transport = transportsFor({ smtpUrl: relay.url(), mailFrom: FROM }).email as EmailTransport;
    await transport.send(MESSAGE);
    transport.close();
    expect(relay.mails).toHaveLength(1);
    expect(relay.auths).toEqual([]);
  });

  it('SMTP_URL must be smtp:// or smtps://', () => {
    expect(() => transportsFor({ smtpUrl: 'http://relay.example.com', mailFrom: FROM })).toThrow(/smtp:\/\//);
  });
});
