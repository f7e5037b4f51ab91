import { describe, expect, it } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { messages } from '../messages';
import { createModel, type Effect, flush, type ModelStep } from '../testing/model';
import { type AuthContext, type AuthSession, authChangeEvents, authMachine, homeOf, type Role } from './authMachine';

const session = (id: string): AuthSession => ({
  access_token: `access-${id}`,
  refresh_token: `refresh-${id}`,
  expires_in: 3600,
  token_type: 'bearer',
  user: { id, email: `${id}@example.com` },
});
const ada = session('ada');
const grace = session('grace');
const invalidCredentials = { name: 'AuthApiError', message: 'Invalid login credentials' };

const context = (snapshot: AnyMachineSnapshot) => snapshot.context as AuthContext;
const hasCredentials = (snapshot: AnyMachineSnapshot) =>
  context(snapshot).form.email.trim() !== '' && context(snapshot).form.password !== '';

// Every kind of change where the user is settled; the decisive ones everywhere else.
const allChanges: AnyEventObject[] = [
  ...authChangeEvents
    .filter((event) => event !== 'SIGNED_OUT')
    .map((event) => ({ type: 'auth.change', event, session: ada })),
  { type: 'auth.change', event: 'SIGNED_IN', session: grace },
  { type: 'auth.change', event: 'SIGNED_OUT', session: null },
];
const decisiveChanges: AnyEventObject[] = [
  { type: 'auth.change', event: 'SIGNED_IN', session: ada },
  { type: 'auth.change', event: 'SIGNED_IN', session: grace },
  { type: 'auth.change', event: 'SIGNED_OUT', session: null },
];

const errorToast = (description: string): Effect => ({
  type: 'notify',
  params: { title: messages.errorTitle, description, variant: 'destructive' },
});

