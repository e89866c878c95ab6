import { en } from '@/i18n/locales/en';
import { competitionT } from './competitionText';
import { competitionEn } from '@/i18n/locales/competition/en';
import { competitionFr } from '@/i18n/locales/competition/fr';
import { competitionSw } from '@/i18n/locales/competition/sw';

describe('the competition parts’ texts', () => {
  it('have one English copy: the dashboard catalogue’s promoLive section is the shared module', () => {
    expect(en.promoLive).toBe(competitionEn);
  });

  it('fill in parameters and pick plural forms by the language’s rules', () => {
    expect(competitionT(competitionEn)('entries', { count: 1 })).toBe('1 entry');
    expect(competitionT(competitionEn)('entries', { count: 0 })).toBe('0 entries');
    expect(competitionT(competitionFr, 'fr')('entries', { count: 0 })).toBe(competitionFr.entries_one.replace('{{count}}', '0'));
    expect(competitionT(competitionSw, 'sw')('entries', { count: 2 })).toBe(competitionSw.entries_other.replace('{{count}}', '2'));
    expect(competitionT(competitionEn)('nextDrawAt', { time: 'today' })).toBe('Next draw today');
  });
});
