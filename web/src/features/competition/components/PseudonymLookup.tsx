import { Input, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FormField } from '@/components/ui/FormField';
import { formatNumber } from '@/lib/format';
import { useCompetitionT } from '../competitionText';

interface Range {
  customerId: string;
  entries: number;
  from: number;
  to: number;
}

/**
 * "Find my entries": published entry lists name customers by pseudonym only. A customer types the
 * pseudonym shown on their dashboard and sees their own range in this draw.
 */
export function PseudonymLookup({ ranges, winnerIndex }: { ranges: Range[]; winnerIndex: number }) {
  const [value, setValue] = useState('');
  const ct = useCompetitionT();
  const key = value.trim().toLowerCase();
  const mine = /^[0-9a-f]{16}$/.test(key) ? ranges.find((r) => r.customerId === key) : undefined;
  return (
    <FormField label={ct('findMine')}>
      <Input value={value} onChange={(e) => setValue(e.target.value)} placeholder={ct('pseudonymPlaceholder')} maxLength={16} spellCheck={false} autoComplete="off" />
      {key.length === 16 && (
        <Text fontSize="sm" mt="1" data-testid="my-range" aria-live="polite">
          {mine
            ? ct(mine.from <= winnerIndex && winnerIndex < mine.to ? 'youHeldWinner' : 'youHeld', { from: formatNumber(mine.from), to: formatNumber(mine.to - 1), entries: ct('entries', { count: mine.entries }) })
            : ct('noSuchPseudonym')}
        </Text>
      )}
    </FormField>
  );
}
