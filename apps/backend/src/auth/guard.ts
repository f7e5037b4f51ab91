import { type JwtClaims, JwtError } from '../context.ts';
import { bearerToken, uuidPattern } from '../http.ts';
import type { AuthDeps } from './deps.ts';
import { fail } from './errors.ts';
import { byId, type LoadedUser } from './users.ts';

/** Who is calling: GoTrue's `requireAuthentication` and `requireAdminCredentials`. */

const adminRoles = new Set(['service_role', 'supabase_admin']);

async function verifiedBearer(deps: Pick<AuthDeps, 'verifyJwt'>, request: Request): Promise<JwtClaims> {
  const token = bearerToken(request);
  if (!token) return fail(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  try {
    return await deps.verifyJwt(token);
  } catch (error) {
    const reason =
      error instanceof JwtError && error.reason === 'expired' ? 'token is expired' : 'signature is invalid';
    return fail(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${reason}`);
  }
}

export interface Authenticated {
  claims: JwtClaims;
  loaded: LoadedUser;
  sessionId: string | undefined;
}

/** Verifies the bearer token and loads its user and session; a revoked session is `session_not_found`. */
export async function authenticate(deps: Pick<AuthDeps, 'db' | 'verifyJwt'>, request: Request): Promise<Authenticated> {
  const claims = await verifiedBearer(deps, request);
  if (typeof claims.sub !== 'string' || !uuidPattern.test(claims.sub)) {
    return fail(403, 'bad_jwt', 'invalid claim: missing sub claim');
  }
  const loaded = await byId(deps.db, claims.sub);
  if (!loaded) return fail(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  const sessionId = typeof claims.session_id === 'string' ? claims.session_id : undefined;
  if (sessionId !== undefined) {
    const session = uuidPattern.test(sessionId)
      ? await deps.db.query('select 1 from auth.sessions where id = $1 and user_id = $2', [sessionId, claims.sub])
      : { rows: [] };
    if (session.rows.length === 0) {
      return fail(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
    }
  }
  return { claims, loaded, sessionId };
}

/** The admin API is for the service role (or supabase_admin); a JWT with a session must still have it. */
export async function requireAdmin(deps: Pick<AuthDeps, 'db' | 'verifyJwt'>, request: Request): Promise<void> {
  const claims = await verifiedBearer(deps, request);
  if (!adminRoles.has(claims.role)) return fail(403, 'not_admin', 'User not allowed');
  if (typeof claims.session_id === 'string') {
    const session = await deps.db.query('select 1 from auth.sessions where id::text = $1', [claims.session_id]);
    if (session.rows.length === 0) {
      return fail(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
    }
  }
}
