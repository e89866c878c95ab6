import { Skeleton } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { AppDialog } from '@/components/ui/AppDialog';
import { notify } from '@/components/ui/toaster';
import { useDashboardT } from '@/i18n';
import { PlansQuery } from '@/lib/graphql/plans';
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
    // The form brings its own buttons (it is the whole dialog body), so the kit's frame holds it.
    <AppDialog open={open} onClose={close} title={t('newService.title')} description={t('newService.description')} size="lg" bodyProps={{ pb: '6' }}>
      {plans.loading && !plans.data ? <Skeleton h="64" /> : <NewServiceForm key={formKey} plans={plans.data?.plans ?? []} submitting={creating} onSubmit={submit} onCancel={close} />}
    </AppDialog>
  );
}
