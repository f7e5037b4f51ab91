import { json } from '../http.ts';
import type { AuthDeps } from './deps.ts';
import { fail } from './errors.ts';
import { normaliseEmail, readBody } from './input.ts';
import { allowedRedirect, answerNoSoonerThan } from './mail.ts';
import { sendTokenEmail } from './recover.ts';

/**
 * `POST /otp` with an e-mail (supabase-js `signInWithOtp({email, options: {shouldCreateUser: false}})`): a sign-in
 * link by e-mail. As GoTrue does it, the link's token is kept where a reset's is (`recovery_token`, so a new link
 * voids the last reset link and the other way round) and verified with `type=magiclink`; an account whose address is
 * not confirmed yet gets the sign-up confirmation instead, which signs in too.
 *
 * Answered like `/recover`: `200 {}` for an account, for no account, for a banned one and for a second request within
 * `maxFrequency` seconds (which sends nothing), no sooner than `minimumResponseMs`. GoTrue answers an unknown address
 * with 422 `otp_disabled` ('Signups not allowed for otp'), which tells who has an account; here it is answered like the
 * others. Accounts are only made with a password (`/signup`), so `create_user: true` (supabase-js's default) is refused
 * with 422 `otp_disabled` whatever the address, before it is looked up.
 */
export async function otp(deps: AuthDeps, request: Request): Promise<Response> {
  const startedAt = performance.now();
  const params = await readBody(request);
  if (params.phone !== undefined && params.email === undefined) {
    return fail(400, 'phone_provider_disabled', 'Unsupported phone provider');
  }
  if (params.email === undefined || params.email === '') {
    return fail(400, 'validation_failed', 'An email address is required');
  }
  const email = normaliseEmail(params.email);
  if (params.create_user !== false) {
    return fail(
      422,
      'otp_disabled',
      'Signups not allowed for otp: this project creates accounts with a password; send create_user: false',
    );
  }
  if (typeof params.code_challenge === 'string' && params.code_challenge !== '') {
    return fail(400, 'validation_failed', 'PKCE is not supported by this project: use the implicit flow');
  }
  const redirectTo = allowedRedirect(deps.mailer, new URL(request.url).searchParams.get('redirect_to'));
  await deps.db.transaction(async (tx) => {
    const found = await tx.query<{ confirmed: boolean }>(
      `select email_confirmed_at is not null as confirmed from auth.users
       where lower(email) = $1 and deleted_at is null for update`,
      [email],
    );
    const row = found.rows[0];
    if (!row) return;
    await sendTokenEmail(tx, deps, email, row.confirmed ? 'magiclink' : 'signup', redirectTo);
  });
  await answerNoSoonerThan(deps, startedAt);
  return json({});
}
