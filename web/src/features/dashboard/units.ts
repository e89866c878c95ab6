import { useMemo } from 'react';
import { formatBytes, formatGb } from '@/lib/format';
import { useDashboardT } from '@/i18n';

/**
 * Number formats of the dashboard figures (stored bytes, GB, requests, percentages, latency) in the
 * dashboard's language: '19.07 MB', '1.2M', '99.95%' in English; '19,07 Mo', '1,2 M', '99,95 %'
 * in French. Components take them from `useUnits()`, so a language switch rewrites every figure.
 */
export interface Units {
  /** Bytes through the one byte formatter (contracts/bytes.ts). */
  formatBytes: (bytes: number) => string;
  /** A GB figure through the same formatter: '19.07 MB', '512 GB', '1.5 TB'. */
  formatGB: (gb: number) => string;
  /** '1.2M', '845'. */
  formatCount: (n: number) => string;
  /** '99.95%' (two decimals for uptime-like figures, one otherwise). */
  formatPercent: (p: number, digits?: number) => string;
  /** '42 ms'. */
  formatMs: (ms: number) => string;
}

const cache = new Map<string, Units>();

/** The formatters of one language (en, sw, fr), built once. */
export function unitsFor(language: string): Units {
  let units = cache.get(language);
  if (units) return units;
  const int = new Intl.NumberFormat(language, { maximumFractionDigits: 0 });
  const compact = new Intl.NumberFormat(language, { notation: 'compact', maximumFractionDigits: 1 });
  const percents = new Map<number, Intl.NumberFormat>();
  const percent = (digits: number) => {
    let f = percents.get(digits);
    if (!f) percents.set(digits, (f = new Intl.NumberFormat(language, { style: 'percent', minimumFractionDigits: digits, maximumFractionDigits: digits })));
    return f;
  };
  units = {
    formatBytes: (bytes) => formatBytes(bytes, language),
    formatGB: (gb) => formatGb(gb, language),
    formatCount: (n) => (n >= 10_000 ? compact.format(n) : int.format(n)),
    formatPercent: (p, digits = 1) => percent(digits).format(p / 100),
    formatMs: (ms) => `${int.format(ms)} ms`,
  };
  cache.set(language, units);
  return units;
}

/** The figure formatters in the dashboard's current language. */
export function useUnits(): Units {
  const { language } = useDashboardT();
  return useMemo(() => unitsFor(language), [language]);
}

/**
 * The StatCard props that let it show an absolute change where a percentage would mislead
 * (components/ui/changeView.ts): the figure, the previous period's, and how to write a difference.
 */
export const statDelta = (s: { value: number; previousValue?: number | null } | undefined, format: (n: number) => string) => ({
  numericValue: s?.value,
  previous: s?.previousValue,
  formatDelta: format,
});

/** Egress regions of the metering data. */
export const EGRESS_REGION_LABEL: Record<string, string> = {
  kenya: 'Kenya (local)',
  'east-africa': 'East Africa',
  africa: 'Rest of Africa',
};
