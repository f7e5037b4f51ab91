import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningBackend, startBackend } from '../src/index.ts';
import { makeClient, rawFetch, signInAdmin, signUp, uniqueEmail } from './helpers.ts';

// A sign-in link by e-mail: GoTrue's POST /otp as supabase-js `signInWithOtp({email, options: {shouldCreateUser:
// false}})` sends it, the Send Email hook's `magic_link` message in the outbox, and the link's token signing in once
// with `verifyOtp({token_hash, type: 'magiclink'})`. The answers never tell whether an address has an account.

const siteUrl = 'http://localhost:4173';
const landing = 'http://127.0.0.1:4173/auth/confirm';
let backend: RunningBackend;
let admin: SupabaseClient;

beforeAll(async () => {
  backend = await startBackend({
    port: 0,
    bcryptCost: 4,
    outbox: { worker: false, siteUrl },
    mailer: { siteUrl, redirectUrls: ['http://127.0.0.1:*/**'], minimumResponseMs: 50 },
  });
  admin = await signInAdmin(backend);
});

afterAll(async () => {
  await backend?.close();
});

const query = async <T = Record<string, unknown>>(sql: string, params: unknown[] = []) =>
  (await backend.ctx.db.query<T>(sql, params)).rows;

interface Message {
  locale: string;
  payload: { link: string; email: string; expires_in_minutes: number };
}

const mailsTo = (email: string, kind: string) =>
  query<Message>(
    'select locale, payload from public.outbox_messages where recipient = $1 and kind = $2 order by created_at',
    [email, kind],
  );

const tokenOf = (mail: Message | undefined) => new URL(mail!.payload.link).searchParams.get('token_hash')!;

