import { dashboardI18n } from './instance';
import { en } from './locales/en';
import { competitionEn } from './locales/competition/en';

/** Issue 31 item 9: a count shown with a noun takes the noun's plural form in each language ("1 service", never "1 services"). */

/** Every leaf of a catalogue with its dotted key. */
function leaves(o: object, prefix = ''): [string, string][] {
  return Object.entries(o).flatMap(([k, v]) => (typeof v === 'string' ? [[prefix + k, v] as [string, string]] : leaves(v as object, `${prefix}${k}.`)));
}

/** Texts where `{{count}}` stands beside no noun (a heading's "(3)", "3 not active"). */
const NO_NOUN = new Set(['services.notActive', 'admin.userServices', 'admin.tabParticipants', 'admin.tabWinnersCount', 'admin.tabDraws']);

const t = (lng: string, key: string, options: Record<string, unknown>) => dashboardI18n.t(key, { lng, ...options });

describe('plurals in the catalogues', () => {
  it('every text with a {{count}} is a plural pair (_one / _other), except where the count has no noun', () => {
    const single = [...leaves(en), ...leaves(competitionEn, 'promoLive.')].filter(([k, v]) => v.includes('{{count}}') && !/_(one|other)$/.test(k) && !NO_NOUN.has(k));
    expect(single).toEqual([]);
  });

  it.each([
    ['en', 1, 'Also delete everything in it (1 object)'],
    ['en', 2, 'Also delete everything in it (2 objects)'],
    ['sw', 1, 'Futa pia vyote vilivyomo (kitu 1)'],
    ['sw', 3, 'Futa pia vyote vilivyomo (vitu 3)'],
    ['fr', 1, 'Supprimer aussi tout son contenu (1 objet)'],
    ['fr', 5, 'Supprimer aussi tout son contenu (5 objets)'],
  ])('a bucket with objects, %s, %d', (lng, count, text) => {
    expect(t(lng, 'buckets.deleteForce', { count })).toBe(text);
  });

  it.each([
    ['en', 1, '1 day'],
    ['en', 30, '30 days'],
    ['fr', 1, '1 jour'],
    ['fr', 90, '90 jours'],
    ['sw', 7, 'siku 7'],
  ])('token lifetimes, %s, %d', (lng, count, text) => {
    expect(t(lng, 'tokens.days', { count })).toBe(text);
  });

  it('request tooltips and admin figures use the count for the form and the formatted number for the text', () => {
    expect(t('en', 'service.requestsTooltip', { count: 1, at: '05:00', n: '1' })).toBe('05:00: 1 request');
    expect(t('en', 'service.requestsTooltip', { count: 1200, at: '05:00', n: '1.2K' })).toBe('05:00: 1.2K requests');
    expect(t('sw', 'service.requestsTooltip', { count: 1, at: '05:00', n: '1' })).toBe('05:00: ombi 1');
    expect(t('fr', 'admin.entriesCount', { count: 1, n: '1' })).toBe('1 participation');
    expect(t('en', 'admin.participants', { count: 1, n: '1' })).toBe('1 participant');
    expect(t('sw', 'admin.participants', { count: 2, n: '2' })).toBe('washiriki 2');
  });
});
