import { render, screen } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import { baseSystem } from '@/components/ui/theme';
import { RouteErrorBoundary } from './RouteErrorBoundary';

function Boom({ message }: { message: string }): never {
  throw new Error(message);
}

const inShell = (key: string, child: React.ReactNode) => (
  <ChakraProvider value={baseSystem()}>
    <RouteErrorBoundary resetKey={key}>{child}</RouteErrorBoundary>
  </ChakraProvider>
);

describe('RouteErrorBoundary', () => {
  let log: jest.SpyInstance;
  beforeEach(() => {
    log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => log.mockRestore());

  it('shows a message and a reload button instead of a blank page, never the error text', () => {
    render(inShell('/a', <Boom message="Cannot read properties of undefined (reading 'x')" />));
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeInTheDocument();
    expect(screen.queryByText(/reading 'x'/)).not.toBeInTheDocument();
  });

  it('asks for a reload when a page chunk of an older deploy cannot be fetched', () => {
    render(inShell('/a', <Boom message="Failed to fetch dynamically imported module: /assets/Page-old.js" />));
    expect(screen.getByRole('alert')).toHaveTextContent('A new version is available');
  });

  it('clears itself when the visitor goes to another page', () => {
    const { rerender } = render(inShell('/a', <Boom message="broken" />));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    rerender(inShell('/b', <p>Another page</p>));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('Another page')).toBeInTheDocument();
  });
});
