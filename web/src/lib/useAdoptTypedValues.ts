import { useLayoutEffect, useRef } from 'react';

type FieldValue = string | number | boolean | null | undefined;

/**
 * Keeps what a visitor typed into a pre-rendered form before the page hydrated. A slow phone shows
 * the form (it is in the HTML) well before its script runs; when React takes over it leaves the
 * fields as the visitor left them, but its state still holds the defaults, so the form would work
 * with figures the visitor no longer sees. Once, after hydration, each named field of the form
 * whose DOM value differs from `state[name]` is handed to `adopt` (the DOM's value: a string, or a
 * boolean for a checkbox). On a page rendered in the browser the two agree and nothing happens.
 *
 * A layout effect, not a passive one: a section hydrated late (LazyHydrate) may be hydrated by
 * the visitor's click on its submit button, synchronously, inside that click. React then hands
 * the click to the form at once; state set in a layout effect is rendered before that, state set
 * in a passive effect after it, and the form would submit the defaults (the /pricing e2e saw it).
 */
export function useAdoptTypedValues(state: Record<string, FieldValue>, adopt: (name: string, value: string | boolean) => void) {
  const ref = useRef<HTMLFormElement>(null);
  useLayoutEffect(() => {
    const form = ref.current;
    if (!form) return;
    for (const el of Array.from(form.elements)) {
      if (!(el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement) || !el.name || !(el.name in state)) continue;
      if (el instanceof HTMLInputElement && el.type === 'checkbox') {
        if (el.checked !== Boolean(state[el.name])) adopt(el.name, el.checked);
      } else if (el.value !== String(state[el.name] ?? '')) {
        adopt(el.name, el.value);
      }
    }
    // Once: what the fields held when React took them over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return ref;
}
