import { TZDate } from '@date-fns/tz';
import { getISOWeek, getISOWeekYear } from 'date-fns';
import { DRAW_HOUR, DRAW_TIME_ZONE, type DrawTypeName } from '../../contracts/competition';

/**
 * Draw schedules in Africa/Nairobi time (pure functions):
 *   daily   every day at 20:00;
 *   weekly  every Sunday at 20:00;
 *   monthly the first Monday of the month at 20:00.
 * A period ends at its draw time and starts at the previous draw time (or the promotion's start).
 * Period keys: daily 'YYYY-MM-DD', weekly ISO week 'YYYY-Www', monthly 'YYYY-MM' (of the draw, local time).
 */

export interface Period {
  key: string;
  start: Date;
  drawAt: Date;
}

export interface Schedulable {
  drawType: DrawTypeName;
  startDate: Date;
  endDate: Date;
}

const local = (t: Date | number) => new TZDate(typeof t === 'number' ? t : t.getTime(), DRAW_TIME_ZONE);
const at = (y: number, m: number, d: number) => new Date(new TZDate(y, m, d, DRAW_HOUR, 0, 0, DRAW_TIME_ZONE).getTime());

function firstMondayDrawOf(year: number, month: number): Date {
  const dow = new TZDate(year, month, 1, 12, 0, 0, DRAW_TIME_ZONE).getDay();
  const offset = (8 - dow) % 7; // days from the 1st to the first Monday
  return at(year, month, 1 + offset);
}

/** The first scheduled draw time strictly after `after`. */
export function nextDrawTime(type: DrawTypeName, after: Date): Date {
  const l = local(after);
  const [y, m, d] = [l.getFullYear(), l.getMonth(), l.getDate()];
  if (type === 'daily') {
    const today = at(y, m, d);
    return today > after ? today : at(y, m, d + 1);
  }
  if (type === 'weekly') {
    const sunday = at(y, m, d + ((7 - l.getDay()) % 7));
    return sunday > after ? sunday : at(y, m, d + ((7 - l.getDay()) % 7) + 7);
  }
  const thisMonth = firstMondayDrawOf(y, m);
  return thisMonth > after ? thisMonth : firstMondayDrawOf(y, m + 1);
}

/** The last scheduled draw time strictly before `before`. */
export function previousDrawTime(type: DrawTypeName, before: Date): Date {
  const l = local(before);
  const [y, m, d] = [l.getFullYear(), l.getMonth(), l.getDate()];
  if (type === 'daily') {
    const today = at(y, m, d);
    return today < before ? today : at(y, m, d - 1);
  }
  if (type === 'weekly') {
    const sunday = at(y, m, d - l.getDay());
    return sunday < before ? sunday : at(y, m, d - l.getDay() - 7);
  }
  const thisMonth = firstMondayDrawOf(y, m);
  return thisMonth < before ? thisMonth : firstMondayDrawOf(y, m - 1);
}

/** Key of the period whose draw happens at `drawAt`. */
export function periodKey(type: DrawTypeName, drawAt: Date): string {
  const l = local(drawAt);
  const pad = (n: number) => String(n).padStart(2, '0');
  if (type === 'daily') return `${l.getFullYear()}-${pad(l.getMonth() + 1)}-${pad(l.getDate())}`;
  if (type === 'weekly') return `${getISOWeekYear(l)}-W${pad(getISOWeek(l))}`;
  return `${l.getFullYear()}-${pad(l.getMonth() + 1)}`;
}

function periodEndingAt(p: Schedulable, drawAt: Date): Period {
  const prev = previousDrawTime(p.drawType, drawAt);
  const start = prev < p.startDate ? p.startDate : prev;
  return { key: periodKey(p.drawType, drawAt), start, drawAt };
}

/**
 * The open period at `now`: the one whose draw is the next scheduled time after now (or, before
 * the promotion starts, its first period). Null when the promotion has no draw left before its end.
 */
export function currentPeriod(p: Schedulable, now: Date): Period | null {
  const from = now < p.startDate ? p.startDate : now;
  const drawAt = nextDrawTime(p.drawType, from);
  if (drawAt > p.endDate) return null;
  return periodEndingAt(p, drawAt);
}

/**
 * The period whose draw is next for customers: the open period, or — when that one was already
 * drawn ahead of its time (a manual run) or will not be drawn (void) — the first later one that was
 * not. `settled` says which period keys have such a round. Null when no draw is left.
 */
export function upcomingPeriod(p: Schedulable, now: Date, settled: ReadonlySet<string>): Period | null {
  let period = currentPeriod(p, now);
  // A manual run draws only the open period, so two periods in a row are settled at most after an
  // edit of the draw type; the bound only guards against a loop.
  for (let i = 0; period && settled.has(period.key) && i < 50; i++) period = currentPeriod(p, period.drawAt);
  return period && !settled.has(period.key) ? period : null;
}

/**
 * The most recent period whose draw time has passed (at or before `now`) and fell inside the
 * promotion: what the scheduler draws. Null when none has closed yet.
 */
export function lastClosedPeriod(p: Schedulable, now: Date): Period | null {
  const limit = now < p.endDate ? now : p.endDate;
  const drawAt = previousDrawTime(p.drawType, new Date(limit.getTime() + 1));
  if (drawAt <= p.startDate) return null;
  return periodEndingAt(p, drawAt);
}

/** Fraction 0..1 of the period elapsed at `now`. */
export function periodProgress(period: Period, now: Date): number {
  const total = period.drawAt.getTime() - period.start.getTime();
  if (total <= 0) return 1;
  return Math.min(1, Math.max(0, (now.getTime() - period.start.getTime()) / total));
}
