/** Byte sizes go through the product's one formatter (contracts/bytes.ts). */
export { formatBytes } from '@/lib/format';

/** The last path segment of a key or folder ('photos/2026/' → '2026', 'a/b.txt' → 'b.txt'). */
export const baseName = (key: string) => key.replace(/\/$/, '').split('/').pop() ?? key;
