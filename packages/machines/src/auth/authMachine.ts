import { assertEvent, assign, type ErrorActorEvent, enqueueActions, fromCallback, setup } from 'xstate';
import {
  errorMessage,
  isRateLimitedError,
  type LogErrorParams,
  missingActor,
  type NavigateParams,
  type Notification,
} from '../effects';
import { messages } from '../messages';

/** The auth service's events (spec section 4), as supabase-js names them. */
export const authChangeEvents = [
  'INITIAL_SESSION',
  'SIGNED_IN',
  'SIGNED_OUT',
  'TOKEN_REFRESHED',
  'USER_UPDATED',
  'PASSWORD_RECOVERY',
  'MFA_CHALLENGE_VERIFIED',
] as const;
export type AuthChangeEvent = (typeof authChangeEvents)[number];

/** The part of a supabase-js `User` the machine reads; a real `User` satisfies it. */
export interface AuthUser {
  id: string;
  email?: string | undefined;
  user_metadata?: Record<string, unknown>;
}

/** The part of a supabase-js `Session` the machine keeps; a real `Session` satisfies it. */
export interface AuthSession {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  expires_at?: number | undefined;
  token_type: string;
  user: AuthUser;
}

/** Roles from `get_user_role`; a user without a record is a 'user'. Only 'admin' opens the back office. */
export type Role = 'admin' | 'cleaner' | 'customer' | 'user';

export interface AuthFormValues {
  email: string;
  password: string;
  /** Sign-up only, optional. */
  fullName: string;
}
export type AuthField = keyof AuthFormValues;

export interface SignInRequest {
  email: string;
  password: string;
}
export interface SignUpRequest extends SignInRequest {
  fullName: string;
}

export interface AuthContext {
  session: AuthSession | null;
  user: AuthUser | null;
  /** `null` until `get_user_role` answered for this user. */
  role: Role | null;
  isAdmin: boolean;
  /** The last event the auth service reported, e.g. 'PASSWORD_RECOVERY'. */
  lastChange: AuthChangeEvent | null;
  form: AuthFormValues;
  /** The message of the last refused or failed sign-in, sign-up or sign-out. */
  error: string | null;
  /** Where a sign-in asked to go back to ('/ar/account'); `null`: the signed-in user's own page (`homeOf`). */
  returnTo: string | null;
  /** True from a sign-in until the role is known: the browser then goes on to `returnTo` or the user's own page. */
  arriving: boolean;
}

/** What the `authSubscription` actor sends for each `onAuthStateChange` callback. */
export interface AuthChangeMachineEvent {
  type: 'auth.change';
  event: AuthChangeEvent;
  session: AuthSession | null;
}

export type AuthEvent =
  | AuthChangeMachineEvent
  | { type: 'field.change'; field: AuthField; value: string }
  | {
      type: 'auth.signIn';
      /** A path of the site to go to once signed in (a page that sent the visitor to sign in first). */
      returnTo?: string | undefined;
    }
  | { type: 'auth.signUp' }
  | { type: 'auth.signOut' };

export const emptyAuthForm: AuthFormValues = { email: '', password: '', fullName: '' };

/** Where a sign-in leads by default: an admin to the back office, a cleaner to the day's jobs, anyone else to their account. */
export function homeOf(role: Role | null): string {
  if (role === 'admin') return '/admin';
  return role === 'cleaner' ? '/crew' : '/account';
}

function sessionPatch(context: AuthContext, session: AuthSession | null): Partial<AuthContext> {
  const user = session?.user ?? null;
  // Another user must not inherit the previous user's role while theirs is looked up.
  const sameUser = user !== null && user.id === context.user?.id;
  return sameUser ? { session, user } : { session, user, role: null, isAdmin: false };
}

/** Credentials missing: the spec's message, as the form's error and as a toast; the service is not called. */
const refuseMissingCredentials = [
  { type: 'assignError', params: { message: messages.auth.missingCredentials } },
  { type: 'notifyFailure', params: { message: messages.auth.missingCredentials } },
] as const;

/** What the form says about a refused or failed request: the service's message, or ours for too many requests. */
const failureMessage = (error: unknown) => (isRateLimitedError(error) ? messages.rateLimited : errorMessage(error));

/** The service refused or failed: its message, as the form's error and as a toast. */
const reportServiceFailure = [
  {
    type: 'assignError',
    params: ({ event }: { event: ErrorActorEvent }) => ({ message: failureMessage(event.error) }),
  },
  {
    type: 'notifyFailure',
    params: ({ event }: { event: ErrorActorEvent }) => ({ message: failureMessage(event.error) }),
  },
] as const;

