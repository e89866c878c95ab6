import { config } from '../config/config';

/**
 * Column types that differ between SQLite and PostgreSQL, chosen once per process so that
 * entities and migrations agree. Timestamps are timezone-aware on PostgreSQL.
 */
export const dateColumnType = (): 'timestamptz' | 'datetime' =>
  config().database.kind === 'postgres' ? 'timestamptz' : 'datetime';
