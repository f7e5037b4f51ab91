import type { APIRequestContext, Page } from '@playwright/test';
import { ar } from './support/arabic';
import { expectNoAxeViolations } from './support/axe';
import { bookingForm, dubaiDay, uniqueEmail } from './support/booking';
import type { E2EEnv } from './support/env';
import { expect, gotoHydrated, test } from './support/fixtures';
import { createConfirmedUser, useStoredSession } from './support/sessions';

/**
 * A customer's account: a booking made before the account joins it once the e-mail address is proven through the link
 * the local inbox receives; /account lists it with its manage link and 'Book again', which opens the form filled in;
 * the page in both languages on a phone and a desktop, with axe; signing in with a link by e-mail, and changing the
 * phone number.
 */

const password = 'correct horse battery';

/** A one-off booking made by a visitor (the anon key, as the form does), on a free weekday slot weeks ahead. */
async function visitorBooking(request: APIRequestContext, env: E2EEnv, email: string) {
  for (let attempt = 0; attempt < 6; attempt++) {
    let days = 20 + Math.floor(Math.random() * 35);
    if (new Date(`${dubaiDay(days)}T00:00:00Z`).getUTCDay() === 0) days += 1;
    const response = await request.post(`${env.supabaseUrl}/rest/v1/rpc/request_booking`, {
      headers: { apikey: env.anonKey, Authorization: `Bearer ${env.anonKey}` },
      data: {
        _service: 'deep',
        _date: dubaiDay(days),
        _time_slot: ['08:00 AM', '12:00 PM', '04:00 PM', '06:00 PM'][attempt % 4],
        _name: 'Layla Hassan',
        _phone: '+971501234567',
        _email: email,
        _community: 'Dubai Marina',
        _building: 'Marina Gate 1',
        _apartment: '1204',
        _property: '2br',
        _extras: ['fridge'],
        _honeypot: '',
        _fill_ms: 20_000,
      },
    });
    if (response.ok()) return (await response.json()) as { reference: string };
  }
  throw new Error('no free slot for the earlier booking');
}

/** The link of the account confirmation e-mail sent to `email`, from the local inbox. */
async function confirmationLink(request: APIRequestContext, env: E2EEnv, email: string): Promise<URL> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`${env.inboxUrl}/api/messages`, { params: { to: email } });
        const mails = (await response.json()) as { text: string }[];
        link = mails
          .map((mail) => /https?:\/\/\S+\/account\/confirm\?token=[A-Za-z0-9_-]+/.exec(mail.text)?.[0])
          .find(Boolean);
        return link;
      },
      { timeout: 20_000 },
    )
    .toBeTruthy();
  return new URL(link!);
}

/** The page is no wider than the window. */
async function expectNoSidewaysScroll(page: Page, where: string) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `${where} scrolls sideways`).toBeLessThanOrEqual(clientWidth);
}

test('sign up, confirm the e-mail from the inbox: the earlier booking is in the account, and Book again fills the form', async ({
  page,
  request,
  env,
}) => {
  test.setTimeout(60_000);
  const email = uniqueEmail('account');
  const { reference } = await visitorBooking(request, env, email);

  // Signed up on /auth (signed in at once locally); the earlier booking waits for the address to be proven.
  await gotoHydrated(page, '/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByRole('textbox', { name: 'Full Name' }).fill('Layla Hassan');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Account created!' })).toBeVisible();

  const link = await confirmationLink(request, env, email);
  await gotoHydrated(page, `${link.pathname}${link.search}`);
  await page.getByRole('button', { name: 'Confirm my e-mail address' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'E-mail address confirmed' })).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: '1 earlier booking is now in your account.' })).toBeVisible();
  // The link works once.
  await page.getByRole('link', { name: 'Go to my account' }).click();

  await expect(page).toHaveURL(/\/account$/);
  const upcoming = page.getByRole('region', { name: 'Upcoming visits' });
  const visit = upcoming.getByRole('listitem').filter({ hasText: reference });
  await expect(visit).toBeVisible();
  await expect(visit.getByRole('heading', { name: 'Deep Cleaning' })).toBeVisible();
  await expect(visit).toContainText('Awaiting confirmation');
  await expect(visit).toContainText(/AED \d/);
  await expect(page.getByRole('button', { name: 'Send me the link' })).toHaveCount(0);

  await visit.getByRole('link', { name: 'Book again' }).click();
  await expect(page).toHaveURL(/\/book-now\?/);
  const form = bookingForm(page);
  await expect(form.service).toHaveValue('deep');
  await expect(form.homeSize).toHaveValue('2br');
  await expect(form.extras.getByRole('checkbox', { name: /^Inside the fridge/ })).toBeChecked();
  await expect(form.community).toHaveValue('Dubai Marina');
  await expect(form.building).toHaveValue('Marina Gate 1');
  await expect(form.apartment).toHaveValue('1204');
});

