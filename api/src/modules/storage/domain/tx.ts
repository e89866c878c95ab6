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
  return committed(db, fn).then(async (out) => {
    await commitDurable(db, opts.waitForDisk === false);
    return out;
  });
}

/**
 * A storage transaction whose caller goes on once it is committed (visible to every process) and
 * waits for the disk only where durability is needed: `onDisk` resolves when it is (at once on
 * PostgreSQL, whose COMMIT returns durable). A write's reservation and blob journal row are needed
 * on the disk only before its blob is moved into place, so the body is received meanwhile.
 */
export async function storageTxOnDiskLater<T>(db: DataSource, fn: (m: EntityManager) => Promise<T>): Promise<{ value: T; onDisk: Promise<void> }> {
  if (db.options.type === 'postgres') return { value: await db.transaction(fn), onDisk: Promise.resolve() };
  const value = await committed(db, fn);
  const onDisk = commitDurable(db);
  // Seen by whoever awaits it; never an unhandled rejection meanwhile.
  onDisk.catch(() => undefined);
  return { value, onDisk };
}

/** SQLite: the transaction, queued behind this process's others, committed without waiting for the disk. */
function committed<T>(db: DataSource, fn: (m: EntityManager) => Promise<T>): Promise<T> {
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
  return run.catch((e: unknown) => {
    disarmQuietCommit(db);
    throw e;
  });
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
