import { countAttempts } from './attempt';

/**
 * In CI only, a failed test runs once more, and its first failure is printed (logErrorsBeforeRetry),
 * so a flake stays visible in the log. CI runs two jest workers on a 2-core machine, where a test
 * that waits on timing (a dialog's animation, a request's arrival) can lose a race it wins alone.
 * A test that fails twice fails the run, as before. Locally nothing is retried. The retry knows it
 * is one (attempt.ts), so fixtures that name what they create do not collide with the first run's.
 */
if (process.env.CI) {
  jest.retryTimes(1, { logErrorsBeforeRetry: true });
  countAttempts();
}
