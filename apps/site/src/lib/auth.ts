import type { authMachine } from '@sparkle/machines';
import { useRouteContext } from '@tanstack/react-router';
import { useCallback, useSyncExternalStore } from 'react';
import type { ActorRefFrom } from 'xstate';

/**
 * Where the session stands: 'loading' until the stored session has been restored ('Loading...', docs/product.md, The
 * back office).
 */
export type AuthStatus = 'loading' | 'signedOut' | 'signedIn';

export interface AuthSnapshot {
  status: AuthStatus;
  /** True once `get_user_role` answered 'admin' for the signed-in user. */
  isAdmin: boolean;
  user: { id: string; email?: string | undefined; fullName?: string | undefined } | null;
  /** True while a sign-out is on its way (the header's 'Signing out...'). */
  signingOut?: boolean;
}

/**
 * What routes see of the session, through the router context (`context.auth` in `beforeLoad`,
 * `useAuth()` in components). The auth statechart's actor is adapted to this shape in the client entry; the
 * prerender gives every page the `loading` snapshot.
 */
export interface AuthHandle {
  /** The current snapshot; the same object until something changes (as `useSyncExternalStore` requires). */
  getSnapshot(): AuthSnapshot;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /**
   * Starts the auth statechart (and, when there is a session to restore, supabase-js) if it is not running
   * yet, and resolves with its actor: what the sign-in form and the sign-out button talk to. Absent on the
   * static handles of the prerender and of tests.
   */
  connect?(): Promise<AuthConnection>;
}

/** The running auth statechart (`authMachine` with the site's actors), as `AuthHandle.connect` gives it. */
export interface AuthConnection {
  actor: ActorRefFrom<typeof authMachine>;
}

export const loadingAuthSnapshot: AuthSnapshot = { status: 'loading', isAdmin: false, user: null };

/** An auth handle that never changes: the prerender's (`loading`), and tests'. */
export function createStaticAuth(snapshot: AuthSnapshot = loadingAuthSnapshot): AuthHandle {
  return { getSnapshot: () => snapshot, subscribe: () => () => {} };
}

/**
 * The session in a component. The first render after a prerendered page loads uses the `loading` snapshot, as
 * the prerender did, so hydration matches; React re-renders with the real one right after.
 */
export function useAuth(): AuthSnapshot {
  const auth = useRouteContext({ from: '__root__', select: (context) => context.auth });
  const subscribe = useCallback((listener: () => void) => auth.subscribe(listener), [auth]);
  const getSnapshot = useCallback(() => auth.getSnapshot(), [auth]);
  return useSyncExternalStore(subscribe, getSnapshot, () => loadingAuthSnapshot);
}
