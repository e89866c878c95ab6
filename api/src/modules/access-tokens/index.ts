/**
 * The public face of the access-tokens module: what other modules may import (docs/architecture.md, "Module
 * faces"; api/src/layering.test.ts checks it). Its ModuleDefinition (resolvers, REST, migrations) is in
 * access-tokens.module.ts, which only the registry imports.
 */
export { AccessTokenEntity } from './access-token.entity';
