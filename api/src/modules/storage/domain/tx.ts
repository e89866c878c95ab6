import type { DataSource, EntityManager } from 'typeorm';
import { armQuietCommit, commitDurable, disarmQuietCommit } from '../../../db/sqlite-group-commit';

/**
 * A transaction for the storage tables. On SQLite TypeORM has ONE connection per process, so two
 * overlapping `db.transaction()` calls would nest as savepoints of each other; the gateway's
 * transactions therefore queue behind each other in this process (SQLite's file lock orders them
 * across processes). PostgreSQL transactions run concurrently; callers that can race on a unique
 * key retry (see isUniqueViolation).
 *
 * On SQLite in WAL mode the queue moves on as soon as a transaction has committed, and its caller
 * waits for the WAL's fdatasync, shared with every transaction committed meanwhile
 * (db/sqlite-group-commit.ts): resolved, it is as durable as a COMMIT under `synchronous = FULL`.
 * `waitForDisk: false` (metering, written after the answer) does not wait: its commit is synced by
 * the next shared sync, within a second at the latest.
 */
const queues = new WeakMap<DataSource, Promise<unknown>>();

export function storageTx<T>(db: DataSource, fn: (m: EntityManager) => Promise<T>, opts: { waitForDisk?: boolean } = {}): Promise<T> {
  if (db.options.type === 'postgres') return db.transaction(fn);
  const previous = queues.get(db) ?? Promise.resolve();
  const run = previous.then(() =>
    db.transaction(async (m) => {
      const out = await fn(m);
      armQuietCommit(db, m);
      return out;
    }),
  );
  queues.set(
    db,
    run.catch(() => undefined),
  );
  return run.then(
    async (out) => {
      await commitDurable(db, opts.waitForDisk === false);
      return out;
    },
    (e: unknown) => {
      disarmQuietCommit(db);
      throw e;
    },
  );
}

/** A unique-constraint violation (PostgreSQL 23505, SQLite SQLITE_CONSTRAINT_UNIQUE/PRIMARYKEY). */
export function isUniqueViolation(e: unknown): boolean {
  const err = e as { code?: string; driverError?: { code?: string } };
  const code = err?.driverError?.code ?? err?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** A foreign-key violation: the bucket or upload went away while the request ran. */
export function isForeignKeyViolation(e: unknown): boolean {
  const err = e as { code?: string; driverError?: { code?: string } };
  const code = err?.driverError?.code ?? err?.code;
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}

/** Run `fn`, again (up to `times`) when it lost a race on a unique key. */
export async function retryOnConflict<T>(fn: () => Promise<T>, times = 3): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await fn();
    } catch (e) {
      if (i >= times || !isUniqueViolation(e)) throw e;
    }
  }
}
