import type { Page } from '@playwright/test';
import type { E2EEnv } from './env';

/** supabase-js's storage key for the backend's URL (`sb-<first label of the host>-auth-token`). */
export function authStorageKey(supabaseUrl: string): string {
  return `sb-${new URL(supabaseUrl).hostname.split('.')[0]}-auth-token`;
}

/** Signs in with the password grant and returns the session as supabase-js stores it. */
export async function passwordSession(env: E2EEnv, email: string, password: string): Promise<Record<string, unknown>> {
  const response = await fetch(`${env.supabaseUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: env.anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in of ${email} failed: ${response.status} ${await response.text()}`);
  const session = (await response.json()) as Record<string, unknown>;
  // supabase-js keeps `expires_at` (seconds since the epoch) with the session.
  session.expires_at ??= Math.round(Date.now() / 1000) + Number(session.expires_in ?? 3600);
  return session;
}

/**
 * Opens the page's later navigations signed in as `email`: the session is placed in local storage before any
 * script runs, as supabase-js would have left it after a sign-in. Quicker than the /auth form, which has its
 * own tests.
 */
export async function useStoredSession(page: Page, env: E2EEnv, email: string, password: string): Promise<void> {
  const session = await passwordSession(env, email, password);
  await page.addInitScript(
    ([key, value]) => {
      // Only the first load: supabase-js rotates the refresh token, and a reload must keep its newer one.
      if (!window.sessionStorage.getItem('e2e-session-set')) {
        window.localStorage.setItem(key, value);
        window.sessionStorage.setItem('e2e-session-set', '1');
      }
    },
    [authStorageKey(env.supabaseUrl), JSON.stringify(session)] as const,
  );
}

/** Creates a confirmed user with the admin API (service role); the role is 'user' unless promoted. */
export async function createConfirmedUser(env: E2EEnv, email: string, password: string): Promise<void> {
  const response = await fetch(`${env.supabaseUrl}/auth/v1/admin/users`, {
    method: 'POST',
    headers: {
      apikey: env.serviceRoleKey,
      Authorization: `Bearer ${env.serviceRoleKey}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ email, password, email_confirm: true, user_metadata: { full_name: 'E2E User' } }),
  });
  if (!response.ok) throw new Error(`creating ${email} failed: ${response.status} ${await response.text()}`);
}
