import { Box, Button, Code, HStack, Stack, Text, Wrap } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { AppDialog } from '@/components/ui/AppDialog';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorState } from '@/components/ui/ErrorState';
import { notify } from '@/components/ui/toaster';
import { getFragmentData } from '@/gql';
import { useDashboardT } from '@/i18n';
import { CorsRuleDialog, type CorsRuleValues } from './CorsRuleDialog';
import { BucketCorsFields, BucketCorsQuery, PutBucketCorsMutation } from './operations';

function Values({ label, values }: { label: string; values: readonly string[] }) {
  if (!values.length) return null;
  return (
    <HStack align="baseline" gap="2" wrap="wrap">
      <Text fontSize="sm" color="fg.muted" minW="32">
        {label}
      </Text>
      <Wrap gap="1" flex="1" minW="0">
        {values.map((v) => (
          <Code key={v} fontSize="xs" wordBreak="break-all">
            {v}
          </Code>
        ))}
      </Wrap>
    </HStack>
  );
}

/**
 * A bucket's CORS rules (S3's, the same the S3 API sets): which other sites' pages may call the
 * bucket from a browser. Rules are added and edited one at a time (CorsRuleDialog); the first rule
 * that allows a request decides.
 */
export function BucketCorsDialog({ bucket, onClose }: { bucket: string | null; onClose: () => void }) {
  const { t, errorText } = useDashboardT();
  const { data, loading, error, refetch } = useQuery(BucketCorsQuery, { variables: { bucket: bucket ?? '' }, skip: bucket === null, fetchPolicy: 'cache-and-network' });
  const [put, { loading: removing }] = useMutation(PutBucketCorsMutation, { refetchQueries: [BucketCorsQuery], awaitRefetchQueries: true });
  const [editing, setEditing] = useState<number | null | undefined>(undefined);
  const cors = getFragmentData(BucketCorsFields, data?.bucketCors);
  const rules: readonly CorsRuleValues[] = cors?.bucket === bucket ? cors.rules : [];
  const remove = async (i: number) => {
    if (bucket === null) return;
    try {
      const next = rules.filter((_, j) => j !== i).map(({ id, allowedOrigins, allowedMethods, allowedHeaders, exposeHeaders, maxAgeSeconds }) => ({ id, allowedOrigins, allowedMethods, allowedHeaders, exposeHeaders, maxAgeSeconds }));
      await put({ variables: { input: { bucket, rules: next } } });
      notify({ title: t('buckets.corsRemoved'), description: bucket });
    } catch (err) {
      notify({ title: t('buckets.corsSaveFailed'), description: errorText(err), variant: 'destructive' });
    }
  };
  return (
    <>
      <AppDialog
        open={bucket !== null && editing === undefined}
        onClose={onClose}
        size="lg"
        title={t('buckets.corsTitle', { name: bucket ?? '' })}
        description={t('buckets.corsHelp')}
        footer={
          <>
            <Button variant="outline" onClick={onClose}>
              {t('common.close')}
            </Button>
            <Button colorPalette="teal" onClick={() => setEditing(null)} disabled={rules.length >= 100 || (loading && !data)}>
              {t('buckets.corsAdd')}
            </Button>
          </>
        }
      >
        {error ? (
          <ErrorState error={error} onRetry={() => refetch()} />
        ) : rules.length === 0 ? (
          <EmptyState size="sm" title={loading ? t('buckets.corsLoading') : t('buckets.corsEmpty')} description={loading ? undefined : t('buckets.corsEmptyHelp')} />
        ) : (
          <Stack gap="3" as="ol" listStyleType="none" aria-label={t('buckets.corsListLabel')}>
            {rules.map((r, i) => (
              <Box as="li" key={i} borderWidth="1px" borderRadius="md" p="3">
                <HStack justify="space-between" align="start" mb="2" gap="2">
                  <Text fontWeight="medium" truncate>
                    {t('buckets.corsRule', { n: i + 1 })}
                    {r.id ? ` · ${r.id}` : ''}
                  </Text>
                  <HStack gap="1" flexShrink={0}>
                    <Button size="xs" variant="outline" onClick={() => setEditing(i)} aria-label={t('buckets.corsEditNamed', { n: i + 1 })}>
                      {t('buckets.corsEdit')}
                    </Button>
                    <Button size="xs" variant="outline" colorPalette="red" loading={removing} onClick={() => remove(i)} aria-label={t('buckets.corsRemoveNamed', { n: i + 1 })}>
                      {t('buckets.corsRemove')}
                    </Button>
                  </HStack>
                </HStack>
                <Stack gap="1">
                  <Values label={t('buckets.corsOrigins')} values={r.allowedOrigins} />
                  <Values label={t('buckets.corsMethods')} values={r.allowedMethods} />
                  <Values label={t('buckets.corsHeaders')} values={r.allowedHeaders} />
                  <Values label={t('buckets.corsExpose')} values={r.exposeHeaders} />
                  {r.maxAgeSeconds !== null && r.maxAgeSeconds !== undefined && <Values label={t('buckets.corsMaxAge')} values={[String(r.maxAgeSeconds)]} />}
                </Stack>
              </Box>
            ))}
          </Stack>
        )}
      </AppDialog>
      {bucket !== null && <CorsRuleDialog bucket={bucket} rules={rules} index={editing ?? null} open={editing !== undefined} onClose={() => setEditing(undefined)} />}
    </>
  );
}
