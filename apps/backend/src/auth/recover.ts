import { json } from '../http.ts';
import type { AuthDeps } from './deps.ts';
import { fail } from './errors.ts';
import { normaliseEmail, readBody } from './input.ts';
import {
  allowedRedirect,
  answerNoSoonerThan,
  type EmailAction,
  maySendAgain,
  newOneTimeToken,
  nowParam,
  sendAuthEmail,
} from './mail.ts';
import { byId, isBanned, type Queryable } from './users.ts';

/**
 * `POST /recover` (supabase-js `resetPasswordForEmail`): a password-reset e-mail with a single-use link that lives
 * `otpExpiry` seconds. The answer never says whether the address has an account: `200 {}` for an account, for no
 * account, for a banned one and for a second request within `maxFrequency` seconds (which sends nothing), after the
 * same steps (one transaction that looks the address up) and no sooner than `minimumResponseMs`. GoTrue answers the
 * too-early second request with 429 `over_email_send_rate_limit`, which tells that the address has an account; here
 * it is answered like the others.
 */
export async function recover(deps: AuthDeps, request: Request): Promise<Response> {
  const startedAt = performance.now();
  const params = await readBody(request);
  if (params.email === undefined || params.email === '') {
    return fail(400, 'validation_failed', 'Password recovery requires an email');
  }
  const email = normaliseEmail(params.email);
  const redirectTo = allowedRedirect(deps.mailer, new URL(request.url).searchParams.get('redirect_to'));
  await deps.db.transaction((tx) => sendTokenEmail(tx, deps, email, 'recovery', redirectTo));
  await answerNoSoonerThan(deps, startedAt);
  return json({});
}

const tokenColumns = {
  recovery: { token: 'recovery_token', sentAt: 'recovery_sent_at' },
  // GoTrue keeps a sign-in link's token where a reset's goes: one live link of the two at a time.
  magiclink: { token: 'recovery_token', sentAt: 'recovery_sent_at' },
  signup: { token: 'confirmation_token', sentAt: 'confirmation_sent_at' },
} as const;

/**
 * Looks the address up (locking its row) and, when it has an account that may get this e-mail now, stores a new
 * token and sends the e-mail through the hook, all in `tx`. A confirmation goes only to an unconfirmed account.
 * Whatever it finds, the caller answers the same.
 */
export async function sendTokenEmail(
  tx: Queryable,
  deps: AuthDeps,
  email: string,
  action: EmailAction,
  redirectTo: string,
): Promise<void> {
  const columns = tokenColumns[action];
  const found = await tx.query<{ id: string; sent_at: string | null; confirmed: boolean }>(
    `select id, ${columns.sentAt} as sent_at, email_confirmed_at is not null as confirmed
     from auth.users where lower(email) = $1 and deleted_at is null for update`,
    [email],
  );
  const row = found.rows[0];
  if (!row || !maySendAgain(deps, row.sent_at) || (action === 'signup' && row.confirmed)) return;
  const loaded = await byId(tx, row.id);
  if (!loaded || isBanned(loaded.user, deps.now())) return;
  const token = newOneTimeToken(email);
  await tx.query(`update auth.users set ${columns.token} = $2, ${columns.sentAt} = $3 where id = $1`, [
    row.id,
    token.tokenHash,
    nowParam(deps),
  ]);
  const updated = await byId(tx, row.id);
  await sendAuthEmail(tx, deps, updated ?? loaded, action, token, redirectTo);
}
