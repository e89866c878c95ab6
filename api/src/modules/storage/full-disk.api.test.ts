import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { CreateBucketCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { logger } from '../../common/logger';
import { LocalFsBlobStore } from './blob/local-fs';
import { UsageCounterEntity } from './entities/usage-counter.entity';
import { rawS3 } from './raw-s3';
import { customer, startStorageWorld, type Customer, type StorageWorld } from './storage-test-kit';

jest.setTimeout(60_000);

/** A disk that fills up: writes fail as the kernel fails them (after taking part of the bytes). */
class FillingDisk extends LocalFsBlobStore {
  full: 'ENOSPC' | 'EDQUOT' | null = null;

  private fail(): never {
    const code = this.full!;
    throw Object.assign(new Error(`${code}: ${code === 'ENOSPC' ? 'no space left on device' : 'disk quota exceeded'}, write`), { code, syscall: 'write' });
  }

  async put(key: string, body: Readable, size: number | null): Promise<void> {
    if (!this.full) return super.put(key, body, size);
    for await (const _chunk of body); // the bytes arrive; the write of the last ones fails
    this.fail();
  }

  async copy(sourceKey: string, targetKey: string): Promise<void> {
    if (!this.full) return super.copy(sourceKey, targetKey);
    this.fail();
  }
}

let world: StorageWorld;
let owner: Customer;
let disk: FillingDisk;
beforeAll(async () => {
  disk = new FillingDisk(fs.mkdtempSync(path.join(os.tmpdir(), 'mw-full-')));
  world = await startStorageWorld({ blobs: disk });
  owner = await customer(world, 1);
  await owner.s3().send(new CreateBucketCommand({ Bucket: 'full-disk' }));
  await owner.s3().send(new PutObjectCommand({ Bucket: 'full-disk', Key: 'before.txt', Body: 'stored before' }));
});
afterAll(async () => {
  await world.close();
  fs.rmSync(disk.root, { recursive: true, force: true });
});

const counters = async () => {
  await world.s3.settled();
  const rows = await world.server.db.getRepository(UsageCounterEntity).findBy({ serviceId: owner.service.id });
  return rows.reduce((t, r) => ({ requests: t.requests + r.requestsA + r.requestsB + r.requestsOther, errors5xx: t.errors5xx + r.errors5xx }), { requests: 0, errors5xx: 0 });
};

describe('a full disk', () => {
  it('answers 503 ServiceUnavailable with Retry-After (never a 500), is not metered against the customer, and recovers when space is freed', async () => {
    const before = await counters();
    const warn = jest.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const error = jest.spyOn(logger, 'error').mockImplementation(() => undefined);
    disk.full = 'ENOSPC';
    const body = Buffer.alloc(32 * 1024, 7);
    const put = await rawS3(world.s3.url, 'PUT', '/full-disk/photo.jpg', { key: owner.key, body });
    disk.full = 'EDQUOT';
    const multipart = await rawS3(world.s3.url, 'POST', '/full-disk/big.bin?uploads', { key: owner.key });
    const uploadId = /<UploadId>([^<]+)</.exec(multipart.text)![1]!;
    const part = await rawS3(world.s3.url, 'PUT', `/full-disk/big.bin?partNumber=1&uploadId=${encodeURIComponent(uploadId)}`, { key: owner.key, body });
    disk.full = 'ENOSPC';
    const copy = await rawS3(world.s3.url, 'PUT', '/full-disk/copy.txt', { key: owner.key, headers: { 'x-amz-copy-source': '/full-disk/before.txt' } });
    for (const r of [put, part, copy]) {
      expect([r.status, r.code, r.headers['retry-after']]).toEqual([503, 'ServiceUnavailable', '30']);
      expect(r.text).not.toMatch(/ENOSPC|EDQUOT|no space|at \w+ \(/);
    }
    // Reads need no space: they go on.
    expect((await rawS3(world.s3.url, 'GET', '/full-disk/before.txt', { key: owner.key })).text).toBe('stored before');
    // Nothing half-written is visible.
    expect((await rawS3(world.s3.url, 'GET', '/full-disk/photo.jpg', { key: owner.key })).code).toBe('NoSuchKey');

    // The operator sees why, as a warning; it is not a bug (no error line).
    await world.s3.settled();
    const outages = warn.mock.calls.filter(([, msg]) => msg === 's3 request').map(([line]) => line as unknown as Record<string, unknown>);
    expect(outages.map((l) => [l.op, l.status, l.outage])).toEqual([
      ['PutObject', 503, 'disk-full'],
      ['UploadPart', 503, 'disk-full'],
      ['CopyObject', 503, 'disk-full'],
    ]);
    expect(outages[0]!.failure).toMatch(/^ENOSPC/);
    expect(error).not.toHaveBeenCalled();
    // Metering: the multipart create and the two GETs count; the three outages count nowhere.
    expect(await counters()).toEqual({ requests: before.requests + 3, errors5xx: 0 });

    disk.full = null;
    expect((await rawS3(world.s3.url, 'PUT', '/full-disk/photo.jpg', { key: owner.key, body })).status).toBe(200);
    expect((await rawS3(world.s3.url, 'GET', '/full-disk/photo.jpg', { key: owner.key })).text).toBe(body.toString());
  });
});
