import type { AuthDeps } from './deps.ts';
import { fail } from './errors.ts';
import { authenticate } from './guard.ts';

/**
 * `POST /logout?scope=global|local|others`: revocation is by session (the client never sends its refresh
 * token); deleting a session deletes its refresh tokens with it.
 */
export async function logout(deps: AuthDeps, request: Request): Promise<Response> {
  const scope = new URL(request.url).searchParams.get('scope') ?? 'global';
  if (!['global', 'local', 'others'].includes(scope)) {
    return fail(400, 'validation_failed', `Unsupported logout scope "${scope}"`);
  }
  const { loaded, sessionId } = await authenticate(deps, request);
  const userId = loaded.user.id;
  if (scope === 'global' || sessionId === undefined) {
    await deps.db.query('delete from auth.sessions where user_id = $1', [userId]);
  } else if (scope === 'local') {
    await deps.db.query('delete from auth.sessions where id = $1', [sessionId]);
  } else {
    await deps.db.query('delete from auth.sessions where user_id = $1 and id <> $2', [userId, sessionId]);
  }
  return new Response(null, { status: 204 });
}
