import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { RateLimitedError } from '../effects';
import { messages } from '../messages';
import type { Effect } from '../testing/model';
import { ActorDoubles, CallbackDouble, flush } from '../testing/model';
import { type AuthChangeEvent, type AuthSession, authChangeEvents, authMachine } from './authMachine';

const session = (id = 'user-1', email = 'ada@example.com'): AuthSession => ({
  access_token: `access-${id}`,
  refresh_token: `refresh-${id}`,
  expires_in: 3600,
  expires_at: 2_000_000_000,
  token_type: 'bearer',
  user: { id, email, user_metadata: { full_name: 'Ada' } },
});

function start() {
  const doubles = new ActorDoubles();
  const subscription = new CallbackDouble();
  const effects: Effect[] = [];
  const record = (type: string) => (_: unknown, params: unknown) => effects.push({ type, params });
  const machine = authMachine.provide({
    actors: {
      restoreSession: doubles.logic('restoreSession') as never,
      authSubscription: subscription.logic() as never,
      fetchRole: doubles.logic('fetchRole') as never,
      signIn: doubles.logic('signIn') as never,
      signUp: doubles.logic('signUp') as never,
      signOut: doubles.logic('signOut') as never,
    },
    actions: { notify: record('notify'), navigate: record('navigate'), logError: record('logError') },
  });
  const actor = createActor(machine).start();
  const change = (event: AuthChangeEvent, next: AuthSession | null) =>
    subscription.send({ type: 'auth.change', event, session: next });
  return { actor, doubles, subscription, effects, change };
}

type Started = ReturnType<typeof start>;

async function signedInAs(started: Started, role: 'admin' | 'user' | null = 'user', next = session()) {
  started.doubles.resolve('restoreSession', next);
  await flush();
  started.doubles.resolve('fetchRole', role);
  await flush();
  started.effects.length = 0;
}

async function signedOut(started: Started) {
  started.doubles.resolve('restoreSession', null);
  await flush();
}

function fillForm(actor: Started['actor'], email: string, password: string, fullName = '') {
  actor.send({ type: 'field.change', field: 'email', value: email });
  actor.send({ type: 'field.change', field: 'password', value: password });
  actor.send({ type: 'field.change', field: 'fullName', value: fullName });
}

