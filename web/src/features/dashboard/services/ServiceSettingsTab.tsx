import { Button, HStack, Input, Separator, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { updateServiceSchema } from '@contracts/services';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { FormField } from '@/components/ui/FormField';
import { notify } from '@/components/ui/toaster';
import type { DashboardServiceFieldsFragment } from '@/gql/graphql';
import { useDashboardT } from '@/i18n';
import { useSchemaForm } from '@/lib/forms/useSchemaForm';
import { useServiceMutations } from './useServiceMutations';
import { CancelServiceDialog } from './CancelServiceDialog';
import { useDateFormatter } from '@/lib/useDateFormatter';

type Pending = { kind: 'rename'; name: string } | { kind: 'resize'; gb: number } | { kind: 'status'; active: boolean } | null;

/** Manage a service: rename, resize, disable or re-enable, cancel; each change asks for confirmation first. */
export function ServiceSettingsTab({ service }: { service: DashboardServiceFieldsFragment }) {
  const { t, errorText } = useDashboardT();
  const { update, setActive, updating, settingActive } = useServiceMutations();
  const [name, setName] = useState(service.name);
  const [size, setSize] = useState(String(service.storageAmount));
  const form = useSchemaForm(updateServiceSchema);
  const [pending, setPending] = useState<Pending>(null);
  const [cancelOpen, setCancelOpen] = useState(false);
  const df = useDateFormatter();
  const active = service.status === 'active';
  // A cancelled service is final: nothing to manage, only what happened.
  if (service.status === 'cancelled') {
    return (
      <Text fontSize="sm" data-testid="service-cancelled">
        {t('service.cancelledOn', { date: service.cancelledAt ? df.dateTime(service.cancelledAt) : '—' })}
      </Text>
    );
  }

  const ask = (field: 'name' | 'storageAmount') => {
    const raw = field === 'name' ? { name } : { storageAmount: size.trim() === '' ? NaN : Number(size) };
    const parsed = form.validate(raw);
    if (!parsed) return;
    if (field === 'name') setPending({ kind: 'rename', name: parsed.name! });
    else setPending({ kind: 'resize', gb: parsed.storageAmount! });
  };

  const confirm = async () => {
    if (!pending) return;
    try {
      if (pending.kind === 'rename') {
        await update({ variables: { input: { id: service.id, name: pending.name } } });
        notify({ title: t('toast.serviceRenamed'), description: t('toast.serviceRenamedText', { name: pending.name }) });
      } else if (pending.kind === 'resize') {
        await update({ variables: { input: { id: service.id, storageAmount: pending.gb } } });
        notify({ title: t('toast.serviceResized'), description: t('toast.serviceResizedText', { name: service.name, gb: pending.gb }) });
      } else {
        await setActive({ variables: { input: { id: service.id, isActive: pending.active } } });
        notify(
          pending.active
            ? { title: t('toast.serviceEnabled'), description: t('toast.serviceEnabledText', { name: service.name }) }
            : { title: t('toast.serviceDisabled'), description: t('toast.serviceDisabledText', { name: service.name }) },
        );
      }
      setPending(null);
    } catch (err) {
      notify({ title: t('common.error'), description: errorText(err, 'toast.changeNotSaved'), variant: 'destructive' });
    }
  };

  const copy =
    pending?.kind === 'rename'
      ? { title: t('service.renameConfirmTitle'), body: t('service.renameConfirmBody', { from: service.name, to: pending.name }), label: t('service.rename') }
      : pending?.kind === 'resize'
        ? { title: t('service.resizeConfirmTitle'), body: t('service.resizeConfirmBody', { name: service.name, from: service.storageAmount, to: pending.gb }), label: t('service.resize') }
        : pending?.active
          ? { title: t('service.enableConfirmTitle'), body: t('service.enableConfirmBody', { name: service.name }), label: t('service.enableConfirm') }
          : { title: t('service.disableConfirmTitle'), body: t('service.disableConfirmBody', { name: service.name }), label: t('service.disableConfirm') };

  return (
    <Stack gap="5">
      <FormField label={t('service.name')} error={form.errors.name}>
        <HStack w="full">
          <Input value={name} maxLength={100} onChange={(e) => setName(e.target.value)} />
          <Button variant="outline" onClick={() => ask('name')} disabled={name.trim() === service.name}>
            {t('service.rename')}
          </Button>
        </HStack>
      </FormField>
      <FormField label={t('service.size')} error={form.errors.storageAmount}>
        <HStack w="full">
          <Input type="number" inputMode="numeric" min={1} value={size} onChange={(e) => setSize(e.target.value)} />
          <Button variant="outline" onClick={() => ask('storageAmount')} disabled={Number(size) === service.storageAmount}>
            {t('service.resize')}
          </Button>
        </HStack>
      </FormField>
      <Separator />
      <Stack gap="2">
        <Text fontWeight="semibold" fontSize="sm">
          {t(active ? 'service.disableTitle' : 'service.enableTitle')}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {t(active ? 'service.disableHelp' : 'service.enableHelp')}
        </Text>
        <Button alignSelf="flex-start" colorPalette={active ? 'red' : 'teal'} variant={active ? 'outline' : 'solid'} onClick={() => setPending({ kind: 'status', active: !active })}>
          {t(active ? 'service.disableButton' : 'service.enableButton')}
        </Button>
      </Stack>
      <Separator />
      <Stack gap="2">
        <Text fontWeight="semibold" fontSize="sm">
          {t('service.cancelTitle')}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {t('service.cancelHelp')}
        </Text>
        <Button alignSelf="flex-start" colorPalette="red" onClick={() => setCancelOpen(true)}>
          {t('service.cancelButton')}
        </Button>
      </Stack>
      <CancelServiceDialog service={service} open={cancelOpen} onClose={() => setCancelOpen(false)} />
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(o) => !o && setPending(null)}
        title={copy.title}
        description={copy.body}
        confirmLabel={copy.label}
        destructive={pending?.kind === 'status' && !pending.active}
        loading={updating || settingActive}
        loadingLabel={t('common.saving')}
        onConfirm={confirm}
      />
    </Stack>
  );
}
