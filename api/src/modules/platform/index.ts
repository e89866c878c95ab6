import type { ModuleDefinition } from '../module';
import { logger } from '../../common/logger';
import { purgeExpiredThrottles } from '../../common/throttle';
import { RateLimits1763900000000 } from './migrations/1763900000000-RateLimits';

const PURGE_EVERY_MS = 10 * 60_000;

/** Cross-cutting storage the HTTP layer needs: the shared throttle table on PostgreSQL, and its clean-up. */
export const platformModule: ModuleDefinition = {
  name: 'platform',
  migrations: [RateLimits1763900000000],
  start: ({ db }) => {
    const timer = setInterval(() => {
      purgeExpiredThrottles(db).catch((e) => logger.warn({ error: (e as Error).message }, 'throttle clean-up failed'));
    }, PURGE_EVERY_MS);
    timer.unref();
    return () => clearInterval(timer);
  },
};
