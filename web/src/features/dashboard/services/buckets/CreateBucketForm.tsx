import { Button, Field, HStack, Input } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { bucketNameProblem } from '@contracts/storage';
import { notify } from '@/components/ui/toaster';
import { useDashboardT } from '@/i18n';
import { CreateBucketMutation, ServiceBucketsQuery } from './operations';

/** Name + Create: checked with S3's naming rules here, and again (with uniqueness) by the server. */
export function CreateBucketForm({ serviceId, disabled }: { serviceId: string; disabled?: boolean }) {
  const { t, apiText, errorText } = useDashboardT();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [create, { loading }] = useMutation(CreateBucketMutation, { refetchQueries: [ServiceBucketsQuery], awaitRefetchQueries: true });
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const trimmed = name.trim();
    const problem = bucketNameProblem(trimmed);
    if (problem) return setError(apiText(problem));
    setError(null);
    try {
      await create({ variables: { input: { serviceId, name: trimmed } } });
      notify({ title: t('toast.bucketCreated'), description: trimmed });
      setName('');
    } catch (err) {
      setError(errorText(err, 'toast.bucketCreateFailed'));
    }
  };
  return (
    <form onSubmit={submit} noValidate aria-label={t('buckets.create')}>
      <Field.Root invalid={!!error} disabled={disabled}>
        <Field.Label>{t('buckets.newBucket')}</Field.Label>
        <HStack align="start" gap="2" w="full">
          <Input value={name} onChange={(e) => setName(e.target.value)} placeholder={t('buckets.namePlaceholder')} maxLength={63} autoCapitalize="none" autoCorrect="off" spellCheck={false} flex="1" minW="0" />
          <Button type="submit" colorPalette="teal" loading={loading} loadingText={t('buckets.creating')} disabled={disabled} flexShrink={0}>
            {t('buckets.create')}
          </Button>
        </HStack>
        {error ? <Field.ErrorText role="alert">{error}</Field.ErrorText> : <Field.HelperText>{t('buckets.nameHelp')}</Field.HelperText>}
      </Field.Root>
    </form>
  );
}
