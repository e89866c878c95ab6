import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Environment of bench/fuzz.ts, set before any server module reads its config: a production-mode server on SQLite. */
export const BENCH_DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'mw-bench-fuzz-'));
process.env.NODE_ENV = 'production';
// Production refuses to start without both keys from the environment (bench-only values).
process.env.JWT_SECRET ??= 'bench-only-jwt-secret-0123456789abcdef0123456789abcdef';
process.env.SECRETS_KEY ??= '00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff';
process.env.DATA_DIR = BENCH_DATA_DIR;
process.env.DATABASE_URL = process.env.FUZZ_DATABASE_URL ?? `sqlite:${path.join(BENCH_DATA_DIR, 'fuzz.sqlite')}`;
process.env.LOG_LEVEL = 'error';
process.env.LOG_IN_TESTS = '1';
process.env.REGISTRATIONS_PER_IP_PER_HOUR = '100000';
delete process.env.SEED_DEMO;
process.env.METERING_TOKEN = 'bench-fuzz-metering-token-0123456789'; // without it ingestion answers its designed 503
