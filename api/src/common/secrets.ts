import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { config } from '../config/config';
import { logger } from './logger';

const PLACEHOLDERS = /^(changeme|change-me|secret|jwt_secret|your[-_]?secret.*|example|test|password)$|change[-_ ]?me|placeholder|replace[-_ ]?me/i;
/** 32 random bytes hold ~30 different byte values; a value with fewer than this is a pattern, not a key. */
const MIN_DISTINCT_BYTES = 12;

/**
 * The bytes of a secret from the environment, or an error naming the variable: at least `minBytes`
 * (after hex or base64 decoding), no placeholder, no repeated pattern ("aaaa…", "abab…").
 */
export function strongSecretBytes(variable: string, value: string, minBytes = 32): Buffer {
  const bytes = decodeSecret(value);
  if (bytes.length < minBytes || PLACEHOLDERS.test(value) || new Set(bytes).size < MIN_DISTINCT_BYTES) {
    throw new Error(`${variable} must be at least ${minBytes} random bytes and not a placeholder (e.g. \`openssl rand -base64 48\`)`);
  }
  return bytes;
}

/**
 * A secret from the environment, or (outside production only) generated once into the data folder
 * (mode 0600). Refuses short or placeholder values: a weak signing key is worse than none.
 */
export function loadSecret(name: 'jwt-secret' | 'secrets-key', fromEnv: string | undefined, minBytes = 32): Buffer {
  const variable = name === 'jwt-secret' ? 'JWT_SECRET' : 'SECRETS_KEY';
  if (fromEnv !== undefined) return strongSecretBytes(variable, fromEnv, minBytes);
  if (config().isProduction) throw new Error(missingInProduction([variable]));
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

const missingInProduction = (variables: string[]) =>
  `${variables.join(' and ')} must be set in the environment in production: a key generated into the data folder would sit beside the ` +
  'database it protects (one stolen folder holds both), and every process must share it. Generate one with `openssl rand -base64 48`; ' +
  'a key an earlier start generated can be moved into the variable (e.g. SECRETS_KEY=$(cat data/secrets-key)). See docs/deployment.md';

/**
 * Called once at start-up. In production the keys must come from the environment, on SQLite as on
 * PostgreSQL: a key generated beside the database protects nothing from whoever copies the data
 * folder, and processes on several machines must share one. Outside production they are generated
 * into the data folder, so `npm start` works from a clean clone. A METERING_TOKEN, when set, must
 * be as strong as the keys.
 */
export function checkSecretsAtStart(): void {
  const cfg = config();
  if (cfg.isProduction) {
    const missing = [!cfg.jwtSecret && 'JWT_SECRET', !cfg.secretsKeys.current && 'SECRETS_KEY'].filter((v): v is string => !!v);
    if (missing.length) throw new Error(missingInProduction(missing));
  }
  jwtSecret();
  secretsKeyring();
  if (cfg.meteringToken !== undefined) strongSecretBytes('METERING_TOKEN', cfg.meteringToken);
}

let jwtKey: Buffer | undefined;
export const jwtSecret = () => (jwtKey ??= loadSecret('jwt-secret', config().jwtSecret));

/** One configured secrets key: its id (a fingerprint, never the key) and the AES keys of both formats. */
interface SecretsKey {
  id: string;
  /** AES-256-GCM key of the v2 format (HKDF of the key). */
  v2: Buffer;
  /** AES-256-GCM key of the v1 format, SHA-256 of the key (also the root of the derived keys). */
  v1: Buffer;
}

function secretsKeyOf(raw: Buffer): SecretsKey {
  return {
    // 48 bits of a keyed hash: names the key in every ciphertext without revealing anything about it.
    id: crypto.createHmac('sha256', raw).update('mawingu secrets key id').digest('base64url').slice(0, 8),
    v2: Buffer.from(crypto.hkdfSync('sha256', raw, Buffer.alloc(0), 'mawingu secrets at rest v2', 32)),
    v1: crypto.createHash('sha256').update(raw).digest(),
  };
}

interface Keyring {
  /** SECRETS_KEY: encrypts every new or re-sealed secret. */
  current: SecretsKey;
  /** Current first, then SECRETS_KEY_PREVIOUS (newest first): any of them decrypts. */
  all: SecretsKey[];
  /** Root of the derived keys (see dataEncryptionKey). */
  root: Buffer;
}

let ring: Keyring | undefined;
export function secretsKeyring(): Keyring {
  if (ring) return ring;
  const { current, previous } = config().secretsKeys;
  const keys = [secretsKeyOf(loadSecret('secrets-key', current)), ...previous.map((v, i) => secretsKeyOf(strongSecretBytes(`SECRETS_KEY_PREVIOUS (key ${i + 1})`, v)))];
  const all = keys.filter((k, i) => keys.findIndex((o) => o.id === k.id) === i);
  ring = { current: all[0]!, all, root: all[all.length - 1]!.v1 };
  return ring;
}

/** Tests that change SECRETS_KEY / SECRETS_KEY_PREVIOUS (after resetConfig). */
export function resetSecretsKeyring(): void {
  ring = undefined;
}

/**
 * The root of the keys DERIVED from the secrets key: recovery-code hashes, draw pseudonyms, console
 * credentials (HKDF/HMAC of this). Those cannot be re-computed at a rotation: recovery codes are
 * stored only as keyed hashes and pseudonyms are published in frozen entry lists. So the root
 * stays with the OLDEST configured key (the last of SECRETS_KEY_PREVIOUS, or SECRETS_KEY when
 * there is none); for a deployment that never rotated it is the v1 data key it always was.
 */
export const dataEncryptionKey = () => secretsKeyring().root;

/**
 * What a sealed secret is bound to: its table, column and row. The binding is the AES-GCM
 * associated data, so a ciphertext copied into another row (another key's secret, another
 * user's TOTP seed) does not decrypt there.
 */
export const secretBinding = {
  /** api_keys.secret_enc, bound to the access key id (known before the row is inserted, and unique). */
  apiKeySecret: (accessKeyId: string) => `api_keys.secret_enc:${accessKeyId}`,
  /** users.totp_secret_enc, bound to the user id. */
  totpSeed: (userId: number) => `users.totp_secret_enc:${userId}`,
};

const aad = (head: string, boundTo: string) => Buffer.from(`${head}|${boundTo}`, 'utf8');

/** AES-256-GCM under the current key: "v2.<key id>.<iv>.<tag>.<ciphertext>" (base64url), bound to `boundTo`. */
export function encryptSecret(plain: string, boundTo: string): string {
  const key = secretsKeyring().current;
  const head = `v2.${key.id}`;
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', key.v2, iv);
  cipher.setAAD(aad(head, boundTo));
  const ct = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [head, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), ct.toString('base64url')].join('.');
}

