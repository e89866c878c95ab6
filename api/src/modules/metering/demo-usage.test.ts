import { demoUsageAt, generateDemoUsage, mulberry32, type DemoProfile } from './demo-usage';

const NOW_HOUR = Math.floor(Date.UTC(2026, 2, 18, 12) / 3_600_000);
const objects: DemoProfile = { serviceId: 1, serviceType: 'Object Storage', storageAmount: 500, region: 'kenya', startHour: NOW_HOUR - 120 * 24 };
const backups: DemoProfile = { serviceId: 2, serviceType: 'Backup Storage', storageAmount: 200, region: 'multi_region', startHour: NOW_HOUR - 95 * 24 };
const FROM = NOW_HOUR - 90 * 24;

/** Nairobi local hour (UTC+3) and weekday of an hour index. */
const local = (hour: number) => new Date(hour * 3_600_000 + 3 * 3_600_000);

describe('demo usage generator', () => {
  it('is deterministic and never uses Math.random', () => {
    const spy = jest.spyOn(Math, 'random');
    const a = generateDemoUsage(objects, FROM, NOW_HOUR);
    const b = generateDemoUsage(objects, FROM, NOW_HOUR);
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
    expect(a).toEqual(b);
    expect(demoUsageAt(objects, NOW_HOUR - 5)).toEqual(a[a.length - 5]);
  });

  it('gives 90 days of hourly rows, none before the service started', () => {
    expect(generateDemoUsage(objects, FROM, NOW_HOUR)).toHaveLength(90 * 24);
    const young = { ...objects, startHour: NOW_HOUR - 10 * 24 };
    const rows = generateDemoUsage(young, FROM, NOW_HOUR);
    expect(rows).toHaveLength(10 * 24);
    expect(rows[0]!.hourIndex).toBe(young.startHour);
  });

  it('produces valid figures: whole requests, errors ≤ requests, uptime ≤ 100, nothing negative', () => {
    for (const p of [objects, backups]) {
      for (const r of generateDemoUsage(p, FROM, NOW_HOUR)) {
        expect(Number.isInteger(r.requests) && Number.isInteger(r.errors)).toBe(true);
        expect(r.errors).toBeLessThanOrEqual(r.requests);
        expect(r.uptimePercent).toBeLessThanOrEqual(100);
        expect(Math.min(r.storedGb, r.avgLatencyMs, r.egressGb.kenya, r.egressGb['east-africa'], r.egressGb.africa)).toBeGreaterThanOrEqual(0);
        expect(r.storedGb).toBeLessThanOrEqual(p.storageAmount);
      }
    }
  });

  it('follows a daily and weekly rhythm and grows over time', () => {
    const rows = generateDemoUsage(objects, FROM, NOW_HOUR);
    const avg = (pred: (h: number) => boolean) => {
      const xs = rows.filter((r) => pred(r.hourIndex)).map((r) => r.requests);
      return xs.reduce((s, x) => s + x, 0) / xs.length;
    };
    const weekday = (h: number) => ![0, 6].includes(local(h).getUTCDay());
    expect(avg((h) => weekday(h) && local(h).getUTCHours() === 15)).toBeGreaterThan(2 * avg((h) => weekday(h) && local(h).getUTCHours() === 4));
    expect(avg((h) => weekday(h))).toBeGreaterThan(1.3 * avg((h) => !weekday(h)));
    expect(avg((h) => h >= NOW_HOUR - 14 * 24)).toBeGreaterThan(avg((h) => h < FROM + 14 * 24));
  });

  it('fills the backup service to over 90 % of its size (so a storage alert fires) and has occasional error spikes', () => {
    const rows = generateDemoUsage(backups, FROM, NOW_HOUR);
    expect(rows[rows.length - 1]!.storedGb / backups.storageAmount).toBeGreaterThan(0.9);
    const spikes = [...rows, ...generateDemoUsage(objects, FROM, NOW_HOUR)].filter((r) => r.requests >= 100 && r.errors / r.requests > 0.05);
    expect(spikes.length).toBeGreaterThan(2);
    expect(spikes.length).toBeLessThan(60);
  });

  it('mulberry32 is a uniform-looking PRNG in [0, 1)', () => {
    const next = mulberry32(42);
    const xs = Array.from({ length: 10_000 }, next);
    expect(Math.min(...xs)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...xs)).toBeLessThan(1);
    expect(Math.abs(xs.reduce((s, x) => s + x, 0) / xs.length - 0.5)).toBeLessThan(0.02);
  });
});
