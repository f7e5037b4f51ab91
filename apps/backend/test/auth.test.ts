import {
  AuthApiError,
  type AuthChangeEvent,
  AuthSessionMissingError,
  AuthWeakPasswordError,
  isAuthApiError,
} from '@supabase/supabase-js';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningBackend, startBackend } from '../src/index.ts';
import { makeClient, rawFetch, signUp, uniqueEmail } from './helpers.ts';

// The GoTrue subset (docs/supabase-contract.md §4) driven through supabase-js: sessions, errors the client can
// classify, refresh-token rotation, sign-out scopes and the admin user API.

let backend: RunningBackend;

beforeAll(async () => {
  backend = await startBackend({ port: 0, bcryptCost: 4, admin: false });
});

afterAll(async () => {
  await backend?.close();
});

async function refreshRaw(refreshToken: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await rawFetch(backend, '/auth/v1/token?grant_type=refresh_token', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ refresh_token: refreshToken }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('sign-up', () => {
  it('signs the user in at once (autoconfirm) with a complete session and user', async () => {
    const client = makeClient(backend);
    const events: AuthChangeEvent[] = [];
    client.auth.onAuthStateChange((event) => {
      events.push(event);
    });
    const email = uniqueEmail('Signup').replace('signup', 'SignUp');
    const { data, error } = await client.auth.signUp({
      email,
      password: 'secret123',
      options: { data: { full_name: 'Layla Hassan' }, emailRedirectTo: 'http://localhost:5173' },
    });
    expect(error).toBeNull();
    const { session, user } = data;
    expect(session).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
    expect(session!.refresh_token.length).toBeGreaterThanOrEqual(12);
    expect(user).toMatchObject({
      email: email.toLowerCase(),
      aud: 'authenticated',
      role: 'authenticated',
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { full_name: 'Layla Hassan', email: email.toLowerCase(), email_verified: true, sub: user!.id },
      is_anonymous: false,
    });
    expect(user!.identities).toEqual([
      expect.objectContaining({ provider: 'email', id: user!.id, user_id: user!.id, email: email.toLowerCase() }),
    ]);
    expect(typeof user!.email_confirmed_at).toBe('string');
    expect(typeof user!.created_at).toBe('string');

    const claims = decodeJwt(session!.access_token);
    expect(claims).toMatchObject({
      sub: user!.id,
      aud: 'authenticated',
      role: 'authenticated',
      email: email.toLowerCase(),
      iss: `${backend.url}/auth/v1`,
      aal: 'aal1',
      is_anonymous: false,
      user_metadata: expect.objectContaining({ full_name: 'Layla Hassan' }),
    });
    expect(claims.exp! - claims.iat!).toBe(3600);
    expect(typeof claims.session_id).toBe('string');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(events).toContain('SIGNED_IN');

    const profile = await client.from('profiles').select('email, full_name').single();
    expect(profile.data).toEqual({ email: email.toLowerCase(), full_name: 'Layla Hassan' });
  });

  it('refuses an e-mail that is taken: 422 user_already_exists', async () => {
    const { email } = await signUp(backend);
    const { data, error } = await makeClient(backend).auth.signUp({
      email: email.toUpperCase(),
      password: 'secret123',
    });
    expect(data.session).toBeNull();
    expect(error).toBeInstanceOf(AuthApiError);
    expect(error).toMatchObject({ status: 422, code: 'user_already_exists', message: 'User already registered' });
  });

  it('refuses a short password as AuthWeakPasswordError with its reasons', async () => {
    const { error } = await makeClient(backend).auth.signUp({ email: uniqueEmail(), password: '123' });
    expect(error).toBeInstanceOf(AuthWeakPasswordError);
    expect(error).toMatchObject({ status: 422, code: 'weak_password', reasons: ['length'] });
  });

  it('refuses a malformed e-mail and a password over 72 bytes', async () => {
    const bad = await makeClient(backend).auth.signUp({ email: 'not an email', password: 'secret123' });
    expect(bad.error).toMatchObject({ status: 400, code: 'validation_failed' });
    const long = await makeClient(backend).auth.signUp({ email: uniqueEmail(), password: 'x'.repeat(73) });
    expect(long.error).toMatchObject({ status: 400, code: 'validation_failed' });
  });

  it('answers malformed JSON with 400 bad_json and the API-version header', async () => {
    const response = await rawFetch(backend, '/auth/v1/signup', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"email": ',
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await response.json()).toMatchObject({ code: 'bad_json', error_code: 'bad_json' });
  });
});

describe('password sign-in', () => {
  it('returns a session and stamps last_sign_in_at', async () => {
    const { email, password } = await signUp(backend);
    const client = makeClient(backend);
    const { data, error } = await client.auth.signInWithPassword({ email, password });
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
    expect(data.user?.last_sign_in_at).toBeTruthy();
  });

  it('refuses a wrong password and an unknown e-mail alike: 400 invalid_credentials', async () => {
    const { email } = await signUp(backend);
    for (const attempt of [
      { email, password: 'wrong password' },
      { email: uniqueEmail('nobody'), password: 'whatever1' },
    ]) {
      const { data, error } = await makeClient(backend).auth.signInWithPassword(attempt);
      expect(data.session).toBeNull();
      expect(isAuthApiError(error)).toBe(true);
      expect(error).toMatchObject({ status: 400, code: 'invalid_credentials', message: 'Invalid login credentials' });
    }
  });
});

describe('the signed-in user', () => {
  it('gets itself, with its own token or another', async () => {
    const signed = await signUp(backend, 'Noor');
    const { data, error } = await signed.client.auth.getUser();
    expect(error).toBeNull();
    expect(data.user?.id).toBe(signed.user.id);
    const byToken = await makeClient(backend).auth.getUser(signed.session.access_token);
    expect(byToken.data.user?.email).toBe(signed.email);
  });

  it('updates metadata key by key (null removes) and the profile follows', async () => {
    const signed = await signUp(backend, 'Before Name');
    await signed.client.auth.updateUser({ data: { phone_hint: '050', full_name: 'After Name' } });
    const { data, error } = await signed.client.auth.updateUser({ data: { phone_hint: null } });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toMatchObject({ full_name: 'After Name' });
    expect(data.user?.user_metadata).not.toHaveProperty('phone_hint');
    const profile = await signed.client.from('profiles').select('full_name').single();
    expect(profile.data).toEqual({ full_name: 'After Name' });
  });

  it('changes its password (not to the same one) and its e-mail (not to a taken one)', async () => {
    const signed = await signUp(backend);
    const same = await signed.client.auth.updateUser({ password: signed.password });
    expect(same.error).toMatchObject({ status: 422, code: 'same_password' });
    const changed = await signed.client.auth.updateUser({ password: 'a brand new secret' });
    expect(changed.error).toBeNull();
    const signIn = await makeClient(backend).auth.signInWithPassword({
      email: signed.email,
      password: 'a brand new secret',
    });
    expect(signIn.error).toBeNull();

    const taken = await signUp(backend);
    const clash = await signed.client.auth.updateUser({ email: taken.email });
    expect(clash.error).toMatchObject({ status: 422, code: 'email_exists' });
    const newEmail = uniqueEmail('moved');
    const moved = await signed.client.auth.updateUser({ email: newEmail });
    expect(moved.data.user?.email).toBe(newEmail);
    const profile = await signed.client.from('profiles').select('email').single();
    expect(profile.data).toEqual({ email: newEmail });
  });

  it('may not touch its app_metadata', async () => {
    const signed = await signUp(backend);
    const response = await rawFetch(backend, '/auth/v1/user', {
      method: 'PUT',
      headers: { Authorization: `Bearer ${signed.session.access_token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ app_metadata: { role: 'admin' } }),
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'not_admin' });
  });
});

describe('refresh tokens', () => {
  it('rotate: each refresh revokes the token it used and issues a new one', async () => {
    const signed = await signUp(backend);
    const events: AuthChangeEvent[] = [];
    signed.client.auth.onAuthStateChange((event) => {
      events.push(event);
    });
    const first = signed.session.refresh_token;
    const { data, error } = await signed.client.auth.refreshSession();
    expect(error).toBeNull();
    const second = data.session!.refresh_token;
    expect(second).not.toBe(first);
    expect(events).toContain('TOKEN_REFRESHED');

    // Within GoTrue's reuse interval the old token gives back the current pair (two tabs refreshing at once).
    const reused = await refreshRaw(first);
    expect(reused.status).toBe(200);
    expect(reused.body.refresh_token).toBe(second);

    // Outside it, reuse is refused and revokes the whole family, the current token included.
    await backend.ctx.db.query(
      `update auth.refresh_tokens set updated_at = now() - interval '1 minute' where token = $1`,
      [first],
    );
    const late = await refreshRaw(first);
    expect(late).toMatchObject({ status: 400, body: { code: 'refresh_token_already_used' } });
    const current = await refreshRaw(second);
    expect(current).toMatchObject({ status: 400, body: { code: 'refresh_token_already_used' } });
  });

  it('refuses unknown and malformed tokens', async () => {
    expect(await refreshRaw('x'.repeat(32))).toMatchObject({ status: 400, body: { code: 'refresh_token_not_found' } });
    expect(await refreshRaw('short')).toMatchObject({ status: 400, body: { code: 'validation_failed' } });
  });
});

describe('sign-out', () => {
  it('global: every session of the user ends; old tokens are refused', async () => {
    const signed = await signUp(backend);
    const second = makeClient(backend);
    const other = await second.auth.signInWithPassword({ email: signed.email, password: signed.password });
    const events: AuthChangeEvent[] = [];
    signed.client.auth.onAuthStateChange((event) => {
      events.push(event);
    });
    const { error } = await signed.client.auth.signOut();
    expect(error).toBeNull();
    expect(events).toContain('SIGNED_OUT');
    expect(await refreshRaw(signed.session.refresh_token)).toMatchObject({
      status: 400,
      body: { code: 'refresh_token_not_found' },
    });
    expect(await refreshRaw(other.data.session!.refresh_token)).toMatchObject({ status: 400 });
    const stale = await makeClient(backend).auth.getUser(signed.session.access_token);
    expect(stale.error).toBeInstanceOf(AuthSessionMissingError);
  });

  it('local ends only this session; others ends all but this one', async () => {
    const signed = await signUp(backend);
    const b = makeClient(backend);
    const c = makeClient(backend);
    const sessionB = (await b.auth.signInWithPassword({ email: signed.email, password: signed.password })).data
      .session!;
    const sessionC = (await c.auth.signInWithPassword({ email: signed.email, password: signed.password })).data
      .session!;

    expect((await b.auth.signOut({ scope: 'local' })).error).toBeNull();
    expect((await refreshRaw(sessionB.refresh_token)).status).toBe(400);
    expect((await makeClient(backend).auth.getUser(sessionC.access_token)).error).toBeNull();

    expect((await signed.client.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect((await makeClient(backend).auth.getUser(sessionC.access_token)).error).toBeInstanceOf(
      AuthSessionMissingError,
    );
    const mine = await signed.client.auth.getUser();
    expect(mine.error).toBeNull();
    expect((await signed.client.auth.refreshSession()).error).toBeNull();
  });

  it('refuses an unknown scope and a missing bearer', async () => {
    const signed = await signUp(backend);
    const bad = await rawFetch(backend, '/auth/v1/logout?scope=everyone', {
      method: 'POST',
      headers: { Authorization: `Bearer ${signed.session.access_token}` },
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 'validation_failed' });
    const none = await fetch(`${backend.url}/auth/v1/logout`, { method: 'POST', headers: { apikey: backend.anonKey } });
    expect(none.status).toBe(401);
    expect(await none.json()).toMatchObject({ code: 'no_authorization' });
  });
});

describe('tokens that are expired or forged', () => {
  it('are refused by auth (403 bad_jwt) and by the data API (401 PGRST303 / PGRST301)', async () => {
    const signed = await signUp(backend);
    const claims = decodeJwt(signed.session.access_token);
    const expired = await backend.ctx.signJwt({ ...claims, iat: 1_600_000_000, exp: 1_600_003_600 });
    const forged = await new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(new TextEncoder().encode('not-the-secret-not-the-secret-not-the-secret'));

    for (const token of [expired, forged]) {
      const user = await makeClient(backend).auth.getUser(token);
      expect(user.error).toMatchObject({ status: 403, code: 'bad_jwt' });
    }
    const expiredRest = await rawFetch(backend, '/rest/v1/profiles', {
      headers: { Authorization: `Bearer ${expired}` },
    });
    expect(expiredRest.status).toBe(401);
    expect(await expiredRest.json()).toMatchObject({ code: 'PGRST303', message: 'JWT expired' });
    expect(expiredRest.headers.get('www-authenticate')).toContain('invalid_token');
    const forgedRest = await rawFetch(backend, '/rest/v1/profiles', { headers: { Authorization: `Bearer ${forged}` } });
    expect(forgedRest.status).toBe(401);
    expect(await forgedRest.json()).toMatchObject({ code: 'PGRST301' });
  });

  it('a signed token may only take the roles PostgREST could switch to', async () => {
    const superuser = await backend.ctx.signJwt({ role: 'postgres' }, 60);
    const response = await rawFetch(backend, '/rest/v1/profiles', {
      headers: { Authorization: `Bearer ${superuser}` },
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: '42501' });
    const unknown = await backend.ctx.signJwt({ role: 'nobody_at_all' }, 60);
    const missing = await rawFetch(backend, '/rest/v1/profiles', { headers: { Authorization: `Bearer ${unknown}` } });
    expect(missing.status).toBe(401);
    expect(await missing.json()).toMatchObject({ code: '22023' });
  });
});

describe('the admin API', () => {
  const service = () => makeClient(backend, backend.serviceRoleKey);

  it('creates, lists with pagination, gets, updates and deletes users', async () => {
    const admin = service().auth.admin;
    const created = [];
    for (const name of ['Admin Api One', 'Admin Api Two', 'Admin Api Three']) {
      const { data, error } = await admin.createUser({
        email: uniqueEmail('adminapi'),
        password: 'created-by-admin',
        email_confirm: true,
        user_metadata: { full_name: name },
      });
      expect(error).toBeNull();
      created.push(data.user!);
    }
    const page = await admin.listUsers({ page: 1, perPage: 2 });
    expect(page.error).toBeNull();
    expect(page.data.users).toHaveLength(2);
    const total = (page.data as unknown as { total: number }).total;
    expect(total).toBeGreaterThanOrEqual(3);
    expect(page.data).toMatchObject({ nextPage: 2, lastPage: Math.ceil(total / 2) });
    // Newest first, as GoTrue.
    expect(page.data.users[0]!.id).toBe(created[2]!.id);

    const got = await admin.getUserById(created[0]!.id);
    expect(got.data.user?.user_metadata).toMatchObject({ full_name: 'Admin Api One' });

    const signIn = await makeClient(backend).auth.signInWithPassword({
      email: created[0]!.email!,
      password: 'created-by-admin',
    });
    expect(signIn.error).toBeNull();

    const updated = await admin.updateUserById(created[0]!.id, {
      user_metadata: { full_name: 'Renamed By Admin' },
      app_metadata: { plan: 'gold' },
      password: 'changed-by-admin',
    });
    expect(updated.data.user?.app_metadata).toMatchObject({ provider: 'email', plan: 'gold' });
    const profile = await backend.ctx.db.query('select full_name from public.profiles where id = $1', [created[0]!.id]);
    expect(profile.rows).toEqual([{ full_name: 'Renamed By Admin' }]);

    const deleted = await admin.deleteUser(created[1]!.id);
    expect(deleted.error).toBeNull();
    const gone = await admin.getUserById(created[1]!.id);
    expect(gone.error).toMatchObject({ status: 404, code: 'user_not_found' });
    const cascade = await backend.ctx.db.query('select 1 from public.profiles where id = $1', [created[1]!.id]);
    expect(cascade.rows).toEqual([]);
  });

  it('checks ids: the client throws on a non-UUID; the server answers 404 for an unknown one', async () => {
    const admin = service().auth.admin;
    await expect(admin.getUserById('not-a-uuid')).rejects.toThrow('Expected parameter to be UUID');
    await expect(admin.deleteUser('12345')).rejects.toThrow('Expected parameter to be UUID');
    const response = await rawFetch(backend, '/auth/v1/admin/users/not-a-uuid', {
      headers: { Authorization: `Bearer ${backend.serviceRoleKey}` },
    });
    expect(response.status).toBe(404);
    const unknown = await admin.getUserById('00000000-0000-4000-8000-000000000000');
    expect(unknown.error).toMatchObject({ status: 404, code: 'user_not_found' });
  });

  it('refuses a duplicate e-mail, and an unconfirmed user cannot sign in', async () => {
    const admin = service().auth.admin;
    const email = uniqueEmail('unconfirmed');
    expect((await admin.createUser({ email, password: 'secret123' })).error).toBeNull();
    const duplicate = await admin.createUser({ email, password: 'secret123' });
    expect(duplicate.error).toMatchObject({ status: 422, code: 'email_exists' });
    const signIn = await makeClient(backend).auth.signInWithPassword({ email, password: 'secret123' });
    expect(signIn.error).toMatchObject({ status: 400, code: 'email_not_confirmed' });
  });

  it('is refused to the anon key and to a user token: 403 not_admin', async () => {
    const anon = await makeClient(backend).auth.admin.listUsers();
    expect(anon.error).toMatchObject({ status: 403, code: 'not_admin' });
    const signed = await signUp(backend);
    const response = await rawFetch(backend, '/auth/v1/admin/users', {
      headers: { Authorization: `Bearer ${signed.session.access_token}` },
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'not_admin' });
  });

  it("turns away a deleted user's still-valid token: 403 user_not_found", async () => {
    const signed = await signUp(backend);
    await service().auth.admin.deleteUser(signed.user.id);
    const { error } = await makeClient(backend).auth.getUser(signed.session.access_token);
    expect(error).toMatchObject({ status: 403, code: 'user_not_found' });
  });
});
