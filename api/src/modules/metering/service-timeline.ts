import { In } from 'typeorm';
import type { Db } from '../../db/db';
import { type CloudStorageServiceEntity, ServiceActivityEntity } from '../services';

/**
 * When a service was active, from its start date and its 'enabled' / 'disabled' / 'cancelled'
 * activity (services are created active; a cancellation ends it for good). Pure functions plus one
 * grouped loader.
 */
export interface StatusEvent {
  at: Date;
  active: boolean;
}

export interface ServiceTimeline {
  startDate: Date;
  /** Status changes in time order. */
  events: StatusEvent[];
}

/** Was the service active at instant `at`? */
export function activeAt(t: ServiceTimeline, at: Date): boolean {
  if (t.startDate.getTime() > at.getTime()) return false;
  let active = true;
  for (const e of t.events) {
    if (e.at.getTime() > at.getTime()) break;
    active = e.active;
  }
  return active;
}

/** Milliseconds the service was active within [from, to). */
export function activeMsBetween(t: ServiceTimeline, from: Date, to: Date): number {
  let cursor = Math.max(from.getTime(), t.startDate.getTime());
  const end = to.getTime();
  if (cursor >= end) return 0;
  let active = activeAt(t, new Date(cursor));
  let total = 0;
  for (const e of t.events) {
    const at = e.at.getTime();
    if (at <= cursor) continue;
    if (at >= end) break;
    if (active) total += at - cursor;
    cursor = at;
    active = e.active;
  }
  if (active) total += end - cursor;
  return total;
}

/** Timelines of some services, from one query over their activity. */
export async function loadTimelines(db: Db, services: CloudStorageServiceEntity[]): Promise<Map<number, ServiceTimeline>> {
  const ids = services.map((s) => s.id);
  const events = ids.length
    ? await db.getRepository(ServiceActivityEntity).find({ where: { serviceId: In(ids), action: In(['enabled', 'disabled', 'cancelled']) }, order: { createdAt: 'ASC', id: 'ASC' } })
    : [];
  const map = new Map<number, ServiceTimeline>(services.map((s) => [s.id, { startDate: s.startDate, events: [] }]));
  for (const e of events) map.get(e.serviceId)?.events.push({ at: e.createdAt, active: e.action === 'enabled' });
  return map;
}
