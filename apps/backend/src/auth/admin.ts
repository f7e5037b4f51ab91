import { randomBytes, randomUUID } from 'node:crypto';
import { json, uuidPattern } from '../http.ts';
import { applyChanges, type Changes } from './changes.ts';
import type { AuthDeps } from './deps.ts';
import { databaseFailure, fail, isUniqueViolation } from './errors.ts';
import {
  checkPassword,
  checkPasswordHash,
  metadataObject,
  normaliseEmail,
  parseBanDuration,
  positiveInt,
  readBody,
} from './input.ts';
import { type AuthUserRow, byEmail, byId, type IdentityRow, type LoadedUser, userJson } from './users.ts';

/**
 * The admin user API (`/admin/users`, docs/supabase-contract.md §4.3). The caller has passed `requireAdmin`.
 */

export async function listUsers(deps: AuthDeps, request: Request): Promise<Response> {
  const url = new URL(request.url);
  const page = positiveInt(url.searchParams.get('page'), 1);
  const perPage = Math.min(positiveInt(url.searchParams.get('per_page'), 50), 1000);
  const result = await deps.db.query<{ user: AuthUserRow; identities: IdentityRow[]; total: number }>(
    `select to_jsonb(u) as user,
            coalesce((select jsonb_agg(to_jsonb(i) order by i.created_at, i.id) from auth.identities i
                      where i.user_id = u.id), '[]'::jsonb) as identities,
            count(*) over ()::int as total
     from auth.users u
     where u.deleted_at is null
     order by u.created_at desc, u.id
     limit $1 offset $2`,
    [perPage, (page - 1) * perPage],
  );
  let total = result.rows[0]?.total;
  if (total === undefined) {
    total = (await deps.db.query<{ n: number }>('select count(*)::int as n from auth.users where deleted_at is null'))
      .rows[0]!.n;
  }
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const base = `${deps.config.url}/auth/v1/admin/users`;
  const links: string[] = [];
  if (page < lastPage) links.push(`<${base}?page=${page + 1}&per_page=${perPage}>; rel="next"`);
  links.push(`<${base}?page=${lastPage}&per_page=${perPage}>; rel="last"`);
  return json(
    {
      users: result.rows.map((row) => userJson({ user: row.user, identities: row.identities })),
      aud: 'authenticated',
    },
    200,
    { 'X-Total-Count': String(total), Link: links.join(', ') },
  );
}

export async function getUserById(deps: AuthDeps, userId: string): Promise<Response> {
  const loaded = await byId(deps.db, userId);
  return loaded ? json(userJson(loaded)) : fail(404, 'user_not_found', 'User not found');
}

export async function createUser(deps: AuthDeps, request: Request): Promise<Response> {
  const params = await readBody(request);
  if ((params.email === undefined || params.email === '') && params.phone) {
    return fail(400, 'phone_provider_disabled', 'Phone users are not supported by the local backend');
  }
  const email = normaliseEmail(params.email);
  let encrypted: string;
  if (params.password_hash !== undefined) {
    encrypted = checkPasswordHash(params.password_hash);
  } else {
    const password =
      params.password === undefined || params.password === ''
        ? randomBytes(24).toString('base64url')
        : checkPassword(params.password, 'Password is required');
    encrypted = await deps.passwords.hash(password);
  }
  let userId: string = randomUUID();
  if (params.id !== undefined) {
    if (typeof params.id !== 'string' || !uuidPattern.test(params.id)) {
      return fail(400, 'validation_failed', 'id must be an UUID');
    }
    userId = params.id.toLowerCase();
  }
  const role = params.role === undefined ? 'authenticated' : params.role;
  if (typeof role !== 'string' || role === '') return fail(400, 'validation_failed', 'role must be a string');
  const userMetadata = metadataObject(params.user_metadata, 'user_metadata');
  const appMetadata = metadataObject(params.app_metadata, 'app_metadata');
  const bannedUntil = parseBanDuration(params.ban_duration, deps.now()) ?? null;
  const confirmed = params.email_confirm === true;
  const identityData = { sub: userId, email, email_verified: confirmed, phone_verified: false };
  if (await byEmail(deps.db, email)) {
    return fail(422, 'email_exists', 'A user with this email address has already been registered');
  }
  let loaded: LoadedUser | undefined;
  try {
    loaded = await deps.db.transaction(async (tx) => {
      await tx.query(
        `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
           raw_app_meta_data, raw_user_meta_data, is_super_admin, created_at, updated_at, banned_until, is_anonymous)
         values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', $2, $3, $4,
           case when $5 then now() end, $6, $7, false, now(), now(), $8, false)`,
        [
          userId,
          role,
          email,
          encrypted,
          confirmed,
          JSON.stringify({ provider: 'email', providers: ['email'], ...appMetadata }),
          JSON.stringify({ ...userMetadata, ...identityData }),
          bannedUntil,
        ],
      );
      await tx.query(
        `insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
         values ($1, $2, $3, 'email', now(), now())`,
        [userId, userId, JSON.stringify(identityData)],
      );
      return byId(tx, userId);
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      return fail(422, 'email_exists', 'A user with this email address has already been registered');
    }
    return databaseFailure(error, 'Database error creating new user');
  }
  if (!loaded) return databaseFailure(new Error('user vanished'), 'Database error creating new user');
  return json(userJson(loaded));
}

export async function updateUserById(deps: AuthDeps, request: Request, userId: string): Promise<Response> {
  const params = await readBody(request);
  if (!(await byId(deps.db, userId))) return fail(404, 'user_not_found', 'User not found');
  const changes: Changes = {};
  if (params.email !== undefined && params.email !== '') changes.email = normaliseEmail(params.email);
  if (params.password !== undefined) {
    changes.encryptedPassword = await deps.passwords.hash(checkPassword(params.password, 'Password is required'));
  }
  if (params.password_hash !== undefined) changes.encryptedPassword = checkPasswordHash(params.password_hash);
  if (params.user_metadata !== undefined) changes.userMetadata = metadataObject(params.user_metadata, 'user_metadata');
  if (params.app_metadata !== undefined) changes.appMetadata = metadataObject(params.app_metadata, 'app_metadata');
  if (params.email_confirm !== undefined) changes.emailConfirm = params.email_confirm === true;
  if (params.role !== undefined) {
    if (typeof params.role !== 'string' || params.role === '') {
      return fail(400, 'validation_failed', 'role must be a string');
    }
    changes.role = params.role;
  }
  const banned = parseBanDuration(params.ban_duration, deps.now());
  if (banned !== undefined) changes.bannedUntil = banned;
  return applyChanges(deps, userId, changes);
}

export async function deleteUser(deps: AuthDeps, request: Request, userId: string): Promise<Response> {
  const params = await readBody(request);
  if (!(await byId(deps.db, userId))) return fail(404, 'user_not_found', 'User not found');
  try {
    if (params.should_soft_delete === true) {
      // GoTrue's soft delete: the row stays (for foreign keys) but can no longer sign in or be found.
      await deps.db.transaction(async (tx) => {
        await tx.query('delete from auth.identities where user_id = $1', [userId]);
        await tx.query('delete from auth.sessions where user_id = $1', [userId]);
        await tx.query(
          `update auth.users set deleted_at = now(), email = null, phone = null, encrypted_password = '',
             raw_user_meta_data = '{}', updated_at = now() where id = $1`,
          [userId],
        );
      });
    } else {
      await deps.db.query('delete from auth.users where id = $1', [userId]);
    }
  } catch (error) {
    return databaseFailure(error, 'Database error deleting user');
  }
  return json({});
}
