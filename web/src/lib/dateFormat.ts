import { dateTimeFormat as fmt, formatDate, formatDateTime, formatTime, TIMEZONES, type DatePrefs } from './format';

/**
 * The formatters bound to one user's date format and time zone, behind `useDateFormatter()`
 * (lib/useDateFormatter.tsx). Separate from lib/format.ts, which the home page loads.
 */
export interface DateFormatter {
  prefs: DatePrefs;
  date: (iso: string | Date) => string;
  /** A calendar day given as yyyy-mm-dd, in the preferred format (no timezone shift). */
  day: (day: string) => string;
  dateTime: (iso: string | Date) => string;
  time: (iso: string | Date) => string;
  /** "22/11/2026 14:05 EAT": date, time and the zone's short name. */
  dateTimeZone: (iso: string | Date) => string;
  zone: string;
  chart: (iso: string | Date, granularity: ChartGranularity) => string;
}
export type ChartGranularity = 'time' | 'weekdayTime' | 'day' | 'dayTime';

/** Short names shown after a time ("14:05 EAT"). */
const ZONE_LABELS: Record<string, string> = { eat: 'EAT', utc: 'UTC', est: 'ET', pst: 'PT' };

/** The short name of the user's timezone, e.g. "EAT", "ET". */
export function zoneLabel(pref: DatePrefs = {}): string {
  return ZONE_LABELS[pref.timezone ?? 'eat'] ?? 'EAT';
}

/** A calendar day (yyyy-mm-dd, no time: e.g. an exchange rate's day) in the preferred format; no timezone shift. */
export function formatDay(day: string, pref: DatePrefs = {}): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return day;
  const [, yyyy, mm, dd] = m;
  return pref.dateFormat === 'mm/dd/yyyy' ? `${mm}/${dd}/${yyyy}` : pref.dateFormat === 'yyyy-mm-dd' ? day : `${dd}/${mm}/${yyyy}`;
}

/** The locale whose weekday and month names a chart axis uses: the dashboard's language (English: en-GB). */
const CHART_LOCALES: Record<string, string> = { sw: 'sw', fr: 'fr' };

/**
 * Chart axis label of a time bucket: "14:05" (hour), "Mon 14:05" (hours of a week), "3 Nov" (day),
 * "3 Nov 14:05", with the weekday and month in the user's language ("Jumamosi 05:00", "sam. 05:00").
 */
export function formatChartLabel(iso: string | Date, granularity: ChartGranularity, pref: DatePrefs = {}): string {
  const d = typeof iso === 'string' ? new Date(iso) : iso;
  const zone = TIMEZONES[pref.timezone ?? 'eat'] ?? 'Africa/Nairobi';
  const locale = CHART_LOCALES[pref.language ?? 'en'] ?? 'en-GB';
  const hm = () => fmt(zone, 'hm').format(d);
  if (granularity === 'time') return hm();
  if (granularity === 'weekdayTime') return `${fmt(zone, 'weekday', locale).format(d)} ${hm()}`;
  if (granularity === 'day') return fmt(zone, 'dayMonth', locale).format(d);
  return `${fmt(zone, 'dayMonth', locale).format(d)} ${hm()}`;
}

export function dateFormatterFor(prefs: DatePrefs = {}): DateFormatter {
  const p: DatePrefs = { dateFormat: prefs.dateFormat ?? undefined, timezone: prefs.timezone ?? undefined, language: prefs.language ?? undefined };
  return {
    prefs: p,
    date: (iso) => formatDate(iso, p),
    day: (day) => formatDay(day, p),
    dateTime: (iso) => formatDateTime(iso, p),
    time: (iso) => formatTime(iso, p),
    dateTimeZone: (iso) => `${formatDateTime(iso, p)} ${zoneLabel(p)}`,
    zone: zoneLabel(p),
    chart: (iso, g) => formatChartLabel(iso, g, p),
  };
}
