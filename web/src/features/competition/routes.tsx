import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '@/lib/lazyPage';
import { loadPublicMessages } from '@/i18n/public/messages';

const promotionsPage = () => import('./PromotionsPage');

/**
 * Routes of the competition area (each page lazily loaded with lazyPage). The public page also
 * exists in Kiswahili and French (/sw/promotions, /fr/promotions): its loader waits for that
 * language's public catalogue, as the public site's pages do (public-site/routes.tsx), and for the
 * texts of the competition parts it shares with the dashboard (liveTexts.ts).
 */
export const competitionRoutes: RouteObject[] = [
  { path: '/promotions', element: lazyPage(promotionsPage) },
  ...(['sw', 'fr'] as const).map((lang) => ({
    path: `/${lang}/promotions`,
    element: lazyPage(() => Promise.all([promotionsPage().then((m) => m.loadLiveTexts(lang).then(() => m)), loadPublicMessages(lang)]).then(([m]) => m)),
  })),
  { path: '/dashboard/promotions', element: lazyPage(() => import('./DashboardPromotionsPage')) },
];
