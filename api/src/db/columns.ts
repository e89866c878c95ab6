import { config } from '../config/config';

/**
 * Column types that differ between SQLite and PostgreSQL, chosen once per process so that
 * entities and migrations agree. Timestamps are timezone-aware on PostgreSQL.
 */
export const dateColumnType = (): 'timestamptz' | 'datetime' =>
  config().database.kind === 'postgres' ? 'timestamptz' : 'datetime';

/** A timestamp from a raw query: a Date on PostgreSQL, 'YYYY-MM-DD HH:MM:SS.SSS' (UTC) text on SQLite. */
export function rawDate(v: string | Date): Date {
  if (v instanceof Date) return v;
  return new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(v) ? v : `${v.replace(' ', 'T')}Z`);
}
