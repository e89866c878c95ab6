import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Environment of bench/scale-jobs.ts, set before any server module reads its config. */
export const BENCH_DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'mw-bench-scale-'));
process.env.NODE_ENV = 'production';
process.env.SECRETS_KEY ??= '00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff';
process.env.DATA_DIR = BENCH_DATA_DIR;
// SCALE_DATABASE_URL=postgres://… measures PostgreSQL (a throw-away database: the bench fills it).
process.env.DATABASE_URL = process.env.SCALE_DATABASE_URL ?? `sqlite:${path.join(BENCH_DATA_DIR, 'bench.sqlite')}`;
process.env.SEED_DEMO = 'false';
process.env.LOG_LEVEL = 'warn';
process.env.JWT_SECRET ??= 'bench-only-jwt-secret-0123456789abcdef0123456789abcdef';
