/**
 * The one money formatter and the one date helper of the web app.
 * Money arrives in integer cents of KSh.
 */
// The money formatter is shared with the server (it stores price texts): one definition.
export { formatAmount, formatKsh } from '@contracts/money';

export type DateFormatPref = 'dd/mm/yyyy' | 'mm/dd/yyyy' | 'yyyy-mm-dd';
/** The user's date preferences as accountSettings.preferences gives them (codes, e.g. `est`). */
export interface DatePrefs {
  dateFormat?: string | null;
  timezone?: string | null;
}
/** The settings' timezone codes and the IANA zones they mean. */
export const TIMEZONES: Record<string, string> = { eat: 'Africa/Nairobi', utc: 'UTC', est: 'America/New_York', pst: 'America/Los_Angeles' };
/** Short names shown after a time ("14:05 EAT"). */
const ZONE_LABELS: Record<string, string> = { eat: 'EAT', utc: 'UTC', est: 'ET', pst: 'PT' };

const zoneOf = (pref: DatePrefs) => TIMEZONES[pref.timezone ?? 'eat'] ?? 'Africa/Nairobi';
const asDate = (iso: string | Date) => (typeof iso === 'string' ? new Date(iso) : iso);

// Intl.DateTimeFormat objects are costly to build: one per (zone, options) for the whole app.
const formatters = new Map<string, Intl.DateTimeFormat>();
function fmt(zone: string, kind: 'ymd' | 'hm' | 'dayMonth' | 'weekday'): Intl.DateTimeFormat {
  const key = `${zone}|${kind}`;
  let f = formatters.get(key);
  if (!f) {
    const options: Intl.DateTimeFormatOptions =
      kind === 'ymd'
        ? { year: 'numeric', month: '2-digit', day: '2-digit' }
        : kind === 'hm'
          ? { hour: '2-digit', minute: '2-digit', hour12: false }
          : kind === 'dayMonth'
            ? { day: 'numeric', month: 'short' }
            : { weekday: 'short' };
    f = new Intl.DateTimeFormat('en-GB', { timeZone: zone, ...options });
    formatters.set(key, f);
  }
  return f;
}

/** A date in the user's preferred format and timezone (defaults: dd/mm/yyyy, East Africa Time). */
export function formatDate(iso: string | Date, pref: DatePrefs = {}): string {
  const parts = fmt(zoneOf(pref), 'ymd').formatToParts(asDate(iso));
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '';
  const [dd, mm, yyyy] = [get('day'), get('month'), get('year')];
  switch (pref.dateFormat) {
    case 'mm/dd/yyyy':
      return `${mm}/${dd}/${yyyy}`;
    case 'yyyy-mm-dd':
      return `${yyyy}-${mm}-${dd}`;
    default:
      return `${dd}/${mm}/${yyyy}`;
  }
}

/**
 * The instant a calendar day (yyyy-mm-dd, as a date input gives it) starts in East Africa Time
 * (UTC+3 all year), `addDays` later: the bounds of a "from … to …" day filter (to = the day after).
 */
export function eatDayStartIso(day: string, addDays = 0): string {
  const start = new Date(`${day}T00:00:00.000+03:00`);
  return new Date(start.getTime() + addDays * 86_400_000).toISOString();
}

/** The time of day, e.g. "14:05" (24-hour, the user's timezone; East Africa Time by default). */
export function formatTime(iso: string | Date, pref: DatePrefs = {}): string {
  return fmt(zoneOf(pref), 'hm').format(asDate(iso));
}

/** Date and time, e.g. "22/11/2026 14:05". */
export function formatDateTime(iso: string | Date, pref: DatePrefs = {}): string {
  const d = asDate(iso);
  return `${formatDate(d, pref)} ${formatTime(d, pref)}`;
}

/** A calendar day (yyyy-mm-dd, no time: e.g. an exchange rate's day) in the preferred format; no timezone shift. */
export function formatDay(day: string, pref: DatePrefs = {}): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return day;
  const [, yyyy, mm, dd] = m;
  return pref.dateFormat === 'mm/dd/yyyy' ? `${mm}/${dd}/${yyyy}` : pref.dateFormat === 'yyyy-mm-dd' ? day : `${dd}/${mm}/${yyyy}`;
}

/** The short name of the user's timezone, e.g. "EAT", "ET". */
export function zoneLabel(pref: DatePrefs = {}): string {
  return ZONE_LABELS[pref.timezone ?? 'eat'] ?? 'EAT';
}

/** Chart axis label of a time bucket: "14:05" (hour), "Mon 14:05" (hours of a week), "3 Nov" (day). */
export function formatChartLabel(iso: string | Date, granularity: 'time' | 'weekdayTime' | 'day' | 'dayTime', pref: DatePrefs = {}): string {
  const d = asDate(iso);
  const zone = zoneOf(pref);
  switch (granularity) {
    case 'time':
      return fmt(zone, 'hm').format(d);
    case 'weekdayTime':
      return `${fmt(zone, 'weekday').format(d)} ${fmt(zone, 'hm').format(d)}`;
    case 'day':
      return fmt(zone, 'dayMonth').format(d);
    default:
      return `${fmt(zone, 'dayMonth').format(d)} ${fmt(zone, 'hm').format(d)}`;
  }
}

/** A count with thousands separators, e.g. "12,345" (the one number formatter of the dashboard and admin). */
export function formatNumber(n: number): string {
  return n.toLocaleString('en-KE');
}

/** The formatters bound to one user's preferences (what `useDateFormatter()` returns). */
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
  chart: (iso: string | Date, granularity: 'time' | 'weekdayTime' | 'day' | 'dayTime') => string;
}

export function dateFormatterFor(prefs: DatePrefs = {}): DateFormatter {
  const p: DatePrefs = { dateFormat: prefs.dateFormat ?? undefined, timezone: prefs.timezone ?? undefined };
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

/** "3 minutes ago" style relative time. */
export function timeAgo(iso: string | Date, now: Date = new Date()): string {
  const d = typeof iso === 'string' ? new Date(iso) : iso;
  const s = Math.round((now.getTime() - d.getTime()) / 1000);
  const rtf = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
  if (Math.abs(s) < 60) return rtf.format(-s, 'second');
  if (Math.abs(s) < 3600) return rtf.format(-Math.round(s / 60), 'minute');
  if (Math.abs(s) < 86400) return rtf.format(-Math.round(s / 3600), 'hour');
  return rtf.format(-Math.round(s / 86400), 'day');
}

/** Countdown parts to a target: days, then hh:mm:ss. */
export function countdownParts(target: Date, now: Date = new Date()) {
  const total = Math.max(0, Math.floor((target.getTime() - now.getTime()) / 1000));
  return { total, days: Math.floor(total / 86400), hours: Math.floor((total % 86400) / 3600), minutes: Math.floor((total % 3600) / 60), seconds: total % 60 };
}

export const pad2 = (n: number) => String(n).padStart(2, '0');

/** Error message of a failed GraphQL/REST call, for toasts. */
export function errorMessage(e: unknown, fallback: string): string {
  const msg = (e as { message?: string })?.message;
  return msg && msg.trim() ? msg : fallback;
}
