import { randomUUID } from 'node:crypto';
import type { AuthDeps } from '../auth/deps.ts';
import { defaultMailerSettings } from '../auth/index.ts';
import { signUp } from '../auth/signup.ts';
import { type TestDatabase, testJwt } from './database.ts';

/** A settable clock for the auth unit tests. */
export interface TestClock {
  now(): number;
  set(ms: number): void;
  advance(ms: number): void;
}

export function testClock(start = Date.UTC(2030, 0, 15, 8, 0, 0)): TestClock {
  let current = start;
  return {
    now: () => current,
    set: (ms) => {
      current = ms;
    },
    advance: (ms) => {
      current += ms;
    },
  };
}

/**
 * Auth deps on the shared test database with a transparent "hash" (no bcrypt: these tests are about the
 * endpoints, not the hashing) and a settable clock.
 */
export function testAuthDeps(database: TestDatabase, clock = testClock()): AuthDeps & { clock: TestClock } {
  return {
    db: database.db,
    config: { url: 'http://auth.test', jwtExpiry: 3600 },
    signJwt: (claims) => testJwt.sign(claims),
    verifyJwt: (token) => testJwt.verify(token),
    passwords: {
      hash: async (password) => `plain:${password}`,
      verify: async (password, hash) => hash === `plain:${password}`,
    },
    now: () => clock.now(),
    refreshReuseInterval: 10,
    mailer: { ...defaultMailerSettings, siteUrl: 'http://site.test', minimumResponseMs: 0 },
    clock,
  };
}

export function authRequest(path: string, init: { method?: string; body?: unknown; token?: string } = {}): Request {
  const headers = new Headers({ 'Content-Type': 'application/json' });
  if (init.token) headers.set('Authorization', `Bearer ${init.token}`);
  return new Request(`http://auth.test/auth/v1${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers,
    ...(init.body === undefined ? {} : { body: typeof init.body === 'string' ? init.body : JSON.stringify(init.body) }),
  });
}

export interface SessionBody {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  expires_at: number;
  user: { id: string; email: string; user_metadata: Record<string, unknown> };
}

/** Signs a new user up through the sign-up module; returns its session. */
export async function signedUpUser(
  deps: AuthDeps,
  data: Record<string, unknown> = {},
): Promise<SessionBody & { password: string }> {
  const email = `unit-${randomUUID().slice(0, 8)}@example.com`;
  const password = 'correct horse';
  const response = await signUp(deps, authRequest('/signup', { body: { email, password, data } }));
  if (response.status !== 200) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  return { ...((await response.json()) as SessionBody), password };
}

/** The error answer of a call that throws AuthFailure, or the response itself. */
export async function answer(call: Promise<Response>): Promise<{ status: number; body: Record<string, unknown> }> {
  let response: Response;
  try {
    response = await call;
  } catch (error) {
    const failure = error as { response?: Response };
    if (!failure.response) throw error;
    response = failure.response;
  }
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}
