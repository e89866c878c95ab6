/**
 * The one byte-size formatter of the product (pure, no imports: the web's lib/format re-exports it
 * and the server writes it into its texts, e.g. the monitoring storage bar), so a stored figure
 * reads the same on every page.
 */

/** A GB of quota, metering and billing is 2^30 bytes (as the big clouds bill). */
export const BYTES_PER_GB = 1024 ** 3;

/** Unit names per dashboard language: French writes octets (o, Ko, Mo, Go, To); Kiswahili uses the English symbols. */
const UNITS: Record<string, readonly string[]> = {
  en: ['B', 'KB', 'MB', 'GB', 'TB'],
  sw: ['B', 'KB', 'MB', 'GB', 'TB'],
  fr: ['o', 'Ko', 'Mo', 'Go', 'To'],
};
const numberFormats = new Map<string, Intl.NumberFormat>();
/** Up to two decimals in the language's own way (19.07 in English and Kiswahili, 19,07 in French); cached. */
function twoDecimals(language: string): Intl.NumberFormat {
  let f = numberFormats.get(language);
  if (!f) numberFormats.set(language, (f = new Intl.NumberFormat(language, { maximumFractionDigits: 2 })));
  return f;
}

/**
 * Bytes in the largest binary unit that keeps the figure at 1 or more, with up to two decimals
 * ('0 B', '15 B', '1.5 KB', '19.07 MB', '50 GB', '2.5 TB'): a few MB never read as "0 GB". In
 * French '19,07 Mo' (a no-break space before the unit, as French typography has it).
 */
export function formatBytes(n: number, language = 'en'): string {
  const lang = UNITS[language] ? language : 'en';
  const units = UNITS[lang]!;
  let v = Number.isFinite(n) ? Math.max(0, n) : 0;
  let i = 0;
  while (v >= 1024 && i < units.length - 1) {
    v /= 1024;
    i++;
  }
  // Rounding may reach the next unit (1023.999 KB → '1,024 KB'): carry it.
  if (i < units.length - 1 && Math.round(v * 100) / 100 >= 1024) {
    v /= 1024;
    i++;
  }
  return `${i === 0 ? Math.round(v) : twoDecimals(lang).format(v)}${lang === 'fr' ? '\u00a0' : ' '}${units[i]}`;
}

/** A figure in GB (metering, provisioned sizes) through the same formatter. */
export const formatGb = (gb: number, language = 'en') => formatBytes(gb * BYTES_PER_GB, language);
