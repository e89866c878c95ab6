/**
 * A large fuzz campaign against a production-mode server (the CI test runs a few hundred of each):
 * generated hostile requests to every mounted /api route and every GraphQL query and mutation,
 * signed out, as a customer and as an admin. Prints how many were sent, the answers by status
 * class, and every server error or hang (goal: 0). Exits 1 if there was any.
 *
 *   node -r @swc-node/register bench/fuzz.ts [rest=50000] [graphql=50000] [seed=1]
 *   FUZZ_DATABASE_URL=postgres://… to run it against PostgreSQL
 */
import './fuzz.env';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { openDatabase } from '../api/src/db/data-source';
import { schemaPath } from '../api/src/common/schema-path';
import { createApp } from '../api/src/http/app';
import type { MountedRoute } from '../api/src/http/routes';
import { createAccount } from '../api/src/modules/auth/auth.service';
import { graphqlOperations, graphqlRequest, restRequest, send, type HostileRequest, type Identity } from '../api/src/test/fuzz';

const REST = Number(process.argv[2] ?? 50_000);
const GRAPHQL = Number(process.argv[3] ?? 50_000);
const SEED = Number(process.argv[4] ?? 1);
const CONCURRENCY = 8;
const ACTOR = { userId: null, ip: '127.0.0.1', userAgent: 'bench', requestId: null };

async function signIn(base: string, identifier: string, password: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ identifier, password }) });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status}`);
  return res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

async function campaign(label: string, base: string, requests: HostileRequest[], cookies: Record<Identity, string>) {
  const byClass = new Map<string, number>();
  const failures: string[] = [];
  let next = 0;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < requests.length) {
        const req = requests[next++]!;
        const status = await send(base, req, cookies);
        const cls = typeof status === 'number' ? `${Math.floor(status / 100)}xx` : 'no answer';
        byClass.set(cls, (byClass.get(cls) ?? 0) + 1);
        if (typeof status !== 'number' || status >= 500) failures.push(`${req.identity} ${req.method} ${req.path.slice(0, 120)} → ${status}`);
      }
    }),
  );
  const seconds = (Date.now() - started) / 1000;
  const classes = [...byClass].sort().map(([k, v]) => `${k} ${v}`).join(', ');
  console.log(`  ${label}: ${requests.length} requests in ${seconds.toFixed(0)} s (${classes}); server errors or hangs: ${failures.length}`);
  for (const f of failures.slice(0, 20)) console.log(`    ${f}`);
  return failures.length;
}

async function main() {
  const db = await openDatabase();
  const { app, stop } = await createApp(db);
  const server = app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const password = 'Kilima!Jaro#2026x'; // must not contain the user's name (password policy)
  await createAccount(db, ACTOR, { username: 'fuzz_customer', email: 'fuzz-customer@example.co.ke', password, firstName: 'Fuzz', lastName: 'Customer', phone: '+254712000777' });
  await createAccount(db, ACTOR, { username: 'fuzz_admin', email: 'fuzz-admin@example.co.ke', password, firstName: 'Fuzz', lastName: 'Admin', phone: '+254712000778' }, 'admin');
  const cookies: Record<Identity, string> = { anonymous: '', customer: await signIn(base, 'fuzz_customer', password), admin: await signIn(base, 'fuzz_admin', password) };
  const routes = app.locals.apiRoutes as MountedRoute[];
  const keep = (r: HostileRequest) => r.identity === 'anonymous' || !/\/auth\/logout|mutation Fuzz \{ logout/i.test(r.path + r.label);
  console.log(`fuzz: production-mode server on ${db.options.type}, ${routes.length} REST routes, seed ${SEED}`);
  const ops = graphqlOperations(fs.readFileSync(schemaPath(), 'utf8')).filter((o) => o.field !== 'mutation.logout');
  const restFailures = await campaign('REST', base, fc.sample(restRequest(routes), { numRuns: REST, seed: SEED }).filter(keep), cookies);
  const gqlFailures = await campaign(`GraphQL (${ops.length} operations)`, base, fc.sample(graphqlRequest(ops), { numRuns: GRAPHQL, seed: SEED }), cookies);
  server.close();
  await stop();
  await db.destroy();
  const total = restFailures + gqlFailures;
  console.log(`fuzz: ${total === 0 ? 'no server error and no hang' : `${total} server errors or hangs`} (goal: 0)`);
  process.exit(total === 0 ? 0 : 1);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
