import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { LocalFsBlobStore } from './local-fs';
import { newBlobKey } from './blob-store';

/** A blob is moved into place only once its journal row is on the disk (`notBefore`, receive.ts). */
let root: string;
let store: LocalFsBlobStore;
beforeEach(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'mw-localfs-'));
  store = new LocalFsBlobStore(root);
  await store.init();
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

const body = () => Readable.from([Buffer.alloc(300_000, 1), Buffer.alloc(900_000, 2)]);
const temporaries = () => fs.readdirSync(path.join(root, 'tmp'));

describe('LocalFsBlobStore.put with notBefore', () => {
  it('receives the whole body meanwhile, and puts the blob in place only once notBefore resolves', async () => {
    const key = newBlobKey();
    let onDisk!: () => void;
    const notBefore = new Promise<void>((r) => (onDisk = r));
    let stored = false;
    const put = store.put(key, body(), 1_200_000, { notBefore }).then(() => (stored = true));
    // The body arrives and is written to a temporary file…
    for (let i = 0; i < 100 && !(temporaries().length && fs.statSync(path.join(root, 'tmp', temporaries()[0]!)).size === 1_200_000); i++) await new Promise((r) => setTimeout(r, 10));
    expect(fs.statSync(path.join(root, 'tmp', temporaries()[0]!)).size).toBe(1_200_000);
    // …but nothing is under the key while the journal row is not on the disk.
    await new Promise((r) => setTimeout(r, 50));
    expect(stored).toBe(false);
    expect(fs.existsSync(store.pathOf(key))).toBe(false);
    onDisk();
    await put;
    expect(fs.statSync(store.pathOf(key)).size).toBe(1_200_000);
    expect(temporaries()).toEqual([]);
  });

  it('stores nothing when notBefore fails (the journal row never reached the disk)', async () => {
    const key = newBlobKey();
    await expect(store.put(key, body(), 1_200_000, { notBefore: Promise.reject(new Error('EIO')) })).rejects.toThrow('EIO');
    expect(fs.existsSync(store.pathOf(key))).toBe(false);
    expect(temporaries()).toEqual([]);
  });
});
