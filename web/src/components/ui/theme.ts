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
  },
});

export const system = createSystem(defaultConfig, customConfig);
