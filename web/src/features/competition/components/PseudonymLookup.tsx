import { Field, Input, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { formatNumber } from '@/lib/format';

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
  const key = value.trim().toLowerCase();
  const mine = /^[0-9a-f]{16}$/.test(key) ? ranges.find((r) => r.customerId === key) : undefined;
  return (
    <Field.Root>
      <Field.Label>Find my entries (your pseudonym from the dashboard)</Field.Label>
      <Input value={value} onChange={(e) => setValue(e.target.value)} placeholder="16 characters, e.g. 3fa8c2d19e0b7a64" maxLength={16} spellCheck={false} autoComplete="off" />
      {key.length === 16 && (
        <Text fontSize="sm" mt="1" data-testid="my-range" aria-live="polite">
          {mine
            ? `You held entries ${formatNumber(mine.from)}–${formatNumber(mine.to - 1)} (${formatNumber(mine.entries)} entries)${mine.from <= winnerIndex && winnerIndex < mine.to ? ': the winning entry is yours.' : '.'}`
            : 'That pseudonym has no entries in this draw.'}
        </Text>
      )}
    </Field.Root>
  );
}
