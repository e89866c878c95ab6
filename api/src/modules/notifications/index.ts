/**
 * The public face of the notifications module: what other modules may import (docs/architecture.md, "Module
 * faces"; api/src/layering.test.ts checks it). Its ModuleDefinition (resolvers, REST, migrations) is in
 * notifications.module.ts, which only the registry imports.
 */
export type { Channel } from './outbox-message.entity';
export { enqueueMessages, type NewMessage, queuedKeys, wakeOutbox } from './outbox.service';
