import { formatGb } from '@/lib/format';

/** Number formats of the dashboard figures (storage, requests, percentages, latency). */
const int = new Intl.NumberFormat('en', { maximumFractionDigits: 0 });
const compact = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 });

/** A GB figure through the one byte formatter: '19.07 MB', '512 GB', '1.5 TB' (contracts/bytes.ts). */
export const formatGB = formatGb;

/** '1.2M', '845'. */
export const formatCount = (n: number) => (n >= 10_000 ? compact.format(n) : int.format(n));

/** '99.95%' (two decimals for uptime-like figures, one otherwise). */
export const formatPercent = (p: number, digits = 1) => `${p.toFixed(digits)}%`;

/** '42 ms'. */
export const formatMs = (ms: number) => `${int.format(ms)} ms`;

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
