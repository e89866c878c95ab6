import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Environment of bench/listing-scale.ts, before any server module reads its config: the API test
 * environment (fixed secrets, no demo), on a SQLite FILE (an in-memory database of ten million rows
 * would not fit), or on LISTING_DATABASE_URL=postgres://… (a throw-away database: it is wiped).
 */
export const BENCH_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'mw-bench-listing-'));
process.env.API_TEST_DATABASE_URL = process.env.LISTING_DATABASE_URL ?? `sqlite:${path.join(BENCH_DIR, 'listing.sqlite')}`;
// eslint-disable-next-line @typescript-eslint/no-require-imports
require('../api/src/test/env');
process.env.LOG_LEVEL = 'warn';
