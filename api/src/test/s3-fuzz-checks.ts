import fs from 'node:fs';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import type { BlobStore } from '../modules/storage/blob/blob-store';
import { sweepJournal } from '../modules/storage/domain/journal';

/**
 * What must hold after a hostile S3 campaign (the S3 fuzz test and bench/s3-fuzz.ts), read from
 * the rows and the disk themselves, never from the code under test.
 */

/** What a customer holds: objects, uploads and their parts, bucket counters, the service's ledger. */
export async function tenantState(db: DataSource, userId: number, serviceId: number) {
  return {
    objects: await db.query(`SELECT o."key", o.size, o.etag, o.blob_key FROM storage_objects o JOIN storage_buckets b ON b.id = o.bucket_id WHERE b.user_id = ${userId} ORDER BY o.id`),
    uploads: await db.query(
      `SELECT u.id, u."key", p.part_number, p.size, p.etag FROM storage_uploads u JOIN storage_buckets b ON b.id = u.bucket_id LEFT JOIN storage_upload_parts p ON p.upload_id = u.id WHERE b.user_id = ${userId} ORDER BY u.id, p.part_number`,
    ),
    buckets: await db.query(`SELECT name, object_count, object_bytes FROM storage_buckets WHERE user_id = ${userId} ORDER BY name`),
    ledger: await db.query(`SELECT used_bytes, reserved_bytes FROM storage_service_usage WHERE service_id = ${serviceId}`),
  };
}

/** Reservations still held once the requests are over (failed writes release theirs just after answering: wait up to `waitMs`). */
export async function leftoverReservations(db: DataSource, waitMs = 10_000): Promise<unknown[]> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const rows = (await db.query('SELECT target, bytes FROM storage_reservations')) as unknown[];
    if (!rows.length || Date.now() > deadline) return rows;
    await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * Blob files under a local blob store's root against the blobs some row refers to, after a sweep
 * of the journal as if a day had passed: nothing leaked (unreferenced), nothing lost (missing).
 */
export async function blobsVersusRows(db: DataSource, blobs: BlobStore, root: string): Promise<{ unreferenced: string[]; missing: string[] }> {
  await sweepJournal(db, blobs, new Date(Date.now() + 25 * 3_600_000), 1_000_000);
  const referenced = new Set<string>();
  for (const sql of ['SELECT blob_key FROM storage_objects WHERE blob_key IS NOT NULL', 'SELECT blob_key FROM storage_object_parts', 'SELECT blob_key FROM storage_upload_parts']) {
    for (const r of (await db.query(sql)) as { blob_key: string }[]) referenced.add(r.blob_key);
  }
  const onDisk = new Set<string>();
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      if (e.isDirectory()) walk(path.join(dir, e.name));
      else onDisk.add(e.name);
    }
  };
  walk(path.join(root, 'blobs'));
  return { unreferenced: [...onDisk].filter((k) => !referenced.has(k)), missing: [...referenced].filter((k) => !onDisk.has(k)) };
}
