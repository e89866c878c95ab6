import { List, Tabs, Text } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import { useDashboardT } from '@/i18n';
import { LineIcon } from './icons';
import { PlanCards } from './PlanCards';
import { PrizeList } from './PrizeList';
import { TabRow } from '@/components/ui/TabRow';
import { useCompetitionT } from '../competitionText';
import { eligibility } from '../rules';

const TABS = ['prizes', 'eligibility', 'plans'] as const;

/** Dashboard tabs: Prize Structure, Eligibility, Storage Plans (deep-linkable with ?tab=). */
export function DashboardTabs() {
  const { t } = useDashboardT();
  const ct = useCompetitionT();
  const [params, setParams] = useSearchParams();
  const current = TABS.some((v) => v === params.get('tab')) ? (params.get('tab') as string) : 'prizes';
  return (
    <Tabs.Root value={current} onValueChange={(e) => setParams({ tab: e.value }, { replace: true, preventScrollReset: true })} variant="line">
      <TabRow>
        {TABS.map((v) => (
          <Tabs.Trigger key={v} value={v} whiteSpace="nowrap">
            {t(`promo.tab_${v}`)}
          </Tabs.Trigger>
        ))}
      </TabRow>
      <Tabs.Content value="prizes" pt="5">
        <PrizeList detailed />
      </Tabs.Content>
      <Tabs.Content value="eligibility" pt="5">
        <List.Root gap="2" variant="plain">
          {eligibility(ct).map((e) => (
            <List.Item key={e} alignItems="flex-start">
              <List.Indicator asChild color="green.600" mt="0.5">
                <LineIcon name="check" />
              </List.Indicator>
              {e}
            </List.Item>
          ))}
        </List.Root>
        <Text fontSize="sm" color="fg.muted" mt="4">
          {t('promo.entriesNote')}
        </Text>
      </Tabs.Content>
      <Tabs.Content value="plans" pt="5">
        <PlanCards cta={{ label: t('promo.getPlan'), to: '/dashboard/services?new=1' }} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
