import { useSyncExternalStore } from 'react';
import type { MeQuery as MeResult } from '@/gql/graphql';
import { graphqlRequest } from '@/lib/graphql/request';
import { LogoutMutation, MeQuery } from './sessionOperations';

export type SessionUser = NonNullable<MeResult['me']>;
export type SessionState =
  | { status: 'loading'; user: null; error?: undefined }
  | { status: 'authenticated'; user: SessionUser; error?: undefined }
  | { status: 'unauthenticated'; user: null; error?: Error };

/**
 * Who is signed in, for the whole app: one small store outside Apollo, so the public header can
 * show its signed-in / signed-out state without loading Apollo Client (pages load Apollo with
 * their route). It reads `me` once, and again only when told the session changed: after sign-in,
 * a profile change, sign-out or account deletion.
 */
const LOADING: SessionState = { status: 'loading', user: null };
let state: SessionState = LOADING;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();
const signOutListeners = new Set<() => void>();

function set(next: SessionState) {
  state = next;
  for (const l of listeners) l();
}

/** Reads `me` from the server (again). Resolves when the store holds the answer. */
export function refreshSession(): Promise<void> {
  const run = graphqlRequest(MeQuery)
    .then((data) => set(data.me ? { status: 'authenticated', user: data.me } : { status: 'unauthenticated', user: null }))
    .catch((error: Error) => set({ status: 'unauthenticated', user: null, error }))
    .finally(() => {
      if (loading === run) loading = undefined;
    });
  loading = run;
  return run;
}

/** Who is signed in right now, as the store last heard (e.g. right after `await refreshSession()`). */
export const sessionUser = (): SessionUser | null => state.user;

/** The session ended (signed out or account deleted): forget the user and every cached page. */
export function endSession() {
  set({ status: 'unauthenticated', user: null });
  for (const l of signOutListeners) l();
}

/** Revokes the session on the server, then ends it here even when that call fails. */
export async function signOut(): Promise<void> {
  try {
    await graphqlRequest(LogoutMutation);
  } catch (e) {
    console.error('Logout failed', e);
  }
  endSession();
}

/** Runs `listener` whenever the session ends (the Apollo cache clears itself with it). */
export function onSessionEnd(listener: () => void): () => void {
  signOutListeners.add(listener);
  return () => signOutListeners.delete(listener);
}

/** Sets the session directly: for tests, and for flows that already know the answer. */
export function setSession(user: SessionUser | null) {
  set(user ? { status: 'authenticated', user } : { status: 'unauthenticated', user: null });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (state.status === 'loading' && !loading) void refreshSession();
  return () => listeners.delete(listener);
}

/**
 * The session as React state (loads `me` on first use). Pre-rendered HTML shows the neutral
 * 'loading' state (nobody is signed in at build time), so hydration starts from it too, whatever
 * the store already knows; React re-renders with the real state right after.
 */
export function useSession(): SessionState {
  return useSyncExternalStore(subscribe, () => state, () => LOADING);
}
