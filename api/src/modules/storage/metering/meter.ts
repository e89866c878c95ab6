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

/** One counter row's increments: several samples of one service and hour, added up. */
interface CounterDelta {
  serviceId: number;
  hour: number;
  increments: number[];
  lastRequestMs: number;
}

/** Samples added up per service and hour (pure: what one flush writes). */
export function coalesce(samples: RequestSample[]): CounterDelta[] {
  const rows = new Map<string, CounterDelta>();
  for (const s of samples) {
    const hour = hourIndexOf(s.at);
    const key = `${s.serviceId}:${hour}`;
    const inc = incrementsOf(s);
    const row = rows.get(key);
    if (!row) rows.set(key, { serviceId: s.serviceId, hour, increments: inc, lastRequestMs: s.at.getTime() });
    else {
      for (let i = 0; i < inc.length; i++) row.increments[i]! += inc[i]!;
      row.lastRequestMs = Math.max(row.lastRequestMs, s.at.getTime());
    }
  }
  return [...rows.values()];
}

/**
 * Add requests to their service's hour: per row one INSERT … ON CONFLICT DO UPDATE that increments
 * every column, the same SQL on SQLite and PostgreSQL, safe under any number of gateway processes.
 * All rows in one transaction: one commit however many requests the batch holds.
 */
export async function recordRequests(db: DataSource, samples: RequestSample[]): Promise<void> {
  const rows = coalesce(samples);
  if (!rows.length) return;
  const pg = db.options.type === 'postgres';
  const width = 2 + COLUMNS.length + 1;
  const marks = Array.from({ length: width }, (_, i) => (pg ? `$${i + 1}` : '?')).join(', ');
  const sets = COLUMNS.map((c) => `${c} = storage_usage_counters.${c} + excluded.${c}`).join(', ');
  // The hour's latest request wins (processes may record out of order); one CASE for both databases.
  const latest = `last_request_ms = CASE WHEN storage_usage_counters.last_request_ms IS NULL OR excluded.last_request_ms > storage_usage_counters.last_request_ms THEN excluded.last_request_ms ELSE storage_usage_counters.last_request_ms END`;
  const sql = `INSERT INTO storage_usage_counters (service_id, hour_index, ${COLUMNS.join(', ')}, last_request_ms) VALUES (${marks}) ON CONFLICT (service_id, hour_index) DO UPDATE SET ${sets}, ${latest}`;
  // A fixed order of rows, so two processes' batches never take the same rows' locks in opposite orders.
  rows.sort((a, b) => a.serviceId - b.serviceId || a.hour - b.hour);
  // Written after the answer, so nobody waits for the disk: synced with the next write's commit (db/sqlite-group-commit.ts).
  await storageTx(
    db,
    async (m) => {
      for (const r of rows) await m.query(sql, [r.serviceId, r.hour, ...r.increments, r.lastRequestMs]);
    },
    { waitForDisk: false },
  );
}

export const recordRequest = (db: DataSource, s: RequestSample) => recordRequests(db, [s]);

/**
 * Group commit for the gateway's metering (issue 32: at most one commit per PUT on the hot path).
 * A sample is written at once when no write is under way, so a quiet gateway meters each request
 * as it ends; samples that arrive while a write is under way wait for it and then go together in
 * the next transaction. Under load that is one commit per batch instead of one per request, and
 * nothing waits on a timer or is held in memory longer than one write.
 */
export function meterWriter(db: DataSource) {
  let queued: { sample: RequestSample; done: () => void; failed: (e: unknown) => void }[] = [];
  let writing = false;
  const drain = async () => {
    writing = true;
    while (queued.length) {
      const batch = queued;
      queued = [];
      try {
        await recordRequests(db, batch.map((q) => q.sample));
        for (const q of batch) q.done();
      } catch (e) {
        for (const q of batch) q.failed(e);
      }
    }
    writing = false;
  };
  return {
    /** Resolves once the sample is committed (rejects if its batch failed). */
    record(sample: RequestSample): Promise<void> {
      return new Promise<void>((done, failed) => {
        queued.push({ sample, done, failed });
        if (!writing) void drain();
      });
    },
  };
}
