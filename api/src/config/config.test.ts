import { readConfig } from './config';

const base = { DATA_DIR: '/tmp/mw-config-test' };

describe('production defaults that cannot leak', () => {
  it('seeds no demo in production unless asked, and refuses to without the second flag', () => {
    expect(readConfig({ ...base }).seedDemo).toBe(false); // NODE_ENV defaults to production
    expect(readConfig({ ...base, NODE_ENV: 'production', SEED_DEMO: 'false' }).seedDemo).toBe(false);
    expect(() => readConfig({ ...base, NODE_ENV: 'production', SEED_DEMO: 'true' })).toThrow(/published passwords.*ALLOW_DEMO_SEED_IN_PRODUCTION=true/);
    expect(readConfig({ ...base, NODE_ENV: 'production', SEED_DEMO: 'true', ALLOW_DEMO_SEED_IN_PRODUCTION: 'true' }).seedDemo).toBe(true);
  });

  it('keeps the one-command demo in development', () => {
    expect(readConfig({ ...base, NODE_ENV: 'development' }).seedDemo).toBe(true);
    expect(readConfig({ ...base, NODE_ENV: 'development', SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it('promotes an existing account at bootstrap only when told to', () => {
    const admin = { ADMIN_EMAIL: 'ops@example.co.ke', ADMIN_PASSWORD: 'S0me!Strong#Pass' };
    expect(readConfig({ ...base, ...admin }).bootstrapAdmin).toEqual({ email: 'ops@example.co.ke', password: 'S0me!Strong#Pass', promoteExisting: false });
    expect(readConfig({ ...base, ...admin, ADMIN_PROMOTE_EXISTING: 'true' }).bootstrapAdmin?.promoteExisting).toBe(true);
  });

  it('derives the mail From from PUBLIC_URL unless MAIL_FROM is set', () => {
    expect(readConfig({ ...base, PUBLIC_URL: 'https://portal.mawingu.cloud' }).mailFrom).toBe('Mawingu Cloud <noreply@portal.mawingu.cloud>');
    expect(readConfig({ ...base, MAIL_FROM: 'Ops <ops@mawingu.cloud>' }).mailFrom).toBe('Ops <ops@mawingu.cloud>');
  });

  it('rejects nonsense with the variable named', () => {
    expect(() => readConfig({ ...base, SHUTDOWN_TIMEOUT_SECONDS: '0' })).toThrow(/SHUTDOWN_TIMEOUT_SECONDS/);
    expect(() => readConfig({ ...base, SEED_DEMO: 'yes' })).toThrow(/SEED_DEMO/);
  });
});
