/** @jest-environment node */
import { Button, ChakraProvider, Heading } from '@chakra-ui/react';
import { CacheProvider } from '@emotion/react';
import { renderToString } from 'react-dom/server';
import { baseSystem } from '@/components/ui/theme';
import { createRenderCache, styleTags } from './emotionStyles';

// Rendered as at build time (Node, no document): Emotion keeps the CSS instead of inlining it.
function render() {
  const cache = createRenderCache();
  const html = renderToString(
    <CacheProvider value={cache}>
      <ChakraProvider value={baseSystem()}>
        <Heading as="h1">Pricing</Heading>
        <Button colorPalette="teal">Start Free</Button>
      </ChakraProvider>
    </CacheProvider>,
  );
  return { html, styles: styleTags(cache) };
}

describe('build-time CSS', () => {
  it('leaves no <style> in the markup and collects it for <head>', () => {
    const { html, styles } = render();
    expect(html).not.toContain('<style');
    expect(html).toMatch(/class="[^"]*css-\w+/);
    expect(styles).toMatch(/^<style data-mw-global-css>/);
    // Not Emotion's own attribute: Emotion would move such elements around <head> (emotionCache.ts).
    expect(styles).not.toContain('data-emotion');
  });

  it('names every class of the markup in one element, with its rule', () => {
    const { html, styles } = render();
    const classes = [...html.matchAll(/\bcss-(\w+)/g)].map((m) => m[1]!);
    const names = /<style data-mw-css="([^"]*)">/.exec(styles)![1]!.split(' ');
    expect(classes.length).toBeGreaterThan(1);
    for (const c of classes) {
      expect(names).toContain(c);
      expect(styles).toContain(`.css-${c}`);
    }
  });

  it('puts the token variables, the reset and the layer order in the global element, before the class rules', () => {
    const { styles } = render();
    const globals = /<style data-mw-global-css>([\s\S]*?)<\/style>/.exec(styles)![1]!;
    expect(globals).toContain('--chakra-colors-teal-700');
    expect(globals.slice(0, 40)).toBe('@layer reset,base,tokens,recipes;@layer ');
    expect(globals).toContain('@layer reset{');
    expect(styles.indexOf('data-mw-global-css')).toBeLessThan(styles.indexOf('data-mw-css='));
  });
});
