import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** A tab value kept in `?tab=` so every tab can be linked to; unknown values fall back to the default. */
export function useTabParam<T extends string>(values: readonly T[], fallback: T): [T, (next: string) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab = values.includes(raw as T) ? (raw as T) : fallback;
  const setTab = useCallback(
    (next: string) =>
      setParams(
        (prev) => {
          const p = new URLSearchParams(prev);
          if (next === fallback) p.delete('tab');
          else p.set('tab', next);
          return p;
        },
        { replace: true, preventScrollReset: true },
      ),
    [fallback, setParams],
  );
  return [tab, setTab];
}
