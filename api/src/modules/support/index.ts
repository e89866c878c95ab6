/**
 * The public face of the support module: what other modules may import (docs/architecture.md, "Module
 * faces"; api/src/layering.test.ts checks it). Its ModuleDefinition (resolvers, REST, migrations) is in
 * support.module.ts, which only the registry imports.
 */
export {};
