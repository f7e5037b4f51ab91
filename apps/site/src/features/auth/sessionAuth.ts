import { withTexts } from '../../i18n/catalogueReady';
import { type AuthConnection, type AuthHandle, type AuthSnapshot, loadingAuthSnapshot } from '../../lib/auth';
import { authStorageKey, hasStoredSession } from '../../lib/supabaseProject';
import { registerAuthConnector } from './authActions';

/**
 * The browser's session handle (docs/product.md, Accounts): what `useAuth()` and the route guards read, in the main
 * bundle, so it stays tiny. The auth statechart and supabase-js load only when there is something to do with them:
 *
 * - a session stored by an earlier visit (or a sign-up confirmation link in the URL): the statechart starts
 *   when the browser is idle after hydration and restores it;
 * - someone opens /auth or presses sign out: `connect()` starts it on demand;
 * - otherwise the visitor is simply signed out, and no public page downloads XState or supabase-js at all.
 *
 * Until it knows, the handle reports `loading`, exactly as the prerender did, so hydration matches.
 */
export interface SessionAuth extends AuthHandle {
  /** Called once right after hydration: decides from local storage whether a session needs restoring. */
  start(): void;
  connect(): Promise<AuthConnection>;
}

export interface SessionAuthOptions {
  /** Where the statechart sends the browser (after a sign-in: the account page, the back office, or `?redirect=`). */
  navigate: (href: string) => void;
}

const signedOutSnapshot: AuthSnapshot = { status: 'signedOut', isAdmin: false, user: null };

/** An e-mail confirmation or magic link lands on the site with its tokens (or an error) in the URL. */
function hasAuthRedirect(): boolean {
  return /[?#&](access_token|refresh_token|error_description|code)=/.test(
    window.location.search + window.location.hash,
  );
}

function whenIdle(run: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: 1000 });
  else window.setTimeout(run, 1);
}

export function createSessionAuth({ navigate }: SessionAuthOptions): SessionAuth {
  const storageKey = authStorageKey();
  const listeners = new Set<() => void>();
  let snapshot = loadingAuthSnapshot;
  let connection: Promise<AuthConnection> | undefined;

  const set = (next: AuthSnapshot) => {
    if (next === snapshot) return;
    snapshot = next;
    for (const listener of [...listeners]) listener();
  };

  const connect = (): Promise<AuthConnection> => {
    connection ??= withTexts(import('./authRuntime'))
      .then(({ startAuthRuntime }) =>
        startAuthRuntime({
          navigate,
          hasStoredSession: () => hasStoredSession(storageKey) || hasAuthRedirect(),
          // `null` while the statechart restores the session: the handle keeps what it already knew.
          report: (next) => {
            if (next) set(next);
          },
        }),
      )
      .catch((error: unknown) => {
        connection = undefined;
        // A chunk that failed to load (offline, new deploy) must not leave /admin on 'Loading...' for ever.
        if (snapshot.status === 'loading') set(signedOutSnapshot);
        throw error;
      });
    return connection;
  };

  const connectInBackground = () => {
    connect().catch((error: unknown) => console.error('The session could not be restored', error));
  };

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    connect,
    start() {
      registerAuthConnector(connect);
      if (hasStoredSession(storageKey) || hasAuthRedirect()) whenIdle(connectInBackground);
      else if (!connection) set(signedOutSnapshot);
      // Signed in (or out) in another tab: follow it.
      window.addEventListener('storage', (event) => {
        if (event.key === storageKey && event.newValue !== null) connectInBackground();
      });
    },
  };
}
