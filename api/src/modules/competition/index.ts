/**
 * The public face of the competition module: what other modules may import (docs/architecture.md, "Module
 * faces"; api/src/layering.test.ts checks it). Its ModuleDefinition (resolvers, REST, migrations) is in
 * competition.module.ts, which only the registry imports.
 */
export { competitionStats } from './stats';
