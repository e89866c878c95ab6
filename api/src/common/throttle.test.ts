import { AppError } from './errors';
import { Throttle } from './throttle';

const refusal = (p: Promise<unknown>) => p.then(() => null, (e: unknown) => e as AppError);

describe('Throttle (fake clock)', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2026-11-22T08:00:00Z') }));
  afterEach(() => jest.useRealTimers());

  it('lets `points` attempts through, refuses the next with a Retry-After, and opens again after the block', async () => {
    const t = new Throttle('test-1', { points: 3, durationSeconds: 60, blockSeconds: 300 });
    for (let i = 0; i < 3; i++) await t.consume('ip-1');
    const refused = await refusal(t.consume('ip-1'));
    expect(refused).toBeInstanceOf(AppError);
    expect(refused!.code).toBe('TOO_MANY_REQUESTS');
    expect(refused!.retryAfterSeconds).toBe(300);
    await expect(t.check('ip-1')).rejects.toBeInstanceOf(AppError);
    await expect(t.consume('ip-2')).resolves.toBeUndefined();

    jest.advanceTimersByTime(299_000);
    await expect(t.check('ip-1')).rejects.toBeInstanceOf(AppError);
    jest.advanceTimersByTime(2_000);
    await expect(t.consume('ip-1')).resolves.toBeUndefined();
  });

  it('is atomic: 50 parallel attempts on one key let exactly `points` through', async () => {
    const t = new Throttle('test-parallel', { points: 5, durationSeconds: 60, blockSeconds: 60 });
    const results = await Promise.all(Array.from({ length: 50 }, () => refusal(t.consume('k'))));
    expect(results.filter((r) => r === null)).toHaveLength(5);
    expect(results.filter((r) => r?.code === 'TOO_MANY_REQUESTS')).toHaveLength(45);
  });

  it('refund gives back the point of a successful attempt', async () => {
    const t = new Throttle('test-refund', { points: 2, durationSeconds: 60, blockSeconds: 60 });
    for (let i = 0; i < 10; i++) {
      await t.consume('owner');
      await t.refund('owner');
    }
    await t.consume('owner');
    await t.consume('owner');
    await expect(t.consume('owner')).rejects.toBeInstanceOf(AppError);
  });

  it('a refund after the window ended gives no extra credit', async () => {
    const t = new Throttle('test-refund-late', { points: 1, durationSeconds: 60, blockSeconds: 60 });
    await t.consume('k');
    jest.advanceTimersByTime(61_000);
    await t.refund('k');
    await t.consume('k');
    await expect(t.consume('k')).rejects.toBeInstanceOf(AppError);
  });

  it('`used` reads the count of the current window without counting', async () => {
    const t = new Throttle('test-used', { points: 3, durationSeconds: 60, blockSeconds: 60 });
    expect(await t.used('k')).toBe(0);
    await t.consume('k');
    await t.consume('k');
    expect(await t.used('k')).toBe(2);
    expect(await t.used('k')).toBe(2);
    await t.refund('k');
    expect(await t.used('k')).toBe(1);
    jest.advanceTimersByTime(61_000);
    expect(await t.used('k')).toBe(0);
  });

  it('forgets attempts after the window when the limit was not reached', async () => {
    const t = new Throttle('test-2', { points: 2, durationSeconds: 60, blockSeconds: 300 });
    await t.consume('acct');
    jest.advanceTimersByTime(61_000);
    await t.consume('acct');
    await expect(t.check('acct')).resolves.toBeUndefined();
  });

  it('reset clears a key at once', async () => {
    const t = new Throttle('test-3', { points: 1, durationSeconds: 60, blockSeconds: 60 });
    await t.consume('k');
    await expect(t.check('k')).rejects.toBeInstanceOf(AppError);
    await t.reset('k');
    await expect(t.check('k')).resolves.toBeUndefined();
  });

  it('V6.3.1 growing delays: each further block of a key lasts twice as long, up to the cap', async () => {
    const t = new Throttle('test-growth', { points: 2, durationSeconds: 60, blockSeconds: 60, growth: { factor: 2, maxBlockSeconds: 200, memorySeconds: 3600 } });
    const blocks: number[] = [];
    for (let round = 0; round < 4; round++) {
      await t.consume('guesser');
      await t.consume('guesser');
      const refused = await refusal(t.consume('guesser'));
      blocks.push(refused!.retryAfterSeconds!);
      jest.advanceTimersByTime(refused!.retryAfterSeconds! * 1000 + 1000);
    }
    expect(blocks).toEqual([60, 120, 200, 200]);
  });
});
