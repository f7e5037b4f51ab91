import { randomBytes, randomUUID } from 'node:crypto';
import { json } from '../http.ts';
import type { AuthDeps } from './deps.ts';
import { type LoadedUser, type Queryable, userJson } from './users.ts';

/** Sessions, refresh tokens and the access token response (docs/supabase-contract.md §3.1, §4.1). */

export function newRefreshToken(): string {
  return randomBytes(24).toString('base64url');
}

/** Starts a session: a `sessions` row and its first refresh token; stamps `last_sign_in_at`. */
export async function startSession(
  tx: Queryable,
  userId: string,
): Promise<{ sessionId: string; refreshToken: string }> {
  const sessionId = randomUUID();
  const refreshToken = newRefreshToken();
  await tx.query(
    `insert into auth.sessions (id, user_id, created_at, updated_at, aal) values ($1, $2, now(), now(), 'aal1')`,
    [sessionId, userId],
  );
  await tx.query(
    `insert into auth.refresh_tokens (token, user_id, revoked, created_at, updated_at, session_id)
     values ($1, $2, false, now(), now(), $3)`,
    [refreshToken, userId, sessionId],
  );
  await tx.query(`update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1`, [userId]);
  await tx.query(`update auth.identities set last_sign_in_at = now() where user_id = $1`, [userId]);
  return { sessionId, refreshToken };
}

/** The claims GoTrue puts in an access token; `iat`/`exp` from the deps' clock, so `expires_at` agrees. */
export function accessTokenClaims(
  deps: Pick<AuthDeps, 'config' | 'now'>,
  { user }: LoadedUser,
  sessionId: string,
  amrTimestamp: number,
  amrMethod = 'password',
): Record<string, unknown> {
  const iat = Math.floor(deps.now() / 1000);
  return {
    iss: `${deps.config.url}/auth/v1`,
    sub: user.id,
    aud: user.aud ?? 'authenticated',
    exp: iat + deps.config.jwtExpiry,
    iat,
    email: user.email ?? '',
    phone: user.phone ?? '',
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    role: user.role ?? 'authenticated',
    aal: 'aal1',
    amr: [{ method: amrMethod, timestamp: amrTimestamp }],
    session_id: sessionId,
    is_anonymous: user.is_anonymous,
  };
}

/** The session: a fresh access token for `loaded`, the refresh token and the user. */
export async function sessionBody(
  deps: AuthDeps,
  loaded: LoadedUser,
  sessionId: string,
  refreshToken: string,
  amrTimestamp: number,
  amrMethod = 'password',
) {
  const claims = accessTokenClaims(deps, loaded, sessionId, amrTimestamp, amrMethod);
  const expiresIn = deps.config.jwtExpiry;
  return {
    access_token: await deps.signJwt(claims),
    token_type: 'bearer',
    expires_in: expiresIn,
    expires_at: (claims.iat as number) + expiresIn,
    refresh_token: refreshToken,
    user: userJson(loaded),
  };
}

/** The session answer (`amrMethod`: how the session began, 'password' or 'otp'). */
export async function issueSession(
  deps: AuthDeps,
  loaded: LoadedUser,
  sessionId: string,
  refreshToken: string,
  amrTimestamp: number,
  amrMethod = 'password',
): Promise<Response> {
  return json(await sessionBody(deps, loaded, sessionId, refreshToken, amrTimestamp, amrMethod));
}