const authSetup = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
  },
  actors: {
    /** `supabase.auth.getSession()`: the stored session, or `null`. */
    restoreSession: missingActor<AuthSession | null>('restoreSession'),
    /** `supabase.auth.onAuthStateChange`: sends an `auth.change` per callback, unsubscribes on stop. */
    authSubscription: fromCallback<AuthEvent>(() => {}),
    /** `rpc('get_user_role', { _user_id })`: the role, or `null` when there is no record. */
    fetchRole: missingActor<Role | null, { userId: string }>('fetchRole'),
    /** `signInWithPassword`: the new session; rejects with the service's error. */
    signIn: missingActor<AuthSession, SignInRequest>('signIn'),
    /** `signUp` with `full_name` in the metadata: a session when no e-mail confirmation is needed. */
    signUp: missingActor<AuthSession | null, SignUpRequest>('signUp'),
    signOut: missingActor<void>('signOut'),
  },
  actions: {
    notify: (_, _params: Notification) => {},
    /**
     * A refused or failed request as an error toast. It enqueues `notify`, so the site's one toast
     * implementation shows it. The type arguments are spelled out because `enqueue` cannot infer the action
     * map of the `setup` call that defines it (statelyai/xstate#4820); `notify` is all it may enqueue.
     */
    notifyFailure: enqueueActions<
      AuthContext,
      AuthEvent,
      { message: string },
      AuthEvent,
      never,
      { type: 'notify'; params: Notification },
      never
    >(({ enqueue }, { message }) => {
      enqueue({ type: 'notify', params: { title: messages.errorTitle, description: message, variant: 'destructive' } });
    }),
    navigate: (_, _params: NavigateParams) => {},
    logError: (_, _params: LogErrorParams) => {},
    assignChange: assign(({ context, event }) => {
      assertEvent(event, 'auth.change');
      return { ...sessionPatch(context, event.session), lastChange: event.event };
    }),
    assignSession: assign(({ context }, params: { session: AuthSession | null }) =>
      sessionPatch(context, params.session),
    ),
    assignRole: assign((_, params: { role: Role | null }) => {
      const role = params.role ?? 'user';
      return { role, isAdmin: role === 'admin' };
    }),
    clearSession: assign({ session: null, user: null, role: null, isAdmin: false, arriving: false }),
    assignReturnTo: assign(({ event }) => {
      assertEvent(event, 'auth.signIn');
      return { returnTo: event.returnTo ?? null };
    }),
    markArriving: assign({ arriving: true }),
    /** Once the role is known after a sign-in: on to the page asked for, or the user's own page. */
    navigateOnArrival: enqueueActions<
      AuthContext,
      AuthEvent,
      undefined,
      AuthEvent,
      never,
      { type: 'navigate'; params: NavigateParams },
      never
    >(({ context, enqueue }) => {
      if (!context.arriving) return;
      enqueue({ type: 'navigate', params: { to: context.returnTo ?? homeOf(context.role) } });
    }),
    settleArrival: assign({ arriving: false, returnTo: null }),
    assignField: assign(({ context, event }) => {
      assertEvent(event, 'field.change');
      return { form: { ...context.form, [event.field]: event.value } };
    }),
    assignError: assign((_, params: { message: string | null }) => ({ error: params.message })),
    resetForm: assign({ form: emptyAuthForm, error: null }),
  },
  guards: {
    hasSession: (_, params: { session: AuthSession | null }) => params.session !== null,
    hasNoCredentials: ({ context }) => context.form.email.trim() === '' || context.form.password === '',
  },
});

/** In the form: without credentials the request is refused, else it starts and the last error is cleared. */
const requestEvents = {
  'auth.signIn': [
    { guard: 'hasNoCredentials', actions: refuseMissingCredentials },
    { target: 'signingIn', actions: [{ type: 'assignError', params: { message: null } }, 'assignReturnTo'] },
  ],
  'auth.signUp': [
    { guard: 'hasNoCredentials', actions: refuseMissingCredentials },
    { target: 'signingUp', actions: { type: 'assignError', params: { message: null } } },
  ],
} as const;

/**
 * Signing in and signing up, the same whether signed out or signed in (someone who just signed up is signed
 * in at once and may sign in again, with that account or another, or sign up another account). Only where
 * they lead differs: `signedIn` once the service gave a session, `form` otherwise.
 */
function requestStates(targets: { signedIn: '#auth.signedIn' | 'resolvingRole'; form: 'idle' | 'ready' }) {
  return {
    signingIn: authSetup.createStateConfig({
      // The service reports SIGNED_IN while the call is still out. The call's own outcome decides, so that
      // the welcome and the navigation happen exactly once; signedIn then looks the role up. A current
      // session stays until the service answers; a failure keeps it (and the form). Where the browser goes next
      // waits for the role (an admin to the back office, a customer to their account): `arriving`.
      on: { 'auth.change': {} },
      invoke: {
        id: 'signIn',
        src: 'signIn',
        input: ({ context }) => ({ email: context.form.email.trim(), password: context.form.password }),
        onDone: {
          target: targets.signedIn,
          actions: [
            { type: 'assignSession', params: ({ event }) => ({ session: event.output }) },
            'resetForm',
            { type: 'notify', params: { ...messages.auth.signInSuccess, variant: 'default' } },
            'markArriving',
          ],
        },
        onError: { target: targets.form, actions: reportServiceFailure },
      },
    }),
    signingUp: authSetup.createStateConfig({
      on: { 'auth.change': {} },
      invoke: {
        id: 'signUp',
        src: 'signUp',
        input: ({ context }) => ({
          email: context.form.email.trim(),
          password: context.form.password,
          fullName: context.form.fullName.trim(),
        }),
        onDone: [
          {
            // No e-mail confirmation required: the new account is signed in at once.
            guard: { type: 'hasSession', params: ({ event }) => ({ session: event.output }) },
            target: targets.signedIn,
            actions: [
              { type: 'assignSession', params: ({ event }) => ({ session: event.output }) },
              'resetForm',
              { type: 'notify', params: { ...messages.auth.signUpSuccess, variant: 'default' } },
            ],
          },
          {
            // Confirmation by e-mail: the account exists; a current session stays.
            target: targets.form,
            actions: ['resetForm', { type: 'notify', params: { ...messages.auth.signUpSuccess, variant: 'default' } }],
          },
        ],
        onError: { target: targets.form, actions: reportServiceFailure },
      },
    }),
  };
}

