/**
 * The one money formatter and the date functions of the web app (the dashboard and admin use them
 * through `useDateFormatter()`, lib/dateFormat.ts). Money arrives in integer cents of KSh.
 * Kept small: the home page loads this module.
 */
// The money formatter is shared with the server (it stores price texts): one definition.
export { formatAmount, formatKsh } from '@contracts/money';
// The one byte-size formatter (also the server's, e.g. the monitoring storage bar): every stored figure.
export { BYTES_PER_GB, formatBytes, formatGb } from '@contracts/bytes';
import { groupDigits } from '@contracts/digits';

export type DateFormatPref = 'dd/mm/yyyy' | 'mm/dd/yyyy' | 'yyyy-mm-dd';
/** The user's date preferences as accountSettings.preferences gives them (codes, e.g. `est`). */
export interface DatePrefs {
  dateFormat?: string | null;
  timezone?: string | null;
  /** The dashboard's language (en, sw, fr): the words in dates (a chart axis's weekday and month names). */
  language?: string | null;
}
/** The settings' timezone codes and the IANA zones they mean. */
export const TIMEZONES: Record<string, string> = { eat: 'Africa/Nairobi', utc: 'UTC', est: 'America/New_York', pst: 'America/Los_Angeles' };

const zoneOf = (pref: DatePrefs) => TIMEZONES[pref.timezone ?? 'eat'] ?? 'Africa/Nairobi';

// Building an Intl formatter costs far more than using one (a list of draws or winners formats
// dozens of dates in one render on a slow phone): one per zone and kind, reused everywhere.
const FORMAT_OPTIONS = {
  day: { year: 'numeric', month: '2-digit', day: '2-digit' },
  hm: { hour: '2-digit', minute: '2-digit', hour12: false },
  dayMonth: { day: 'numeric', month: 'short' },
  weekday: { weekday: 'short' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;
const formatters = new Map<string, Intl.DateTimeFormat>();

/** The (cached) Intl.DateTimeFormat of one kind in one IANA zone; en-GB unless a locale (sw, fr) is given. */
export function dateTimeFormat(zone: string, kind: keyof typeof FORMAT_OPTIONS, locale = 'en-GB'): Intl.DateTimeFormat {
  const key = `${zone}|${kind}|${locale}`;
  let f = formatters.get(key);
  if (!f) formatters.set(key, (f = new Intl.DateTimeFormat(locale, { timeZone: zone, ...FORMAT_OPTIONS[kind] })));
  return f;
}

// Minutes east of UTC of the zones that keep one offset all year (East Africa Time has since
// 1942): their dates and times are written by arithmetic, as Intl writes them, because the first
// Intl date formatter a page creates costs it ~70 ms on a phone (its locale data loads). Zones
// with daylight saving time, and instants before 1970 or after 9999, go through Intl.
const FIXED_OFFSET_MINUTES: Record<string, number> = { 'Africa/Nairobi': 180, UTC: 0 };
const LAST_INSTANT = Date.UTC(9999, 11, 30);

/** The wall-clock fields of `d` in a fixed-offset zone (UTC getters on the shifted instant), or null. */
function fixedZoneClock(d: Date, zone: string): Date | null {
  const offset = FIXED_OFFSET_MINUTES[zone];
  const t = d.getTime();
  return offset === undefined || !(t >= 0 && t <= LAST_INSTANT) ? null : new Date(t + offset * 60_000);
}

/** A date in the user's preferred format and timezone (defaults: dd/mm/yyyy, East Africa Time). */
export function formatDate(iso: string | Date, pref: DatePrefs = {}): string {
  const d = typeof iso === 'string' ? new Date(iso) : iso;
  const [dd, mm, yyyy] = dayParts(d, zoneOf(pref));
  switch (pref.dateFormat) {
    case 'mm/dd/yyyy':
      return `${mm}/${dd}/${yyyy}`;
    case 'yyyy-mm-dd':
      return `${yyyy}-${mm}-${dd}`;
    default:
      return `${dd}/${mm}/${yyyy}`;
  }
}

function dayParts(d: Date, zone: string): [day: string, month: string, year: string] {
  const c = fixedZoneClock(d, zone);
  if (c) return [pad2(c.getUTCDate()), pad2(c.getUTCMonth() + 1), String(c.getUTCFullYear())];
  const parts = dateTimeFormat(zone, 'day').formatToParts(d);
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '';
  return [get('day'), get('month'), get('year')];
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
  const d = typeof iso === 'string' ? new Date(iso) : iso;
  const c = fixedZoneClock(d, zoneOf(pref));
  return c ? `${pad2(c.getUTCHours())}:${pad2(c.getUTCMinutes())}` : dateTimeFormat(zoneOf(pref), 'hm').format(d);
}

/** Date and time, e.g. "22/11/2026 14:05". */
export function formatDateTime(iso: string | Date, pref: DatePrefs = {}): string {
  const d = typeof iso === 'string' ? new Date(iso) : iso;
  return `${formatDate(d, pref)} ${formatTime(d, pref)}`;
}

/** A count with thousands separators, e.g. "12,345" (the number formatter of the dashboard and admin). */
export function formatNumber(n: number): string {
  // Without Intl for whole counts: its first formatter costs a page ~70 ms on a phone.
  return groupDigits(n);
}

let relative: Intl.RelativeTimeFormat | undefined;

/** "3 minutes ago" style relative time. */
export function timeAgo(iso: string | Date, now: Date = new Date()): string {
  const d = typeof iso === 'string' ? new Date(iso) : iso;
  const s = Math.round((now.getTime() - d.getTime()) / 1000);
  const rtf = (relative ??= new Intl.RelativeTimeFormat('en', { numeric: 'auto' }));
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
