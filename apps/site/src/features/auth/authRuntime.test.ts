import type { Notification } from '@sparkle/machines';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import type { AuthSnapshot } from '../../lib/auth';

/**
 * The auth statechart with the site's actors, on a fake supabase-js client: what it calls, what it announces,
 * and what routes see of it (the AuthSnapshot). The browser flows are in e2e/auth.e2e.ts.
 */

type Listener = (event: string, session: unknown) => void;

const fake = vi.hoisted(() => {
  const listeners = new Set<(event: string, session: unknown) => void>();
  const session = (email: string) => ({
    access_token: 'access',
    refresh_token: 'refresh',
    expires_in: 3600,
    token_type: 'bearer',
    user: { id: `id-${email}`, email, user_metadata: { full_name: 'Mariam Saeed' } },
  });
  return {
    listeners,
    session,
    stored: null as ReturnType<typeof session> | null,
    role: 'user' as 'admin' | 'user',
    notes: [] as Notification[],
    loads: 0,
  };
});

const client = {
  auth: {
    getSession: vi.fn(async () => ({ data: { session: fake.stored }, error: null })),
    onAuthStateChange: vi.fn((listener: Listener) => {
      fake.listeners.add(listener);
      return { data: { subscription: { unsubscribe: () => fake.listeners.delete(listener) } } };
    }),
    signInWithPassword: vi.fn(async ({ email, password }: { email: string; password: string }) =>
      password === 'right'
        ? { data: { session: fake.session(email) }, error: null }
        : { data: { session: null }, error: new Error('Invalid login credentials') },
    ),
    signUp: vi.fn(async () => ({ data: { session: null, user: null }, error: null })),
    signOut: vi.fn(async () => ({ error: null })),
  },
  rpc: vi.fn(async () => ({ data: fake.role, error: null })),
};

vi.mock('../../lib/supabase', () => ({
  getSupabase: async () => {
    fake.loads += 1;
    return client;
  },
}));
vi.mock('../toast/notify', () => ({ notify: (note: Notification) => fake.notes.push(note) }));

const { startAuthRuntime } = await import('./authRuntime');

function start(stored: boolean) {
  const reports: (AuthSnapshot | null)[] = [];
  const navigate = vi.fn();
  const connection = startAuthRuntime({
    navigate,
    report: (next) => reports.push(next),
    hasStoredSession: () => stored,
  });
  const last = () => reports.filter((report) => report !== null).at(-1);
  return { actor: connection.actor, reports, navigate, last };
}

