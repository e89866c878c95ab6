/**
 * The world outside the portal, as the e2e suite drives it: the Bitcoin chain behind the draws'
 * beacon (a local Esplora, started by global-setup) and the storage platform's usage reports
 * (POST /api/metering/usage with the METERING_TOKEN).
 */
import { baseUrl } from './browser';

/** Mine `count` blocks on the e2e chain; answers the new tip's height. */
export async function mineBlocks(count: number): Promise<number> {
  const url = process.env.E2E_ESPLORA_URL;
  if (!url) throw new Error('E2E_ESPLORA_URL is not set: run through the e2e global setup');
  const res = await fetch(`${url}/mine?count=${count}`, { method: 'POST' });
  if (!res.ok) throw new Error(`mining failed: ${res.status}`);
  return ((await res.json()) as { height: number }).height;
}

/** Report, as the storage platform does every hour, that a service stores `gb` GB in the running hour. */
export async function reportStoredGb(serviceId: number | string, gb: number): Promise<void> {
  const hour = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000).toISOString();
  const res = await fetch(`${baseUrl()}/api/metering/usage`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${process.env.E2E_METERING_TOKEN}` },
    body: JSON.stringify({
      records: [{ serviceId: Number(serviceId), periodStart: hour, storedGB: gb, egressGB: { kenya: 0, 'east-africa': 0, africa: 0 }, requests: 0, errors: 0, avgLatencyMs: 0, uptimePercent: 100 }],
    }),
  });
  if (!res.ok) throw new Error(`usage report refused: ${res.status} ${await res.text()}`);
}
