import { webcrypto } from 'node:crypto';
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import SecurityPage from '@/features/account/SecurityPage';
import SettingsPage from '@/features/account/SettingsPage';
import DashboardPromotionsPage from '@/features/competition/DashboardPromotionsPage';
import BillingPage from '@/features/dashboard/BillingPage';
import AdminLayoutRoute from '@/features/admin/AdminLayout';
import AdminAuditPage from '@/features/admin/pages/AdminAuditPage';
import AdminBillingPage from '@/features/admin/pages/AdminBillingPage';
import AdminDashboardPage from '@/features/admin/pages/AdminDashboardPage';
import AdminPromotionsPage from '@/features/admin/pages/AdminPromotionsPage';
import AdminSecurityPage from '@/features/admin/pages/AdminSecurityPage';
import AdminServicesPage from '@/features/admin/pages/AdminServicesPage';
import AdminSettingsPage from '@/features/admin/pages/AdminSettingsPage';
import AdminSupportPage from '@/features/admin/pages/AdminSupportPage';
import AdminUsersPage from '@/features/admin/pages/AdminUsersPage';
import AdminWinnersPage from '@/features/admin/pages/AdminWinnersPage';
import DashboardLayoutRoute from '@/features/dashboard/DashboardLayout';
import MonitoringPage from '@/features/dashboard/MonitoringPage';
import OverviewPage from '@/features/dashboard/OverviewPage';
import ServicesPage from '@/features/dashboard/ServicesPage';
import type { SessionUser } from '@/lib/auth/session';
import { catalogueEnglishLeaks, formattedEnglishLeaks, visibleTexts } from '@/test/catalogueLeaks';
import { accountRoutes } from '@/features/account/routes';
import { adminRoutes } from '@/features/admin/routes';
import { competitionRoutes } from '@/features/competition/routes';
import { dashboardRoutes } from '@/features/dashboard/routes';
import { renderWithSchemaMocks, type SchemaMockOverrides } from '@/test/schemaMocks';
import { dashboardI18n, setDashboardLanguage } from '@/i18n/instance';
import { en } from '@/i18n/locales/en';
import { fr } from '@/i18n/locales/fr';
import { sw } from '@/i18n/locales/sw';

/**
 * Every main dashboard page, in Kiswahili and in French, with made-up data from the schema: no
 * visible text may be an English catalogue text whose translation differs ("catalogue-English").
 */
const customer: SessionUser = {
  __typename: 'User',
  id: '7',
  username: 'wanjiku',
  email: 'wanjiku@example.co.ke',
  firstName: 'Wanjiku',
  lastName: 'Kamau',
  userType: 'user',
  createdAt: '2026-01-05T08:00:00.000Z',
  twoFactorEnabled: true,
  emailVerified: true,
  avatarUrl: null,
} as SessionUser;

/** Data that exercises the translated API texts (codes) and the catalogue's value lists. */
const apiData = (language: string): SchemaMockOverrides => ({
  'Preferences.language': language,
  'Preferences.timezone': 'eat',
  'Preferences.currency': 'kes',
  'Preferences.dateFormat': 'dd/mm/yyyy',
  'SecurityEvent.action': 'API key "ci" created (MWKABC)',
  'SecurityEvent.actionCode': 'eventApiKeyCreated',
  'SecurityEvent.actionParams': [{ name: 'name', value: 'ci' }, { name: 'accessKeyId', value: 'MWKABC' }],
  'SecurityEvent.location': 'Local machine',
  // The sessions list: the server sends the parts, the page words the device ('Chrome kwenye Linux').
  'Session.device': 'Chrome on Linux',
  'Session.browser': 'Chrome',
  'Session.system': 'Linux',
  'SecurityScoreItem.key': (_: unknown, i: number) => (i % 2 ? 'two_factor' : 'failed_logins'),
  'SecurityScoreItem.label': 'Failed sign-ins (24h)',
  'SecurityScoreItem.explanation': '2 failed sign-ins in the last 24 hours. If it was not you, change your password.',
  'SecurityScoreItem.explanationCode': 'scoreFailedLogins_other',
  'SecurityScoreItem.explanationParams': [{ name: 'count', value: '2' }],
  'ResourceBar.name': (_: unknown, i: number) => (i % 2 ? 'Request rate' : 'Storage'),
  'ResourceBar.nameCode': (_: unknown, i: number) => (i % 2 ? 'resourceRequestRate' : 'resourceStorage'),
  'ResourceBar.detail': '113 GB stored of 300 GB provisioned',
  'ResourceBar.detailCode': 'resourceStorageDetail',
  'ResourceBar.detailParams': [{ name: 'stored', value: '113' }, { name: 'provisioned', value: '300' }],
  'MonitoringAlert.title': 'Slow responses',
  'MonitoringAlert.titleCode': 'alertSlowResponses',
  'MonitoringAlert.message': 'Media: average latency 320 ms in this period.',
  'MonitoringAlert.messageCode': 'alertSlowText',
  'MonitoringAlert.messageParams': [{ name: 'service', value: 'Media' }, { name: 'ms', value: '320' }],
});

