/** Colours and axis styles shared by the chart wrappers (Chakra's teal/blue/orange palette values). */
export const chartColors = {
  primary: '#0d9488',
  secondary: '#3b82f6',
  tertiary: '#f59e0b',
  danger: '#dc2626',
  muted: '#94a3b8',
  grid: '#e2e8f0',
  text: '#475569',
};

/** A palette for categorical series (regions, services). */
export const seriesPalette = ['#0d9488', '#3b82f6', '#f59e0b', '#8b5cf6', '#ec4899', '#64748b'];

const font = `'Inter', 'Segoe UI', system-ui, sans-serif`;

export const axisStyle = {
  axis: { stroke: chartColors.grid },
  grid: { stroke: 'transparent' },
  ticks: { stroke: 'transparent' },
  tickLabels: { fontSize: 11, fill: chartColors.text, fontFamily: font, padding: 6 },
};

export const dependentAxisStyle = {
  axis: { stroke: 'transparent' },
  grid: { stroke: chartColors.grid, strokeDasharray: '4,4' },
  ticks: { stroke: 'transparent' },
  tickLabels: { fontSize: 11, fill: chartColors.text, fontFamily: font, padding: 4 },
};

export const tooltipStyle = {
  flyoutStyle: { fill: '#0f172a', stroke: 'transparent' },
  style: { fill: '#ffffff', fontSize: 11, fontFamily: font },
  flyoutPadding: { top: 4, bottom: 4, left: 8, right: 8 },
  cornerRadius: 4,
  pointerLength: 6,
};

/**
 * Indexes of the x ticks to label so that labels do not overlap at this width; the gap follows
 * the longest label (about 6.5 px a character at 11 px) unless a minimum gap is given.
 */
export function tickIndexes(count: number, width: number, minGap?: number, labels?: string[]): number[] {
  if (count <= 0) return [];
  const longest = labels?.reduce((m, l) => Math.max(m, l.length), 0) ?? 0;
  const gap = minGap ?? Math.max(36, longest * 6.5 + 14);
  const max = Math.max(2, Math.floor((width - 70) / gap));
  if (count <= max) return Array.from({ length: count }, (_, i) => i);
  const step = Math.ceil(count / max);
  const out: number[] = [];
  for (let i = 0; i < count; i += step) out.push(i);
  return out;
}

/** Compact number for axis labels: 1.2k, 3.4M. */
export function compactNumber(n: number): string {
  return new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 }).format(n);
}