test('/account and /ar/account signed in: no sideways scroll at 390 px, no axe violations at 390 and 1280 px', async ({
  page,
  env,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('account-axe');
  await createConfirmedUser(env, email, password);
  await useStoredSession(page, env, email, password);
  for (const [path, say] of [
    ['/account', (english: string) => english],
    ['/ar/account', ar],
  ] as const) {
    await page.setViewportSize({ width: 390, height: 900 });
    await gotoHydrated(page, path);
    await expect(page.getByRole('heading', { level: 1, name: say('My account') })).toBeVisible();
    await expect(page.getByText(say('No visits planned.'))).toBeVisible();
    await expectNoSidewaysScroll(page, `${path} at 390px`);
    await expectNoAxeViolations(page, `${path} at 390px`);
    await page.setViewportSize({ width: 1280, height: 900 });
    await expectNoAxeViolations(page, `${path} at 1280px`);
  }
});

test('sign in with a link by e-mail from the local inbox, land on /account; change the phone, add, change and delete an address at 390 px', async ({
  page,
  request,
  env,
}) => {
  test.setTimeout(60_000);
  const email = uniqueEmail('link');
  await createConfirmedUser(env, email, password);

  await gotoHydrated(page, '/auth');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  // No password: the link is the way in.
  await page.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
  await expect(page.getByRole('status').filter({ hasText: `If ${email} has an account` })).toBeVisible();

  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`${env.inboxUrl}/api/messages`, { params: { to: email } });
        const mails = (await response.json()) as { text: string }[];
        link = mails
          .map((mail) => /https?:\/\/\S+\/auth\/confirm\?token_hash=[0-9a-f]+&type=magiclink/.exec(mail.text)?.[0])
          .find(Boolean);
        return link;
      },
      { timeout: 20_000 },
    )
    .toBeTruthy();
  const url = new URL(link!);
  await gotoHydrated(page, `${url.pathname}${url.search}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in with your link' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign me in' }).click();

  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  await expect(page.getByText(email).first()).toBeVisible();

  // The phone number, on a phone: a number the UAE rules refuse keeps what was typed; a good one is kept as E.164.
  await page.setViewportSize({ width: 390, height: 900 });
  await page.getByRole('button', { name: 'Add a phone number' }).click();
  const phone = page.getByRole('textbox', { name: 'Phone' });
  await phone.fill('050 12');
  await page.getByRole('button', { name: 'Save phone number' }).click();
  await expect(phone).toHaveAccessibleDescription(/Please enter a valid phone number/);
  await expect(phone).toHaveValue('050 12');
  await expectNoSidewaysScroll(page, '/account, changing the phone, at 390px');
  await phone.fill('050 123 4567');
  await page.getByRole('button', { name: 'Save phone number' }).click();
  await expect(page.getByRole('textbox', { name: 'Phone' })).toHaveCount(0);
  await gotoHydrated(page, '/account');
  await expect(page.getByText('+971501234567')).toBeVisible();

  // A saved address: refused without its building (the rest stays), then kept.
  await page.getByRole('button', { name: 'Add an address' }).click();
  const form = page.getByRole('form', { name: 'New address' });
  const community = form.getByRole('combobox', { name: 'Area / community' });
  await community.fill('Dubai Marina');
  await expect(page.getByRole('option', { name: 'Dubai Marina', exact: true })).toBeVisible();
  await community.press('Enter');
  await form.getByRole('textbox', { name: 'Apartment / unit' }).fill('1204');
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(form.getByRole('textbox', { name: 'Building / villa' })).toHaveAccessibleDescription(
    /Please enter the building or villa\./,
  );
  await expect(community).toHaveValue('Dubai Marina');
  await form.getByRole('textbox', { name: 'Building / villa' }).fill('Marina Gate 1');
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(form).toHaveCount(0);
  await expectNoSidewaysScroll(page, '/account with an address, at 390px');
  await gotoHydrated(page, '/account');
  const saved = page.getByRole('region', { name: 'Saved addresses' });
  await expect(saved.getByText('1204, Marina Gate 1, Dubai Marina')).toBeVisible();

  // Changed, then deleted.
  await saved.getByRole('button', { name: 'Change: 1204, Marina Gate 1, Dubai Marina' }).click();
  const edit = page.getByRole('form', { name: 'Change address' });
  await edit.getByRole('textbox', { name: 'Apartment / unit' }).fill('1805');
  await edit.getByRole('textbox', { name: 'Name' }).fill('Home');
  await edit.getByRole('button', { name: 'Save address' }).click();
  await expect(saved.getByText('1805, Marina Gate 1, Dubai Marina')).toBeVisible();
  await saved.getByRole('button', { name: 'Delete: Home' }).click();
  await expect(saved.getByText('No saved addresses yet.')).toBeVisible();
});
