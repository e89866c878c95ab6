import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { brand } from '@/config/brand';
import { notify } from '@/components/ui/toaster';
import { formatDateTime } from '@/lib/format';
import { ActivePromotionsQuery } from './operations';
import { competitionRules } from './rules';
import { downloadPdf, rulesPdf } from './rulesPdf';

export const RULES_FILENAME = 'store-and-score-competition-rules.pdf';

/** Builds the rules from the live promotions and downloads them as a PDF file. */
export function useRulesDownload() {
  const client = useApolloClient();
  return useCallback(async () => {
    try {
      const { data } = await client.query({ query: ActivePromotionsQuery });
      const sections = competitionRules(data?.activePromotions ?? []);
      const pdf = rulesPdf(`${brand.name} - Store & Score competition rules`, `Issued ${formatDateTime(new Date())} EAT. The current version is always at /promotions.`, sections);
      downloadPdf(RULES_FILENAME, pdf);
    } catch {
      notify({ title: 'Download failed', description: 'Could not load the current prizes. Please try again.', variant: 'destructive' });
    }
  }, [client]);
}
