/**
 * The public face of the billing module: what other modules may import (docs/architecture.md, "Module
 * faces"; api/src/layering.test.ts checks it). Its ModuleDefinition (resolvers, REST, migrations) is in
 * billing.module.ts, which only the registry imports.
 */
export { notOverdueSql, overdueInvoicesOf, storageHoldOf, storageHoldsOf, type StorageHoldRow } from './overdue';
