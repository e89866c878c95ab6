import { en } from '@/i18n/locales/en';
import { promoLiveEn } from './competitionText';

describe('the competition parts’ English', () => {
  it('is the same in competitionText.ts (public page) and in the catalogue’s promoLive section (dashboard)', () => {
    expect(en.promoLive).toEqual(promoLiveEn);
  });
});
