import type { TimeRange } from '@/gql/graphql';
import type { DateFormatter } from '@/lib/dateFormat';

/** Range selector options of the overview (7d default) and of monitoring (24h default, no 90d). */
export const OVERVIEW_RANGES: { value: TimeRange; label: string }[] = [
  { value: 'h1', label: '1h' },
  { value: 'h24', label: '24h' },
  { value: 'd7', label: '7d' },
  { value: 'd30', label: '30d' },
  { value: 'd90', label: '90d' },
];
export const MONITORING_RANGES = OVERVIEW_RANGES.filter((r) => r.value !== 'd90');


/**
 * Label of a chart bucket in the user's timezone: clock time for 1h/24h (hourly buckets), weekday
 * and time for 7d (6-hour buckets), day and month for 30d/90d (daily and 3-day buckets).
 */
export function bucketLabel(iso: string, range: TimeRange, df: Pick<DateFormatter, 'chart'>): string {
  if (range === 'h1' || range === 'h24') return df.chart(iso, 'time');
  if (range === 'd7') return df.chart(iso, 'weekdayTime');
  return df.chart(iso, 'day');
}

/** Full tooltip label: day and time where the buckets are shorter than a day. */
export function bucketTooltip(iso: string, range: TimeRange, df: Pick<DateFormatter, 'chart'>): string {
  return range === 'd30' || range === 'd90' ? df.chart(iso, 'day') : df.chart(iso, 'dayTime');
}
