import fs from 'node:fs';
import path from 'node:path';
import { prizeText } from './competition';
import { formatAmount, formatKsh } from './money';

describe('the one money formatter', () => {
  it.each([
    [500_000, {}, 'KSh 5,000.00'],
    [500_000, { whole: true }, 'KSh 5,000'],
    [16_500_000, { whole: true }, 'KSh 165,000'],
    [169_150, {}, 'KSh 1,691.50'],
    [85, {}, 'KSh 0.85'],
  ])('formats %i cents (%j) as %s', (cents, opts, text) => {
    expect(formatKsh(cents, opts)).toBe(text);
  });

  // Intl.NumberFormat('en-KE') is the reference: the formatter writes whole cents by hand (to spare
  // a page the locale data), and must write exactly what Intl writes, roundings and signs included.
  it('writes every amount exactly as Intl.NumberFormat en-KE does', () => {
    const cents = new Intl.NumberFormat('en-KE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const whole = new Intl.NumberFormat('en-KE', { maximumFractionDigits: 0 });
    const samples = [0, -0, 1, 5, 49, 50, 51, 99, 100, 149, 150, 250, 999_949, 999_950, 99_999_999, 100_000_000, 123_456_789_012, 99_999_999_999_999, -1, -50, -150, -123_456, 12.5, 0.4, -0.4];
    let seed = 7;
    for (let i = 0; i < 2000; i++) {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      samples.push(seed % 10 ** (1 + (i % 12)), -(seed % 100_000));
    }
    for (const c of samples) {
      expect([c, formatKsh(c)]).toEqual([c, `KSh ${cents.format(c / 100)}`]);
      expect([c, formatKsh(c, { whole: true })]).toEqual([c, `KSh ${whole.format(c / 100)}`]);
      expect([c, formatAmount(c)]).toEqual([c, cents.format(c / 100)]);
    }
  });

  it("writes the public prize text with thousands separators: 'KSh 5,000 Airtime'", () => {
    expect(prizeText('KSh 5,000 airtime plus a 50 GB data bundle', 5000)).toBe('KSh 5,000 Airtime');
    expect(prizeText('Airtime', 500)).toBe('KSh 500 Airtime');
    expect(prizeText('Apple MacBook Air 13-inch (M3)', 165000)).toBe('Apple MacBook Air 13-inch (M3)');
  });
});

/**
 * A guard against the next hand-made amount: no source file outside the formatters builds a KSh
 * text from a number ("KSh ${n}", "KSh {n}" in JSX, toLocaleString/toFixed next to "KSh").
 * Literal prose ("KSh 0.40 per GB") is fine; interpolating a figure is not.
 */
describe('every KSh amount goes through formatKsh', () => {
  const root = path.resolve(__dirname, '../../..');
  const files = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) return e.name === 'generated' || e.name === 'gql' || e.name === 'node_modules' ? [] : files(p);
      return /\.(ts|tsx)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [p] : [];
    });
  // The invoice export keeps its own integer-arithmetic copy (billing module, formats the same way).
  const allowed = new Set(['api/src/contracts/money.ts', 'api/src/modules/billing/invoice-export.ts']);
  const handMade = /KSh\s*\$\{|KSh \{|KSh[^'"`\n]{0,40}(toLocaleString|toFixed)\(/;

  it('finds none in web/src and api/src', () => {
    const offenders = [...files(path.join(root, 'web/src')), ...files(path.join(root, 'api/src'))]
      .map((f) => path.relative(root, f))
      .filter((f) => !allowed.has(f))
      .flatMap((f) => fs.readFileSync(path.join(root, f), 'utf8').split('\n').map((line, i) => [f, i + 1, line] as const))
      .filter(([, , line]) => handMade.test(line) && !/^\s*(\*|\/\*\*|\/\/)/.test(line))
      .map(([f, n, line]) => `${f}:${n}: ${line.trim()}`);
    expect(offenders).toEqual([]);
  });
});
