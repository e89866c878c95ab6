import { act, fireEvent } from '@testing-library/react';
import { Suspense, useState, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { LazyHydrate } from './LazyHydrate';

function Counter({ label }: { label: string }) {
  const [n, setN] = useState(0);
  return <button onClick={() => setN(n + 1)}>{`${label} ${n}`}</button>;
}

const App = ({ Wrap }: { Wrap: (p: { children: ReactNode }) => ReactNode }) => (
  <main>
    <Counter label="Hero" />
    <Wrap>
      <Counter label="Below" />
    </Wrap>
  </main>
);

// What LazyHydrate renders at build time (in Node, where it never waits): the test runs in jsdom,
// so the server's markup comes from the same elements without the gate.
const AsOnTheServer = ({ children }: { children: ReactNode }) => (
  <div>
    <Suspense fallback={null}>{children}</Suspense>
  </div>
);

describe('LazyHydrate', () => {
  let container: HTMLDivElement;
  let root: Root;
  beforeEach(async () => {
    // The server's HTML (the gate never waits outside a browser render)…
    container = document.createElement('div');
    container.innerHTML = renderToString(<App Wrap={AsOnTheServer} />);
    document.body.appendChild(container);
    // …hydrated in the browser.
    await act(async () => {
      root = hydrateRoot(container, <App Wrap={LazyHydrate} />);
    });
  });
  afterEach(() => {
    act(() => root.unmount());
    container.remove();
  });

  const button = (label: string) => [...container.querySelectorAll('button')].find((b) => b.textContent?.startsWith(label))!;

  it('keeps the section as the server rendered it while the rest hydrates', () => {
    expect(container.textContent).toBe('Hero 0Below 0');
    fireEvent.click(button('Hero'));
    expect(button('Hero').textContent).toBe('Hero 1');
    fireEvent.click(button('Below'));
    expect(button('Below').textContent).toBe('Below 0');
  });

  it('hydrates the section when the visitor reaches for it', async () => {
    await act(async () => {
      fireEvent.pointerOver(button('Below'));
      await new Promise((r) => setTimeout(r, 50)); // the gate opens, React retries the section
    });
    fireEvent.click(button('Below'));
    expect(button('Below').textContent).toBe('Below 1');
  });

  it('hydrates every waiting section on the first gesture anywhere on the page', async () => {
    await act(async () => {
      fireEvent.pointerDown(button('Hero'));
      await new Promise((r) => setTimeout(r, 50));
    });
    fireEvent.click(button('Below'));
    expect(button('Below').textContent).toBe('Below 1');
  });
});

describe('LazyHydrate once the browser is idle', () => {
  const Later = ({ children }: { children: ReactNode }) => <LazyHydrate whenIdle={false}>{children}</LazyHydrate>;
  let container: HTMLDivElement;
  let root: Root;
  afterEach(() => {
    delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
    act(() => root.unmount());
    container.remove();
  });

  // A browser that is idle at once (jsdom has no idle callbacks of its own). Each page its own ids:
  // a section's gate is keyed by its useId and stays open once opened.
  let page = 0;
  async function hydrateWith(Wrap: (p: { children: ReactNode }) => ReactNode) {
    (window as { requestIdleCallback?: unknown }).requestIdleCallback = (cb: () => void) => setTimeout(cb, 0);
    const identifierPrefix = `idle${++page}-`;
    container = document.createElement('div');
    container.innerHTML = renderToString(<App Wrap={AsOnTheServer} />, { identifierPrefix });
    document.body.appendChild(container);
    await act(async () => {
      root = hydrateRoot(container, <App Wrap={Wrap} />, { identifierPrefix });
    });
    await act(async () => {
      await new Promise((r) => setTimeout(r, 100));
    });
    const below = [...container.querySelectorAll('button')].find((b) => b.textContent?.startsWith('Below'))!;
    fireEvent.click(below);
    return below.textContent;
  }

  it('hydrates a waiting section', async () => {
    expect(await hydrateWith(LazyHydrate)).toBe('Below 1');
  });

  it('does not, with whenIdle={false}: that section waits for the visitor', async () => {
    expect(await hydrateWith(Later)).toBe('Below 0');
  });
});