describe('authMachine: session and role', () => {
  it('restores the stored session on start, listening to the service meanwhile', async () => {
    const started = start();
    expect(started.actor.getSnapshot().value).toBe('restoring');
    expect(started.subscription.starts).toBe(1);
    await signedInAs(started, 'user');
    expect(started.actor.getSnapshot().value).toEqual({ signedIn: 'ready' });
    expect(started.actor.getSnapshot().context).toMatchObject({ user: session().user, role: 'user', isAdmin: false });
  });

  it('looks the role up for the signed-in user and sets isAdmin for an admin', async () => {
    const started = start();
    started.doubles.resolve('restoreSession', session());
    await flush();
    expect(started.actor.getSnapshot().value).toEqual({ signedIn: 'resolvingRole' });
    expect(started.doubles.callsOf('fetchRole').at(-1)?.input).toEqual({ userId: 'user-1' });
    started.doubles.resolve('fetchRole', 'admin');
    await flush();
    expect(started.actor.getSnapshot().context).toMatchObject({ role: 'admin', isAdmin: true });
  });

  it("treats a user without a role record as 'user'", async () => {
    const started = start();
    await signedInAs(started, null);
    expect(started.actor.getSnapshot().context).toMatchObject({ role: 'user', isAdmin: false });
  });

  it("logs a failed role lookup and falls back to 'user'", async () => {
    const started = start();
    started.doubles.resolve('restoreSession', session());
    await flush();
    started.doubles.reject('fetchRole', new Error('permission denied'));
    await flush();
    expect(started.actor.getSnapshot().value).toEqual({ signedIn: 'ready' });
    expect(started.actor.getSnapshot().context.role).toBe('user');
    expect(started.effects).toEqual([
      { type: 'logError', params: expect.objectContaining({ message: 'Role lookup failed: permission denied' }) },
    ]);
  });

  it('is signed out when there is no stored session, or restoring fails (logged)', async () => {
    const none = start();
    await signedOut(none);
    expect(none.actor.getSnapshot().value).toEqual({ signedOut: 'idle' });
    const broken = start();
    broken.doubles.reject('restoreSession', new Error('storage unavailable'));
    await flush();
    expect(broken.actor.getSnapshot().value).toEqual({ signedOut: 'idle' });
    expect(broken.effects.map((effect) => effect.type)).toEqual(['logError']);
  });

  it.each(authChangeEvents.filter((event) => event !== 'SIGNED_OUT'))(
    'follows %s: keeps the session and looks the role up again',
    async (event) => {
      const started = start();
      await signedInAs(started, 'admin');
      const refreshed = { ...session(), access_token: 'access-2' };
      started.change(event, refreshed);
      expect(started.actor.getSnapshot().value).toEqual({ signedIn: 'resolvingRole' });
      expect(started.actor.getSnapshot().context).toMatchObject({ session: refreshed, lastChange: event });
      // The same user keeps the role while it is looked up again: no flicker of admin pages.
      expect(started.actor.getSnapshot().context.isAdmin).toBe(true);
      expect(started.doubles.callsOf('fetchRole')).toHaveLength(2);
      started.doubles.resolve('fetchRole', 'user');
      await flush();
      expect(started.actor.getSnapshot().context).toMatchObject({ role: 'user', isAdmin: false });
    },
  );

  it('follows SIGNED_OUT (e.g. a failed refresh): no session, no role', async () => {
    const started = start();
    await signedInAs(started, 'admin');
    started.change('SIGNED_OUT', null);
    expect(started.actor.getSnapshot().value).toEqual({ signedOut: 'idle' });
    expect(started.actor.getSnapshot().context).toMatchObject({
      session: null,
      user: null,
      role: null,
      isAdmin: false,
    });
  });

  it('takes INITIAL_SESSION from the subscription while still restoring', async () => {
    const started = start();
    started.change('INITIAL_SESSION', session());
    expect(started.actor.getSnapshot().value).toEqual({ signedIn: 'resolvingRole' });
  });

  it('does not let a new user inherit the previous role, nor a stale lookup answer for them', async () => {
    const started = start();
    await signedInAs(started, 'admin');
    started.change('SIGNED_IN', session('user-2', 'grace@example.com'));
    expect(started.actor.getSnapshot().context).toMatchObject({ role: null, isAdmin: false });
    started.change('TOKEN_REFRESHED', session('user-2', 'grace@example.com'));
    // The lookup for the first SIGNED_IN was cancelled by the second change; its late answer is ignored.
    const [, first, second] = started.doubles.calls.filter((call) => call.src === 'fetchRole');
    expect(first?.input).toEqual({ userId: 'user-2' });
    expect(second?.input).toEqual({ userId: 'user-2' });
    started.doubles.resolve('fetchRole', 'user');
    await flush();
    expect(started.actor.getSnapshot().context).toMatchObject({ role: 'user', isAdmin: false });
  });

  it('unsubscribes when the actor stops', () => {
    const started = start();
    started.actor.stop();
    expect(started.subscription.stops).toBe(1);
  });
});

