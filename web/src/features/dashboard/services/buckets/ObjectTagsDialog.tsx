import { Button, HStack, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { putObjectTagsSchema, TAG_LIMITS, type ObjectTag } from '@contracts/storage';
import { FormDialog } from '@/components/ui/FormDialog';
import { FormFieldset } from '@/components/ui/FormFieldset';
import { notify } from '@/components/ui/toaster';
import { useDashboardT } from '@/i18n';
import { useSchemaForm } from '@/lib/forms/useSchemaForm';
import { baseName } from './bytes';
import { BucketObjectsQuery, PutObjectTagsMutation } from './operations';

export interface TagTarget {
  bucket: string;
  key: string;
  tags: readonly ObjectTag[];
}

/**
 * An object's tags, edited as a whole (S3's PutObjectTagging replaces the set): one row of key and
 * value per tag, at most 10. The shared contract checks S3's rules before the call; the server
 * checks them again with the same function the S3 gateway uses.
 */
export function ObjectTagsDialog({ target, onClose }: { target: TagTarget | null; onClose: () => void }) {
  // Keyed by the object: each opens with its own tags.
  return target ? <TagsForm key={`${target.bucket}/${target.key}`} target={target} onClose={onClose} /> : null;
}

function TagsForm({ target, onClose }: { target: TagTarget; onClose: () => void }) {
  const { t, errorText } = useDashboardT();
  const [rows, setRows] = useState<ObjectTag[]>(() => target.tags.map(({ key, value }) => ({ key, value })));
  const form = useSchemaForm(putObjectTagsSchema);
  const [save, { loading }] = useMutation(PutObjectTagsMutation, { refetchQueries: [BucketObjectsQuery], awaitRefetchQueries: true });
  const name = baseName(target.key);

  const change = (i: number, part: keyof ObjectTag, v: string) => setRows((cur) => cur.map((r, j) => (j === i ? { ...r, [part]: v } : r)));
  // A row left wholly empty is not a tag (an empty key is refused: S3's rule).
  const submit = form.handleSubmit(
    () => ({ bucket: target.bucket, key: target.key, tags: rows.filter((r) => r.key !== '' || r.value !== '') }),
    async (input) => {
      await save({ variables: { input } });
      notify({ title: t('toast.tagsSaved'), description: name });
      onClose();
    },
    (err) => notify({ title: t('toast.tagsFailed'), description: errorText(err), variant: 'destructive' }),
  );

  return (
    <FormDialog
      open
      onClose={onClose}
      title={t('buckets.tagsTitle', { name })}
      formLabel={t('buckets.tagsTitle', { name })}
      size={{ base: 'full', sm: 'lg' }}
      onSubmit={submit}
      submitLabel={t('buckets.saveTags')}
      submittingLabel={t('buckets.savingTags')}
      submitting={loading}
    >
      <FormFieldset legend={t('buckets.tagsLegend')} helper={t('buckets.tagsHelp')} error={form.errors.tags}>
        <Stack gap="2">
          {rows.length === 0 && (
            <Text fontSize="sm" color="fg.muted">
              {t('buckets.noTags')}
            </Text>
          )}
          {rows.map((row, i) => (
            <HStack key={i} gap="2" align="center">
              <Input size="sm" flex="2" minW="0" value={row.key} onChange={(e) => change(i, 'key', e.target.value)} placeholder={t('buckets.tagKey')} aria-label={t('buckets.tagKeyN', { n: i + 1 })} autoComplete="off" aria-invalid={!!form.errors.tags || undefined} />
              <Input size="sm" flex="3" minW="0" value={row.value} onChange={(e) => change(i, 'value', e.target.value)} placeholder={t('buckets.tagValue')} aria-label={t('buckets.tagValueN', { n: i + 1 })} autoComplete="off" aria-invalid={!!form.errors.tags || undefined} />
              <IconButton size="sm" variant="ghost" colorPalette="red" aria-label={t('buckets.removeTagN', { n: i + 1 })} onClick={() => setRows((cur) => cur.filter((_, j) => j !== i))}>
                ✕
              </IconButton>
            </HStack>
          ))}
          <Button size="sm" variant="outline" alignSelf="start" onClick={() => setRows((cur) => [...cur, { key: '', value: '' }])} disabled={rows.length >= TAG_LIMITS.maxTags}>
            + {t('buckets.addTag')}
          </Button>
        </Stack>
      </FormFieldset>
    </FormDialog>
  );
}
