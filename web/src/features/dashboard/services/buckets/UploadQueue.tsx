import { Box, Button, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { useDashboardT } from '@/i18n';
import { useUnits } from '../../units';

export interface UploadItem {
  id: number;
  name: string;
  loaded: number;
  total: number;
  state: 'uploading' | 'done' | 'failed';
  error?: string;
}

/** Uploads in progress and just finished, each with its progress bar (kept until cleared). */
export function UploadQueue({ items, onClear }: { items: UploadItem[]; onClear: () => void }) {
  const { t } = useDashboardT();
  const { formatBytes } = useUnits();
  if (!items.length) return null;
  return (
    <Stack gap="3" borderWidth="1px" borderRadius="md" p="3" aria-live="polite">
      {items.map((u) => {
        const percent = u.total ? Math.round((u.loaded / u.total) * 100) : u.state === 'done' ? 100 : 0;
        return (
          <Box key={u.id} data-testid="upload-item">
            <Progress.Root value={percent} size="sm" colorPalette={u.state === 'failed' ? 'red' : 'teal'}>
              <HStack justify="space-between" mb="1" gap="2">
                <Progress.Label fontSize="sm" minW="0" truncate>
                  {u.name}
                </Progress.Label>
                <Text fontSize="xs" color={u.state === 'failed' ? 'red.600' : 'fg.muted'} flexShrink={0} fontVariantNumeric="tabular-nums">
                  {u.state === 'done' ? t('buckets.uploaded') : u.state === 'failed' ? t('buckets.uploadFailed') : `${percent}% · ${formatBytes(u.loaded)} / ${formatBytes(u.total)}`}
                </Text>
              </HStack>
              {/* The track is the element with role=progressbar: it carries the name. */}
              <Progress.Track borderRadius="full" aria-label={t('buckets.uploadProgress', { name: u.name })}>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
            {u.error && (
              <Text fontSize="xs" color="red.600" mt="1" role="alert">
                {u.error}
              </Text>
            )}
          </Box>
        );
      })}
      {items.some((u) => u.state !== 'uploading') && (
        <Button size="xs" variant="ghost" alignSelf="end" onClick={onClear}>
          {t('buckets.clearUploads')}
        </Button>
      )}
    </Stack>
  );
}
