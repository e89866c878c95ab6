/**
 * The public face of the admin module: what other modules may import (docs/architecture.md, "Module
 * faces"; api/src/layering.test.ts checks it). Its ModuleDefinition (resolvers, REST, migrations) is in
 * admin.module.ts, which only the registry imports.
 */
export { containsPattern, decodeTimeCursor, encodeTimeCursor, parsePageArgs, toPage } from './keyset';
