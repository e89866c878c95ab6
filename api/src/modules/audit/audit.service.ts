import type { Db } from '../../db/db';
import type { Actor } from '../caller';
import { SecurityEventEntity, type Severity } from './security-event.entity';

export interface SecurityEventInput {
  type: string;
  action: string;
  severity: Severity;
  /** The account concerned; defaults to the actor. */
  userId?: number | null;
  location?: string | null;
}

/**
 * Append one row to the audit log. Pass the transaction's manager when the event belongs to a
 * change, so both commit or neither does.
 */
export async function recordSecurityEvent(db: Db, actor: Actor, event: SecurityEventInput): Promise<void> {
  const userId = event.userId !== undefined ? event.userId : actor.userId;
  const actorId = actor.userId !== null && actor.userId !== userId ? actor.userId : null;
  await db.getRepository(SecurityEventEntity).insert({
    userId,
    actorId,
    type: event.type,
    action: event.action.slice(0, 255),
    severity: event.severity,
    ip: actor.ip?.slice(0, 64) ?? null,
    userAgent: actor.userAgent?.slice(0, 255) ?? null,
    location: event.location ?? locationOf(actor.ip),
    requestId: actor.requestId?.slice(0, 40) ?? null, // inbound X-Request-Ids may be up to 128 characters
    createdAt: new Date(),
  });
}

/** Location "where known": we know loopback and private ranges; no GeoIP database is shipped. */
export function locationOf(ip: string | null): string | null {
  if (!ip) return null;
  const v4 = ip.replace(/^::ffff:/, '');
  if (v4 === '127.0.0.1' || v4 === '::1') return 'Local machine';
  if (/^(10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.)/.test(v4)) return 'Private network';
  return null;
}
