import type { DataSource } from 'typeorm';
import { hourIndexOf } from '../../metering';
import { LATENCY_BOUNDS_MS } from '../entities/usage-counter.entity';
import { storageTx } from '../domain/tx';
import type { RequestClass } from '../s3/context';

/** One served request, as metering sees it. */
export interface RequestSample {
  serviceId: number;
  at: Date;
  requestClass: RequestClass;
  status: number;
  bytesIn: number;
  bytesOut: number;
  /** Did the bytes go to a client inside LOCAL_EGRESS_CIDRS? */
  local: boolean;
  latencyMs: number;
}

/** Index of the latency histogram column a duration falls in. */
export const latencyBucket = (ms: number) => {
  const i = LATENCY_BOUNDS_MS.findIndex((b) => ms <= b);
  return i < 0 ? LATENCY_BOUNDS_MS.length : i;
};

const COLUMNS = ['requests_a', 'requests_b', 'requests_other', 'errors_4xx', 'errors_5xx', 'bytes_in', 'bytes_out_local', 'bytes_out_regional', 'latency_ms_sum', ...Array.from({ length: 9 }, (_, i) => `lat_${i}`)];

/**
 * 501 NotImplemented is S3's designed answer to a feature the service does not offer (website,
 * object lock, tagging…): the request was refused, nothing failed, so it counts with the 4xx and
 * does not lower the customer's uptime. Every other 5xx is a failed request. (Outages of ours are
 * not metered at all: server.ts.)
 */
export const refusedRequest = (status: number) => (status >= 400 && status < 500) || status === 501;
export const failedRequest = (status: number) => status >= 500 && status !== 501;

/** The increments a sample adds to its hour's counter row. */
export function incrementsOf(s: RequestSample): number[] {
  const lat = new Array<number>(9).fill(0);
  lat[latencyBucket(s.latencyMs)] = 1;
  return [
    s.requestClass === 'A' ? 1 : 0,
    s.requestClass === 'B' ? 1 : 0,
    s.requestClass === 'other' ? 1 : 0,
    refusedRequest(s.status) ? 1 : 0,
    failedRequest(s.status) ? 1 : 0,
    s.bytesIn,
    s.local ? s.bytesOut : 0,
    s.local ? 0 : s.bytesOut,
    s.latencyMs,
    ...lat,
  ];
}

/**
 * Add a request to its service's hour: one INSERT … ON CONFLICT DO UPDATE that increments every
 * column, the same SQL on SQLite and PostgreSQL, safe under any number of gateway processes.
 */
export async function recordRequest(db: DataSource, s: RequestSample): Promise<void> {
  const pg = db.options.type === 'postgres';
  const values = [s.serviceId, hourIndexOf(s.at), ...incrementsOf(s), s.at.getTime()];
  const marks = values.map((_, i) => (pg ? `$${i + 1}` : '?')).join(', ');
  const sets = COLUMNS.map((c) => `${c} = storage_usage_counters.${c} + excluded.${c}`).join(', ');
  // The hour's latest request wins (processes may record out of order); one CASE for both databases.
  const latest = `last_request_ms = CASE WHEN storage_usage_counters.last_request_ms IS NULL OR excluded.last_request_ms > storage_usage_counters.last_request_ms THEN excluded.last_request_ms ELSE storage_usage_counters.last_request_ms END`;
  const sql = `INSERT INTO storage_usage_counters (service_id, hour_index, ${COLUMNS.join(', ')}, last_request_ms) VALUES (${marks}) ON CONFLICT (service_id, hour_index) DO UPDATE SET ${sets}, ${latest}`;
  await storageTx(db, (m) => m.query(sql, values));
}
