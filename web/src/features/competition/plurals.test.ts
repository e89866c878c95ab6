import { dashboardI18n } from '@/i18n';
import { competitionEn } from '@/i18n/locales/competition/en';
import { competitionFr } from '@/i18n/locales/competition/fr';
import { competitionSw } from '@/i18n/locales/competition/sw';
import { competitionT } from './competitionText';
import { welcomeText } from './joinToasts';

/** Issue 31 item 9: "across 1 services" — the join welcome's counts take their noun's plural form in each language. */
describe('the join welcome (spec wording in English)', () => {
  const r = (entries: number, services: number) => ({ user: { firstName: 'Amani' }, totalEntries: entries, activeServices: services });

  it('in English: singular and plural nouns', () => {
    expect(welcomeText(r(350, 2))).toBe('Welcome Amani! You have 350 entries across 2 services.');
    expect(welcomeText(r(1, 1))).toBe('Welcome Amani! You have 1 entry across 1 service.');
    expect(welcomeText(r(0, 1))).toBe('Welcome Amani! You have 0 entries across 1 service.');
  });

  it('in French: 0 and 1 are singular', () => {
    const ct = competitionT(competitionFr, 'fr');
    expect(welcomeText(r(0, 1), ct)).toBe('Bienvenue Amani ! Vous avez 0 participation sur 1 service.');
    expect(welcomeText(r(40, 2), ct)).toBe('Bienvenue Amani ! Vous avez 40 participations sur 2 services.');
  });

  it('in Kiswahili', () => {
    expect(welcomeText(r(4, 1), competitionT(competitionSw, 'sw'))).toBe('Karibu Amani! Una nafasi 4 katika huduma 1.');
  });

  it('through i18next on the dashboard (the promoLive section) as through the public page’s ct', () => {
    const dashboardCt = (key: string, params?: Record<string, unknown>) => dashboardI18n.t(`promoLive.${key}`, { lng: 'fr', ...params });
    expect(welcomeText(r(1, 1), dashboardCt as never)).toBe(welcomeText(r(1, 1), competitionT(competitionFr, 'fr')));
    expect(competitionT(competitionEn)('entriesEveryDraw', { count: 1 })).toBe('1 entry in every draw');
  });
});
