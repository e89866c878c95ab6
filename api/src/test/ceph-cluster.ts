import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './server-process';

const run = promisify(execFile);
const SCRIPT = path.resolve(__dirname, '../../../scripts/ceph-test-cluster.sh');

export interface CephCluster {
  dir: string;
  rgwUrl: string;
  adminAccessKey: string;
  adminSecretKey: string;
  stop(): Promise<void>;
  /** An RGW outage: radosgw stopped (mon and OSD keep their data), then started again. */
  stopRgw(): Promise<void>;
  startRgw(): Promise<void>;
  /** Another RGW user with these caps, made as an operator would (radosgw-admin): its S3 keys. */
  userWithCaps(uid: string, caps: string): Promise<{ accessKey: string; secretKey: string }>;
}

/**
 * A throw-away single-node Ceph (scripts/ceph-test-cluster.sh: mon, memstore OSD, radosgw) for a
 * test file: about 5 s to start, gone with its folder at `stop()`. It needs Debian's ceph-mon
 * ceph-osd radosgw ceph-common, which .ci/run installs; without them the script says which to install.
 */
export async function startCephCluster(): Promise<CephCluster> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mw-ceph-'));
  const port = await freePort();
  const { stdout } = await run('bash', [SCRIPT, 'start', dir, String(port)], {
    timeout: 120_000,
  }).catch((e: { stderr?: string; message: string }) => {
    throw new Error(`the throw-away Ceph did not start: ${e.stderr || e.message}`);
  });
  const env = Object.fromEntries(
    stdout
      .trim()
      .split('\n')
      .map((l) => l.split(/=(.*)/s).slice(0, 2) as [string, string]),
  );
  return {
    dir,
    rgwUrl: env.CEPH_RGW_URL!,
    adminAccessKey: env.CEPH_RGW_ADMIN_ACCESS_KEY!,
    adminSecretKey: env.CEPH_RGW_ADMIN_SECRET_KEY!,
    async stopRgw() {
      await run('bash', [SCRIPT, 'stop-rgw', dir], { timeout: 30_000 });
    },
    async startRgw() {
      await run('bash', [SCRIPT, 'start-rgw', dir], { timeout: 90_000 });
    },
    async userWithCaps(uid, caps) {
      const { stdout: out } = await run('radosgw-admin', ['-c', path.join(dir, 'ceph.conf'), 'user', 'create', `--uid=${uid}`, `--display-name=${uid}`, `--caps=${caps}`], { timeout: 30_000 });
      const key = (JSON.parse(out) as { keys: { access_key: string; secret_key: string }[] }).keys[0]!;
      return { accessKey: key.access_key, secretKey: key.secret_key };
    },
    async stop() {
      await run('bash', [SCRIPT, 'stop', dir], { timeout: 30_000 }).catch(() => undefined);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
