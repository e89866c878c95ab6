import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { BlobGcEntity } from '../modules/storage/entities/blob-gc.entity';
import { storageTx } from '../modules/storage/domain/tx';
import { openDatabase } from './data-source';
import { walSyncs } from './sqlite-group-commit';

/**
 * Group commit on a SQLite file (db/sqlite-group-commit.ts): every write is on the disk when its
 * call returns, as under synchronous = FULL; storage transactions share their WAL syncs, which
 * happen off the main thread.
 */
let dir: string;
let db: DataSource;
beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mw-group-commit-'));
  db = await openDatabase(`sqlite:${path.join(dir, 'portal.sqlite')}`);
});
afterEach(async () => {
  await db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

const gc = () => db.getRepository(BlobGcEntity);
const row = (i: number) => ({ blobKey: i.toString(16).padStart(32, '0'), dueAt: new Date() });
const synchronous = async () => ((await db.query('PRAGMA synchronous')) as { synchronous: number }[])[0]!.synchronous;

/** Count the fdatasyncs of the WAL from now on: inline (in a statement) and shared (thread pool). */
function watchSyncs() {
  const wal = fs.openSync(path.join(dir, 'portal.sqlite-wal'), 'r');
  const walInode = fs.fstatSync(wal).ino;
  fs.closeSync(wal);
  const isWal = (fd: number) => fs.fstatSync(fd).ino === walInode;
  const inline = jest.spyOn(fs, 'fdatasyncSync');
  const shared = jest.spyOn(fs, 'fdatasync');
  return {
    inline: () => inline.mock.calls.filter(([fd]) => isWal(fd as number)).length,
    shared: () => shared.mock.calls.filter(([fd]) => isWal(fd as number)).length,
    restore() {
      inline.mockRestore();
      shared.mockRestore();
    },
  };
}

describe('SQLite group commit', () => {
  it('runs NORMAL in WAL mode and syncs the WAL itself after every write outside a storage transaction', async () => {
    expect(((await db.query('PRAGMA journal_mode')) as { journal_mode: string }[])[0]!.journal_mode).toBe('wal');
    expect(await synchronous()).toBe(1); // NORMAL: this module syncs, not SQLite
    const syncs = watchSyncs();
    try {
      await gc().insert(row(1)); // a write outside any transaction
      expect(syncs.inline()).toBe(1);
      await db.transaction(async (m) => {
        await m.getRepository(BlobGcEntity).insert(row(2));
        await m.getRepository(BlobGcEntity).insert(row(3));
        expect(syncs.inline()).toBe(1); // nothing synced before the COMMIT…
      });
      expect(syncs.inline()).toBe(2); // …and the COMMIT synced before it returned
      await gc().find(); // a read syncs nothing
      expect(syncs.inline()).toBe(2);
      expect(syncs.shared()).toBe(0);
    } finally {
      syncs.restore();
    }
  });

  it('lets concurrent storage transactions share their syncs, made off the main thread before each resolves', async () => {
    const syncs = watchSyncs();
    try {
      const before = walSyncs(db);
      const done: number[] = [];
      await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          storageTx(db, async (m) => {
            await m.getRepository(BlobGcEntity).insert(row(100 + i));
          }).then(() => done.push(syncs.shared())),
        ),
      );
      expect(await gc().count()).toBe(20);
      const shared = walSyncs(db).shared - before.shared;
      expect(syncs.inline()).toBe(0); // no COMMIT of theirs stopped the process for an fsync
      expect(shared).toBe(syncs.shared());
      expect(shared).toBeGreaterThanOrEqual(1);
      expect(shared).toBeLessThan(20); // shared: fewer syncs than commits
      // None resolved before a sync had at least started after it.
      expect(Math.min(...done)).toBeGreaterThanOrEqual(1);
    } finally {
      syncs.restore();
    }
  });

  it('leaves nothing armed after a storage transaction that failed: the next COMMIT syncs inline', async () => {
    await expect(
      storageTx(db, async (m) => {
        await m.getRepository(BlobGcEntity).insert(row(7));
        await m.getRepository(BlobGcEntity).insert(row(7)); // unique key: fails, rolled back
      }),
    ).rejects.toThrow();
    const syncs = watchSyncs();
    try {
      await db.transaction((m) => m.getRepository(BlobGcEntity).insert(row(8)));
      expect(syncs.inline()).toBe(1);
      expect(await gc().count()).toBe(1);
    } finally {
      syncs.restore();
    }
  });

  it('syncs a commit nobody waits for (metering) within a second', async () => {
    const syncs = watchSyncs();
    try {
      await storageTx(db, (m) => m.getRepository(BlobGcEntity).insert(row(9)), { waitForDisk: false });
      expect(syncs.shared() + syncs.inline()).toBe(0);
      for (let i = 0; i < 40 && syncs.shared() === 0; i++) await new Promise((r) => setTimeout(r, 50));
      expect(syncs.shared()).toBe(1);
    } finally {
      syncs.restore();
    }
  });

  it('keeps FULL on an in-memory database, where SQLite syncs nothing to sync', async () => {
    const memory = await openDatabase('sqlite::memory:');
    try {
      expect(((await memory.query('PRAGMA synchronous')) as { synchronous: number }[])[0]!.synchronous).toBe(2);
      await storageTx(memory, (m) => m.getRepository(BlobGcEntity).insert(row(10)));
      expect(walSyncs(memory)).toEqual({ inline: 0, shared: 0 });
    } finally {
      await memory.destroy();
    }
  });
});
