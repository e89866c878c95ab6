import { useSyncExternalStore } from 'react';

/**
 * Whether any toast has been asked for yet. The toast region needs Ark UI's toast machines, which
 * no page needs until something is announced: App mounts it (and loads its code) on the first
 * toast. The toast waits in the toaster's store meanwhile and shows as soon as the region mounts.
 * Kept apart from toaster.tsx so the shell can watch for it without loading the toaster.
 */
let requested = false;
const listeners = new Set<() => void>();

/** Called by notify() before it creates a toast. */
export function requestToastRegion() {
  if (requested) return;
  requested = true;
  for (const l of listeners) l();
}

/** True from the first toast on (false while hydrating, like the pre-rendered page). */
export function useToastRegionRequested(): boolean {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => requested,
    () => false,
  );
}