describe('authMachine: sign in', () => {
  it('refuses missing credentials with the service’s message, without calling it', async () => {
    const started = start();
    await signedOut(started);
    started.actor.send({ type: 'auth.signIn' });
    fillForm(started.actor, '   ', 'secret');
    started.actor.send({ type: 'auth.signIn' });
    fillForm(started.actor, 'ada@example.com', '');
    started.actor.send({ type: 'auth.signUp' });
    const missing = {
      type: 'notify',
      params: {
        title: 'Error',
        description: 'You must provide either an email or phone number and a password',
        variant: 'destructive',
      },
    };
    expect(started.effects).toEqual([missing, missing, missing]);
    expect(started.doubles.calls.map((call) => call.src)).toEqual(['restoreSession']);
    expect(started.actor.getSnapshot().context.error).toBe(
      'You must provide either an email or phone number and a password',
    );
  });

  it('signs in: pending, then welcome, the form cleared, and once the role is known on to the account page', async () => {
    const started = start();
    await signedOut(started);
    fillForm(started.actor, ' ada@example.com ', 'secret');
    started.actor.send({ type: 'auth.signIn' });
    expect(started.actor.getSnapshot().value).toEqual({ signedOut: 'signingIn' });
    expect(started.doubles.callsOf('signIn')[0]?.input).toEqual({ email: 'ada@example.com', password: 'secret' });
    started.actor.send({ type: 'auth.signIn' });
    expect(started.doubles.callsOf('signIn')).toHaveLength(1);
    started.doubles.resolve('signIn', session());
    await flush();
    expect(started.actor.getSnapshot().value).toEqual({ signedIn: 'resolvingRole' });
    expect(started.actor.getSnapshot().context.form).toEqual({ email: '', password: '', fullName: '' });
    expect(started.effects).toEqual([
      {
        type: 'notify',
        params: { title: 'Welcome back!', description: 'You have successfully signed in.', variant: 'default' },
      },
    ]);
    started.doubles.resolve('fetchRole', 'customer');
    await flush();
    expect(started.effects.at(-1)).toEqual({ type: 'navigate', params: { to: '/account' } });
    expect(started.effects).toHaveLength(2);
  });

  it('takes an admin to the back office after signing in', async () => {
    const started = start();
    await signedOut(started);
    fillForm(started.actor, 'omar@example.com', 'secret');
    started.actor.send({ type: 'auth.signIn' });
    started.doubles.resolve('signIn', session('admin-1', 'omar@example.com'));
    await flush();
    started.doubles.resolve('fetchRole', 'admin');
    await flush();
    expect(started.effects.filter((effect) => effect.type === 'navigate')).toEqual([
      { type: 'navigate', params: { to: '/admin' } },
    ]);
  });

  it("takes a cleaner to the day's jobs after signing in", async () => {
    const started = start();
    await signedOut(started);
    fillForm(started.actor, 'sara@example.com', 'secret');
    started.actor.send({ type: 'auth.signIn' });
    started.doubles.resolve('signIn', session('cleaner-1', 'sara@example.com'));
    await flush();
    started.doubles.resolve('fetchRole', 'cleaner');
    await flush();
    expect(started.effects.filter((effect) => effect.type === 'navigate')).toEqual([
      { type: 'navigate', params: { to: '/crew' } },
    ]);
  });

  it('goes back to the page that asked for a sign-in, whatever the role, and only once', async () => {
    const started = start();
    await signedOut(started);
    fillForm(started.actor, 'ada@example.com', 'secret');
    started.actor.send({ type: 'auth.signIn', returnTo: '/ar/account' });
    started.doubles.resolve('signIn', session());
    await flush();
    started.doubles.resolve('fetchRole', 'admin');
    await flush();
    // A later change of the session (a refreshed token) looks the role up again, and goes nowhere.
    started.change('TOKEN_REFRESHED', session());
    await flush();
    started.doubles.resolve('fetchRole', 'admin');
    await flush();
    expect(started.effects.filter((effect) => effect.type === 'navigate')).toEqual([
      { type: 'navigate', params: { to: '/ar/account' } },
    ]);
    expect(started.actor.getSnapshot().context).toMatchObject({ arriving: false, returnTo: null });
  });

  it('goes nowhere when the session ends before the role is known', async () => {
    const started = start();
    await signedOut(started);
    fillForm(started.actor, 'ada@example.com', 'secret');
    started.actor.send({ type: 'auth.signIn' });
    started.doubles.resolve('signIn', session());
    await flush();
    started.change('SIGNED_OUT', null);
    await flush();
    expect(started.effects.filter((effect) => effect.type === 'navigate')).toEqual([]);
    expect(started.actor.getSnapshot().context.arriving).toBe(false);
  });

  it('welcomes once even when the service reports SIGNED_IN before the call returns', async () => {
    const started = start();
    await signedOut(started);
    fillForm(started.actor, 'ada@example.com', 'secret');
    started.actor.send({ type: 'auth.signIn' });
    started.change('SIGNED_IN', session());
    expect(started.actor.getSnapshot().value).toEqual({ signedOut: 'signingIn' });
    started.doubles.resolve('signIn', session());
    await flush();
    started.doubles.resolve('fetchRole', 'user');
    await flush();
    expect(started.effects.map((effect) => effect.type)).toEqual(['notify', 'navigate']);
    expect(started.actor.getSnapshot().matches('signedIn')).toBe(true);
  });

  it('shows the service’s error and keeps the form on failure', async () => {
    const started = start();
    await signedOut(started);
    fillForm(started.actor, 'ada@example.com', 'wrong');
    started.actor.send({ type: 'auth.signIn' });
    started.doubles.reject('signIn', { name: 'AuthApiError', message: 'Invalid login credentials', status: 400 });
    await flush();
    expect(started.actor.getSnapshot().value).toEqual({ signedOut: 'idle' });
    expect(started.actor.getSnapshot().context.form).toEqual({
      email: 'ada@example.com',
      password: 'wrong',
      fullName: '',
    });
    expect(started.actor.getSnapshot().context.error).toBe('Invalid login credentials');
    expect(started.effects).toEqual([
      { type: 'notify', params: { title: 'Error', description: 'Invalid login credentials', variant: 'destructive' } },
    ]);
  });
});

