import { ChakraProvider } from '@chakra-ui/react';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { appSystem } from '@/components/ui/theme-app';
import { setSession, type SessionUser } from '@/lib/auth/session';
import { Toaster } from '@/components/ui/toaster';

/**
 * Render a component with Chakra, mocked Apollo responses, a memory router and the toaster, as
 * `user` (signed out by default: the session store then makes no request).
 */
export function renderWithProviders(ui: ReactElement, { mocks = [], route = '/', user = null }: { mocks?: MockLink.MockedResponse[]; route?: string; user?: SessionUser | null } = {}) {
  setSession(user);
  return render(
    <ChakraProvider value={appSystem}>
      <MockedProvider mocks={mocks}>
        <MemoryRouter initialEntries={[route]}>
          {ui}
          <Toaster />
        </MemoryRouter>
      </MockedProvider>
    </ChakraProvider>,
  );
}
