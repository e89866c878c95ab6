import { bucketStarts, changePercent, rangeWindows } from './time-ranges';

describe('dashboard ranges', () => {
  const now = new Date('2026-03-18T12:34:56Z');
  const hour = (iso: string) => new Date(iso).getTime() / 3_600_000;

  it('covers the last complete hours and the same length before', () => {
    const w = rangeWindows('h24', now);
    expect(w.current).toEqual({ from: hour('2026-03-17T12:00:00Z'), to: hour('2026-03-18T12:00:00Z') });
    expect(w.previous).toEqual({ from: hour('2026-03-16T12:00:00Z'), to: hour('2026-03-17T12:00:00Z') });
    expect(rangeWindows('h1', now).current).toEqual({ from: hour('2026-03-18T11:00:00Z'), to: hour('2026-03-18T12:00:00Z') });
  });

  it.each([
    ['h1', 1, '2026-03-18T11:00:00.000Z'],
    ['h24', 24, '2026-03-17T12:00:00.000Z'],
    ['d7', 28, '2026-03-11T12:00:00.000Z'],
    ['d30', 30, '2026-02-16T12:00:00.000Z'],
    ['d90', 30, '2025-12-18T12:00:00.000Z'],
  ] as const)('%s has %i buckets starting at %s', (range, count, first) => {
    const starts = bucketStarts(rangeWindows(range, now));
    expect(starts).toHaveLength(count);
    expect(starts[0]!.toISOString()).toBe(first);
  });

  it('computes the change to one decimal, null when there is nothing to compare', () => {
    expect(changePercent(115, 100)).toBe(15);
    expect(changePercent(2, 3)).toBe(-33.3);
    expect(changePercent(5, 0)).toBeNull();
    expect(changePercent(5, null)).toBeNull();
  });
});
