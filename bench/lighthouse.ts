import fs from 'node:fs';
/**
 * Lighthouse on the main public pages of a production build, the way a visitor on a mid-range
 * Android phone over a mobile network sees them: Lighthouse's default mobile profile (Moto G
 * Power screen, slow 4G and a 4x CPU slowdown, simulated) in Debian's chromium.
 *
 *   npm run build && node -r @swc-node/register bench/lighthouse.ts [--dist=dist] [--runs=3] [--pages=/,/pricing]
 *
 * Starts the build in `--dist` (default dist/) with the demo data, runs every page `--runs` times
 * and prints the median run (by performance score) per page: performance and accessibility
 * scores, FCP, LCP, TBT and CLS. Lighthouse's timings follow the machine's load: the load average
 * and Lighthouse's benchmark index are printed with the figures. Goals (issue 17): performance
 * >= 95, accessibility 100, LCP < 2.5 s, TBT < 200 ms, CLS < 0.05. Printed, never asserted: CI
 * checks only what a shared machine measures reproducibly (e2e/prerender.e2e.test.ts).
 */
import os from 'node:os';
import path from 'node:path';
import { startBuiltServer } from '../e2e/support/server';

const PAGES = ['/', '/pricing', '/docs', '/promotions'];
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'];

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];

interface Row {
  page: string;
  performance: number;
  accessibility: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  benchmarkIndex: number;
}

async function main() {
  const dist = path.resolve(arg('dist') ?? 'dist');
  const runs = Number(arg('runs') ?? 3);
  const pages = arg('pages')?.split(',') ?? PAGES;
  // Both packages are ESM-only; this script runs as CommonJS (swc-node), so import them dynamically.
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');

  const server = await startBuiltServer(dist);
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  const rows: Row[] = [];
  try {
    for (const page of pages) {
      const results: Row[] = [];
      let failures = 0;
      for (let i = 0; i < runs; i++) {
        const result = await lighthouse(`${server.url}${page}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
        if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
        const { lhr } = result;
        // A run Lighthouse could not finish (a trace it could not read: "NaN", score 0) is no
        // measurement: say so and run again rather than let it pull the median down.
        if (lhr.runtimeError || lhr.categories.performance?.score == null) {
          console.log(`lighthouse ${page}: run ${i + 1} failed (${lhr.runtimeError?.code ?? 'no performance score'}), running again`);
          if (++failures > runs) throw new Error(`Lighthouse failed ${failures} times on ${page}`);
          i--;
          continue;
        }
        // --save=dir keeps each run's full report (opportunities, main-thread breakdown) for a closer look.
        const save = arg('save');
        if (save) fs.writeFileSync(path.join(save, `${page.replace(/\W+/g, '_') || 'home'}-${i + 1}.json`), JSON.stringify(lhr));
        const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
        results.push({
          page,
          performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
          fcp: audit('first-contentful-paint'),
          lcp: audit('largest-contentful-paint'),
          tbt: audit('total-blocking-time'),
          cls: audit('cumulative-layout-shift'),
          benchmarkIndex: lhr.environment.benchmarkIndex,
        });
      }
      results.sort((a, b) => a.performance - b.performance);
      const median = results[Math.floor(results.length / 2)]!;
      rows.push(median);
      // Every run's TBT too: the goal (< 200 ms) is about each run, not only the median one.
      const tbts = results.map((r) => Math.round(r.tbt)).sort((a, b) => a - b);
      console.log(`lighthouse ${page}: runs ${results.map((r) => r.performance).join(', ')} (median ${median.performance}); TBT ${tbts[0]}–${tbts[tbts.length - 1]} ms`);
    }
  } finally {
    await chrome.kill();
    await server.stop();
  }

  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  console.log(`\nLighthouse ${runs} run(s) per page, median shown; mobile profile; load average ${os.loadavg().map((l) => l.toFixed(1)).join(' / ')} on ${os.cpus().length} cores`);
  console.log('| page | performance | accessibility | FCP | LCP | TBT | CLS | benchmark index |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    console.log(`| \`${r.page}\` | ${r.performance} | ${r.accessibility} | ${s(r.fcp)} | ${s(r.lcp)} | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} | ${Math.round(r.benchmarkIndex)} |`);
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
