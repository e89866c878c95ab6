import { TIME_RANGES, type TimeRangeKey } from '../../contracts/metering';

export const HOUR_MS = 3_600_000;

/** Hour number since the Unix epoch of a date (the `hour_index` column). */
export const hourIndexOf = (d: Date | number) => Math.floor((typeof d === 'number' ? d : d.getTime()) / HOUR_MS);
export const dateOfHour = (hour: number) => new Date(hour * HOUR_MS);

/** Hours [from, to): integers, `to` exclusive. */
export interface HourWindow {
  from: number;
  to: number;
}

export interface RangeWindows {
  range: TimeRangeKey;
  current: HourWindow;
  /** The range of the same length just before `current`, for the change figures. */
  previous: HourWindow;
  bucketHours: number;
  bucketCount: number;
}

/**
 * The windows of a dashboard range at `now`: the last `hours` COMPLETE hours (the running hour
 * is not reported yet), and the same length before that.
 */
export function rangeWindows(range: TimeRangeKey, now: Date): RangeWindows {
  const { hours, bucketHours } = TIME_RANGES[range];
  const to = hourIndexOf(now);
  const from = to - hours;
  return { range, current: { from, to }, previous: { from: from - hours, to: from }, bucketHours, bucketCount: hours / bucketHours };
}

/** Start of each chart bucket of a window. */
export function bucketStarts(w: RangeWindows): Date[] {
  return Array.from({ length: w.bucketCount }, (_, i) => dateOfHour(w.current.from + i * w.bucketHours));
}

/** Percent change from `previous` to `value`, one decimal; null when there is nothing to compare. */
export function changePercent(value: number, previous: number | null): number | null {
  if (previous === null || !Number.isFinite(previous) || previous === 0) return null;
  return round1(((value - previous) / previous) * 100);
}

export const round1 = (n: number) => Math.round(n * 10) / 10;
export const round2 = (n: number) => Math.round(n * 100) / 100;
export const round3 = (n: number) => Math.round(n * 1000) / 1000;
