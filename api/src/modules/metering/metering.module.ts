import { config } from '../../config/config';
import type { ModuleDefinition } from '../module';
import { startDemoFeed } from './demo-feed';
import { meteringResolvers } from './metering.resolvers';
import { mountMeteringRest } from './metering.rest';
import { seedMetering } from './metering.seed';
import { Usage1763840000000 } from './migrations/1763840000000-Usage';
import { GatewayUsage1763840000001 } from './migrations/1763840000001-GatewayUsage';
import { NoncurrentUsage1764600000000 } from './migrations/1764600000000-NoncurrentUsage';
import { UsageRecordEntity } from './usage-record.entity';

/** Usage metering: ingestion from the storage platform, dashboard overview and monitoring. */
export const meteringModule: ModuleDefinition = {
  name: 'metering',
  entities: [UsageRecordEntity],
  migrations: [Usage1763840000000, GatewayUsage1763840000001, NoncurrentUsage1764600000000],
  resolvers: meteringResolvers,
  rest: mountMeteringRest,
  seed: seedMetering,
  start: ({ db }) => (config().seedDemo && !config().meteringToken ? startDemoFeed(db) : undefined),
};
