import zlib from 'node:zlib';
import type { Page, Response } from 'playwright-core';

export interface ScriptDownload {
  /** Path of the script (/assets/…). */
  path: string;
  /** Decoded size and its gzip (level 9) size, whatever encoding the server chose. */
  raw: number;
  gzip: number;
}

/** How long the network must stay quiet after playwright's "networkidle" before counting stops. */
const SETTLE_MS = 3000;

/**
 * Every script `page` downloads while opening `path` and sitting there untouched: from the
 * navigation until the network has been idle (no request for 500 ms) and then stayed quiet for
 * SETTLE_MS more, so a chunk fetched when the browser goes idle counts too, not only what came
 * before the load event. Sizes are gzip level 9 of each response body, the measure of
 * bench/README.md's budget (≤ 150 KiB for /), independent of how the server compressed it.
 */
export async function scriptsDownloadedUntilIdle(page: Page, path: string): Promise<ScriptDownload[]> {
  const pending: Promise<ScriptDownload | null>[] = [];
  const onResponse = (res: Response) => {
    if (res.request().resourceType() !== 'script' && !new URL(res.url()).pathname.endsWith('.js')) return;
    pending.push(
      res.body().then(
        (body) => ({ path: new URL(res.url()).pathname, raw: body.length, gzip: zlib.gzipSync(body, { level: 9 }).length }),
        () => null, // a response without a body (a redirect) is no download
      ),
    );
  };
  page.on('response', onResponse);
  try {
    await page.goto(path, { waitUntil: 'networkidle' });
    let seen = -1;
    while (seen !== pending.length) {
      seen = pending.length;
      await page.waitForTimeout(SETTLE_MS);
      await page.waitForLoadState('networkidle');
    }
  } finally {
    page.off('response', onResponse);
  }
  return (await Promise.all(pending)).filter((d): d is ScriptDownload => d !== null);
}

export const kib = (bytes: number) => bytes / 1024;
