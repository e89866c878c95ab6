import { webcrypto } from 'node:crypto';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { SessionUser } from '@/lib/auth/session';
import en from './i18n/en/promotions';
import fr from './i18n/fr';
import { loadPublicMessages } from '@/i18n/public/messages';
import sw from './i18n/sw';
import { setTestCatalogues } from '@/test/publicCatalogues';
import { visibleTexts } from '@/test/catalogueLeaks';
import { renderWithSchemaMocks } from '@/test/schemaMocks';
import { competitionEn } from '@/i18n/locales/competition/en';
import { competitionFr } from '@/i18n/locales/competition/fr';
import { competitionSw } from '@/i18n/locales/competition/sw';
import PromotionsPage, { loadLiveTexts } from './PromotionsPage';

/** Every text of a catalogue part (functions' results are not texts to compare). */
const strings = (v: unknown): string[] => (typeof v === 'string' ? [v] : v && typeof v === 'object' ? Object.values(v).flatMap(strings) : []);

async function settle() {
  for (let i = 0; i < 6; i++) await act(() => new Promise((r) => setTimeout(r, 20)));
}

beforeAll(() => {
  setTestCatalogues({ sw, fr });
  if (!globalThis.crypto?.subtle) Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
});

jest.setTimeout(60_000);

describe.each([
  ['sw', sw, competitionSw],
  ['fr', fr, competitionFr],
] as const)('the public /%s/promotions page', (lang, catalogue, live) => {
  it('shows no English text of its own part or of the shared competition parts, also with the selection process open', async () => {
    await Promise.all([loadPublicMessages(lang), loadLiveTexts(lang)]);
    const route = `/${lang}/promotions`;
    renderWithSchemaMocks(
      <Routes>
        <Route path={route} element={<PromotionsPage />} />
      </Routes>,
      { route, user: null as unknown as SessionUser, overrides: { 'Promotion.drawType': 'daily' } },
    );
    await screen.findByRole('heading', { level: 1, name: catalogue.promotions.title });
    await settle();
    const translated = new Set(strings(catalogue.promotions));
    const english = new Set([
      ...strings(en).filter((t) => !translated.has(t)),
      ...Object.entries(competitionEn)
        .filter(([k, t]) => live[k as keyof typeof live] !== t)
        .map(([, t]) => t),
    ]);
    const leaks = () => visibleTexts().filter((t) => english.has(t));
    expect(screen.getByText(catalogue.promotions.trustTitle)).toBeInTheDocument();
    expect(screen.getByText(live.verifyTitle)).toBeInTheDocument();
    expect(leaks()).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: catalogue.promotions.howPicked }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(live.processTitle)).toBeInTheDocument();
    expect(leaks()).toEqual([]);
  });
});
