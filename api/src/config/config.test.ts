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

describe('trusted proxies (TRUST_PROXY, S3_TRUST_PROXY) and local egress', () => {
  it('trusts nobody and counts no client as local by default', () => {
    const cfg = readConfig({ ...base });
    expect(cfg.trustProxy).toEqual({ kind: 'none' });
    expect(cfg.s3.trustProxy).toEqual({ kind: 'none' });
    expect(cfg.s3.localEgressCidrs).toEqual([]);
  });

  it('reads a hop count or a list of addresses, CIDRs and range names, for each listener on its own', () => {
    const cfg = readConfig({ ...base, TRUST_PROXY: '1', S3_TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,loopback,::1' });
    expect(cfg.trustProxy).toEqual({ kind: 'hops', hops: 1 });
    expect(cfg.s3.trustProxy).toEqual({ kind: 'addresses', entries: ['10.0.0.5', '10.1.0.0/16', 'loopback', '::1'] });
    expect(readConfig({ ...base, TRUST_PROXY: 'false' }).trustProxy).toEqual({ kind: 'none' });
    expect(readConfig({ ...base, TRUST_PROXY: '0' }).trustProxy).toEqual({ kind: 'none' });
  });

  it('refuses TRUST_PROXY=true (and S3_TRUST_PROXY=true) in production, saying what to set instead', () => {
    for (const name of ['TRUST_PROXY', 'S3_TRUST_PROXY']) {
      expect(() => readConfig({ ...base, NODE_ENV: 'production', [name]: 'true' })).toThrow(
        new RegExp(`${name}=true believes the X-Forwarded-For of every client.*Set the number of proxies in front \\(e\\.g\\. 1\\) or their addresses`),
      );
    }
    // Outside production it is allowed (start-up warns about it).
    expect(readConfig({ ...base, NODE_ENV: 'development', TRUST_PROXY: 'true' }).trustProxy).toEqual({ kind: 'all' });
  });

  it('names the variable and the entry when a list is malformed', () => {
    expect(() => readConfig({ ...base, TRUST_PROXY: 'proxy.example.co.ke' })).toThrow(/TRUST_PROXY: "proxy.example.co.ke" is not a hop count, an address, a CIDR/);
    expect(() => readConfig({ ...base, S3_TRUST_PROXY: '10.0.0.0/33' })).toThrow(/S3_TRUST_PROXY: "10.0.0.0\/33"/);
    expect(() => readConfig({ ...base, TRUST_PROXY: '99' })).toThrow(/TRUST_PROXY=99: a hop count/);
  });
});

describe('billing configuration', () => {
  it('reads the VAT rate in basis points (default 16 %), up to two decimals', () => {
    expect(readConfig({ ...base }).billing.vatRateBasisPoints).toBe(1600);
    expect(readConfig({ ...base, VAT_RATE_PERCENT: '8' }).billing.vatRateBasisPoints).toBe(800);
    expect(readConfig({ ...base, VAT_RATE_PERCENT: '16.5' }).billing.vatRateBasisPoints).toBe(1650);
    expect(readConfig({ ...base, VAT_RATE_PERCENT: '0' }).billing.vatRateBasisPoints).toBe(0);
    for (const bad of ['-1', '101', '16.125', 'sixteen']) expect(() => readConfig({ ...base, VAT_RATE_PERCENT: bad })).toThrow(/Invalid configuration: VAT_RATE_PERCENT/);
  });

  it('checks the seller and payment details, and wants the bank details together', () => {
    const ok = readConfig({ ...base, BILLING_PROVIDER_KRA_PIN: 'p051234567q', BILLING_MPESA_PAYBILL: '522533', BILLING_BANK_NAME: 'Equity Bank', BILLING_BANK_ACCOUNT_NAME: 'Mawingu Cloud Ltd', BILLING_BANK_ACCOUNT_NUMBER: '1180281234567', BILLING_BANK_SWIFT: 'eqblkena' });
    expect(ok.billing).toMatchObject({ provider: { name: 'Mawingu Cloud', kraPin: 'P051234567Q' }, mpesaPaybill: '522533', bank: { name: 'Equity Bank', accountNumber: '1180281234567', swift: 'EQBLKENA' } });
    expect(readConfig({ ...base }).billing).toEqual({ vatRateBasisPoints: 1600, provider: { name: 'Mawingu Cloud', kraPin: undefined, address: undefined }, mpesaPaybill: undefined, storageHoldAfterDays: 14, bank: undefined });
    // Storage goes on hold 14 days after an unpaid invoice's due date unless set (1 to 365 days).
    expect(readConfig({ ...base, STORAGE_HOLD_AFTER_DAYS: '30' }).billing.storageHoldAfterDays).toBe(30);
    expect(() => readConfig({ ...base, STORAGE_HOLD_AFTER_DAYS: '0' })).toThrow(/STORAGE_HOLD_AFTER_DAYS/);
    expect(() => readConfig({ ...base, BILLING_PROVIDER_KRA_PIN: '123456789' })).toThrow(/BILLING_PROVIDER_KRA_PIN: a KRA PIN is a letter, 9 digits and a letter/);
    expect(() => readConfig({ ...base, BILLING_MPESA_PAYBILL: '12ab' })).toThrow(/BILLING_MPESA_PAYBILL/);
    expect(() => readConfig({ ...base, BILLING_BANK_NAME: 'Equity Bank' })).toThrow(/bank transfer details need BILLING_BANK_NAME, BILLING_BANK_ACCOUNT_NAME and BILLING_BANK_ACCOUNT_NUMBER together/);
  });
});

describe('storage plane', () => {
  const ceph = { STORAGE_PLANE: 'ceph', CEPH_RGW_URL: 'http://rgw.internal:7480/', CEPH_RGW_ADMIN_ACCESS_KEY: 'PORTALADMIN', CEPH_RGW_ADMIN_SECRET_KEY: 'secret' };
  it('is the embedded gateway unless STORAGE_PLANE=ceph; then customers are told the RGW endpoint unless S3_PUBLIC_URL says otherwise', () => {
    expect(readConfig({ ...base }).storagePlane).toEqual({ kind: 'embedded' });
    const c = readConfig({ ...base, ...ceph });
    expect(c.storagePlane).toEqual({ kind: 'ceph', rgwUrl: 'http://rgw.internal:7480', adminAccessKey: 'PORTALADMIN', adminSecretKey: 'secret', front: false });
    expect(c.s3.publicUrl).toBe('http://rgw.internal:7480');
    expect(readConfig({ ...base, ...ceph, S3_PUBLIC_URL: 'https://s3.nbo1.example-storage.co.ke' }).s3.publicUrl).toBe('https://s3.nbo1.example-storage.co.ke');
    // With the portal's front of RGW, customers are told the front (S3_PORT) unless S3_PUBLIC_URL says otherwise.
    const fronted = readConfig({ ...base, ...ceph, CEPH_S3_FRONT: 'on', S3_PORT: '9443' });
    expect([fronted.storagePlane, fronted.s3.publicUrl]).toEqual([expect.objectContaining({ kind: 'ceph', front: true }), 'http://localhost:9443']);
    expect(() => readConfig({ ...base, ...ceph, CEPH_S3_FRONT: 'yes' })).toThrow(/CEPH_S3_FRONT/);
  });

  it('names what a Ceph plane is missing, and refuses settings that mean nothing there', () => {
    expect(() => readConfig({ ...base, STORAGE_PLANE: 'ceph', CEPH_RGW_URL: 'http://rgw:7480' })).toThrow('Invalid configuration: STORAGE_PLANE=ceph needs CEPH_RGW_ADMIN_ACCESS_KEY, CEPH_RGW_ADMIN_SECRET_KEY');
    expect(() => readConfig({ ...base, ...ceph, STORAGE_BACKEND_URL: 'http://k:s@other:9000/b' })).toThrow(/STORAGE_BACKEND_URL is the embedded gateway's blob store/);
    expect(() => readConfig({ ...base, STORAGE_PLANE: 'rados' })).toThrow(/STORAGE_PLANE/);
    expect(() => readConfig({ ...base, ...ceph, CEPH_RGW_URL: 'rgw:7480' })).toThrow(/CEPH_RGW_URL/);
  });
});
