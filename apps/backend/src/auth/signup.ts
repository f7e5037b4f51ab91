import { randomUUID } from 'node:crypto';
import { headerObject, isPgError } from '../http.ts';
import type { AuthDeps } from './deps.ts';
import { AuthFailure, databaseFailure, fail, isUniqueViolation } from './errors.ts';
import { checkPassword, metadataObject, normaliseEmail, readBody } from './input.ts';
import { issueSession, startSession } from './sessions.ts';
import { byEmail, byId, type LoadedUser } from './users.ts';

/**
 * `POST /signup` with autoconfirm (SUPABASE_CONTRACT.md §3.2): the user, its e-mail identity and a first
 * session in one transaction, so the `on auth.users` triggers of the migrations run inside it and their
 * failure leaves nothing behind.
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
