import type { ModuleDefinition } from '../module';
import { SecurityEventEntity } from './security-event.entity';

/** The audit log (security events). Its table is created by the accounts migration. */
export const auditModule: ModuleDefinition = {
  name: 'audit',
  entities: [SecurityEventEntity],
};
