import { Suspense, use, useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useHydrated } from './useHydrated';

const inBrowser = typeof window !== 'undefined';

/** "This section may hydrate now", one per section, keyed by its useId. */
interface HydrationGate {
  opened: Promise<void>;
  /** Its code is there and React may hydrate it (synchronously, if an event needs it). */
  isOpen: boolean;
  /** Opens it, once its code (`load`) has loaded. */
  open: () => void;
  load?: () => Promise<unknown>;
  /** A click React could not deliver while the section waited: delivered again once it hydrated. */
  replay?: Element;
}
const gates = new Map<string, HydrationGate>();
function gate(id: string): HydrationGate {
  let g = gates.get(id);
  if (!g) {
    let resolve!: () => void;
    let opening = false;
    const opened = new Promise<void>((r) => (resolve = r));
    // Marked fulfilled the way React reads a thenable: use() then returns at once, without
    // suspending first (Gate calls use() on every render in the browser, open or not).
    const openNow = () => {
      created.isOpen = true;
      Object.assign(opened, { status: 'fulfilled', value: undefined });
      resolve();
    };
    const created: HydrationGate = {
      opened,
      isOpen: false,
      open: () => {
        if (opening) return;
        opening = true;
        // A failed download opens it too: the lazy part then throws to the route's error boundary.
        if (created.load) void created.load().then(openNow, openNow);
        else openNow();
      },
    };
    gates.set(id, (g = created));
  }
  return g;
}

/** Sections waiting on screen, with what opens each one's gate. */
const waiting = new Map<Element, () => void>();
/** Every section not hydrated yet, with its gate. */
const unhydrated = new Map<Element, HydrationGate>();

if (inBrowser) {
  // Listened to on the window, ahead of React: React stops a pointer or focus event aimed at a
  // part that has not hydrated yet before it could reach the section's own element.
  const onIntent = (e: Event) => {
    for (const [el, open] of waiting) if (e.target instanceof Node && el.contains(e.target)) open();
  };
  for (const type of ['pointerover', 'focusin', 'touchstart'] as const) window.addEventListener(type, onIntent, { capture: true, passive: true });
  // The visitor's first gesture anywhere opens every gate: from then on the page may change (a
  // tab, a navigation), and an update that reaches a section still waiting would make React hold
  // it back until the section may hydrate.
  const openAll = () => {
    for (const g of gates.values()) g.open();
    for (const type of ['pointerdown', 'keydown'] as const) window.removeEventListener(type, openAll, true);
  };
  for (const type of ['pointerdown', 'keydown'] as const) window.addEventListener(type, openAll, { capture: true, passive: true });
  // A click on a section still waiting (no gesture came first: a screen reader's click) opens its
  // gate, and React hydrates the section inside the click and delivers it. React drops a click
  // whose section cannot hydrate at once (its code is still loading): that one is held here and
  // clicked again once the section has hydrated.
  window.addEventListener(
    'click',
    (e) => {
      if (!(e.target instanceof Element)) return;
      for (const [el, g] of unhydrated) {
        if (!el.contains(e.target)) continue;
        g.open();
        if (g.isOpen) continue;
        e.stopPropagation();
        e.preventDefault();
        g.replay = e.target;
      }
    },
    { capture: true },
  );
}

/**
 * Clicks `target` once the section it is in has hydrated, or at once when it is in none still
 * waiting. For the taps a visitor made before the app existed (app/earlyClicks.ts): replayed right
 * after the page's first commit, a click on a waiting section is not hydrated for by React (it
 * drops it, and a submit button then sends its form natively); once the section has hydrated it is
 * delivered like any other.
 */
export function clickWhenHydrated(target: HTMLElement): void {
  for (const [el, g] of unhydrated) {
    if (!el.contains(target)) continue;
    g.replay = target;
    g.open();
    return;
  }
  target.click();
}

/**
 * While the page hydrates, suspends until the section's gate opens; at build time and in a
 * render in the browser, never.
 */
