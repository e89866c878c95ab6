import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const E2E_ADMIN = { email: 'e2e-admin@mawingu.cloud', password: 'E2e!Admin2026' };

/** Fixed test-only keys: a production start refuses to run without both from the environment. */
export const E2E_KEYS = {
  JWT_SECRET: 'e2e-only-jwt-secret-0123456789abcdef0123456789abcdef',
  SECRETS_KEY: '5e2d7c9a1b3f4e6d8c0a2b4d6f8e0c1a3b5d7f9e1c3a5b7d9f0e2c4a6b8d0f1e',
};

const repoRoot = path.resolve(__dirname, '../..');

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });

export interface BuiltServer {
  url: string;
  /** The S3 listener beside the portal (the bucket browser uploads to it from the page). */
  s3Url: string;
  child: ChildProcess;
  stop: () => Promise<void>;
}

/**
 * Starts a production build (`npm run build` first) on a random port with a fresh SQLite database
 * and the demo seed, as the e2e suite and the browser benchmarks use it. `distDir` may point at
 * another build (bench/README.md measures the build of an earlier commit that way); its code
 * resolves packages from this repository's node_modules.
 */
export async function startBuiltServer(distDir = path.join(repoRoot, 'dist'), env: Record<string, string> = {}): Promise<BuiltServer> {
  const main = path.join(distDir, 'api/src/main.js');
  if (!fs.existsSync(main) || !fs.existsSync(path.join(distDir, 'web/index.html'))) {
    throw new Error(`No build in ${distDir}: run npm run build first`);
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mw-e2e-'));
  const port = await freePort();
  const s3Port = await freePort();
  const s3Url = `http://127.0.0.1:${s3Port}`;
  const child = spawn(process.execPath, [main], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_PATH: path.join(repoRoot, 'node_modules'),
      NODE_ENV: 'production',
      ...E2E_KEYS,
      PORT: String(port),
      S3_PORT: String(s3Port),
      S3_PUBLIC_URL: s3Url,
      DATA_DIR: dataDir,
      DATABASE_URL: `sqlite:${path.join(dataDir, 'e2e.sqlite')}`,
      SEED_DEMO: 'true',
      // A throw-away demo in production mode: the second flag says so (a plain production start refuses to seed it).
      ALLOW_DEMO_SEED_IN_PRODUCTION: 'true',
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOG_LEVEL: 'warn',
      METERING_TOKEN: 'e2e-metering-token-Qm9vN2xRa3pXcjR0eUh1',
      // Every browser test signs up from 127.0.0.1; the production default (10/hour) would block later suites.
      REGISTRATIONS_PER_IP_PER_HOUR: '1000',
      // Links in e-mails point at this server (never at a request's Host header). Plain http: no Secure cookie.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 150; i++) {
    try {
      const res = await fetch(`${url}/api/auth/user`);
      if (res.status === 401) break;
    } catch {
      /* not up yet */
    }
    if (child.exitCode !== null) throw new Error('e2e server exited during start-up');
    await new Promise((r) => setTimeout(r, 200));
  }
  return { url, s3Url, child, stop: () => stopServer(child) };
}

/** SIGTERM, then SIGKILL if the server has not exited 300 ms later. */
export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 300));
  if (child.exitCode === null) child.kill('SIGKILL');
}
