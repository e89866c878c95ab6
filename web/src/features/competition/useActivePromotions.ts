import { useQuery } from '@apollo/client/react';
import { getFragmentData } from '@/gql';
import { PrizePromotionFields } from './components/PrizeList.fragments';
import { ActivePromotionsQuery, CompetitionQuery } from './operations';

/**
 * Every active promotion (Query.activePromotions). If that field cannot be answered (an API
 * without it), fall back to the current competition's promotion so the prize pool still shows
 * real data rather than an error. The promotions are PrizePromotionFields, unmasked for the prize pool and the rules.
 */
export function useActivePromotions() {
  const all = useQuery(ActivePromotionsQuery);
  const current = useQuery(CompetitionQuery, { skip: !all.error });
  if (all.data) return { promotions: getFragmentData(PrizePromotionFields, all.data.activePromotions), loading: false, error: undefined, refetch: () => void all.refetch() };
  if (all.error && current.data) {
    const p = current.data.competition.promotion;
    return { promotions: p ? [getFragmentData(PrizePromotionFields, p)] : [], loading: false, error: undefined, refetch: () => void current.refetch() };
  }
  return {
    promotions: undefined,
    loading: all.loading || current.loading,
    error: all.error && current.error ? current.error : undefined,
    refetch: () => {
      void all.refetch().catch(() => undefined);
      if (all.error) void current.refetch();
    },
  };
}
