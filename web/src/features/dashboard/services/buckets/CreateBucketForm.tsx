import { Button, HStack, Input } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { createBucketSchema } from '@contracts/storage';
import { FormField } from '@/components/ui/FormField';
import { notify } from '@/components/ui/toaster';
import { useDashboardT } from '@/i18n';
import { useSchemaForm } from '@/lib/forms/useSchemaForm';
import { CreateBucketMutation, ServiceBucketsQuery } from './operations';

/** Name + Create: checked with S3's naming rules here, and again (with uniqueness) by the server. */
export function CreateBucketForm({ serviceId, disabled }: { serviceId: string; disabled?: boolean }) {
  const { t, errorText } = useDashboardT();
  const [name, setName] = useState('');
  const form = useSchemaForm(createBucketSchema);
  const [create, { loading }] = useMutation(CreateBucketMutation, { refetchQueries: [ServiceBucketsQuery], awaitRefetchQueries: true });
  const submit = form.handleSubmit(
    () => ({ serviceId, name }),
    async (input) => {
      await create({ variables: { input } });
      notify({ title: t('toast.bucketCreated'), description: input.name });
      setName('');
    },
    // The form has one field: a failed call's message shows under it too.
    (err) => form.setError('name', errorText(err, 'toast.bucketCreateFailed')),
  );
  return (
    <form onSubmit={submit} noValidate aria-label={t('buckets.create')}>
      <FormField label={t('buckets.newBucket')} helper={t('buckets.nameHelp')} error={form.errors.name} disabled={disabled}>
        <HStack align="start" gap="2" w="full">
          <Input value={name} onChange={(e) => setName(e.target.value)} placeholder={t('buckets.namePlaceholder')} maxLength={63} autoCapitalize="none" autoCorrect="off" spellCheck={false} flex="1" minW="0" />
          <Button type="submit" colorPalette="teal" loading={loading} loadingText={t('buckets.creating')} disabled={disabled} flexShrink={0}>
            {t('buckets.create')}
          </Button>
        </HStack>
      </FormField>
    </form>
  );
}
