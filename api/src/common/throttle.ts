import crypto from 'node:crypto';
import type { DataSource } from 'typeorm';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { tooManyRequests } from './errors';

export interface ThrottleOptions {
  /** Attempts allowed per window; the one after the last allowed is refused. */
  points: number;
  durationSeconds: number;
  /** How long a key stays refused once it went over the limit. */
  blockSeconds: number;
  /**
   * Growing delays: each further block of the same key within `memorySeconds` lasts `factor` times
   * longer than the previous one, up to `maxBlockSeconds` (15 min, 30 min, 1 h, … for a persistent
   * guesser, while a person who mistyped a few times meets only the first).
   */
  growth?: { factor: number; maxBlockSeconds: number; memorySeconds: number };
  message?: string;
}

/** The table that PostgreSQL-backed throttles share (created by the platform module's migration). */
export const RATE_LIMIT_TABLE = 'rate_limits';

const all = new Set<Throttle>();
let store: DataSource | null = null;

/**
 * Keys are hashed before they are stored: they are IP addresses, e-mail addresses and usernames,
 * which the shared table should not hold in clear text (and it keeps keys a fixed size).
 */
const storedKey = (key: string) => crypto.createHash('sha256').update(key).digest('base64url').slice(0, 32);

/**
 * A counter of attempts per key (network, account, …) that refuses with 429 + Retry-After once the
 * limit is reached.
 *
 * `consume` is the gate: it counts the attempt and refuses it in ONE atomic step (an upsert on
 * PostgreSQL, a synchronous update in memory), so N parallel requests get at most `points` through
 * — call it before any expensive or revealing work. Where a limit is about failures, `refund` the
 * point (or `reset` the key) when the attempt succeeded. `check` only reads, for a cheap early
 * refusal before input is even parsed.
 *
 * Where the counts live follows the database: on PostgreSQL every API process shares them through
 * the `rate_limits` table (so two processes behind a load balancer do not double each limit); on
 * SQLite, which is one machine and normally one process, they stay in this process's memory.
 */
export class Throttle {
  private limiter!: RateLimiterAbstract;
  private strikes: RateLimiterAbstract | null = null;

  /** `name` prefixes the keys in the shared table: keep it stable and unique per throttle. */
  constructor(
    readonly name: string,
    readonly opts: ThrottleOptions,
  ) {
    this.rebind();
    all.add(this);
  }

  private build(prefix: string, points: number, duration: number, blockDuration: number): RateLimiterAbstract {
    const base = { keyPrefix: prefix, points, duration, blockDuration };
    if (store) {
      return new RateLimiterPostgres({ ...base, storeClient: store, storeType: 'typeorm', tableName: RATE_LIMIT_TABLE, tableCreated: true, clearExpiredByTimeout: false });
    }
    return new RateLimiterMemory(base);
  }

  /** Rebuild on the current store (after `useThrottleStore`); in memory this also forgets every key. */
  rebind(): void {
    const { points, durationSeconds, blockSeconds, growth } = this.opts;
    // With growth the block is set here (longer each time); without it the limiter blocks by itself.
    this.limiter = this.build(this.name, points, durationSeconds, growth ? 0 : blockSeconds);
    this.strikes = growth ? this.build(`${this.name}:strikes`, 1_000_000, growth.memorySeconds, 0) : null;
  }

  private refusal(msBeforeNext: number) {
    return tooManyRequests(Math.max(1, Math.ceil(msBeforeNext / 1000)), this.opts.message);
  }

  /** The key just went over the limit: block it, for longer each time when growth is configured. */
  private async blockGrowing(k: string): Promise<number> {
    const { blockSeconds, growth } = this.opts;
    if (!growth || !this.strikes) return blockSeconds * 1000;
    const strike = (await this.strikes.consume(k)).consumedPoints;
    const seconds = Math.min(blockSeconds * growth.factor ** (strike - 1), growth.maxBlockSeconds);
    await this.limiter.block(k, seconds);
    return seconds * 1000;
  }

  /** Count one attempt, atomically; refuse it (429) when it goes over the limit. */
  async consume(key: string): Promise<void> {
    const k = storedKey(key);
    try {
      await this.limiter.consume(k);
    } catch (e) {
      if (!(e instanceof RateLimiterRes)) throw e;
      // Exactly one request sees the count cross the limit (the increments are atomic): it sets the block.
      const crossed = e.consumedPoints === this.opts.points + 1;
      throw this.refusal(crossed ? await this.blockGrowing(k) : e.msBeforeNext);
    }
  }

  /** Alias of consume, for limits on an action whether it succeeds or not. */
  take(key: string): Promise<void> {
    return this.consume(key);
  }

  /** Give back the point of an attempt that succeeded (for limits that count failures). */
  async refund(key: string): Promise<void> {
    const k = storedKey(key);
    const res = await this.limiter.reward(k, 1);
    if (res.consumedPoints < 0) await this.limiter.delete(k); // the window ended meanwhile: no credit
  }

  /** Refuse (429) when the key has no attempt left; counts nothing. */
  async check(key: string): Promise<void> {
    const res = await this.limiter.get(storedKey(key));
    if (res && res.consumedPoints >= this.opts.points) throw this.refusal(res.msBeforeNext);
  }

  /** Attempts counted for the key in its current window (0 when none); counts nothing. */
  async used(key: string): Promise<number> {
    const res = await this.limiter.get(storedKey(key));
    return res ? Math.max(0, res.consumedPoints) : 0;
  }

  /** Forget the key (its count and any block; growth strikes stay remembered). */
  async reset(key: string): Promise<void> {
    await this.limiter.delete(storedKey(key));
  }
}

/**
 * Point every throttle at the database's shared store (PostgreSQL), or back at process memory
 * (SQLite, or null). Called when the HTTP app is created.
 */
export function useThrottleStore(db: DataSource | null): void {
  store = db && db.options.type === 'postgres' ? db : null;
  for (const t of all) t.rebind();
}

/** Tests: forget every count of every throttle (memory and the shared table). */
export async function clearAllThrottles(db?: DataSource): Promise<void> {
  for (const t of all) t.rebind();
  if (db?.options.type === 'postgres') await db.query(`DELETE FROM "${RATE_LIMIT_TABLE}"`);
}

/** Expired rows of the shared table, removed by a background job (cheap; the table stays small). */
export async function purgeExpiredThrottles(db: DataSource, now = Date.now()): Promise<void> {
  if (db.options.type !== 'postgres') return;
  await db.query(`DELETE FROM "${RATE_LIMIT_TABLE}" WHERE expire < $1`, [now - 3_600_000]);
}
