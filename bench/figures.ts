import fs from 'node:fs';
import os from 'node:os';

/**
 * One figure a benchmark measured against its goal. Each bench prints its own lines; with
 * BENCH_FIGURES_FILE set (bench/run.sh sets it), the figure is also appended there as one JSON
 * line, and bench/table.ts prints every figure of the run as one table.
 */
export interface Figure {
  /** What was measured, e.g. "GraphQL / REST: pricing quote". */
  what: string;
  /** The figure as shown, e.g. "0.93" or "149.9 KiB". */
  value: string;
  /** The goal as shown, e.g. ">= 0.9". */
  goal: string;
  met: boolean;
  /** The bench that measured it. */
  bench: string;
}

export function recordFigure(f: Figure): void {
  const file = process.env.BENCH_FIGURES_FILE;
  if (file) fs.appendFileSync(file, `${JSON.stringify({ ...f, loadAverage: os.loadavg()[0] })}\n`);
}
