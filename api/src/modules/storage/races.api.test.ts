import fs from 'node:fs';
import path from 'node:path';
import {
  CompleteMultipartUploadCommand,
  CopyObjectCommand,
  CreateBucketCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  PutObjectCommand,
  UploadPartCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { sweepJournal } from './domain/journal';
import { customer, startStorageWorld, type Customer, type StorageWorld } from './storage-test-kit';

/**
 * Racing writers to one key, the way an attacker (or a busy backup tool) sends them: the ledger
 * that the quota and the invoices read must equal the bytes really stored after every round, every
 * call must succeed as in S3 (last writer wins), and replaced objects and parts must be freed.
 * This suite matters on PostgreSQL (READ COMMITTED, truly concurrent transactions); it runs on
 * SQLite too, where the same answers are expected.
 */
jest.setTimeout(300_000);

const ROUNDS = 20;
const PARALLEL = 8;

let world: StorageWorld;
let c: Customer;
let s3: S3Client;
const BUCKET = 'race-bucket';

beforeAll(async () => {
  world = await startStorageWorld();
  c = await customer(world, 1, { storageAmount: 1 });
  s3 = c.s3();
  await s3.send(new CreateBucketCommand({ Bucket: BUCKET }));
});
afterAll(() => world.close());

const body = (size: number, fill: number) => Buffer.alloc(size, fill);

/** Every call's outcome: the HTTP status of a success or of the error the service answered. */
async function statusOf(p: Promise<unknown>): Promise<number> {
  try {
    const out = (await p) as { $metadata?: { httpStatusCode?: number } };
    return out.$metadata?.httpStatusCode ?? 200;
  } catch (e) {
    const err = e as { $metadata?: { httpStatusCode?: number }; message?: string };
    return err.$metadata?.httpStatusCode ?? 599;
  }
}

/** What the database says, computed from the rows themselves (not from the code under test). */
async function truth() {
  const db = world.server.db;
  const num = (v: unknown) => Number(v ?? 0);
  const [ledger] = await db.query(`SELECT used_bytes FROM storage_service_usage WHERE service_id = ${c.service.id}`);
  const [objects] = await db.query(
    `SELECT COUNT(*) AS n, COALESCE(SUM(o.size), 0) AS bytes FROM storage_objects o JOIN storage_buckets b ON b.id = o.bucket_id WHERE b.service_id = ${c.service.id}`,
  );
  const [parts] = await db.query(
    `SELECT COALESCE(SUM(p.size), 0) AS bytes FROM storage_upload_parts p JOIN storage_uploads u ON u.id = p.upload_id JOIN storage_buckets b ON b.id = u.bucket_id WHERE b.service_id = ${c.service.id}`,
  );
  const [bucket] = await db.query(`SELECT object_count, object_bytes FROM storage_buckets WHERE name = '${BUCKET}'`);
  return {
    ledger: num(ledger?.used_bytes),
    stored: num(objects.bytes) + num(parts.bytes),
    bucketCount: num(bucket.object_count),
    bucketBytes: num(bucket.object_bytes),
    objectCount: num(objects.n),
    objectBytes: num(objects.bytes),
  };
}

/** Blob files on disk versus blobs some row refers to: nothing lost, nothing leaked (after a sweep). */
async function blobsOnDiskMatchReferences() {
  const db = world.server.db;
  await sweepJournal(db, world.s3.blobs, new Date(Date.now() + 1000));
  const referenced = new Set<string>();
  for (const sql of [
    'SELECT blob_key FROM storage_objects WHERE blob_key IS NOT NULL',
    'SELECT blob_key FROM storage_object_parts',
    'SELECT blob_key FROM storage_upload_parts',
  ]) {
    for (const r of (await db.query(sql)) as { blob_key: string }[]) referenced.add(r.blob_key);
  }
  const onDisk = new Set<string>();
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      if (e.isDirectory()) walk(path.join(dir, e.name));
      else onDisk.add(e.name);
    }
  };
  walk(path.join(world.blobDir, 'blobs'));
  expect([...onDisk].filter((k) => !referenced.has(k))).toEqual([]);
  expect([...referenced].filter((k) => !onDisk.has(k))).toEqual([]);
}

async function expectExact(label: string, statuses: number[]) {
  expect({ label, serverErrors: statuses.filter((s) => s >= 500) }).toEqual({ label, serverErrors: [] });
  const t = await truth();
  expect({ label, ledger: t.ledger, bucketCount: t.bucketCount, bucketBytes: t.bucketBytes }).toEqual({ label, ledger: t.stored, bucketCount: t.objectCount, bucketBytes: t.objectBytes });
}

const put = (key: string, size: number, fill = 1) => s3.send(new PutObjectCommand({ Bucket: BUCKET, Key: key, Body: body(size, fill) }));

