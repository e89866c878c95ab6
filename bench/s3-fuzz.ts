/**
 * A large fuzz campaign against the S3 endpoint (the CI test, storage/s3-fuzz.api.test.ts, sends
 * 1,500): hostile requests from api/src/test/s3-fuzz.ts to every S3 operation, mostly correctly
 * signed with a customer's own key (header, presigned, aws-chunked), some with broken
 * authentication, some from a read-only key, some aimed at another customer's bucket; a
 * production-mode portal and gateway on one database. Prints the answers per status and per
 * operation and every failure: a 5xx (501 NotImplemented is S3's designed answer for what the
 * service does not offer, counted apart), a hang, a cut answer, a cross-tenant success, a write by
 * the read-only key, a leak of the other customer's bytes. Then checks the books: the ledger
 * equals the rows (reconcileLedgers repairs nothing), no reservation is left, every blob on disk is
 * referenced and none is missing, the other customer's bucket is unchanged. Exits 1 on any failure.
 *
 *   node -r @swc-node/register bench/s3-fuzz.ts [requests=20000] [seed=1] [concurrency=1]
 *   FUZZ_DATABASE_URL=postgres://…/throwaway node -r @swc-node/register bench/s3-fuzz.ts 20000 2
 *
 * FUZZ_DATABASE_URL must name a throw-away database: the campaign empties it first.
 */
import { BENCH_DATA_DIR } from './s3-fuzz.env';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { DataSource } from 'typeorm';
import { openDatabase } from '../api/src/db/data-source';
import { createApp } from '../api/src/http/app';
import { createAccount } from '../api/src/modules/auth/auth.service';
import { CloudStorageServiceEntity } from '../api/src/modules/services/service.entity';
import { reconcileLedgers } from '../api/src/modules/storage/domain/reconcile';
import { startS3Server } from '../api/src/modules/storage/server';
import { TestClient } from '../api/src/test/harness';
import { s3Request } from '../api/src/test/s3-fuzz';
import { blobsVersusRows, leftoverReservations, tenantState } from '../api/src/test/s3-fuzz-checks';
import { S3FuzzTarget, tally, type Sent } from '../api/src/test/s3-fuzz-target';

const REQUESTS = Number(process.argv[2] ?? 20_000);
const SEED = Number(process.argv[3] ?? 1);
const CONCURRENCY = Number(process.argv[4] ?? 1);
const PASSWORD = 'Kilima!Jaro#2026x';
const CREATE_KEY = `mutation ($input: CreateApiKeyInput!) { createApiKey(input: $input) { secretAccessKey apiKey { accessKeyId } } }`;

async function emptyPostgres(url: string) {
  const ds = new DataSource({ type: 'postgres', url });
  await ds.initialize();
  await ds.query('DROP SCHEMA IF EXISTS public CASCADE');
  await ds.query('CREATE SCHEMA public');
  await ds.destroy();
}

/** A customer with an active Object Storage service, signed in to the portal, and a key made through the GraphQL API. */
async function customer(db: DataSource, base: string, n: number) {
  const actor = { userId: null, ip: '127.0.0.1', userAgent: 'bench', requestId: null };
  const user = await createAccount(db, actor, { username: `s3fuzz_${n}`, email: `s3fuzz-${n}@example.co.ke`, password: PASSWORD, firstName: 'Fuzz', lastName: `Tenant${n}`, phone: `+25471200080${n}` });
  const now = new Date();
  const service = await db.getRepository(CloudStorageServiceEntity).save({ userId: user.id, name: `Fuzz ${n}`, serviceType: 'Object Storage', storageAmount: 100, cost: 'KSh 0', status: 'active' as const, region: 'kenya' as const, planType: null, bucket: `s3fuzz-${n}-ns`, startDate: now, updatedAt: now });
  const client = new TestClient(base);
  if ((await client.login(`s3fuzz_${n}`, PASSWORD)).status !== 200) throw new Error('sign-in failed');
  const key = async (permissions: string[]) => {
    const res = await client.gql(CREATE_KEY, { input: { name: `fuzz ${permissions.join(' ')}`, permissions } });
    if (res.errors) throw new Error(res.errors[0]!.message);
    return { accessKeyId: res.data.createApiKey.apiKey.accessKeyId as string, secretAccessKey: res.data.createApiKey.secretAccessKey as string };
  };
  return { userId: user.id, serviceId: service.id, key };
}

