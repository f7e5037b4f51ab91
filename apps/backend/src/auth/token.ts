import { randomBytes } from 'node:crypto';
import type { AuthDeps, Passwords } from './deps.ts';
import { fail } from './errors.ts';
import { readBody } from './input.ts';
import { issueSession, newRefreshToken, startSession } from './sessions.ts';
import { byEmail, byId, isBanned, type LoadedUser, type Row } from './users.ts';

/** `POST /token?grant_type=password|refresh_token` (docs/supabase-contract.md §4.2). */
export async function token(deps: AuthDeps, request: Request): Promise<Response> {
  const grantType = new URL(request.url).searchParams.get('grant_type');
  const params = await readBody(request);
  if (grantType === 'password') return passwordGrant(deps, params);
  if (grantType === 'refresh_token') return refreshGrant(deps, params);
  return fail(400, 'validation_failed', `unsupported_grant_type: ${grantType ?? '(none)'}`);
}

// Compared against when the e-mail is unknown, so a wrong e-mail costs as much time as a wrong password.
const dummyHashes = new WeakMap<Passwords, Promise<string>>();
function dummyHash(passwords: Passwords): Promise<string> {
  let hash = dummyHashes.get(passwords);
  if (!hash) {
    hash = passwords.hash(randomBytes(16).toString('hex'));
    dummyHashes.set(passwords, hash);
  }
  return hash;
}

export async function passwordGrant(deps: AuthDeps, params: Row): Promise<Response> {
  if (params.phone !== undefined && params.phone !== '' && params.email === undefined) {
    return fail(400, 'phone_provider_disabled', 'Phone logins are disabled');
  }
  if (typeof params.password !== 'string' || params.password === '' || typeof params.email !== 'string') {
    return fail(400, 'invalid_credentials', 'Invalid login credentials');
  }
  const loaded = await byEmail(deps.db, params.email.trim());
  const stored = loaded?.user.encrypted_password || (await dummyHash(deps.passwords));
  const valid = await deps.passwords.verify(params.password, stored);
  if (!loaded || !valid) return fail(400, 'invalid_credentials', 'Invalid login credentials');
  if (isBanned(loaded.user, deps.now())) return fail(400, 'user_banned', 'User is banned');
  if (!loaded.user.email_confirmed_at) return fail(400, 'email_not_confirmed', 'Email not confirmed');
  const { session, reloaded } = await deps.db.transaction(async (tx) => {
    const session = await startSession(tx, loaded.user.id);
    return { session, reloaded: await byId(tx, loaded.user.id) };
  });
  if (!reloaded) return fail(400, 'invalid_credentials', 'Invalid login credentials');
  return issueSession(deps, reloaded, session.sessionId, session.refreshToken, Math.floor(deps.now() / 1000));
}

/**
 * Rotation as GoTrue does it: the presented token is revoked and a child issued. A revoked token presented
 * again within the reuse interval, while its child is still the session's active token, gets that active
 * pair back (two tabs refreshing at once); any other reuse revokes the whole session's family.
 */
export async function refreshGrant(deps: AuthDeps, params: Row): Promise<Response> {
  const presented = params.refresh_token;
  if (typeof presented !== 'string' || presented.length < 12) {
    return fail(400, 'validation_failed', 'Refresh token is not valid');
  }
  type Outcome =
    | { error: 'refresh_token_not_found' | 'refresh_token_already_used' }
    | { loaded: LoadedUser | undefined; refreshToken: string; sessionId: string; sessionCreated: number };
  const outcome = await deps.db.transaction(async (tx): Promise<Outcome> => {
    const found = await tx.query<{
      id: number;
      token: string;
      user_id: string;
      revoked: boolean;
      session_id: string;
      reusable: boolean;
      session_created: number;
    }>(
      `select t.id, t.token, t.user_id, t.revoked, t.session_id::text as session_id,
              t.updated_at > now() - make_interval(secs => $2) as reusable,
              extract(epoch from s.created_at)::float8 as session_created
       from auth.refresh_tokens t join auth.sessions s on s.id = t.session_id
       where t.token = $1
       for update of t`,
      [presented, deps.refreshReuseInterval],
    );
    const current = found.rows[0];
    if (!current) return { error: 'refresh_token_not_found' };
    let refreshToken: string;
    if (current.revoked) {
      const child = await tx.query<{ token: string }>(
        'select token from auth.refresh_tokens where parent = $1 and session_id = $2 and revoked = false',
        [presented, current.session_id],
      );
      const active = child.rows[0];
      if (!current.reusable || active === undefined) {
        await tx.query('update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1', [
          current.session_id,
        ]);
        return { error: 'refresh_token_already_used' };
      }
      refreshToken = active.token;
    } else {
      refreshToken = newRefreshToken();
      await tx.query('update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1', [current.id]);
      await tx.query(
        `insert into auth.refresh_tokens (token, user_id, revoked, created_at, updated_at, parent, session_id)
         values ($1, $2, false, now(), now(), $3, $4)`,
        [refreshToken, current.user_id, presented, current.session_id],
      );
      await tx.query('update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1', [
        current.session_id,
      ]);
    }
    const loaded = await byId(tx, current.user_id);
    return { loaded, refreshToken, sessionId: current.session_id, sessionCreated: current.session_created };
  });
  if ('error' in outcome) {
    return outcome.error === 'refresh_token_not_found'
      ? fail(400, outcome.error, 'Invalid Refresh Token: Refresh Token Not Found')
      : fail(400, outcome.error, 'Invalid Refresh Token: Already Used');
  }
  if (!outcome.loaded) return fail(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
  if (isBanned(outcome.loaded.user, deps.now())) return fail(400, 'user_banned', 'User is banned');
  return issueSession(
    deps,
    outcome.loaded,
    outcome.sessionId,
    outcome.refreshToken,
    Math.floor(outcome.sessionCreated),
  );
}
