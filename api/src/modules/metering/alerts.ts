import { MONITORING } from '../../contracts/metering';
import { formatGb } from '../../contracts/bytes';
import { errorRateOf } from './series';
import { dateOfHour, round1, round2 } from './time-ranges';
import type { ServiceStats } from './usage-queries';

/** Monitoring alerts computed from a range's per-service figures (pure; thresholds in contracts/metering). */
export type Severity = 'high' | 'medium' | 'low';

export interface Alert {
  id: string;
  severity: Severity;
  title: string;
  message: string;
  at: Date;
  serviceId: string | null;
}

export interface AlertInput {
  serviceId: number;
  name: string;
  storageAmount: number;
  active: boolean;
  stats?: ServiceStats;
  latest?: { storedGb: number; hourIndex: number };
}

const RANK: Record<Severity, number> = { high: 0, medium: 1, low: 2 };
const pct = (n: number, digits = 1) => n.toFixed(digits);

function errorAlert(s: AlertInput, st: ServiceStats): Alert | null {
  const m = MONITORING;
  const rate = errorRateOf(st);
  const base = { serviceId: String(s.serviceId) };
  if (rate >= m.elevatedErrorPercent) {
    const high = rate >= m.highErrorPercent;
    return {
      ...base,
      id: `error-rate:${s.serviceId}:${st.lastHour}`,
      severity: high ? 'high' : 'medium',
      title: high ? 'High error rate' : 'Elevated error rate',
      message: `${s.name}: ${pct(rate, 2)}% of ${st.requests.toLocaleString('en-US')} requests failed in this period.`,
      at: dateOfHour(st.lastHour ?? 0),
    };
  }
  if (st.spikeHours > 0 && st.lastSpikeHour !== null) {
    return {
      ...base,
      id: `error-spike:${s.serviceId}:${st.lastSpikeHour}`,
      severity: 'medium',
      title: 'Error spike',
      message: `${s.name}: ${st.spikeHours} ${st.spikeHours === 1 ? 'hour' : 'hours'} with more than ${m.errorSpikePercent}% failed requests (peak ${pct(st.peakErrorPercent)}%).`,
      at: dateOfHour(st.lastSpikeHour),
    };
  }
  return null;
}

function storageAlert(s: AlertInput): Alert | null {
  if (!s.active || !s.latest || s.storageAmount <= 0) return null;
  const used = (s.latest.storedGb / s.storageAmount) * 100;
  if (used < MONITORING.storageWarnPercent) return null;
  const high = used >= MONITORING.storageHighPercent;
  return {
    id: `storage:${s.serviceId}:${s.latest.hourIndex}`,
    severity: high ? 'high' : 'medium',
    title: high ? 'Storage almost full' : 'Storage filling up',
    message: `${s.name} stores ${formatGb(s.latest.storedGb)} of its ${formatGb(s.storageAmount)} (${pct(used)}%). Resize the service before it fills up.`,
    at: dateOfHour(s.latest.hourIndex),
    serviceId: String(s.serviceId),
  };
}

function latencyAlert(s: AlertInput, st: ServiceStats): Alert | null {
  if (st.avgLatencyMs >= MONITORING.latencyWarnMs) {
    return { id: `latency:${s.serviceId}:${st.lastHour}`, severity: 'medium', title: 'Slow responses', message: `${s.name}: average latency ${Math.round(st.avgLatencyMs)} ms in this period.`, at: dateOfHour(st.lastHour ?? 0), serviceId: String(s.serviceId) };
  }
  if (st.lastSlowHour !== null) {
    return { id: `latency-peak:${s.serviceId}:${st.lastSlowHour}`, severity: 'low', title: 'Latency peak', message: `${s.name}: latency peaked at ${Math.round(st.peakLatencyMs)} ms.`, at: dateOfHour(st.lastSlowHour), serviceId: String(s.serviceId) };
  }
  return null;
}

function availabilityAlert(s: AlertInput, st: ServiceStats): Alert | null {
  if (st.dipHours === 0 || st.lastDipHour === null) return null;
  return {
    id: `uptime:${s.serviceId}:${st.lastDipHour}`,
    severity: 'low',
    title: 'Availability dip',
    message: `${s.name}: uptime fell to ${round2(st.minUptimePercent)}% (${st.dipHours} ${st.dipHours === 1 ? 'hour' : 'hours'} below ${MONITORING.uptimeDipPercent}%).`,
    at: dateOfHour(st.lastDipHour),
    serviceId: String(s.serviceId),
  };
}

/** Every alert of the range, most severe first, then newest first. */
export function computeAlerts(inputs: AlertInput[]): Alert[] {
  const out: Alert[] = [];
  for (const s of inputs) {
    const st = s.stats;
    const candidates = [storageAlert(s), st ? errorAlert(s, st) : null, st ? latencyAlert(s, st) : null, st ? availabilityAlert(s, st) : null];
    for (const a of candidates) if (a) out.push(a);
  }
  return out.sort((a, b) => RANK[a.severity] - RANK[b.severity] || b.at.getTime() - a.at.getTime() || a.id.localeCompare(b.id));
}
