import { readConfig } from './config';
import { registrableDomain, startupWarnings } from './startup-warnings';

const base = { DATA_DIR: '/tmp/mw-config-test' };

describe('registrable domains (the site browsers group cookies by)', () => {
  it.each([
    ['portal.example.co.ke', 'example.co.ke'],
    ['s3.nbo1.example.co.ke', 'example.co.ke'],
    ['example.co.ke', 'example.co.ke'],
    ['s3.example.or.ke', 'example.or.ke'],
    ['files.mawingu.co.tz', 'mawingu.co.tz'],
    ['a.b.example.co.ug', 'example.co.ug'],
    ['portal.example.co.za', 'example.co.za'],
    ['s3.nbo1.mawingu.cloud', 'mawingu.cloud'],
    ['portal.mawingu.cloud', 'mawingu.cloud'],
    ['portal.example.com', 'example.com'],
    ['S3.Example.NET.', 'example.net'],
    ['mawingu.ke', 'mawingu.ke'],
    ['localhost', 'localhost'],
    ['127.0.0.1', '127.0.0.1'],
    ['[::1]', '::1'],
  ])('%s → %s', (host, site) => expect(registrableDomain(host)).toBe(site));
});

describe('start-up warnings', () => {
  it('warns when LIFECYCLE_DEBUG_DAY_SECONDS shortens lifecycle days, and not when it is unset', () => {
    expect(startupWarnings(readConfig({ ...base, LIFECYCLE_DEBUG_DAY_SECONDS: '5' }))).toEqual([expect.stringMatching(/^LIFECYCLE_DEBUG_DAY_SECONDS=5: .*For tests only/)]);
    expect(startupWarnings(readConfig({ ...base, LIFECYCLE_DEBUG_DAY_SECONDS: '' }))).toEqual([]);
    expect(() => readConfig({ ...base, LIFECYCLE_DEBUG_DAY_SECONDS: '0' })).toThrow(/LIFECYCLE_DEBUG_DAY_SECONDS/);
  });

  it('warns when S3_PUBLIC_URL is on the portal\'s site, and says why and what to do', () => {
    const shared = startupWarnings(readConfig({ ...base, PUBLIC_URL: 'https://portal.example.co.ke', S3_PUBLIC_URL: 'https://s3.example.co.ke' }));
    expect(shared).toEqual([expect.stringMatching(/^S3_PUBLIC_URL \(s3\.example\.co\.ke\) is on the portal's own site \(example\.co\.ke\).*separate registrable domain/)]);
    expect(startupWarnings(readConfig({ ...base, PUBLIC_URL: 'https://portal.mawingu.cloud', S3_PUBLIC_URL: 'https://s3.nbo1.mawingu.cloud' }))).toHaveLength(1);
  });

  it('is quiet for an S3 endpoint on its own registrable domain, or without a PUBLIC_URL', () => {
    expect(startupWarnings(readConfig({ ...base, PUBLIC_URL: 'https://portal.example.co.ke', S3_PUBLIC_URL: 'https://s3.example-storage.co.ke' }))).toEqual([]);
    // Two customers under .co.ke are two sites.
    expect(startupWarnings(readConfig({ ...base, PUBLIC_URL: 'https://mawingu.co.ke', S3_PUBLIC_URL: 'https://mawingustorage.co.ke' }))).toEqual([]);
    expect(startupWarnings(readConfig({ ...base }))).toEqual([]);
  });

  it('warns about TRUST_PROXY=true outside production (production refuses it)', () => {
    const warnings = startupWarnings(readConfig({ ...base, NODE_ENV: 'development', TRUST_PROXY: 'true', S3_TRUST_PROXY: 'true' }));
    expect(warnings).toEqual([expect.stringMatching(/^TRUST_PROXY=true believes/), expect.stringMatching(/^S3_TRUST_PROXY=true believes/)]);
  });
});
