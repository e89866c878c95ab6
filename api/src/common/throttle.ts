import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { tooManyRequests } from './errors';

/**
 * A counter of attempts per key (IP, account, …) that blocks for a while once exhausted.
 * `check` refuses before any expensive work; `hit` counts one attempt; `reset` clears a key.
 * Memory store: one API process. Behind several processes, swap for rate-limiter-flexible's
 * PostgreSQL store (same interface).
 */
export class Throttle {
  private readonly limiter: RateLimiterMemory;

  constructor(readonly opts: { points: number; durationSeconds: number; blockSeconds: number; message?: string }) {
    this.limiter = new RateLimiterMemory({ points: opts.points, duration: opts.durationSeconds, blockDuration: opts.blockSeconds });
  }

  async check(key: string): Promise<void> {
    const res = await this.limiter.get(key);
    if (res && res.consumedPoints >= this.opts.points) {
      throw tooManyRequests(Math.max(1, Math.ceil(res.msBeforeNext / 1000)), this.opts.message);
    }
  }

  /** Count one attempt; reaching the limit blocks the key for blockSeconds from now. */
  async hit(key: string): Promise<void> {
    try {
      const res = await this.limiter.consume(key);
      if (res.consumedPoints >= this.opts.points) await this.limiter.block(key, this.opts.blockSeconds);
    } catch (e) {
      if (!(e instanceof RateLimiterRes)) throw e;
    }
  }

  /** check + hit in one, for actions limited whether they succeed or not. */
  async take(key: string): Promise<void> {
    await this.check(key);
    await this.hit(key);
  }

  async reset(key: string): Promise<void> {
    await this.limiter.delete(key);
  }
}
