import { ChakraProvider } from '@chakra-ui/react';
import { CacheProvider } from '@emotion/react';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { useRootSystem } from '@/components/ui/theme';
import { useToastRegionRequested } from '@/components/ui/toastRegion';
import { createBrowserCache } from '@/lib/emotionCache';
import { PRERENDERED_ATTRIBUTE } from './prerendered';
import { AppRoutes } from './router';

// The toast region needs Ark UI's toast machines, which no page needs for its first paint: it
// loads with the first toast (notify() keeps the toast in the toaster's store until it mounts).
const Toaster = lazy(() => import('@/components/ui/toaster').then((m) => ({ default: m.Toaster })));

/**
 * What every render of the app shares, in the browser and when pages are pre-rendered at build
 * time (entry-server.tsx): Chakra's system and, once a toast is asked for, the toast region.
 * `children` is the router: BrowserRouter here, StaticRouter at build time.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const toasts = useToastRegionRequested();
  return (
    <ChakraProvider value={useRootSystem()}>
      {children}
      {toasts && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
    </ChakraProvider>
  );
}

/** The app in the browser. */
export function App() {
  // Once React owns #root, its markup is no longer only what the build rendered: the attribute
  // goes (a sign, for browser tests too, that the page has hydrated and responds).
  useEffect(() => document.getElementById('root')?.removeAttribute(PRERENDERED_ATTRIBUTE), []);
  const [cache] = useState(() => createBrowserCache());
  return (
    <CacheProvider value={cache}>
      <AppProviders>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </CacheProvider>
  );
}
