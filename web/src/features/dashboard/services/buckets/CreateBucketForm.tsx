import { Button, Checkbox, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { createBucketSchema } from '@contracts/storage';
import { FormField } from '@/components/ui/FormField';
import { notify } from '@/components/ui/toaster';
import { useDashboardT } from '@/i18n';
import { useSchemaForm } from '@/lib/forms/useSchemaForm';
import { CreateBucketMutation, ServiceBucketsQuery } from './operations';
import { RetentionFields, retentionChoiceOf, retentionDaysOf } from './RetentionFields';

/**
 * Name + Create: checked with S3's naming rules here, and again (with uniqueness) by the server.
 * Object lock is chosen here because S3 turns it on at creation (later only on a versioned bucket);
 * a Backup Storage service's buckets always get it, with the service's retention, so the form says
 * so instead of offering the box.
 */
export function CreateBucketForm({ serviceId, disabled, backup = false }: { serviceId: string; disabled?: boolean; backup?: boolean }) {
  const { t, errorText } = useDashboardT();
  const [name, setName] = useState('');
  const [objectLock, setObjectLock] = useState(false);
  const [retention, setRetention] = useState(retentionChoiceOf);
  const form = useSchemaForm(createBucketSchema);
  const [create, { loading }] = useMutation(CreateBucketMutation, { refetchQueries: [ServiceBucketsQuery], awaitRefetchQueries: true });
  const submit = form.handleSubmit(
    () => ({ serviceId, name, ...(objectLock && !backup ? { objectLock: true, defaultRetention: { mode: retention.mode, days: retentionDaysOf(retention) } } : {}) }),
    async (input) => {
      await create({ variables: { input } });
      notify({ title: t('toast.bucketCreated'), description: input.name });
      setName('');
      setObjectLock(false);
    },
    // A failed call's message shows under the name (the field it almost always is about).
    (err) => form.setError('name', errorText(err, 'toast.bucketCreateFailed')),
  );
  return (
    <form onSubmit={submit} noValidate aria-label={t('buckets.create')}>
      <Stack gap="3">
        <FormField label={t('buckets.newBucket')} helper={t('buckets.nameHelp')} error={form.errors.name} disabled={disabled}>
          <HStack align="start" gap="2" w="full">
            <Input value={name} onChange={(e) => setName(e.target.value)} placeholder={t('buckets.namePlaceholder')} maxLength={63} autoCapitalize="none" autoCorrect="off" spellCheck={false} flex="1" minW="0" />
            <Button type="submit" colorPalette="teal" loading={loading} loadingText={t('buckets.creating')} disabled={disabled} flexShrink={0}>
              {t('buckets.create')}
            </Button>
          </HStack>
        </FormField>
        {backup ? (
          <Text fontSize="sm" color="fg.muted" data-testid="backup-lock-note">
            {t('buckets.lockBackupNote')}
          </Text>
        ) : (
          <Stack gap="1">
            <Checkbox.Root checked={objectLock} onCheckedChange={(d) => setObjectLock(d.checked === true)} colorPalette="teal" alignItems="flex-start" disabled={disabled}>
              <Checkbox.HiddenInput />
              <Checkbox.Control mt="0.5" />
              <Checkbox.Label>{t('buckets.lockCheckbox')}</Checkbox.Label>
            </Checkbox.Root>
            <Text fontSize="xs" color="fg.muted" ps="6">
              {t('buckets.lockCheckboxHelp')}
            </Text>
          </Stack>
        )}
        {objectLock && !backup && (
          <Stack ps="6" data-testid="create-retention">
            <RetentionFields value={retention} onChange={setRetention} error={form.errors.defaultRetention} />
          </Stack>
        )}
      </Stack>
    </form>
  );
}
