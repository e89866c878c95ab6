import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';

export const E2E_ADMIN = { email: 'e2e-admin@mawingu.cloud', password: 'E2e!Admin2026' };

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });

/** Start the built server (npm run build first) on a random port with a fresh SQLite database and the demo seed. */
export default async function globalSetup() {
  const root = path.resolve(__dirname, '../..');
  const main = path.join(root, 'dist/api/src/main.js');
  if (!fs.existsSync(main) || !fs.existsSync(path.join(root, 'dist/web/index.html'))) {
    throw new Error('Build first: npm run build');
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mw-e2e-'));
  const port = await freePort();
  const child = spawn(process.execPath, [main], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: `sqlite:${path.join(dataDir, 'e2e.sqlite')}`,
      SEED_DEMO: 'true',
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOG_LEVEL: 'warn',
      METERING_TOKEN: 'e2e-metering-token-0123456789',
      // Every browser test signs up from 127.0.0.1; the production default (10/hour) would block later suites.
      REGISTRATIONS_PER_IP_PER_HOUR: '1000',
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
  process.env.E2E_BASE_URL = url;
  (globalThis as { __E2E_SERVER__?: unknown }).__E2E_SERVER__ = child;
}
