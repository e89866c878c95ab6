import { BENCH_DIR } from './listing-scale.env';
import fs from 'node:fs';
import { Worker } from 'node:worker_threads';
import { CreateBucketCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import { BucketEntity } from '../api/src/modules/storage/entities/bucket.entity';
import { ObjectEntity } from '../api/src/modules/storage/entities/object.entity';
import { customer, startStorageWorld } from '../api/src/modules/storage/storage-test-kit';
import { recordFigure } from './figures';

/**
 * ListObjectsV2 at a provider's size (issue 32 item 3): a bucket of N objects (default 1,000,000;
 * --objects=10000000 for ten million) as 1,000 folders, listed through the real gateway with the
 * AWS SDK. For a 1,000-key page at the start, the middle and the end, and for a folder listing
 * (delimiter, 50 prefixes, each over N/1,000 keys: the case where prefixes are sparse among many
 * keys), it prints p50 and p99 over R requests and the SQL statements each page sends to the
 * objects table, which must not grow with depth. Goal (ours): p99 of a page under 100 ms at any depth.
 *
 *   node -r @swc-node/register bench/listing-scale.ts [--objects=1000000] [--requests=50]
 *   LISTING_DATABASE_URL=postgres://… node -r @swc-node/register bench/listing-scale.ts   (a throw-away database)
 */
const arg = (name: string, dflt: number) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? dflt);
const TOTAL = arg('objects', 1_000_000);
const REQUESTS = arg('requests', 50);
const FOLDERS = 1000;
const PER_FOLDER = Math.ceil(TOTAL / FOLDERS);
const GOAL_P99_MS = 100;
const EMPTY_MD5 = 'd41d8cd98f00b204e9800998ecf8427e';
const width = String(PER_FOLDER - 1).length;
/** `data/f0042/obj0000017`: 1,000 folders, keys in byte order by construction. */
const keyOf = (i: number) => `data/f${String(Math.floor(i / PER_FOLDER)).padStart(4, '0')}/obj${String(i % PER_FOLDER).padStart(width, '0')}`;

