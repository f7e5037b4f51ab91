import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningBackend, startBackend } from '../src/index.ts';
import { makeClient, rawFetch, signInAdmin, signUp, uniqueEmail } from './helpers.ts';

// Passwords can be reset, and sign-up can ask for a confirmed address: GoTrue's /recover, /verify (POST and GET),
// /resend and PUT /user as supabase-js calls them; the e-mails go through the Send Email hook into the outbox, in the
// token's transaction; the links work once and for an hour; the answers never tell whether an address has an account.

const siteUrl = 'http://localhost:4173';
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
  kind: string;
  locale: string;
  payload: { link: string; email: string; expires_in_minutes: number };
  idempotency_key: string;
}

const mailsTo = (email: string, kind: string) =>
  query<Message>(
    'select kind, locale, payload, idempotency_key from public.outbox_messages where recipient = $1 and kind = $2 order by created_at',
    [email, kind],
  );

/** The link's token_hash of the latest e-mail of `kind` to `email`. */
async function latestLink(email: string, kind = 'password_reset') {
  const mails = await mailsTo(email, kind);
  const link = new URL(mails.at(-1)!.payload.link);
  return { link, tokenHash: link.searchParams.get('token_hash')! };
}

async function setConfirmEmail(on: boolean) {
  const { error } = await admin.from('account_settings').update({ confirm_email: on }).eq('id', true);
  expect(error).toBeNull();
}

describe('POST /recover', () => {
  it('sends one reset e-mail to an account, and answers an unknown address exactly alike', async () => {
    const user = await signUp(backend, 'Staff Person');
    const ask = (email: string) =>
      rawFetch(
        backend,
        `/auth/v1/recover?redirect_to=${encodeURIComponent('http://127.0.0.1:4173/auth/reset-password')}`,
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email, gotrue_meta_security: {} }),
        },
      );
    const known = await ask(user.email.toUpperCase());
    const unknown = await ask(uniqueEmail('nobody'));
    for (const response of [known, unknown]) {
      expect(response.status).toBe(200);
      expect(await response.text()).toBe('{}');
    }
    const headers = (response: Response) =>
      [...response.headers.entries()].filter(([name]) => !['date', 'content-length'].includes(name));
    expect(headers(known)).toEqual(headers(unknown));

    const mails = await mailsTo(user.email, 'password_reset');
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.locale).toBe('en');
    expect(mail!.payload).toMatchObject({ email: user.email, expires_in_minutes: 60 });
    expect(mail!.payload.link).toMatch(
      /^http:\/\/127\.0\.0\.1:4173\/auth\/reset-password\?token_hash=[0-9a-f]{56}&type=recovery$/,
    );
    // Only the token's hash is stored with the account.
    const [stored] = await query<{ recovery_token: string }>('select recovery_token from auth.users where id = $1', [
      user.user.id,
    ]);
    expect(stored!.recovery_token).toBe(new URL(mail!.payload.link).searchParams.get('token_hash'));
  });

  it('sends nothing more within a minute, and says so to nobody', async () => {
    const user = await signUp(backend);
    const client = makeClient(backend);
    expect((await client.auth.resetPasswordForEmail(user.email)).error).toBeNull();
    expect((await client.auth.resetPasswordForEmail(user.email)).error).toBeNull();
    expect(await mailsTo(user.email, 'password_reset')).toHaveLength(1);
  });

  it('never links to a site it does not know: an unlisted redirect_to is replaced by the site URL', async () => {
    const user = await signUp(backend);
    await makeClient(backend).auth.resetPasswordForEmail(user.email, { redirectTo: 'https://evil.example/steal' });
    const { link } = await latestLink(user.email);
    expect(link.origin).toBe(siteUrl);
    expect(link.pathname).toBe('/auth/reset-password');
  });

  it('writes the e-mail in Arabic for a link back to an Arabic page', async () => {
    const user = await signUp(backend);
    await makeClient(backend).auth.resetPasswordForEmail(user.email, {
      redirectTo: 'http://127.0.0.1:4173/ar/auth/reset-password',
    });
    expect((await mailsTo(user.email, 'password_reset'))[0]!.locale).toBe('ar');
  });

  it('refuses a missing or malformed address with 400, writing nothing', async () => {
    for (const email of ['', 'not-an-address']) {
      const response = await rawFetch(backend, '/auth/v1/recover', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email }),
      });
      expect(response.status).toBe(400);
      expect((await response.json()).code).toBe('validation_failed');
    }
  });
});

