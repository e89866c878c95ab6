import { formatKsh } from './money';

/**
 * The Store & Score competition rules (constants, the entry rule, the public texts), shared by the
 * server (the authority) and the web. No zod here: the public competition page imports these, and
 * evaluating zod's schemas was a third of its start-up script on a phone (bench/README.md); the
 * inputs' schemas are in competition.ts, which re-exports all of this.
 */

/** Every 2 GB of active storage is one entry. */
export const GB_PER_ENTRY = 2;
/** At most 500 entries per customer per draw period. */
export const MAX_ENTRIES_PER_CUSTOMER = 500;
/** Shown on the competition page: value of one entry per month, in KSh. */
export const ENTRY_VALUE_KSH = 100;
/** Draw schedules run in this time zone. */
export const DRAW_TIME_ZONE = 'Africa/Nairobi';
/** Local hour (Africa/Nairobi) at which every scheduled draw happens. */
export const DRAW_HOUR = 20;
/** Minutes before a scheduled draw at which the entry list is frozen and its commitment published. */
export const FREEZE_MINUTES_BEFORE_DRAW = 15;
/** Number of recent winners on the public live dashboard. */
export const PUBLIC_LAST_WINNERS = 3;

export const DRAW_TYPES = ['daily', 'weekly', 'monthly'] as const;
export type DrawTypeName = (typeof DRAW_TYPES)[number];

/** Human schedule of each draw type (Africa/Nairobi time). */
export const DRAW_SCHEDULE_TEXT: Record<DrawTypeName, string> = {
  daily: 'Every day at 20:00 EAT',
  weekly: 'Every Sunday at 20:00 EAT',
  monthly: 'First Monday of the month at 20:00 EAT',
};

/** Entries for a customer with this many GB of active storage: min(floor(GB / 2), 500). */
export function entriesForStorage(activeGb: number): number {
  if (!Number.isFinite(activeGb) || activeGb <= 0) return 0;
  return Math.min(Math.floor(activeGb / GB_PER_ENTRY), MAX_ENTRIES_PER_CUSTOMER);
}

/** Public name of a winner: first name plus the initial of the last name and a dot, or 'Anonymous Winner'. */
export function winnerDisplayName(user: { firstName?: string | null; lastName?: string | null } | null | undefined): string {
  const first = user?.firstName?.trim();
  if (!first) return 'Anonymous Winner';
  const initial = user?.lastName?.trim().charAt(0);
  return initial ? `${first} ${initial.toUpperCase()}.` : first;
}

/** Public prize text: the description when it names a MacBook, otherwise 'KSh {prizeValue} Airtime' (the one money format: 'KSh 5,000 Airtime'). */
export function prizeText(prizeDescription: string, prizeValue: number): string {
  return prizeDescription.includes('MacBook') ? prizeDescription : `${formatKsh(prizeValue * 100, { whole: true })} Airtime`;
}