describe('authMachine: sign up', () => {
  it('signs up with the full name and stays on the page when e-mail confirmation is needed', async () => {
    const started = start();
    await signedOut(started);
    fillForm(started.actor, 'grace@example.com', 'secret-password', ' Grace Hopper ');
    started.actor.send({ type: 'auth.signUp' });
    expect(started.actor.getSnapshot().value).toEqual({ signedOut: 'signingUp' });
    expect(started.doubles.callsOf('signUp')[0]?.input).toEqual({
      email: 'grace@example.com',
      password: 'secret-password',
      fullName: 'Grace Hopper',
    });
    started.doubles.resolve('signUp', null);
    await flush();
    expect(started.actor.getSnapshot().value).toEqual({ signedOut: 'idle' });
    expect(started.effects).toEqual([
      {
        type: 'notify',
        params: {
          title: 'Account created!',
          description: 'Please check your email to verify your account.',
          variant: 'default',
        },
      },
    ]);
    expect(started.actor.getSnapshot().context.form.email).toBe('');
  });

  it('is signed in at once when the service returns a session (no confirmation), without navigating', async () => {
    const started = start();
    await signedOut(started);
    fillForm(started.actor, 'grace@example.com', 'secret-password');
    started.actor.send({ type: 'auth.signUp' });
    started.change('SIGNED_IN', session('user-2'));
    started.doubles.resolve('signUp', session('user-2'));
    await flush();
    expect(started.actor.getSnapshot().value).toEqual({ signedIn: 'resolvingRole' });
    expect(started.effects.map((effect) => effect.type)).toEqual(['notify']);
  });

  it('shows the service’s error and keeps the form on failure', async () => {
    const started = start();
    await signedOut(started);
    fillForm(started.actor, 'grace@example.com', '123', 'Grace');
    started.actor.send({ type: 'auth.signUp' });
    started.doubles.reject('signUp', new Error('Password should be at least 6 characters.'));
    await flush();
    expect(started.actor.getSnapshot().context.form).toEqual({
      email: 'grace@example.com',
      password: '123',
      fullName: 'Grace',
    });
    expect(started.effects).toEqual([
      {
        type: 'notify',
        params: { title: 'Error', description: 'Password should be at least 6 characters.', variant: 'destructive' },
      },
    ]);
  });

  it('says that there were too many requests when refused for that, keeping the form', async () => {
    const started = start();
    await signedOut(started);
    fillForm(started.actor, 'grace@example.com', 'correct horse battery', 'Grace');
    started.actor.send({ type: 'auth.signUp' });
    started.doubles.reject('signUp', new RateLimitedError('Too many accounts created from your connection.'));
    await flush();
    expect(started.actor.getSnapshot().context.form).toEqual({
      email: 'grace@example.com',
      password: 'correct horse battery',
      fullName: 'Grace',
    });
    expect(started.actor.getSnapshot().context.error).toBe(messages.rateLimited);
    expect(started.effects).toEqual([
      { type: 'notify', params: { title: 'Error', description: messages.rateLimited, variant: 'destructive' } },
    ]);
  });
});

describe('authMachine: sign out', () => {
  it('signs out: pending, then the toast, no session and no role', async () => {
    const started = start();
    await signedInAs(started, 'admin');
    started.actor.send({ type: 'auth.signOut' });
    expect(started.actor.getSnapshot().value).toEqual({ signedIn: 'signingOut' });
    started.actor.send({ type: 'auth.signOut' });
    started.change('SIGNED_OUT', null);
    expect(started.actor.getSnapshot().value).toEqual({ signedIn: 'signingOut' });
    started.doubles.resolve('signOut');
    await flush();
    expect(started.doubles.callsOf('signOut')).toHaveLength(1);
    expect(started.actor.getSnapshot().value).toEqual({ signedOut: 'idle' });
    expect(started.actor.getSnapshot().context).toMatchObject({ session: null, role: null, isAdmin: false });
    expect(started.effects).toEqual([
      {
        type: 'notify',
        params: { title: 'Signed out', description: 'You have been successfully signed out.', variant: 'default' },
      },
    ]);
  });

  it('can sign out while the role is still being looked up', async () => {
    const started = start();
    started.doubles.resolve('restoreSession', session());
    await flush();
    started.actor.send({ type: 'auth.signOut' });
    expect(started.actor.getSnapshot().value).toEqual({ signedIn: 'signingOut' });
  });

  it('stays signed in with an error toast when signing out fails', async () => {
    const started = start();
    await signedInAs(started, 'user');
    started.actor.send({ type: 'auth.signOut' });
    started.doubles.reject('signOut', new Error('Network request failed'));
    await flush();
    expect(started.actor.getSnapshot().value).toEqual({ signedIn: 'resolvingRole' });
    expect(started.actor.getSnapshot().context.session).not.toBeNull();
    expect(started.effects).toEqual([
      { type: 'notify', params: { title: 'Error', description: 'Network request failed', variant: 'destructive' } },
    ]);
  });
});

