import { Badge, Box, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { SectionCard } from '@/components/ui/SectionCard';
import { useDashboardT } from '@/i18n';

import type { SecurityOverviewQuery } from '@/gql/graphql';

/** One point of the score, typed from the generated SecurityOverview query. */
export type ScoreItem = SecurityOverviewQuery['securityOverview']['items'][number];

const CHECKS = ['two_factor', 'key_age', 'key_usage', 'key_expiry', 'failed_logins', 'session_timeout'] as const;
const isCheck = (key: string): key is (typeof CHECKS)[number] => (CHECKS as readonly string[]).includes(key);

/** The security score and, point by point, why (all computed by the server from the account's facts). */
export function ScoreCard({ score, items }: { score: number; items: ScoreItem[] }) {
  const { t, apiText } = useDashboardT();
  const tone = score >= 80 ? 'green' : score >= 50 ? 'orange' : 'red';
  return (
    <SectionCard title={t('security.score')} description={t('security.scoreHelp')}>
      <Stack gap="4">
        <HStack gap="4" align="center">
          <Text fontSize="4xl" fontWeight="bold" color={`${tone}.700`} data-testid="security-score">
            {score}/100
          </Text>
          <Progress.Root value={score} max={100} colorPalette={tone} flex="1" aria-label={t('security.score')}>
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        </HStack>
        <Stack as="ul" gap="3" listStyleType="none" m="0" p="0">
          {items.map((i) => (
            <Box as="li" key={i.key} borderLeftWidth="3px" borderColor={i.ok ? 'green.500' : 'orange.400'} pl="3">
              <HStack justify="space-between" gap="2" wrap="wrap">
                <Text fontWeight="medium" fontSize="sm">
                  {isCheck(i.key) ? t(`security.check_${i.key}`) : i.label}
                </Text>
                <Badge colorPalette={i.ok ? 'green' : 'orange'} variant="subtle">
                  {i.points}/{i.maxPoints}
                </Badge>
              </HStack>
              <Text fontSize="sm" color="fg.muted">
                {apiText(i.explanation, i.explanationCode, i.explanationParams)}
              </Text>
            </Box>
          ))}
        </Stack>
      </Stack>
    </SectionCard>
  );
}
