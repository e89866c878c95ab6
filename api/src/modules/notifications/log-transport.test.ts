import { LogTransport, transportsFor } from './transports';

/** Issue 31 item 6: in development the README's demo can open the verification link from the log. */
describe('the log transport', () => {
  const message = { to: 'amani@example.co.ke', subject: 'Verify your e-mail address', body: 'Open http://localhost:3000/verify-email#token=abc to verify.' };
  const recorder = () => {
    const lines: { level: string; obj: Record<string, unknown> }[] = [];
    return { lines, log: { info: (obj: object) => void lines.push({ level: 'info', obj: obj as Record<string, unknown> }), debug: (obj: object) => void lines.push({ level: 'debug', obj: obj as Record<string, unknown> }) } };
  };

  it('in development: logs the body (the link) at info', async () => {
    const r = recorder();
    await new LogTransport('log:email', true, r.log as never).send(message);
    expect(r.lines.find((l) => l.obj.body)).toEqual({ level: 'info', obj: expect.objectContaining({ body: expect.stringContaining('#token=abc') }) });
    expect(JSON.stringify(r.lines)).not.toContain('amani@example'); // the recipient stays masked
  });

  it('elsewhere (production, test): the body only at debug', async () => {
    const r = recorder();
    await new LogTransport('log:email', false, r.log as never).send(message);
    expect(r.lines.filter((l) => l.level === 'info' && JSON.stringify(l.obj).includes('token'))).toEqual([]);
    expect(r.lines.find((l) => l.obj.body)?.level).toBe('debug');
  });

  it('transportsFor shows bodies only when NODE_ENV is development', () => {
    const cfg = { smtpUrl: undefined, mailFrom: 'Mawingu <noreply@mawingu.cloud>', smtpTlsCaFile: undefined };
    const shows = (env: 'development' | 'production' | 'test') => (transportsFor({ ...cfg, env }).email as unknown as { showBodies: boolean }).showBodies;
    expect(shows('development')).toBe(true);
    expect(shows('production')).toBe(false);
    expect(shows('test')).toBe(false);
  });
});
