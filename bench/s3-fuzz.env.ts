import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Environment of bench/s3-fuzz.ts, set before any server module reads its config: a
 * production-mode portal and S3 gateway on SQLite (or FUZZ_DATABASE_URL) in a throw-away folder.
 */
export const BENCH_DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'mw-bench-s3fuzz-'));
process.env.NODE_ENV = 'production';
process.env.DATA_DIR = BENCH_DATA_DIR;
process.env.DATABASE_URL = process.env.FUZZ_DATABASE_URL ?? `sqlite:${path.join(BENCH_DATA_DIR, 's3-fuzz.sqlite')}`;
process.env.LOG_LEVEL = process.env.LOG_LEVEL ?? 'error';
process.env.LOG_IN_TESTS = '1';
process.env.SEED_DEMO = 'false';
process.env.REGISTRATIONS_PER_IP_PER_HOUR = '100000';
// Bench-only secrets (production refuses to start without strong ones); never used outside this folder.
process.env.JWT_SECRET ??= 'bench-s3-fuzz-jwt-secret-0123456789abcdef0123456789';
process.env.SECRETS_KEY ??= '00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff';
process.env.METERING_TOKEN ??= 'bench-s3-fuzz-metering-token-0123456789abcdef';
delete process.env.S3_BACKEND_URL;
