import { brand } from '@/config/brand';
import { formatDate, formatDateTime, formatKsh } from '@/lib/format';
import { competitionT, type CompetitionT } from './competitionText';
import { DRAW_FREQUENCY, GB_PER_ENTRY, MAX_ENTRIES_PER_PERIOD } from './entries';
import { competitionEn } from '@/i18n/locales/competition/en';

export interface RulesSection {
  heading: string;
  items: string[];
}

export interface RulesPromotion {
  name: string;
  drawType: string;
  prizeDescription: string;
  prizeValue: number;
  startDate: string;
  endDate: string;
  nextDrawAt?: string | null;
}

const english = competitionT(competitionEn);

/** Stated eligibility (spec section 5), in `ct`'s language. */
export const eligibility = (ct: CompetitionT = english) => (['elig_1', 'elig_2', 'elig_3', 'elig_4', 'elig_5', 'elig_6'] as const).map((k) => ct(k));

const ksh = (shillings: number) => formatKsh(shillings * 100, { whole: true });
const isDrawType = (t: string): t is 'daily' | 'weekly' | 'monthly' => t === 'daily' || t === 'weekly' || t === 'monthly';

/**
 * The competition rules: one text used by the on-screen rules and the downloadable PDF, in `ct`'s
 * language (the texts rules_* of i18n/locales/competition/*.ts; English by default: the PDF).
 */
export function competitionRules(promotions: RulesPromotion[], ct: CompetitionT = english): RulesSection[] {
  const draws =
    promotions.length === 0
      ? [ct('rules_noPromotion')]
      : promotions.map((p) => {
          const params = {
            name: p.name,
            drawType: isDrawType(p.drawType) ? ct(`drawType_${p.drawType}`) : p.drawType,
            prize: p.prizeDescription,
            value: ksh(p.prizeValue),
            frequency: isDrawType(p.drawType) ? ct(`schedule_${p.drawType}`) : (DRAW_FREQUENCY[p.drawType] ?? ''),
            start: formatDate(p.startDate),
            end: formatDate(p.endDate),
          };
          return p.nextDrawAt ? ct('rules_drawNext', { ...params, next: formatDateTime(p.nextDrawAt) }) : ct('rules_draw', params);
        });
  const gb = GB_PER_ENTRY;
  const max = MAX_ENTRIES_PER_PERIOD;
  return [
    { heading: ct('rules_h1'), items: [ct('rules_organiser', { brand: brand.name, address: brand.contact.address, email: brand.contact.email })] },
    { heading: ct('rules_h2'), items: eligibility(ct) },
    { heading: ct('rules_h3'), items: [ct('rules_entries_1'), ct('rules_entries_2', { gb, max }), ct('rules_entries_3'), ct('rules_entries_4')] },
    { heading: ct('rules_h4'), items: [...draws, ct('rules_drawTimes')] },
    { heading: ct('rules_h5'), items: (['rules_select_1', 'rules_select_2', 'rules_select_3', 'rules_select_4', 'rules_select_5', 'rules_select_6'] as const).map((k) => ct(k)) },
    { heading: ct('rules_h6'), items: [ct('rules_winners_1'), ct('rules_winners_2'), ct('rules_winners_3')] },
    { heading: ct('rules_h7'), items: [ct('rules_data')] },
  ];
}
