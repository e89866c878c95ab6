import { unitsFor } from './units';

/** Issue 31 item 1: figures are written in the dashboard's language, not always in English. */
describe('dashboard figures per language', () => {
  const MB20 = 20 * 1024 * 1024;
  it('English: B/KB/MB/GB, a point for decimals, 99.95%', () => {
    const u = unitsFor('en');
    expect(u.formatBytes(MB20)).toBe('20 MB');
    expect(u.formatBytes(1_572_864)).toBe('1.5 MB');
    expect(u.formatGB(1536)).toBe('1.5 TB');
    expect(u.formatPercent(99.95, 2)).toBe('99.95%');
    expect(u.formatCount(1234)).toBe('1,234');
    expect(u.formatMs(1234)).toBe('1,234 ms');
  });

  it('French: octets (o, Ko, Mo, Go, To), a comma for decimals, a space before %', () => {
    const u = unitsFor('fr');
    expect(u.formatBytes(MB20)).toBe('20\u00a0Mo');
    expect(u.formatBytes(1_572_864)).toBe('1,5\u00a0Mo');
    expect(u.formatBytes(15)).toBe('15\u00a0o');
    expect(u.formatGB(1536)).toBe('1,5\u00a0To');
    expect(u.formatPercent(99.95, 2)).toMatch(/^99,95[\u00a0\u202f]%$/);
    expect(u.formatCount(1234)).toMatch(/^1[\u00a0\u202f]234$/);
  });

  it('Kiswahili: the English unit symbols', () => {
    const u = unitsFor('sw');
    expect(u.formatBytes(MB20)).toBe('20 MB');
    expect(u.formatBytes(1_572_864)).toBe('1.5 MB');
  });
});
