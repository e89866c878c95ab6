import crypto from 'node:crypto';
import { In } from 'typeorm';
import type { DataSource } from 'typeorm';
import { config } from '../../config/config';
import { sourceKey } from '../../common/client-ip';
import { badInput, unauthenticated } from '../../common/errors';
import { logger } from '../../common/logger';
import { Throttle } from '../../common/throttle';
import { parseInput } from '../../common/validation';
import { usageBatchSchema } from '../../contracts/metering';
import type { Db } from '../../db/db';
import { recordSecurityEvent } from '../audit';
import { actorOf, type Caller } from '../caller';
import { CloudStorageServiceEntity } from '../services';
import { hourIndexOf } from './time-ranges';
import { UsageRecordEntity } from './usage-record.entity';

/** The ingestion endpoint is switched off (503) when no METERING_TOKEN is configured. */
export class MeteringDisabledError extends Error {
  constructor() {
    super('Usage ingestion is not configured on this server (METERING_TOKEN is unset)');
  }
}

const digest = (s: string) => crypto.createHash('sha256').update(s, 'utf8').digest();

/**
 * Wrong metering tokens per source (IPv4 address, IPv6 /64). A right token is never held back by
 * it: 32 random bytes cannot be guessed in any number of tries, and a blocked network must not stop
 * the platform's reports. What it bounds is the noise: log lines and audit rows per source.
 */
export const meteringTokenThrottle = new Throttle('metering-token', {
  points: 10,
  durationSeconds: 15 * 60,
  blockSeconds: 15 * 60,
  message: 'Too many requests with a wrong metering token. Please try again later.',
});

/**
 * Check `Authorization: Bearer <METERING_TOKEN>` in constant time (both sides hashed to 32 bytes).
 * A missing or wrong token is counted per source, then logged and audited; past the limit the
 * source gets 429 with Retry-After, without a further line or row.
 */
export async function checkMeteringToken(ctx: Caller, authorization: string | undefined): Promise<void> {
  const expected = config().meteringToken;
  if (!expected) throw new MeteringDisabledError();
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  const ok = crypto.timingSafeEqual(digest(match?.[1] ?? ''), digest(expected));
  if (match && ok) return;
  // Counted before anything is written: past the limit, refused with no further log line or row.
  await meteringTokenThrottle.consume(sourceKey(ctx.ip));
  logger.warn({ ip: ctx.ip, tokenSent: !!match }, 'usage report refused: missing or wrong metering token');
  await recordSecurityEvent(ctx.db, actorOf(ctx), { type: 'metering_token', action: `Usage report refused: ${match ? 'wrong' : 'missing'} metering token`, severity: 'high', userId: null });
  throw unauthenticated('A valid metering token is required');
}

export type UsageRow = Omit<UsageRecordEntity, 'id'>;

export interface IngestResult {
  accepted: number;
  created: number;
  replaced: number;
}

const CHUNK = 200;

/** On a repeated hour, the columns the new rows carry are replaced (as TypeORM's upsert does); the others keep their figures. */
function updatedColumns(db: Db, rows: UsageRow[]): string[] {
  return db
    .getRepository(UsageRecordEntity)
    .metadata.columns
    .filter((c) => !c.isPrimary && c.databaseName !== 'service_id' && c.databaseName !== 'hour_index')
    .filter((c) => rows.some((r) => (r as Record<string, unknown>)[c.propertyName] !== undefined))
    .map((c) => c.databaseName);
}

/**
 * Write usage rows, idempotent per (service, hour): a row for an hour already stored REPLACES the
 * stored figures (the platform may resend a corrected hour). Runs in one transaction, in chunks.
 */
export async function upsertUsage(db: Db, rows: UsageRow[]): Promise<IngestResult> {
  const byKey = new Map(rows.map((r) => [`${r.serviceId}:${r.hourIndex}`, r]));
  const unique = [...byKey.values()];
  let existing = 0;
  for (let i = 0; i < unique.length; i += CHUNK) {
    const chunk = unique.slice(i, i + CHUNK);
    const hours = [...new Set(chunk.map((r) => r.hourIndex))];
    const services = [...new Set(chunk.map((r) => r.serviceId))];
    const found = await db.getRepository(UsageRecordEntity).find({ select: { serviceId: true, hourIndex: true }, where: { serviceId: In(services), hourIndex: In(hours) } });
    const keys = new Set(found.map((f) => `${f.serviceId}:${f.hourIndex}`));
    existing += chunk.filter((r) => keys.has(`${r.serviceId}:${r.hourIndex}`)).length;
    // updateEntity(false): TypeORM would otherwise re-read the inserted rows by id, which SQLite
    // cannot give it for a multi-row insert ("entity id is not set", seen at start-up).
    await db
      .getRepository(UsageRecordEntity)
      .createQueryBuilder()
      .insert()
      .values(chunk)
      .orUpdate(updatedColumns(db, chunk), ['service_id', 'hour_index'])
      .updateEntity(false)
      .execute();
  }
  return { accepted: rows.length, created: unique.length - existing, replaced: existing };
}

/** POST /api/metering/usage: validate a batch from the storage platform and store it atomically. */
export async function ingestUsage(db: DataSource, raw: unknown): Promise<IngestResult> {
  const { records } = parseInput(usageBatchSchema, raw);
  const ids = [...new Set(records.map((r) => r.serviceId))];
  const known = new Set((await db.getRepository(CloudStorageServiceEntity).find({ select: { id: true }, where: { id: In(ids) } })).map((s) => s.id));
  const unknownAt = records.findIndex((r) => !known.has(r.serviceId));
  if (unknownAt >= 0) throw badInput(`Unknown service id ${records[unknownAt]!.serviceId}`, `records.${unknownAt}.serviceId`);
  const receivedAt = new Date();
  const rows: UsageRow[] = records.map((r) => ({
    serviceId: r.serviceId,
    hourIndex: hourIndexOf(r.periodStart),
    periodStart: r.periodStart,
    storedGb: r.storedGB,
    egressKenyaGb: r.egressGB.kenya,
    egressEastAfricaGb: r.egressGB['east-africa'],
    egressAfricaGb: r.egressGB.africa,
    requests: r.requests,
    errors: r.errors,
    avgLatencyMs: r.avgLatencyMs,
    uptimePercent: r.uptimePercent,
    receivedAt,
  }));
  return db.transaction((m) => upsertUsage(m, rows));
}
