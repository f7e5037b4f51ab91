import { json } from '../http.ts';
import { applyChanges, type Changes } from './changes.ts';
import type { AuthDeps } from './deps.ts';
import { fail } from './errors.ts';
import { authenticate } from './guard.ts';
import { checkPassword, metadataObject, normaliseEmail, readBody } from './input.ts';
import { userJson } from './users.ts';

/** `GET /user`: the bearer's user (a revoked session answers `session_not_found`). */
export async function getUser(deps: AuthDeps, request: Request): Promise<Response> {
  return json(userJson((await authenticate(deps, request)).loaded));
}

/** `PUT /user`: a user changes its own e-mail, password or metadata; never its app metadata. */
export async function updateUser(deps: AuthDeps, request: Request): Promise<Response> {
  const { loaded } = await authenticate(deps, request);
  const params = await readBody(request);
  if (params.app_metadata !== undefined) {
    return fail(403, 'not_admin', 'Updating app_metadata requires admin privileges');
  }
  if (params.phone !== undefined && params.phone !== (loaded.user.phone ?? '')) {
    return fail(422, 'phone_provider_disabled', 'Phone changes are disabled');
  }
  const changes: Changes = {};
  if (params.password !== undefined) {
    const password = checkPassword(params.password, 'Password is required');
    if (loaded.user.encrypted_password && (await deps.passwords.verify(password, loaded.user.encrypted_password))) {
      return fail(422, 'same_password', 'New password should be different from the old password.');
    }
    changes.encryptedPassword = await deps.passwords.hash(password);
  }
  if (params.email !== undefined && params.email !== '') {
    const email = normaliseEmail(params.email);
    if (email !== loaded.user.email) changes.email = email;
  }
  if (params.data !== undefined) changes.userMetadata = metadataObject(params.data, 'data');
  return applyChanges(deps, loaded.user.id, changes);
}
