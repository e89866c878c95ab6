import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { BlobMissingError, isBlobKey, type BlobStore } from './blob-store';

const STALE_TEMP_MS = 24 * 3_600_000;

/**
 * Bytes gathered before one write: the socket hands the body over in pieces of ≤ 64 KiB, and one
 * write per piece (a thread-pool round trip and a promise each) cost more than the disk did.
 */
const WRITE_BATCH = 1 << 20;
/** …or this many pieces (IOV_MAX on Linux), whichever comes first. */
const WRITE_BATCH_PIECES = 1024;

/** Write the buffers in order with as few system calls as the kernel allows (writev; the rest again after a short write). */
async function writeAll(handle: fs.promises.FileHandle, chunks: Buffer[]) {
  let rest = chunks;
  while (rest.length) {
    let written = (await handle.writev(rest)).bytesWritten;
    while (rest.length && written >= rest[0]!.length) written -= rest.shift()!.length;
    if (written > 0) rest[0] = rest[0]!.subarray(written);
  }
}

/**
 * Blobs as files under one folder: `blobs/ab/cd/<key>`. A write goes to `tmp/`, is fsynced,
 * renamed into place (atomic on one filesystem) and the folder fsynced, so after a crash a blob
 * either exists whole or not at all. Reads stream straight from the file.
 */
export class LocalFsBlobStore implements BlobStore {
  readonly kind = 'local' as const;
  private readonly blobs: string;
  private readonly tmp: string;
  /** Blob folders this process made or found: created once, not on every write. */
  private readonly folders = new Set<string>();

  constructor(readonly root: string) {
    this.blobs = path.join(root, 'blobs');
    this.tmp = path.join(root, 'tmp');
  }

  pathOf(key: string): string {
    if (!isBlobKey(key)) throw new Error('invalid blob key');
    return path.join(this.blobs, key.slice(0, 2), key.slice(2, 4), key);
  }

  async init(): Promise<void> {
    await fs.promises.mkdir(this.tmp, { recursive: true, mode: 0o700 });
    await fs.promises.mkdir(this.blobs, { recursive: true, mode: 0o700 });
    // Temporary files of writes that died with their process (another live process's writes are younger).
    const now = Date.now();
    for (const name of await fs.promises.readdir(this.tmp)) {
      const file = path.join(this.tmp, name);
      const stat = await fs.promises.stat(file).catch(() => null);
      if (stat && now - stat.mtimeMs > STALE_TEMP_MS) await fs.promises.rm(file, { force: true });
    }
  }

  async put(key: string, body: Readable, _size: number | null, opts: { notBefore?: Promise<void> } = {}): Promise<void> {
    const target = this.pathOf(key);
    const temp = path.join(this.tmp, `${key}.${process.pid}.tmp`);
    const handle = await fs.promises.open(temp, 'wx', 0o600);
    let writing: Promise<void> = Promise.resolve();
    try {
      // One batch is written while the next is read (never more: backpressure holds the socket),
      // the handle stays open for the one fsync.
      let batch: Buffer[] = [];
      let batchBytes = 0;
      for await (const chunk of body) {
        batch.push(chunk as Buffer);
        batchBytes += (chunk as Buffer).length;
        if (batchBytes < WRITE_BATCH && batch.length < WRITE_BATCH_PIECES) continue;
        await writing;
        writing = writeAll(handle, batch);
        // Seen by the next await (or the catch below); never an unhandled rejection meanwhile.
        writing.catch(() => undefined);
        batch = [];
        batchBytes = 0;
      }
      await writing;
      await writeAll(handle, batch);
      await handle.sync();
    } catch (e) {
      // The handle is closed only once no write uses it.
      await writing.catch(() => undefined);
      await handle.close().catch(() => undefined);
      await fs.promises.rm(temp, { force: true });
      throw e;
    }
    await handle.close();
    // A temporary file is removed at start-up once stale; a blob in place only by its journal row,
    // which must be on the disk first.
    try {
      await opts.notBefore;
    } catch (e) {
      await fs.promises.rm(temp, { force: true });
      throw e;
    }
    await this.moveIntoPlace(temp, target);
  }

  async read(key: string, start: number, end: number): Promise<Readable> {
    const handle = await fs.promises.open(this.pathOf(key), 'r').catch((e: NodeJS.ErrnoException) => {
      throw e.code === 'ENOENT' ? new BlobMissingError(key) : e;
    });
    return handle.createReadStream({ start, end, highWaterMark: 1 << 20 });
  }

  async copy(sourceKey: string, targetKey: string): Promise<void> {
    const temp = path.join(this.tmp, `${targetKey}.${process.pid}.tmp`);
    try {
      // Reflink where the filesystem can, a kernel-side copy otherwise.
      await fs.promises.copyFile(this.pathOf(sourceKey), temp, fs.constants.COPYFILE_EXCL | fs.constants.COPYFILE_FICLONE);
      const handle = await fs.promises.open(temp, 'r+');
      await handle.sync().finally(() => handle.close());
    } catch (e) {
      await fs.promises.rm(temp, { force: true });
      throw (e as NodeJS.ErrnoException).code === 'ENOENT' && !fs.existsSync(this.pathOf(sourceKey)) ? new BlobMissingError(sourceKey) : e;
    }
    await this.moveIntoPlace(temp, this.pathOf(targetKey));
  }

  async delete(key: string): Promise<void> {
    await fs.promises.rm(this.pathOf(key), { force: true });
  }

  private async moveIntoPlace(temp: string, target: string) {
    const dir = path.dirname(target);
    try {
      if (!this.folders.has(dir)) {
        await fs.promises.mkdir(dir, { recursive: true, mode: 0o700 });
        this.folders.add(dir);
      }
      // A folder removed behind our back (ENOENT) is made again.
      await fs.promises.rename(temp, target).catch(async (e: NodeJS.ErrnoException) => {
        if (e.code !== 'ENOENT' || !this.folders.delete(dir)) throw e;
        await fs.promises.mkdir(dir, { recursive: true, mode: 0o700 });
        await fs.promises.rename(temp, target);
      });
    } catch (e) {
      await fs.promises.rm(temp, { force: true });
      throw e;
    }
    const d = await fs.promises.open(dir, 'r');
    await d.sync().finally(() => d.close());
  }
}
