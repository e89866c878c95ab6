import 'reflect-metadata';
import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../../ormconfig';

/** Arbitrary, fixed key of the advisory lock that serialises migrations across processes. */
const MIGRATION_LOCK_KEY = 1763800001;

/** Create, connect and migrate the database described by the config (or by an explicit URL). */
export async function openDatabase(url?: string): Promise<DataSource> {
  const options = dataSourceOptions(url);
  if (options.type === 'better-sqlite3' && options.database !== ':memory:') {
    fs.mkdirSync(path.dirname(String(options.database)), { recursive: true });
  }
  const ds = new DataSource(options);
  await ds.initialize();
  if (options.type === 'better-sqlite3') serializeTransactions(ds);
  await migrate(ds);
  return ds;
}

/**
 * Run pending migrations once, however many processes start together: on PostgreSQL the first
 * process takes a session advisory lock and migrates; the others wait for it, then find nothing
 * pending. (SQLite is one file on one machine; its writer lock does the same.)
 */
async function migrate(ds: DataSource): Promise<void> {
  if (ds.options.type !== 'postgres') {
    await ds.runMigrations({ transaction: 'each' });
    return;
  }
  const runner = ds.createQueryRunner();
  try {
    await runner.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await ds.runMigrations({ transaction: 'each' });
  } finally {
    await runner.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    await runner.release();
  }
}

/**
 * better-sqlite3 is one connection: two transactions started concurrently (two background jobs,
 * or a job and a request) would nest as savepoints of each other and fail with "no such
 * savepoint". Queue them instead. A transaction started from inside another one's callback (the
 * async scope knows) runs at once, as before, so a mistaken nested `db.transaction` cannot deadlock.
 */
function serializeTransactions(ds: DataSource): void {
  const inside = new AsyncLocalStorage<true>();
  const manager = ds.manager;
  const original = manager.transaction.bind(manager) as (...args: unknown[]) => Promise<unknown>;
  let tail: Promise<unknown> = Promise.resolve();
  const queued = (...args: unknown[]): Promise<unknown> => {
    if (inside.getStore()) return original(...args);
    const run = tail.then(() => inside.run(true, () => original(...args)));
    tail = run.catch(() => undefined);
    return run;
  };
  (manager as unknown as { transaction: typeof queued }).transaction = queued;
}