function open(key: Buffer, iv: string, tag: string, ct: string, associated: Buffer | null): string {
  const decipher = crypto.createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  if (associated) decipher.setAAD(associated);
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ct, 'base64url')), decipher.final()]).toString('utf8');
}

/**
 * Decrypt a sealed secret of the row `boundTo`. v2 names its key and must be bound to this row;
 * v1 (before key ids and bindings) is tried with every configured key until a rotation re-seals it.
 */
export function decryptSecret(sealed: string, boundTo: string): string {
  const parts = sealed.split('.');
  const { all } = secretsKeyring();
  if (parts[0] === 'v2' && parts.length === 5) {
    const [, id, iv, tag, ct] = parts as [string, string, string, string, string];
    const key = all.find((k) => k.id === id);
    if (!key) throw new Error(`A secret is sealed with secrets key ${id}, which is not configured (SECRETS_KEY, SECRETS_KEY_PREVIOUS)`);
    try {
      return open(key.v2, iv, tag, ct, aad(`v2.${id}`, boundTo));
    } catch {
      throw new Error(`A secret does not decrypt for ${boundTo.split(':')[0]}: it belongs to another row or was altered`);
    }
  }
  if (parts[0] === 'v1' && parts.length === 4) {
    const [, iv, tag, ct] = parts as [string, string, string, string];
    for (const key of all) {
      try {
        return open(key.v1, iv, tag, ct, null);
      } catch {
        // not this key: try the next
      }
    }
    throw new Error('A v1 secret decrypts with none of the configured secrets keys');
  }
  throw new Error('Unknown secret format');
}

/** Is this sealed value anything but v2 under the current key (what `npm run rotate-secrets` re-seals)? */
export const needsResealing = (sealed: string) => !sealed.startsWith(`v2.${secretsKeyring().current.id}.`);
