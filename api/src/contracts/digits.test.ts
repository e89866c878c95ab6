import { groupDigits } from './digits';

describe('groupDigits', () => {
  it('writes whole numbers exactly as Intl en-US does', () => {
    const intl = new Intl.NumberFormat('en-US');
    const samples = [0, 1, 12, 123, 1_000, 12_345, 999_999, 1_000_000, 5_000, 1_234_567_890, Number.MAX_SAFE_INTEGER];
    for (let n = 1; n < 1e15; n = n * 7 + 3) samples.push(n);
    for (const n of samples) expect([n, groupDigits(n)]).toEqual([n, intl.format(n)]);
  });

  it('falls back to Intl for what is not a whole number >= 0', () => {
    expect(groupDigits(-1234)).toBe('-1,234');
    expect(groupDigits(1234.5)).toBe('1,234.5');
    expect(groupDigits(1990.12345)).toBe('1,990.123');
  });
});