describe('the reset link', () => {
  it('sets a new password once: verifyOtp signs in (PASSWORD_RECOVERY), updateUser sets it, the link is then spent', async () => {
    const user = await signUp(backend);
    const client = makeClient(backend);
    await client.auth.resetPasswordForEmail(user.email);
    const { tokenHash } = await latestLink(user.email);

    const events: string[] = [];
    client.auth.onAuthStateChange((event) => {
      events.push(event);
    });
    const verified = await client.auth.verifyOtp({ token_hash: tokenHash, type: 'recovery' });
    expect(verified.error).toBeNull();
    expect(verified.data.session?.user.email).toBe(user.email);
    expect(events).toContain('PASSWORD_RECOVERY');
    expect((await client.auth.updateUser({ password: 'brand new secret' })).error).toBeNull();

    const fresh = makeClient(backend);
    expect((await fresh.auth.signInWithPassword({ email: user.email, password: user.password })).error?.code).toBe(
      'invalid_credentials',
    );
    expect((await fresh.auth.signInWithPassword({ email: user.email, password: 'brand new secret' })).error).toBeNull();

    const again = await makeClient(backend).auth.verifyOtp({ token_hash: tokenHash, type: 'recovery' });
    expect(again.error).toMatchObject({ status: 403, code: 'otp_expired' });
  });

  it('stops working after an hour, and a second link replaces the first', async () => {
    const user = await signUp(backend);
    await makeClient(backend).auth.resetPasswordForEmail(user.email);
    const first = await latestLink(user.email);
    await query(`update auth.users set recovery_sent_at = now() - interval '61 minutes' where id = $1`, [user.user.id]);
    const late = await makeClient(backend).auth.verifyOtp({ token_hash: first.tokenHash, type: 'recovery' });
    expect(late.error).toMatchObject({ status: 403, code: 'otp_expired' });

    await makeClient(backend).auth.resetPasswordForEmail(user.email);
    const second = await latestLink(user.email);
    expect(second.tokenHash).not.toBe(first.tokenHash);
    expect(
      (await makeClient(backend).auth.verifyOtp({ token_hash: first.tokenHash, type: 'recovery' })).error?.code,
    ).toBe('otp_expired');
    expect(
      (await makeClient(backend).auth.verifyOtp({ token_hash: second.tokenHash, type: 'recovery' })).error,
    ).toBeNull();
  });

  it('a recovery link is no sign-up link, and an unknown one is refused the same way', async () => {
    const user = await signUp(backend);
    await makeClient(backend).auth.resetPasswordForEmail(user.email);
    const { tokenHash } = await latestLink(user.email);
    const asSignup = await makeClient(backend).auth.verifyOtp({ token_hash: tokenHash, type: 'signup' });
    expect(asSignup.error).toMatchObject({ status: 403, code: 'otp_expired' });
    const made = await makeClient(backend).auth.verifyOtp({ token_hash: 'ab'.repeat(28), type: 'recovery' });
    expect(made.error).toMatchObject({ status: 403, code: 'otp_expired' });
  });

  it('GET /verify answers with a redirect carrying the session in the fragment, or the error', async () => {
    const user = await signUp(backend);
    await makeClient(backend).auth.resetPasswordForEmail(user.email);
    const { tokenHash } = await latestLink(user.email);
    const target = encodeURIComponent('http://127.0.0.1:4173/auth/reset-password');
    const ok = await rawFetch(backend, `/auth/v1/verify?token=${tokenHash}&type=recovery&redirect_to=${target}`, {
      redirect: 'manual',
    });
    expect(ok.status).toBe(303);
    const location = new URL(ok.headers.get('location')!);
    expect(location.origin + location.pathname).toBe('http://127.0.0.1:4173/auth/reset-password');
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('type')).toBe('recovery');
    expect(fragment.get('token_type')).toBe('bearer');
    const session = await makeClient(backend).auth.getUser(fragment.get('access_token')!);
    expect(session.data.user?.email).toBe(user.email);

    const spent = await rawFetch(backend, `/auth/v1/verify?token=${tokenHash}&type=recovery&redirect_to=${target}`, {
      redirect: 'manual',
    });
    const error = new URLSearchParams(new URL(spent.headers.get('location')!).hash.slice(1));
    expect(error.get('error_code')).toBe('otp_expired');
    expect(error.get('access_token')).toBeNull();
  });
});

