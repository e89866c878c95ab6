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
    expect(styles).toMatch(/^<style data-emotion="css-global \w+">/);
  });

  it('names every class of the markup in one data-emotion element, with its rule', () => {
    const { html, styles } = render();
    const classes = [...html.matchAll(/\bcss-(\w+)/g)].map((m) => m[1]!);
    const names = /<style data-emotion="css ([^"]*)">/.exec(styles)![1]!.split(' ');
    expect(classes.length).toBeGreaterThan(1);
    for (const c of classes) {
      expect(names).toContain(c);
      expect(styles).toContain(`.css-${c}`);
    }
  });

  it('puts the token variables and the reset in global elements (what <Global> rehydrates)', () => {
    const { styles } = render();
    const globals = [...styles.matchAll(/<style data-emotion="css-global (\w+)">([\s\S]*?)<\/style>/g)];
    expect(globals.length).toBeGreaterThanOrEqual(2);
    expect(globals.map((g) => g[2]).join('')).toContain('--chakra-colors-teal-700');
  });
});
