import { Alert, Badge, Box, Button, HStack, Stack, Tabs, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { AppDialog } from '@/components/ui/AppDialog';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorState } from '@/components/ui/ErrorState';
import { notify } from '@/components/ui/toaster';
import { useDashboardT } from '@/i18n';
import { useUnits } from '../../units';
import { ruleInputOf, type RuleInput } from './lifecycleJson';
import { BucketLifecycleQuery, PutBucketLifecycleMutation } from './lifecycleOperations';
import { ruleActions, ruleScope } from './lifecycleSummary';
import { LifecycleJsonView } from './LifecycleJsonView';
import { LifecycleRuleDialog } from './LifecycleRuleDialog';

/**
 * A bucket's lifecycle rules (S3's, the same the S3 API sets), in plain words, with a form for the
 * common rules (LifecycleRuleDialog) and the whole configuration as S3's JSON (LifecycleJsonView).
 * Every save sends the whole list; the server checks it as S3's PutBucketLifecycleConfiguration.
 */
export function BucketLifecycleDialog({ bucket, onClose }: { bucket: string | null; onClose: () => void }) {
  const { t, errorText } = useDashboardT();
  const { formatBytes } = useUnits();
  const { data, loading, error, refetch } = useQuery(BucketLifecycleQuery, { variables: { bucket: bucket ?? '' }, skip: bucket === null, fetchPolicy: 'cache-and-network' });
  const [put, { loading: saving }] = useMutation(PutBucketLifecycleMutation, { refetchQueries: [BucketLifecycleQuery], awaitRefetchQueries: true });
  const [editing, setEditing] = useState<number | null | undefined>(undefined);
  const [tab, setTab] = useState('rules');
  const lifecycle = data?.bucketLifecycle.bucket === bucket ? data?.bucketLifecycle : undefined;
  const rules = useMemo(() => (lifecycle?.rules ?? []).map(ruleInputOf), [lifecycle]);
  const hour = lifecycle?.runHourUtc;

  const save = async (next: RuleInput[]) => {
    if (bucket === null) return;
    await put({ variables: { input: { bucket, rules: next } } });
    notify({ title: t('lifecycle.saved'), description: bucket });
  };
  const remove = async (i: number) => {
    try {
      await save(rules.filter((_, j) => j !== i));
    } catch (err) {
      notify({ title: t('lifecycle.saveFailed'), description: errorText(err), variant: 'destructive' });
    }
  };
  const close = () => {
    setTab('rules');
    onClose();
  };

  return (
    <>
      <AppDialog
        open={bucket !== null && editing === undefined}
        onClose={close}
        size="lg"
        title={t('lifecycle.title', { name: bucket ?? '' })}
        description={t('lifecycle.help')}
        footer={
          <>
            <Button variant="outline" onClick={close}>
              {t('common.close')}
            </Button>
            <Button colorPalette="teal" onClick={() => setEditing(null)} disabled={loading && !data}>
              {t('lifecycle.add')}
            </Button>
          </>
        }
      >
        {error ? (
          <ErrorState error={error} onRetry={() => refetch()} />
        ) : (
          <Stack gap="4">
            {hour !== undefined && (
              <Alert.Root status="info" size="sm">
                <Alert.Indicator />
                <Alert.Title fontWeight="normal">{t('lifecycle.schedule', { time: `${String(hour).padStart(2, '0')}:00` })}</Alert.Title>
              </Alert.Root>
            )}
            <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value)} variant="line" colorPalette="teal" lazyMount unmountOnExit>
              <Tabs.List>
                <Tabs.Trigger value="rules">{t('lifecycle.tabRules')}</Tabs.Trigger>
                <Tabs.Trigger value="json">{t('lifecycle.tabJson')}</Tabs.Trigger>
              </Tabs.List>
              <Tabs.Content value="rules">
                {rules.length === 0 ? (
                  <EmptyState size="sm" title={loading ? t('lifecycle.loading') : t('lifecycle.empty')} description={loading ? undefined : t('lifecycle.emptyHelp')} />
                ) : (
                  <Stack gap="3" as="ol" listStyleType="none" aria-label={t('lifecycle.listLabel')}>
                    {rules.map((r, i) => (
                      <Box as="li" key={i} borderWidth="1px" borderRadius="md" p="3" opacity={r.enabled ? 1 : 0.7}>
                        <HStack justify="space-between" align="start" mb="2" gap="2">
                          <HStack gap="2" minW="0">
                            <Text fontWeight="medium" truncate>
                              {t('lifecycle.rule', { n: i + 1 })}
                              {r.id ? ` · ${r.id}` : ''}
                            </Text>
                            {!r.enabled && <Badge>{t('lifecycle.disabled')}</Badge>}
                          </HStack>
                          <HStack gap="1" flexShrink={0}>
                            <Button size="xs" variant="outline" onClick={() => setEditing(i)} aria-label={t('lifecycle.editNamed', { n: i + 1 })}>
                              {t('lifecycle.edit')}
                            </Button>
                            <Button size="xs" variant="outline" colorPalette="red" loading={saving} onClick={() => remove(i)} aria-label={t('lifecycle.removeNamed', { n: i + 1 })}>
                              {t('lifecycle.remove')}
                            </Button>
                          </HStack>
                        </HStack>
                        <Stack gap="1" fontSize="sm">
                          <Text color="fg.muted">{ruleScope(t, r, formatBytes)}</Text>
                          {ruleActions(t, r).map((line) => (
                            <Text key={line}>{line}</Text>
                          ))}
                        </Stack>
                      </Box>
                    ))}
                  </Stack>
                )}
              </Tabs.Content>
              <Tabs.Content value="json">
                <LifecycleJsonView rules={rules} save={save} saving={saving} />
              </Tabs.Content>
            </Tabs.Root>
          </Stack>
        )}
      </AppDialog>
      {bucket !== null && <LifecycleRuleDialog bucket={bucket} rules={rules} index={editing ?? null} open={editing !== undefined} onClose={() => setEditing(undefined)} save={save} saving={saving} />}
    </>
  );
}
