import { json } from '../http.ts';
import type { AuthDeps } from './deps.ts';
import { AuthFailure, databaseFailure, fail, isUniqueViolation } from './errors.ts';
import { mergeMetadata } from './input.ts';
import { byId, type LoadedUser, type Row, userJson } from './users.ts';

/** What `PUT /user` and `PUT /admin/users/{id}` may change, already checked. */
export interface Changes {
  email?: string;
  encryptedPassword?: string;
  userMetadata?: Row;
  appMetadata?: Row;
  emailConfirm?: boolean;
  role?: string;
  bannedUntil?: string | null;
}

/** Writes the changes to `auth.users` (and the e-mail identity) in one transaction and answers the user. */
export async function applyChanges(deps: AuthDeps, userId: string, changes: Changes): Promise<Response> {
  let loaded: LoadedUser | undefined;
  try {
    loaded = await deps.db.transaction(async (tx) => {
      const current = await byId(tx, userId);
      if (!current) return undefined;
      if (changes.email !== undefined) {
        const taken = await tx.query('select 1 from auth.users where lower(email) = $1 and id <> $2', [
          changes.email,
          userId,
        ]);
        if (taken.rows.length > 0) {
          fail(422, 'email_exists', 'A user with this email address has already been registered');
        }
        await tx.query(
          'update auth.users set email = $2, email_confirmed_at = coalesce(email_confirmed_at, now()) where id = $1',
          [userId, changes.email],
        );
        await tx.query(
          `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text), updated_at = now()
           where user_id = $1 and provider = 'email'`,
          [userId, changes.email],
        );
      }
      if (changes.encryptedPassword !== undefined) {
        await tx.query('update auth.users set encrypted_password = $2 where id = $1', [
          userId,
          changes.encryptedPassword,
        ]);
      }
      let userMetadata = current.user.raw_user_meta_data ?? {};
      if (changes.userMetadata !== undefined) userMetadata = mergeMetadata(userMetadata, changes.userMetadata);
      if (changes.email !== undefined && 'email' in userMetadata)
        userMetadata = { ...userMetadata, email: changes.email };
      if (changes.userMetadata !== undefined || changes.email !== undefined) {
        await tx.query('update auth.users set raw_user_meta_data = $2 where id = $1', [
          userId,
          JSON.stringify(userMetadata),
        ]);
      }
      if (changes.appMetadata !== undefined) {
        await tx.query('update auth.users set raw_app_meta_data = $2 where id = $1', [
          userId,
          JSON.stringify(mergeMetadata(current.user.raw_app_meta_data, changes.appMetadata)),
        ]);
      }
      if (changes.emailConfirm !== undefined) {
        await tx.query(
          `update auth.users set email_confirmed_at = case when $2 then coalesce(email_confirmed_at, now()) end where id = $1`,
          [userId, changes.emailConfirm],
        );
      }
      if (changes.role !== undefined) {
        await tx.query('update auth.users set role = $2 where id = $1', [userId, changes.role]);
      }
      if (changes.bannedUntil !== undefined) {
        await tx.query('update auth.users set banned_until = $2 where id = $1', [userId, changes.bannedUntil]);
      }
      await tx.query('update auth.users set updated_at = now() where id = $1', [userId]);
      return byId(tx, userId);
    });
  } catch (error) {
    if (error instanceof AuthFailure) throw error;
    if (isUniqueViolation(error)) {
      return fail(422, 'email_exists', 'A user with this email address has already been registered');
    }
    return databaseFailure(error, 'Database error updating user');
  }
  if (!loaded) return fail(404, 'user_not_found', 'User not found');
  return json(userJson(loaded));
}
