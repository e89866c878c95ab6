/**
 * The one byte-size formatter of the product (pure, no imports: the web's lib/format re-exports it
 * and the server writes it into its texts, e.g. the monitoring storage bar), so a stored figure
 * reads the same on every page.
 */

/** A GB of quota, metering and billing is 2^30 bytes (as the big clouds bill). */
export const BYTES_PER_GB = 1024 ** 3;

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;
const two = new Intl.NumberFormat('en', { maximumFractionDigits: 2 });

/**
 * Bytes in the largest binary unit that keeps the figure at 1 or more, with up to two decimals
 * ('0 B', '15 B', '1.5 KB', '19.07 MB', '50 GB', '2.5 TB'): a few MB never read as "0 GB".
 */
export function formatBytes(n: number): string {
  let v = Number.isFinite(n) ? Math.max(0, n) : 0;
  let i = 0;
  while (v >= 1024 && i < UNITS.length - 1) {
    v /= 1024;
    i++;
  }
  // Rounding may reach the next unit (1023.999 KB → '1,024 KB'): carry it.
  if (i < UNITS.length - 1 && Math.round(v * 100) / 100 >= 1024) {
    v /= 1024;
    i++;
  }
  return `${i === 0 ? Math.round(v) : two.format(v)} ${UNITS[i]}`;
}

/** A figure in GB (metering, provisioned sizes) through the same formatter. */
export const formatGb = (gb: number) => formatBytes(gb * BYTES_PER_GB);
