import { Alert, Badge, Box, Button, Code, Input, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { AppDialog } from '@/components/ui/AppDialog';
import { ErrorState } from '@/components/ui/ErrorState';
import { FormField } from '@/components/ui/FormField';
import { RouterLink } from '@/components/ui/RouterLink';
import { notify } from '@/components/ui/toaster';
import { useDashboardT } from '@/i18n';
import { BucketObjectsQuery, BucketPublicAccessQuery, ServiceBucketsQuery, SetBucketPublicAccessMutation } from './operations';

/** Where the account's Block Public Access is changed (the Security page's card). */
export const ACCOUNT_BLOCK_PATH = '/dashboard/security#block-public-access';

/** An object's address on the public endpoint: each path segment encoded, slashes kept. */
export const publicObjectUrl = (bucketUrl: string, key: string) => `${bucketUrl}/${key.split('/').map(encodeURIComponent).join('/')}`;

/**
 * A bucket's public access: whether anyone on the internet can read it, and the one way the
 * console makes it public (a policy letting anyone read every object, or those under a prefix,
 * with Block Public Access turned off for policies) or private again. Making it public names
 * exactly what becomes readable, shows an object's public address, and needs the bucket's name
 * typed again. While the account's Block Public Access keeps the bucket from being public, the
 * dialog says so and links to the account setting (making it public would be refused).
 * A private bucket that has a policy (written with an S3 client, or public but switched off by
 * Block Public Access) is offered both: removing the policy, or making it public, which replaces
 * the policy (the warning says so; statements naming other principals would be lost).
 */
export function PublicAccessDialog({ bucket, onClose }: { bucket: string | null; onClose: () => void }) {
  const { t, errorText } = useDashboardT();
  const { data, loading, error, refetch } = useQuery(BucketPublicAccessQuery, { variables: { bucket: bucket ?? '' }, skip: bucket === null, fetchPolicy: 'network-only' });
  const [prefix, setPrefix] = useState('');
  const [confirm, setConfirm] = useState('');
  const [save, { loading: saving }] = useMutation(SetBucketPublicAccessMutation, { refetchQueries: [BucketPublicAccessQuery, ServiceBucketsQuery], awaitRefetchQueries: true });
  useEffect(() => {
    setPrefix('');
    setConfirm('');
  }, [bucket]);
  // A sample object under the prefix, for its public address (the first of its folder level).
  const folder = prefix === '' || prefix.endsWith('/') ? prefix : prefix.slice(0, prefix.lastIndexOf('/') + 1);
  const sample = useQuery(BucketObjectsQuery, { variables: { bucket: bucket ?? '', prefix: folder, first: 20 }, skip: bucket === null });
  const access = data?.bucketPublicAccess.bucket === bucket ? data?.bucketPublicAccess : undefined;
  const sampleKey = sample.data?.bucketObjects.objects.map((o) => o.key).find((k) => k.startsWith(prefix));
  const badPrefix = /[*?]/.test(prefix);
  const what = prefix ? t('buckets.publicWhatPrefix', { name: bucket ?? '', prefix }) : t('buckets.publicWhatAll', { name: bucket ?? '' });
  const change = async (makePublic: boolean) => {
    if (bucket === null) return;
    try {
      await save({ variables: { input: makePublic ? { bucket, public: true, prefix, confirm } : { bucket, public: false } } });
      notify({ title: makePublic ? t('buckets.publicMade') : access?.isPublic ? t('buckets.privateMade') : t('buckets.policyRemoved'), description: bucket });
      setConfirm('');
    } catch (err) {
      notify({ title: t('buckets.publicSaveFailed'), description: errorText(err), variant: 'destructive' });
    }
  };
  const footer = (
    <>
      <Button variant="outline" onClick={onClose}>
        {t('common.close')}
      </Button>
      {access?.isPublic ? (
        <Button colorPalette="teal" loading={saving} onClick={() => change(false)}>
          {t('buckets.makePrivate')}
        </Button>
      ) : (
        <>
          {access?.hasPolicy && (
            <Button variant="outline" colorPalette="red" disabled={saving} onClick={() => change(false)}>
              {t('buckets.removePolicy')}
            </Button>
          )}
          <Button colorPalette="red" loading={saving} disabled={!access || access.blockedByAccount || confirm.trim() !== bucket || badPrefix} onClick={() => change(true)}>
            {t('buckets.makePublic')}
          </Button>
        </>
      )}
    </>
  );
  return (
    <AppDialog open={bucket !== null} onClose={onClose} size="lg" title={t('buckets.publicTitle', { name: bucket ?? '' })} description={t('buckets.publicHelp')} footer={footer}>
      {error ? (
        <ErrorState error={error} onRetry={() => refetch()} />
      ) : !access ? (
        <Text color="fg.muted">{loading ? t('buckets.publicLoading') : null}</Text>
      ) : access.isPublic ? (
        <Stack gap="3">
          <Box>
            <Badge colorPalette="red">{t('buckets.publicBadge')}</Badge>
          </Box>
          {access.publicPrefixes.length > 0 && (
            <Text>{access.publicPrefixes.includes('') ? t('buckets.publicNowAll', { name: bucket }) : t('buckets.publicNowPrefixes', { name: bucket, prefixes: access.publicPrefixes.join(', ') })}</Text>
          )}
          {access.publicListing && <Text>{t('buckets.publicListing')}</Text>}
          <Text fontSize="sm" color="fg.muted">
            {t('buckets.publicUrlHelp')} <Code wordBreak="break-all">{publicObjectUrl(access.publicUrl, access.publicPrefixes[0] ?? '')}…</Code>
          </Text>
        </Stack>
      ) : (
        <Stack gap="4">
          <Box>
            <Badge colorPalette="gray">{t('buckets.privateBadge')}</Badge>
          </Box>
          {access.blockedByAccount ? (
            <Alert.Root status="info" data-testid="blocked-by-account">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Description>
                  {t('buckets.publicBlockedByAccount')}{' '}
                  <RouterLink to={ACCOUNT_BLOCK_PATH} fontWeight="medium" textDecoration="underline">
                    {t('buckets.publicBlockedByAccountLink')}
                  </RouterLink>
                </Alert.Description>
              </Alert.Content>
            </Alert.Root>
          ) : (
            <Text fontSize="sm">{access.hasPolicy ? t('buckets.privateWithPolicy') : t('buckets.privateOwnersOnly')}</Text>
          )}
          <FormField label={t('buckets.publicPrefix')} helper={t('buckets.publicPrefixHelp')} error={badPrefix ? t('buckets.publicPrefixWildcard') : undefined}>
            <Input value={prefix} onChange={(e) => setPrefix(e.target.value)} placeholder="images/" autoComplete="off" />
          </FormField>
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{what}</Alert.Title>
              <Alert.Description>
                {access.hasPolicy && (
                  <Text as="span" display="block" mb="1">
                    {t('buckets.publicReplacesPolicy')}
                  </Text>
                )}
                {t('buckets.publicUrlExample')}{' '}
                <Code wordBreak="break-all" data-testid="public-url">
                  {publicObjectUrl(access.publicUrl, sampleKey ?? `${prefix}photo.jpg`)}
                </Code>
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
          <FormField label={t('buckets.publicConfirm', { name: bucket ?? '' })}>
            <Input value={confirm} onChange={(e) => setConfirm(e.target.value)} autoComplete="off" spellCheck={false} />
          </FormField>
        </Stack>
      )}
    </AppDialog>
  );
}
