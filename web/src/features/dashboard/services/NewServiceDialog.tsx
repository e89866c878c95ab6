import { CloseButton, Dialog, Portal, Skeleton, Stack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { notify } from '@/components/ui/toaster';
import { useDashboardT } from '@/i18n';
import { PlansQuery } from '../operations';
import { NewServiceForm, type NewServiceValues } from './NewServiceForm';
import { useServiceMutations } from './useServiceMutations';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The New Service dialog: on success a 'Service Created' toast, then it closes and resets. */
export function NewServiceDialog({ open, onOpenChange }: Props) {
  const { t, errorText } = useDashboardT();
  const plans = useQuery(PlansQuery, { skip: !open });
  const { create, creating } = useServiceMutations();
  const [formKey, setFormKey] = useState(0);
  const close = () => {
    onOpenChange(false);
    setFormKey((k) => k + 1);
  };

  const submit = async (values: NewServiceValues) => {
    try {
      await create({ variables: { input: values } });
      notify({ title: t('toast.serviceCreated'), description: t('toast.serviceCreatedText') });
      close();
    } catch (err) {
      notify({ title: t('common.error'), description: errorText(err, 'toast.serviceCreateFailed'), variant: 'destructive' });
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={(e) => (e.open ? onOpenChange(true) : close())} size="lg" placement="center" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx={{ base: '3', sm: 'auto' }}>
            <Dialog.Header>
              <Stack gap="1">
                <Dialog.Title>{t('newService.title')}</Dialog.Title>
                <Dialog.Description fontSize="sm" color="fg.muted">
                  {t('newService.description')}
                </Dialog.Description>
              </Stack>
            </Dialog.Header>
            <Dialog.Body pb="6">
              {plans.loading && !plans.data ? <Skeleton h="64" /> : <NewServiceForm key={formKey} plans={plans.data?.plans ?? []} submitting={creating} onSubmit={submit} onCancel={close} />}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('common.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
