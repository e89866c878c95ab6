import { BENCH_DIR } from './listing-scale.env';
import fs from 'node:fs';
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
    if (db.options.type === 'postgres') await db.query('VACUUM (ANALYZE) storage_objects');
    console.log(`seeded ${TOTAL.toLocaleString('en-US')} objects in ${((Date.now() - t0) / 1000).toFixed(0)} s (${db.options.type})`);

    const s3: S3Client = owner.s3();
    let statements = 0;
    const logger = db.logger;
    const original = logger.logQuery.bind(logger);
    logger.logQuery = (query, parameters, runner) => {
      if (/storage_objects/.test(query)) statements++;
      return original(query, parameters, runner);
    };
    const cases: { name: string; input: { StartAfter?: string; Delimiter?: string; Prefix?: string; MaxKeys?: number }; expect: (r: { Contents?: unknown[]; CommonPrefixes?: unknown[] }) => boolean }[] = [
      { name: '1,000 keys at the start', input: {}, expect: (r) => r.Contents?.length === 1000 },
      { name: '1,000 keys in the middle', input: { StartAfter: keyOf(Math.floor(TOTAL / 2)) }, expect: (r) => r.Contents?.length === 1000 },
      { name: '1,000 keys at the end', input: { StartAfter: keyOf(TOTAL - 1001) }, expect: (r) => r.Contents?.length === 1000 },
      { name: '50 folders at the start', input: { Prefix: 'data/', Delimiter: '/', MaxKeys: 50 }, expect: (r) => r.CommonPrefixes?.length === 50 },
      { name: '50 folders at the end', input: { Prefix: 'data/', Delimiter: '/', MaxKeys: 50, StartAfter: `data/f${String(FOLDERS - 51).padStart(4, '0')}/~` }, expect: (r) => r.CommonPrefixes?.length === 50 },
    ];
    console.log(`listing-scale: ListObjectsV2 over ${TOTAL.toLocaleString('en-US')} objects (${FOLDERS} folders of ${PER_FOLDER.toLocaleString('en-US')}), ${REQUESTS} requests per case, ${db.options.type}`);
    const perPage = new Set<number>();
    let worst = 0;
    for (const c of cases) {
      const times: number[] = [];
      for (let i = 0; i < REQUESTS + 5; i++) {
        statements = 0;
        const t = performance.now();
        const res = await s3.send(new ListObjectsV2Command({ Bucket: 'huge', ...c.input }));
        const ms = performance.now() - t;
        if (!c.expect(res)) throw new Error(`${c.name}: unexpected answer ${JSON.stringify({ contents: res.Contents?.length, prefixes: res.CommonPrefixes?.length })}`);
        if (i >= 5) times.push(ms); // five warm-up requests
        if (i === 5) perPage.add(statements);
        if (i === 5) console.log(`  ${c.name.padEnd(26)} statements on the objects table: ${statements}`);
      }
      times.sort((a, b) => a - b);
      const p = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
      worst = Math.max(worst, p(0.99));
      console.log(`  ${c.name.padEnd(26)} p50 ${p(0.5).toFixed(1).padStart(7)} ms   p99 ${p(0.99).toFixed(1).padStart(7)} ms`);
      recordFigure({ bench: 'listing-scale', what: `ListObjectsV2 ${c.name}, ${TOTAL.toLocaleString('en-US')} objects (${db.options.type}): p99`, value: `${p(0.99).toFixed(1)} ms`, goal: `<= ${GOAL_P99_MS} ms`, met: p(0.99) <= GOAL_P99_MS });
    }
    console.log(`  statements per page over the cases: ${[...perPage].join(', ')}; worst p99 ${worst.toFixed(1)} ms (goal <= ${GOAL_P99_MS} ms: ${worst <= GOAL_P99_MS ? 'MET' : 'NOT MET'})`);
  } finally {
    await world.close();
    fs.rmSync(BENCH_DIR, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
