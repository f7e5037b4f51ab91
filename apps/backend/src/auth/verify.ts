import type { AuthDeps } from './deps.ts';
import { AuthFailure, fail } from './errors.ts';
import { normaliseEmail, readBody } from './input.ts';
import { allowedRedirect, isTokenLive, nowParam, tokenHashOf } from './mail.ts';
import { issueSession, sessionBody, startSession } from './sessions.ts';
import { byId, isBanned, type LoadedUser, type Queryable, type Row } from './users.ts';

/**
 * `POST /verify` (supabase-js `verifyOtp`) and `GET /verify` (the link of GoTrue's own e-mail templates): a one-time
 * token from an e-mail becomes a session. Types: `recovery` (a password reset: the session may then set a new
 * password with `PUT /user`), `magiclink` (a sign-in link, `POST /otp`) and `signup` (confirms the address; `email`
 * is GoTrue's name for any of them). The token is the link's `token_hash`, or the 6-digit code with the `email`. It
 * works once and within `otpExpiry` seconds; after that, and for anything unknown, the answer is 403 `otp_expired`.
 * Five wrong codes for one address void its code, so it cannot be guessed.
 *
 * PKCE (`pkce_…` tokens) is not supported: the site uses the implicit flow.
 */

type VerifyType = 'recovery' | 'signup' | 'email' | 'magiclink';
const verifyTypes: readonly string[] = ['recovery', 'signup', 'email', 'magiclink', 'invite', 'email_change'];
const maxWrongCodes = 5;

const expiredLink = () => fail(403, 'otp_expired', 'Email link is invalid or has expired');
const expiredCode = () => fail(403, 'otp_expired', 'Token has expired or is invalid');

/** Which stored tokens a type may use: a sign-in link's is kept where a reset's is, as GoTrue does. */
function tokenKinds(type: VerifyType): Found['kind'][] {
  if (type === 'recovery' || type === 'magiclink') return ['recovery'];
  return type === 'signup' ? ['confirmation'] : ['confirmation', 'recovery'];
}

interface Found {
  user: LoadedUser;
  /** Which of the user's tokens matched. */
  kind: 'recovery' | 'confirmation';
}

/** The user whose stored token is `tokenHash` (of the kinds `type` may use), if it is still live. */
async function byTokenHash(tx: Queryable, deps: AuthDeps, type: VerifyType, tokenHash: string): Promise<Found> {
  if (!/^[0-9a-f]{16,128}$/.test(tokenHash)) return expiredLink();
  for (const kind of tokenKinds(type)) {
    const found = await tx.query<{ id: string; sent_at: string | null }>(
      `select id, ${kind}_sent_at as sent_at from auth.users
       where ${kind}_token = $1 and deleted_at is null for update`,
      [tokenHash],
    );
    const row = found.rows[0];
    if (!row) continue;
    if (!isTokenLive(deps, row.sent_at)) return expiredLink();
    const user = await byId(tx, row.id);
    if (user) return { user, kind };
  }
  return expiredLink();
}

/** The user whose live code of the kinds `type` may use is `code`; wrong codes are counted, five void it. */
async function byCode(
  tx: Queryable,
  deps: AuthDeps,
  type: VerifyType,
  email: string,
  code: string,
): Promise<Found | 'wrong'> {
  const found = await tx.query<{
    id: string;
    recovery_token: string | null;
    recovery_sent_at: string | null;
    confirmation_token: string | null;
    confirmation_sent_at: string | null;
  }>(
    `select id, recovery_token, recovery_sent_at, confirmation_token, confirmation_sent_at
     from auth.users where lower(email) = $1 and deleted_at is null for update`,
    [email],
  );
  const row = found.rows[0];
  if (!row) return expiredCode();
  const hash = tokenHashOf(email, code);
  for (const kind of tokenKinds(type)) {
    const stored = kind === 'recovery' ? row.recovery_token : row.confirmation_token;
    const sentAt = kind === 'recovery' ? row.recovery_sent_at : row.confirmation_sent_at;
    if (stored && stored === hash && isTokenLive(deps, sentAt)) {
      const user = await byId(tx, row.id);
      if (user) return { user, kind };
    }
  }
  const attempts = await tx.query<{ failures: number }>(
    `insert into auth.otp_failures (user_id, failures, updated_at) values ($1, 1, $2)
     on conflict (user_id) do update set failures = auth.otp_failures.failures + 1, updated_at = $2
     returning failures`,
    [row.id, nowParam(deps)],
  );
  if ((attempts.rows[0]?.failures ?? 0) >= maxWrongCodes) {
    await tx.query(`update auth.users set recovery_token = '', confirmation_token = '' where id = $1`, [row.id]);
    await tx.query('delete from auth.otp_failures where user_id = $1', [row.id]);
  }
  // Refused once the transaction has committed the count.
  return 'wrong';
}

