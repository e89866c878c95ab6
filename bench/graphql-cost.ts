import fs from 'node:fs';
import http from 'node:http';
import { spawnServer } from '../api/src/test/server-process';
import { recordFigure } from './figures';

/**
 * What the GraphQL layer costs (issue 32 item 1): the same service, fields and session over
 * /graphql and over its REST shim, in alternating rounds against one production server process
 * (SQLite). For each pair it prints requests per second, the server's CPU per request (from /proc),
 * and the ratio GraphQL / REST. Goal: ≥ 0.9 for every pair.
 *
 *   node -r @swc-node/register bench/graphql-cost.ts [--seconds=3] [--rounds=3] [--connections=8] [--only=<pair>] [--cpu-prof=<dir>]
 */
const arg = (name: string, dflt: number) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? dflt);
const SECONDS = arg('seconds', 3);
const ROUNDS = arg('rounds', 3);
const CONNECTIONS = arg('connections', 8);
/** --only=<words>: the pairs whose name contains them (e.g. --only=pricing). */
const ONLY = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
/** --cpu-prof=<dir>: the server writes a V8 CPU profile there when it exits (SIGTERM, at the bench's end). */
const PROFILE_DIR = process.argv.find((a) => a.startsWith('--cpu-prof='))?.slice('--cpu-prof='.length);
export const GOAL = 0.9;

interface Call {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
}

interface Pair {
  name: string;
  rest: Call;
  graphql: Call;
  /** Which session calls it. */
  as: 'customer' | 'admin';
}

const gql = (query: string, variables: Record<string, unknown> = {}): Call => ({ method: 'POST', path: '/graphql', body: JSON.stringify({ query, variables }) });

const SERVICE_FIELDS = 'id name serviceType storageAmount cost isActive status region planType startDate endpoint suspension { at reason } cancelledAt user { firstName lastName }';
const USER_FIELDS = 'id username email firstName lastName phone userType createdAt company kraPin bio avatarUrl twoFactorEnabled emailVerified activeServiceCount';
const LINE = 'amount free billable costCents';
const STAT = 'value changePercent previousValue';

const PAIRS: Pair[] = [
  {
    name: 'pricing quote',
    as: 'customer',
    rest: { method: 'POST', path: '/api/pricing/calculate', body: JSON.stringify({ storageGB: 2000, egressGB: 500, region: 'kenya' }) },
    graphql: gql(`query Quote($input: PricingQuoteInput!) { pricingQuote(input: $input) { currency totalCents breakdown { storage { ${LINE} } egress { ${LINE} } } } }`, {
      input: { storageGB: 2000, egressGB: 500, region: 'kenya' },
    }),
  },
  {
    name: 'my services',
    as: 'customer',
    rest: { method: 'GET', path: '/api/cloud-storage-services' },
    graphql: gql(`query MyServices { myServices { ${SERVICE_FIELDS} } }`),
  },
  {
    name: 'dashboard overview',
    as: 'customer',
    rest: { method: 'GET', path: '/api/metering/overview?range=d7' },
    graphql: gql(
      `query Overview($range: TimeRange!) { dashboardOverview(range: $range) { range activeServices { ${STAT} } totalStorageGB { ${STAT} } apiRequests { ${STAT} } avgUptimePercent { ${STAT} } storedNowBytes avgLatencyMs usageTrend { at storedGB egressGB requests } performance { at latencyMs errorRatePercent uptimePercent } regionalUsage { region egressGB percent } } }`,
      { range: 'd7' },
    ),
  },
  {
    name: 'admin users page',
    as: 'admin',
    rest: { method: 'GET', path: '/api/admin/users?first=20' },
    graphql: gql(`query Users { adminUsers(first: 20) { nodes { ${USER_FIELDS} } pageInfo { endCursor hasNextPage } } }`),
  },
];

/** CPU seconds (user + system) the server process has used, from /proc (Linux). */
function cpuSeconds(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

interface Round {
  rps: number;
  cpuUs: number;
}

function load(base: string, call: Call, cookie: string, seconds: number): Promise<number> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const url = new URL(call.path, base);
  const until = Date.now() + seconds * 1000;
  let done = 0;
  let failed: string | undefined;
  const headers: Record<string, string | number> = { cookie, origin: base };
  if (call.body) Object.assign(headers, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(call.body) });
  const one = () =>
    new Promise<void>((resolve) => {
      const req = http.request(url, { method: call.method, agent, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          // A GraphQL error answers 200 too: an answer with `errors` is a failure, not a fast request.
          if (res.statusCode === 200 && !text.startsWith('{"errors"')) done++;
          else failed ??= `${call.method} ${call.path} → ${res.statusCode} ${text.slice(0, 300)}`;
          resolve();
        });
      });
      req.on('error', (e) => {
        failed ??= String(e);
        resolve();
      });
      req.end(call.body);
    });
  const worker = async () => {
    while (Date.now() < until && !failed) await one();
  };
  return Promise.all(Array.from({ length: CONNECTIONS }, worker)).then(() => {
    agent.destroy();
    if (failed) throw new Error(failed);
    return done / seconds;
  });
}

