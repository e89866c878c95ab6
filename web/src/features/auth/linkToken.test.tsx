import { act, render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { useLinkToken } from './linkToken';

function Shown({ token }: { token: string | null }) {
  return <p>{`token: ${token ?? 'none'}`}</p>;
}

/** The page reads the token, and its child is a lazy chunk: React throws the page's first render away. */
function pageWithLazyChild(loaded: Promise<void>) {
  const Child = lazy(() => loaded.then(() => ({ default: Shown })));
  return function Page() {
    const token = useLinkToken();
    return <Child token={token} />;
  };
}

describe('useLinkToken', () => {
  it('keeps the token through a suspended first render, then removes it from the address bar', async () => {
    window.history.replaceState(null, '', '/reset-password#token=abc_DEF-123');
    let load!: () => void;
    const Page = pageWithLazyChild(new Promise<void>((r) => (load = r)));
    await act(async () => {
      render(
        <Suspense fallback={<p>loading</p>}>
          <Page />
        </Suspense>,
      );
    });
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(window.location.hash).toBe('#token=abc_DEF-123'); // nothing shown yet: still in the address
    await act(async () => load());
    expect(await screen.findByText('token: abc_DEF-123')).toBeInTheDocument();
    expect(window.location.hash).toBe('');
    expect(window.location.pathname).toBe('/reset-password');
  });

  it('gives null without a token', async () => {
    window.history.replaceState(null, '', '/reset-password');
    const Page = pageWithLazyChild(Promise.resolve());
    await act(async () => {
      render(
        <Suspense fallback={<p>loading</p>}>
          <Page />
        </Suspense>,
      );
    });
    expect(await screen.findByText('token: none')).toBeInTheDocument();
  });
});
