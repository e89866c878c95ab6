import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { DataTable, type DataColumn } from '@/components/ui/DataTable';
import { EmptyState } from '@/components/ui/EmptyState';
import { useDashboardT } from '@/i18n';
import { useDateFormatter } from '@/lib/useDateFormatter';
import { baseName } from './bytes';
import { useUnits } from '../../units';

export type Entry = { kind: 'folder'; key: string } | { kind: 'object'; key: string; size: number; lastModified: string; tags: readonly { key: string; value: string }[] };

interface Props {
  entries: Entry[];
  path: string;
  loading: boolean;
  endpoint: string;
  onOpenFolder: (prefix: string) => void;
  onDownload: (key: string) => void;
  onShare: (key: string) => void;
  /** The object's tags (ObjectTagsDialog); no button without it. */
  onTags?: (key: string) => void;
  /** The object's versions (ObjectVersionsDialog); no button without it. */
  onVersions?: (key: string) => void;
  onDelete: (key: string) => void;
}

/** An object's tags on one line: `key=value · key=value`. */
const tagsText = (tags: readonly { key: string; value: string }[]) => tags.map((t) => `${t.key}=${t.value}`).join(' · ');

/** Folders then objects of one level; every action is a labelled button (keyboard and screen readers). */
export function ObjectTable({ entries, path, loading, endpoint, onOpenFolder, onDownload, onShare, onTags, onVersions, onDelete }: Props) {
  const df = useDateFormatter();
  const { t } = useDashboardT();
  const { formatBytes } = useUnits();
  const columns: DataColumn<Entry>[] = [
    {
      key: 'name',
      header: t('buckets.colKey'),
      render: (e) =>
        e.kind === 'folder' ? (
          <Button variant="plain" p="0" h="auto" color="teal.700" fontWeight="medium" onClick={() => onOpenFolder(e.key)} aria-label={t('buckets.openFolder', { name: baseName(e.key) })} maxW={{ base: '32', sm: 'xs' }} truncate display="block" textAlign="start">
            {baseName(e.key)}/
          </Button>
        ) : (
          <Stack gap="0.5" maxW={{ base: '32', sm: 'xs' }}>
            <Text truncate title={e.key}>
              {baseName(e.key)}
            </Text>
            {e.tags.length > 0 && (
              <Text fontSize="xs" color="fg.muted" truncate title={tagsText(e.tags)} data-testid="object-tags">
                {tagsText(e.tags)}
              </Text>
            )}
          </Stack>
        ),
    },
    { key: 'size', header: t('buckets.colSize'), align: 'end', render: (e) => (e.kind === 'object' ? <Text fontVariantNumeric="tabular-nums" whiteSpace="nowrap">{formatBytes(e.size)}</Text> : <Text color="fg.muted">{t('buckets.folder')}</Text>) },
    { key: 'modified', header: t('buckets.colModified'), hideOnMobile: true, render: (e) => (e.kind === 'object' ? df.dateTime(e.lastModified) : '') },
    {
      key: 'actions',
      header: <Text srOnly>{t('buckets.colActions')}</Text>,
      align: 'end',
      render: (e) =>
        e.kind === 'object' ? (
          <HStack gap="1" justify="end" wrap="wrap">
            <Button size="xs" variant="outline" onClick={() => onDownload(e.key)} aria-label={t('buckets.downloadNamed', { name: baseName(e.key) })}>
              {t('buckets.download')}
            </Button>
            <Button size="xs" variant="outline" onClick={() => onShare(e.key)} aria-label={t('buckets.shareNamed', { name: baseName(e.key) })}>
              {t('buckets.share')}
            </Button>
            {onTags && (
              <Button size="xs" variant="outline" onClick={() => onTags(e.key)} aria-label={t('buckets.tagsNamed', { name: baseName(e.key) })}>
                {e.tags.length ? t('buckets.tagsCount', { count: e.tags.length }) : t('buckets.tags')}
              </Button>
            )}
            {onVersions && (
              <Button size="xs" variant="outline" onClick={() => onVersions(e.key)} aria-label={t('buckets.versionsNamed', { name: baseName(e.key) })}>
                {t('buckets.versions')}
              </Button>
            )}
            <Button size="xs" variant="outline" colorPalette="red" onClick={() => onDelete(e.key)} aria-label={t('buckets.deleteObjectNamed', { name: baseName(e.key) })}>
              {t('buckets.delete')}
            </Button>
          </HStack>
        ) : null,
    },
  ];
  return (
    <DataTable
      caption={t('buckets.objectsCaption', { path })}
      columns={columns}
      rows={entries}
      rowKey={(e) => `${e.kind}:${e.key}`}
      loading={loading}
      empty={<EmptyState size="sm" title={t('buckets.emptyFolder')} description={t('buckets.emptyFolderHelp', { endpoint })} />}
    />
  );
}
