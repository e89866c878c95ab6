import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { config } from '../config/config';
import { logger } from './logger';

const PLACEHOLDERS = /^(changeme|change-me|secret|jwt_secret|your[-_]?secret.*|example|test|password)$/i;

/**
 * A secret from the environment, or generated once into the data folder (mode 0600).
 * Refuses short or placeholder values: a weak signing key is worse than none.
 */
export function loadSecret(name: 'jwt-secret' | 'secrets-key', fromEnv: string | undefined, minBytes = 32): Buffer {
  if (fromEnv !== undefined) {
    const bytes = decodeSecret(fromEnv);
    if (bytes.length < minBytes || PLACEHOLDERS.test(fromEnv)) {
      throw new Error(`${name === 'jwt-secret' ? 'JWT_SECRET' : 'SECRETS_KEY'} must be at least ${minBytes} random bytes and not a placeholder`);
    }
    return bytes;
  }
  const file = path.join(config().dataDir, name);
  if (fs.existsSync(file)) {
    const bytes = decodeSecret(fs.readFileSync(file, 'utf8').trim());
    if (bytes.length < minBytes) throw new Error(`${file} holds fewer than ${minBytes} bytes: delete it to generate a new one, or set the variable`);
    if ((fs.statSync(file).mode & 0o077) !== 0) logger.warn({ file }, `${name} is readable by other users: chmod 600 it`);
    return bytes;
  }
  fs.mkdirSync(config().dataDir, { recursive: true });
  const value = crypto.randomBytes(48).toString('base64');
  fs.writeFileSync(file, value + '\n', { mode: 0o600, flag: 'wx' });
  logger.info({ file }, `generated ${name} into the data folder`);
  return Buffer.from(value, 'base64');
}

/** Hex (64+ chars) or base64 decode when it looks like one; otherwise the raw UTF-8 bytes. */
function decodeSecret(v: string): Buffer {
  if (/^[0-9a-f]{64,}$/i.test(v)) return Buffer.from(v, 'hex');
  if (/^[A-Za-z0-9+/_-]{43,}={0,2}$/.test(v) && v.length % 4 !== 1) {
    const b = Buffer.from(v, 'base64');
    if (b.length >= 32) return b;
  }
  return Buffer.from(v, 'utf8');
}

/**
 * Called once at start-up. Keys come from the environment or from files generated into the data
 * folder. A production server on PostgreSQL is meant to run as several processes (often on several
 * machines) that must all sign sessions and encrypt secrets with the same keys, so there they must
 * come from the environment: a per-machine generated file would silently split them.
 */
export function checkSecretsAtStart(): void {
  const cfg = config();
  if (cfg.isProduction && cfg.database.kind === 'postgres') {
    const missing = [!cfg.jwtSecret && 'JWT_SECRET', !cfg.secretsKey && 'SECRETS_KEY'].filter(Boolean);
    if (missing.length) {
      throw new Error(
        `${missing.join(' and ')} must be set in the environment in production on PostgreSQL, the same for every process ` +
          '(e.g. `openssl rand -base64 48`); see docs/deployment.md',
      );
    }
  }
  jwtSecret();
  dataEncryptionKey();
}

let jwtKey: Buffer | undefined;
export const jwtSecret = () => (jwtKey ??= loadSecret('jwt-secret', config().jwtSecret));
let dataKey: Buffer | undefined;
/** 32-byte AES-256-GCM key for secrets at rest (API key secrets, TOTP seeds). */
export const dataEncryptionKey = () => (dataKey ??= crypto.createHash('sha256').update(loadSecret('secrets-key', config().secretsKey)).digest());

/** AES-256-GCM: "v1.<iv>.<tag>.<ciphertext>" in base64url. */
export function encryptSecret(plain: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', dataEncryptionKey(), iv);
  const ct = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), ct.toString('base64url')].join('.');
}

export function decryptSecret(sealed: string): string {
  const [v, iv, tag, ct] = sealed.split('.');
  if (v !== 'v1' || !iv || !tag || ct === undefined) throw new Error('Unknown secret format');
  const decipher = crypto.createDecipheriv('aes-256-gcm', dataEncryptionKey(), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ct, 'base64url')), decipher.final()]).toString('utf8');
}
