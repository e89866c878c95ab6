import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';

// Test environment for the API project: in-memory SQLite, fixed test secrets, a throw-away data folder.
process.env.NODE_ENV = 'test';
process.env.DATABASE_URL = process.env.API_TEST_DATABASE_URL ?? 'sqlite::memory:';
process.env.JWT_SECRET = 'test-only-jwt-secret-0123456789abcdef0123456789abcdef';
process.env.SECRETS_KEY = '00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff';
process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'mw-test-'));
process.env.SEED_DEMO = 'false';
// 32 random bytes (base64url), as a real deployment's: weaker tokens are refused at start.
process.env.METERING_TOKEN = 'kR3v9Qe0xWm7Ls2bJt5yHn8cPa4dFg6uZi1oVrXkEwM';
delete process.env.BEACON_URL;
delete process.env.ADMIN_EMAIL;
delete process.env.ADMIN_PASSWORD;
// Billing: the defaults (VAT 16 %, development placeholders for unset payment details) unless a test sets them.
for (const key of Object.keys(process.env)) if (key.startsWith('BILLING_') || key === 'VAT_RATE_PERCENT') delete process.env[key];
