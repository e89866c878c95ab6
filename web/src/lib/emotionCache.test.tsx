import type { ReactNode } from 'react';
import { PRERENDERED_CSS_ATTRIBUTE, PRERENDERED_GLOBAL_CSS_ATTRIBUTE } from './prerenderedAttribute';

/**
 * A pre-rendered page hydrates with the CSS its HTML brought: the browser's Emotion cache inserts
 * none of those rules again, no provider inserts the global CSS again, and the page's <style>
 * elements stay where they are (a moved or added style sheet makes the browser restyle the page).
 */

type Modules = {
  React: typeof import('react');
  Chakra: typeof import('@chakra-ui/react');
  Emotion: typeof import('@emotion/react');
  theme: typeof import('@/components/ui/theme');
};

// The modules as a page loads them: theme.ts looks at the document when it first builds a system.
function load(): Modules {
  return {
    React: require('react') as Modules['React'],
    Chakra: require('@chakra-ui/react') as Modules['Chakra'],
    Emotion: require('@emotion/react') as Modules['Emotion'],
    theme: require('@/components/ui/theme') as Modules['theme'],
  };
}

const page = ({ Chakra }: Modules): ReactNode => (
  <>
    <Chakra.Heading as="h1">Transparent pricing</Chakra.Heading>
    <Chakra.Button colorPalette="teal">Start Free</Chakra.Button>
    <Chakra.Badge>Beta</Chakra.Badge>
  </>
);

/**
 * What the build writes for the page: its markup and the Emotion names of its class rules (in a
 * fresh copy of the modules; jsdom applies no CSS, so the rules' text does not matter here).
 */
function prerender() {
  let out!: { html: string; names: string[] };
  jest.isolateModules(() => {
    const m = load();
    const { createRoot } = require('react-dom/client') as typeof import('react-dom/client');
    const createCache = (require('@emotion/cache') as { default: typeof import('@emotion/cache').default }).default;
    const { act } = require('react') as typeof import('react');
    const styles = document.createElement('div');
    const cache = createCache({ key: 'css', container: styles });
    const root = document.createElement('div');
    const r = createRoot(root);
    act(() =>
      r.render(
        <m.Emotion.CacheProvider value={cache}>
          <m.Chakra.ChakraProvider value={m.theme.baseSystem()}>{page(m)}</m.Chakra.ChakraProvider>
        </m.Emotion.CacheProvider>,
      ),
    );
    out = { html: root.innerHTML, names: Object.keys(cache.inserted) };
    act(() => r.unmount());
  });
  return out;
}

describe('the browser Emotion cache on a pre-rendered page', () => {
  it('inserts no rule the page already has, leaves its style elements in place and adds no global CSS', async () => {
    const built = prerender();
    expect(built.names).toHaveLength(3); // the heading, the button, the badge
    document.head.innerHTML = `<title>t</title><style ${PRERENDERED_GLOBAL_CSS_ATTRIBUTE}>/* reset, tokens */</style><style ${PRERENDERED_CSS_ATTRIBUTE}="${built.names.join(' ')}">/* rules */</style>`;
    const prerendered = [...document.head.querySelectorAll('style')];
    const container = document.createElement('div');
    container.innerHTML = built.html;
    document.body.appendChild(container);

    const m = load();
    const { hydrateRoot } = await import('react-dom/client');
    const { createBrowserCache } = await import('./emotionCache');
    const errors = jest.spyOn(console, 'error');
    const cache = createBrowserCache();
    const system = m.theme.baseSystem();
    // The systems present no global CSS: ChakraProvider mounts nothing that would build or insert it.
    expect(system._global).toEqual([]);
    await m.React.act(async () => {
      hydrateRoot(
        container,
        <m.Emotion.CacheProvider value={cache}>
          <m.Chakra.ChakraProvider value={system}>{page(m)}</m.Chakra.ChakraProvider>
        </m.Emotion.CacheProvider>,
      );
    });
    expect(errors).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(built.html);
    // Nothing inserted: no style element of the cache's own, nor of any <Global>.
    expect(cache.sheet.tags).toHaveLength(0);
    expect(document.querySelectorAll('style[data-emotion]')).toHaveLength(0);
    // The page's own elements: the same nodes, in the same places.
    expect([...document.head.querySelectorAll('style')].slice(0, 2)).toEqual(prerendered);
    expect(document.head.firstElementChild?.tagName).toBe('TITLE');
    // A rule the page did not bring is inserted as usual.
    const extra = m.theme.baseSystem().css({ color: 'orange.700', letterSpacing: '0.3em' });
    await m.React.act(async () => {
      const { createRoot } = await import('react-dom/client');
      createRoot(document.createElement('div')).render(
        <m.Emotion.CacheProvider value={cache}>
          <m.Chakra.ChakraProvider value={system}>
            <m.Chakra.Box css={extra}>new</m.Chakra.Box>
          </m.Chakra.ChakraProvider>
        </m.Emotion.CacheProvider>,
      );
    });
    expect(cache.sheet.tags.length).toBeGreaterThan(0);
    expect(document.querySelectorAll('style[data-emotion]').length).toBeGreaterThan(0);
    expect([...document.head.querySelectorAll('style')].slice(0, 2)).toEqual(prerendered);
    errors.mockRestore();
  });

  it('without pre-rendered CSS (a client-rendered page) the system keeps its global CSS', () => {
    jest.isolateModules(() => {
      document.head.innerHTML = '';
      const m = load();
      expect(JSON.stringify(m.theme.baseSystem()._global)).toContain('--chakra-colors-teal-700');
    });
  });
});
