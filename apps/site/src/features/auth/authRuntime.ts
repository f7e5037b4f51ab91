import {
  type AuthChangeEvent,
  type AuthSession,
  authMachine,
  messages,
  type Role,
  type SignInRequest,
  type SignUpRequest,
} from '@sparkle/machines';
import type { SupabaseClient } from '@supabase/supabase-js';
import { createActor, fromCallback, fromPromise, type SnapshotFrom } from 'xstate';
import { type AuthConnection, type AuthSnapshot, loadingAuthSnapshot } from '../../lib/auth';
import type { Database } from '../../lib/database.types';
import { serviceError } from '../../lib/serviceErrors';
import { getSupabase } from '../../lib/supabase';
import { notify } from '../toast/notify';
import { goTo } from './returnTo';

/**
 * The auth statechart with its real actors (docs/product.md, Accounts), loaded on demand by `sessionAuth.ts`.
 * supabase-js itself is only fetched when a call needs it: restoring a stored session, signing in, up or out. A visitor
 * on /auth without a stored session gets the statechart (for the form) but no supabase-js until they submit.
 */

type Client = SupabaseClient<Database>;

let announceClient: (client: Client) => void = () => {};
/** Resolves once something here loaded the client: the subscription to the service's events waits for it. */
const clientLoaded = new Promise<Client>((resolve) => {
  announceClient = resolve;
});

async function client(): Promise<Client> {
  const supabase = await getSupabase();
  announceClient(supabase);
  return supabase;
}

export interface AuthRuntimeOptions {
  navigate: (to: string) => void;
  /** Every change of the session as routes see it; `null` while the stored session is being restored. */
  report: (snapshot: AuthSnapshot | null) => void;
  /** Whether local storage may hold a session; false skips loading supabase-js just to learn there is none. */
  hasStoredSession: () => boolean;
}

export function createSiteAuthMachine({ navigate, hasStoredSession }: Omit<AuthRuntimeOptions, 'report'>) {
  return authMachine.provide({
    actors: {
      restoreSession: fromPromise(async (): Promise<AuthSession | null> => {
        if (!hasStoredSession()) return null;
        const { data, error } = await (await client()).auth.getSession();
        if (error) throw error;
        return data.session;
      }),
      authSubscription: fromCallback(({ sendBack }) => {
        let stopped = false;
        let unsubscribe = () => {};
        void clientLoaded.then((supabase) => {
          if (stopped) return;
          const { data } = supabase.auth.onAuthStateChange((event, session) => {
            // The stored session is restoreSession's business; INITIAL_SESSION may also arrive in the middle of
            // a sign-in (the client loads with it) and say "nobody" when that is already out of date.
            if (event === 'INITIAL_SESSION') return;
            // supabase-js calls this inside its session lock: the role lookup that follows must not run in it.
            window.setTimeout(() => sendBack({ type: 'auth.change', event: event as AuthChangeEvent, session }), 0);
          });
          unsubscribe = () => data.subscription.unsubscribe();
        });
        return () => {
          stopped = true;
          unsubscribe();
        };
      }),
      fetchRole: fromPromise(async ({ input }: { input: { userId: string } }): Promise<Role | null> => {
        const { data, error } = await (await client()).rpc('get_user_role', { _user_id: input.userId });
        if (error) throw error;
        return data ?? null;
      }),
      signIn: fromPromise(async ({ input }: { input: SignInRequest }): Promise<AuthSession> => {
        const { data, error } = await (await client()).auth.signInWithPassword({
          email: input.email,
          password: input.password,
        });
        // GoTrue's 'Email not confirmed' (sign-up confirmation on) says what to do in the page's words.
        if (error?.code === 'email_not_confirmed')
          throw new Error(messages.confirmEmail.notConfirmed, { cause: error });
        if (error) throw serviceError(error);
        return data.session;
      }),
      signUp: fromPromise(async ({ input }: { input: SignUpRequest }): Promise<AuthSession | null> => {
        const { data, error } = await (await client()).auth.signUp({
          email: input.email,
          password: input.password,
          options: { data: { full_name: input.fullName }, emailRedirectTo: window.location.origin },
        });
        if (error) throw serviceError(error);
        return data.session;
      }),
      signOut: fromPromise(async () => {
        const { error } = await (await client()).auth.signOut();
        if (error) throw error;
      }),
    },
    actions: {
      notify: (_, toast) => notify(toast),
      // A sign-in may lead to a page in the other language (`/auth?redirect=/ar/account`): a page load.
      navigate: (_, { to }) => goTo(to, navigate),
      logError: (_, { message, error }) => console.error(message, error),
    },
  });
}

type SiteAuthState = SnapshotFrom<typeof authMachine>;

const signedOutSnapshot: AuthSnapshot = { status: 'signedOut', isAdmin: false, user: null };

/** The statechart's state as routes see it: signed in only once the role is known (so /admin never guesses). */
export function toAuthSnapshot(state: SiteAuthState): AuthSnapshot | null {
  if (state.matches('restoring')) return null;
  if (state.matches('signedOut')) return signedOutSnapshot;
  const { user, role, isAdmin } = state.context;
  if (user === null || role === null) return loadingAuthSnapshot;
  const fullName = user.user_metadata?.full_name;
  return {
    status: 'signedIn',
    isAdmin,
    user: { id: user.id, email: user.email, fullName: typeof fullName === 'string' && fullName ? fullName : undefined },
    signingOut: state.matches({ signedIn: 'signingOut' }),
  };
}

function sameSnapshot(a: AuthSnapshot, b: AuthSnapshot): boolean {
  return (
    a.status === b.status &&
    a.isAdmin === b.isAdmin &&
    Boolean(a.signingOut) === Boolean(b.signingOut) &&
    a.user?.id === b.user?.id &&
    a.user?.email === b.user?.email &&
    a.user?.fullName === b.user?.fullName
  );
}

export function startAuthRuntime({ report, ...options }: AuthRuntimeOptions): AuthConnection {
  const actor = createActor(createSiteAuthMachine(options));
  let last: AuthSnapshot | null = null;
  const publish = (state: SiteAuthState) => {
    const next = toAuthSnapshot(state);
    if (next === null) return report(null);
    // The same object until something changes, as useSyncExternalStore wants.
    if (last === null || !sameSnapshot(last, next)) last = next;
    report(last);
  };
  actor.subscribe(publish);
  actor.start();
  publish(actor.getSnapshot());
  return { actor };
}
