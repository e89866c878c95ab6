import { Box, Flex } from '@chakra-ui/react';
import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Footer } from '@/components/layout/Footer';
import { PublicHeader } from '@/components/layout/PublicHeader';
import { hidesFooter, hidesPublicHeader } from '@/components/layout/nav';
import { PageSpinner } from '@/components/ui/PageSpinner';
import en from '@/i18n/public/en/common';
import { useRememberLanguageChoice } from '@/i18n/public/LanguageSwitch';
import { useMessages, usePublicLang } from '@/i18n/public/messages';
import { clickWhenHydrated, LazyHydrate } from '@/lib/LazyHydrate';
import { replayEarlyClicks } from './earlyClicks';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { ScrollToTop } from './ScrollToTop';

/**
 * Replays the taps and submits a visitor made before the app existed (app/earlyClicks.ts) once the
 * page has hydrated: rendered after the page, inside its Suspense boundary, which React hydrates
 * in a pass after the root's (a click before then finds the page without handlers and is lost).
 */
function ReplayEarlyClicks() {
  useEffect(() => {
    const timer = setTimeout(() => replayEarlyClicks(clickWhenHydrated), 0);
    return () => clearTimeout(timer);
  }, []);
  return null;
}

/** Applies the layout rules of spec section 2 around every route. */
export function RootLayout() {
  const { pathname } = useLocation();
  const lang = usePublicLang();
  const m = useMessages('common', en);
  // The pre-rendered page names its language in <html lang>; a navigation to another language keeps it true.
  useEffect(() => void (document.documentElement.lang = lang), [lang]);
  useRememberLanguageChoice();
  return (
    <Flex direction="column" minH="100vh">
      {/* The dashboard and admin frame (SidebarShell) has its own, in the dashboard's language. */}
      {!hidesFooter(pathname) && (
        <a href="#main" className="skip-link" style={{ position: 'absolute', left: '-9999px' }} onFocus={(e) => (e.currentTarget.style.left = '8px')} onBlur={(e) => (e.currentTarget.style.left = '-9999px')}>
          {m.skip}
        </a>
      )}
      {!hidesPublicHeader(pathname) && <PublicHeader />}
      <Box as="main" id="main" flex="1" display="flex" flexDirection="column">
        <RouteErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
            <ReplayEarlyClicks />
          </Suspense>
        </RouteErrorBoundary>
      </Box>
      {/* Below every page: a pre-rendered footer hydrates when it comes near (LazyHydrate). */}
      {!hidesFooter(pathname) && (
        <LazyHydrate>
          <Footer />
        </LazyHydrate>
      )}
      <ScrollToTop />
    </Flex>
  );
}
