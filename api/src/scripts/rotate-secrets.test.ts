import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../db/data-source';
import { ApiKeyEntity } from '../modules/account/api-key.entity';
import { createAccount } from '../modules/auth/auth.service';
import { TEST_ACTOR, userFactory } from '../test/harness';

jest.setTimeout(90_000);

const ROOT = path.resolve(__dirname, '../../..');
const OLD = process.env.SECRETS_KEY!;
const NEW = crypto.randomBytes(32).toString('base64');

const run = (env: Record<string, string>) =>
  new Promise<{ code: number; out: string }>((resolve) => {
    const child = { ...process.env, JEST_WORKER_ID: '', NODE_ENV: 'production', ...env };
    execFile(process.execPath, ['-r', '@swc-node/register', path.join(__dirname, 'rotate-secrets.ts')], { cwd: ROOT, env: child }, (err, stdout, stderr) =>
      resolve({ code: err ? Number((err as { code?: number }).code ?? 1) : 0, out: stdout + stderr }),
    );
  });

/** The v1 format of the first releases: AES-256-GCM under SHA-256(key), no key id, no binding. */
function sealV1(plain: string, hexKey: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', crypto.createHash('sha256').update(Buffer.from(hexKey, 'hex')).digest(), iv);
  const ct = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), ct.toString('base64url')].join('.');
}

describe('npm run rotate-secrets (a separate process on a database file, production mode)', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mw-rotate-'));
  const url = `sqlite:${path.join(dir, 'portal.sqlite')}`;
  const env = { DATABASE_URL: url, DATA_DIR: dir, SECRETS_KEY: NEW, SECRETS_KEY_PREVIOUS: OLD };
  const stored = async () => {
    const db = await openDatabase(url);
    try {
      return (await db.getRepository(ApiKeyEntity).findOneByOrFail({ accessKeyId: 'MWKROTATETESTKEY2345' })).secretEnc;
    } finally {
      await db.destroy();
    }
  };

  beforeAll(async () => {
    const db = await openDatabase(url);
    const user = await createAccount(db, TEST_ACTOR, userFactory(1));
    const now = new Date();
    await db.getRepository(ApiKeyEntity).save({ userId: user.id, name: 'legacy', accessKeyId: 'MWKROTATETESTKEY2345', secretEnc: sealV1('legacy-secret-0123456789', OLD), secretLast4: '6789', permissions: 'read', status: 'active' as const, createdAt: now, lastUsedAt: null, expiresAt: null });
    await db.destroy();
  });

  it('re-seals a v1 secret under the new key, says which key to keep, and changes nothing on a second run', async () => {
    const first = await run(env);
    expect(first.code).toBe(0);
    expect(first.out).toContain('api_keys.secret_enc: 1 re-sealed, 0 already current');
    expect(first.out).toContain('users.totp_secret_enc: 0 re-sealed, 0 already current');
    const keyId = /sealed with key (\S+) \(SECRETS_KEY\)/.exec(first.out)?.[1];
    expect(keyId).toMatch(/^[A-Za-z0-9_-]{8}$/);
    expect(first.out).toMatch(/Keep SECRETS_KEY_PREVIOUS \([A-Za-z0-9_-]{8}\): derived keys/);
    expect(await stored()).toMatch(new RegExp(`^v2\\.${keyId}\\.`));

    const second = await run(env);
    expect(second.code).toBe(0);
    expect(second.out).toContain('api_keys.secret_enc: 0 re-sealed, 1 already current');
  });

  it('refuses to run in production without SECRETS_KEY, and says why', async () => {
    const res = await run({ ...env, SECRETS_KEY: '' });
    expect(res.code).toBe(1);
    expect(res.out).toMatch(/SECRETS_KEY must be set in the environment in production/);
  });
});