describe('the Send Email hook (hosted GoTrue calls it the same way)', () => {
  const event = (action: string, email = 'hook@example.com') => ({
    user: { id: crypto.randomUUID(), email, user_metadata: { locale: 'ar' } },
    email_data: {
      token: '123456',
      token_hash: 'c0ffee'.repeat(9).slice(0, 56),
      redirect_to: 'https://www.sparkle.example/auth/reset-password',
      email_action_type: action,
      site_url: 'https://www.sparkle.example',
      token_new: '',
      token_hash_new: '',
    },
  });

  it('as supabase_auth_admin: writes one message of the right kind and language, idempotently', async () => {
    const run = (payload: unknown) =>
      backend.ctx.db.transaction(async (tx) => {
        await tx.query('set local role supabase_auth_admin');
        return (
          await tx.query<{ output: unknown }>('select public.auth_send_email_hook($1::jsonb) as output', [payload])
        ).rows[0]!.output;
      });
    const email = uniqueEmail('hook');
    expect(await run(event('recovery', email))).toEqual({});
    expect(await run(event('recovery', email))).toEqual({});
    const [mail, ...more] = await mailsTo(email, 'password_reset');
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ locale: 'ar' });
    expect(mail!.payload.link).toBe(
      `https://www.sparkle.example/auth/reset-password?token_hash=${event('recovery').email_data.token_hash}&type=recovery`,
    );
    expect(await run(event('signup', email))).toEqual({});
    expect((await mailsTo(email, 'signup_confirmation'))[0]!.payload.link).toMatch(/\/auth\/confirm\?token_hash=/);
    expect(await run(event('magiclink', email))).toEqual({});
    expect((await mailsTo(email, 'magic_link'))[0]!.payload.link).toMatch(
      /\/auth\/confirm\?token_hash=.+&type=magiclink$/,
    );
    expect(await run(event('invite', email))).toMatchObject({ error: { http_code: 422 } });
    expect(await run({ ...event('recovery'), user: { id: 'x' } })).toMatchObject({ error: { http_code: 400 } });
  });

  it('no role of the Data API may call it', async () => {
    for (const key of [backend.anonKey, backend.serviceRoleKey]) {
      const response = await rawFetch(backend, '/rest/v1/rpc/auth_send_email_hook', {
        method: 'POST',
        headers: { apikey: key, authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ event: event('recovery') }),
      });
      expect([401, 403, 404]).toContain(response.status);
    }
    expect(await mailsTo('hook@example.com', 'password_reset')).toEqual([]);
  });
});

