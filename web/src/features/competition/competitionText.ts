import { createContext, useContext } from 'react';
import { competitionEn, type CompetitionMessages } from '@/i18n/locales/competition/en';

/**
 * The texts of the competition parts shared by the public /promotions page and the dashboard's
 * promotions page. One copy per language (@/i18n/locales/competition/{en,sw,fr}.ts): the dashboard's catalogues hold
 * them as their `promoLive` section (read through i18next there); the public /promotions page loads
 * its language's module (liveTexts.ts) and reads it here, without i18next.
 */
type CompetitionText = keyof CompetitionMessages;
/** A text of the shared competition parts: its key, or a plural's base ('entries' for entries_one / entries_other). */
type PluralBase<K> = K extends `${infer B}_${'one' | 'other'}` ? B : never;
export type CompetitionTextKey = CompetitionText | PluralBase<CompetitionText>;
export type CompetitionT = (key: CompetitionTextKey, params?: Record<string, string | number>) => string;

/**
 * `ct` over one language's texts, without i18next (the public pages): `{{param}}`s filled in, and
 * a plural's `_one` / `_other` chosen by `count` with the language's plural rules (French: 0 and 1
 * are singular).
 */
export function competitionT(messages: CompetitionMessages, lang = 'en'): CompetitionT {
  const rules = new Intl.PluralRules(lang);
  return (key, params = {}) => {
    const k = (key in messages ? key : `${key}_${rules.select(Number(params.count)) === 'one' ? 'one' : 'other'}`) as CompetitionText;
    return messages[k].replace(/\{\{(\w+)\}\}/g, (_m, name: string) => String(params[name] ?? ''));
  };
}

/** The dashboard's promotions page provides its catalogue's `promoLive` section, the public page its language's texts; else English. */
export const CompetitionTextContext = createContext<CompetitionT>(competitionT(competitionEn));

/** `ct('noPromotion')`, `ct('entries', { count })`: the competition parts' texts in the page's language. */
export const useCompetitionT = () => useContext(CompetitionTextContext);