async function measure(pid: number, base: string, call: Call, cookie: string): Promise<Round> {
  const cpu0 = cpuSeconds(pid);
  const rps = await load(base, call, cookie, SECONDS);
  return { rps, cpuUs: ((cpuSeconds(pid) - cpu0) * 1e6) / (rps * SECONDS) };
}

async function signIn(base: string, identifier: string, password: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ identifier, password }) });
  if (res.status !== 200) throw new Error(`login of ${identifier} failed: ${res.status} ${await res.text()}`);
  return res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)]!;

export interface PairFigures {
  name: string;
  restRps: number;
  graphqlRps: number;
  ratio: number;
  restCpuUs: number;
  graphqlCpuUs: number;
}

export async function measureGraphqlCost(log = console.log): Promise<PairFigures[]> {
  const password = 'Tembo!Mvua#2026';
  const proc = await spawnServer({ LOG_LEVEL: 'warn', REGISTRATIONS_PER_IP_PER_HOUR: '1000', ADMIN_EMAIL: 'bench-admin@example.co.ke', ADMIN_PASSWORD: password }, { nodeArgs: PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : [] });
  try {
    const base = proc.url;
    // 30 customers, so the admin page is a full page of 20; the first has three services.
    for (let i = 0; i < 30; i++) {
      const reg = await fetch(`${base}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: `bench_user${i}`, email: `bench${i}@example.co.ke`, password, firstName: 'Bench', lastName: `User${i}`, phone: `+2547120${String(i).padStart(5, '0')}` }),
      });
      if (reg.status !== 201) throw new Error(`register failed: ${reg.status} ${await reg.text()}`);
    }
    const customer = await signIn(base, 'bench_user0', password);
    for (const storageAmount of [50, 200, 1000]) {
      const res = await fetch(`${base}/api/cloud-storage-services`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: customer, origin: base },
        body: JSON.stringify({ serviceType: 'Object Storage', storageAmount, cost: 'KSh 200/month' }),
      });
      if (res.status !== 201) throw new Error(`service creation failed: ${res.status} ${await res.text()}`);
    }
    const admin = await signIn(base, 'bench-admin@example.co.ke', password);
    const pid = proc.child.pid!;
    log(`graphql-cost: GraphQL vs its REST shim, same fields and session; ${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${SECONDS} s each`);
    const figures: PairFigures[] = [];
    for (const pair of PAIRS.filter((p) => !ONLY || p.name.includes(ONLY))) {
      const cookie = pair.as === 'admin' ? admin : customer;
      await load(base, pair.rest, cookie, 1); // warm both paths (JIT, statement cache, document cache)
      await load(base, pair.graphql, cookie, 1);
      const rest: Round[] = [];
      const graph: Round[] = [];
      for (let r = 0; r < ROUNDS; r++) {
        rest.push(await measure(pid, base, pair.rest, cookie));
        graph.push(await measure(pid, base, pair.graphql, cookie));
      }
      const f: PairFigures = {
        name: pair.name,
        restRps: median(rest.map((x) => x.rps)),
        graphqlRps: median(graph.map((x) => x.rps)),
        ratio: median(graph.map((x) => x.rps)) / median(rest.map((x) => x.rps)),
        restCpuUs: median(rest.map((x) => x.cpuUs)),
        graphqlCpuUs: median(graph.map((x) => x.cpuUs)),
      };
      figures.push(f);
      recordFigure({ bench: 'graphql-cost', what: `GraphQL / REST req/s: ${pair.name}`, value: f.ratio.toFixed(2), goal: `>= ${GOAL}`, met: f.ratio >= GOAL });
      log(
        `  ${pair.name.padEnd(20)} REST ${f.restRps.toFixed(0).padStart(6)} req/s (${f.restCpuUs.toFixed(0)} µs CPU)  GraphQL ${f.graphqlRps.toFixed(0).padStart(6)} req/s (${f.graphqlCpuUs.toFixed(0)} µs CPU)  ratio ${f.ratio.toFixed(2)} (goal >= ${GOAL}: ${f.ratio >= GOAL ? 'MET' : 'NOT MET'}); CPU ratio REST/GraphQL ${(f.restCpuUs / f.graphqlCpuUs).toFixed(2)}`,
      );
    }
    return figures;
  } finally {
    await proc.stop();
  }
}

if (require.main === module) {
  measureGraphqlCost().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
