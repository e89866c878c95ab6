import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTestRelay } from '../../api/src/test/smtp-relay';
import { fakeChain, startEsplora } from '../../api/src/modules/competition/esplora.fixture';
import { startBuiltServer } from './server';

export { E2E_ADMIN } from './server';

const METERING_TOKEN = 'e2e-metering-token-Qm9vN2xRa3pXcjR0eUh1';

/** Start the built server (npm run build first) on a random port with a fresh SQLite database, the demo seed, a test SMTP relay and a local Bitcoin beacon. */
export default async function globalSetup() {
  // A real SMTP relay (STARTTLS, AUTH) receives the server's e-mails; tests read them from E2E_MAIL_DIR.
  const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mw-e2e-mail-'));
  const relay = await startTestRelay({ mailDir });
  // The draws' randomness beacon: a local Esplora over a fake chain whose tip is now; tests mine
  // blocks on it (POST /mine) to reveal the draws they commit. Production refuses to draw without one.
  const now = Math.floor(Date.now() / 1000);
  const esplora = await startEsplora(fakeChain(870_000, Array.from({ length: 12 }, (_, i) => now - (11 - i) * 600)), { mineRoute: true });
  const mail = {
    SMTP_URL: relay.url({ user: 'relay', pass: 'relay-pass' }),
    SMTP_TLS_CA_FILE: relay.certFile,
    MAIL_FROM: 'Mawingu Cloud <noreply@mawingu.cloud>',
  };
  const server = await startBuiltServer(undefined, { BEACON_URL: esplora.url, METERING_TOKEN, ...mail });
  // Files that start a server of their own (billing.e2e) send their e-mails to the same relay.
  process.env.E2E_SMTP_ENV = JSON.stringify(mail);
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_S3_URL = server.s3Url;
  process.env.E2E_MAIL_DIR = mailDir;
  process.env.E2E_ESPLORA_URL = esplora.url;
  process.env.E2E_METERING_TOKEN = METERING_TOKEN;
  (globalThis as { __E2E_SERVER__?: unknown }).__E2E_SERVER__ = server.child;
  (globalThis as { __E2E_RELAY__?: unknown }).__E2E_RELAY__ = relay;
  (globalThis as { __E2E_ESPLORA__?: unknown }).__E2E_ESPLORA__ = esplora;
}
