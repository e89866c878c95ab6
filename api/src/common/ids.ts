/** The largest value of an `integer` / `serial` column (PostgreSQL int4; SQLite stores the same rows). */
export const MAX_ROW_ID = 2_147_483_647;

/**
 * A row id from untrusted input (a path segment, a GraphQL ID, a cursor part), or null when it
 * cannot name a row: not a plain positive integer, or beyond what an integer column holds. Callers
 * answer null with NOT_FOUND (or BAD_USER_INPUT for a cursor), never by querying with it.
 */
export function parseRowId(raw: unknown): number | null {
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  if (!/^[1-9][0-9]{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= MAX_ROW_ID ? id : null;
}
