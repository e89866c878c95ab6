import { act, fireEvent } from '@testing-library/react';
import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { clickWhenHydrated, LazyHydrate } from './LazyHydrate';

function Counter({ label }: { label: string }) {
  const [n, setN] = useState(0);
  const ref = useRef<HTMLButtonElement>(null);
  // Marks the button once React has taken it over (hydrated it).
  useEffect(() => void ref.current?.setAttribute('data-hydrated', ''), []);
  return (
    <button ref={ref} onClick={() => setN(n + 1)}>
      {`${label} ${n}`}
    </button>
  );
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
  // Each test its own ids: a section's gate is keyed by its useId and stays open once opened.
  let test = 0;
  beforeEach(async () => {
    const identifierPrefix = `t${++test}-`;
    // The server's HTML (the gate never waits outside a browser render)…
    container = document.createElement('div');
    container.innerHTML = renderToString(<App Wrap={AsOnTheServer} />, { identifierPrefix });
    document.body.appendChild(container);
    // …hydrated in the browser.
    await act(async () => {
      root = hydrateRoot(container, <App Wrap={LazyHydrate} />, { identifierPrefix });
    });
  });
  afterEach(() => {
    act(() => root.unmount());
    container.remove();
  });

  const button = (label: string) => [...container.querySelectorAll('button')].find((b) => b.textContent?.startsWith(label))!;

  it('keeps the section as the server rendered it while the rest hydrates', async () => {
    expect(container.textContent).toBe('Hero 0Below 0');
    fireEvent.click(button('Hero'));
    expect(button('Hero').textContent).toBe('Hero 1');
    expect(button('Hero').hasAttribute('data-hydrated')).toBe(true);
    expect(button('Below').hasAttribute('data-hydrated')).toBe(false);
  });

  it('hydrates the section when the visitor reaches for it', async () => {
    await act(async () => {
      fireEvent.pointerOver(button('Below'));
      await new Promise((r) => setTimeout(r, 50)); // the gate opens, React retries the section
    });
    fireEvent.click(button('Below'));
    expect(button('Below').textContent).toBe('Below 1');
  });

  it("hydrates the section inside a click no gesture announced (a screen reader's) and delivers it, once", async () => {
    fireEvent.click(button('Below'));
    expect(button('Below').textContent).toBe('Below 1');
    await act(async () => {
      await new Promise((r) => setTimeout(r, 50));
    });
    expect(button('Below').textContent).toBe('Below 1');
    fireEvent.click(button('Below'));
    expect(button('Below').textContent).toBe('Below 2');
  });

  it('does not deliver a click twice when the section could hydrate inside it', async () => {
    await act(async () => {
      fireEvent.pointerOver(button('Below'));
      await new Promise((r) => setTimeout(r, 50));
    });
    await act(async () => {
      fireEvent.click(button('Below'));
      await new Promise((r) => setTimeout(r, 50));
    });
    expect(button('Below').textContent).toBe('Below 1');
  });

  it('clickWhenHydrated (a tap made before the app existed): delivered at once to what has hydrated, once the section has hydrated to what waits', async () => {
    act(() => clickWhenHydrated(button('Hero')));
    expect(button('Hero').textContent).toBe('Hero 1');
    const below = button('Below');
    await act(async () => {
      clickWhenHydrated(below);
      await new Promise((r) => setTimeout(r, 50));
    });
    expect(button('Below').hasAttribute('data-hydrated')).toBe(true);
    for (let i = 0; i < 3; i++) {
      await act(async () => {
        await new Promise((r) => setTimeout(r, 50));
      });
      expect({ same: button('Below') === below, text: below.textContent }).toEqual({ same: true, text: 'Below 1' });
    }
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
    return below.hasAttribute('data-hydrated') ? 'hydrated' : 'waiting';
  }

  it('hydrates a waiting section', async () => {
    expect(await hydrateWith(LazyHydrate)).toBe('hydrated');
  });

  it('does not, with whenIdle={false}: that section waits for the visitor', async () => {
    expect(await hydrateWith(Later)).toBe('waiting');
  });
});

describe('LazyHydrate with its code loaded on the way (load)', () => {
  let container: HTMLDivElement;
  let root: Root;
  afterEach(() => {
    act(() => root.unmount());
    container.remove();
  });

  it('hydrates once the code is there, and delivers the click that asked for it then, once', async () => {
    let loaded!: () => void;
    const code = new Promise<void>((r) => (loaded = r));
    let loads = 0;
    const load = () => (loads++, code);
    const Later = ({ children }: { children: ReactNode }) => (
      <LazyHydrate whenIdle={false} load={load}>
        {children}
      </LazyHydrate>
    );
    container = document.createElement('div');
    container.innerHTML = renderToString(<App Wrap={AsOnTheServer} />, { identifierPrefix: 'load-' });
    document.body.appendChild(container);
    await act(async () => {
      root = hydrateRoot(container, <App Wrap={Later} />, { identifierPrefix: 'load-' });
    });
    const below = () => [...container.querySelectorAll('button')].find((b) => b.textContent?.startsWith('Below'))!;
    // A tap: the gesture asks for the code, the click comes before it is there.
    await act(async () => {
      fireEvent.pointerDown(below());
      fireEvent.click(below());
      await new Promise((r) => setTimeout(r, 50));
    });
    expect(loads).toBe(1);
    expect(below().textContent).toBe('Below 0');
    await act(async () => {
      loaded();
      await new Promise((r) => setTimeout(r, 50));
    });
    expect(below().textContent).toBe('Below 1');
    fireEvent.click(below());
    expect(below().textContent).toBe('Below 2');
  });
});
