import { StatusBadge } from '@/components/ui/StatusBadge';
import { useDashboardT } from '@/i18n';
import { SERVICE_STATUS_TONE, serviceStatusLabel } from './serviceStatus';

/** Active (green), Disabled (grey), Pending (yellow), anything else Unknown. */
export function ServiceStatusBadge({ status }: { status: string | null | undefined }) {
  const { t } = useDashboardT();
  const label = serviceStatusLabel(status);
  return <StatusBadge tone={SERVICE_STATUS_TONE[label]}>{t(`services.status_${label}`)}</StatusBadge>;
}
