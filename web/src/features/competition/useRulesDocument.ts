import { useApolloClient } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import { useCallback } from 'react';
import { brand } from '@/config/brand';
import { notify } from '@/components/ui/toaster';
import { formatDateTime } from '@/lib/format';
import { useCompetitionT } from './competitionText';
import { getFragmentData } from '@/gql';
import { PrizePromotionFields } from './components/PrizeList.fragments';
import { ActivePromotionsQuery, CompetitionQuery } from './operations';
import { competitionRules, type RulesPromotion } from './rules';
import { downloadPdf, rulesPdf } from './rulesPdf';

export const RULES_FILENAME = 'store-and-score-competition-rules.pdf';

/** The live promotions; an API without Query.activePromotions falls back to the current competition's promotion. */
async function loadPromotions(client: ApolloClient): Promise<RulesPromotion[]> {
  try {
    const { data } = await client.query({ query: ActivePromotionsQuery });
    if (data) return getFragmentData(PrizePromotionFields, data.activePromotions);
  } catch {
    /* fall through */
  }
  const { data } = await client.query({ query: CompetitionQuery });
  if (!data) throw new Error('Competition unavailable');
  const p = data.competition.promotion;
  return p ? [getFragmentData(PrizePromotionFields, p)] : [];
}

/** Builds the rules from the live promotions and downloads them as a PDF file. */
export function useRulesDownload() {
  const client = useApolloClient();
  const ct = useCompetitionT();
  // In the page's language, like the rules on screen (rulesPdf.ts writes French accents in WinAnsi).
  return useCallback(async () => {
    try {
      const sections = competitionRules(await loadPromotions(client), ct);
      const pdf = rulesPdf(ct('rules_pdfTitle', { brand: brand.name }), ct('rules_pdfIssued', { time: formatDateTime(new Date()) }), sections);
      downloadPdf(RULES_FILENAME, pdf);
    } catch {
      notify({ title: ct('downloadFailed'), description: ct('downloadFailedText'), variant: 'destructive' });
    }
  }, [client, ct]);
}
