import type { ModuleDefinition } from '../module';
import { logger } from '../../common/logger';
import { purgeExpiredThrottles } from '../../common/throttle';
import { JobLeaseEntity } from './job-lease.entity';
import { RateLimits1763900000000 } from './migrations/1763900000000-RateLimits';

const PURGE_EVERY_MS = 10 * 60_000;

/**
 * Cross-cutting infrastructure: the shared throttle table on PostgreSQL (the HTTP layer) and its
 * clean-up, and the job leases that let one API process at a time run a background job (draws,
 * invoicing; the table itself is still created by competition's first migration).
 */
export const platformModule: ModuleDefinition = {
  name: 'platform',
  entities: [JobLeaseEntity],
  migrations: [RateLimits1763900000000],
  start: ({ db }) => {
    const timer = setInterval(() => {
      purgeExpiredThrottles(db).catch((e) => logger.warn({ error: (e as Error).message }, 'throttle clean-up failed'));
    }, PURGE_EVERY_MS);
    timer.unref();
    return () => clearInterval(timer);
  },
};
