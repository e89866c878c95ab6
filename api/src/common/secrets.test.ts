import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { resetConfig } from '../config/config';
import { checkSecretsAtStart, dataEncryptionKey, decryptSecret, encryptSecret, needsResealing, resetSecretsKeyring, secretBinding, secretsKeyring, strongSecretBytes } from './secrets';

const OLD = '00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff';
const NEW = crypto.randomBytes(32).toString('base64');
const saved = { ...process.env };

function useKeys(env: Record<string, string | undefined>) {
  for (const [k, v] of Object.entries(env)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  resetConfig();
  resetSecretsKeyring();
}
afterEach(() => useKeys({ NODE_ENV: saved.NODE_ENV, SECRETS_KEY: saved.SECRETS_KEY, SECRETS_KEY_PREVIOUS: undefined, JWT_SECRET: saved.JWT_SECRET, METERING_TOKEN: saved.METERING_TOKEN, DATA_DIR: saved.DATA_DIR }));

/** The v1 format (before key ids and bindings): AES-256-GCM under SHA-256(key), no associated data. */
function sealV1(plain: string, key: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', crypto.createHash('sha256').update(Buffer.from(key, 'hex')).digest(), iv);
  const ct = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), ct.toString('base64url')].join('.');
}

describe('secrets at rest are bound to their row', () => {
  it('decrypts in its own row only: a ciphertext copied to another key or user does not decrypt', () => {
    const sealed = encryptSecret('s3-secret-of-key-A', secretBinding.apiKeySecret('MWKAAAAAAAAAAAAAAAAA'));
    expect(decryptSecret(sealed, secretBinding.apiKeySecret('MWKAAAAAAAAAAAAAAAAA'))).toBe('s3-secret-of-key-A');
    expect(() => decryptSecret(sealed, secretBinding.apiKeySecret('MWKBBBBBBBBBBBBBBBBB'))).toThrow(/belongs to another row or was altered/);
    const seed = encryptSecret('JBSWY3DPEHPK3PXP', secretBinding.totpSeed(7));
    expect(() => decryptSecret(seed, secretBinding.totpSeed(8))).toThrow(/another row/);
    // Nor does a TOTP seed pass for an S3 secret with the same number in it.
    expect(() => decryptSecret(seed, secretBinding.apiKeySecret('7'))).toThrow(/another row/);
  });

  it('names its key in a v2 header and detects any altered byte', () => {
    const sealed = encryptSecret('x', secretBinding.totpSeed(1));
    expect(sealed).toMatch(/^v2\.[A-Za-z0-9_-]{8}\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(sealed.split('.')[1]).toBe(secretsKeyring().current.id);
    const parts = sealed.split('.');
    parts[4] = Buffer.from('y').toString('base64url');
    expect(() => decryptSecret(parts.join('.'), secretBinding.totpSeed(1))).toThrow(/altered/);
    expect(() => decryptSecret('v9.a.b.c', secretBinding.totpSeed(1))).toThrow(/Unknown secret format/);
  });
});

describe('SECRETS_KEY versions', () => {
  it('still reads v1 values (no key id, no binding) with any configured key, and marks them for re-sealing', () => {
    const v1 = sealV1('legacy-secret', OLD);
    useKeys({ SECRETS_KEY: OLD });
    expect(decryptSecret(v1, secretBinding.apiKeySecret('MWKAAAAAAAAAAAAAAAAA'))).toBe('legacy-secret');
    expect(needsResealing(v1)).toBe(true);
    useKeys({ SECRETS_KEY: NEW, SECRETS_KEY_PREVIOUS: OLD });
    expect(decryptSecret(v1, secretBinding.apiKeySecret('MWKAAAAAAAAAAAAAAAAA'))).toBe('legacy-secret');
  });

  it('encrypts with the current key and decrypts with any listed key; a key no longer listed is named in the error', () => {
    useKeys({ SECRETS_KEY: OLD });
    const underOld = encryptSecret('made-before-rotation', secretBinding.totpSeed(3));
    const oldId = secretsKeyring().current.id;
    useKeys({ SECRETS_KEY: NEW, SECRETS_KEY_PREVIOUS: OLD });
    expect(secretsKeyring().all.map((k) => k.id)).toEqual([expect.not.stringMatching(oldId), oldId]);
    expect(decryptSecret(underOld, secretBinding.totpSeed(3))).toBe('made-before-rotation');
    expect(needsResealing(underOld)).toBe(true);
    const underNew = encryptSecret('made-after', secretBinding.totpSeed(3));
    expect(underNew.split('.')[1]).not.toBe(oldId);
    expect(needsResealing(underNew)).toBe(false);
    useKeys({ SECRETS_KEY: NEW, SECRETS_KEY_PREVIOUS: undefined });
    expect(() => decryptSecret(underOld, secretBinding.totpSeed(3))).toThrow(new RegExp(`secrets key ${oldId}, which is not configured`));
  });

  it('keeps the root of the derived keys (recovery codes, pseudonyms) on the oldest key across rotations', () => {
    useKeys({ SECRETS_KEY: OLD });
    const root = Buffer.from(dataEncryptionKey());
    // What the v1 code derived from SECRETS_KEY: unchanged for a deployment that never rotated.
    expect(root.equals(crypto.createHash('sha256').update(Buffer.from(OLD, 'hex')).digest())).toBe(true);
    const third = crypto.randomBytes(32).toString('hex');
    useKeys({ SECRETS_KEY: NEW, SECRETS_KEY_PREVIOUS: OLD });
    expect(dataEncryptionKey().equals(root)).toBe(true);
    useKeys({ SECRETS_KEY: third, SECRETS_KEY_PREVIOUS: `${NEW},${OLD}` });
    expect(dataEncryptionKey().equals(root)).toBe(true);
  });

  it('refuses a weak previous key like a weak current one', () => {
    useKeys({ SECRETS_KEY: NEW, SECRETS_KEY_PREVIOUS: 'changeme' });
    expect(() => secretsKeyring()).toThrow(/SECRETS_KEY_PREVIOUS \(key 1\) must be at least 32 random bytes/);
  });
});

describe('secrets from the environment', () => {
  it('refuses short, placeholder and patterned values', () => {
    for (const weak of ['short', 'changeme', 'a'.repeat(64), 'ab'.repeat(40), '0'.repeat(64), 'please-change-me-to-something-long-enough-000', 'replace_me_with_a_real_secret_of_32_bytes!!']) {
      expect(() => strongSecretBytes('METERING_TOKEN', weak)).toThrow(/METERING_TOKEN must be at least 32 random bytes and not a placeholder/);
    }
    expect(strongSecretBytes('METERING_TOKEN', crypto.randomBytes(32).toString('base64url'))).toHaveLength(32);
    expect(strongSecretBytes('METERING_TOKEN', crypto.randomBytes(32).toString('hex'))).toHaveLength(32);
  });

  it('requires JWT_SECRET and SECRETS_KEY in every production start, also on SQLite', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mw-secrets-'));
    useKeys({ NODE_ENV: 'production', DATA_DIR: dataDir, SECRETS_KEY: undefined, JWT_SECRET: undefined });
    expect(() => checkSecretsAtStart()).toThrow(/^JWT_SECRET and SECRETS_KEY must be set in the environment in production/);
    expect(() => secretsKeyring()).toThrow(/^SECRETS_KEY must be set in the environment in production/);
    // Nothing was generated beside the database.
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });

  it('generates the keys into the data folder outside production (npm start from a clean clone)', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mw-secrets-'));
    useKeys({ NODE_ENV: 'development', DATA_DIR: dataDir, SECRETS_KEY: undefined });
    const id = secretsKeyring().current.id;
    expect(fs.readdirSync(dataDir)).toEqual(['secrets-key']);
    expect(fs.statSync(path.join(dataDir, 'secrets-key')).mode & 0o777).toBe(0o600);
    resetSecretsKeyring();
    expect(secretsKeyring().current.id).toBe(id); // read back, not generated again
  });

  it('refuses a weak METERING_TOKEN at start', () => {
    useKeys({ METERING_TOKEN: 'metering-token-123' });
    expect(() => checkSecretsAtStart()).toThrow(/METERING_TOKEN must be at least 32 random bytes/);
  });
});
