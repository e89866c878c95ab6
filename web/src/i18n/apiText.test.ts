import { apiText, localizeFigure } from './apiText';
import { dashboardI18n } from './instance';
import type { DashboardT } from './keys';

/** #31 item 1: a figure the API wrote into an English text reads in the dashboard's language. */
const tIn = (lng: string) => ((key: string, options?: Record<string, unknown>) => dashboardI18n.t(key, { lng, ...options })) as unknown as DashboardT;
const nbsp = '\u00a0';

describe('localizeFigure', () => {
  it.each([
    ['19.07 MB', 'fr', `19,07${nbsp}Mo`],
    ['50 GB', 'fr', `50${nbsp}Go`],
    ['1,536 KB', 'fr', `1,5${nbsp}Mo`],
    ['19.07 MB', 'sw', '19.07 MB'],
    ['19.07 MB', 'en', '19.07 MB'],
  ])('byte figure %s in %s', (value, lng, expected) => {
    expect(localizeFigure(value, lng)).toBe(expected);
  });

  it('writes decimals and thousands the French way, keeping the number of decimals', () => {
    expect(localizeFigure('0.125', 'fr')).toBe('0,125');
    expect(localizeFigure('1,234.5', 'fr').replace(/\s/g, ' ')).toBe('1 234,5');
  });

  it('leaves whole numbers without separators, words, dates and money alone', () => {
    for (const v of ['2026', '42', 'wanjiru-photos', '2026-11', 'KSh 411.15', '1.2.3']) expect(localizeFigure(v, 'fr')).toBe(v);
  });
});

describe('apiText with figures', () => {
  const params = [
    { name: 'stored', value: '19.07 MB' },
    { name: 'provisioned', value: '50 GB' },
  ];
  const english = '19.07 MB stored of 50 GB provisioned';

  it('the Monitoring storage bar reads in octets in French', () => {
    const text = apiText(tIn('fr'), english, 'resourceStorageDetail', params, 'fr');
    expect(text).toContain(`19,07${nbsp}Mo`);
    expect(text).toContain(`50${nbsp}Go`);
    expect(text).not.toMatch(/MB|GB/);
  });

  it('stays as the API wrote it in English', () => {
    expect(apiText(tIn('en'), english, 'resourceStorageDetail', params, 'en')).toBe(english);
  });
});
