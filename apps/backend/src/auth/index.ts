import type { BackendContext, ServiceHandler } from '../context.ts';
import { json, uuidPattern } from '../http.ts';
import { hashPassword, verifyPassword } from '../password.ts';
import { createUser, deleteUser, getUserById, listUsers, updateUserById } from './admin.ts';
import type { AuthDeps, MailerSettings } from './deps.ts';
import { AuthFailure, fail } from './errors.ts';
import { requireAdmin } from './guard.ts';
import { logout } from './logout.ts';
import { otp } from './otp.ts';
import { recover } from './recover.ts';
import { resend } from './resend.ts';
import { emailConfirmationRequired, signUp } from './signup.ts';
import { token } from './token.ts';
import { getUser, updateUser } from './user.ts';
import { verifyGet, verifyPost } from './verify.ts';

/**
 * The GoTrue subset supabase-js uses (docs/supabase-contract.md §4): sign-up (autoconfirm, or with a confirmation
 * e-mail when the back office asks for it), the password and refresh-token grants, get/update user, logout with scopes,
 * password reset (`/recover`, `/verify`), a sign-in link by e-mail (`/otp`), `/resend` and the admin user API. The
 * auth service owns the `auth` schema
 * and works on it as the database owner, as GoTrue does with its own role; triggers that migrations put on
 * `auth.users` run inside the same transactions, and so does the Send Email hook (mail.ts). One module per endpoint;
 * this file routes.
 */

export type { AuthDeps, MailerSettings, Passwords } from './deps.ts';
export { authError } from './errors.ts';

export interface AuthOptions {
  /** bcrypt cost factor for new password hashes (GoTrue: 10). */
  bcryptCost: number;
  /** Seconds during which a just-rotated refresh token may be used again (GoTrue: 10). */
  refreshReuseInterval: number;
  mailer: MailerSettings;
}

/**
 * GoTrue's mailer settings as supabase/config.toml gives them to a hosted project, for the local backend: the site URL
 * the built site is served on (`npm start`), any page on this machine as an allowed return address, links that live
 * an hour, a minute between e-mails, and the Send Email hook of the migrations.
 */
export const defaultMailerSettings: MailerSettings = {
  siteUrl: 'http://localhost:4173',
  redirectUrls: ['http://localhost:*', 'http://localhost:*/**', 'http://127.0.0.1:*', 'http://127.0.0.1:*/**'],
  otpExpiry: 3600,
  maxFrequency: 60,
  sendEmailHook: 'public.auth_send_email_hook',
  minimumResponseMs: 400,
};

/** The auth service's dependencies taken from the backend's context. */
export function authDeps(ctx: BackendContext, options: AuthOptions): AuthDeps {
  return {
    db: ctx.db,
    config: ctx.config,
    signJwt: (claims) => ctx.signJwt(claims),
    verifyJwt: (token) => ctx.verifyJwt(token),
    passwords: {
      hash: (password) => hashPassword(password, options.bcryptCost),
      verify: verifyPassword,
    },
    now: Date.now,
    refreshReuseInterval: options.refreshReuseInterval,
    mailer: options.mailer,
  };
}

async function route(deps: AuthDeps, request: Request, path: string): Promise<Response> {
  const method = request.method;
  const segments = path.split('/').filter((segment) => segment !== '');
  const [first, second, third] = segments;
  const single = segments.length === 1;

  if (first === 'health' && method === 'GET') {
    return json({ version: 'local', name: 'GoTrue', description: 'Local Supabase-compatible auth' });
  }
  if (first === 'settings' && method === 'GET') {
    return json({
      external: { email: true, phone: false, anonymous_users: false },
      disable_signup: false,
      mailer_autoconfirm: !(await emailConfirmationRequired(deps.db)),
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
    });
  }
  if (first === '.well-known' && second === 'jwks.json' && method === 'GET') {
    // HS256 keys are symmetric and never published; the client then verifies through GET /user.
    return json({ keys: [] });
  }
  if (first === 'signup' && single && method === 'POST') return signUp(deps, request);
  if (first === 'token' && single && method === 'POST') return token(deps, request);
  if (first === 'user' && single) {
    if (method === 'GET') return getUser(deps, request);
    if (method === 'PUT') return updateUser(deps, request);
  }
  if (first === 'logout' && single && method === 'POST') return logout(deps, request);
  if (first === 'recover' && single && method === 'POST') return recover(deps, request);
  if (first === 'otp' && single && method === 'POST') return otp(deps, request);
  if (first === 'resend' && single && method === 'POST') return resend(deps, request);
  if (first === 'verify' && single) {
    if (method === 'POST') return verifyPost(deps, request);
    if (method === 'GET') return verifyGet(deps, request);
  }
  if (first === 'admin' && second === 'users') {
    await requireAdmin(deps, request);
    if (segments.length === 2) {
      if (method === 'GET') return listUsers(deps, request);
      if (method === 'POST') return createUser(deps, request);
    } else if (segments.length === 3 && third !== undefined) {
      if (!uuidPattern.test(third)) return fail(404, 'validation_failed', 'user_id must be an UUID');
      const userId = third.toLowerCase();
      if (method === 'GET') return getUserById(deps, userId);
      if (method === 'PUT') return updateUserById(deps, request, userId);
      if (method === 'DELETE') return deleteUser(deps, request, userId);
    }
  }
  return fail(404, 'not_found', `${method} /auth/v1${path} is not supported by the local backend`);
}

export function createAuthHandler(deps: AuthDeps): ServiceHandler {
  return async (request, path) => {
    try {
      return await route(deps, request, path);
    } catch (error) {
      if (error instanceof AuthFailure) return error.response;
      throw error;
    }
  };
}

/** Creates a confirmed user directly (dev admin, CLI), through the admin API. Returns the user's id. */
export async function createConfirmedUser(
  deps: AuthDeps,
  email: string,
  password: string,
  userMetadata: Record<string, unknown> = {},
): Promise<string> {
  const request = new Request(`${deps.config.url}/auth/v1/admin/users`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, email_confirm: true, user_metadata: userMetadata }),
  });
  let response: Response;
  try {
    response = await createUser(deps, request);
  } catch (error) {
    if (!(error instanceof AuthFailure)) throw error;
    response = error.response;
  }
  const created = (await response.json()) as { id?: string; message?: string };
  if (!response.ok || !created.id) throw new Error(`Could not create ${email}: ${created.message ?? response.status}`);
  return created.id;
}
