import { createContext, useContext } from 'react';
import { promoLiveEn } from '@/i18n/locales/promo-live.en';

type PromoLiveText = keyof typeof promoLiveEn;
/** A text of the shared competition parts: its key, or a plural's base ('entries' for entries_one / entries_other). */
type PluralBase<K> = K extends `${infer B}_${'one' | 'other'}` ? B : never;
export type CompetitionTextKey = PromoLiveText | PluralBase<PromoLiveText>;
export type CompetitionT = (key: CompetitionTextKey, params?: Record<string, string | number>) => string;

/** English, without i18next (the public /promotions page): `{{param}}`s filled in, `_one` / `_other` by `count`. */
const english: CompetitionT = (key, params = {}) => {
  const k = (key in promoLiveEn ? key : `${key}_${params.count === 1 ? 'one' : 'other'}`) as PromoLiveText;
  return promoLiveEn[k].replace(/\{\{(\w+)\}\}/g, (_m, name: string) => String(params[name] ?? ''));
};

/** The dashboard's promotions page provides its catalogue's `promoLive` section here; elsewhere the texts are English. */
export const CompetitionTextContext = createContext<CompetitionT>(english);

/** `ct('noPromotion')`, `ct('entries', { count })`: the competition parts' texts in the page's language. */
export const useCompetitionT = () => useContext(CompetitionTextContext);
