import 'reflect-metadata';
import type { DataSourceOptions } from 'typeorm';
import { config } from './api/src/config/config';
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
    return { ...common, type: 'postgres', url, extra: { max: 10 } };
  }
  const file = url.replace(/^sqlite:/, '');
  return {
    ...common,
    type: 'better-sqlite3',
    database: file === ':memory:' ? ':memory:' : file,
    enableWAL: file !== ':memory:',
    prepareDatabase: (db: { pragma: (s: string) => unknown }) => {
      db.pragma('foreign_keys = ON');
      db.pragma('busy_timeout = 5000');
    },
  };
}

export default dataSourceOptions;
