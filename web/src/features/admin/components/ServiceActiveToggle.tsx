import { Button } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { notify } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/format';
import { AdminSetServiceActiveMutation, AdminStatsQuery } from '../operations';

interface Props {
  service: { id: string; name: string; isActive: boolean; ownerName?: string };
}

/** Deactivate (after a confirmation) or reactivate any customer's service; the change is audited on the server. */
export function ServiceActiveToggle({ service }: Props) {
  const [confirming, setConfirming] = useState(false);
  const [setActive, { loading }] = useMutation(AdminSetServiceActiveMutation, { refetchQueries: [AdminStatsQuery] });
  const run = async (isActive: boolean) => {
    try {
      await setActive({ variables: { input: { id: service.id, isActive } } });
      notify({ title: isActive ? 'Service reactivated' : 'Service deactivated', description: service.name });
      setConfirming(false);
    } catch (err) {
      notify({ title: 'Error', description: errorMessage(err, 'Failed to update the service'), variant: 'destructive' });
    }
  };
  if (!service.isActive) {
    return (
      <Button size="xs" variant="outline" colorPalette="teal" onClick={() => run(true)} disabled={loading} aria-label={`Reactivate ${service.name}`}>
        {loading ? 'Reactivating...' : 'Reactivate'}
      </Button>
    );
  }
  return (
    <>
      <Button size="xs" variant="outline" colorPalette="red" onClick={() => setConfirming(true)} aria-label={`Deactivate ${service.name}`}>
        Deactivate
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Deactivate this service?"
        description={`"${service.name}"${service.ownerName ? ` of ${service.ownerName}` : ''} stops counting toward the customer's totals and competition entries until it is reactivated.`}
        confirmLabel="Deactivate"
        loadingLabel="Deactivating..."
        destructive
        loading={loading}
        onConfirm={() => run(false)}
      />
    </>
  );
}
