import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const REPO_ROOT = path.resolve(__dirname, '../../..');
const MAIN = path.join(REPO_ROOT, 'api/src/main.ts');

export const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });

export interface ServerProcess {
  url: string;
  port: number;
  child: ChildProcess;
  /** Every stdout line, parsed when it is JSON (the logger's lines). */
  lines: Record<string, unknown>[];
  stderr: string[];
  /** Resolves with the exit code (or the signal's name). */
  exited: Promise<number | string>;
  stop: (signal?: NodeJS.Signals) => Promise<number | string>;
}

/** A throw-away data folder for one server process. */
export const tempDataDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'mw-proc-'));

/**
 * The real server in its own process (sources through @swc-node/register, as `npm run dev:api`
 * runs it), with only the environment given here: production mode, a fresh SQLite file by default.
 */
export function spawnServer(
  env: Record<string, string>,
  opts: {
    cwd?: string;
    waitReady?: boolean;
    /** where it will listen when PORT is left to a .env */ port?: number;
    /** options for node itself (e.g. --cpu-prof, which NODE_OPTIONS refuses) */ nodeArgs?: string[];
  } = {},
): Promise<ServerProcess> & { process: ServerProcess } {
  const proc = {} as ServerProcess;
  const ready = (opts.port ? Promise.resolve(opts.port) : env.PORT ? Promise.resolve(Number(env.PORT)) : freePort()).then(async (port) => {
    // An empty value removes a default (e.g. PORT: '' lets a .env decide).
    const merged: Record<string, string> = {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? os.tmpdir(),
      SWC_NODE_PROJECT: path.join(REPO_ROOT, 'tsconfig.json'),
      NODE_ENV: 'production',
      // Production refuses to start without both keys from the environment (fixed test-only values).
      JWT_SECRET: 'server-process-test-jwt-secret-0123456789abcdef0123456789',
      SECRETS_KEY: '8f3c1d2e4b5a69788796a5b4c3d2e1f00f1e2d3c4b5a69788796a5b4c3d2e1f0',
      LOG_LEVEL: 'info',
      DATA_DIR: tempDataDir(),
      PORT: String(port),
      S3_PORT: '0', // the S3 listener on any free port: several servers run side by side
      ...env,
    };
    for (const [k, v] of Object.entries(merged)) if (v === '') delete merged[k];
    const child = spawn(process.execPath, [...(opts.nodeArgs ?? []), '-r', require.resolve('@swc-node/register'), MAIN], {
      cwd: opts.cwd ?? REPO_ROOT,
      env: merged,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    Object.assign(proc, { url: `http://127.0.0.1:${port}`, port, child, lines: [], stderr: [] });
    let buffered = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      buffered += chunk.toString('utf8');
      let nl: number;
      while ((nl = buffered.indexOf('\n')) >= 0) {
        const line = buffered.slice(0, nl);
        buffered = buffered.slice(nl + 1);
        try {
          proc.lines.push(JSON.parse(line));
        } catch {
          proc.lines.push({ text: line });
        }
      }
    });
    child.stderr!.on('data', (c: Buffer) => proc.stderr.push(c.toString('utf8')));
    proc.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal ?? -1)));
    proc.stop = async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return proc.exited;
    };
    if (opts.waitReady !== false) await waitReady(proc);
    return proc;
  }) as Promise<ServerProcess> & { process: ServerProcess };
  ready.process = proc;
  return ready;
}

/** Poll /readyz until 200; fail with the process's output if it exits or takes too long. */
export async function waitReady(proc: ServerProcess, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (proc.child.exitCode !== null) throw new Error(`server exited with ${proc.child.exitCode}: ${proc.stderr.join('')}${JSON.stringify(proc.lines.slice(-5))}`);
    try {
      const res = await fetch(`${proc.url}/readyz`);
      if (res.status === 200) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`server not ready after ${timeoutMs} ms: ${JSON.stringify(proc.lines.slice(-5))}`);
}

/** Messages of the logger's lines, for assertions. */
export const messages = (proc: ServerProcess) => proc.lines.map((l) => String(l.msg ?? l.text ?? ''));
