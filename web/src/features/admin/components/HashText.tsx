import { Button, Code, HStack } from '@chakra-ui/react';
import { useState } from 'react';
import { useDashboardT } from '@/i18n';

/** How many characters of a draw hash are shown before the admin asks for the full value. */
export const HASH_PREVIEW_LENGTH = 16;

/** A SHA-256 hash truncated to 16 characters, with a toggle that shows the full value. */
export function HashText({ hash, testId = 'winner-hash' }: { hash: string; testId?: string }) {
  const { t } = useDashboardT();
  const [full, setFull] = useState(false);
  const long = hash.length > HASH_PREVIEW_LENGTH;
  return (
    <HStack gap="1" align="flex-start" minW="0">
      <Code fontSize="xs" wordBreak="break-all" whiteSpace={full ? 'normal' : 'nowrap'} title={hash} data-testid={testId}>
        {full || !long ? hash : `${hash.slice(0, HASH_PREVIEW_LENGTH)}...`}
      </Code>
      {long && (
        <Button size="2xs" variant="ghost" onClick={() => setFull((f) => !f)} aria-label={full ? t('admin.hideHash') : t('admin.showHash')}>
          {full ? t('admin.hide') : t('admin.full')}
        </Button>
      )}
    </HStack>
  );
}
