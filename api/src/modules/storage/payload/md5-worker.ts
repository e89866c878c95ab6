import crypto from 'node:crypto';
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { logger } from '../../../common/logger';

/**
 * The ETag's MD5 of a large body, computed on a worker thread (issue 32). MD5 runs at ≈ 600 MB/s
 * per core and cannot be split, so on the request's thread it is most of what a big PUT costs:
 * the thread that reads the socket and writes the file also hashed every byte. Here the body's
 * pieces are gathered into 1 MiB batches (one copy of each byte, the batch then moved to the
 * worker, not copied again) while the pieces themselves go on to the blob store; at most
 * `MAX_IN_FLIGHT` bytes per body wait for the worker, beyond which the body is held (back-pressure).
 * Small bodies are hashed inline: a message costs more than hashing a few kilobytes.
 */
export const OFF_THREAD_MIN_BYTES = 8 * 1024 * 1024;
const BATCH = 1024 * 1024;
const MAX_IN_FLIGHT = 8 * 1024 * 1024;

/** Plain JavaScript, so the worker runs the same from the sources (tests) and the build. */
const WORKER = `
const { parentPort } = require('node:worker_threads');
const crypto = require('node:crypto');
const hashes = new Map();
parentPort.on('message', (m) => {
  if (m.op === 'update') {
    let h = hashes.get(m.id);
    if (!h) hashes.set(m.id, (h = crypto.createHash('md5')));
    h.update(new Uint8Array(m.buf));
    parentPort.postMessage({ id: m.id, op: 'done', bytes: m.buf.byteLength });
  } else if (m.op === 'digest') {
    const h = hashes.get(m.id) || crypto.createHash('md5');
    hashes.delete(m.id);
    const d = h.digest();
    parentPort.postMessage({ id: m.id, op: 'digest', digest: d.buffer.slice(d.byteOffset, d.byteOffset + d.length) });
  } else if (m.op === 'drop') hashes.delete(m.id);
});
`;

type Reply = { id: number; op: 'done'; bytes: number } | { id: number; op: 'digest'; digest: ArrayBuffer };

class HashWorker {
  private worker: Worker | null = null;
  readonly hashes = new Map<number, OffThreadMd5>();

  post(message: object, transfer: ArrayBuffer[] = []) {
    this.started().postMessage(message, transfer);
  }

  private started(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(WORKER, { eval: true });
    worker.unref();
    worker.on('message', (r: Reply) => this.hashes.get(r.id)?.reply(r));
    const fail = (e: Error) => {
      if (this.worker !== worker) return;
      this.worker = null;
      logger.error({ err: { message: e.message } }, 'the MD5 worker stopped; its uploads fail and the next one starts a new worker');
      for (const h of this.hashes.values()) h.fail(e);
      this.hashes.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`MD5 worker exited (${code})`)));
    this.worker = worker;
    return worker;
  }
}

/** One worker per spare core (at least one, at most four), each body on one of them in turn. */
const pool: HashWorker[] = Array.from({ length: Math.min(4, Math.max(1, os.availableParallelism() - 1)) }, () => new HashWorker());
let nextWorker = 0;
let nextId = 1;

/** MD5 of a stream's pieces, in order, on a worker: `update` as they pass, then `digest` once. */
export class OffThreadMd5 {
  private readonly id = nextId++;
  private readonly worker = pool[nextWorker++ % pool.length]!;
  private staged: Buffer[] = [];
  private stagedBytes = 0;
  private inFlight = 0;
  private failed: Error | null = null;
  private waiting: (() => void) | null = null;
  private finished: { resolve: (d: Buffer) => void; reject: (e: Error) => void } | null = null;

  constructor() {
    this.worker.hashes.set(this.id, this);
  }

  update(chunk: Buffer): void {
    this.staged.push(chunk);
    this.stagedBytes += chunk.length;
    if (this.stagedBytes >= BATCH) this.send();
  }

  /** Resolves when the body may go on: fewer than MAX_IN_FLIGHT bytes wait for the worker. */
  room(): Promise<void> | null {
    if (this.failed) return Promise.reject(this.failed);
    if (this.inFlight < MAX_IN_FLIGHT) return null;
    return new Promise((resolve) => (this.waiting = resolve));
  }

  digest(): Promise<Buffer> {
    if (this.failed) return Promise.reject(this.failed);
    this.send();
    return new Promise((resolve, reject) => {
      this.finished = { resolve, reject };
      this.worker.post({ id: this.id, op: 'digest' });
    });
  }

  /** The body failed: the worker forgets it. */
  dispose(): void {
    if (!this.worker.hashes.delete(this.id)) return;
    this.worker.post({ id: this.id, op: 'drop' });
  }

  private send() {
    if (!this.stagedBytes) return;
    const batch = Buffer.concat(this.staged, this.stagedBytes);
    this.staged = [];
    this.stagedBytes = 0;
    this.inFlight += batch.length;
    // concat made a fresh buffer of its own (over 4 KiB it never uses the shared pool): moved, not copied.
    const own = batch.byteOffset === 0 && batch.byteLength === batch.buffer.byteLength;
    const buf = own ? (batch.buffer as ArrayBuffer) : batch.buffer.slice(batch.byteOffset, batch.byteOffset + batch.byteLength);
    this.worker.post({ id: this.id, op: 'update', buf }, [buf as ArrayBuffer]);
  }

  reply(r: Reply) {
    if (r.op === 'done') {
      this.inFlight -= r.bytes;
      if (this.waiting && this.inFlight < MAX_IN_FLIGHT) {
        const go = this.waiting;
        this.waiting = null;
        go();
      }
      return;
    }
    this.worker.hashes.delete(this.id);
    this.finished?.resolve(Buffer.from(r.digest));
  }

  fail(e: Error) {
    this.failed = e;
    this.waiting?.();
    this.waiting = null;
    this.finished?.reject(e);
  }
}

/** The ETag's hasher for a body: on a worker when it is known to be large, inline otherwise. */
export function md5For(length: number | null): { update(chunk: Buffer): void; room(): Promise<void> | null; digest(): Promise<Buffer>; dispose(): void } {
  if (length !== null && length >= OFF_THREAD_MIN_BYTES) return new OffThreadMd5();
  const hash = crypto.createHash('md5');
  return { update: (c) => hash.update(c), room: () => null, digest: async () => hash.digest(), dispose: () => undefined };
}
