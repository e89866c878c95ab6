/**
 * The public face of the metering module: what other modules may import (docs/architecture.md, "Module
 * faces"; api/src/layering.test.ts checks it). Its ModuleDefinition (resolvers, REST, migrations) is in
 * metering.module.ts, which only the registry imports.
 */
export { DEMO_USERNAME_KEY, profileOf, toRow } from './demo-feed';
export { generateDemoUsage } from './demo-usage';
export { upsertUsage, type UsageRow } from './ingest.service';
export { activeAt, activeMsBetween, loadTimelines } from './service-timeline';
export { dateOfHour, hourIndexOf } from './time-ranges';
export { UsageRecordEntity } from './usage-record.entity';
