import 'reflect-metadata';
import { BENCH_DATA_DIR as work } from './storage.env';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { encryptSecret, secretBinding } from '../api/src/common/secrets';
import { openDatabase } from '../api/src/db/data-source';
import { ApiKeyEntity } from '../api/src/modules/account/api-key.entity';
import { createAccount } from '../api/src/modules/auth/auth.service';
import { CloudStorageServiceEntity } from '../api/src/modules/services/service.entity';
import { signHeaders } from '../api/src/modules/storage/auth/signer';
import { createBucket } from '../api/src/modules/storage/domain/buckets';
import { recordFigure } from './figures';

/**
 * Storage plane throughput and memory (not a timed test; prints figures for bench/README.md).
 * - PUT and GET throughput through the gateway (a separate process, local-fs backend, SQLite) for
 *   1 MiB and 64 MiB objects, as a ratio to a plain streamed file copy with fsync on the same disk,
 *   measured in the same run;
 * - the gateway's RSS while one 1 GiB object streams in and out (it must stay flat).
 * Run: node -r @swc-node/register bench/storage.ts
 */
const ROOT = path.resolve(__dirname, '..');
const MIB = 1024 * 1024;
const KEY = { accessKeyId: 'MWKBENCHSTORAGEKEY23', secretAccessKey: 'bench-secret-0123456789abcdefghijklmnopq', region: 'nbo1' };
const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });

const block = Buffer.alloc(MIB);
for (let i = 0; i < block.length; i++) block[i] = (i * 31) & 0xff;
/** `size` bytes of deterministic data, streamed (never held whole). */
const source = (size: number) =>
  Readable.from(
    (function* () {
      for (let left = size; left > 0; left -= MIB) yield left >= MIB ? block : block.subarray(0, left);
    })(),
  );

async function setup(): Promise<void> {
  const db = await openDatabase();
  const actor = { userId: null, ip: null, userAgent: 'bench', requestId: null };
  const user = await createAccount(db, actor, { username: 'bench', email: 'bench@example.co.ke', password: 'Kilima!Jaro#2026x', firstName: 'Bench', lastName: 'Mark', phone: '+254700000001' });
  const now = new Date();
  const service = await db.getRepository(CloudStorageServiceEntity).save({ userId: user.id, name: 'Bench', serviceType: 'Object Storage', storageAmount: 100, cost: 'x', status: 'active' as const, region: 'kenya' as const, planType: null, bucket: 'bench-ns', startDate: now, updatedAt: now });
  await db.getRepository(ApiKeyEntity).save({ userId: user.id, name: 'bench', accessKeyId: KEY.accessKeyId, secretEnc: encryptSecret(KEY.secretAccessKey, secretBinding.apiKeySecret(KEY.accessKeyId)), secretLast4: 'nopq', permissions: 'read,write,delete', status: 'active' as const, createdAt: now, lastUsedAt: null, expiresAt: null });
  await createBucket(db, { userId: user.id, permissions: new Set(['write']) }, 'bench', { serviceId: service.id });
  await db.destroy();
}

function startGateway(): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['-r', '@swc-node/register', path.join(ROOT, 'api/src/test/s3-gateway-process.ts')], { cwd: ROOT, env: { ...process.env }, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d) => {
      out += String(d);
      if (out.includes('\n')) resolve({ child, url: (JSON.parse(out.split('\n')[0]!) as { url: string }).url });
    });
    child.once('exit', (code) => reject(new Error(`gateway exited (${code})`)));
  });
}

function request(method: string, url: string, size: number | null, body?: Readable): Promise<number> {
  const headers = signHeaders(method, url, size === null ? {} : { 'content-length': String(size) }, 'UNSIGNED-PAYLOAD', KEY);
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers, agent }, (res) => {
      let bytes = 0;
      res.on('data', (c: Buffer) => (bytes += c.length));
      res.on('end', () => (res.statusCode === 200 ? resolve(bytes) : reject(new Error(`${method} ${url}: ${res.statusCode}`))));
      res.on('error', reject);
    });
    req.on('error', reject);
    if (body) pipeline(body, req).catch(reject);
    else req.end();
  });
}

