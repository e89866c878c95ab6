import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { restic as runRestic, treeDigest } from './cli-clients';
import { customer, startS3World, type Customer, type S3World } from './storage-test-kit';

/**
 * restic (Debian's package) with an ordinary Object Storage bucket, on both planes (the api and
 * api-ceph projects): what a customer who points restic at their storage gets, whether the bytes
 * land in the embedded gateway or in Ceph RGW. init, two backups, a restore byte for byte, a
 * `forget --prune` that really deletes the packs it no longer needs, and a `check --read-data`
 * that reads every byte back. (restic.api.test.ts covers Backup Storage's lock, an embedded feature.)
 */
jest.setTimeout(180_000);

let world: S3World;
let owner: Customer;
let env: NodeJS.ProcessEnv;
let work: string;
beforeAll(async () => {
  world = await startS3World();
  owner = await customer(world, 1, { storageAmount: 1, permissions: ['read', 'write', 'delete'] });
  await owner.s3().send(new CreateBucketCommand({ Bucket: 'restic-plain' }));
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'mw-restic-plain-'));
  env = {
    PATH: process.env.PATH,
    HOME: work,
    RESTIC_REPOSITORY: `s3:${world.s3.url}/restic-plain/laptop`,
    RESTIC_PASSWORD: 'Hifadhi-ya-kila-siku-2026',
    RESTIC_CACHE_DIR: path.join(work, 'cache'),
    AWS_ACCESS_KEY_ID: owner.key.accessKeyId,
    AWS_SECRET_ACCESS_KEY: owner.key.secretAccessKey,
    AWS_DEFAULT_REGION: 'nbo1',
  };
});
afterAll(async () => {
  if (work) fs.rmSync(work, { recursive: true, force: true });
  await world?.close();
});

const restic = (...args: string[]) => runRestic(env, ...args);
const digest = treeDigest;

async function packKeys(): Promise<string[]> {
  const keys: string[] = [];
  let ContinuationToken: string | undefined;
  do {
    const page = await owner.s3().send(new ListObjectsV2Command({ Bucket: 'restic-plain', Prefix: 'laptop/data/', ContinuationToken }));
    keys.push(...(page.Contents ?? []).map((o) => o.Key!));
    ContinuationToken = page.NextContinuationToken;
  } while (ContinuationToken);
  return keys.sort();
}

describe(`restic on ${process.env.STORAGE_TEST_PLANE === 'ceph' ? 'Ceph RGW' : 'the gateway'}`, () => {
  it('init, backup, restore byte for byte; forget --prune deletes what no snapshot needs; check --read-data', async () => {
    const src = path.join(work, 'Documents');
    fs.mkdirSync(path.join(src, 'invoices'), { recursive: true });
    // Random bytes: restic's chunks then neither repeat nor compress.
    fs.writeFileSync(path.join(src, 'photos.tar'), crypto.randomBytes(6 * 1024 * 1024));
    fs.writeFileSync(path.join(src, 'invoices', 'INV-2026-11.txt'), 'KSh 4,500 paid by M-Pesa');
    await restic('init');
    await restic('backup', '--host', 'laptop', src);
    const firstPacks = await packKeys();
    expect(firstPacks.length).toBeGreaterThan(0);

    // The big file replaced: its old packs are needed by the first snapshot only.
    fs.rmSync(path.join(src, 'photos.tar'));
    fs.writeFileSync(path.join(src, 'photos-2.tar'), crypto.randomBytes(3 * 1024 * 1024));
    await restic('backup', '--host', 'laptop', src);
    expect(JSON.parse(await restic('snapshots', '--json'))).toHaveLength(2);

    await restic('forget', '--keep-last', '1', '--prune');
    expect(JSON.parse(await restic('snapshots', '--json'))).toHaveLength(1);
    const kept = await packKeys();
    expect(kept.filter((k) => firstPacks.includes(k)).length).toBeLessThan(firstPacks.length);

    expect(await restic('check', '--read-data')).toContain('no errors were found');
    const out = path.join(work, 'restored');
    await restic('restore', 'latest', '--target', out);
    expect(digest(path.join(out, src))).toEqual(digest(src));
  });
});