/**
 * The session and the role (spec sections 4, 6). On start it restores the stored session and listens to
 * the auth service through `authSubscription`; after every change that leaves a session it looks the role
 * up again (`fetchRole`). Sign-in, sign-up and sign-out each have their pending state and their messages.
 * Token refresh stays inside supabase-js: the machine only reacts to the events it reports.
 */
export const authMachine = authSetup.createMachine({
  id: 'auth',
  context: {
    session: null,
    user: null,
    role: null,
    isAdmin: false,
    lastChange: null,
    form: emptyAuthForm,
    error: null,
    returnTo: null,
    arriving: false,
  },
  invoke: { id: 'authSubscription', src: 'authSubscription' },
  on: {
    // Every change that leaves a session (re-)enters signedIn, which looks the role up again.
    'auth.change': [
      {
        guard: { type: 'hasSession', params: ({ event }) => ({ session: event.session }) },
        target: '.signedIn',
        actions: 'assignChange',
      },
      { target: '.signedOut', actions: ['assignChange', 'clearSession'] },
    ],
    'field.change': { actions: 'assignField' },
  },
  initial: 'restoring',
  states: {
    restoring: {
      invoke: {
        id: 'restoreSession',
        src: 'restoreSession',
        onDone: [
          {
            guard: { type: 'hasSession', params: ({ event }) => ({ session: event.output }) },
            target: 'signedIn',
            actions: { type: 'assignSession', params: ({ event }) => ({ session: event.output }) },
          },
          { target: 'signedOut' },
        ],
        onError: {
          target: 'signedOut',
          actions: {
            type: 'logError',
            params: ({ event }) => ({
              message: `Session restore failed: ${errorMessage(event.error)}`,
              error: event.error,
            }),
          },
        },
      },
    },
    signedOut: {
      initial: 'idle',
      states: {
        idle: { on: requestEvents },
        ...requestStates({ signedIn: '#auth.signedIn', form: 'idle' }),
      },
    },
    signedIn: {
      initial: 'resolvingRole',
      states: {
        resolvingRole: {
          invoke: {
            id: 'fetchRole',
            src: 'fetchRole',
            input: ({ context }) => ({ userId: context.user?.id ?? '' }),
            onDone: {
              target: 'ready',
              actions: [
                { type: 'assignRole', params: ({ event }) => ({ role: event.output }) },
                'navigateOnArrival',
                'settleArrival',
              ],
            },
            onError: {
              // Spec: failed reads are only logged; without a role the user is a plain 'user'.
              target: 'ready',
              actions: [
                {
                  type: 'logError',
                  params: ({ event }) => ({
                    message: `Role lookup failed: ${errorMessage(event.error)}`,
                    error: event.error,
                  }),
                },
                { type: 'assignRole', params: { role: null } },
                'navigateOnArrival',
                'settleArrival',
              ],
            },
          },
          on: { 'auth.signOut': 'signingOut' },
        },
        ready: {
          on: { 'auth.signOut': 'signingOut', ...requestEvents },
        },
        ...requestStates({ signedIn: 'resolvingRole', form: 'ready' }),
        signingOut: {
          // SIGNED_OUT usually arrives before the call returns: note it, and let the call say 'Signed out'.
          on: { 'auth.change': { actions: 'assignChange' } },
          invoke: {
            id: 'signOut',
            src: 'signOut',
            onDone: {
              target: '#auth.signedOut',
              actions: [
                'clearSession',
                { type: 'assignError', params: { message: null } },
                { type: 'notify', params: { ...messages.auth.signOutSuccess, variant: 'default' } },
              ],
            },
            onError: [
              {
                // Still signed in; the role is looked up again, as it may not have been known yet.
                guard: { type: 'hasSession', params: ({ context }) => ({ session: context.session }) },
                target: 'resolvingRole',
                actions: reportServiceFailure,
              },
              {
                // The service dropped the session anyway (it reported SIGNED_OUT): signed out, as asked.
                target: '#auth.signedOut',
                actions: [
                  'clearSession',
                  { type: 'assignError', params: { message: null } },
                  { type: 'notify', params: { ...messages.auth.signOutSuccess, variant: 'default' } },
                ],
              },
            ],
          },
        },
      },
    },
  },
});