describe('authMachine: defaults', () => {
  it('runs without any provided actor: restoring fails (logged) and the user is signed out', async () => {
    const actor = createActor(authMachine).start();
    await flush();
    expect(actor.getSnapshot().value).toEqual({ signedOut: 'idle' });
  });
});

describe('authMachine: signing in or up while signed in (right after a sign-up on the same page)', () => {
  it('signs in with the form: welcome, the role looked up for the new session, then on to its page', async () => {
    const started = start();
    await signedInAs(started, 'user', session('user-2', 'grace@example.com'));
    fillForm(started.actor, 'ada@example.com', 'secret');
    started.actor.send({ type: 'auth.signIn' });
    expect(started.actor.getSnapshot().value).toEqual({ signedIn: 'signingIn' });
    expect(started.doubles.callsOf('signIn')[0]?.input).toEqual({ email: 'ada@example.com', password: 'secret' });
    started.change('SIGNED_IN', session());
    started.doubles.resolve('signIn', session());
    await flush();
    expect(started.actor.getSnapshot().value).toEqual({ signedIn: 'resolvingRole' });
    expect(started.actor.getSnapshot().context.user?.id).toBe('user-1');
    expect(started.doubles.callsOf('fetchRole').at(-1)?.input).toEqual({ userId: 'user-1' });
    expect(started.actor.getSnapshot().context.form).toEqual({ email: '', password: '', fullName: '' });
    started.doubles.resolve('fetchRole', 'user');
    await flush();
    expect(started.effects).toEqual([
      {
        type: 'notify',
        params: { title: 'Welcome back!', description: 'You have successfully signed in.', variant: 'default' },
      },
      { type: 'navigate', params: { to: '/account' } },
    ]);
  });

  it('keeps the current session and what was typed when that sign-in fails', async () => {
    const started = start();
    await signedInAs(started, 'user', session('user-2', 'grace@example.com'));
    fillForm(started.actor, 'ada@example.com', 'wrong');
    started.actor.send({ type: 'auth.signIn' });
    started.doubles.reject('signIn', { name: 'AuthApiError', message: 'Invalid login credentials', status: 400 });
    await flush();
    expect(started.actor.getSnapshot().value).toEqual({ signedIn: 'ready' });
    expect(started.actor.getSnapshot().context.user?.id).toBe('user-2');
    expect(started.actor.getSnapshot().context.form).toEqual({
      email: 'ada@example.com',
      password: 'wrong',
      fullName: '',
    });
    expect(started.effects).toEqual([
      { type: 'notify', params: { title: 'Error', description: 'Invalid login credentials', variant: 'destructive' } },
    ]);
  });

  it('refuses missing credentials without calling the service', async () => {
    const started = start();
    await signedInAs(started);
    started.actor.send({ type: 'auth.signIn' });
    expect(started.actor.getSnapshot().value).toEqual({ signedIn: 'ready' });
    expect(started.doubles.callsOf('signIn')).toHaveLength(0);
    expect(started.effects).toEqual([
      {
        type: 'notify',
        params: {
          title: 'Error',
          description: 'You must provide either an email or phone number and a password',
          variant: 'destructive',
        },
      },
    ]);
  });

  it('signs up another account: created, and the current session stays when confirmation is needed', async () => {
    const started = start();
    await signedInAs(started);
    fillForm(started.actor, 'grace@example.com', 'secret-password', 'Grace Hopper');
    started.actor.send({ type: 'auth.signUp' });
    expect(started.actor.getSnapshot().value).toEqual({ signedIn: 'signingUp' });
    started.doubles.resolve('signUp', null);
    await flush();
    expect(started.actor.getSnapshot().value).toEqual({ signedIn: 'ready' });
    expect(started.actor.getSnapshot().context.user?.id).toBe('user-1');
    expect(started.effects.map((effect) => (effect.params as { title: string }).title)).toEqual(['Account created!']);
  });
});
