/**
 * Which run of the current test this is: 0, or 1 when CI runs a failed test again (ci-retry.ts).
 * A retry runs in the same database as the failed run, which may have left the rows it created:
 * the fixtures that create named things (a customer, a Ceph bucket) name them apart on a retry, so
 * the retry tests the code rather than a duplicate of its own leftovers.
 */
export const testAttempt = (): number => (globalThis as { __testAttempt?: number }).__testAttempt ?? 0;

/** Count the runs of each test (by its full name) and publish the current one's attempt. */
export function countAttempts(): void {
  const runs = new Map<string, number>();
  beforeEach(() => {
    const name = expect.getState().currentTestName ?? '';
    const run = runs.get(name) ?? 0;
    runs.set(name, run + 1);
    (globalThis as { __testAttempt?: number }).__testAttempt = run;
  });
}