/** MiB/s of `count` transfers of `size` bytes, `parallel` at a time. */
async function throughput(count: number, size: number, parallel: number, one: (i: number) => Promise<unknown>): Promise<number> {
  const started = process.hrtime.bigint();
  let next = 0;
  await Promise.all(Array.from({ length: parallel }, async () => {
    while (next < count) await one(next++);
  }));
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  return (count * size) / MIB / seconds;
}

/**
 * The baseline: stream a file into a new file on the same disk and fsync it, as the gateway's write
 * does, with as many writers at once as the gateway has clients (issue 32: what the disk can do at
 * that concurrency).
 */
async function fileCopy(size: number, count: number, parallel: number): Promise<number> {
  const src = path.join(work, `src-${size}`);
  await pipeline(source(size), fs.createWriteStream(src));
  const result = await throughput(count, size, parallel, async (i) => {
    const dst = path.join(work, `copy-${size}-${i}`);
    const fh = await fs.promises.open(dst, 'w');
    for await (const chunk of fs.createReadStream(src)) await fh.write(chunk as Buffer);
    await fh.sync();
    await fh.close();
    await fs.promises.rm(dst);
  });
  await fs.promises.rm(src);
  return result;
}

const rssOf = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

async function main() {
  await setup();
  const { child, url } = await startGateway();
  const obj = (k: string) => `${url}/bench/${k}`;
  const lines: string[] = [];
  try {
    for (const [size, count] of [
      [MIB, 200],
      [64 * MIB, 8],
    ] as const) {
      const label = size === MIB ? '1 MiB' : '64 MiB';
      const copy = await fileCopy(size, count, 4);
      const put = await throughput(count, size, 4, (i) => request('PUT', obj(`${label}-${i}`), size, source(size)));
      const get = await throughput(count, size, 4, (i) => request('GET', obj(`${label}-${i}`), null));
      lines.push(`${label} x ${count} (4 at a time on both sides): file copy ${copy.toFixed(0)} MiB/s; PUT ${put.toFixed(0)} MiB/s (${(put / copy).toFixed(2)} x copy); GET ${get.toFixed(0)} MiB/s (${(get / copy).toFixed(2)} x copy)`);
      console.log(lines[lines.length - 1]);
      // Issue 32's goals for PUT against the same bytes written to files with fsync.
      const goal = size === MIB ? 0.5 : 0.8;
      recordFigure({ bench: 'storage', what: `gateway PUT / file copy with fsync, ${label}, 4 at a time`, value: (put / copy).toFixed(2), goal: `>= ${goal}`, met: put / copy >= goal });
    }

    // One 1 GiB object in and out while sampling the gateway's resident memory.
    const GIB = 1024 * MIB;
    const idle = rssOf(child.pid!);
    let peakPut = 0;
    let peakGet = 0;
    let phase: 'put' | 'get' = 'put';
    const sampler = setInterval(() => {
      const r = rssOf(child.pid!);
      if (phase === 'put') peakPut = Math.max(peakPut, r);
      else peakGet = Math.max(peakGet, r);
    }, 50);
    const t0 = process.hrtime.bigint();
    await request('PUT', obj('one-gib'), GIB, source(GIB));
    const putSecs = Number(process.hrtime.bigint() - t0) / 1e9;
    phase = 'get';
    const t1 = process.hrtime.bigint();
    const got = await request('GET', obj('one-gib'), null);
    const getSecs = Number(process.hrtime.bigint() - t1) / 1e9;
    clearInterval(sampler);
    if (got !== GIB) throw new Error(`read back ${got} bytes`);
    lines.push(`1 GiB object: PUT ${(1024 / putSecs).toFixed(0)} MiB/s, GET ${(1024 / getSecs).toFixed(0)} MiB/s; gateway RSS ${idle.toFixed(0)} MiB idle, peak ${peakPut.toFixed(0)} MiB during PUT (+${(peakPut - idle).toFixed(0)}), ${peakGet.toFixed(0)} MiB during GET (+${(peakGet - idle).toFixed(0)})`);
    console.log(lines[lines.length - 1]);
  } finally {
    child.kill('SIGTERM');
    agent.destroy();
    fs.rmSync(work, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error(e);
  fs.rmSync(work, { recursive: true, force: true });
  process.exit(1);
});
