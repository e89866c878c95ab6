import { Badge, Box, Button, Card, Heading, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { memo, useDeferredValue } from 'react';
import { Link } from 'react-router-dom';
import { formatKsh, formatNumber } from '@/lib/format';
import { entriesForStorage } from '../entries';
import type { PlansQuery as PlansQueryResult } from '@/gql/graphql';
import { PlansQuery } from '@/lib/graphql/plans';
import { LineIcon } from './icons';
import { QueryError } from './QueryError';
import { useCompetitionT } from '../competitionText';

const perks = ['perk_entry', 'perk_draws', 'perk_prizes'] as const;

/** The plan catalogue from the API, with the entries each plan earns per draw. */
export function PlanCards({ cta }: { cta: { label: string; to: string } }) {
  // Deferred: the answer renders in a pass that yields to the browser (useCompetitionOverview.ts). The
  // first render is the skeleton even when Apollo already holds the answer (PrizeList.tsx).
  const { data, error, refetch } = useQuery(PlansQuery);
  const shown = useDeferredValue(data ?? null, null) ?? undefined;
  return <PlanCardsBody data={shown} loading={!shown && !error} failed={!!error && !shown} refetch={refetch} ctaLabel={cta.label} ctaTo={cta.to} />;
}

const PlanCardsBody = memo(function PlanCardsBody({ data, loading, failed: error, refetch, ctaLabel, ctaTo }: { data: PlansQueryResult | undefined; loading: boolean; failed: boolean; refetch: () => unknown; ctaLabel: string; ctaTo: string }) {
  const ct = useCompetitionT();
  const cta = { label: ctaLabel, to: ctaTo };
  if (loading && !data) return <Skeleton h="48" borderRadius="lg" />;
  if (error || !data) return <QueryError what={ct('what_plans')} onRetry={() => refetch()} />;
  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" data-testid="plan-cards">
      {data.plans.map((p) => (
        <Card.Root key={p.type} variant="outline" borderColor={p.type === 'biannual' ? 'teal.500' : undefined} borderWidth={p.type === 'biannual' ? '2px' : '1px'}>
          <Card.Body gap="3">
            <Stack direction="row" justify="space-between" align="center">
              <Heading as="h3" size="md" textTransform="capitalize">
                {p.type === 'monthly' || p.type === 'biannual' || p.type === 'annual' ? ct(`plan_${p.type}`) : p.type}
              </Heading>
              {p.type === 'biannual' && <Badge colorPalette="teal">{ct('popular')}</Badge>}
            </Stack>
            <Box>
              <Text as="span" fontSize="3xl" fontWeight="bold">
                {formatKsh(p.priceKsh * 100, { whole: true })}
              </Text>
              <Text as="span" color="fg.muted">
                {' '}
                / {p.duration}
              </Text>
            </Box>
            <Text fontWeight="medium">{ct('storageGb', { gb: formatNumber(p.storageGB) })}</Text>
            <Text fontSize="sm" color="teal.700" fontWeight="semibold">
              {ct('entriesEveryDraw', { count: entriesForStorage(p.storageGB) })}
            </Text>
            <Stack as="ul" gap="1.5" listStyleType="none" m="0" p="0">
              {perks.map((perk) => (
                <Text as="li" key={perk} fontSize="sm" display="flex" gap="2" alignItems="center">
                  <LineIcon name="check" color="green.600" /> {ct(perk)}
                </Text>
              ))}
            </Stack>
          </Card.Body>
          <Card.Footer>
            <Button asChild w="full" colorPalette="teal" variant={p.type === 'biannual' ? 'solid' : 'outline'}>
              <Link to={cta.to}>{cta.label}</Link>
            </Button>
          </Card.Footer>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
});