function Gate({ id, children }: { id: string; children: ReactNode }) {
  const hydrated = useHydrated();
  if (inBrowser) {
    const g = gate(id);
    if (hydrated) g.open(); // rendered afresh: nothing to wait for but its code (idempotent)
    use(g.opened);
  }
  // The same elements at build time (useId's values depend on the tree's shape).
  return (
    <>
      {children}
      <Hydrated id={id} />
    </>
  );
}

/** Rendered last inside the gate: its layout effect runs once the section has hydrated. */
function Hydrated({ id }: { id: string }) {
  useLayoutEffect(() => {
    const g = gates.get(id);
    for (const [el, waitingGate] of unhydrated) if (waitingGate === g) unhydrated.delete(el);
    const target = g?.replay;
    if (!g || !target) return;
    g.replay = undefined;
    setTimeout(() => target.isConnected && target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true })), 0);
  }, [id]);
  return null;
}

// How far below the viewport a section starts hydrating (it is ready by the time it scrolls in).
const MARGIN = '300px';
// A section nobody reached hydrates anyway once the browser is idle, within this long.
const IDLE_TIMEOUT_MS = 4000;

type IdleWindow = Window & { requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => number; cancelIdleCallback?: (id: number) => void };

/**
 * Pre-rendered content below the fold that hydrates later: its HTML is on screen (its links
 * work) from the start, while React leaves it as it is (a Suspense boundary that suspends during
 * hydration keeps the server's markup) until it comes near the viewport, the visitor points at,
 * focuses or touches it, makes any gesture on the page, or the browser is idle. The page's first
 * hydration then covers only what is on screen. Rendered in the browser without pre-rendered
 * HTML (after a client navigation) it renders at once. The <div> is what the browser observes.
 *
 * `whenIdle={false}`: not when the browser is idle either; for a section whose hydration is heavy
 * (its queries' answers and their renders: /promotions' prizes, plans and winners were the long
 * tasks that kept a phone busy after the page could be used, bench/README.md) and whose data a
 * visitor who never scrolls there should not pay for. Its components must render their neutral
 * state first (`useDeferredValue(answer, null)`): Apollo may hold their answer by the time they
 * hydrate, and the pre-rendered HTML has none.
 *
 * `load`: the section's code, when it is a lazy module (lazyPage's `preloadElement`): it loads
 * when the section would hydrate, and the gate opens once it is there, so React never hydrates
 * the section half-way. A click on the section meanwhile is held and delivered once it has
 * hydrated (a click on a waiting section without `load` hydrates it at once).
 *
 * Keep the parent of a LazyHydrate from re-rendering while the page loads (e.g. on the session's
 * answer): an update that reaches a waiting section makes React render it afresh.
 */
export function LazyHydrate({ children, whenIdle = true, load }: { children: ReactNode; whenIdle?: boolean; load?: () => Promise<unknown> }) {
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  // Made here, with the page: React may hydrate the boundary below after this effect has run.
  if (inBrowser) gate(id).load ??= load;
  useEffect(() => {
    const g = gates.get(id);
    const el = box.current;
    if (!g || g.isOpen || !el) return;
    unhydrated.set(el, g);
    const w = window as IdleWindow;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && open(), { rootMargin: `${MARGIN} 0px` });
    const idle = !whenIdle ? undefined : w.requestIdleCallback ? w.requestIdleCallback(() => open(), { timeout: IDLE_TIMEOUT_MS }) : window.setTimeout(() => open(), IDLE_TIMEOUT_MS);
    function stop() {
      observer.disconnect();
      if (idle !== undefined) {
        if (w.cancelIdleCallback) w.cancelIdleCallback(idle);
        else window.clearTimeout(idle);
      }
      waiting.delete(el!);
    }
    function open() {
      stop();
      g!.open();
    }
    observer.observe(el);
    waiting.set(el, open);
    return () => {
      stop();
      unhydrated.delete(el);
    };
  }, [id, whenIdle]);
  return (
    <div ref={box}>
      <Suspense fallback={null}>
        <Gate id={id}>{children}</Gate>
      </Suspense>
    </div>
  );
}
