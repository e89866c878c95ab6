import { msUntilNextFeed } from './demo-feed';

describe('the demo feed’s schedule', () => {
  it('runs just after the running hour completes, so the last complete hour is never missing for long', () => {
    // 14:59:20 UTC: the hour 14:00–15:00 completes in 40 s; the feed runs a second after that.
    expect(msUntilNextFeed(Date.UTC(2026, 11, 2, 14, 59, 20))).toBe(41_000);
    // 15:00:00.500, just after the hour: the next run is at 16:00:01, not 10 minutes late for this one (it ran at 15:00:01).
    expect(msUntilNextFeed(Date.UTC(2026, 11, 2, 15, 0, 0, 500))).toBe(3_600_500);
    expect(msUntilNextFeed(Date.UTC(2026, 11, 2, 15, 0, 1, 0))).toBe(3_600_000);
  });
});
