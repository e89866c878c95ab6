import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

/** Chakra system: default tokens plus the brand font stack and a few global styles. */
const customConfig = defineConfig({
  globalCss: {
    'html, body': { bg: 'bg', color: 'fg', minHeight: '100%' },
    body: { overflowX: 'hidden' },
  },
  theme: {
    tokens: {
      fonts: {
        heading: { value: `'Inter', 'Segoe UI', system-ui, -apple-system, sans-serif` },
        body: { value: `'Inter', 'Segoe UI', system-ui, -apple-system, sans-serif` },
        mono: { value: `'JetBrains Mono', 'SFMono-Regular', Menlo, Consolas, monospace` },
      },
    },
    // Chakra's default solid fills (the 600 shades) give white text less than 4.5:1 contrast;
    // the 700 shades meet WCAG AA for button text everywhere in the app.
    semanticTokens: {
      colors: {
        teal: { solid: { value: '{colors.teal.700}' } },
        orange: { solid: { value: '{colors.orange.700}' } },
        green: { solid: { value: '{colors.green.700}' } },
      },
    },
  },
});

export const system = createSystem(defaultConfig, customConfig);
