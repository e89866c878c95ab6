import { Button } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { notify } from '@/components/ui/toaster';
import { AdminSetServiceActiveMutation, AdminStatsQuery } from '../operations';
import { useDashboardT } from '@/i18n';

interface Props {
  service: { id: string; name: string; isActive: boolean; ownerName?: string };
}

/** Deactivate (after a confirmation) or reactivate any customer's service; the change is audited on the server. */
export function ServiceActiveToggle({ service }: Props) {
  const { t, errorText } = useDashboardT();
  const [confirming, setConfirming] = useState(false);
  const [setActive, { loading }] = useMutation(AdminSetServiceActiveMutation, { refetchQueries: [AdminStatsQuery] });
  const run = async (isActive: boolean) => {
    try {
      await setActive({ variables: { input: { id: service.id, isActive } } });
      notify({ title: isActive ? t('admin.serviceReactivated') : t('admin.serviceDeactivated'), description: service.name });
      setConfirming(false);
    } catch (err) {
      notify({ title: t('common.error'), description: errorText(err, 'admin.serviceUpdateFailed'), variant: 'destructive' });
    }
  };
  if (!service.isActive) {
    return (
      <Button size="xs" variant="outline" colorPalette="teal" onClick={() => run(true)} disabled={loading} aria-label={t('admin.reactivateNamed', { name: service.name })}>
        {loading ? t('admin.reactivating') : t('admin.reactivate')}
      </Button>
    );
  }
  return (
    <>
      <Button size="xs" variant="outline" colorPalette="red" onClick={() => setConfirming(true)} aria-label={t('admin.deactivateNamed', { name: service.name })}>
        {t('admin.deactivate')}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('admin.deactivateTitle')}
        description={service.ownerName ? t('admin.deactivateBodyOwner', { name: service.name, owner: service.ownerName }) : t('admin.deactivateBody', { name: service.name })}
        confirmLabel={t('admin.deactivate')}
        loadingLabel={t('admin.deactivating')}
        destructive
        loading={loading}
        onConfirm={() => run(false)}
      />
    </>
  );
}
