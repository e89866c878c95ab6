import 'reflect-metadata';
import type { DataSourceOptions } from 'typeorm';
import { config } from './api/src/config/config';
import { installGroupCommit } from './api/src/db/sqlite-group-commit';
import { allEntities, allMigrations } from './api/src/modules/registry';

/**
 * TypeORM options from DATABASE_URL:
 *   unset                      -> SQLite file DATA_DIR/portal.sqlite (WAL mode)
 *   sqlite::memory:            -> in-memory SQLite (tests)
 *   sqlite:/path/to/file       -> that SQLite file
 *   postgres://user:pw@host/db -> PostgreSQL
 * Schema changes come only from versioned migrations (never synchronize).
 */
export function dataSourceOptions(url: string = config().database.url): DataSourceOptions {
  const common = { entities: allEntities(), migrations: allMigrations(), synchronize: false, logging: false } as const;
  if (/^postgres(ql)?:\/\//.test(url)) {
    // Bounded waits: with the database gone, a request fails fast (503) instead of hanging; the pool
    // drops broken connections and opens new ones when PostgreSQL is back.
    return {
      ...common,
      type: 'postgres',
      url,
      extra: { max: 10, connectionTimeoutMillis: 5_000, idleTimeoutMillis: 30_000, query_timeout: 30_000, keepAlive: true },
    };
  }
  const file = url.replace(/^sqlite:/, '');
  return {
    ...common,
    type: 'better-sqlite3',
    database: file === ':memory:' ? ':memory:' : file,
    enableWAL: file !== ':memory:',
    prepareDatabase: (db: Parameters<typeof installGroupCommit>[0]) => {
      db.pragma('foreign_keys = ON');
      db.pragma('busy_timeout = 5000');
      // An acknowledged write (an S3 PUT's object row, a payment) must survive a power cut, not only
      // a crash: in WAL mode better-sqlite3 defaults to NORMAL (the WAL synced at checkpoints only)
      // whenever the file was already in WAL mode, so set FULL explicitly, the same on every open.
      db.pragma('synchronous = FULL');
      // …except that a storage transaction's COMMIT leaves the fsync to a group commit off the
      // main thread, which its caller awaits (api/src/db/sqlite-group-commit.ts).
      installGroupCommit(db);
    },
  };
}

export default dataSourceOptions;
