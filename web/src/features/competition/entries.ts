import { DRAW_SCHEDULE_TEXT, MAX_ENTRIES_PER_CUSTOMER } from '@contracts/competition-rules';

/** Competition constants and the entry rule come from the shared contract (the server is the authority). */
export { ENTRY_VALUE_KSH, GB_PER_ENTRY, entriesForStorage } from '@contracts/competition-rules';
export const MAX_ENTRIES_PER_PERIOD = MAX_ENTRIES_PER_CUSTOMER;

export const DRAW_LABEL: Record<string, string> = { daily: 'Daily draw', weekly: 'Weekly draw', monthly: 'Monthly draw' };
/** When each draw type runs (Africa/Nairobi time). */
export const DRAW_FREQUENCY: Record<string, string> = DRAW_SCHEDULE_TEXT;
