import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while a page is rendered at build time and while the browser hydrates that HTML; true in
 * every render after (and in pages rendered only in the browser). A value the pre-rendered HTML
 * cannot know (the visitor's URL, the clock) renders a neutral stand-in until then, so hydration
 * matches the HTML and the real value fills in right after.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
