/**
 * The public face of the audit module: what other modules may import (docs/architecture.md, "Module
 * faces"; api/src/layering.test.ts checks it). Its ModuleDefinition (resolvers, REST, migrations) is in
 * audit.module.ts, which only the registry imports.
 */
export { AdminAuditEntryEntity } from './admin-audit-entry.entity';
export { recordAdminAction } from './admin-audit.service';
export { recordSecurityEvent, type SecurityEventInput } from './audit.service';
export { SecurityEventEntity } from './security-event.entity';
