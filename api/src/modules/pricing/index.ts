/**
 * The public face of the pricing module: what other modules may import (docs/architecture.md, "Module
 * faces"; api/src/layering.test.ts checks it). Its ModuleDefinition (resolvers, REST, migrations) is in
 * pricing.module.ts, which only the registry imports.
 */
export {};