describe('sign-up confirmation by e-mail (off by default)', () => {
  it('off: sign-up signs in at once and sends no confirmation', async () => {
    const user = await signUp(backend);
    expect(user.session.access_token).toBeTruthy();
    expect(await mailsTo(user.email, 'signup_confirmation')).toEqual([]);
    const settings = await (await rawFetch(backend, '/auth/v1/settings')).json();
    expect(settings.mailer_autoconfirm).toBe(true);
  });

  it('on: an unconfirmed user and a confirmation e-mail; sign-in says email_not_confirmed until the link is used', async () => {
    await setConfirmEmail(true);
    try {
      expect((await (await rawFetch(backend, '/auth/v1/settings')).json()).mailer_autoconfirm).toBe(false);
      const email = uniqueEmail('confirm');
      const client = makeClient(backend);
      const signedUp = await client.auth.signUp({
        email,
        password: 'secret one two',
        options: { data: { full_name: 'New Staff' }, emailRedirectTo: 'http://127.0.0.1:4173' },
      });
      expect(signedUp.error).toBeNull();
      expect(signedUp.data.session).toBeNull();
      expect(signedUp.data.user?.email_confirmed_at).toBeUndefined();
      const [mail] = await mailsTo(email, 'signup_confirmation');
      expect(mail!.payload.link).toMatch(
        /^http:\/\/127\.0\.0\.1:4173\/auth\/confirm\?token_hash=[0-9a-f]{56}&type=signup$/,
      );

      const early = await makeClient(backend).auth.signInWithPassword({ email, password: 'secret one two' });
      expect(early.error).toMatchObject({ status: 400, code: 'email_not_confirmed' });

      // Signing up again with a confirmed address tells nothing: a user that looks new, no identities, no e-mail.
      const taken = await makeClient(backend).auth.signUp({ email: backend.admin!.email, password: 'whatever123' });
      expect(taken.error).toBeNull();
      expect(taken.data.user?.identities).toEqual([]);
      expect(await mailsTo(backend.admin!.email, 'signup_confirmation')).toEqual([]);

      const tokenHash = new URL(mail!.payload.link).searchParams.get('token_hash')!;
      const confirmed = await makeClient(backend).auth.verifyOtp({ token_hash: tokenHash, type: 'signup' });
      expect(confirmed.error).toBeNull();
      expect(confirmed.data.user?.email_confirmed_at).toBeTruthy();
      expect(
        (await makeClient(backend).auth.signInWithPassword({ email, password: 'secret one two' })).error,
      ).toBeNull();
      const reused = await makeClient(backend).auth.verifyOtp({ token_hash: tokenHash, type: 'signup' });
      expect(reused.error?.code).toBe('otp_expired');
    } finally {
      await setConfirmEmail(false);
    }
  });

  it('resend: a new confirmation to an unconfirmed account, nothing to others, the same answer for all', async () => {
    await setConfirmEmail(true);
    try {
      const email = uniqueEmail('resend');
      await makeClient(backend).auth.signUp({ email, password: 'secret one two' });
      await query(`update auth.users set confirmation_sent_at = now() - interval '2 minutes' where email = $1`, [
        email,
      ]);
      for (const address of [email, backend.admin!.email, uniqueEmail('nobody')]) {
        expect((await makeClient(backend).auth.resend({ type: 'signup', email: address })).error).toBeNull();
      }
      expect(await mailsTo(email, 'signup_confirmation')).toHaveLength(2);
      expect(await mailsTo(backend.admin!.email, 'signup_confirmation')).toEqual([]);
    } finally {
      await setConfirmEmail(false);
    }
  });

  it('only admins read and change the setting', async () => {
    const user = await signUp(backend);
    expect((await user.client.from('account_settings').select('*')).data).toEqual([]);
    await user.client.from('account_settings').update({ confirm_email: true }).eq('id', true);
    expect((await makeClient(backend).from('account_settings').select('*')).data ?? []).toEqual([]);
    const [row] = await query<{ confirm_email: boolean }>('select confirm_email from public.account_settings');
    expect(row!.confirm_email).toBe(false);
    const { data } = await admin.from('account_settings').select('confirm_email');
    expect(data).toEqual([{ confirm_email: false }]);
  });
});