async function main() {
  const world = await startStorageWorld();
  try {
    const owner = await customer(world, 1);
    const maker: S3Client = owner.s3();
    await maker.send(new CreateBucketCommand({ Bucket: 'huge' }));
    // The listing gets a client of its own: a seed of 10,000,000 rows outlasts the gateway's
    // keep-alive, and a client reusing the socket the gateway closed meanwhile fails with ECONNRESET.
    maker.destroy();
    const db = world.server.db;
    const bucket = await db.getRepository(BucketEntity).findOneByOrFail({ name: 'huge' });
    const t0 = Date.now();
    const lastModified = new Date();
    for (let start = 0; start < TOTAL; start += 50_000) {
      await db.transaction(async (m) => {
        for (let s = start; s < Math.min(TOTAL, start + 50_000); s += 500) {
          const rows = Array.from({ length: Math.min(500, TOTAL - s) }, (_, j) => ({ bucketId: bucket.id, key: keyOf(s + j), size: 0, etag: EMPTY_MD5, contentType: 'application/octet-stream', headers: '{}', checksumAlgorithm: null, checksumValue: null, blobKey: null, partCount: 0, lastModified, tags: null, acl: null }));
          await m.createQueryBuilder().insert().into(ObjectEntity).values(rows).updateEntity(false).execute();
        }
      });
    }
    // A table in service has been vacuumed by autovacuum; one bulk-loaded a moment ago has not: its
    // first reads set every row's hint bits and write the pages back, and the visibility map is
    // empty, so index-only scans visit the heap. Measure the steady state a provider's table is in.
    if (db.options.type === 'postgres') {
      await db.query('VACUUM (ANALYZE) storage_objects');
      await db.query('CHECKPOINT');
    }
    console.log(`seeded ${TOTAL.toLocaleString('en-US')} objects in ${((Date.now() - t0) / 1000).toFixed(0)} s (${db.options.type})`);

    const s3: S3Client = owner.s3();
    let statements = 0;
    const logger = db.logger;
    const original = logger.logQuery.bind(logger);
    logger.logQuery = (query, parameters, runner) => {
      if (/storage_objects/.test(query)) statements++;
      return original(query, parameters, runner);
    };
    type Case = { name: string; input: { StartAfter?: string; Delimiter?: string; Prefix?: string; MaxKeys?: number }; contents?: number; prefixes?: number };
    const cases: Case[] = [
      { name: '1,000 keys at the start', input: {}, contents: 1000 },
      { name: '1,000 keys in the middle', input: { StartAfter: keyOf(Math.floor(TOTAL / 2)) }, contents: 1000 },
      { name: '1,000 keys at the end', input: { StartAfter: keyOf(TOTAL - 1001) }, contents: 1000 },
      { name: '50 folders at the start', input: { Prefix: 'data/', Delimiter: '/', MaxKeys: 50 }, prefixes: 50 },
      { name: '50 folders at the end', input: { Prefix: 'data/', Delimiter: '/', MaxKeys: 50, StartAfter: `data/f${String(FOLDERS - 51).padStart(4, '0')}/~` }, prefixes: 50 },
    ];
    const answers = (c: Case, r: { Contents?: unknown[]; CommonPrefixes?: unknown[] }) => (c.contents === undefined || r.Contents?.length === c.contents) && (c.prefixes === undefined || r.CommonPrefixes?.length === c.prefixes);
    console.log(`listing-scale: ListObjectsV2 over ${TOTAL.toLocaleString('en-US')} objects (${FOLDERS} folders of ${PER_FOLDER.toLocaleString('en-US')}), ${REQUESTS} requests per case, ${db.options.type}`);
    // The statements of one page of each case, counted here, where the gateway runs.
    const perPage = new Set<number>();
    for (const c of cases) {
      statements = 0;
      const res = await s3.send(new ListObjectsV2Command({ Bucket: 'huge', ...c.input }));
      if (!answers(c, res)) throw new Error(`${c.name}: unexpected answer ${JSON.stringify({ contents: res.Contents?.length, prefixes: res.CommonPrefixes?.length })}`);
      perPage.add(statements);
      console.log(`  ${c.name.padEnd(26)} statements on the objects table: ${statements}`);
    }
    s3.destroy();
    // The timed requests come from a client on a thread of its own, as a client is on a machine of its
    // own: the SDK parsing 1,000-key answers in the gateway's heap made the gateway's collector pause
    // (a 100-200 ms request every few dozen, seen with --trace-gc) for garbage that was not the gateway's.
    const timings = await timedInWorker({ endpoint: world.s3.url, key: owner.key, cases, requests: REQUESTS });
    let worst = 0;
    cases.forEach((c, n) => {
      const times = [...timings[n]!].sort((a, b) => a - b);
      const p = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
      worst = Math.max(worst, p(0.99));
      console.log(`  ${c.name.padEnd(26)} p50 ${p(0.5).toFixed(1).padStart(7)} ms   p99 ${p(0.99).toFixed(1).padStart(7)} ms`);
      recordFigure({ bench: 'listing-scale', what: `ListObjectsV2 ${c.name}, ${TOTAL.toLocaleString('en-US')} objects (${db.options.type}): p99`, value: `${p(0.99).toFixed(1)} ms`, goal: `<= ${GOAL_P99_MS} ms`, met: p(0.99) <= GOAL_P99_MS });
    });
    console.log(`  statements per page over the cases: ${[...perPage].join(', ')}; worst p99 ${worst.toFixed(1)} ms (goal <= ${GOAL_P99_MS} ms: ${worst <= GOAL_P99_MS ? 'MET' : 'NOT MET'})`);
  } finally {
    await world.close();
    fs.rmSync(BENCH_DIR, { recursive: true, force: true });
  }
}

/**
 * Each case's REQUESTS timed requests (after five warm-up ones), sent one at a time from a worker
 * thread with the AWS SDK; every answer is checked as in the main thread. Plain CommonJS: the
 * worker does not go through the TypeScript loader.
 */
function timedInWorker(data: { endpoint: string; key: { accessKeyId: string; secretAccessKey: string }; cases: { name: string; input: object; contents?: number; prefixes?: number }[]; requests: number }): Promise<number[][]> {
  const source = `
    const { parentPort, workerData: d } = require('node:worker_threads');
    const { S3Client, ListObjectsV2Command } = require('@aws-sdk/client-s3');
    (async () => {
      const s3 = new S3Client({ region: 'nbo1', endpoint: d.endpoint, forcePathStyle: true, credentials: d.key, maxAttempts: 1 });
      const out = [];
      for (const c of d.cases) {
        const times = [];
        for (let i = 0; i < d.requests + 5; i++) {
          const t = performance.now();
          const r = await s3.send(new ListObjectsV2Command({ Bucket: 'huge', ...c.input }));
          const ms = performance.now() - t;
          if ((c.contents !== undefined && (r.Contents || []).length !== c.contents) || (c.prefixes !== undefined && (r.CommonPrefixes || []).length !== c.prefixes)) throw new Error(c.name + ': unexpected answer');
          if (i >= 5) times.push(ms);
        }
        out.push(times);
      }
      s3.destroy();
      parentPort.postMessage(out);
    })().catch((e) => { throw e; });`;
  return new Promise((resolve, reject) => {
    const worker = new Worker(source, { eval: true, workerData: data, execArgv: [] });
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => code !== 0 && reject(new Error(`listing worker exited with ${code}`)));
  });
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
