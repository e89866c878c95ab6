import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../db/data-source';
import { createAccount } from '../modules/auth/auth.service';
import { UserEntity } from '../modules/auth/user.entity';
import { TEST_ACTOR, userFactory } from '../test/harness';

jest.setTimeout(90_000);

const ROOT = path.resolve(__dirname, '../../..');
const run = (args: string[], env: Record<string, string>) =>
  new Promise<{ code: number; out: string }>((resolve) => {
    execFile(process.execPath, ['-r', '@swc-node/register', path.join(__dirname, 'create-admin.ts'), ...args], { cwd: ROOT, env: { ...process.env, JEST_WORKER_ID: '', ...env } }, (err, stdout, stderr) =>
      resolve({ code: err ? Number((err as { code?: number }).code ?? 1) : 0, out: stdout + stderr }),
    );
  });

describe('npm run create-admin (a separate process on a database file)', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mw-create-admin-'));
  const url = `sqlite:${path.join(dir, 'portal.sqlite')}`;
  const env = { DATABASE_URL: url, DATA_DIR: dir };
  const userType = async (email: string) => {
    const db = await openDatabase(url);
    try {
      return (await db.getRepository(UserEntity).findOneBy({ email }))?.userType ?? null;
    } finally {
      await db.destroy();
    }
  };

  const setVerified = async (email: string) => {
    const db = await openDatabase(url);
    try {
      await db.getRepository(UserEntity).update({ email }, { emailVerifiedAt: new Date() });
    } finally {
      await db.destroy();
    }
  };

  beforeAll(async () => {
    const db = await openDatabase(url);
    await createAccount(db, TEST_ACTOR, { ...userFactory(7), email: 'ops@example.co.ke' });
    await db.destroy();
  });

  it('refuses to promote an existing customer without --promote, says why, and exits 3', async () => {
    const res = await run(['ops@example.co.ke', 'S0me!Strong#Pass'], env);
    expect(res.code).toBe(3);
    expect(res.out).toMatch(/NOT made an admin/);
    expect(await userType('ops@example.co.ke')).toBe('user');
  });

  it('refuses --promote while the account has not verified the address, and exits 3', async () => {
    const res = await run(['--promote', 'ops@example.co.ke'], env);
    expect(res.code).toBe(3);
    expect(res.out).toMatch(/NOT verified that address/);
    expect(await userType('ops@example.co.ke')).toBe('user');
  });

  it('promotes it with --promote once the address is verified (no password needed for an existing account)', async () => {
    await setVerified('ops@example.co.ke');
    const res = await run(['--promote', 'ops@example.co.ke'], env);
    expect(res.code).toBe(0);
    expect(res.out).toMatch(/PROMOTED to admin/);
    expect(await userType('ops@example.co.ke')).toBe('admin');
  });

  it('creates a new admin for a new address', async () => {
    const res = await run(['new-ops@example.co.ke', 'S0me!Strong#Pass'], env);
    expect(res.code).toBe(0);
    expect(res.out).toMatch(/Admin account created for new-ops@example\.co\.ke/);
    expect(await userType('new-ops@example.co.ke')).toBe('admin');
  });
});
