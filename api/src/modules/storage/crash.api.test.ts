import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import type { DataSource } from 'typeorm';
import { encryptSecret, secretBinding } from '../../common/secrets';
import { openDatabase } from '../../db/data-source';
import { startTestServer, TEST_ACTOR, userFactory, type TestServer } from '../../test/harness';
import { ApiKeyEntity } from '../account/api-key.entity';
import { createAccount } from '../auth/auth.service';
import { CloudStorageServiceEntity } from '../services/service.entity';
import { signHeaders } from './auth/signer';
import { LocalFsBlobStore } from './blob/local-fs';
import { createBucket } from './domain/buckets';
import { sweepJournal } from './domain/journal';
import { BlobGcEntity } from './entities/blob-gc.entity';
import { ObjectEntity } from './entities/object.entity';
import { startS3Server } from './server';

jest.setTimeout(90_000);

const ROOT = path.resolve(__dirname, '../../../..');
const KEY = { accessKeyId: 'MWKCRASHTESTKEY23456', secretAccessKey: 'crash-test-secret-0123456789abcdefghijkl' };
let server: TestServer | null = null;
let db: DataSource;
let dbUrl: string;
let dataDir: string;
let child: ChildProcess | null = null;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mw-crash-'));
  // The child process must see the same database: PostgreSQL as configured, or a SQLite file.
  if ((process.env.DATABASE_URL ?? '').startsWith('postgres')) {
    server = await startTestServer();
    db = server.db;
    dbUrl = process.env.DATABASE_URL!;
  } else {
    dbUrl = `sqlite:${path.join(dataDir, 'crash.sqlite')}`;
    db = await openDatabase(dbUrl);
  }
  const user = await createAccount(db, TEST_ACTOR, userFactory(1));
  const now = new Date();
  const service = await db.getRepository(CloudStorageServiceEntity).save({ userId: user.id, name: 'Crash', serviceType: 'Object Storage', storageAmount: 10, cost: 'x', status: 'active' as const, region: 'kenya' as const, planType: null, bucket: 'crash-ns', startDate: now, updatedAt: now });
  await db.getRepository(ApiKeyEntity).save({ userId: user.id, name: 'crash', accessKeyId: KEY.accessKeyId, secretEnc: encryptSecret(KEY.secretAccessKey, secretBinding.apiKeySecret(KEY.accessKeyId)), secretLast4: 'ijkl', permissions: 'read,write,delete', status: 'active' as const, createdAt: now, lastUsedAt: null, expiresAt: null });
  await createBucket(db, { userId: user.id, permissions: new Set(['write']) }, 'crash-bucket', { serviceId: service.id });
});

afterAll(async () => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  if (server) await server.close();
  else await db.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function startChild(): Promise<string> {
  child = spawn(process.execPath, ['-r', '@swc-node/register', path.join(ROOT, 'api/src/test/s3-gateway-process.ts')], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: dbUrl, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child!.stdout!.on('data', (d) => {
      out += String(d);
      const line = out.split('\n')[0];
      if (out.includes('\n')) resolve((JSON.parse(line!) as { url: string }).url);
    });
    child!.once('exit', (code) => reject(new Error(`gateway process exited (${code})`)));
  });
}

const filesUnder = (dir: string): string[] =>
  fs.existsSync(dir) ? fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)])) : [];

async function waitFor<T>(probe: () => T | undefined, ms = 30_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const v = probe();
    if (v !== undefined) return v;
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('a gateway process killed during an upload', () => {
  it('leaves no partial object visible, and the orphaned bytes are cleaned up later', async () => {
    const url = await startChild();
    const size = 64 * 1024 * 1024;
    const target = `${url}/crash-bucket/partial.bin`;
    const headers = signHeaders('PUT', target, { 'content-length': String(size) }, 'UNSIGNED-PAYLOAD', { ...KEY, region: 'nbo1' });
    const req = http.request(target, { method: 'PUT', headers });
    req.on('error', () => undefined); // the server dies under it
    const chunk = Buffer.alloc(1024 * 1024, 7);
    for (let i = 0; i < 16; i++) req.write(chunk);
    const tmp = path.join(dataDir, 'objects', 'tmp');
    // Bytes are landing in a temporary file: now kill the process, mid-body.
    await waitFor(() => filesUnder(tmp).find((f) => fs.statSync(f).size >= 4 * 1024 * 1024));
    child!.kill('SIGKILL');
    await new Promise((r) => child!.once('exit', r));
    req.destroy();

    expect(await db.getRepository(ObjectEntity).countBy({ key: 'partial.bin' })).toBe(0);
    expect(filesUnder(path.join(dataDir, 'objects', 'blobs'))).toEqual([]);
    const journal = await db.getRepository(BlobGcEntity).find();
    expect(journal).toHaveLength(1);
    expect(journal[0]!.dueAt.getTime()).toBeGreaterThan(Date.now() + 23 * 3600_000);

    // A fresh gateway on the same data sees nothing of it.
    const blobs = new LocalFsBlobStore(path.join(dataDir, 'objects'));
    const again = await startS3Server(db, { port: 0, host: '127.0.0.1', blobs, jobs: false });
    try {
      const s3 = new S3Client({ region: 'nbo1', endpoint: again.url, forcePathStyle: true, credentials: KEY, maxAttempts: 1 });
      await expect(s3.send(new GetObjectCommand({ Bucket: 'crash-bucket', Key: 'partial.bin' }))).rejects.toMatchObject({ name: 'NoSuchKey' });
      expect((await s3.send(new ListObjectsV2Command({ Bucket: 'crash-bucket' }))).KeyCount).toBe(0);
    } finally {
      await again.close();
    }

    // The journal collects the blob once its grace period is over; stale temporary files go at start-up.
    expect(await sweepJournal(db, blobs, new Date(Date.now() + 25 * 3600_000))).toBe(1);
    expect(await db.getRepository(BlobGcEntity).count()).toBe(0);
    const [temp] = filesUnder(tmp);
    const twoDaysAgo = new Date(Date.now() - 48 * 3600_000);
    fs.utimesSync(temp!, twoDaysAgo, twoDaysAgo);
    await blobs.init();
    expect(filesUnder(tmp)).toEqual([]);
  });
});
