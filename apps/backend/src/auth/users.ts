import type { Transaction } from '../engines/database.ts';

/** The rows of `auth.users` and `auth.identities` as the auth service reads them, and GoTrue's User JSON. */

export type Row = Record<string, unknown>;

export interface AuthUserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  phone: string | null;
  encrypted_password: string | null;
  email_confirmed_at: string | null;
  phone_confirmed_at: string | null;
  confirmed_at: string | null;
  confirmation_sent_at: string | null;
  recovery_sent_at: string | null;
  email_change: string | null;
  email_change_sent_at: string | null;
  invited_at: string | null;
  last_sign_in_at: string | null;
  raw_app_meta_data: Row | null;
  raw_user_meta_data: Row | null;
  created_at: string | null;
  updated_at: string | null;
  banned_until: string | null;
  is_anonymous: boolean;
}

export interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Row;
  provider: string;
  last_sign_in_at: string | null;
  created_at: string | null;
  updated_at: string | null;
  email: string | null;
}

export interface LoadedUser {
  user: AuthUserRow;
  identities: IdentityRow[];
}

export type Queryable = Pick<Transaction, 'query'>;

const selectUser = `
  select to_jsonb(u) as user,
         coalesce((select jsonb_agg(to_jsonb(i) order by i.created_at, i.id) from auth.identities i
                   where i.user_id = u.id), '[]'::jsonb) as identities
  from auth.users u`;

async function loadUser(db: Queryable, where: string, params: unknown[]): Promise<LoadedUser | undefined> {
  const result = await db.query<{ user: AuthUserRow; identities: IdentityRow[] }>(
    `${selectUser} where ${where} and u.deleted_at is null`,
    params,
  );
  const row = result.rows[0];
  return row ? { user: row.user, identities: row.identities } : undefined;
}

export const byId = (db: Queryable, id: string) => loadUser(db, 'u.id = $1', [id]);
export const byEmail = (db: Queryable, email: string) => loadUser(db, 'lower(u.email) = lower($1)', [email]);

function withoutNulls(entries: Row): Row {
  return Object.fromEntries(Object.entries(entries).filter(([, value]) => value !== null && value !== undefined));
}

function identityJson(identity: IdentityRow): Row {
  return {
    identity_id: identity.id,
    id: identity.provider_id,
    user_id: identity.user_id,
    identity_data: identity.identity_data,
    provider: identity.provider,
    last_sign_in_at: identity.last_sign_in_at,
    created_at: identity.created_at,
    updated_at: identity.updated_at,
    email: identity.email,
  };
}

/** The User JSON of GoTrue (`models.User`): `*_at` fields only when set. */
export function userJson({ user, identities }: LoadedUser): Row {
  return {
    id: user.id,
    aud: user.aud ?? 'authenticated',
    role: user.role ?? 'authenticated',
    email: user.email ?? '',
    ...withoutNulls({
      email_confirmed_at: user.email_confirmed_at,
      invited_at: user.invited_at,
    }),
    phone: user.phone ?? '',
    ...withoutNulls({
      phone_confirmed_at: user.phone_confirmed_at,
      confirmation_sent_at: user.confirmation_sent_at,
      confirmed_at: user.confirmed_at,
      recovery_sent_at: user.recovery_sent_at,
      new_email: user.email_change || null,
      email_change_sent_at: user.email_change_sent_at,
      last_sign_in_at: user.last_sign_in_at,
    }),
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    identities: identities.map(identityJson),
    created_at: user.created_at,
    updated_at: user.updated_at,
    ...withoutNulls({ banned_until: user.banned_until }),
    is_anonymous: user.is_anonymous,
  };
}

export function isBanned(user: AuthUserRow, now: number): boolean {
  return user.banned_until !== null && new Date(user.banned_until).getTime() > now;
}