beforeEach(() => {
  vi.stubGlobal('window', { setTimeout, location: { origin: 'https://sparkle.example' } });
  fake.stored = null;
  fake.role = 'user';
  fake.notes.length = 0;
  fake.loads = 0;
  vi.clearAllMocks();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the site auth runtime', () => {
  it('without a stored session, is signed out at once and never loads supabase-js', async () => {
    const { actor, last } = start(false);
    await waitFor(actor, (state) => state.matches('signedOut'));
    expect(last()).toEqual({ status: 'signedOut', isAdmin: false, user: null });
    expect(fake.loads).toBe(0);
    actor.stop();
  });

  it('restores a stored session and reports it once the role is known, as one stable object', async () => {
    fake.stored = fake.session('admin@example.com');
    fake.role = 'admin';
    const { actor, reports, last } = start(true);
    expect(reports[0]).toBeNull();
    await waitFor(actor, (state) => state.matches({ signedIn: 'ready' }));
    expect(client.rpc).toHaveBeenCalledWith('get_user_role', { _user_id: 'id-admin@example.com' });
    expect(reports).toContainEqual({ status: 'loading', isAdmin: false, user: null });
    const signedIn = last();
    expect(signedIn).toEqual({
      status: 'signedIn',
      isAdmin: true,
      user: { id: 'id-admin@example.com', email: 'admin@example.com', fullName: 'Mariam Saeed' },
      signingOut: false,
    });
    // A token refresh re-reads the role; routes keep the very same snapshot object.
    for (const listener of fake.listeners) listener('TOKEN_REFRESHED', fake.session('admin@example.com'));
    await vi.waitFor(() => expect(client.rpc).toHaveBeenCalledTimes(2));
    await waitFor(actor, (state) => state.matches({ signedIn: 'ready' }));
    expect(last()).toBe(signedIn);
    actor.stop();
  });

  it("signs in: 'Welcome back!', then, the role known, to the account page", async () => {
    const { actor, navigate, last } = start(false);
    await waitFor(actor, (state) => state.matches('signedOut'));
    actor.send({ type: 'field.change', field: 'email', value: ' staff@example.com ' });
    actor.send({ type: 'field.change', field: 'password', value: 'right' });
    actor.send({ type: 'auth.signIn' });
    await waitFor(actor, (state) => state.matches({ signedIn: 'ready' }));
    expect(client.auth.signInWithPassword).toHaveBeenCalledWith({ email: 'staff@example.com', password: 'right' });
    expect(fake.notes).toEqual([
      { title: 'Welcome back!', description: 'You have successfully signed in.', variant: 'default' },
    ]);
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/account'));
    expect(last()?.status).toBe('signedIn');
    actor.stop();
  });

  it("a refused sign-in: an 'Error' toast with the service's message; the form keeps its values", async () => {
    const { actor, navigate, last } = start(false);
    await waitFor(actor, (state) => state.matches('signedOut'));
    actor.send({ type: 'field.change', field: 'email', value: 'staff@example.com' });
    actor.send({ type: 'field.change', field: 'password', value: 'wrong' });
    actor.send({ type: 'auth.signIn' });
    await waitFor(actor, (state) => state.matches({ signedOut: 'idle' }) && state.context.error !== null);
    expect(fake.notes).toEqual([{ title: 'Error', description: 'Invalid login credentials', variant: 'destructive' }]);
    expect(actor.getSnapshot().context.form).toEqual({ email: 'staff@example.com', password: 'wrong', fullName: '' });
    expect(navigate).not.toHaveBeenCalled();
    expect(last()?.status).toBe('signedOut');
    actor.stop();
  });

  it('signs up with the full name and the site as the confirmation target, and stays', async () => {
    const { actor, navigate } = start(false);
    await waitFor(actor, (state) => state.matches('signedOut'));
    actor.send({ type: 'field.change', field: 'fullName', value: 'Mariam Saeed' });
    actor.send({ type: 'field.change', field: 'email', value: 'new@example.com' });
    actor.send({ type: 'field.change', field: 'password', value: 'secret1' });
    actor.send({ type: 'auth.signUp' });
    await vi.waitFor(() => expect(fake.notes).toHaveLength(1));
    expect(client.auth.signUp).toHaveBeenCalledWith({
      email: 'new@example.com',
      password: 'secret1',
      options: { data: { full_name: 'Mariam Saeed' }, emailRedirectTo: 'https://sparkle.example' },
    });
    expect(fake.notes[0]).toEqual({
      title: 'Account created!',
      description: 'Please check your email to verify your account.',
      variant: 'default',
    });
    expect(navigate).not.toHaveBeenCalled();
    actor.stop();
  });

  it("signs out: 'Signed out'; a sign-out reported by the service (another tab) signs out too", async () => {
    fake.stored = fake.session('staff@example.com');
    const first = start(true);
    await waitFor(first.actor, (state) => state.matches({ signedIn: 'ready' }));
    first.actor.send({ type: 'auth.signOut' });
    await waitFor(first.actor, (state) => state.matches('signedOut'));
    expect(client.auth.signOut).toHaveBeenCalled();
    expect(fake.notes.at(-1)).toEqual({
      title: 'Signed out',
      description: 'You have been successfully signed out.',
      variant: 'default',
    });
    first.actor.stop();

    const second = start(true);
    await waitFor(second.actor, (state) => state.matches({ signedIn: 'ready' }));
    // INITIAL_SESSION is the restore's business and is ignored; SIGNED_OUT is not.
    for (const listener of fake.listeners) listener('INITIAL_SESSION', null);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(second.actor.getSnapshot().matches({ signedIn: 'ready' })).toBe(true);
    for (const listener of fake.listeners) listener('SIGNED_OUT', null);
    await waitFor(second.actor, (state) => state.matches('signedOut'));
    expect(second.last()).toEqual({ status: 'signedOut', isAdmin: false, user: null });
    second.actor.stop();
  });
});
