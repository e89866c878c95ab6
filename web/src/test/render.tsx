import { ChakraProvider } from '@chakra-ui/react';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { system } from '@/components/ui/theme';
import { Toaster } from '@/components/ui/toaster';

/** Render a component with Chakra, mocked Apollo responses, a memory router and the toaster. */
export function renderWithProviders(ui: ReactElement, { mocks = [], route = '/' }: { mocks?: MockLink.MockedResponse[]; route?: string } = {}) {
  return render(
    <ChakraProvider value={system}>
      <MockedProvider mocks={mocks}>
        <MemoryRouter initialEntries={[route]}>
          {ui}
          <Toaster />
        </MemoryRouter>
      </MockedProvider>
    </ChakraProvider>,
  );
}
