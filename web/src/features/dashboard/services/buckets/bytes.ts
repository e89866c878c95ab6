/** Binary units, as quotas and bills count them (1 GB = 2^30 bytes). */
const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;
const one = new Intl.NumberFormat('en', { maximumFractionDigits: 1 });

/** '0 B', '15 B', '1.2 KB', '3.4 MB', '1 GB'. */
export function formatBytes(n: number): string {
  let v = Math.max(0, n);
  let i = 0;
  while (v >= 1024 && i < UNITS.length - 1) {
    v /= 1024;
    i++;
  }
  return `${i === 0 ? Math.round(v) : one.format(v)} ${UNITS[i]}`;
}

/** The last path segment of a key or folder ('photos/2026/' → '2026', 'a/b.txt' → 'b.txt'). */
export const baseName = (key: string) => key.replace(/\/$/, '').split('/').pop() ?? key;
