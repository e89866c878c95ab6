import { BENCH_DATA_DIR } from './storage.env';

/** As bench/storage.env.ts; with RACES_DATABASE_URL the entities are built for PostgreSQL (column types follow the database kind). */
if (process.env.RACES_DATABASE_URL) process.env.DATABASE_URL = process.env.RACES_DATABASE_URL;
export { BENCH_DATA_DIR };
