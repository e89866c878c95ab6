import { Alert, Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { DataTable, type DataColumn } from '@/components/ui/DataTable';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorState } from '@/components/ui/ErrorState';
import { UsageBar } from '@/components/ui/UsageBar';
import type { DashboardServiceBucketsQuery } from '@/gql/graphql';
import { useDashboardT } from '@/i18n';
import { useDateFormatter } from '@/lib/useDateFormatter';
import { useUnits } from '../../units';
import { BucketCorsDialog } from './BucketCorsDialog';
import { BucketLifecycleDialog } from './BucketLifecycleDialog';
import { CreateBucketForm } from './CreateBucketForm';
import { DeleteBucketDialog } from './DeleteBucketDialog';
import { PublicAccessDialog } from './PublicAccessDialog';
import { ServiceBucketsQuery } from './operations';
import { formatNumber } from '@/lib/format';

type Bucket = DashboardServiceBucketsQuery['serviceBuckets']['buckets'][number];

/** A service's buckets: how full it is, a create form, and each bucket's objects and bytes. */
export function BucketList({ serviceId, sizeGB, backup = false, onOpen }: { serviceId: string; sizeGB: number; backup?: boolean; onOpen: (name: string) => void }) {
  const df = useDateFormatter();
  const { t } = useDashboardT();
  const { formatBytes } = useUnits();
  const { data, loading, error, refetch } = useQuery(ServiceBucketsQuery, { variables: { serviceId }, fetchPolicy: 'cache-and-network' });
  const [deleting, setDeleting] = useState<Bucket | null>(null);
  const [corsOf, setCorsOf] = useState<string | null>(null);
  const [lifecycleOf, setLifecycleOf] = useState<string | null>(null);
  const [publicOf, setPublicOf] = useState<string | null>(null);
  if (error) return <ErrorState error={error} onRetry={() => refetch()} />;
  const info = data?.serviceBuckets;
  const columns: DataColumn<Bucket>[] = [
    {
      key: 'name',
      header: t('buckets.colName'),
      render: (b) => (
        <Stack gap="0.5" align="start">
          <Button variant="plain" p="0" h="auto" fontWeight="medium" color="teal.700" maxW={{ base: '36', sm: 'xs' }} truncate display="block" textAlign="start" onClick={() => onOpen(b.name)}>
            {b.name}
          </Button>
          {/* The switch is in the bucket's header (Browse); the list says when versioning is on or suspended. */}
          {b.versioning !== 'UNVERSIONED' && (
            <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap" data-testid="bucket-versioning">
              {t(`buckets.versioningListed_${b.versioning}`)}
            </Text>
          )}
        </Stack>
      ),
    },
    { key: 'objects', header: t('buckets.colObjects'), align: 'end', render: (b) => <Text fontVariantNumeric="tabular-nums">{formatNumber(b.objectCount)}</Text> },
    { key: 'bytes', header: t('buckets.colSize'), align: 'end', render: (b) => <Text fontVariantNumeric="tabular-nums" whiteSpace="nowrap">{formatBytes(b.bytes)}</Text> },
    { key: 'region', header: t('buckets.colRegion'), hideOnMobile: true, render: (b) => t(`buckets.region_${b.residency}`, { defaultValue: b.region }) },
    { key: 'created', header: t('buckets.colCreated'), hideOnMobile: true, render: (b) => df.date(b.createdAt) },
    {
      key: 'access',
      header: t('buckets.colAccess'),
      hideOnMobile: true,
      render: (b) => (b.isPublic ? <Badge colorPalette="red">{t('buckets.publicBadge')}</Badge> : <Text color="fg.muted">{t('buckets.privateBadge')}</Text>),
    },
    {
      key: 'actions',
      header: <Text srOnly>{t('buckets.colActions')}</Text>,
      align: 'end',
      render: (b) => (
        <HStack gap="1" justify="end">
          <Button size="xs" variant="outline" onClick={() => onOpen(b.name)} aria-label={t('buckets.openNamed', { name: b.name })} hideBelow="sm">
            {t('buckets.open')}
          </Button>
          <Button size="xs" variant="outline" onClick={() => setCorsOf(b.name)} aria-label={t('buckets.corsNamed', { name: b.name })}>
            {t('buckets.cors')}
          </Button>
          <Button size="xs" variant="outline" onClick={() => setLifecycleOf(b.name)} aria-label={t('lifecycle.buttonNamed', { name: b.name })}>
            {t('lifecycle.button')}
          </Button>
          <Button size="xs" variant="outline" onClick={() => setPublicOf(b.name)} aria-label={t('buckets.publicNamed', { name: b.name })}>
            {t('buckets.public')}
          </Button>
          <Button size="xs" variant="outline" colorPalette="red" onClick={() => setDeleting(b)} aria-label={t('buckets.deleteNamed', { name: b.name })}>
            {t('buckets.delete')}
          </Button>
        </HStack>
      ),
    },
  ];
  return (
    <Stack gap="5">
      <Text fontSize="sm" color="fg.muted">
        {t('buckets.help', { size: `${formatNumber(sizeGB)} GB` })}
      </Text>
      {info && (
        <UsageBar
          label={t('buckets.used')}
          percent={info.quotaBytes ? (info.usedBytes / info.quotaBytes) * 100 : 0}
          valueText={t('buckets.usedDetail', { used: formatBytes(info.usedBytes), quota: formatBytes(info.quotaBytes) })}
          colorByLevel
        />
      )}
      {info && !info.usable && (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>{t('buckets.notUsable')}</Alert.Title>
        </Alert.Root>
      )}
      <CreateBucketForm serviceId={serviceId} disabled={info ? !info.usable : true} backup={backup} />
      <DataTable
        caption={t('buckets.caption')}
        columns={columns}
        rows={info?.buckets ?? []}
        rowKey={(b) => b.name}
        loading={loading && !info}
        empty={<EmptyState size="sm" title={t('buckets.empty')} description={t('buckets.emptyHelp')} />}
      />
      <DeleteBucketDialog bucket={deleting} onClose={() => setDeleting(null)} />
      <BucketCorsDialog bucket={corsOf} onClose={() => setCorsOf(null)} />
      <BucketLifecycleDialog bucket={lifecycleOf} onClose={() => setLifecycleOf(null)} />
      <PublicAccessDialog bucket={publicOf} onClose={() => setPublicOf(null)} />
    </Stack>
  );
}
