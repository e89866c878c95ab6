import { Badge, Box, HStack, Stack, Text } from '@chakra-ui/react';
import { formatDate } from '@/lib/format';
import { LineIcon } from './icons';

export interface WinnerRow {
  id: string;
  displayName: string;
  prizeText: string;
  winDate: string;
  promotionName: string;
}

/** The last winners (display name and prize text as the API gives them), or the spec's empty state. */
export function WinnersList({ winners, inverted = false }: { winners: WinnerRow[]; inverted?: boolean }) {
  if (winners.length === 0) {
    return (
      <Box borderWidth="1px" borderStyle="dashed" borderColor={inverted ? 'whiteAlpha.400' : 'border'} borderRadius="lg" p="5" textAlign="center">
        <Text fontWeight="medium">No winners yet. Be the first!</Text>
      </Box>
    );
  }
  return (
    <Stack as="ol" gap="2" listStyleType="none" m="0" p="0" aria-label="Recent winners">
      {winners.map((w) => (
        <HStack as="li" key={w.id} gap="3" p="3" borderRadius="lg" bg={inverted ? 'whiteAlpha.100' : 'bg.subtle'} borderWidth="1px" borderColor={inverted ? 'whiteAlpha.200' : 'border.muted'}>
          <Box color={inverted ? 'orange.300' : 'orange.500'} flexShrink={0}>
            <LineIcon name="trophy" boxSize="5" />
          </Box>
          <Stack gap="0" flex="1" minW="0">
            <Text fontWeight="semibold" truncate>
              {w.displayName}
            </Text>
            <Text fontSize="xs" color={inverted ? 'whiteAlpha.700' : 'fg.muted'} truncate>
              {w.promotionName} · {formatDate(w.winDate)}
            </Text>
          </Stack>
          <Badge colorPalette="orange" variant={inverted ? 'solid' : 'subtle'} flexShrink={0} maxW="45%" truncate>
            {w.prizeText}
          </Badge>
        </HStack>
      ))}
    </Stack>
  );
}
