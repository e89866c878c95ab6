/**
 * How a "change versus the previous period" reads. A percentage means something only against a
 * previous figure of some size: from 12 requests to 16,000 is "+133,233.3%", which says nothing.
 * Past CHANGE_PERCENT_LIMIT the change is shown as the absolute difference in the figure's own
 * unit ("+16K"), or as "New" when that cannot be said; from exactly zero it is "New" too.
 */
export const CHANGE_PERCENT_LIMIT = 999;

export type ChangeView =
  /** Nothing to show (no change given). */
  | { kind: 'none' }
  /** The previous period had no data. */
  | { kind: 'noPrevious' }
  | { kind: 'percent'; direction: 'up' | 'down' | 'flat'; text: string }
  | { kind: 'absolute'; direction: 'up' | 'down'; text: string }
  /** Something where there was nothing (or next to nothing) before. */
  | { kind: 'new' };

export function changeView(a: { change: number | null | undefined; value?: number | null; previous?: number | null; format?: (n: number) => string }): ChangeView {
  const { change, value, previous, format } = a;
  if (change === undefined) return { kind: 'none' };
  if (change === null) return previous === 0 && (value ?? 0) > 0 ? { kind: 'new' } : { kind: 'noPrevious' };
  if (Math.abs(change) > CHANGE_PERCENT_LIMIT) {
    if (format && typeof value === 'number' && typeof previous === 'number') {
      const delta = value - previous;
      return { kind: 'absolute', direction: delta < 0 ? 'down' : 'up', text: `${delta < 0 ? '−' : '+'}${format(Math.abs(delta))}` };
    }
    return { kind: 'new' };
  }
  const direction = change > 0 ? 'up' : change < 0 ? 'down' : 'flat';
  return { kind: 'percent', direction, text: `${change > 0 ? '+' : ''}${change.toFixed(1)}%` };
}
