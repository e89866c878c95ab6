import type { ChildProcess } from 'node:child_process';
import type { TestRelay } from '../../api/src/test/smtp-relay';
import { stopServer } from './server';

export default async function globalTeardown() {
  const child = (globalThis as { __E2E_SERVER__?: ChildProcess }).__E2E_SERVER__;
  if (child) await stopServer(child);
  await (globalThis as { __E2E_RELAY__?: TestRelay }).__E2E_RELAY__?.close();
  await (globalThis as { __E2E_ESPLORA__?: { close(): Promise<void> } }).__E2E_ESPLORA__?.close();
}
