import { budgetStatus } from './budget';

describe('spend alert levels', () => {
  it.each([
    [null, 5000, null, 'none'],
    [10_000, 7_499, 75, 'none'],
    [10_000, 7_500, 75, 'warning'],
    [10_000, 9_999, 100, 'warning'],
    [10_000, 10_000, 100, 'exceeded'],
    [10_000, 25_000, 250, 'exceeded'],
    [0, 0, null, 'none'],
    [0, 1, null, 'exceeded'],
  ])('budget %p, spent %p: %p%% used, %s', (budget, spent, used, level) => {
    const s = budgetStatus(budget, spent);
    expect(s.level).toBe(level);
    expect(s.usedPercent).toBe(used);
    expect(s.spentCents).toBe(spent);
  });
});
