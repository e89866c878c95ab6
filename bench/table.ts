import fs from 'node:fs';
import os from 'node:os';
import type { Figure } from './figures';

/**
 * The table `npm run bench` ends with: every figure the run's benchmarks recorded (bench/figures.ts),
 * its goal, and the 1-minute load average when it was taken (a busy machine explains a low ratio).
 *
 *   node -r @swc-node/register bench/table.ts <figures file>
 */
const file = process.argv[2];
if (!file || !fs.existsSync(file)) throw new Error('usage: bench/table.ts <figures file written by the benches>');
const rows = fs
  .readFileSync(file, 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((l) => JSON.parse(l) as Figure & { loadAverage: number });
const header = ['bench', 'what', 'figure', 'goal', 'met', 'load avg'];
const cells = rows.map((r) => [r.bench, r.what, r.value, r.goal, r.met ? 'MET' : 'NOT MET', r.loadAverage.toFixed(2)]);
const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
const line = (c: string[]) => `| ${c.map((x, i) => x.padEnd(widths[i]!)).join(' | ')} |`;
console.log(`\nEvery figure of this run (${new Date().toISOString().slice(0, 16)}Z, ${os.cpus().length} cores, load average now ${os.loadavg().map((x) => x.toFixed(2)).join(' ')}):\n`);
console.log(line(header));
console.log(line(widths.map((w) => '-'.repeat(w))));
for (const c of cells) console.log(line(c));
const missed = rows.filter((r) => !r.met).length;
console.log(`\n${rows.length - missed} of ${rows.length} goals met.`);
