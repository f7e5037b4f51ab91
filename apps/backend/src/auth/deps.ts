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
}

export interface Passwords {
  hash(password: string): Promise<string>;
  verify(password: string, hash: string): Promise<boolean>;
}
