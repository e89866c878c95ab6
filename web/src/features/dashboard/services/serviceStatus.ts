import type { StatusTone } from '@/components/ui/StatusBadge';

export type ServiceStatusLabel = 'Active' | 'Disabled' | 'Pending' | 'Cancelled' | 'Unknown';

/** Spec section 4: Active, Disabled, Pending; plus Cancelled (shown only with "Include cancelled"); anything else is shown as Unknown. */
export function serviceStatusLabel(status: string | null | undefined): ServiceStatusLabel {
  switch (status) {
    case 'active':
      return 'Active';
    case 'disabled':
      return 'Disabled';
    case 'pending':
      return 'Pending';
    case 'cancelled':
      return 'Cancelled';
    default:
      return 'Unknown';
  }
}

export const SERVICE_STATUS_TONE: Record<ServiceStatusLabel, StatusTone> = {
  Active: 'success',
  Disabled: 'neutral',
  Pending: 'warning',
  Cancelled: 'neutral',
  Unknown: 'neutral',
};

/** Only active services count toward totals (spec section 4). */
export function activeTotals(services: { status: string; storageAmount: number }[]) {
  const active = services.filter((s) => s.status === 'active');
  return { total: services.length, active: active.length, activeStorageGB: active.reduce((sum, s) => sum + s.storageAmount, 0) };
}