const table = (rows: [string, number][]) => rows.map(([k, v]) => `${k} ${v.toLocaleString('en')}`).join(', ');

async function main() {
  if (process.env.FUZZ_DATABASE_URL) await emptyPostgres(process.env.FUZZ_DATABASE_URL);
  const db = await openDatabase();
  const { app, stop } = await createApp(db);
  const portal = app.listen(0, '127.0.0.1');
  await new Promise((r) => portal.once('listening', r));
  const base = `http://127.0.0.1:${(portal.address() as AddressInfo).port}`;
  const s3 = await startS3Server(db, { port: 0, host: '127.0.0.1', jobs: false });

  const a = await customer(db, base, 1);
  const b = await customer(db, base, 2);
  const target = new S3FuzzTarget(s3.url, { owner: await a.key(['read', 'write', 'delete']), reader: await a.key(['read']), other: await b.key(['read', 'write', 'delete']) });
  await target.seed();
  const before = await tenantState(db, b.userId, b.serviceId);

  const load = os.loadavg().map((l) => l.toFixed(2)).join(' ');
  console.log(`s3 fuzz: production-mode gateway on ${db.options.type}, ${REQUESTS.toLocaleString('en')} requests, seed ${SEED}, ${CONCURRENCY} at a time; load average ${load}`);
  const plans = fc.sample(s3Request(), { numRuns: REQUESTS, seed: SEED });
  const results: Sent[] = [];
  let next = 0;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < plans.length) {
        const r = await target.send(plans[next++]!);
        results.push(r);
        if (results.length % 2000 === 0) console.log(`  … ${results.length.toLocaleString('en')} sent`);
      }
    }),
  );
  const seconds = (Date.now() - started) / 1000;
  const t = tally(results);
  console.log(`  ${results.length.toLocaleString('en')} requests in ${seconds.toFixed(0)} s; load average after ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  console.log(`  by status: ${table(t.byStatus)}`);
  console.log(`  by status class: ${table(t.byClass)}`);
  console.log('  by operation: requests (2xx/3xx, 4xx, 5xx, 501 NotImplemented, connection closed by a client that broke the framing):');
  for (const [op, c] of t.byOp) console.log(`    ${op.padEnd(30)} ${String(c.total).padStart(6)}: ${c.ok} ok, ${c.client} 4xx, ${c.server} 5xx${c.designed ? `, ${c.designed} × 501` : ''}${c.none ? `, ${c.none} closed` : ''}`);

  const failures = results.filter((r) => r.failure);
  const drift = await reconcileLedgers(db);
  const reservations = await leftoverReservations(db);
  const tenant = JSON.stringify(await tenantState(db, b.userId, b.serviceId)) === JSON.stringify(before);
  const blobs = await blobsVersusRows(db, s3.blobs, path.join(BENCH_DATA_DIR, 'objects'));
  console.log(`  failures (5xx other than 501, hangs, cut answers, cross-tenant successes, read-only writes, leaks): ${failures.length}`);
  for (const f of failures.slice(0, 30)) console.log(`    ${f.plan.op}: ${f.failure} — ${f.summary}`);
  console.log(`  after: ledger drift ${drift.length} services; reservations left ${reservations.length}; other customer unchanged: ${tenant}; blobs unreferenced ${blobs.unreferenced.length}, missing ${blobs.missing.length}`);
  const ok = failures.length === 0 && drift.length === 0 && reservations.length === 0 && tenant && blobs.unreferenced.length === 0 && blobs.missing.length === 0;
  console.log(`s3 fuzz: ${ok ? 'no server error, no hang, books exact' : 'FAILED'} (goal: 0 failures, 0 drift)`);
  await s3.close();
  portal.close();
  await stop();
  await db.destroy();
  process.exit(ok ? 0 : 1);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