describe('racing writers on one key keep the ledger exact', () => {
  it(`${PARALLEL} parallel deletes of one key after a server-side copy free its bytes once`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      await put('src', 64 * 1024 + round);
      await s3.send(new CopyObjectCommand({ Bucket: BUCKET, Key: 'copy', CopySource: `${BUCKET}/src` }));
      const statuses = await Promise.all([
        ...Array.from({ length: PARALLEL }, () => statusOf(s3.send(new DeleteObjectCommand({ Bucket: BUCKET, Key: 'copy' })))),
        statusOf(s3.send(new DeleteObjectsCommand({ Bucket: BUCKET, Delete: { Objects: [{ Key: 'copy' }, { Key: 'src' }] } }))),
        statusOf(s3.send(new DeleteObjectCommand({ Bucket: BUCKET, Key: 'src' }))),
      ]);
      expect(statuses.every((s) => s === 204 || s === 200)).toBe(true);
      await expectExact(`deletes, round ${round}`, statuses);
      expect((await truth()).ledger).toBe(0);
    }
    await blobsOnDiskMatchReferences();
  });

  it(`${PARALLEL} parallel PUTs to one key: every call succeeds, one object of one writer remains`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const statuses = await Promise.all(Array.from({ length: PARALLEL }, (_, i) => statusOf(put('same', 1000 * (i + 1) + round, i + 1))));
      expect(statuses).toEqual(Array(PARALLEL).fill(200));
      await expectExact(`puts, round ${round}`, statuses);
      const t = await truth();
      expect(t.objectCount).toBe(1);
      expect((t.objectBytes - round) % 1000).toBe(0);
    }
    await blobsOnDiskMatchReferences();
  });

  it(`${PARALLEL} parallel copies to one destination: every call succeeds`, async () => {
    for (let i = 0; i < PARALLEL; i++) await put(`copy-src-${i}`, 2000 * (i + 1), i);
    for (let round = 0; round < ROUNDS; round++) {
      const statuses = await Promise.all(
        Array.from({ length: PARALLEL }, (_, i) => statusOf(s3.send(new CopyObjectCommand({ Bucket: BUCKET, Key: 'copy-dest', CopySource: `${BUCKET}/copy-src-${i}` })))),
      );
      expect(statuses).toEqual(Array(PARALLEL).fill(200));
      await expectExact(`copies, round ${round}`, statuses);
    }
    await blobsOnDiskMatchReferences();
  });

  it(`${PARALLEL} multipart uploads completed in parallel on one key: every call succeeds, unlisted parts are freed`, async () => {
    for (let round = 0; round < Math.ceil(ROUNDS / 2); round++) {
      const uploads = await Promise.all(
        Array.from({ length: PARALLEL }, async (_, i) => {
          const { UploadId } = await s3.send(new CreateMultipartUploadCommand({ Bucket: BUCKET, Key: 'mpu' }));
          // Two parts each; only the first is listed at completion: the second must be released.
          const one = await s3.send(new UploadPartCommand({ Bucket: BUCKET, Key: 'mpu', UploadId, PartNumber: 1, Body: body(3000 + i, i) }));
          await s3.send(new UploadPartCommand({ Bucket: BUCKET, Key: 'mpu', UploadId, PartNumber: 2, Body: body(500, i) }));
          return { UploadId: UploadId!, etag: one.ETag! };
        }),
      );
      const statuses = await Promise.all(
        uploads.map((u) =>
          statusOf(s3.send(new CompleteMultipartUploadCommand({ Bucket: BUCKET, Key: 'mpu', UploadId: u.UploadId, MultipartUpload: { Parts: [{ PartNumber: 1, ETag: u.etag }] } }))),
        ),
      );
      expect(statuses).toEqual(Array(PARALLEL).fill(200));
      await expectExact(`completes, round ${round}`, statuses);
    }
    await blobsOnDiskMatchReferences();
  });

  it('reads and copies racing overwrites of their source: never a 5xx, and always one whole version', async () => {
    const versions = new Map<number, number>(); // fill byte -> size
    const putVersion = (fill: number) => {
      const size = 20_000 + fill * 37;
      versions.set(fill, size);
      return put('hot', size, fill);
    };
    await putVersion(1);
    for (let round = 0; round < ROUNDS; round++) {
      const reads = Array.from({ length: 4 }, async () => {
        try {
          const res = await s3.send(new GetObjectCommand({ Bucket: BUCKET, Key: 'hot' }));
          const bytes = Buffer.from(await res.Body!.transformToByteArray());
          return { status: 200, whole: versions.get(bytes[0]!) === bytes.length && bytes.every((b) => b === bytes[0]) };
        } catch (e) {
          return { status: (e as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode ?? 599, whole: true };
        }
      });
      const copies = Array.from({ length: 2 }, (_, i) => statusOf(s3.send(new CopyObjectCommand({ Bucket: BUCKET, Key: `hot-copy-${i}`, CopySource: `${BUCKET}/hot` }))));
      const writes = [putVersion(2 + (round % 50) * 2), putVersion(3 + (round % 50) * 2)].map(statusOf);
      const [r, c, w] = await Promise.all([Promise.all(reads), Promise.all(copies), Promise.all(writes)]);
      expect({ round, reads: r.map((x) => x.status), copies: c, writes: w }).toEqual({ round, reads: [200, 200, 200, 200], copies: [200, 200], writes: [200, 200] });
      expect(r.every((x) => x.whole)).toBe(true);
      await expectExact(`reads vs overwrites, round ${round}`, [...c, ...w]);
    }
    await blobsOnDiskMatchReferences();
  });

  it('a delete racing PUTs and copies of the same key leaves either the object or nothing, exactly counted', async () => {
    await put('race-src', 4096, 9);
    for (let round = 0; round < ROUNDS; round++) {
      const statuses = await Promise.all([
        statusOf(put('contested', 5000 + round)),
        statusOf(s3.send(new DeleteObjectCommand({ Bucket: BUCKET, Key: 'contested' }))),
        statusOf(s3.send(new CopyObjectCommand({ Bucket: BUCKET, Key: 'contested', CopySource: `${BUCKET}/race-src` }))),
        statusOf(s3.send(new DeleteObjectCommand({ Bucket: BUCKET, Key: 'contested' }))),
        statusOf(put('contested', 7000 + round)),
      ]);
      expect(statuses.filter((s) => s >= 400)).toEqual([]);
      await expectExact(`delete vs put, round ${round}`, statuses);
    }
    await blobsOnDiskMatchReferences();
  });
});
