import 'reflect-metadata';
import { BENCH_DATA_DIR } from './storage.env';
import { BetterSqlite3QueryRunner } from 'typeorm/driver/better-sqlite3/BetterSqlite3QueryRunner';
import { encryptSecret, secretBinding } from '../api/src/common/secrets';
import { openDatabase } from '../api/src/db/data-source';
import { authenticateAccessKey } from '../api/src/modules/account';
import { ApiKeyEntity } from '../api/src/modules/account/api-key.entity';
import { createAccount } from '../api/src/modules/auth/auth.service';
import type { Caller } from '../api/src/modules/storage/domain/buckets';
import { CloudStorageServiceEntity } from '../api/src/modules/services/service.entity';
import { newBlobKey } from '../api/src/modules/storage/blob/blob-store';
import { bucketFor, createBucket } from '../api/src/modules/storage/domain/buckets';
import { journalWrites } from '../api/src/modules/storage/domain/journal';
import { commitObject, findObject } from '../api/src/modules/storage/domain/objects';
import { reserve } from '../api/src/modules/storage/domain/reservations';

/**
 * What the database work of one S3 upload costs the gateway's main thread, without HTTP or bytes
 * (issue 32 item 2: the PUT path). On SQLite in a temporary folder (as `npm start`), in this process:
 *
 * - the lookups every signed request makes: the access key and its owner; the bucket with its
 *   service and the customer's storage hold;
 * - the two transactions of an upload of a new key (as bench/storage.ts uploads): the reservation
 *   (with the blob's journal row) and the commit (the object row, the ledger, the bucket's
 *   counters, the journal);
 * - the statements one upload runs, by kind (numbers are shown as N).
 *
 * CPU is the process's user + system time per call (it includes the WAL fdatasyncs, which run on
 * libuv's threads), wall the elapsed time. Run: node -r @swc-node/register bench/storage-statements.ts [--calls=2000]
 */
const CALLS = Number(process.argv.find((a) => a.startsWith('--calls='))?.split('=')[1] ?? 2000);
const KEY = { accessKeyId: 'MWKBENCHSTORAGEKEY23', secretAccessKey: 'bench-secret-0123456789abcdefghijklmnopq' };

async function time(name: string, calls: number, f: () => Promise<unknown>) {
  for (let i = 0; i < Math.min(200, calls); i++) await f();
  const started = process.hrtime.bigint();
  const cpu = process.cpuUsage();
  for (let i = 0; i < calls; i++) await f();
  const wall = Number(process.hrtime.bigint() - started) / 1e3 / calls;
  const used = process.cpuUsage(cpu);
  console.log(`${name.padEnd(44)} ${wall.toFixed(0).padStart(6)} µs wall ${((used.user + used.system) / calls).toFixed(0).padStart(6)} µs CPU`);
}

(async () => {
  void BENCH_DATA_DIR;
  const db = await openDatabase();
  const actor = { userId: null, ip: null, userAgent: 'bench', requestId: null };
  const user = await createAccount(db, actor, { username: 'bench', email: 'bench@example.co.ke', password: 'Kilima!Jaro#2026x', firstName: 'Bench', lastName: 'Mark', phone: '+254700000001' });
  const now = new Date();
  const service = await db.getRepository(CloudStorageServiceEntity).save({ userId: user.id, name: 'Bench', serviceType: 'Object Storage', storageAmount: 100, cost: 'x', status: 'active' as const, region: 'kenya' as const, planType: null, bucket: 'bench-ns', startDate: now, updatedAt: now });
  await db.getRepository(ApiKeyEntity).save({ userId: user.id, name: 'bench', accessKeyId: KEY.accessKeyId, secretEnc: encryptSecret(KEY.secretAccessKey, secretBinding.apiKeySecret(KEY.accessKeyId)), secretLast4: 'nopq', permissions: 'read,write,delete', status: 'active' as const, createdAt: now, lastUsedAt: null, expiresAt: null });
  const caller = { userId: user.id, permissions: new Set(['read', 'write', 'delete']), scope: null } as unknown as Caller;
  await createBucket(db, caller, 'bench', { serviceId: service.id });
  const access = await bucketFor(db, 'bench', caller, 'write');

  let n = 0;
  const upload = async () => {
    const key = `object-${n++}`;
    const blobKey = newBlobKey();
    const reservation = await reserve(db, access, { target: { kind: 'object', key }, size: 1000, maxBytes: 5 * 1024 ** 3, replaced: async (m) => (await findObject(m, access.bucket.id, key))?.size ?? 0, also: (m) => journalWrites(m, [blobKey]), onDiskLater: true });
    await reservation.onDisk;
    await commitObject(db, access, { key, size: 1000, etag: '0'.repeat(32), contentType: 'application/octet-stream', headers: {}, checksum: null, blobKey, parts: [], tags: [] }, { newBlobs: [blobKey], reservation });
  };

  console.log(`SQLite in ${BENCH_DATA_DIR}, ${CALLS} calls each, load average ${require('node:os').loadavg()[0].toFixed(2)}`);
  await time('key and owner (every signed request)', CALLS, () => authenticateAccessKey(db, KEY.accessKeyId));
  await time('bucket, service and hold (every request)', CALLS, () => bucketFor(db, 'bench', caller, 'write'));
  await time('reservation + commit of one upload', CALLS, upload);

  // The statements of one upload, counted in TypeORM's query runner.
  const counts = new Map<string, number>();
  // Distinct texts as sent: each new one is a statement SQLite prepares again (TypeORM inlines numbers on SQLite).
  const texts = new Set<string>();
  const query = BetterSqlite3QueryRunner.prototype.query;
  BetterSqlite3QueryRunner.prototype.query = function (this: BetterSqlite3QueryRunner, sql: string, ...rest: unknown[]) {
    const kind = sql.replace(/\d+/g, 'N').replace(/\s+/g, ' ').slice(0, 96);
    counts.set(kind, (counts.get(kind) ?? 0) + 1);
    texts.add(sql);
    return (query as (...a: unknown[]) => Promise<unknown>).call(this, sql, ...rest) as never;
  } as typeof query;
  const sample = 200;
  for (let i = 0; i < sample; i++) await upload();
  BetterSqlite3QueryRunner.prototype.query = query;
  const total = [...counts.values()].reduce((s, c) => s + c, 0);
  console.log(`\nStatements per upload: ${(total / sample).toFixed(1)} (${counts.size} kinds; ${texts.size} distinct texts in ${sample} uploads, each prepared by SQLite)`);
  for (const [kind, count] of [...counts].sort((a, b) => b[1] - a[1])) console.log(`${(count / sample).toFixed(2).padStart(6)}  ${kind}`);
  await db.destroy();
})();
