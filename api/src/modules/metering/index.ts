import type { ModuleDefinition } from '../module';

/** Usage metering: ingestion from the storage platform, dashboard overview and monitoring. */
export const meteringModule: ModuleDefinition = {
  name: 'metering',
};
