import { json } from '../http.ts';
import type { AuthDeps } from './deps.ts';
import { fail } from './errors.ts';
import { normaliseEmail, readBody } from './input.ts';
import { allowedRedirect, answerNoSoonerThan } from './mail.ts';
import { sendTokenEmail } from './recover.ts';

/**
 * `POST /resend` (supabase-js `resend({type: 'signup', email})`): the sign-up confirmation again, with a new link, to
 * an account that has not confirmed its address yet. Answered like `/recover`: `200 {}` whatever the address, and
 * nothing is sent to a confirmed account, an unknown address or within `maxFrequency` seconds of the last e-mail.
 */
export async function resend(deps: AuthDeps, request: Request): Promise<Response> {
  const startedAt = performance.now();
  const params = await readBody(request);
  if (params.phone !== undefined && params.email === undefined) {
    return fail(400, 'phone_provider_disabled', 'Phone verification is disabled');
  }
  if (params.type !== 'signup') {
    return fail(400, 'validation_failed', 'Missing one of these types: signup, email_change, sms, phone_change');
  }
  if (params.email === undefined || params.email === '') {
    return fail(400, 'validation_failed', 'An email address is required');
  }
  const email = normaliseEmail(params.email);
  const redirectTo = allowedRedirect(deps.mailer, new URL(request.url).searchParams.get('redirect_to'));
  await deps.db.transaction((tx) => sendTokenEmail(tx, deps, email, 'signup', redirectTo));
  await answerNoSoonerThan(deps, startedAt);
  return json({});
}
