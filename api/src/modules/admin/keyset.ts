import { z } from 'zod';
import { badInput } from '../../common/errors';
import { parseRowId } from '../../common/ids';
import { parseInput } from '../../common/validation';

/** Largest page an admin list returns; larger `first` values are capped to it. */
export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 20;

/** The arguments every admin list takes: `first` (1..100, capped), an opaque `after` cursor, a free-text `search`. */
export const pageArgsSchema = z.object({
  first: z.coerce
    .number({ error: 'first must be a number' })
    .int('first must be a whole number')
    .min(1, 'first must be at least 1')
    .nullish()
    .transform((n) => Math.min(n ?? DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE)),
  after: z.string().max(200, 'Invalid cursor').nullish().transform((s) => s || null),
  search: z
    .string()
    .max(100, 'Search must be at most 100 characters')
    .nullish()
    .transform((s) => s?.trim() || null),
});
export type PageArgs = z.infer<typeof pageArgsSchema>;

export const parsePageArgs = (raw: unknown): PageArgs => parseInput(pageArgsSchema, raw ?? {});

export interface Page<T> {
  nodes: T[];
  pageInfo: { endCursor: string | null; hasNextPage: boolean };
}

/** A keyset position: a timestamp and the row id that breaks ties (newest first). */
export interface TimeKey {
  at: Date;
  id: number;
}

const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64url');
const unb64 = (s: string) => Buffer.from(s, 'base64url').toString('utf8');

export const encodeTimeCursor = (k: TimeKey) => b64(`t:${k.at.toISOString()}|${k.id}`);
export const encodeIdCursor = (id: number) => b64(`i:${id}`);

export function decodeTimeCursor(cursor: string): TimeKey {
  const m = /^t:(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)\|(\d{1,15})$/.exec(unb64(cursor));
  const at = m ? new Date(m[1]!) : null;
  const id = m ? parseRowId(m[2]) : null;
  if (!m || !at || Number.isNaN(at.getTime()) || !id) throw badInput('Invalid cursor', 'after');
  return { at, id };
}

export function decodeIdCursor(cursor: string): number {
  const id = parseRowId(/^i:(\d{1,15})$/.exec(unb64(cursor))?.[1]);
  if (!id) throw badInput('Invalid cursor', 'after');
  return id;
}

/** Cut the extra row fetched to learn whether another page exists, and name the last row as the cursor. */
export function toPage<T>(rows: T[], first: number, cursorOf: (row: T) => string): Page<T> {
  const nodes = rows.slice(0, first);
  const last = nodes[nodes.length - 1];
  return { nodes, pageInfo: { endCursor: last ? cursorOf(last) : null, hasNextPage: rows.length > first } };
}

/**
 * A case-insensitive "contains" pattern for `lower(col) LIKE :p ESCAPE '\'`: the text lower-cased
 * with the LIKE wildcards (% and _) and the escape character itself escaped, so they match literally.
 */
export const containsPattern = (search: string) => `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
