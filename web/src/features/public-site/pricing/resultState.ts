/**
 * What a price shown beside a form may still claim once the form changes:
 * - 'none': nothing calculated yet;
 * - 'fresh': calculated for exactly these inputs;
 * - 'stale': the inputs changed but are valid: the old figure is dimmed until recalculated;
 * - 'invalid': an input is invalid now: the old figure is withdrawn (never shown beside an error).
 */
export type ResultState = 'none' | 'fresh' | 'stale' | 'invalid';

export function resultState(hasResult: boolean, current: unknown, quotedFor: unknown, valid: boolean): ResultState {
  if (!hasResult) return 'none';
  if (!valid) return 'invalid';
  return JSON.stringify(current) === JSON.stringify(quotedFor) ? 'fresh' : 'stale';
}
