import { ChakraProvider } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { useRootSystem } from '@/components/ui/theme';
import { AppRoutes } from './router';

// The toast region needs Ark UI's toast machines, which no page needs for its first paint: it
// mounts once the browser is idle. notify() works before that: toasts wait in the toaster's
// store (loaded with the page that calls notify) and show as soon as the region mounts.
const Toaster = lazy(() => import('@/components/ui/toaster').then((m) => ({ default: m.Toaster })));

/** True once the browser is idle after the first render (at most ~1.5 s later). */
function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const w = window as Window & { requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => number };
    const go = () => setReady(true);
    if (w.requestIdleCallback) w.requestIdleCallback(go, { timeout: 1500 });
    else setTimeout(go, 200);
  }, []);
  return ready;
}

export function App() {
  const idle = useAfterFirstPaint();
  return (
    <ChakraProvider value={useRootSystem()}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
      {idle && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
    </ChakraProvider>
  );
}
