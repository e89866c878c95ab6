import { useEffect, useState } from 'react';
import { countdownParts, pad2 } from '@/lib/format';

export const DRAW_COMPLETED = 'Draw completed';
export const NOT_SCHEDULED = 'Not scheduled';

/** Where a countdown stands: counting down, the draw time reached, or no draw scheduled at all. */
export type CountdownState = 'counting' | 'completed' | 'unscheduled';

/**
 * Countdown text to a draw: days, then hh:mm:ss ("2d 04:05:06"); 'Draw completed' at zero;
 * 'Not scheduled' when there is no draw to count down to.
 */
export function formatCountdown(target: Date | string | null | undefined, now: Date = new Date()): { done: boolean; state: CountdownState; text: string } {
  if (!target) return { done: true, state: 'unscheduled', text: NOT_SCHEDULED };
  const p = countdownParts(typeof target === 'string' ? new Date(target) : target, now);
  if (p.total === 0) return { done: true, state: 'completed', text: DRAW_COMPLETED };
  return { done: false, state: 'counting', text: `${p.days}d ${pad2(p.hours)}:${pad2(p.minutes)}:${pad2(p.seconds)}` };
}

/**
 * The line above the countdown, so that the two read as one phrase in every state:
 * "Daily draw in" / "2d 04:05:06"; "Daily draw" / "Draw completed"; "Next draw" / "Not scheduled".
 */
export function countdownHeading(drawLabel: string | undefined, state: CountdownState): string {
  if (state === 'counting') return `${drawLabel ?? 'Next draw'} in`;
  if (state === 'completed') return drawLabel ?? 'Latest draw';
  return 'Next draw';
}

/** The small line under the countdown: when the draw is (or was) due, East Africa Time. */
export function countdownWhen(at: string | null | undefined, state: CountdownState, format: (iso: string) => string): string {
  if (!at || state === 'unscheduled') return '\u00a0';
  return state === 'completed' ? `Drawn ${format(at)} EAT · result shortly` : `${format(at)} EAT`;
}

/** Share of the period elapsed (0..1) from its start and its draw time; falls back to the server's figure. */
export function periodElapsed(start: string | null | undefined, end: string | null | undefined, now: Date, fallback: number): number {
  if (!start || !end) return clamp01(fallback);
  const s = new Date(start).getTime();
  const e = new Date(end).getTime();
  if (!(e > s)) return clamp01(fallback);
  return clamp01((now.getTime() - s) / (e - s));
}

const clamp01 = (n: number) => (Number.isFinite(n) ? Math.min(1, Math.max(0, n)) : 0);

/** The current time, refreshed every `intervalMs` (the spec's countdown refreshes every 1 second). */
export function useNow(intervalMs = 1000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = window.setInterval(() => setNow(new Date()), intervalMs);
    return () => window.clearInterval(id);
  }, [intervalMs]);
  return now;
}
