import { Badge, Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import type { AdminPromotionFieldsFragment } from '@/gql/graphql';
import { formatKsh, formatNumber } from '@/lib/format';
import { useDateFormatter } from '@/lib/useDateFormatter';
import { ActiveBadge } from '../components/Badges';

type Promotion = AdminPromotionFieldsFragment;

/** One promotion in the grid: badge, prize, schedule, current participation, Details and Edit. */
export function PromotionCard({ promotion: p, onDetails, onEdit }: { promotion: Promotion; onDetails: () => void; onEdit: () => void }) {
  const df = useDateFormatter();
  return (
    <Card.Root variant="outline" bg="bg" h="full" data-testid="promotion-card">
      <Card.Header pb="2">
        <HStack justify="space-between" align="flex-start" gap="2">
          <Card.Title as="h2" fontSize="md" lineClamp={2}>
            {p.name}
          </Card.Title>
          <ActiveBadge active={p.isActive} />
        </HStack>
        <HStack gap="2">
          <Badge size="sm" variant="outline" textTransform="capitalize">
            {p.drawType}
          </Badge>
          <Text fontSize="xs" color="fg.muted">
            {df.date(p.startDate)} – {df.date(p.endDate)}
          </Text>
        </HStack>
      </Card.Header>
      <Card.Body py="2">
        <Stack gap="2" fontSize="sm">
          <Text color="fg.muted" lineClamp={2}>
            {p.description}
          </Text>
          <Text>
            <Text as="span" fontWeight="semibold">
              Prize:
            </Text>{' '}
            {p.prizeDescription} ({formatKsh(p.prizeValue * 100, { whole: true })})
          </Text>
          <Text>
            <Text as="span" fontWeight="semibold">
              Now:
            </Text>{' '}
            {formatNumber(p.participantCount)} participants · {formatNumber(p.totalEntries)} entries
          </Text>
          {p.nextDrawAt && (
            <Text fontSize="xs" color="fg.muted">
              Next draw {df.dateTime(p.nextDrawAt)}
            </Text>
          )}
        </Stack>
      </Card.Body>
      <Card.Footer gap="2" pt="2">
        <Button size="sm" colorPalette="teal" onClick={onDetails} aria-label={`Details of ${p.name}`}>
          Details
        </Button>
        <Button size="sm" variant="outline" onClick={onEdit} aria-label={`Edit ${p.name}`}>
          Edit
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
