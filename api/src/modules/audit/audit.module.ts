import type { ModuleDefinition } from '../module';
import { AdminAuditEntryEntity } from './admin-audit-entry.entity';
import { AdminAuditLog1764100000000 } from './migrations/1764100000000-AdminAuditLog';
import { SecurityEventEntity } from './security-event.entity';

/**
 * The audit logs: security events (every account's sign-ins, key and password changes…; the table
 * is created by the accounts migration) and the admin audit log (administrators' acts).
 */
export const auditModule: ModuleDefinition = {
  name: 'audit',
  entities: [SecurityEventEntity, AdminAuditEntryEntity],
  migrations: [AdminAuditLog1764100000000],
};
