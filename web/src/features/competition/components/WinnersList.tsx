import { Badge, Box, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useDateFormatter } from '@/lib/useDateFormatter';
import { useCompetitionT } from '../competitionText';
import { LineIcon } from './icons';

export interface WinnerRow {
  id: string;
  displayName: string;
  prizeText: string;
  winDate: string;
  promotionName: string;
}

interface Props {
  /** The winners, or null while they load. */
  winners: WinnerRow[] | null;
  inverted?: boolean;
  /** Keep the height of this many rows whatever arrives, so nothing below moves when it does. */
  reserveRows?: number;
}

/** The last winners (display name and prize text as the API gives them), or the spec's empty state. */
export function WinnersList({ winners, inverted = false, reserveRows = 0 }: Props) {
  const df = useDateFormatter();
  const ct = useCompetitionT();
  const rowStyle = { p: '3', borderRadius: 'lg', borderWidth: '1px', bg: inverted ? 'whiteAlpha.100' : 'bg.subtle', borderColor: inverted ? 'whiteAlpha.200' : 'border.muted' } as const;
  // Rows of the same box as a winner's (two lines of text), for loading and for unused space.
  const blanks = (n: number, visible: boolean): ReactNode[] =>
    Array.from({ length: Math.max(0, n) }, (_, i) => (
      <Box key={`blank-${i}`} {...rowStyle} visibility={visible ? 'visible' : 'hidden'} aria-hidden="true">
        <Text fontWeight="semibold">{'\u00a0'}</Text>
        <Text fontSize="xs">{'\u00a0'}</Text>
      </Box>
    ));
  if (winners === null) {
    return (
      <Stack gap="2" aria-busy="true">
        {blanks(Math.max(reserveRows, 1), true)}
      </Stack>
    );
  }
  if (winners.length === 0) {
    return (
      <Stack gap="2">
        <Box borderWidth="1px" borderStyle="dashed" borderColor={inverted ? 'whiteAlpha.400' : 'border'} borderRadius="lg" p="5" textAlign="center">
          <Text fontWeight="medium">{ct('noWinners')}</Text>
        </Box>
        {blanks(reserveRows - 1, false)}
      </Stack>
    );
  }
  return (
    <Stack gap="2">
      <Stack as="ol" gap="2" listStyleType="none" m="0" p="0" aria-label={ct('recentWinners')}>
        {winners.map((w) => (
          <HStack as="li" key={w.id} gap="3" {...rowStyle}>
            <Box color={inverted ? 'orange.300' : 'orange.500'} flexShrink={0}>
              <LineIcon name="trophy" boxSize="5" />
            </Box>
            <Stack gap="0" flex="1" minW="0">
              <Text fontWeight="semibold" truncate>
                {w.displayName}
              </Text>
              <Text fontSize="xs" color={inverted ? 'whiteAlpha.700' : 'fg.muted'} truncate>
                {w.promotionName} · {df.date(w.winDate)}
              </Text>
            </Stack>
            <Badge colorPalette="orange" variant={inverted ? 'solid' : 'subtle'} flexShrink={0} maxW="45%" truncate>
              {w.prizeText}
            </Badge>
          </HStack>
        ))}
      </Stack>
      {blanks(reserveRows - winners.length, false)}
    </Stack>
  );
}
