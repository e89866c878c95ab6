import fs from 'node:fs';
import http from 'node:http';
import { spawnServer } from '../api/src/test/server-process';
import { recordFigure } from './figures';

/**
 * What a session costs: the same POST /api/pricing/calculate, anonymous and with a session cookie,
 * in alternating rounds against one server process (production mode, SQLite). Prints requests per
 * second of each and their ratio (signed-in / anonymous). Goal: ≥ 0.8.
 *
 *   node -r @swc-node/register bench/session-cost.ts [--seconds=5] [--rounds=3] [--connections=16]
 */
const arg = (name: string, dflt: number) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? dflt);
const SECONDS = arg('seconds', 5);
const ROUNDS = arg('rounds', 3);
const CONNECTIONS = arg('connections', 16);
const BODY = JSON.stringify({ storageGB: 2000, egressGB: 500, region: 'kenya' });

/** CPU seconds (user + system) the server process has used, from /proc (Linux). */
function cpuSeconds(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime, in clock ticks (100 Hz)
}

interface Round {
  rps: number;
  /** Server CPU per request, µs: steadier than req/s on a machine shared with other work. */
  cpuUs: number;
}

async function measure(pid: number, url: URL, cookie: string, seconds: number): Promise<Round> {
  const cpu0 = cpuSeconds(pid);
  const rps = await load(url, cookie, seconds);
  return { rps, cpuUs: ((cpuSeconds(pid) - cpu0) * 1e6) / (rps * seconds) };
}

function load(url: URL, cookie: string, seconds: number): Promise<number> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const until = Date.now() + seconds * 1000;
  let done = 0;
  let failed = 0;
  const one = () =>
    new Promise<void>((resolve) => {
      const req = http.request(url, { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(BODY), ...(cookie ? { cookie } : {}) } }, (res) => {
        res.resume();
        res.on('end', () => {
          if (res.statusCode === 200) done++;
          else failed++;
          resolve();
        });
      });
      req.on('error', () => {
        failed++;
        resolve();
      });
      req.end(BODY);
    });
  const worker = async () => {
    while (Date.now() < until) await one();
  };
  return Promise.all(Array.from({ length: CONNECTIONS }, worker)).then(() => {
    agent.destroy();
    if (failed) throw new Error(`${failed} requests failed`);
    return done / seconds;
  });
}

async function main() {
  const proc = await spawnServer({ LOG_LEVEL: 'warn', REGISTRATIONS_PER_IP_PER_HOUR: '100' });
  try {
    const reg = await fetch(`${proc.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'bench_user', email: 'bench@example.co.ke', password: 'Str0ng!Passw0rd', firstName: 'Bench', lastName: 'User', phone: '+254712000999' }),
    });
    const cookie = reg.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    if (reg.status !== 201 || !cookie) throw new Error(`register failed: ${reg.status}`);
    const url = new URL('/api/pricing/calculate', proc.url);
    await load(url, '', 1); // warm up both paths
    await load(url, cookie, 1);
    const pid = proc.child.pid!;
    const anon: Round[] = [];
    const signed: Round[] = [];
    for (let r = 0; r < ROUNDS; r++) {
      anon.push(await measure(pid, url, '', SECONDS));
      signed.push(await measure(pid, url, cookie, SECONDS));
    }
    const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)]!;
    const show = (rs: Round[]) =>
      `${rs.map((x) => x.rps.toFixed(0)).join(' / ')} req/s (median ${median(rs.map((x) => x.rps)).toFixed(0)}); server CPU ${median(rs.map((x) => x.cpuUs)).toFixed(0)} µs/request`;
    const ratio = median(signed.map((x) => x.rps)) / median(anon.map((x) => x.rps));
    const cpuRatio = median(anon.map((x) => x.cpuUs)) / median(signed.map((x) => x.cpuUs));
    console.log(`session-cost: POST /api/pricing/calculate, ${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${SECONDS} s`);
    console.log(`  anonymous   ${show(anon)}`);
    console.log(`  signed in   ${show(signed)}`);
    console.log(`  throughput ratio signed-in / anonymous: ${ratio.toFixed(2)} (goal >= 0.80: ${ratio >= 0.8 ? 'MET' : 'NOT MET'})`);
    recordFigure({ bench: 'session-cost', what: 'signed-in / anonymous req/s (pricing quote)', value: ratio.toFixed(2), goal: '>= 0.80', met: ratio >= 0.8 });
    console.log(`  CPU-cost ratio (anonymous µs / signed-in µs per request): ${cpuRatio.toFixed(2)}`);
  } finally {
    await proc.stop();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