const pages: [string, string, ComponentType][] = [
  ['overview', '/dashboard', OverviewPage],
  ['services', '/dashboard/services', ServicesPage],
  ['monitoring', '/dashboard/monitoring', MonitoringPage],
  ['security', '/dashboard/security', SecurityPage],
  ['billing', '/dashboard/billing', BillingPage],
  ['settings', '/dashboard/settings', SettingsPage],
  ['promotions', '/dashboard/promotions', DashboardPromotionsPage],
];

const adminPages: [string, string, ComponentType][] = [
  ['overview', '/admin/dashboard', AdminDashboardPage],
  ['services', '/admin/services', AdminServicesPage],
  ['users', '/admin/users', AdminUsersPage],
  ['promotions', '/admin/promotions', AdminPromotionsPage],
  ['winners', '/admin/winners', AdminWinnersPage],
  ['security', '/admin/security', AdminSecurityPage],
  ['audit log', '/admin/audit', AdminAuditPage],
  ['billing', '/admin/billing', AdminBillingPage],
  ['support', '/admin/support', AdminSupportPage],
  ['settings', '/admin/settings', AdminSettingsPage],
];

describe('the pages checked here', () => {
  it('are every page of the dashboard (a new page joins the list or this fails)', () => {
    const routed = [...dashboardRoutes, ...accountRoutes, ...competitionRoutes].map((r) => r.path!).filter((p) => p.startsWith('/dashboard'));
    expect(pages.map(([, route]) => route).sort()).toEqual(routed.sort());
    const adminRouted = adminRoutes.map((r) => r.path!).filter((p) => p.startsWith('/admin/'));
    expect(adminPages.map(([, route]) => route).sort()).toEqual(adminRouted.sort());
  });

  it('would catch an English chart axis and an English device name', () => {
    expect(formattedEnglishLeaks(['Sat 05:00', 'Jumamosi 05:00', 'sam. 05:00', 'Chrome on Linux', 'Chrome kwenye Linux', 'Chrome sous Linux'])).toEqual(['formatted: "Sat 05:00"', 'formatted: "Chrome on Linux"']);
  });
});

const admin = { ...customer, id: '1', username: 'admin', userType: 'admin' } as SessionUser;

/** Let the queries answer and the pages settle. */
async function settle() {
  for (let i = 0; i < 6; i++) await act(() => new Promise((r) => setTimeout(r, 20)));
}

afterEach(() => setDashboardLanguage('en'));

/** Renders one page inside its layout, waits for its heading and data, and returns the visible texts. */
async function renderPage(Layout: ComponentType, route: string, Page: ComponentType, options: Parameters<typeof renderWithSchemaMocks>[1]) {
  renderWithSchemaMocks(
    <Routes>
      <Route element={<Layout />}>
        <Route path={route} element={<Page />} />
      </Route>
    </Routes>,
    options,
  );
  // Up to 30 s, not the usual 5: a CI run with the machine busy saw the security page's heading
  // late, and a test that gives up leaves its act() scope open for every page after it.
  await screen.findAllByRole('heading', { level: 1 }, { timeout: 30_000 });
  await settle();
  return visibleTexts();
}

// A whole page with its data renders in a few seconds alone, but far slower on a busy two-core machine.
jest.setTimeout(120_000);

describe.each([
  ['sw', sw],
  ['fr', fr],
] as const)('the dashboard in %s', (language, catalogue) => {
  it.each(pages)('%s shows no catalogue-English text', async (_name, route, Page) => {
    const texts = await renderPage(DashboardLayoutRoute, route, Page, { route, user: customer, overrides: apiData(language) });
    expect(dashboardI18n.language).toBe(language);
    expect(texts).toContain(catalogue.nav.signOut); // the frame is there, in this language
    expect(catalogueEnglishLeaks(en, catalogue, texts)).toEqual([]);
    // Chart axes (the overview's 7-day charts name weekdays) and device names: not English either.
    expect(formattedEnglishLeaks(texts)).toEqual([]);
  });
});

describe('the dashboard in sw without any data (the empty states)', () => {
  it.each(pages)('%s shows no catalogue-English text', async (_name, route, Page) => {
    const texts = await renderPage(DashboardLayoutRoute, route, Page, { route, user: customer, overrides: apiData('sw'), listLength: 0 });
    expect(catalogueEnglishLeaks(en, sw, texts)).toEqual([]);
    expect(formattedEnglishLeaks(texts)).toEqual([]);
  });
});

