import { AppError } from './errors';
import { Throttle } from './throttle';

describe('Throttle (fake clock)', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2026-11-22T08:00:00Z') }));
  afterEach(() => jest.useRealTimers());

  it('refuses after the limit with a Retry-After, and lets the key through again once the block ends', async () => {
    const t = new Throttle({ points: 3, durationSeconds: 60, blockSeconds: 300 });
    for (let i = 0; i < 3; i++) {
      await t.check('ip-1');
      await t.hit('ip-1');
    }
    const refused = await t.check('ip-1').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).code).toBe('TOO_MANY_REQUESTS');
    expect((refused as AppError).retryAfterSeconds).toBeGreaterThan(0);
    expect((refused as AppError).retryAfterSeconds).toBeLessThanOrEqual(300);

    await expect(t.check('ip-2')).resolves.toBeUndefined();

    jest.advanceTimersByTime(299_000);
    await expect(t.check('ip-1')).rejects.toBeInstanceOf(AppError);
    jest.advanceTimersByTime(2_000);
    await expect(t.check('ip-1')).resolves.toBeUndefined();
  });

  it('forgets attempts after the window when the limit was not reached', async () => {
    const t = new Throttle({ points: 2, durationSeconds: 60, blockSeconds: 300 });
    await t.hit('acct');
    jest.advanceTimersByTime(61_000);
    await t.hit('acct');
    await expect(t.check('acct')).resolves.toBeUndefined();
  });

  it('reset clears a key at once', async () => {
    const t = new Throttle({ points: 1, durationSeconds: 60, blockSeconds: 60 });
    await t.hit('k');
    await expect(t.check('k')).rejects.toBeInstanceOf(AppError);
    await t.reset('k');
    await expect(t.check('k')).resolves.toBeUndefined();
  });
});
