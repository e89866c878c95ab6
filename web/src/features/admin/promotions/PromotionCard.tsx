import { Badge, Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import type { FragmentType } from '@/gql';
import { formatKsh, formatNumber } from '@/lib/format';
import { useDateFormatter } from '@/lib/useDateFormatter';
import { ActiveBadge } from '../components/Badges';
import { useDashboardT } from '@/i18n';

import { promotionFields, type AdminPromotionFields } from './PromotionCard.fragments';

/** One promotion in the grid: badge, prize, schedule, current participation, Details and Edit. */
export function PromotionCard({ promotion, onDetails, onEdit }: { promotion: FragmentType<typeof AdminPromotionFields>; onDetails: () => void; onEdit: () => void }) {
  const p = promotionFields(promotion);
  const df = useDateFormatter();
  const { t } = useDashboardT();
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
            {t(`admin.draw_${p.drawType}`)}
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
              {t('admin.prize')}
            </Text>{' '}
            {p.prizeDescription} ({formatKsh(p.prizeValue * 100, { whole: true })})
          </Text>
          <Text>
            <Text as="span" fontWeight="semibold">
              {t('admin.now')}
            </Text>{' '}
            {t('admin.participation', { participants: t('admin.participants', { count: p.participantCount, n: formatNumber(p.participantCount) }), entries: t('admin.entriesCount', { count: p.totalEntries, n: formatNumber(p.totalEntries) }) })}
          </Text>
          {p.nextDrawAt && (
            <Text fontSize="xs" color="fg.muted">
              {t('admin.nextDraw', { time: df.dateTime(p.nextDrawAt) })}
            </Text>
          )}
        </Stack>
      </Card.Body>
      <Card.Footer gap="2" pt="2">
        <Button size="sm" colorPalette="teal" onClick={onDetails} aria-label={t('admin.detailsOf', { name: p.name })}>
          {t('admin.details')}
        </Button>
        <Button size="sm" variant="outline" onClick={onEdit} aria-label={t('admin.editNamed', { name: p.name })}>
          {t('admin.edit')}
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
