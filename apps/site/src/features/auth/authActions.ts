import type { AuthConnection } from '../../lib/auth';

/**
 * Commands the rest of the site sends to the session (the header's sign-out button), without importing XState
 * or supabase-js: the auth statechart runs lazily (see `sessionAuth.ts`), which registers itself here when
 * the page starts. A command sent before that waits for it.
 */

type Connect = () => Promise<AuthConnection>;

let connect: Connect | null = null;
const waiting: ((connect: Connect) => void)[] = [];

/** Called once per page by the session handle: from now on commands reach its statechart. */
export function registerAuthConnector(next: Connect): void {
  connect = next;
  for (const run of waiting.splice(0)) run(next);
}

function withAuth(run: (connection: AuthConnection) => void): void {
  const go = (open: Connect) => {
    open().then(run, (error: unknown) => console.error('The session could not be reached', error));
  };
  if (connect) go(connect);
  else waiting.push(go);
}

/** Signs the current user out; the statechart shows 'Signed out' / 'You have been successfully signed out.'. */
export function signOut(): void {
  withAuth(({ actor }) => actor.send({ type: 'auth.signOut' }));
}
