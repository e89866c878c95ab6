import 'reflect-metadata';
import { BENCH_DATA_DIR as work } from './storage-races.env';
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import {
  CompleteMultipartUploadCommand,
  CopyObjectCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { Client } from 'pg';
import type { DataSource } from 'typeorm';
import { encryptSecret, secretBinding } from '../api/src/common/secrets';
import { openDatabase } from '../api/src/db/data-source';
import { ApiKeyEntity } from '../api/src/modules/account/api-key.entity';
import { createAccount } from '../api/src/modules/auth/auth.service';
import { CloudStorageServiceEntity } from '../api/src/modules/services/service.entity';
import { createBucket } from '../api/src/modules/storage/domain/buckets';

/**
 * Storage trust under races (not a timed test; prints figures for bench/README.md, issue 26).
 * A gateway process on SQLite or PostgreSQL (RACES_DATABASE_URL=postgres://…: a fresh database is
 * made next to it) takes rounds of racing writers on one key, 16 at a time (the per-key cap of
 * writes in flight); after every round the ledger and bucket counters are compared with the rows.
 * Then 12 slow 8 MiB PUTs race for 40 MiB of free quota while this process samples the blob
 * folder's size: stored plus in-flight bytes must never pass what is free.
 * Run: node -r @swc-node/register bench/storage-races.ts [rounds=50]
 */
const ROOT = path.resolve(__dirname, '..');
const MIB = 1024 * 1024;
const GIB = 1024 * MIB;
const ROUNDS = Number(process.argv[2] ?? 50);
const PARALLEL = 16;
const KEY = { accessKeyId: 'MWKBENCHRACESKEY2345', secretAccessKey: 'bench-races-secret-0123456789abcdefghijk' };

async function database(): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = process.env.RACES_DATABASE_URL;
  if (!base) return { url: process.env.DATABASE_URL!, drop: async () => undefined };
  const name = `bench_races_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new Client({ connectionString: base });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

async function setup(db: DataSource): Promise<number> {
  const actor = { userId: null, ip: null, userAgent: 'bench', requestId: null };
  const user = await createAccount(db, actor, { username: 'racer', email: 'racer@example.co.ke', password: 'Qz7!mountain-Lake', firstName: 'Race', lastName: 'Runner', phone: '+254700000002' });
  const now = new Date();
  const service = await db.getRepository(CloudStorageServiceEntity).save({ userId: user.id, name: 'Races', serviceType: 'Object Storage', storageAmount: 1, cost: 'x', status: 'active' as const, region: 'kenya' as const, planType: null, bucket: 'races-ns', startDate: now, updatedAt: now });
  await db.getRepository(ApiKeyEntity).save({ userId: user.id, name: 'races', accessKeyId: KEY.accessKeyId, secretEnc: encryptSecret(KEY.secretAccessKey, secretBinding.apiKeySecret(KEY.accessKeyId)), secretLast4: 'hijk', permissions: 'read,write,delete', status: 'active' as const, createdAt: now, lastUsedAt: null, expiresAt: null });
  await createBucket(db, { userId: user.id, permissions: new Set(['write']) }, 'races', { serviceId: service.id });
  return service.id;
}

function startGateway(dbUrl: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['-r', '@swc-node/register', path.join(ROOT, 'api/src/test/s3-gateway-process.ts')], { cwd: ROOT, env: { ...process.env, DATABASE_URL: dbUrl }, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d) => {
      out += String(d);
      if (out.includes('\n')) resolve({ child, url: (JSON.parse(out.split('\n')[0]!) as { url: string }).url });
    });
    child.once('exit', (code) => reject(new Error(`gateway exited (${code})`)));
  });
}

/** Ledger minus rows, bucket counters minus rows: both 0 when exact. */
async function drift(db: DataSource, serviceId: number): Promise<number> {
  const num = (v: unknown) => Number(v ?? 0);
  const [l] = await db.query(`SELECT used_bytes FROM storage_service_usage WHERE service_id = ${serviceId}`);
  const [o] = await db.query(`SELECT COUNT(*) AS n, COALESCE(SUM(o.size), 0) AS b FROM storage_objects o JOIN storage_buckets k ON k.id = o.bucket_id WHERE k.service_id = ${serviceId}`);
  const [p] = await db.query(`SELECT COALESCE(SUM(p.size), 0) AS b FROM storage_upload_parts p JOIN storage_uploads u ON u.id = p.upload_id JOIN storage_buckets k ON k.id = u.bucket_id WHERE k.service_id = ${serviceId}`);
  const [k] = await db.query(`SELECT object_count, object_bytes FROM storage_buckets WHERE name = 'races'`);
  return Math.abs(num(l?.used_bytes) - num(o.b) - num(p.b)) + Math.abs(num(k.object_count) - num(o.n)) + Math.abs(num(k.object_bytes) - num(o.b));
}

async function statusOf(p: Promise<unknown>): Promise<number> {
  try {
    const out = (await p) as { $metadata?: { httpStatusCode?: number } };
    return out.$metadata?.httpStatusCode ?? 200;
  } catch (e) {
    return (e as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode ?? 599;
  }
}

const slowBody = (size: number) =>
  Readable.from(
    (async function* () {
      for (let sent = 0; sent < size; sent += MIB) {
        await new Promise((r) => setTimeout(r, 40));
        yield Buffer.alloc(Math.min(MIB, size - sent), 7);
      }
    })(),
  );

function diskBytes(dir: string): number {
  let total = 0;
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    total += e.isDirectory() ? diskBytes(p) : (fs.statSync(p, { throwIfNoEntry: false })?.size ?? 0);
  }
  return total;
}

async function main() {
  const target = await database();
  const db = await openDatabase(target.url);
  const serviceId = await setup(db);
  const { child, url } = await startGateway(target.url);
  const s3 = new S3Client({ region: 'nbo1', endpoint: url, forcePathStyle: true, credentials: KEY, maxAttempts: 1 });
  const B = 'races';
  const put = (Key: string, size: number) => s3.send(new PutObjectCommand({ Bucket: B, Key, Body: Buffer.alloc(size, size & 0xff) }));
  const scenarios: [string, (round: number) => Promise<number>[] | Promise<Promise<number>[]>][] = [
    [
      `${PARALLEL} deletes of one key after a copy`,
      async (r) => {
        await put('src', 64 * 1024 + r);
        await s3.send(new CopyObjectCommand({ Bucket: B, Key: 'copy', CopySource: `${B}/src` }));
        return Array.from({ length: PARALLEL }, () => statusOf(s3.send(new DeleteObjectCommand({ Bucket: B, Key: 'copy' }))));
      },
    ],
    [`${PARALLEL} PUTs to one key`, (r) => Array.from({ length: PARALLEL }, (_, i) => statusOf(put('same', 1000 * (i + 1) + r)))],
    [`${PARALLEL} copies to one key`, (r) => Array.from({ length: PARALLEL }, (_, i) => statusOf(s3.send(new CopyObjectCommand({ Bucket: B, Key: 'dest', CopySource: `${B}/${i % 2 ? 'src' : 'same'}` }))))],
    [
      `${PARALLEL} completes to one key`,
      async () => {
        const uploads = await Promise.all(
          Array.from({ length: PARALLEL }, async (_, i) => {
            const { UploadId } = await s3.send(new CreateMultipartUploadCommand({ Bucket: B, Key: 'mpu' }));
            const one = await s3.send(new UploadPartCommand({ Bucket: B, Key: 'mpu', UploadId, PartNumber: 1, Body: Buffer.alloc(3000 + i) }));
            await s3.send(new UploadPartCommand({ Bucket: B, Key: 'mpu', UploadId, PartNumber: 2, Body: Buffer.alloc(500) }));
            return { UploadId, ETag: one.ETag };
          }),
        );
        return uploads.map((u) => statusOf(s3.send(new CompleteMultipartUploadCommand({ Bucket: B, Key: 'mpu', UploadId: u.UploadId, MultipartUpload: { Parts: [{ PartNumber: 1, ETag: u.ETag }] } }))));
      },
    ],
    [
      'a delete racing PUTs and a copy',
      (r) => [
        statusOf(put('contested', 5000 + r)),
        statusOf(s3.send(new DeleteObjectCommand({ Bucket: B, Key: 'contested' }))),
        statusOf(s3.send(new CopyObjectCommand({ Bucket: B, Key: 'contested', CopySource: `${B}/src` }))),
        statusOf(s3.send(new DeleteObjectCommand({ Bucket: B, Key: 'contested' }))),
        statusOf(put('contested', 7000 + r)),
      ],
    ],
  ];
  console.log(`database: ${db.options.type}; ${ROUNDS} rounds per scenario; load average ${(await import('node:os')).loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  try {
    for (const [label, round] of scenarios) {
      const statuses = new Map<number, number>();
      let drifted = 0;
      let worst = 0;
      const t0 = process.hrtime.bigint();
      for (let r = 0; r < ROUNDS; r++) {
        for (const s of await Promise.all(await round(r))) statuses.set(s, (statuses.get(s) ?? 0) + 1);
        const d = await drift(db, serviceId);
        if (d) drifted++;
        worst = Math.max(worst, d);
      }
      const secs = Number(process.hrtime.bigint() - t0) / 1e9;
      const total = [...statuses.values()].reduce((a, b) => a + b, 0);
      const fives = [...statuses].filter(([s]) => s >= 500).reduce((a, [, n]) => a + n, 0);
      console.log(`${label}: ${total} requests, statuses ${[...statuses].sort().map(([s, n]) => `${s}×${n}`).join(' ')}, ${fives} × 5xx; rounds with ledger ≠ rows: ${drifted} of ${ROUNDS} (worst ${worst} bytes); ${secs.toFixed(1)} s`);
    }

    // Reservations: 12 slow 8 MiB PUTs for 40 MiB of free quota, the blob folder sampled from this process.
    await db.query(`DELETE FROM storage_objects`);
    await db.query(`UPDATE storage_service_usage SET used_bytes = ${GIB - 40 * MIB}, reserved_bytes = 0 WHERE service_id = ${serviceId}`);
    await db.query(`UPDATE storage_buckets SET object_count = 0, object_bytes = 0`);
    await new Promise((r) => setTimeout(r, 300));
    const blobs = path.join(work, 'objects');
    const before = diskBytes(blobs);
    let peak = 0;
    const sampler = setInterval(() => (peak = Math.max(peak, diskBytes(blobs) - before)), 2);
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => statusOf(s3.send(new PutObjectCommand({ Bucket: B, Key: `r-${i}`, Body: slowBody(8 * MIB), ContentLength: 8 * MIB })))));
    clearInterval(sampler);
    const ok = results.filter((s) => s === 200).length;
    const [ledger] = await db.query(`SELECT used_bytes, reserved_bytes FROM storage_service_usage WHERE service_id = ${serviceId}`);
    const charged = (Number(ledger.used_bytes) - (GIB - 40 * MIB)) / MIB;
    console.log(
      `12 × 8 MiB PUTs with 40 MiB free: ${ok} stored, ${results.length - ok} refused (${[...new Set(results.filter((s) => s !== 200))].join(', ')}); ` +
        `peak bytes on disk beyond the start ${(peak / MIB).toFixed(1)} MiB (limit 40 MiB); ledger charged ${charged} MiB, ${Number(ledger.reserved_bytes)} bytes still reserved`,
    );
  } finally {
    child.kill('SIGTERM');
    s3.destroy();
    await db.destroy();
    await target.drop();
    fs.rmSync(work, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error(e);
  fs.rmSync(work, { recursive: true, force: true });
  process.exit(1);
});
