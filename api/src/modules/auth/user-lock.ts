import type { DataSource, EntityManager } from 'typeorm';
import { withKeyLock } from '../../common/keyed-lock';
import { unauthenticated } from '../../common/errors';
import type { Caller } from '../caller';
import { SessionEntity } from './session.entity';

/**
 * Run `fn` in a transaction that holds the user's lock: for per-user rules that count and then
 * insert (at most 20 S3 access keys, at most 20 live personal access tokens), and for the changes
 * that take credentials back (a password reset or change, turning 2FA off), so a creation cannot
 * slip between a takeover clean-up's revocation and its commit.
 *
 * - PostgreSQL: `SELECT … FOR NO KEY UPDATE` on the user's row. Under READ COMMITTED, parallel
 *   transactions would otherwise all count the same number and all insert; with the row lock the
 *   next one counts only after the previous one committed, on any number of API processes. (NO KEY:
 *   it still excludes every other holder and an UPDATE of the row, but not the key-share locks that
 *   inserts referencing the user take, so other requests' security events do not wait for it.)
 * - SQLite: TypeORM has one connection per process, on which overlapping transactions nest as
 *   savepoints of each other, so an in-process key lock orders them; the database file admits one
 *   writer at a time across processes.
 *
 * Never nest it for the same user (the in-process lock would wait for itself).
 */
export function withUserLock<T>(db: DataSource, userId: number, fn: (m: EntityManager) => Promise<T>): Promise<T> {
  if (db.options.type === 'postgres') {
    return db.transaction(async (m) => {
      await m.query('SELECT id FROM users WHERE id = $1 FOR NO KEY UPDATE', [userId]);
      return fn(m);
    });
  }
  return withKeyLock(`user-row:${userId}`, () => db.transaction(fn));
}

/**
 * Inside the user's lock: refuse a request whose session ended while it waited (a password reset or
 * "sign out everywhere" committed first), so what it was about to create cannot outlive the
 * clean-up that signed it out. A request without a session (a personal access token) passes.
 */
export async function requireLiveSession(m: EntityManager, ctx: Pick<Caller, 'session'>): Promise<void> {
  if (!ctx.session) return;
  const row = await m.getRepository(SessionEntity).findOne({ select: { id: true, revokedAt: true }, where: { id: ctx.session.id } });
  if (!row || row.revokedAt) throw unauthenticated('Your sign-in has expired. Please sign in again.');
}
