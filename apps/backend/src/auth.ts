import { randomBytes, randomUUID } from 'node:crypto';
import type { Transaction } from '@electric-sql/pglite';
import { type BackendContext, type JwtClaims, JwtError, type ServiceHandler } from './context.ts';
import { bearerToken, isPgError, isPlainObject, json, uuidPattern } from './http.ts';
import { hashPassword, verifyPassword } from './password.ts';

/**
 * The GoTrue subset supabase-js uses (SUPABASE_CONTRACT.md §3): sign-up with autoconfirm, the password and
 * refresh-token grants, get/update user, logout with scopes and the admin user API. The auth service owns
 * the `auth` schema and works on it as the database owner, as GoTrue does with its own role; triggers that
 * migrations put on `auth.users` run inside the same transactions.
 */

export interface AuthOptions {
  /** bcrypt cost factor for new password hashes (GoTrue: 10). */
  bcryptCost: number;
  /** Seconds during which a just-rotated refresh token may be used again (GoTrue: 10). */
  refreshReuseInterval: number;
}

type Row = Record<string, unknown>;

interface AuthUserRow {
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

interface IdentityRow {
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

interface LoadedUser {
  user: AuthUserRow;
  identities: IdentityRow[];
}

const apiVersion = '2024-01-01';
const minPasswordLength = 6;
const emailPattern =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
const adminRoles = new Set(['service_role', 'supabase_admin']);

/** GoTrue's error body with API version 2024-01-01; the code is in both `code` and `error_code` (contract §0.2). */
export function authError(status: number, code: string, message: string, extra: Row = {}): Response {
  return json({ code, error_code: code, message, msg: message, ...extra }, status, {
    'X-Supabase-Api-Version': apiVersion,
    'x-sb-error-code': code,
  });
}

class AuthFailure extends Error {
  constructor(readonly response: Response) {
    super('auth failure');
  }
}

const fail = (status: number, code: string, message: string, extra?: Row): never => {
  throw new AuthFailure(authError(status, code, message, extra));
};

const selectUser = `
  select to_jsonb(u) as user,
         coalesce((select jsonb_agg(to_jsonb(i) order by i.created_at, i.id) from auth.identities i
                   where i.user_id = u.id), '[]'::jsonb) as identities
  from auth.users u`;

type Queryable = Pick<Transaction, 'query'>;

async function loadUser(db: Queryable, where: string, params: unknown[]): Promise<LoadedUser | undefined> {
  const result = await db.query<{ user: AuthUserRow; identities: IdentityRow[] }>(
    `${selectUser} where ${where} and u.deleted_at is null`,
    params,
  );
  const row = result.rows[0];
  return row ? { user: row.user, identities: row.identities } : undefined;
}

const byId = (db: Queryable, id: string) => loadUser(db, 'u.id = $1', [id]);
const byEmail = (db: Queryable, email: string) => loadUser(db, 'lower(u.email) = lower($1)', [email]);

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

function newRefreshToken(): string {
  return randomBytes(24).toString('base64url');
}

async function issueSession(
  ctx: BackendContext,
  loaded: LoadedUser,
  sessionId: string,
  refreshToken: string,
  amrTimestamp: number,
): Promise<Response> {
  const { user } = loaded;
  const expiresIn = ctx.config.jwtExpiry;
  const accessToken = await ctx.signJwt(
    {
      iss: `${ctx.config.url}/auth/v1`,
      sub: user.id,
      aud: user.aud ?? 'authenticated',
      email: user.email ?? '',
      phone: user.phone ?? '',
      app_metadata: user.raw_app_meta_data ?? {},
      user_metadata: user.raw_user_meta_data ?? {},
      role: user.role ?? 'authenticated',
      aal: 'aal1',
      amr: [{ method: 'password', timestamp: amrTimestamp }],
      session_id: sessionId,
      is_anonymous: user.is_anonymous,
    },
    expiresIn,
  );
  const now = Math.floor(Date.now() / 1000);
  return json({
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: expiresIn,
    expires_at: now + expiresIn,
    refresh_token: refreshToken,
    user: userJson(loaded),
  });
}

/** Starts a session: a `sessions` row and its first refresh token; stamps `last_sign_in_at`. */
async function startSession(tx: Queryable, userId: string): Promise<{ sessionId: string; refreshToken: string }> {
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

function normaliseEmail(value: unknown): string {
  if (typeof value !== 'string')
    return fail(400, 'validation_failed', 'Unable to validate email address: invalid format');
  const email = value.trim().toLowerCase();
  if (email.length > 255 || !emailPattern.test(email)) {
    return fail(400, 'validation_failed', 'Unable to validate email address: invalid format');
  }
  return email;
}

function checkPassword(value: unknown, missingMessage: string): string {
  if (typeof value !== 'string' || value === '') return fail(400, 'validation_failed', missingMessage);
  if (Buffer.byteLength(value) > 72) {
    return fail(400, 'validation_failed', 'Password cannot be longer than 72 characters');
  }
  if ([...value].length < minPasswordLength) {
    return fail(422, 'weak_password', `Password should be at least ${minPasswordLength} characters.`, {
      weak_password: { reasons: ['length'] },
    });
  }
  return value;
}

function metadataObject(value: unknown, name: string): Row {
  if (value === undefined || value === null) return {};
  if (!isPlainObject(value)) return fail(400, 'validation_failed', `${name} must be an object`);
  return value;
}

/** GoTrue merges metadata key by key; a key set to null is removed. */
function mergeMetadata(current: Row | null, patch: Row): Row {
  const merged: Row = { ...(current ?? {}) };
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

async function body(request: Request): Promise<Row> {
  const text = await request.text();
  if (text.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return fail(400, 'bad_json', `Could not parse request body as JSON: ${(error as Error).message}`);
  }
  if (!isPlainObject(value)) return fail(400, 'bad_json', 'Could not parse request body as JSON: expected an object');
  return value;
}

function isUniqueViolation(error: unknown): boolean {
  return isPgError(error) && error.code === '23505';
}

/** An error from a trigger on auth.users: GoTrue answers 500 "Database error saving new user". */
function databaseFailure(error: unknown, message: string): never {
  console.error(`[auth] ${message}:`, error);
  return fail(500, 'unexpected_failure', message);
}

function parseBanDuration(value: unknown): string | null | undefined {
  if (value === undefined) return undefined;
  if (value === 'none') return null;
  if (typeof value !== 'string') return fail(400, 'validation_failed', 'ban_duration must be a string');
  const match = /^(\d+(?:\.\d+)?)(ns|us|µs|ms|s|m|h)$/.exec(value);
  if (!match) return fail(400, 'validation_failed', `invalid format for ban duration: ${value}`);
  const factor: Record<string, number> = { ns: 1e-6, us: 1e-3, µs: 1e-3, ms: 1, s: 1e3, m: 6e4, h: 3.6e6 };
  return new Date(Date.now() + Number(match[1]) * factor[match[2]!]!).toISOString();
}

function isBanned(user: AuthUserRow): boolean {
  return user.banned_until !== null && new Date(user.banned_until).getTime() > Date.now();
}

export function createAuthHandler(options: AuthOptions): ServiceHandler {
  const hash = (password: string) => hashPassword(password, options.bcryptCost);
  // Compared against when the e-mail is unknown, so a wrong e-mail costs as much time as a wrong password.
  let dummyHash: Promise<string> | undefined;

  /** Verifies the bearer token and loads its user and session, as GoTrue's `requireAuthentication`. */
  async function authenticate(
    request: Request,
    ctx: BackendContext,
  ): Promise<{ claims: JwtClaims; loaded: LoadedUser; sessionId: string | undefined }> {
    const token = bearerToken(request);
    if (!token) return fail(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
    let claims: JwtClaims;
    try {
      claims = await ctx.verifyJwt(token);
    } catch (error) {
      const reason =
        error instanceof JwtError && error.reason === 'expired' ? 'token is expired' : 'signature is invalid';
      return fail(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${reason}`);
    }
    if (typeof claims.sub !== 'string' || !uuidPattern.test(claims.sub)) {
      return fail(403, 'bad_jwt', 'invalid claim: missing sub claim');
    }
    const loaded = await byId(ctx.db, claims.sub);
    if (!loaded) return fail(403, 'user_not_found', 'User from sub claim in JWT does not exist');
    const sessionId = typeof claims.session_id === 'string' ? claims.session_id : undefined;
    if (sessionId !== undefined) {
      const session = uuidPattern.test(sessionId)
        ? await ctx.db.query('select 1 from auth.sessions where id = $1 and user_id = $2', [sessionId, claims.sub])
        : { rows: [] };
      if (session.rows.length === 0) {
        return fail(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
      }
    }
    return { claims, loaded, sessionId };
  }

  async function requireAdmin(request: Request, ctx: BackendContext): Promise<void> {
    const token = bearerToken(request);
    if (!token) return fail(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
    let claims: JwtClaims;
    try {
      claims = await ctx.verifyJwt(token);
    } catch (error) {
      const reason =
        error instanceof JwtError && error.reason === 'expired' ? 'token is expired' : 'signature is invalid';
      return fail(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${reason}`);
    }
    if (!adminRoles.has(claims.role)) return fail(403, 'not_admin', 'User not allowed');
    if (typeof claims.session_id === 'string') {
      const session = await ctx.db.query('select 1 from auth.sessions where id::text = $1', [claims.session_id]);
      if (session.rows.length === 0) {
        return fail(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
      }
    }
  }

  async function signUp(request: Request, ctx: BackendContext): Promise<Response> {
    const params = await body(request);
    if (params.phone !== undefined && params.phone !== '' && params.email === undefined) {
      return fail(400, 'phone_provider_disabled', 'Phone signups are disabled');
    }
    if (params.email === undefined || params.email === '') {
      return fail(400, 'validation_failed', 'To signup, please provide your email');
    }
    const password = checkPassword(params.password, 'Signup requires a valid password');
    const email = normaliseEmail(params.email);
    const data = metadataObject(params.data, 'data');
    if (await byEmail(ctx.db, email)) return fail(422, 'user_already_exists', 'User already registered');

    const encrypted = await hash(password);
    const userId = randomUUID();
    const identityData = { sub: userId, email, email_verified: true, phone_verified: false };
    let session: { sessionId: string; refreshToken: string };
    let loaded: LoadedUser | undefined;
    try {
      ({ session, loaded } = await ctx.db.transaction(async (tx) => {
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
      if (isUniqueViolation(error) && (error as { table?: string }).table === 'users') {
        return fail(422, 'user_already_exists', 'User already registered');
      }
      return databaseFailure(error, 'Database error saving new user');
    }
    if (!loaded) return databaseFailure(new Error('user vanished'), 'Database error saving new user');
    return issueSession(ctx, loaded, session.sessionId, session.refreshToken, Math.floor(Date.now() / 1000));
  }

  async function passwordGrant(params: Row, ctx: BackendContext): Promise<Response> {
    if (params.phone !== undefined && params.phone !== '' && params.email === undefined) {
      return fail(400, 'phone_provider_disabled', 'Phone logins are disabled');
    }
    if (typeof params.password !== 'string' || params.password === '' || typeof params.email !== 'string') {
      return fail(400, 'invalid_credentials', 'Invalid login credentials');
    }
    const loaded = await byEmail(ctx.db, params.email.trim());
    dummyHash ??= hash(randomBytes(16).toString('hex'));
    const valid = await verifyPassword(params.password, loaded?.user.encrypted_password || (await dummyHash));
    if (!loaded || !valid) return fail(400, 'invalid_credentials', 'Invalid login credentials');
    if (isBanned(loaded.user)) return fail(400, 'user_banned', 'User is banned');
    if (!loaded.user.email_confirmed_at) return fail(400, 'email_not_confirmed', 'Email not confirmed');
    const { session, reloaded } = await ctx.db.transaction(async (tx) => {
      const session = await startSession(tx, loaded.user.id);
      return { session, reloaded: await byId(tx, loaded.user.id) };
    });
    if (!reloaded) return fail(400, 'invalid_credentials', 'Invalid login credentials');
    return issueSession(ctx, reloaded, session.sessionId, session.refreshToken, Math.floor(Date.now() / 1000));
  }

  /**
   * Rotation as GoTrue does it: the presented token is revoked and a child issued. A revoked token presented
   * again within the reuse interval, while its child is still the session's active token, gets that active
   * pair back (two tabs refreshing at once); any other reuse revokes the whole session's family.
   */
  async function refreshGrant(params: Row, ctx: BackendContext): Promise<Response> {
    const token = params.refresh_token;
    if (typeof token !== 'string' || token.length < 12) {
      return fail(400, 'validation_failed', 'Refresh token is not valid');
    }
    type Outcome =
      | { error: 'refresh_token_not_found' | 'refresh_token_already_used' }
      | { loaded: LoadedUser | undefined; refreshToken: string; sessionId: string; sessionCreated: number };
    const outcome = await ctx.db.transaction(async (tx): Promise<Outcome> => {
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
        [token, options.refreshReuseInterval],
      );
      const current = found.rows[0];
      if (!current) return { error: 'refresh_token_not_found' };
      let refreshToken: string;
      if (current.revoked) {
        const child = await tx.query<{ token: string }>(
          'select token from auth.refresh_tokens where parent = $1 and session_id = $2 and revoked = false',
          [token, current.session_id],
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
          [refreshToken, current.user_id, token, current.session_id],
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
    if (isBanned(outcome.loaded.user)) return fail(400, 'user_banned', 'User is banned');
    return issueSession(
      ctx,
      outcome.loaded,
      outcome.sessionId,
      outcome.refreshToken,
      Math.floor(outcome.sessionCreated),
    );
  }

  async function updateUser(request: Request, ctx: BackendContext): Promise<Response> {
    const { loaded } = await authenticate(request, ctx);
    const params = await body(request);
    if (params.app_metadata !== undefined) {
      return fail(403, 'not_admin', 'Updating app_metadata requires admin privileges');
    }
    if (params.phone !== undefined && params.phone !== (loaded.user.phone ?? '')) {
      return fail(422, 'phone_provider_disabled', 'Phone changes are disabled');
    }
    const changes: Changes = {};
    if (params.password !== undefined) {
      const password = checkPassword(params.password, 'Password is required');
      if (loaded.user.encrypted_password && (await verifyPassword(password, loaded.user.encrypted_password))) {
        return fail(422, 'same_password', 'New password should be different from the old password.');
      }
      changes.encryptedPassword = await hash(password);
    }
    if (params.email !== undefined && params.email !== '') {
      const email = normaliseEmail(params.email);
      if (email !== loaded.user.email) changes.email = email;
    }
    if (params.data !== undefined) changes.userMetadata = metadataObject(params.data, 'data');
    return applyChanges(ctx, loaded.user.id, changes);
  }

  interface Changes {
    email?: string;
    encryptedPassword?: string;
    userMetadata?: Row;
    appMetadata?: Row;
    emailConfirm?: boolean;
    role?: string;
    bannedUntil?: string | null;
  }

  /** Writes the changes to `auth.users` (and the e-mail identity) in one transaction and answers the user. */
  async function applyChanges(ctx: BackendContext, userId: string, changes: Changes): Promise<Response> {
    let loaded: LoadedUser | undefined;
    try {
      loaded = await ctx.db.transaction(async (tx) => {
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

  async function logout(request: Request, ctx: BackendContext): Promise<Response> {
    const scope = new URL(request.url).searchParams.get('scope') ?? 'global';
    if (!['global', 'local', 'others'].includes(scope)) {
      return fail(400, 'validation_failed', `Unsupported logout scope "${scope}"`);
    }
    const { loaded, sessionId } = await authenticate(request, ctx);
    const userId = loaded.user.id;
    if (scope === 'global' || sessionId === undefined) {
      await ctx.db.query('delete from auth.sessions where user_id = $1', [userId]);
    } else if (scope === 'local') {
      await ctx.db.query('delete from auth.sessions where id = $1', [sessionId]);
    } else {
      await ctx.db.query('delete from auth.sessions where user_id = $1 and id <> $2', [userId, sessionId]);
    }
    return new Response(null, { status: 204 });
  }

  async function adminCreateUser(request: Request, ctx: BackendContext): Promise<Response> {
    const params = await body(request);
    if ((params.email === undefined || params.email === '') && params.phone) {
      return fail(400, 'phone_provider_disabled', 'Phone users are not supported by the local backend');
    }
    const email = normaliseEmail(params.email);
    let encrypted: string;
    if (params.password_hash !== undefined) {
      if (typeof params.password_hash !== 'string' || !/^\$2[aby]\$\d\d\$.{53}$/.test(params.password_hash)) {
        return fail(400, 'validation_failed', 'Invalid password hash: only bcrypt hashes are supported');
      }
      encrypted = params.password_hash;
    } else {
      const password =
        params.password === undefined || params.password === ''
          ? randomBytes(24).toString('base64url')
          : checkPassword(params.password, 'Password is required');
      encrypted = await hash(password);
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
    const bannedUntil = parseBanDuration(params.ban_duration) ?? null;
    const confirmed = params.email_confirm === true;
    const identityData = { sub: userId, email, email_verified: confirmed, phone_verified: false };
    if (await byEmail(ctx.db, email)) {
      return fail(422, 'email_exists', 'A user with this email address has already been registered');
    }
    let loaded: LoadedUser | undefined;
    try {
      loaded = await ctx.db.transaction(async (tx) => {
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

  async function adminUpdateUser(request: Request, ctx: BackendContext, userId: string): Promise<Response> {
    const params = await body(request);
    if (!(await byId(ctx.db, userId))) return fail(404, 'user_not_found', 'User not found');
    const changes: Changes = {};
    if (params.email !== undefined && params.email !== '') changes.email = normaliseEmail(params.email);
    if (params.password !== undefined) {
      changes.encryptedPassword = await hash(checkPassword(params.password, 'Password is required'));
    }
    if (params.password_hash !== undefined) {
      if (typeof params.password_hash !== 'string' || !/^\$2[aby]\$\d\d\$.{53}$/.test(params.password_hash)) {
        return fail(400, 'validation_failed', 'Invalid password hash: only bcrypt hashes are supported');
      }
      changes.encryptedPassword = params.password_hash;
    }
    if (params.user_metadata !== undefined)
      changes.userMetadata = metadataObject(params.user_metadata, 'user_metadata');
    if (params.app_metadata !== undefined) changes.appMetadata = metadataObject(params.app_metadata, 'app_metadata');
    if (params.email_confirm !== undefined) changes.emailConfirm = params.email_confirm === true;
    if (params.role !== undefined) {
      if (typeof params.role !== 'string' || params.role === '') {
        return fail(400, 'validation_failed', 'role must be a string');
      }
      changes.role = params.role;
    }
    const banned = parseBanDuration(params.ban_duration);
    if (banned !== undefined) changes.bannedUntil = banned;
    return applyChanges(ctx, userId, changes);
  }

  async function adminDeleteUser(request: Request, ctx: BackendContext, userId: string): Promise<Response> {
    const params = await body(request);
    if (!(await byId(ctx.db, userId))) return fail(404, 'user_not_found', 'User not found');
    try {
      if (params.should_soft_delete === true) {
        // GoTrue's soft delete: the row stays (for foreign keys) but can no longer sign in or be found.
        await ctx.db.transaction(async (tx) => {
          await tx.query('delete from auth.identities where user_id = $1', [userId]);
          await tx.query('delete from auth.sessions where user_id = $1', [userId]);
          await tx.query(
            `update auth.users set deleted_at = now(), email = null, phone = null, encrypted_password = '',
               raw_user_meta_data = '{}', updated_at = now() where id = $1`,
            [userId],
          );
        });
      } else {
        await ctx.db.query('delete from auth.users where id = $1', [userId]);
      }
    } catch (error) {
      return databaseFailure(error, 'Database error deleting user');
    }
    return json({});
  }

  async function adminListUsers(request: Request, ctx: BackendContext): Promise<Response> {
    const url = new URL(request.url);
    const page = positiveInt(url.searchParams.get('page'), 1);
    const perPage = Math.min(positiveInt(url.searchParams.get('per_page'), 50), 1000);
    const result = await ctx.db.query<{ user: AuthUserRow; identities: IdentityRow[]; total: number }>(
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
      total = (await ctx.db.query<{ n: number }>('select count(*)::int as n from auth.users where deleted_at is null'))
        .rows[0]!.n;
    }
    const lastPage = Math.max(1, Math.ceil(total / perPage));
    const base = `${ctx.config.url}/auth/v1/admin/users`;
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

  async function route(request: Request, path: string, ctx: BackendContext): Promise<Response> {
    const method = request.method;
    const url = new URL(request.url);
    const segments = path.split('/').filter((segment) => segment !== '');
    const [first, second, third] = segments;

    if (first === 'health' && method === 'GET') {
      return json({ version: 'local', name: 'GoTrue', description: 'Local Supabase-compatible auth' });
    }
    if (first === 'settings' && method === 'GET') {
      return json({
        external: { email: true, phone: false, anonymous_users: false },
        disable_signup: false,
        mailer_autoconfirm: true,
        phone_autoconfirm: false,
        sms_provider: '',
        saml_enabled: false,
      });
    }
    if (first === '.well-known' && second === 'jwks.json' && method === 'GET') {
      // HS256 keys are symmetric and never published; the client then verifies through GET /user.
      return json({ keys: [] });
    }
    if (first === 'signup' && segments.length === 1 && method === 'POST') return signUp(request, ctx);
    if (first === 'token' && segments.length === 1 && method === 'POST') {
      const grantType = url.searchParams.get('grant_type');
      const params = await body(request);
      if (grantType === 'password') return passwordGrant(params, ctx);
      if (grantType === 'refresh_token') return refreshGrant(params, ctx);
      return fail(400, 'validation_failed', `unsupported_grant_type: ${grantType ?? '(none)'}`);
    }
    if (first === 'user' && segments.length === 1) {
      if (method === 'GET') return json(userJson((await authenticate(request, ctx)).loaded));
      if (method === 'PUT') return updateUser(request, ctx);
    }
    if (first === 'logout' && segments.length === 1 && method === 'POST') return logout(request, ctx);
    if (first === 'admin' && second === 'users') {
      await requireAdmin(request, ctx);
      if (segments.length === 2) {
        if (method === 'GET') return adminListUsers(request, ctx);
        if (method === 'POST') return adminCreateUser(request, ctx);
      } else if (segments.length === 3 && third !== undefined) {
        if (!uuidPattern.test(third)) return fail(404, 'validation_failed', 'user_id must be an UUID');
        const userId = third.toLowerCase();
        if (method === 'GET') {
          const loaded = await byId(ctx.db, userId);
          return loaded ? json(userJson(loaded)) : fail(404, 'user_not_found', 'User not found');
        }
        if (method === 'PUT') return adminUpdateUser(request, ctx, userId);
        if (method === 'DELETE') return adminDeleteUser(request, ctx, userId);
      }
    }
    return fail(404, 'not_found', `${method} /auth/v1${path} is not supported by the local backend`);
  }

  return async (request, path, ctx) => {
    try {
      return await route(request, path, ctx);
    } catch (error) {
      if (error instanceof AuthFailure) return error.response;
      throw error;
    }
  };
}

function positiveInt(value: string | null, fallback: number): number {
  if (value === null || value === '') return fallback;
  const number = Number.parseInt(value, 10);
  return Number.isFinite(number) && number > 0 ? number : fallback;
}

/** Creates a confirmed user directly (dev admin, CLI). Returns the user's id. */
export async function createConfirmedUser(
  ctx: BackendContext,
  options: AuthOptions,
  email: string,
  password: string,
  userMetadata: Row = {},
): Promise<string> {
  const handler = createAuthHandler(options);
  const request = new Request(`${ctx.config.url}/auth/v1/admin/users`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${ctx.config.serviceRoleKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, email_confirm: true, user_metadata: userMetadata }),
  });
  const response = await handler(request, '/admin/users', ctx);
  const created = (await response.json()) as { id?: string; message?: string };
  if (!response.ok || !created.id) throw new Error(`Could not create ${email}: ${created.message ?? response.status}`);
  return created.id;
}
