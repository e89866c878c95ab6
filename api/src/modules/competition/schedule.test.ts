import { currentPeriod, lastClosedPeriod, nextDrawTime, periodKey, periodProgress, previousDrawTime, upcomingPeriod } from './schedule';

// Africa/Nairobi is UTC+3 all year, so 20:00 EAT is 17:00 UTC.
const utc = (s: string) => new Date(s);

describe('draw schedule in Africa/Nairobi time', () => {
  it('daily draws are at 20:00 EAT (17:00 UTC)', () => {
    expect(nextDrawTime('daily', utc('2026-03-10T10:00:00Z')).toISOString()).toBe('2026-03-10T17:00:00.000Z');
    expect(nextDrawTime('daily', utc('2026-03-10T17:00:00Z')).toISOString()).toBe('2026-03-11T17:00:00.000Z');
    // 22:30 UTC on the 10th is already the 11th in Nairobi (01:30 EAT)
    expect(nextDrawTime('daily', utc('2026-03-10T22:30:00Z')).toISOString()).toBe('2026-03-11T17:00:00.000Z');
    expect(previousDrawTime('daily', utc('2026-03-10T17:00:00Z')).toISOString()).toBe('2026-03-09T17:00:00.000Z');
  });

  it('weekly draws are on Sunday at 20:00 EAT', () => {
    // 2026-03-11 is a Wednesday; the next Sunday is the 15th
    expect(nextDrawTime('weekly', utc('2026-03-11T09:00:00Z')).toISOString()).toBe('2026-03-15T17:00:00.000Z');
    expect(nextDrawTime('weekly', utc('2026-03-15T17:00:00Z')).toISOString()).toBe('2026-03-22T17:00:00.000Z');
    expect(previousDrawTime('weekly', utc('2026-03-15T16:59:59Z')).toISOString()).toBe('2026-03-08T17:00:00.000Z');
    expect(new Date(nextDrawTime('weekly', utc('2026-07-01T00:00:00Z')).getTime() + 3 * 3600_000).getUTCDay()).toBe(0);
  });

  it('monthly draws are on the first Monday of the month at 20:00 EAT', () => {
    // First Mondays: 2026-03-02, 2026-04-06, 2026-06-01, 2026-12-07, 2027-01-04
    expect(nextDrawTime('monthly', utc('2026-03-01T00:00:00Z')).toISOString()).toBe('2026-03-02T17:00:00.000Z');
    expect(nextDrawTime('monthly', utc('2026-03-02T17:00:00Z')).toISOString()).toBe('2026-04-06T17:00:00.000Z');
    expect(nextDrawTime('monthly', utc('2026-05-20T00:00:00Z')).toISOString()).toBe('2026-06-01T17:00:00.000Z');
    expect(nextDrawTime('monthly', utc('2026-12-08T00:00:00Z')).toISOString()).toBe('2027-01-04T17:00:00.000Z');
    expect(previousDrawTime('monthly', utc('2026-04-01T00:00:00Z')).toISOString()).toBe('2026-03-02T17:00:00.000Z');
    expect(previousDrawTime('monthly', utc('2026-03-02T17:00:00Z')).toISOString()).toBe('2026-02-02T17:00:00.000Z');
  });

  it('names periods by the local date of their draw', () => {
    expect(periodKey('daily', utc('2026-03-10T17:00:00Z'))).toBe('2026-03-10');
    expect(periodKey('weekly', utc('2026-11-22T17:00:00Z'))).toBe('2026-W47');
    expect(periodKey('weekly', utc('2027-01-03T17:00:00Z'))).toBe('2026-W53');
    expect(periodKey('monthly', utc('2026-12-07T17:00:00Z'))).toBe('2026-12');
  });
});

describe('periods of a promotion', () => {
  const promo = { drawType: 'daily' as const, startDate: utc('2026-03-10T06:00:00Z'), endDate: utc('2026-03-13T12:00:00Z') };

  it('the first period starts at the promotion start', () => {
    const p = currentPeriod(promo, utc('2026-03-10T08:00:00Z'))!;
    expect(p).toEqual({ key: '2026-03-10', start: promo.startDate, drawAt: utc('2026-03-10T17:00:00Z') });
    expect(currentPeriod(promo, utc('2026-03-01T00:00:00Z'))!.key).toBe('2026-03-10');
  });

  it('later periods run from one draw to the next; none is open after the last draw before the end', () => {
    expect(currentPeriod(promo, utc('2026-03-11T18:00:00Z'))).toEqual({ key: '2026-03-12', start: utc('2026-03-11T17:00:00Z'), drawAt: utc('2026-03-12T17:00:00Z') });
    expect(currentPeriod(promo, utc('2026-03-12T18:00:00Z'))).toBeNull();
  });

  it('the last closed period is what the scheduler draws', () => {
    expect(lastClosedPeriod(promo, utc('2026-03-10T16:59:00Z'))).toBeNull();
    expect(lastClosedPeriod(promo, utc('2026-03-10T17:00:00Z'))!.key).toBe('2026-03-10');
    expect(lastClosedPeriod(promo, utc('2026-03-11T17:00:30Z'))!.key).toBe('2026-03-11');
    expect(lastClosedPeriod(promo, utc('2026-04-01T00:00:00Z'))!.key).toBe('2026-03-12');
  });

  it('progress is the elapsed fraction of the period', () => {
    const p = { key: 'k', start: utc('2026-03-10T17:00:00Z'), drawAt: utc('2026-03-11T17:00:00Z') };
    expect(periodProgress(p, utc('2026-03-11T05:00:00Z'))).toBeCloseTo(0.5);
    expect(periodProgress(p, utc('2026-03-12T00:00:00Z'))).toBe(1);
  });
});

describe('upcomingPeriod', () => {
  const p = { drawType: 'daily' as const, startDate: utc('2026-03-01T00:00:00Z'), endDate: utc('2026-03-31T00:00:00Z') };
  const now = utc('2026-03-10T10:00:00Z');

  it('is the open period while it is not settled', () => {
    expect(upcomingPeriod(p, now, new Set())).toEqual(currentPeriod(p, now));
  });

  it('moves past periods drawn ahead of their draw time, to the first one that is not', () => {
    expect(upcomingPeriod(p, now, new Set(['2026-03-10']))).toMatchObject({ key: '2026-03-11', start: utc('2026-03-10T17:00:00Z'), drawAt: utc('2026-03-11T17:00:00Z') });
    expect(upcomingPeriod(p, now, new Set(['2026-03-10', '2026-03-11']))?.key).toBe('2026-03-12');
  });

  it('is null when the settled period was the last before the end date', () => {
    const ending = { ...p, endDate: utc('2026-03-10T18:00:00Z') };
    expect(upcomingPeriod(ending, now, new Set(['2026-03-10']))).toBeNull();
  });
});
