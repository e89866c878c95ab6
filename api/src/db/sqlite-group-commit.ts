import fs from 'node:fs';
import type { DataSource, EntityManager } from 'typeorm';

/**
 * Group commit for SQLite in WAL mode (issue 32: S3 writes near the disk's speed).
 *
 * Under `synchronous = FULL` every COMMIT fsyncs the WAL inside better-sqlite3's synchronous call:
 * the whole process stops for each fsync (≈ 0.7–1 ms here), and N writers pay N fsyncs one after
 * another. Instead, once the database is in WAL mode:
 *
 * - the connection runs `synchronous = NORMAL` (SQLite then syncs at checkpoints only), and this
 *   module syncs the WAL itself: after every statement that ends a write (a COMMIT, or a write
 *   outside a transaction) it fdatasyncs the WAL before the statement returns, exactly where FULL
 *   would have;
 * - except the COMMIT of a storage transaction (domain/tx.ts `storageTx`), armed inside it: that
 *   COMMIT returns at once, and its caller waits, off the main thread, for one fdatasync of the WAL
 *   that every transaction committed meanwhile shares. `storageTx` resolves only after it, so what
 *   it wrote is as durable when its caller goes on (answers 200) as under FULL, while the process
 *   keeps serving and concurrent writers share their syncs.
 *
 * All transactions of the connection are serialised (data-source.ts), so the only COMMIT that can
 * follow the arming is the armed transaction's own.
 */
/** The longest a metering commit waits for a shared sync before one is made for it. */
const LAZY_SYNC_MS = 1_000;

interface Statement {
  readonly: boolean;
  run: (...params: unknown[]) => unknown;
}

interface RawSqlite {
  name: string;
  memory: boolean;
  inTransaction: boolean;
  prepare(sql: string): Statement;
  close(): unknown;
  pragma(sql: string, options?: { simple: boolean }): unknown;
}

class WalCommitter {
  /** The next COMMIT of this connection is a storage transaction's: no sync in it, `durable` follows. */
  armed = false;
  /** null until the database is seen in WAL mode outside a transaction (then NORMAL is set); false for good when it cannot be. */
  private on: boolean | null = null;
  private running: Promise<void> | null = null;
  private queued: Promise<void> | null = null;
  /** fdatasyncs of the WAL, made in statements and shared by storage transactions (tests and the bench read them). */
  syncs = { inline: 0, shared: 0 };

  constructor(private readonly raw: RawSqlite) {
    if (raw.memory) this.on = false;
  }

  /** The WAL file, open for syncing while the connection is (SQLite keeps the file while it is open). */
  private fd: number | null = null;

  private walFd(): number {
    this.fd ??= fs.openSync(`${this.raw.name}-wal`, 'r');
    return this.fd;
  }

  /** The connection closes (SQLite checkpoints and syncs on close): nothing is left to sync here. */
  close() {
    this.on = false;
    if (this.fd !== null) fs.closeSync(this.fd);
    this.fd = null;
  }

  /** Whether the WAL is synced here: turned on at the first statement outside a transaction in WAL mode. */
  enabled(): boolean {
    if (this.on === null && !this.raw.inTransaction && this.raw.pragma('journal_mode', { simple: true }) === 'wal') {
      this.raw.pragma('synchronous = NORMAL');
      this.on = true;
    }
    return this.on === true;
  }

  /**
   * Run a write or a statement that may end a transaction; when it did end a write (and is not the
   * armed COMMIT), sync the WAL before returning, as FULL would have inside it.
   */
  run(commit: boolean, run: () => unknown): unknown {
    if (!this.enabled()) return run();
    const quiet = commit && this.armed;
    if (commit) this.armed = false;
    const out = run();
    if (!quiet && !this.raw.inTransaction) {
      fs.fdatasyncSync(this.walFd());
      this.syncs.inline++;
    }
    return out;
  }

  private dirty = false;

  /**
   * After a storage transaction whose caller does not wait for the disk (metering): synced by the
   * next shared sync, and within `LAZY_SYNC_MS` at the latest.
   */
  lazy(): void {
    if (this.dirty) return;
    this.dirty = true;
    setTimeout(() => {
      if (this.dirty) this.durable().catch(() => undefined);
    }, LAZY_SYNC_MS).unref();
  }

  /**
   * Resolves once everything committed before the call is on the disk. A sync already running may
   * have started before the caller's commit, so the caller waits for the next one, which everyone
   * arriving meanwhile shares.
   */
  durable(): Promise<void> {
    if (this.on === false) return Promise.resolve();
    if (!this.running) return this.start();
    this.queued ??= this.running
      .catch(() => undefined)
      .then(() => {
        this.queued = null;
        return this.start();
      });
    return this.queued;
  }

  private start(): Promise<void> {
    this.dirty = false;
    const run = new Promise<void>((done, failed) => fs.fdatasync(this.walFd(), (e) => (e ? failed(e) : done()))).finally(() => {
      if (this.running === run) this.running = null;
    });
    this.syncs.shared++;
    this.running = run;
    return run;
  }
}

const committers = new WeakMap<object, WalCommitter>();

/** From `prepareDatabase` (ormconfig.ts), before any statement: this connection's writes are synced here. */
export function installGroupCommit(raw: RawSqlite): void {
  const committer = new WalCommitter(raw);
  committers.set(raw, committer);
  const close = raw.close.bind(raw);
  raw.close = () => {
    committer.close();
    return close();
  };
  const prepare = raw.prepare.bind(raw);
  raw.prepare = (sql: string) => {
    const statement = prepare(sql);
    // SQLite calls transaction control statements read-only; COMMIT, END and RELEASE may end a write.
    const commit = /^\s*(COMMIT|END)\b/i.test(sql);
    if (statement.readonly && !commit && !/^\s*RELEASE\b/i.test(sql)) return statement;
    const run = statement.run.bind(statement);
    statement.run = (...params: unknown[]) => committer.run(commit, () => run(...params));
    return statement;
  };
}

const committerOf = (db: DataSource): WalCommitter | undefined => {
  const raw = (db.driver as unknown as { databaseConnection?: object }).databaseConnection;
  return raw ? committers.get(raw) : undefined;
};

/**
 * At the end of a storage transaction's work, inside it: its COMMIT will be quiet. Only a top-level
 * transaction is armed; one nested in another (a savepoint) is made durable by the outer COMMIT.
 */
export function armQuietCommit(db: DataSource, m: EntityManager): void {
  const committer = committerOf(db);
  if (committer?.enabled() && (m.queryRunner as unknown as { transactionDepth?: number } | undefined)?.transactionDepth === 1) committer.armed = true;
}

/** A transaction that failed before its COMMIT ran leaves nothing armed for another one. */
export function disarmQuietCommit(db: DataSource): void {
  const committer = committerOf(db);
  if (committer) committer.armed = false;
}

/**
 * After a storage transaction committed: resolves when it is on the disk (at once where its COMMIT
 * synced it). `lazily`: resolves at once, and the transaction is synced within a second.
 */
export function commitDurable(db: DataSource, lazily = false): Promise<void> {
  const committer = committerOf(db);
  if (!committer?.enabled()) return Promise.resolve();
  if (!lazily) return committer.durable();
  committer.lazy();
  return Promise.resolve();
}

/** The WAL fdatasyncs this connection has made: inline (in a statement) and shared (by storage transactions). */
export const walSyncs = (db: DataSource): { inline: number; shared: number } => ({ ...(committerOf(db)?.syncs ?? { inline: 0, shared: 0 }) });
