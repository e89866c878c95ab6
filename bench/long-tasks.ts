/**
 * The long tasks of a page load on a phone-speed CPU, and what ran in them: what Lighthouse's
 * total blocking time is made of, attributed to functions.
 *
 *   npm run build && node -r @swc-node/register bench/long-tasks.ts [--pages=/,/promotions] [--dist=dist] [--functions=8] [--events]
 *
 * Starts the build with the demo data, loads each page in Debian's chromium at a mobile viewport
 * with a 4x CPU slowdown (CDP throttling: real, not simulated), records a devtools trace with the
 * V8 sampling profiler for 6 s, and prints every main-thread task of 50 ms or more: when it
 * started (relative to the first contentful paint), its length, what the renderer did in it
 * (script, style, layout, GC) and the functions with the most samples in it. The last line sums,
 * over the tasks after the first paint, the time beyond 50 ms (as TBT does, without Lighthouse's
 * simulation). `--events` also lists the trace events inside each task (a native call that is
 * slow, e.g. starting requests, shows as its JS caller's self time). Build with `vite build --minify false` for readable function names. Figures follow
 * the machine's load: compare runs made one after the other (bench/README.md).
 */
import path from 'node:path';
import { chromium } from 'playwright-core';
import { startBuiltServer } from '../e2e/support/server';

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string; data?: ProfileData & { startTime?: number } };
}
interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url?: string; lineNumber?: number };
}
interface ProfileData {
  cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
  timeDeltas?: number[];
}

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const BREAKDOWN = ['EvaluateScript', 'v8.evaluateModule', 'v8.compileModule', 'FunctionCall', 'ParseHTML', 'UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'MinorGC', 'MajorGC'];

function report(page: string, events: TraceEvent[], functions: number, withEvents = false): void {
  // The page's renderer main thread: the CrRendererMain with the most tasks.
  const threads = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const count = (t: TraceEvent) => events.filter((e) => e.pid === t.pid && e.tid === t.tid && e.name === 'RunTask').length;
  const main = threads.sort((a, b) => count(b) - count(a))[0];
  if (!main) throw new Error(`no renderer thread in the trace of ${page}`);
  const mine = events.filter((e) => e.pid === main.pid && e.tid === main.tid);
  const fcp = mine.find((e) => e.name === 'firstContentfulPaint')?.ts;

  const nodes = new Map<number, ProfileNode>();
  const samples: [ts: number, node: number][] = [];
  let t = events.find((e) => e.name === 'Profile' && e.pid === main.pid)?.args?.data?.startTime ?? 0;
  for (const chunk of events.filter((e) => e.name === 'ProfileChunk' && e.pid === main.pid)) {
    const data = chunk.args?.data;
    for (const n of data?.cpuProfile?.nodes ?? []) nodes.set(n.id, n);
    const ids = data?.cpuProfile?.samples ?? [];
    ids.forEach((id, i) => {
      t += data?.timeDeltas?.[i] ?? 0;
      samples.push([t, id]);
    });
  }
  const frame = ({ callFrame: f }: ProfileNode) => `${f.functionName || '(anonymous)'}${f.url ? ` ${path.basename(f.url)}:${f.lineNumber ?? 0}` : ''}`;

  console.log(`\n${page}: tasks of 50 ms or more (times from the first contentful paint, 4x CPU slowdown)`);
  let blocking = 0;
  for (const task of mine.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) >= 50_000).sort((a, b) => a.ts - b.ts)) {
    const end = task.ts + (task.dur ?? 0);
    if (fcp !== undefined && task.ts > fcp) blocking += (task.dur ?? 0) / 1000 - 50;
    const kinds = new Map<string, number>();
    for (const e of mine) if (e.ph === 'X' && e !== task && e.ts >= task.ts && e.ts < end && BREAKDOWN.includes(e.name)) kinds.set(e.name, (kinds.get(e.name) ?? 0) + (e.dur ?? 0) / 1000);
    const self = new Map<string, number>();
    for (let i = 1; i < samples.length; i++) {
      const [ts, id] = samples[i]!;
      const n = nodes.get(id);
      if (ts < task.ts || ts > end || !n) continue;
      self.set(frame(n), (self.get(frame(n)) ?? 0) + (ts - samples[i - 1]![0]) / 1000);
    }
    const at = fcp === undefined ? '?' : `${Math.round((task.ts - fcp) / 1000)}`;
    console.log(`  at ${at} ms: ${Math.round((task.dur ?? 0) / 1000)} ms  ${[...kinds].map(([k, v]) => `${k} ${Math.round(v)}`).join(', ')}`);
    if (withEvents) {
      const all = new Map<string, number>();
      for (const e of mine) if (e.ph === 'X' && e !== task && e.ts >= task.ts && e.ts < end) all.set(e.name, (all.get(e.name) ?? 0) + (e.dur ?? 0) / 1000);
      console.log(
        '      trace events: ' +
          [...all]
            .sort((a, b) => b[1] - a[1])
            .slice(0, 12)
            .map(([k, v]) => `${k} ${Math.round(v)}`)
            .join(', '),
      );
    }
    const top = [...self].sort((a, b) => b[1] - a[1]).slice(0, functions);
    if (top.length) console.log(`      ${top.map(([k, v]) => `${k} ${Math.round(v)} ms`).join(' · ')}`);
  }
  console.log(`  blocking after the first paint (time beyond 50 ms per task): ${Math.round(blocking)} ms${fcp === undefined ? ' (no first contentful paint in the trace)' : ''}`);
}

async function main() {
  const pages = arg('pages')?.split(',') ?? ['/', '/pricing', '/docs', '/promotions'];
  const functions = Number(arg('functions') ?? 8);
  const server = await startBuiltServer(path.resolve(arg('dist') ?? 'dist'));
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    for (const page of pages) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
      const tab = await context.newPage();
      const cdp = await context.newCDPSession(tab);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      const events: TraceEvent[] = [];
      cdp.on('Tracing.dataCollected', (e) => events.push(...(e.value as unknown as TraceEvent[])));
      await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,disabled-by-default-v8.cpu_profiler,loading', transferMode: 'ReportEvents' });
      await tab.goto(`${server.url}${page}`, { waitUntil: 'load' });
      await tab.waitForTimeout(6000);
      const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
      await cdp.send('Tracing.end');
      await complete;
      report(page, events, functions, process.argv.includes('--events'));
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
