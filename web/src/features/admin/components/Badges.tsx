import { Badge } from '@chakra-ui/react';
import { StatusBadge } from '@/components/ui/StatusBadge';
import { useDashboardT } from '@/i18n';

/** Active / Inactive, for services and promotions (spec section 4). */
export function ActiveBadge({ active }: { active: boolean }) {
  const { t } = useDashboardT();
  return <StatusBadge tone={active ? 'success' : 'neutral'}>{active ? t('admin.active') : t('admin.inactive')}</StatusBadge>;
}

/** A winner's claim status: 'claimed' as the primary badge, anything else secondary. */
export function ClaimBadge({ status }: { status: string }) {
  const { t } = useDashboardT();
  const claimed = status === 'claimed';
  return (
    <Badge colorPalette={claimed ? 'teal' : 'gray'} variant={claimed ? 'solid' : 'subtle'} size="sm" borderRadius="full" px="2" data-variant={claimed ? 'primary' : 'secondary'}>
      {status === 'claimed' || status === 'pending' ? t(`admin.claim_${status}`) : status}
    </Badge>
  );
}
