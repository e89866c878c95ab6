import 'reflect-metadata';
import fs from 'node:fs';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../../ormconfig';

/** Create, connect and migrate the database described by the config (or by an explicit URL). */
export async function openDatabase(url?: string): Promise<DataSource> {
  const options = dataSourceOptions(url);
  if (options.type === 'better-sqlite3' && options.database !== ':memory:') {
    fs.mkdirSync(path.dirname(String(options.database)), { recursive: true });
  }
  const ds = new DataSource(options);
  await ds.initialize();
  await ds.runMigrations({ transaction: 'each' });
  return ds;
}
