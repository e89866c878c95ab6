import { Brackets } from 'typeorm';
import type { Db } from '../../db/db';
import { WinnerEntity } from './winner.entity';
import { parseRowId } from '../../common/ids';

/** Winners with their draw, promotion and user loaded (what every Winner field needs), in one statement. */
export const winnersQuery = (db: Db) =>
  db
    .getRepository(WinnerEntity)
    .createQueryBuilder('w')
    .innerJoinAndSelect('w.draw', 'd')
    .innerJoinAndSelect('w.promotion', 'p')
    .leftJoinAndSelect('w.user', 'u');

export async function winnerById(db: Db, id: number): Promise<WinnerEntity | null> {
  return winnersQuery(db).where('w.id = :id', { id }).getOne();
}

export async function recentWinners(db: Db, limit: number, promotionId?: number): Promise<WinnerEntity[]> {
  const q = winnersQuery(db).orderBy('w.win_date', 'DESC').addOrderBy('w.id', 'DESC').limit(limit);
  if (promotionId !== undefined) q.where('w.promotion_id = :promotionId', { promotionId });
  return q.getMany();
}

export interface WinnerPage {
  nodes: WinnerEntity[];
  pageInfo: { endCursor: string | null; hasNextPage: boolean };
}

const encodeCursor = (w: WinnerEntity) => Buffer.from(`${w.winDate.toISOString()}|${w.id}`).toString('base64url');
function decodeCursor(cursor: string): { winDate: Date; id: number } | null {
  const [date, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const winDate = new Date(date ?? '');
  const n = parseRowId(id);
  return Number.isNaN(winDate.getTime()) || !n ? null : { winDate, id: n };
}

/** Keyset page of winners, newest first, optionally filtered by promotion name (case-insensitive). */
export async function winnersPage(db: Db, opts: { first: number; after?: string | null; search?: string | null }): Promise<WinnerPage> {
  const q = winnersQuery(db).orderBy('w.win_date', 'DESC').addOrderBy('w.id', 'DESC').limit(opts.first + 1);
  const search = opts.search?.trim().toLowerCase();
  if (search) q.andWhere("LOWER(p.name) LIKE :search ESCAPE '\\'", { search: `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` });
  const cursor = opts.after ? decodeCursor(opts.after) : null;
  if (cursor) {
    q.andWhere(
      new Brackets((b) => {
        b.where('w.win_date < :cd', { cd: cursor.winDate }).orWhere(new Brackets((c) => c.where('w.win_date = :cd', { cd: cursor.winDate }).andWhere('w.id < :cid', { cid: cursor.id })));
      }),
    );
  }
  const rows = await q.getMany();
  const nodes = rows.slice(0, opts.first);
  const last = nodes[nodes.length - 1];
  return { nodes, pageInfo: { endCursor: last ? encodeCursor(last) : null, hasNextPage: rows.length > opts.first } };
}
