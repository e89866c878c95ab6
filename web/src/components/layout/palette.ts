import type { CSSProperties } from 'react';

/**
 * Chakra's default solid teal/orange/green (the 600 shades) give white text less than 4.5:1
 * contrast; the public header and pages use the 700 shades instead (WCAG AA). Apply with `style`.
 */
export const accessiblePalette = {
  '--chakra-colors-teal-solid': 'var(--chakra-colors-teal-700)',
  '--chakra-colors-orange-solid': 'var(--chakra-colors-orange-700)',
  '--chakra-colors-green-solid': 'var(--chakra-colors-green-700)',
} as CSSProperties;
