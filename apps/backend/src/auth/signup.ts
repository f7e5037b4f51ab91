import { randomUUID } from 'node:crypto';
import { headerObject, isPgError, json } from '../http.ts';
import type { AuthDeps } from './deps.ts';
import { AuthFailure, databaseFailure, fail, isUniqueViolation } from './errors.ts';
import { checkPassword, metadataObject, normaliseEmail, readBody } from './input.ts';
import { allowedRedirect, maySendAgain, newOneTimeToken, nowParam, sendAuthEmail } from './mail.ts';
import { issueSession, startSession } from './sessions.ts';
import { byEmail, byId, type LoadedUser, type Queryable, userJson } from './users.ts';

/**
 * Whether new accounts must confirm their address first: the back office's setting (`public.account_settings`,
 * the stand-in for hosted GoTrue's "Confirm email" switch). Off when the table is not there.
 */
export async function emailConfirmationRequired(db: Queryable): Promise<boolean> {
  const result = await db.query<{ confirm: boolean | null }>(
    `select case when to_regclass('public.account_settings') is null then false
            else (select confirm_email from public.account_settings limit 1) end as confirm`,
  );
  return result.rows[0]?.confirm === true;
}

/**
 * `POST /signup` (docs/supabase-contract.md §4.2): the user, its e-mail identity and, without e-mail confirmation, a
 * first session, in one transaction, so the `on auth.users` triggers of the migrations run inside it and their failure
 * leaves nothing behind. With confirmation on, the user is stored unconfirmed, the confirmation e-mail goes through
 * the Send Email hook in the same transaction, and the answer is the bare user (no session): sign-in answers
 * `email_not_confirmed` until the link is used. An address that has an account then gets GoTrue's answer that does
 * not say so: a user with a new id and no identities (nothing is stored or sent); an unconfirmed one gets its
 * confirmation again (at most once a `maxFrequency`).
 */
export async function signUp(deps: AuthDeps, request: Request): Promise<Response> {
  const params = await readBody(request);
  if (params.phone !== undefined && params.phone !== '' && params.email === undefined) {
    return fail(400, 'phone_provider_disabled', 'Phone signups are disabled');
  }
  if (params.email === undefined || params.email === '') {
    return fail(400, 'validation_failed', 'To signup, please provide your email');
  }
  const password = checkPassword(params.password, 'Signup requires a valid password');
  const email = normaliseEmail(params.email);
  const data = metadataObject(params.data, 'data');
  if (await emailConfirmationRequired(deps.db)) return signUpUnconfirmed(deps, request, email, password, data);
  if (await byEmail(deps.db, email)) return fail(422, 'user_already_exists', 'User already registered');

  const encrypted = await deps.passwords.hash(password);
  const userId = randomUUID();
  const identityData = { sub: userId, email, email_verified: true, phone_verified: false };
  let session: { sessionId: string; refreshToken: string };
  let loaded: LoadedUser | undefined;
  try {
    ({ session, loaded } = await deps.db.transaction(async (tx) => {
      // The request's headers, for the database's per-address sign-up limit (the rate_limits migration).
      await tx.query(`select set_config('request.headers', $1, true)`, [JSON.stringify(headerObject(request))]);
      await tx.query(
        `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
           raw_app_meta_data, raw_user_meta_data, is_super_admin, created_at, updated_at, is_anonymous)
         values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, $3, now(),
           $4, $5, false, now(), now(), false)`,
        [
          userId,
          email,
          encrypted,
          JSON.stringify({ provider: 'email', providers: ['email'] }),
          JSON.stringify({ ...data, ...identityData }),
        ],
      );
      await tx.query(
        `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
         values ($1, $2, $3, 'email', now(), now(), now())`,
        [userId, userId, JSON.stringify(identityData)],
      );
      const started = await startSession(tx, userId);
      return { session: started, loaded: await byId(tx, userId) };
    }));
  } catch (error) {
    if (error instanceof AuthFailure) throw error;
    if (isPgError(error) && error.code === 'PT429') return fail(429, 'over_request_rate_limit', error.message);
    if (isUniqueViolation(error) && (error as { table?: string }).table === 'users') {
      return fail(422, 'user_already_exists', 'User already registered');
    }
    return databaseFailure(error, 'Database error saving new user');
  }
  if (!loaded) return databaseFailure(new Error('user vanished'), 'Database error saving new user');
  return issueSession(deps, loaded, session.sessionId, session.refreshToken, Math.floor(deps.now() / 1000));
}

/** Sign-up when the address must be confirmed first: no session, a confirmation e-mail. */
async function signUpUnconfirmed(
  deps: AuthDeps,
  request: Request,
  email: string,
  password: string,
  data: Record<string, unknown>,
): Promise<Response> {
  const redirectTo = allowedRedirect(deps.mailer, new URL(request.url).searchParams.get('redirect_to'));
  const encrypted = await deps.passwords.hash(password);
  const userId = randomUUID();
  const identityData = { sub: userId, email, email_verified: false, phone_verified: false };
  let loaded: LoadedUser | 'exists' | undefined;
  try {
    loaded = await deps.db.transaction(async (tx) => {
      await tx.query(`select set_config('request.headers', $1, true)`, [JSON.stringify(headerObject(request))]);
      const existing = await byEmail(tx, email);
      if (existing?.user.email_confirmed_at) return 'exists';
      const token = newOneTimeToken(email);
      if (existing) {
        if (!maySendAgain(deps, existing.user.confirmation_sent_at)) return existing;
        await tx.query('update auth.users set confirmation_token = $2, confirmation_sent_at = $3 where id = $1', [
          existing.user.id,
          token.tokenHash,
          nowParam(deps),
        ]);
      } else {
        await tx.query(
          `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, confirmation_token,
             confirmation_sent_at, raw_app_meta_data, raw_user_meta_data, is_super_admin, created_at, updated_at,
             is_anonymous)
           values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, $3, $4, $5,
             $6, $7, false, now(), now(), false)`,
          [
            userId,
            email,
            encrypted,
            token.tokenHash,
            nowParam(deps),
            JSON.stringify({ provider: 'email', providers: ['email'] }),
            JSON.stringify({ ...data, ...identityData }),
          ],
        );
        await tx.query(
          `insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
           values ($1, $2, $3, 'email', now(), now())`,
          [userId, userId, JSON.stringify(identityData)],
        );
      }
      const user = await byId(tx, existing?.user.id ?? userId);
      if (!user) return undefined;
      await sendAuthEmail(tx, deps, user, 'signup', token, redirectTo);
      return user;
    });
  } catch (error) {
    if (error instanceof AuthFailure) throw error;
    if (isPgError(error) && error.code === 'PT429') return fail(429, 'over_request_rate_limit', error.message);
    return databaseFailure(error, 'Database error saving new user');
  }
  if (loaded === undefined) return databaseFailure(new Error('user vanished'), 'Database error saving new user');
  if (loaded === 'exists') return json(obfuscatedUser(email, data));
  return json(userJson(loaded));
}

/** GoTrue's answer for an address that has a confirmed account: a user that looks new, with no identities. */
function obfuscatedUser(email: string, data: Record<string, unknown>) {
  const now = new Date().toISOString();
  return {
    id: randomUUID(),
    aud: 'authenticated',
    role: 'authenticated',
    email,
    phone: '',
    confirmation_sent_at: now,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: data,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}
