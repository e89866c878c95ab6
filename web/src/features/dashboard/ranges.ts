import type { TimeRange } from '@/gql/graphql';

/** Range selector options of the overview (7d default) and of monitoring (24h default, no 90d). */
export const OVERVIEW_RANGES: { value: TimeRange; label: string }[] = [
  { value: 'h1', label: '1h' },
  { value: 'h24', label: '24h' },
  { value: 'd7', label: '7d' },
  { value: 'd30', label: '30d' },
  { value: 'd90', label: '90d' },
];
export const MONITORING_RANGES = OVERVIEW_RANGES.filter((r) => r.value !== 'd90');


const tz = 'Africa/Nairobi';
const timeFmt = new Intl.DateTimeFormat('en-GB', { timeZone: tz, hour: '2-digit', minute: '2-digit', hour12: false });
const dayFmt = new Intl.DateTimeFormat('en-GB', { timeZone: tz, day: 'numeric', month: 'short' });
const weekdayFmt = new Intl.DateTimeFormat('en-GB', { timeZone: tz, weekday: 'short' });

/**
 * Label of a chart bucket (EAT): clock time for 1h/24h (hourly buckets), weekday and time for 7d
 * (6-hour buckets), day and month for 30d/90d (daily and 3-day buckets).
 */
export function bucketLabel(iso: string, range: TimeRange): string {
  const d = new Date(iso);
  if (range === 'h1' || range === 'h24') return timeFmt.format(d);
  if (range === 'd7') return `${weekdayFmt.format(d)} ${timeFmt.format(d)}`;
  return dayFmt.format(d);
}

/** Full tooltip label: day and time where the buckets are shorter than a day. */
export function bucketTooltip(iso: string, range: TimeRange): string {
  const d = new Date(iso);
  return range === 'd30' || range === 'd90' ? dayFmt.format(d) : `${dayFmt.format(d)} ${timeFmt.format(d)}`;
}
