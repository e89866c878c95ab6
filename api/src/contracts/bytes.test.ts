import { BYTES_PER_GB, formatBytes, formatGb } from './bytes';

const MB = 1024 * 1024;

describe('formatBytes: one unit rule for every stored figure', () => {
  it.each([
    [0, '0 B'],
    [15, '15 B'],
    [1536, '1.5 KB'],
    [3 * MB, '3 MB'],
    [20_000_000, '19.07 MB'],
    [20 * MB, '20 MB'],
    [1023.999 * 1024, '1 MB'],
    [10 * BYTES_PER_GB, '10 GB'],
    [182.4 * BYTES_PER_GB, '182.4 GB'],
    [2.5 * 1024 * BYTES_PER_GB, '2.5 TB'],
    [-5, '0 B'],
    [Number.NaN, '0 B'],
  ])('%d bytes is %s', (n, text) => expect(formatBytes(n)).toBe(text));

  it('writes GB figures below 1 GB in MB, never as 0 GB', () => {
    expect(formatGb(20 / 1024)).toBe('20 MB');
    expect(formatGb(50)).toBe('50 GB');
    expect(formatGb(0.0186)).toBe('19.05 MB');
  });
});
