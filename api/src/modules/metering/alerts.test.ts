import { apiMessageOf } from '../../contracts/api-messages';
import { computeAlerts, type AlertInput } from './alerts';
import type { ServiceStats } from './usage-queries';

const stats = (over: Partial<ServiceStats>): ServiceStats => ({
  serviceId: 1, rows: 24, requests: 10_000, errors: 5, egress: { kenya: 0, 'east-africa': 0, africa: 0 }, avgLatencyMs: 60, avgUptimePercent: 100,
  spikeHours: 0, lastSpikeHour: null, peakErrorPercent: 0.1, peakLatencyMs: 80, lastSlowHour: null, dipHours: 0, lastDipHour: null, minUptimePercent: 100, lastHour: 1000, ...over,
});
const svc = (over: Partial<AlertInput>): AlertInput => ({ serviceId: 1, name: 'Photos', storageAmount: 100, active: true, ...over });

describe('monitoring alerts', () => {
  it('raises nothing for a healthy service', () => {
    expect(computeAlerts([svc({ stats: stats({}), latest: { storedGb: 50, hourIndex: 1000 } })])).toEqual([]);
  });

  it.each([
    [{ errors: 600 }, 'high', 'High error rate'],
    [{ errors: 150 }, 'medium', 'Elevated error rate'],
    [{ spikeHours: 2, lastSpikeHour: 990, peakErrorPercent: 7.25 }, 'medium', 'Error spike'],
    [{ avgLatencyMs: 320 }, 'medium', 'Slow responses'],
    [{ lastSlowHour: 995, peakLatencyMs: 640 }, 'low', 'Latency peak'],
    [{ dipHours: 1, lastDipHour: 997, minUptimePercent: 99.5 }, 'low', 'Availability dip'],
  ])('%j gives a %s "%s" alert', (over, severity, title) => {
    const [a, ...rest] = computeAlerts([svc({ stats: stats(over) })]);
    expect(rest).toEqual([]);
    expect(a).toMatchObject({ severity, title, serviceId: '1' });
    // Title and message have stable codes (docs/api-messages.md), for the dashboard's languages.
    expect([apiMessageOf(a!.title)?.code, apiMessageOf(a!.message)?.code].every(Boolean)).toBe(true);
  });

  it('codes the storage alerts and the plural forms of the hour counts', () => {
    const storage = computeAlerts([svc({ latest: { storedGb: 95, hourIndex: 1000 } })])[0]!;
    expect(apiMessageOf(storage.message)?.code).toBe('alertStorageText');
    expect(apiMessageOf(storage.title)?.code).toBe('alertStorageAlmostFull');
    const spike = computeAlerts([svc({ stats: stats({ spikeHours: 1, lastSpikeHour: 990, peakErrorPercent: 7.25 }) })])[0]!;
    expect(apiMessageOf(spike.message)?.code).toBe('alertErrorSpikeText_one');
  });

  it('warns at 80 % and 90 % of the provisioned size, only for active services', () => {
    const at = (gb: number, active = true) => computeAlerts([svc({ active, latest: { storedGb: gb, hourIndex: 1000 } })]).map((a) => a.severity);
    expect(at(79.9)).toEqual([]);
    expect(at(80)).toEqual(['medium']);
    expect(at(90)).toEqual(['high']);
    expect(at(95, false)).toEqual([]);
  });

  it('orders by severity, then newest first', () => {
    const alerts = computeAlerts([
      svc({ serviceId: 1, stats: stats({ dipHours: 1, lastDipHour: 999, minUptimePercent: 99 }) }),
      svc({ serviceId: 2, stats: stats({ serviceId: 2, spikeHours: 1, lastSpikeHour: 900, peakErrorPercent: 9 }), latest: { storedGb: 95, hourIndex: 950 } }),
      svc({ serviceId: 3, stats: stats({ serviceId: 3, spikeHours: 1, lastSpikeHour: 980, peakErrorPercent: 6 }) }),
    ]);
    expect(alerts.map((a) => [a.severity, a.serviceId])).toEqual([['high', '2'], ['medium', '3'], ['medium', '2'], ['low', '1']]);
  });
});