/** The request exactly as supabase-js sends it, to compare whole answers. */
const askRaw = (email: string, createUser = false) =>
  rawFetch(backend, `/auth/v1/otp?redirect_to=${encodeURIComponent(landing)}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, data: {}, create_user: createUser, gotrue_meta_security: {} }),
  });

const askLink = (email: string, redirect = landing) =>
  makeClient(backend).auth.signInWithOtp({ email, options: { emailRedirectTo: redirect, shouldCreateUser: false } });

describe('POST /otp (a sign-in link)', () => {
  it('sends one link to an account, and answers an unknown address exactly alike', async () => {
    const user = await signUp(backend);
    const known = await askRaw(user.email.toUpperCase());
    const unknown = await askRaw(uniqueEmail('nobody'));
    for (const response of [known, unknown]) {
      expect(response.status).toBe(200);
      expect(await response.text()).toBe('{}');
    }
    const headers = (response: Response) =>
      [...response.headers.entries()].filter(([name]) => !['date', 'content-length'].includes(name));
    expect(headers(known)).toEqual(headers(unknown));

    const [mail, ...more] = await mailsTo(user.email, 'magic_link');
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ locale: 'en', payload: { email: user.email, expires_in_minutes: 60 } });
    expect(mail!.payload.link).toMatch(
      /^http:\/\/127\.0\.0\.1:4173\/auth\/confirm\?token_hash=[0-9a-f]{56}&type=magiclink$/,
    );
    // Only the token's hash is kept with the account, where GoTrue keeps it.
    const [stored] = await query<{ recovery_token: string }>('select recovery_token from auth.users where id = $1', [
      user.user.id,
    ]);
    expect(stored!.recovery_token).toBe(tokenOf(mail));
  });

  it('supabase-js: no error and no session for a known or an unknown address', async () => {
    const user = await signUp(backend);
    for (const email of [user.email, uniqueEmail('nobody')]) {
      const { data, error } = await askLink(email);
      expect(error).toBeNull();
      expect(data).toMatchObject({ user: null, session: null });
    }
    expect(await mailsTo(user.email, 'magic_link')).toHaveLength(1);
  });

  it('sends nothing more within a minute, and says so to nobody', async () => {
    const user = await signUp(backend);
    expect((await askLink(user.email)).error).toBeNull();
    expect((await askLink(user.email)).error).toBeNull();
    expect(await mailsTo(user.email, 'magic_link')).toHaveLength(1);
    // A reset asked for within the same minute is held back too: one live link of the two.
    expect((await makeClient(backend).auth.resetPasswordForEmail(user.email)).error).toBeNull();
    expect(await mailsTo(user.email, 'password_reset')).toEqual([]);
  });

  it('writes the e-mail in Arabic for a link back to an Arabic page, and never links to another site', async () => {
    const arabic = await signUp(backend);
    await askLink(arabic.email, 'http://127.0.0.1:4173/ar/auth/confirm');
    expect((await mailsTo(arabic.email, 'magic_link'))[0]!.locale).toBe('ar');

    const other = await signUp(backend);
    await askLink(other.email, 'https://evil.example/steal');
    const link = new URL((await mailsTo(other.email, 'magic_link'))[0]!.payload.link);
    expect(link.origin + link.pathname).toBe(`${siteUrl}/auth/confirm`);
  });

  it('refuses to create accounts (supabase-js default) with 422, the same for any address, sending nothing', async () => {
    const user = await signUp(backend);
    const known = await makeClient(backend).auth.signInWithOtp({ email: user.email });
    const unknown = await makeClient(backend).auth.signInWithOtp({ email: uniqueEmail('nobody') });
    for (const { error } of [known, unknown]) expect(error).toMatchObject({ status: 422, code: 'otp_disabled' });
    expect(await mailsTo(user.email, 'magic_link')).toEqual([]);
  });

  it('refuses a missing or malformed address and a phone with 400, writing nothing', async () => {
    for (const body of [{ email: '' }, { email: 'not-an-address' }, { phone: '+971501234567' }]) {
      const response = await rawFetch(backend, '/auth/v1/otp', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...body, create_user: false }),
      });
      expect(response.status).toBe(400);
      expect(['validation_failed', 'phone_provider_disabled']).toContain((await response.json()).code);
    }
  });
});

describe('the sign-in link', () => {
  it('signs in once (SIGNED_IN), without the password; then it is spent', async () => {
    const user = await signUp(backend);
    await askLink(user.email);
    const tokenHash = tokenOf((await mailsTo(user.email, 'magic_link'))[0]);

    const client = makeClient(backend);
    const events: string[] = [];
    client.auth.onAuthStateChange((event) => {
      events.push(event);
    });
    const verified = await client.auth.verifyOtp({ token_hash: tokenHash, type: 'magiclink' });
    expect(verified.error).toBeNull();
    expect(verified.data.session?.user.email).toBe(user.email);
    expect(events).toContain('SIGNED_IN');
    // The session is a real one: the user's own data under RLS.
    expect((await client.auth.getUser()).data.user?.id).toBe(user.user.id);
    expect((await client.rpc('get_user_role', { _user_id: user.user.id })).error).toBeNull();

    const again = await makeClient(backend).auth.verifyOtp({ token_hash: tokenHash, type: 'magiclink' });
    expect(again.error).toMatchObject({ status: 403, code: 'otp_expired' });
  });

  it('is no sign-up link, stops after an hour, and is voided by a newer link', async () => {
    const user = await signUp(backend);
    await askLink(user.email);
    const first = tokenOf((await mailsTo(user.email, 'magic_link'))[0]);
    const asSignup = await makeClient(backend).auth.verifyOtp({ token_hash: first, type: 'signup' });
    expect(asSignup.error).toMatchObject({ status: 403, code: 'otp_expired' });

    await query(`update auth.users set recovery_sent_at = now() - interval '61 minutes' where id = $1`, [user.user.id]);
    const late = await makeClient(backend).auth.verifyOtp({ token_hash: first, type: 'magiclink' });
    expect(late.error).toMatchObject({ status: 403, code: 'otp_expired' });

    await askLink(user.email);
    const mails = await mailsTo(user.email, 'magic_link');
    expect(mails).toHaveLength(2);
    const second = tokenOf(mails[1]);
    expect((await makeClient(backend).auth.verifyOtp({ token_hash: second, type: 'magiclink' })).error).toBeNull();
  });

  it('GET /verify?type=magiclink answers with a redirect carrying the session', async () => {
    const user = await signUp(backend);
    await askLink(user.email);
    const tokenHash = tokenOf((await mailsTo(user.email, 'magic_link'))[0]);
    const response = await rawFetch(
      backend,
      `/auth/v1/verify?token=${tokenHash}&type=magiclink&redirect_to=${encodeURIComponent('http://127.0.0.1:4173/account')}`,
      { redirect: 'manual' },
    );
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location')!);
    expect(location.pathname).toBe('/account');
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('type')).toBe('magiclink');
    expect((await makeClient(backend).auth.getUser(fragment.get('access_token')!)).data.user?.email).toBe(user.email);
  });

  it('an account whose address is not confirmed yet gets the confirmation instead, which signs in', async () => {
    const { error } = await admin.from('account_settings').update({ confirm_email: true }).eq('id', true);
    expect(error).toBeNull();
    try {
      const email = uniqueEmail('unconfirmed');
      expect((await makeClient(backend).auth.signUp({ email, password: 'secret one two' })).error).toBeNull();
      await query(`update auth.users set confirmation_sent_at = now() - interval '2 minutes' where email = $1`, [
        email,
      ]);
      expect((await askLink(email)).error).toBeNull();
      expect(await mailsTo(email, 'magic_link')).toEqual([]);
      const confirmations = await mailsTo(email, 'signup_confirmation');
      expect(confirmations).toHaveLength(2);
      const confirmed = await makeClient(backend).auth.verifyOtp({
        token_hash: tokenOf(confirmations[1]),
        type: 'signup',
      });
      expect(confirmed.error).toBeNull();
      expect(confirmed.data.user?.email_confirmed_at).toBeTruthy();
    } finally {
      await admin.from('account_settings').update({ confirm_email: false }).eq('id', true);
    }
  });
});
