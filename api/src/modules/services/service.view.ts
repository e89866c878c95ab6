import type { CloudStorageServiceEntity } from './service.entity';
import type { UserEntity } from '../auth';
import { endpointOf } from './services.service';

/** A service as the REST shims answer it (spec section 3 fields plus name, status, region). */
export function serviceView(s: CloudStorageServiceEntity, owner?: Pick<UserEntity, 'firstName' | 'lastName'> | null) {
  return {
    id: s.id,
    name: s.name,
    serviceType: s.serviceType,
    storageAmount: s.storageAmount,
    cost: s.cost,
    isActive: s.isActive,
    status: s.status,
    region: s.region,
    planType: s.planType,
    startDate: s.startDate.toISOString(),
    endpoint: endpointOf(s),
    suspension: s.suspendedAt ? { at: s.suspendedAt.toISOString(), reason: s.suspensionReason ?? '' } : null,
    cancelledAt: s.cancelledAt?.toISOString() ?? null,
    retention: s.retentionMode && s.retentionDays ? { mode: s.retentionMode, days: s.retentionDays } : null,
    user: owner ? { firstName: owner.firstName, lastName: owner.lastName } : undefined,
  };
}