describe.each([
  ['sw', sw],
  ['fr', fr],
] as const)('the admin in %s', (language, catalogue) => {
  it.each(adminPages)('%s shows no catalogue-English text', async (_name, route, Page) => {
    const texts = await renderPage(AdminLayoutRoute, route, Page, { route, user: admin, overrides: { ...apiData(language), 'AdminAuditEntry.action': 'promotion_created', 'Promotion.drawType': 'daily' } });
    expect(dashboardI18n.language).toBe(language);
    expect(texts).toContain(catalogue.admin.signOut);
    expect(catalogueEnglishLeaks(en, catalogue, texts)).toEqual([]);
    expect(formattedEnglishLeaks(texts)).toEqual([]);
  });
});

/** Clicks a button by its exact text and lets the page settle. */
async function press(name: string, root: HTMLElement = document.body) {
  fireEvent.click(within(root).getByRole('button', { name }));
  await settle();
}

describe.each([
  ['sw', sw],
  ['fr', fr],
] as const)('the promotions page’s dialogs and draw check in %s', (language, catalogue) => {
  // The draw check and the simulation recompute SHA-256 with the Web Crypto API (jsdom has none).
  beforeAll(() => {
    if (!globalThis.crypto?.subtle) Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
  });

  it('a verified draw, the selection process with a simulation, and the rules show no catalogue-English text', async () => {
    const route = '/dashboard/promotions';
    renderWithSchemaMocks(
      <Routes>
        <Route element={<DashboardLayoutRoute />}>
          <Route path={route} element={<DashboardPromotionsPage />} />
        </Route>
      </Routes>,
      { route, user: customer, overrides: { ...apiData(language), 'Promotion.drawType': 'daily', 'DrawRecord.beaconSource': 'bitcoin-esplora' } },
    );
    await screen.findAllByRole('heading', { level: 1 });
    await settle();
    const leaks = () => catalogueEnglishLeaks(en, catalogue, visibleTexts());

    // Verify a past winner's draw in the browser (the result's details).
    const winner = document.querySelector<HTMLSelectElement>('select[name="winner"]')!;
    fireEvent.change(winner, { target: { value: winner.options[1]!.value } });
    await settle();
    await press(catalogue.promoLive.verifyInBrowser);
    expect(await screen.findByTestId('verify-result')).toBeInTheDocument();
    expect(leaks()).toEqual([]);

    // The selection process, with a simulation run.
    await press(catalogue.promo.viewProcess);
    const process = await screen.findByRole('dialog');
    expect(within(process).getByText(catalogue.promoLive.processTitle)).toBeInTheDocument();
    await press(catalogue.promoLive.simulate, process);
    expect(await within(process).findByTestId('simulation-result')).toBeInTheDocument();
    expect(leaks()).toEqual([]);
    fireEvent.click(within(process).getAllByRole('button', { name: catalogue.promoLive.close })[0]!);
    await settle();

    // The rules.
    await press(catalogue.promo.rules);
    const rules = await screen.findByTestId('competition-rules');
    expect(within(rules).getByText(catalogue.promoLive.rules_h5)).toBeInTheDocument();
    expect(leaks()).toEqual([]);
  });
});

describe.each([
  ['sw', sw],
  ['fr', fr],
] as const)('the admin’s promotion details in %s', (language, catalogue) => {
  it('the participants’, winners’ and draws’ rows show no catalogue-English text', async () => {
    const route = '/admin/promotions';
    renderWithSchemaMocks(
      <Routes>
        <Route element={<AdminLayoutRoute />}>
          <Route path={route} element={<AdminPromotionsPage />} />
        </Route>
      </Routes>,
      {
        route,
        user: admin,
        overrides: { ...apiData(language), 'Promotion.drawType': 'daily', 'DrawRound.beaconPlan': 'block-height', 'DrawRound.targetBlockHeight': 870002, 'PromotionWinner.beaconSource': 'local-fallback' },
      },
    );
    await screen.findAllByRole('heading', { level: 1 });
    await settle();
    fireEvent.click(screen.getAllByRole('button').find((b) => b.textContent === catalogue.admin.details)!);
    const dialog = await screen.findByRole('dialog');
    await settle();
    expect(within(dialog).getAllByTestId('participant').length).toBeGreaterThan(0);
    const leaks = [...catalogueEnglishLeaks(en, catalogue, visibleTexts())];
    for (const tab of within(dialog).getAllByRole('tab').slice(1)) {
      fireEvent.click(tab);
      await settle();
      leaks.push(...catalogueEnglishLeaks(en, catalogue, visibleTexts()));
    }
    expect(within(dialog).getAllByTestId('draw-round').length).toBeGreaterThan(0);
    expect(leaks).toEqual([]);
  });
});

describe('the leak check itself', () => {
  it('finds an English catalogue text, also with its placeholders filled in, and passes translations', () => {
    expect(catalogueEnglishLeaks(en, sw, ['Security Score', 'Welcome back, Wanjiku', sw.security.score, 'Sample 3'])).toEqual([
      'security.score: "Security Score"',
      'overview.welcome: "Welcome back, Wanjiku"',
    ]);
  });
});
