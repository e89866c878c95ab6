import { Box, Flex } from '@chakra-ui/react';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Footer } from '@/components/layout/Footer';
import { PublicHeader } from '@/components/layout/PublicHeader';
import { hidesFooter, hidesPublicHeader } from '@/components/layout/nav';
import { PageSpinner } from '@/components/ui/PageSpinner';
import { LazyHydrate } from '@/lib/LazyHydrate';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { ScrollToTop } from './ScrollToTop';

/** Applies the layout rules of spec section 2 around every route. */
export function RootLayout() {
  const { pathname } = useLocation();
  return (
    <Flex direction="column" minH="100vh">
      <a href="#main" className="skip-link" style={{ position: 'absolute', left: '-9999px' }} onFocus={(e) => (e.currentTarget.style.left = '8px')} onBlur={(e) => (e.currentTarget.style.left = '-9999px')}>
        Skip to content
      </a>
      {!hidesPublicHeader(pathname) && <PublicHeader />}
      <Box as="main" id="main" flex="1" display="flex" flexDirection="column">
        <RouteErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
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