const model = createModel({
  machine: authMachine,
  actors: ['restoreSession', 'fetchRole', 'signIn', 'signUp', 'signOut'],
  subscription: 'authSubscription',
  effects: ['notify', 'navigate', 'logError'],
  events: (snapshot) => [
    ...(snapshot.matches({ signedIn: 'ready' }) ? allChanges : decisiveChanges),
    ...(snapshot.matches({ signedOut: 'idle' }) || snapshot.matches({ signedIn: 'ready' })
      ? [
          { type: 'field.change', field: 'email', value: 'ada@example.com' },
          { type: 'field.change', field: 'password', value: 'correct horse' },
          { type: 'field.change', field: 'email', value: '' },
        ]
      : []),
    ...(snapshot.matches('signedOut') || snapshot.matches({ signedIn: 'ready' })
      ? [{ type: 'auth.signIn' }, { type: 'auth.signUp' }]
      : []),
    ...(snapshot.matches('signedIn') ? [{ type: 'auth.signOut' }] : []),
  ],
  outcomes: {
    restoreSession: { done: [ada, null], error: [new Error('storage unavailable')] },
    fetchRole: { done: ['admin', 'user', null], error: [new Error('permission denied')] },
    signIn: { done: [ada], error: [invalidCredentials] },
    signUp: { done: [null, grace], error: [new Error('User already registered')] },
    signOut: { done: [undefined], error: [new Error('Network request failed')] },
  },
  abstract: (snapshot) => {
    const { user, role, isAdmin, error, arriving } = context(snapshot);
    const { email, password } = context(snapshot).form;
    return {
      user: user?.id ?? null,
      role,
      isAdmin,
      arriving,
      error: error !== null,
      email: email !== '',
      password: password !== '',
    };
  },
  // Auth changes come through the injected subscription, as supabase-js would send them.
  execute: async (system, step) => {
    if (step.event.type !== 'auth.change') return false;
    system.subscription.send(step.event);
    await flush();
    return true;
  },
  states: {
    restoring: (system) => {
      expect(context(system.actor.getSnapshot()).session).toBeNull();
      expect(system.doubles.isPending('restoreSession')).toBe(true);
    },
    'signedOut.idle': (system) => {
      expect(context(system.actor.getSnapshot())).toMatchObject({
        session: null,
        user: null,
        role: null,
        isAdmin: false,
      });
    },
    'signedOut.signingIn': (system) => {
      expect(system.doubles.isPending('signIn')).toBe(true);
      // Missing credentials never reach the service.
      for (const call of system.doubles.callsOf('signIn')) {
        expect(call.input).toEqual({ email: expect.stringMatching(/\S/), password: expect.stringMatching(/./) });
      }
    },
    'signedOut.signingUp': (system) => {
      expect(system.doubles.isPending('signUp')).toBe(true);
      for (const call of system.doubles.callsOf('signUp')) {
        expect(call.input).toMatchObject({ email: expect.stringMatching(/\S/), password: expect.stringMatching(/./) });
      }
    },
    'signedIn.resolvingRole': (system) => {
      const { user } = context(system.actor.getSnapshot());
      expect(user).not.toBeNull();
      expect(system.doubles.isPending('fetchRole')).toBe(true);
      expect(system.doubles.callsOf('fetchRole').at(-1)?.input).toEqual({ userId: user?.id });
    },
    'signedIn.ready': (system) => {
      const { role, isAdmin, session: current } = context(system.actor.getSnapshot());
      expect(current).not.toBeNull();
      expect(role).not.toBeNull();
      expect(isAdmin).toBe(role === 'admin');
    },
    // Signing in or up again right after a sign-up on the same page: the current session stays meanwhile.
    'signedIn.signingIn': (system) => {
      expect(context(system.actor.getSnapshot()).session).not.toBeNull();
      expect(system.doubles.isPending('signIn')).toBe(true);
      for (const call of system.doubles.callsOf('signIn')) {
        expect(call.input).toEqual({ email: expect.stringMatching(/\S/), password: expect.stringMatching(/./) });
      }
    },
    'signedIn.signingUp': (system) => {
      expect(context(system.actor.getSnapshot()).session).not.toBeNull();
      expect(system.doubles.isPending('signUp')).toBe(true);
      for (const call of system.doubles.callsOf('signUp')) {
        expect(call.input).toMatchObject({ email: expect.stringMatching(/\S/), password: expect.stringMatching(/./) });
      }
    },
    'signedIn.signingOut': (system) => {
      const { session: current, lastChange } = context(system.actor.getSnapshot());
      expect(system.doubles.isPending('signOut')).toBe(true);
      expect(current !== null || lastChange === 'SIGNED_OUT').toBe(true);
    },
  },
  oracle: ({ event, before }: ModelStep): Effect[] => {
    const refusing =
      (before.matches({ signedOut: 'idle' }) || before.matches({ signedIn: 'ready' })) && !hasCredentials(before);
    switch (event.type) {
      case 'auth.signIn':
      case 'auth.signUp':
        return refusing ? [errorToast(messages.auth.missingCredentials)] : [];
      case 'xstate.done.actor.signIn':
        return [{ type: 'notify', params: { ...messages.auth.signInSuccess, variant: 'default' } }];
      case 'xstate.done.actor.signUp':
        return [{ type: 'notify', params: { ...messages.auth.signUpSuccess, variant: 'default' } }];
      case 'xstate.done.actor.signOut':
        return [{ type: 'notify', params: { ...messages.auth.signOutSuccess, variant: 'default' } }];
      case 'xstate.error.actor.signOut':
        return context(before).session === null
          ? [{ type: 'notify', params: { ...messages.auth.signOutSuccess, variant: 'default' } }]
          : [errorToast((event.error as Error).message)];
      case 'xstate.error.actor.signIn':
      case 'xstate.error.actor.signUp':
        return [errorToast((event.error as Error).message)];
      // After a sign-in, the role decides where the browser goes: an admin to the back office, anyone else to
      // their account (the role lookup failing leaves a plain user).
      case 'xstate.done.actor.fetchRole':
        return context(before).arriving
          ? [{ type: 'navigate', params: { to: homeOf((event.output as Role | null) ?? 'user') } }]
          : [];
      case 'xstate.error.actor.fetchRole':
        return [
          { type: 'logError', params: expect.objectContaining({ error: event.error }) },
          ...(context(before).arriving ? [{ type: 'navigate', params: { to: '/account' } }] : []),
        ];
      case 'xstate.error.actor.restoreSession':
        return [{ type: 'logError', params: expect.objectContaining({ error: event.error }) }];
      default:
        return [];
    }
  },
});

describe('authMachine, model-based', () => {
  for (const path of model.paths) {
    it(path.description, () => model.run(path));
  }

  it('every state, transition and guard was exercised', () => {
    model.assertCoverage();
  });
});
