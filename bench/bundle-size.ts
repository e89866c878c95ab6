/**
 * Gzipped size of the JavaScript the home page (/) downloads in chromium when the visitor does
 * nothing: every script response from the navigation until the network has gone idle and stayed
 * quiet for 3 more seconds (e2e/support/scriptBytes.ts), so a chunk the page fetches once the
 * browser is idle counts as much as the entry script. Goal: <= 150 KiB gzipped.
 *
 *   npm run build && node -r @swc-node/register bench/bundle-size.ts [--dist=dist] [--path=/] [--max-kib=150]
 *
 * Starts the build in --dist with the demo data on a free port. `--max-kib=N` exits 1 above N
 * (scripts/test-all.sh runs it with 150; e2e/prerender.e2e.test.ts asserts the same budget).
 */
import path from 'node:path';
import { launchBrowser, MOBILE } from '../e2e/support/browser';
import { kib, scriptsDownloadedUntilIdle } from '../e2e/support/scriptBytes';
import { startBuiltServer } from '../e2e/support/server';
import { recordFigure } from './figures';

const GOAL_KIB = 150;
const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];

async function main() {
  const dist = path.resolve(arg('dist') ?? 'dist');
  const page = arg('path') ?? '/';
  const max = arg('max-kib');
  const server = await startBuiltServer(dist);
  const browser = await launchBrowser();
  let total = 0;
  try {
    const context = await browser.newContext({ viewport: MOBILE, baseURL: server.url });
    const scripts = await scriptsDownloadedUntilIdle(await context.newPage(), page);
    console.log(`scripts "${page}" downloads until the network is idle, with no interaction:`);
    for (const s of [...scripts].sort((a, b) => b.gzip - a.gzip)) console.log(`  ${kib(s.gzip).toFixed(1).padStart(7)} KiB gz  ${kib(s.raw).toFixed(1).padStart(7)} KiB raw  ${s.path}`);
    total = kib(scripts.reduce((sum, s) => sum + s.gzip, 0));
    recordFigure({ bench: 'bundle-size', what: `JS downloaded by "${page}" until network idle (gzip)`, value: `${total.toFixed(1)} KiB`, goal: `<= ${GOAL_KIB} KiB`, met: total <= GOAL_KIB });
    console.log(`bundle-size: "${page}" downloads ${total.toFixed(1)} KiB of gzipped JavaScript by network idle (${scripts.length} scripts); goal <= ${GOAL_KIB} KiB: ${total <= GOAL_KIB ? 'MET' : 'NOT MET'}`);
  } finally {
    await browser.close();
    await server.stop();
  }
  if (max && total > Number(max)) process.exit(1);
}

main().catch((e) => {
  console.error(e);
  process.exit(2);
});
