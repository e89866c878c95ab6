import { Box } from '@chakra-ui/react';

const paths = {
  bucket: 'M4 7c0-1.7 3.6-3 8-3s8 1.3 8 3-3.6 3-8 3-8-1.3-8-3zm0 0l1.6 11c.2 1.2 3 2 6.4 2s6.2-.8 6.4-2L20 7',
  disk: 'M4 6h16v12H4zM4 10h16M8 14h.01M12 14h4',
  snapshot: 'M12 4a8 8 0 1 1-7.4 5M4 4v5h5M12 8v4l3 2',
  globe: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm-9 9h18M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9S9.5 5.5 12 3z',
  bolt: 'M13 3L5 14h6l-1 7 8-11h-6l1-7z',
  shield: 'M12 3l7 3v6c0 4.4-3 7.8-7 9-4-1.2-7-4.6-7-9V6l7-3zm-3 9l2 2 4-4',
  headset: 'M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v5H5a1 1 0 0 1-1-1v-4zm16 0h-3v5h2a1 1 0 0 0 1-1v-4z',
  pin: 'M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21zm0-9a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  terminal: 'M4 5h16v14H4zM7 9l3 3-3 3M12 15h5',
  code: 'M8 8l-4 4 4 4M16 8l4 4-4 4M13 5l-2 14',
  layers: 'M12 3l9 5-9 5-9-5 9-5zm-9 9l9 5 9-5M3 16l9 5 9-5',
  lock: 'M6 11h12v10H6zM8 11V7a4 4 0 0 1 8 0v4',
  book: 'M5 4h10a3 3 0 0 1 3 3v13H8a3 3 0 0 1-3-3V4zm0 13a3 3 0 0 1 3-3h10',
  chat: 'M4 5h16v11H9l-5 4V5z',
  trophy: 'M8 4h8v4a4 4 0 0 1-8 0V4zm4 8v4m-4 4h8M8 6H5a3 3 0 0 0 3 4m8-4h3a3 3 0 0 1-3 4',
} as const;

export type IconName = keyof typeof paths;

/** A small line icon in a tinted square. */
export function IconTile({ name, size = 10, tone = 'teal' }: { name: IconName; size?: number | string; tone?: string }) {
  return (
    <Box w={size} h={size} borderRadius="lg" bg={`${tone}.50`} color={`${tone}.700`} display="flex" alignItems="center" justifyContent="center" flexShrink={0} aria-hidden="true">
      <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
        <path d={paths[name]} />
      </svg>
    </Box>
  );
}
