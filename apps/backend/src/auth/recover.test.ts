import { beforeAll, describe, expect, it } from 'vitest';
import { answer, authRequest, signedUpUser, testAuthDeps } from '../testing/auth.ts';
import { testDatabase } from '../testing/database.ts';
import { allowedRedirect } from './mail.ts';
import { recover } from './recover.ts';
import { verifyPost } from './verify.ts';

// The 6-digit code of an e-mail (GoTrue's `verifyOtp({email, token})`) and the hook's answers, with a hook that keeps
// the events it is given (the migrations' hook writes the outbox, test/password-reset.test.ts).

let deps: ReturnType<typeof testAuthDeps>;
const events = async (email: string) =>
  (
    await deps.db.query<{ event: { email_data: { token: string; token_hash: string } } }>(
      `select event from private.test_email_events where event -> 'user' ->> 'email' = $1 order by id`,
      [email],
    )
  ).rows.map((row) => row.event.email_data);

beforeAll(async () => {
  const database = await testDatabase();
  const base = testAuthDeps(database);
  await database.db.exec(`
    create table if not exists private.test_email_events (id serial primary key, event jsonb);
    create or replace function public.test_keep_email_hook(event jsonb) returns jsonb language plpgsql security definer
      set search_path = '' as $$
      begin
        if event -> 'user' ->> 'email' like 'refused-%' then
          return '{"error": {"http_code": 503, "message": "The mail service is down"}}';
        end if;
        insert into private.test_email_events (event) values (event);
        return '{}';
      end $$;
    grant execute on function public.test_keep_email_hook(jsonb) to supabase_auth_admin;`);
  deps = { ...base, mailer: { ...base.mailer, sendEmailHook: 'public.test_keep_email_hook' } };
});

const ask = (email: string) => recover(deps, authRequest('/recover', { body: { email } }));
const verify = (body: Record<string, unknown>) => verifyPost(deps, authRequest('/verify', { body }));

describe('the e-mail code', () => {
  it('signs in once with the right code; five wrong codes void it', async () => {
    const user = await signedUpUser(deps);
    const email = user.user.email;
    await ask(email);
    const [sent] = await events(email);
    expect(sent!.token).toMatch(/^\d{6}$/);
    const wrong = sent!.token === '000000' ? '111111' : '000000';
    expect(await answer(verify({ type: 'recovery', email, token: wrong }))).toMatchObject({
      status: 403,
      body: { code: 'otp_expired' },
    });
    expect((await answer(verify({ type: 'recovery', email, token: sent!.token }))).status).toBe(200);
    expect((await answer(verify({ type: 'recovery', email, token: sent!.token }))).body.code).toBe('otp_expired');

    deps.clock.advance(61_000);
    await ask(email);
    const [, next] = await events(email);
    for (let i = 0; i < 5; i++) await answer(verify({ type: 'recovery', email, token: wrong }));
    expect(await answer(verify({ type: 'recovery', email, token: next!.token }))).toMatchObject({
      status: 403,
      body: { code: 'otp_expired' },
    });
  });

  it('lives otpExpiry seconds, on the auth clock', async () => {
    const user = await signedUpUser(deps);
    await ask(user.user.email);
    const [sent] = await events(user.user.email);
    deps.clock.advance(deps.mailer.otpExpiry * 1000 + 1000);
    expect((await answer(verify({ type: 'recovery', token_hash: sent!.token_hash }))).body.code).toBe('otp_expired');
  });
});

describe('the hook', () => {
  it("its refusal is the request's answer and stores no token", async () => {
    const user = await signedUpUser(deps);
    const email = `refused-${user.user.email}`;
    await deps.db.query('update auth.users set email = $2 where id = $1', [user.user.id, email]);
    expect(await answer(ask(email))).toMatchObject({ status: 503, body: { message: 'The mail service is down' } });
    const row = await deps.db.query<{ recovery_token: string | null }>(
      'select recovery_token from auth.users where id = $1',
      [user.user.id],
    );
    expect(row.rows[0]!.recovery_token ?? '').toBe('');
  });
});

describe('allowed redirects', () => {
  const mailer = {
    siteUrl: 'https://www.sparkle.example',
    redirectUrls: ['http://localhost:*/**', 'https://*.sparkle.example'],
  };
  it.each([
    ['https://www.sparkle.example/auth/reset-password', 'https://www.sparkle.example/auth/reset-password'],
    ['http://localhost:4173/auth/reset-password', 'http://localhost:4173/auth/reset-password'],
    ['https://preview.sparkle.example', 'https://preview.sparkle.example/'],
    ['https://a.b.sparkle.example', 'https://www.sparkle.example'],
    ['https://evil.example/auth/reset-password', 'https://www.sparkle.example'],
    ['https://www.sparkle.example@evil.example/', 'https://www.sparkle.example'],
    ['javascript:alert(1)', 'https://www.sparkle.example'],
    ['', 'https://www.sparkle.example'],
  ])('%s → %s', (redirectTo, expected) => {
    expect(allowedRedirect(mailer, redirectTo)).toBe(expected);
  });
});
