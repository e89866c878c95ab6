import { Button, Field, HStack, Input, Separator, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { updateServiceSchema } from '@contracts/services';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { notify } from '@/components/ui/toaster';
import type { DashboardServiceFieldsFragment } from '@/gql/graphql';
import { errorMessage } from '@/lib/format';
import { useServiceMutations } from './useServiceMutations';

type Pending = { kind: 'rename'; name: string } | { kind: 'resize'; gb: number } | { kind: 'status'; active: boolean } | null;

/** Manage a service: rename, resize, disable or re-enable; each change asks for confirmation first. */
export function ServiceSettingsTab({ service }: { service: DashboardServiceFieldsFragment }) {
  const { update, setActive, updating, settingActive } = useServiceMutations();
  const [name, setName] = useState(service.name);
  const [size, setSize] = useState(String(service.storageAmount));
  const [errors, setErrors] = useState<{ name?: string; storageAmount?: string }>({});
  const [pending, setPending] = useState<Pending>(null);
  const active = service.status === 'active';

  const ask = (field: 'name' | 'storageAmount') => {
    const raw = field === 'name' ? { name } : { storageAmount: size.trim() === '' ? NaN : Number(size) };
    const parsed = updateServiceSchema.safeParse(raw);
    if (!parsed.success) {
      setErrors({ [field]: parsed.error.issues[0]?.message });
      return;
    }
    setErrors({});
    if (field === 'name') setPending({ kind: 'rename', name: parsed.data.name! });
    else setPending({ kind: 'resize', gb: parsed.data.storageAmount! });
  };

  const confirm = async () => {
    if (!pending) return;
    try {
      if (pending.kind === 'rename') {
        await update({ variables: { input: { id: service.id, name: pending.name } } });
        notify({ title: 'Service renamed', description: `The service is now called ${pending.name}.` });
      } else if (pending.kind === 'resize') {
        await update({ variables: { input: { id: service.id, storageAmount: pending.gb } } });
        notify({ title: 'Service resized', description: `${service.name} now has ${pending.gb} GB.` });
      } else {
        await setActive({ variables: { input: { id: service.id, isActive: pending.active } } });
        notify({ title: pending.active ? 'Service re-enabled' : 'Service disabled', description: `${service.name} is now ${pending.active ? 'active' : 'disabled'}.` });
      }
      setPending(null);
    } catch (err) {
      notify({ title: 'Error', description: errorMessage(err, 'The change could not be saved'), variant: 'destructive' });
    }
  };

  const copy =
    pending?.kind === 'rename'
      ? { title: 'Rename service?', body: `Rename "${service.name}" to "${pending.name}"? The endpoint stays the same.`, label: 'Rename' }
      : pending?.kind === 'resize'
        ? { title: 'Resize service?', body: `Change ${service.name} from ${service.storageAmount} GB to ${pending.gb} GB? Billing follows the new size from now on.`, label: 'Resize' }
        : pending?.active
          ? { title: 'Re-enable service?', body: `${service.name} becomes active again and counts toward your totals.`, label: 'Re-enable' }
          : { title: 'Disable service?', body: `${service.name} stops counting toward your active totals and competition entries until you re-enable it.`, label: 'Disable' };

  return (
    <Stack gap="5">
      <Field.Root invalid={!!errors.name}>
        <Field.Label>Service name</Field.Label>
        <HStack w="full">
          <Input value={name} maxLength={100} onChange={(e) => setName(e.target.value)} />
          <Button variant="outline" onClick={() => ask('name')} disabled={name.trim() === service.name}>
            Rename
          </Button>
        </HStack>
        <Field.ErrorText>{errors.name}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={!!errors.storageAmount}>
        <Field.Label>Storage size (GB)</Field.Label>
        <HStack w="full">
          <Input type="number" inputMode="numeric" min={1} value={size} onChange={(e) => setSize(e.target.value)} />
          <Button variant="outline" onClick={() => ask('storageAmount')} disabled={Number(size) === service.storageAmount}>
            Resize
          </Button>
        </HStack>
        <Field.ErrorText>{errors.storageAmount}</Field.ErrorText>
      </Field.Root>
      <Separator />
      <Stack gap="2">
        <Text fontWeight="semibold" fontSize="sm">
          {active ? 'Disable service' : 'Re-enable service'}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {active ? 'A disabled service keeps its data but no longer counts toward your totals or competition entries.' : 'Re-enabling makes the service active again.'}
        </Text>
        <Button alignSelf="flex-start" colorPalette={active ? 'red' : 'teal'} variant={active ? 'outline' : 'solid'} onClick={() => setPending({ kind: 'status', active: !active })}>
          {active ? 'Disable Service' : 'Re-enable Service'}
        </Button>
      </Stack>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(o) => !o && setPending(null)}
        title={copy.title}
        description={copy.body}
        confirmLabel={copy.label}
        destructive={pending?.kind === 'status' && !pending.active}
        loading={updating || settingActive}
        loadingLabel="Saving..."
        onConfirm={confirm}
      />
    </Stack>
  );
}
