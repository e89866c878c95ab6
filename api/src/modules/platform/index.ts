/**
 * The public face of the platform module: what other modules may import (docs/architecture.md, "Module
 * faces"; api/src/layering.test.ts checks it). Its ModuleDefinition (resolvers, REST, migrations) is in
 * platform.module.ts, which only the registry imports.
 */
export { acquireLease, leaseKeeper, PROCESS_HOLDER, releaseLease } from './lease';
export { startPeriodicJob } from './periodic-job';
