import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type { Tables } from '../src/lib/database.types';
import type { E2EEnv } from './support/env';
import { expect, gotoHydrated, test } from './support/fixtures';
import { authStorageKey, createConfirmedUser, useStoredSession } from './support/sessions';

/**
 * /auth (docs/product.md, Accounts) against the real backend: sign up, sign in, a refused sign-in, sign out, and the
 * redirect of a signed-in visitor. Every test makes its own user, so they run in parallel.
 */

const password = 'e2e-password-123';

function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@e2e.test`;
}

function serviceHeaders(env: E2EEnv) {
  return { apikey: env.serviceRoleKey, Authorization: `Bearer ${env.serviceRoleKey}` };
}

async function profileOf(env: E2EEnv, email: string) {
  const response = await fetch(
    `${env.supabaseUrl}/rest/v1/profiles?email=eq.${encodeURIComponent(email)}&select=id,email,full_name`,
    { headers: serviceHeaders(env) },
  );
  expect(response.ok).toBe(true);
  return ((await response.json()) as Pick<Tables<'profiles'>, 'id' | 'email' | 'full_name'>[])[0];
}

/** A toast: the polite region for news, the assertive one for errors. */
function toast(page: Page, kind: 'status' | 'alert', title: string) {
  return page.getByRole(kind).filter({ hasText: title });
}

async function storedSession(page: Page, env: E2EEnv) {
  return page.evaluate((key) => window.localStorage.getItem(key), authStorageKey(env.supabaseUrl));
}

test.describe('/auth', () => {
  test('shows the form: back link, tabs, fields, submit and the admin note', async ({ page }) => {
    await gotoHydrated(page, '/auth');
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('textbox', { name: 'Full Name' })).toHaveCount(0);
    const passwordField = page.getByLabel('Password', { exact: true });
    await passwordField.fill('secret');
    await expect(passwordField).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: /show password/i }).click();
    await expect(passwordField).toHaveAttribute('type', 'text');
    await expect(page.getByText(/contact support/i)).toBeVisible();

    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await expect(page.getByRole('textbox', { name: /Full Name/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create Account' })).toBeVisible();
    // Switching tabs keeps what was typed.
    await expect(passwordField).toHaveValue('secret');
  });

  test('sign up: toast, the account exists with its full name, the user stays on /auth and can sign in', async ({
    page,
    env,
  }) => {
    const email = uniqueEmail('signup');
    await gotoHydrated(page, '/auth');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.getByRole('textbox', { name: /Full Name/ }).fill('Mariam Saeed');
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Create Account' }).click();

    const created = toast(page, 'status', 'Account created!');
    await expect(created).toBeVisible();
    await expect(created).toContainText('Please check your email to verify your account.');
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await profileOf(env, email)).toMatchObject({ email, full_name: 'Mariam Saeed' });

    // Signed in at once (no e-mail confirmation locally); signing in from the same page still works.
    await page.getByRole('tab', { name: 'Sign In' }).click();
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(toast(page, 'status', 'Welcome back!')).toBeVisible();
    await expect(page).toHaveURL(/\/account$/);
  });

  test("sign in: 'Welcome back!' and on to the customer's account, signed in", async ({ page, env }) => {
    const email = uniqueEmail('signin');
    await createConfirmedUser(env, email, password);
    await gotoHydrated(page, '/auth');
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    const submit = page.getByRole('button', { name: 'Sign In' });
    await submit.click();

    const welcome = toast(page, 'status', 'Welcome back!');
    await expect(welcome).toBeVisible();
    await expect(welcome).toContainText('You have successfully signed in.');
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
    expect(await storedSession(page, env)).toContain(email);
  });

  test("a wrong password: an 'Error' toast with the service's message, and nothing typed is lost", async ({
    page,
    env,
  }) => {
    const email = uniqueEmail('wrong');
    await createConfirmedUser(env, email, password);
    await gotoHydrated(page, '/auth');
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();

    const error = toast(page, 'alert', 'Error');
    await expect(error).toBeVisible();
    await expect(error).toContainText('Invalid login credentials');
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('not-the-password');
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(await storedSession(page, env)).toBeNull();
  });

  test("'Please wait...' while the sign-in is on its way", async ({ page, env }) => {
    const email = uniqueEmail('pending');
    await createConfirmedUser(env, email, password);
    await gotoHydrated(page, '/auth');
    // Hold the password grant until the pending label has been seen.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/auth/v1/token?grant_type=password', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('button', { name: 'Please wait...' })).toBeDisabled();
    release();
    await expect(page).toHaveURL(/\/account$/);
  });

  test("sign out from the header: 'Signed out', and the session is gone", async ({ page, env }) => {
    const email = uniqueEmail('signout');
    await createConfirmedUser(env, email, password);
    await page.setViewportSize({ width: 1280, height: 900 });
    await useStoredSession(page, env, email, password);
    await gotoHydrated(page, '/');

    // Wide header: the account menu (named after the user) holds 'Sign Out'.
    const account = page.getByRole('button', { name: /E2E User|signout-/ });
    await account.click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();

    const signedOut = toast(page, 'status', 'Signed out');
    await expect(signedOut).toBeVisible();
    await expect(signedOut).toContainText('You have been successfully signed out.');
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
    expect(await storedSession(page, env)).toBeNull();
  });

  test('a signed-in user who opens /auth is sent to their account', async ({ page, env }) => {
    const email = uniqueEmail('redirect');
    await createConfirmedUser(env, email, password);
    await useStoredSession(page, env, email, password);
    await gotoHydrated(page, '/auth');
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My account');
  });

  test('a visitor without a stored session downloads neither supabase-js nor XState on a public page', async ({
    page,
    env,
  }) => {
    const chunks = JSON.parse(readFileSync(join(env.distDir, '.vite', 'chunk-modules.json'), 'utf8')) as Record<
      string,
      string[]
    >;
    const sessionCode = new Set(
      Object.entries(chunks)
        .filter(([, modules]) =>
          modules.some((module) => /@supabase\/|\/xstate\/|features\/auth\/authRuntime/.test(module)),
        )
        .map(([file]) => `/${file}`),
    );
    expect(sessionCode.size).toBeGreaterThan(0);
    const loaded: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (sessionCode.has(path)) loaded.push(path);
    });
    await gotoHydrated(page, '/about');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
    expect(loaded).toEqual([]);
  });
});
