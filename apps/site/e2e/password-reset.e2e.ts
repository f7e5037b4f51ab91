import type { APIRequestContext } from '@playwright/test';
import { uniqueEmail } from './support/booking';
import type { E2EEnv } from './support/env';
import { expect, gotoHydrated, test } from './support/fixtures';
import { createConfirmedUser, passwordSession } from './support/sessions';

/**
 * 'Forgot password?' end to end: from /auth, a reset e-mail crosses SMTP into the local inbox through the outbox;
 * its link sets a new password that signs in, and works once. The page says the same for an address without an
 * account, and no e-mail goes to it.
 */

interface InboxMessage {
  subject: string;
  text: string;
  html: string;
}

async function inboxFor(request: APIRequestContext, env: E2EEnv, email: string): Promise<InboxMessage[]> {
  const response = await request.get(`${env.inboxUrl}/api/messages`, { params: { to: email } });
  return (await response.json()) as InboxMessage[];
}

test('a reset link from the local inbox sets a new password, and works once', async ({ page, request, env }) => {
  test.setTimeout(60_000);
  const email = uniqueEmail('reset');
  await createConfirmedUser(env, email, 'the-old-password');

  await gotoHydrated(page, '/auth');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  // The first press loads supabase-js (about 50 KB of gzipped code to parse on a busy core), then asks.
  await expect(page.getByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeFocused({ timeout: 10_000 });
  await expect(page.getByRole('status').filter({ hasText: `If ${email} has an account` })).toBeVisible();

  let mail: InboxMessage | undefined;
  await expect
    .poll(
      async () => {
        [mail] = await inboxFor(request, env, email);
        return mail?.subject;
      },
      { timeout: 20_000 },
    )
    .toBe('Reset your password');
  const link = /https?:\/\/\S+\/auth\/reset-password\?token_hash=[0-9a-f]+&type=recovery/.exec(mail!.text)?.[0];
  expect(link).toBeDefined();
  expect(new URL(link!).origin).toBe(new URL(env.siteUrl).origin);

  // The link opens the page; the password is set when it is sent.
  await gotoHydrated(page, new URL(link!).pathname + new URL(link!).search);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('the-new-password');
  await page.getByLabel('New password again').fill('the-new-password');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page).toHaveURL(new RegExp(`${env.siteUrl}/?$`));
  await expect(page.getByRole('status').filter({ hasText: 'Password changed' })).toBeVisible();

  await expect(passwordSession(env, email, 'the-old-password')).rejects.toThrow(/400/);
  expect((await passwordSession(env, email, 'the-new-password')).access_token).toBeTruthy();

  // The same link again, as someone else would open it: it is spent.
  const other = await page.context().browser()!.newPage();
  await gotoHydrated(other, new URL(link!).pathname + new URL(link!).search);
  await other.getByLabel('New password', { exact: true }).fill('a-third-password');
  await other.getByLabel('New password again').fill('a-third-password');
  await other.getByRole('button', { name: 'Save new password' }).click();
  await expect(other.getByRole('heading', { level: 1, name: 'This link no longer works' })).toBeFocused();
  await expect(other.getByRole('link', { name: 'Send me a new link' })).toHaveAttribute(
    'href',
    '/auth/forgot-password',
  );
  await other.close();
  expect((await passwordSession(env, email, 'the-new-password')).access_token).toBeTruthy();
});

test('an address without an account gets the same page, and no e-mail', async ({ page, request, env }) => {
  const email = uniqueEmail('no-account');
  await gotoHydrated(page, '/auth/forgot-password');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeFocused({ timeout: 10_000 });
  await expect(page.getByRole('status').filter({ hasText: `If ${email} has an account` })).toBeVisible();
  // The worker sends what is due within a couple of seconds: nothing was written for this address.
  await page.waitForTimeout(3_000);
  expect(await inboxFor(request, env, email)).toEqual([]);
});
