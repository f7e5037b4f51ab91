import type { BackendConfig, JwtClaims } from '../context.ts';
import type { Database } from '../engines/database.ts';

/**
 * What the auth endpoints need, passed in rather than reached for: the database connection the auth service
 * owns the `auth` schema with, the JWT signer and verifier, the password hasher, a clock and two settings.
 * `createAuthHandler` receives one of these; each endpoint module takes it as its first argument, so a unit
 * test can hand in a fake clock or a fast hasher.
 */
export interface AuthDeps {
  /** Superuser connection: the auth service works on `auth.*` as GoTrue does with its own role. */
  db: Pick<Database, 'query' | 'transaction'>;
  config: Pick<BackendConfig, 'url' | 'jwtExpiry'>;
  /** Signs claims as they are given (the caller sets `iat` and `exp`). */
  signJwt(claims: Record<string, unknown>): Promise<string>;
  /** Verifies an HS256 JWT; throws JwtError ('expired' | 'invalid'). */
  verifyJwt(token: string): Promise<JwtClaims>;
  passwords: Passwords;
  /** Milliseconds since the epoch. */
  now(): number;
  /** Seconds during which a just-rotated refresh token may be used again (GoTrue: 10). */
  refreshReuseInterval: number;
  /** What GoTrue's mailer is configured with: where links go, how long they live, the Send Email hook. */
  mailer: MailerSettings;
}

/** GoTrue's mailer settings (supabase/config.toml `[auth]`, `[auth.email]`, `[auth.hook.send_email]`). */
export interface MailerSettings {
  /** Where links go when the client names no allowed `redirect_to` (`site_url`). */
  siteUrl: string;
  /**
   * The other allowed `redirect_to` URLs (`additional_redirect_urls`), as GoTrue's globs: `*` stands for any
   * characters but `.` and `/`, `**` for any characters at all. A URL on the site URL's host is always allowed.
   */
  redirectUrls: readonly string[];
  /** Seconds a link (and its code) stays valid (`[auth.email] otp_expiry`, GoTrue: 3600). */
  otpExpiry: number;
  /** Seconds before the same kind of e-mail goes to the same user again (`[auth.email] max_frequency`, GoTrue: 60). */
  maxFrequency: number;
  /**
   * The Postgres function GoTrue calls to send an e-mail (`[auth.hook.send_email] uri`,
   * `pg-functions://postgres/<schema>/<name>`), as `schema.name`; null: e-mails cannot be sent.
   */
  sendEmailHook: string | null;
  /**
   * The least time a password-reset or resend request takes to answer, in milliseconds: an address with an account
   * (a token written, an e-mail queued) and one without answer alike and after the same wait.
   */
  minimumResponseMs: number;
}

export interface Passwords {
  hash(password: string): Promise<string>;
  verify(password: string, hash: string): Promise<boolean>;
}
