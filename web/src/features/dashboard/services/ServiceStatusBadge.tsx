import { StatusBadge } from '@/components/ui/StatusBadge';
import { SERVICE_STATUS_TONE, serviceStatusLabel } from './serviceStatus';

/** Active (green), Disabled (grey), Pending (yellow), anything else Unknown. */
export function ServiceStatusBadge({ status }: { status: string | null | undefined }) {
  const label = serviceStatusLabel(status);
  return <StatusBadge tone={SERVICE_STATUS_TONE[label]}>{label}</StatusBadge>;
}
