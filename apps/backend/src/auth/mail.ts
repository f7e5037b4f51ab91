import { createHash, randomInt } from 'node:crypto';
import type { AuthDeps, MailerSettings } from './deps.ts';
import { fail } from './errors.ts';
import { type LoadedUser, type Queryable, userJson } from './users.ts';

/**
 * The e-mails the auth service sends (a password reset, a sign-up confirmation, a sign-in link) and their one-time tokens, as GoTrue
 * makes them: a 6-digit code and its hash, `sha224(email + code)` in hex, which the link carries (`token_hash`). The
 * user row keeps the hash (`recovery_token`, `confirmation_token`) and when it was sent; verifying it clears it, so a
 * link works once, and only within `otpExpiry` seconds of being sent.
 *
 * GoTrue does not send the e-mail itself here: it calls the project's Send Email hook, a Postgres function
 * (supabase/migrations: `public.auth_send_email_hook`), as `supabase_auth_admin`, in the transaction that stores the
 * token, and the function puts the message into the outbox. Hosted GoTrue does the same with the same function.
 */

export type EmailAction = 'recovery' | 'signup' | 'magiclink';

export interface OneTimeToken {
  /** The 6-digit code (`token` in the hook's event). */
  token: string;
  /** What the link carries and the user row stores. */
  tokenHash: string;
}

export function tokenHashOf(email: string, token: string): string {
  return createHash('sha224').update(`${email}${token}`).digest('hex');
}

export function newOneTimeToken(email: string): OneTimeToken {
  const token = String(randomInt(0, 1_000_000)).padStart(6, '0');
  return { token, tokenHash: tokenHashOf(email, token) };
}

/** The instant `deps.now()` as a timestamptz parameter. */
export const nowParam = (deps: Pick<AuthDeps, 'now'>) => new Date(deps.now()).toISOString();

/** Whether an e-mail sent at `sentAt` may be followed by another now (`max_frequency`). */
export function maySendAgain(deps: Pick<AuthDeps, 'now' | 'mailer'>, sentAt: string | null): boolean {
  return sentAt === null || new Date(sentAt).getTime() + deps.mailer.maxFrequency * 1000 <= deps.now();
}

/** Whether a token sent at `sentAt` is still valid (`otp_expiry`). */
export function isTokenLive(deps: Pick<AuthDeps, 'now' | 'mailer'>, sentAt: string | null): boolean {
  return sentAt !== null && new Date(sentAt).getTime() + deps.mailer.otpExpiry * 1000 > deps.now();
}

/** GoTrue's globs: `**` any characters, `*` any but `.` and `/`, `?` one such character. */
function globPattern(glob: string): RegExp {
  let pattern = '';
  for (let i = 0; i < glob.length; i++) {
    const char = glob[i] as string;
    if (char === '*' && glob[i + 1] === '*') {
      pattern += '.*';
      i++;
    } else if (char === '*') pattern += '[^./]*';
    else if (char === '?') pattern += '[^./]';
    else pattern += char.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${pattern}$`);
}

/**
 * Where a link may send the user back to, as GoTrue decides it: the client's `redirect_to` when it is on the site
 * URL's host or matches an allowed URL, else the site URL. An e-mail link never leads anywhere else, so nobody can
 * have a reset link sent to a victim that would hand its token to another site.
 */
export function allowedRedirect(mailer: Pick<MailerSettings, 'siteUrl' | 'redirectUrls'>, redirectTo: unknown): string {
  if (typeof redirectTo !== 'string' || redirectTo === '') return mailer.siteUrl;
  let url: URL;
  try {
    url = new URL(redirectTo);
  } catch {
    return mailer.siteUrl;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return mailer.siteUrl;
  if (url.username !== '' || url.password !== '') return mailer.siteUrl;
  try {
    if (url.hostname === new URL(mailer.siteUrl).hostname) return url.toString();
  } catch {
    // A malformed site URL allows nothing but the list below.
  }
  const decoded = decodeURIComponent(url.toString());
  return mailer.redirectUrls.some((glob) => globPattern(glob).test(decoded) || globPattern(glob).test(redirectTo))
    ? url.toString()
    : mailer.siteUrl;
}

/**
 * Calls the Send Email hook for `user` in the caller's transaction, as GoTrue does (`select <hook>(event)` as
 * `supabase_auth_admin`). Its error answer becomes this request's error; its failure rolls the transaction back.
 */
export async function sendAuthEmail(
  tx: Queryable,
  deps: Pick<AuthDeps, 'mailer'>,
  user: LoadedUser,
  action: EmailAction,
  token: OneTimeToken,
  redirectTo: string,
): Promise<void> {
  const hook = deps.mailer.sendEmailHook;
  if (!hook || !/^[a-z_][a-z0-9_]*\.[a-z_][a-z0-9_]*$/.test(hook)) {
    return fail(500, 'hook_timeout', 'No Send Email hook is configured: e-mails cannot be sent');
  }
  const event = {
    user: userJson(user),
    email_data: {
      token: token.token,
      token_hash: token.tokenHash,
      redirect_to: redirectTo,
      email_action_type: action,
      site_url: deps.mailer.siteUrl,
      token_new: '',
      token_hash_new: '',
    },
  };
  await tx.query('set local role supabase_auth_admin');
  const result = await tx.query<{ output: { error?: { http_code?: number; message?: string } } | null }>(
    `select ${hook}($1::jsonb) as output`,
    [JSON.stringify(event)],
  );
  await tx.query('reset role');
  const error = result.rows[0]?.output?.error;
  if (error) {
    const status = typeof error.http_code === 'number' && error.http_code >= 400 ? error.http_code : 500;
    return fail(status, 'unexpected_failure', error.message ?? 'The Send Email hook refused the e-mail');
  }
}

/** Waits until `minimumResponseMs` have passed since `startedAt` (a `performance.now()` reading). */
export async function answerNoSoonerThan(deps: Pick<AuthDeps, 'mailer'>, startedAt: number): Promise<void> {
  const wait = deps.mailer.minimumResponseMs - (performance.now() - startedAt);
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}
