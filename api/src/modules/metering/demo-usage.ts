import type { UsageRegion } from '../../contracts/metering';
import { dateOfHour, round3 } from './time-ranges';

/**
 * The demo generator: realistic hourly usage for a demo service, a pure function of the
 * service's profile and the hour (a seeded PRNG per hour, never Math.random), so the seed and
 * the demo feed produce the same figures for the same hour.
 */
export interface DemoProfile {
  serviceId: number;
  serviceType: string;
  /** Provisioned GB. */
  storageAmount: number;
  region: 'kenya' | 'multi_region';
  /** Hour the service started (growth is measured from it). */
  startHour: number;
}

export interface GeneratedUsage {
  serviceId: number;
  hourIndex: number;
  periodStart: Date;
  storedGb: number;
  egressGb: Record<UsageRegion, number>;
  requests: number;
  errors: number;
  avgLatencyMs: number;
  uptimePercent: number;
}

/** mulberry32: a small, well-distributed 32-bit PRNG. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const mix = (a: number, b: number) => {
  let h = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(b + 0x27d4eb2f, 0xc2b2ae35);
  h ^= h >>> 16;
  return Math.imul(h, 0x7feb352d) >>> 0;
};

const isBackup = (p: DemoProfile) => /backup/i.test(p.serviceType);

/** Share of traffic by hour of day in Nairobi (UTC+3): busiest mid-afternoon, or at night for backups. */
function dailyLoad(p: DemoProfile, hour: number): number {
  const local = (((hour + 3) % 24) + 24) % 24;
  if (isBackup(p)) return local >= 1 && local <= 3 ? 1 : 0.08;
  return 0.3 + 0.7 * (0.5 - 0.5 * Math.cos((2 * Math.PI * (local - 4)) / 24));
}

/** Weekends (Saturday, Sunday in Nairobi) are quieter. */
function weeklyLoad(hour: number): number {
  const day = new Date(dateOfHour(hour).getTime() + 3 * 3_600_000).getUTCDay();
  return day === 0 || day === 6 ? 0.62 : 1;
}

/** Fraction of the provisioned size stored: grows towards a ceiling (backups fill up to ~95 %). */
function storedFraction(p: DemoProfile, hour: number): number {
  const days = Math.max(0, hour - p.startHour) / 24;
  const [start, ceiling, tauDays] = isBackup(p) ? [0.1, 0.95, 28] : [0.05, 0.58, 45];
  return ceiling - (ceiling - start) * Math.exp(-days / tauDays);
}

const SPLIT: Record<DemoProfile['region'], Record<UsageRegion, number>> = {
  kenya: { kenya: 0.983, 'east-africa': 0.012, africa: 0.005 },
  multi_region: { kenya: 0.6, 'east-africa': 0.27, africa: 0.13 },
};

/** One hour of usage for a demo service. */
export function demoUsageAt(p: DemoProfile, hour: number): GeneratedUsage {
  const rand = mulberry32(mix(p.serviceId * 7919 + Math.round(p.storageAmount), hour));
  const days = Math.max(0, hour - p.startHour) / 24;
  const growth = 1 + 0.004 * days;
  const base = (isBackup(p) ? 9_000 : 14_000) * Math.sqrt(p.storageAmount / 100);
  const load = dailyLoad(p, hour) * weeklyLoad(hour) * growth;
  const requests = Math.max(0, Math.round(base * load * (0.88 + 0.24 * rand())));

  const incident = rand() < 1 / 160;
  const dip = !incident && rand() < 1 / 300;
  const errorRate = incident ? 0.03 + 0.06 * rand() : 0.0002 + 0.0006 * rand();
  const errors = Math.min(requests, Math.round(requests * errorRate));
  const avgLatencyMs = incident ? 320 + 380 * rand() : 42 + 28 * dailyLoad(p, hour) + 12 * rand();
  const uptimePercent = incident ? 97 + 2.8 * rand() : dip ? 99.5 + 0.45 * rand() : 100;

  const storedGb = p.storageAmount * storedFraction(p, hour) * (0.997 + 0.006 * rand());
  const egressTotal = requests * (isBackup(p) ? 0.00004 : 0.00022) * (0.8 + 0.4 * rand());
  const split = SPLIT[p.region];
  return {
    serviceId: p.serviceId,
    hourIndex: hour,
    periodStart: dateOfHour(hour),
    storedGb: round3(storedGb),
    egressGb: { kenya: round3(egressTotal * split.kenya), 'east-africa': round3(egressTotal * split['east-africa']), africa: round3(egressTotal * split.africa) },
    requests,
    errors,
    avgLatencyMs: Math.round(avgLatencyMs * 10) / 10,
    uptimePercent: round3(uptimePercent),
  };
}

/** Usage for every hour of [fromHour, toHour), never before the service started. */
export function generateDemoUsage(p: DemoProfile, fromHour: number, toHour: number): GeneratedUsage[] {
  const out: GeneratedUsage[] = [];
  for (let h = Math.max(fromHour, p.startHour); h < toHour; h++) out.push(demoUsageAt(p, h));
  return out;
}