/** Uses the token (clears it), confirms the address where needed and starts a session, in `tx`. */
async function useToken(tx: Queryable, deps: AuthDeps, { user, kind }: Found) {
  if (isBanned(user.user, deps.now())) return fail(403, 'user_banned', 'User is banned');
  await tx.query(
    `update auth.users set ${kind}_token = '',
       email_confirmed_at = coalesce(email_confirmed_at, $2), updated_at = $2 where id = $1`,
    [user.user.id, nowParam(deps)],
  );
  await tx.query(
    `update auth.identities set identity_data = identity_data || '{"email_verified": true}'::jsonb
     where user_id = $1 and provider = 'email'`,
    [user.user.id],
  );
  await tx.query(
    `update auth.users set raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || '{"email_verified": true}'::jsonb
     where id = $1 and raw_user_meta_data ? 'email_verified'`,
    [user.user.id],
  );
  await tx.query('delete from auth.otp_failures where user_id = $1', [user.user.id]);
  const session = await startSession(tx, user.user.id);
  const reloaded = await byId(tx, user.user.id);
  return { session, loaded: reloaded ?? user };
}

function verifyType(value: unknown): VerifyType {
  if (typeof value !== 'string' || value === '')
    return fail(400, 'validation_failed', 'Verify requires a verification type');
  if (!verifyTypes.includes(value)) return fail(400, 'validation_failed', 'Unsupported verification type');
  if (value !== 'recovery' && value !== 'signup' && value !== 'email' && value !== 'magiclink') {
    return fail(400, 'validation_failed', `Verification of type ${value} is not supported by this project`);
  }
  return value;
}

async function verifyInTransaction(deps: AuthDeps, find: (tx: Queryable) => Promise<Found | 'wrong'>) {
  const outcome = await deps.db.transaction(async (tx) => {
    const found = await find(tx);
    return found === 'wrong' ? found : useToken(tx, deps, found);
  });
  return outcome === 'wrong' ? expiredCode() : outcome;
}

export async function verifyPost(deps: AuthDeps, request: Request): Promise<Response> {
  const params = await readBody(request);
  const type = verifyType(params.type);
  const tokenHash = typeof params.token_hash === 'string' ? params.token_hash : '';
  const code = typeof params.token === 'string' ? params.token.replaceAll('-', '').trim() : '';
  let find: (tx: Queryable) => Promise<Found | 'wrong'>;
  if (tokenHash !== '') {
    find = (tx) => byTokenHash(tx, deps, type, tokenHash.toLowerCase());
  } else if (code !== '' && params.email !== undefined) {
    const email = normaliseEmail(params.email);
    find = (tx) => byCode(tx, deps, type, email, code);
  } else if (params.phone !== undefined) {
    return fail(400, 'phone_provider_disabled', 'Phone verification is disabled');
  } else {
    return fail(400, 'validation_failed', 'Verify requires either a token or a token hash');
  }
  const { session, loaded } = await verifyInTransaction(deps, find);
  return issueSession(deps, loaded, session.sessionId, session.refreshToken, Math.floor(deps.now() / 1000), 'otp');
}

/**
 * `GET /verify?token=<token_hash>&type=…&redirect_to=…`: the same, answered with a redirect (303) to the allowed
 * `redirect_to` carrying the session in the fragment (`#access_token=…&type=recovery`), which supabase-js reads on
 * the page it opens; a bad link carries `#error=access_denied&error_code=otp_expired&error_description=…` instead.
 */
export async function verifyGet(deps: AuthDeps, request: Request): Promise<Response> {
  const query = new URL(request.url).searchParams;
  const redirectTo = allowedRedirect(deps.mailer, query.get('redirect_to'));
  const target = new URL(redirectTo);
  try {
    const type = verifyType(query.get('type') ?? '');
    const token = (query.get('token') ?? '').replaceAll('-', '').toLowerCase();
    if (token === '') return fail(400, 'validation_failed', 'Verify requires a token');
    const { session, loaded } = await verifyInTransaction(deps, (tx) => byTokenHash(tx, deps, type, token));
    const body = await sessionBody(
      deps,
      loaded,
      session.sessionId,
      session.refreshToken,
      Math.floor(deps.now() / 1000),
      'otp',
    );
    const fragment = new URLSearchParams({
      access_token: body.access_token,
      expires_at: String(body.expires_at),
      expires_in: String(body.expires_in),
      refresh_token: body.refresh_token,
      token_type: 'bearer',
      type,
    });
    target.hash = fragment.toString();
  } catch (error) {
    if (!(error instanceof AuthFailure)) throw error;
    const failed = (await error.response.json()) as Row;
    target.hash = new URLSearchParams({
      error: error.response.status === 403 ? 'access_denied' : 'invalid_request',
      error_code: String(failed.code ?? 'unexpected_failure'),
      error_description: String(failed.message ?? 'The link could not be verified'),
    }).toString();
  }
  return new Response(null, { status: 303, headers: { Location: target.toString() } });
}
