import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import type { E2EEnv } from './support/env';
import { expect, gotoHydrated, test } from './support/fixtures';
import { createConfirmedUser, useStoredSession as storeSession } from './support/sessions';

/**
 * /admin (SPEC §2 admin, §4, §5, §6, §8; DECISIONS §3.1, §3.3) against the real backend: who gets in, the
 * promotion of a user by e-mail, and the inbox — bookings arriving live and moved along their statuses,
 * contact messages and visitors' photos. Every test makes its own rows, so they run in parallel.
 */

const password = 'e2e-password-123';

function unique(label: string): string {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
}

function headers(key: string, extra: Record<string, string> = {}) {
  return { apikey: key, Authorization: `Bearer ${key}`, ...extra };
}

async function rest<T>(env: E2EEnv, path: string, init: RequestInit & { key?: string } = {}): Promise<T> {
  const { key = env.serviceRoleKey, ...rest } = init;
  const response = await fetch(`${env.supabaseUrl}/rest/v1/${path}`, {
    ...rest,
    headers: headers(key, { 'Content-Type': 'application/json', ...(rest.headers as Record<string, string>) }),
  });
  const text = await response.text();
  expect(response.ok, `${init.method ?? 'GET'} ${path}: ${response.status} ${text}`).toBe(true);
  return (text ? JSON.parse(text) : null) as T;
}

async function userIdOf(env: E2EEnv, email: string): Promise<string> {
  const rows = await rest<{ id: string }[]>(env, `profiles?email=eq.${encodeURIComponent(email)}&select=id`);
  expect(rows).toHaveLength(1);
  return rows[0]!.id;
}

/** A date the database accepts for a booking (not in the past in Dubai): two days ahead. */
function soon(): string {
  return new Date(Date.now() + 2 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/**
 * What a visitor's browser sends from /book-now: an insert with the anon key, no read-back, with the form's empty
 * honeypot and a person's fill time (else the database drops it as a bot's).
 */
async function insertBookingAsVisitor(env: E2EEnv, name: string) {
  await rest(env, 'bookings', {
    key: env.anonKey,
    method: 'POST',
    headers: { Prefer: 'return=minimal' },
    body: JSON.stringify({
      service: 'deep',
      date: soon(),
      time_slot: '10:00 AM',
      name,
      phone: '+971 50 123 4567',
      email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`,
      address: 'Villa 12, Al Barsha 2, Dubai',
      honeypot: '',
      fill_ms: 20_000,
    }),
  });
}

async function bookingStatus(env: E2EEnv, name: string): Promise<string | undefined> {
  const rows = await rest<{ status: string }[]>(env, `bookings?name=eq.${encodeURIComponent(name)}&select=status`);
  return rows[0]?.status;
}

/** What /contact sends: an insert with the anon key (empty honeypot, a person's fill time). */
async function insertMessageAsVisitor(env: E2EEnv, name: string) {
  await rest(env, 'contact_messages', {
    key: env.anonKey,
    method: 'POST',
    headers: { Prefer: 'return=minimal' },
    body: JSON.stringify({
      name,
      email: 'sender@example.com',
      message: 'Do you clean ovens?\nThanks!',
      honeypot: '',
      fill_ms: 20_000,
    }),
  });
}

// A 2×2 PNG, small enough to inline.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGPQmtsPRAwQCgAj4gVZjiDHWAAAAABJRU5ErkJggg==',
  'base64',
);

/** What the gallery's upload does as a visitor: the object into the private bucket, then its row. */
async function uploadPhotoAsVisitor(env: E2EEnv, fileName: string) {
  const storagePath = `uploads/${unique('e2e')}.png`;
  const response = await fetch(`${env.supabaseUrl}/storage/v1/object/uploads/${storagePath}`, {
    method: 'POST',
    headers: headers(env.anonKey, { 'Content-Type': 'image/png' }),
    body: png,
  });
  expect(response.ok, await response.text()).toBe(true);
  await rest(env, 'uploaded_files', {
    key: env.anonKey,
    method: 'POST',
    headers: { Prefer: 'return=minimal' },
    body: JSON.stringify({
      file_name: fileName,
      file_size: png.length,
      file_type: 'image/png',
      storage_path: storagePath,
    }),
  });
}

/** Resolves once the dashboard's realtime channel for bookings has been joined. */
/**
 * The accessible names of a list's articles, top to bottom. Other tests add rows to the same backend at the same
 * time, so "newest first" is checked between this test's own rows, never against the whole list.
 */
function articleNames(list: Locator): Promise<string[]> {
  return list
    .getByRole('article')
    .evaluateAll((articles) =>
      articles.map(
        (article) => document.getElementById(article.getAttribute('aria-labelledby') ?? '')?.textContent ?? '',
      ),
    );
}

/** Waits until `newer` is listed above `older` in `list`. */
async function expectListedBefore(list: Locator, newer: string, older: string) {
  await expect
    .poll(
      async () => {
        const names = await articleNames(list);
        const [a, b] = [names.indexOf(newer), names.indexOf(older)];
        return a >= 0 && b >= 0 && a < b;
      },
      { message: `"${newer}" is listed above "${older}"` },
    )
    .toBe(true);
}

function bookingsChannelJoined(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => {
        const text = String(payload);
        if (text.includes('realtime:admin-bookings') && text.includes('phx_reply') && text.includes('"ok"')) resolve();
      });
    });
  });
}

async function openDashboardAsAdmin(page: Page, env: E2EEnv) {
  await storeSession(page, env, env.admin.email, env.admin.password);
  await gotoHydrated(page, '/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
}

test.describe('/admin: who gets in', () => {
  test('a visitor is sent to /auth', async ({ page }) => {
    await gotoHydrated(page, '/admin');
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
  });

  test('a signed-in user without admin rights sees Access Denied, and no admin data is read', async ({ page, env }) => {
    const email = `${unique('staff')}@e2e.test`;
    await createConfirmedUser(env, email, password);
    await storeSession(page, env, email, password);
    const reads: string[] = [];
    page.on('request', (request) => {
      if (/\/rest\/v1\/(bookings|contact_messages|uploaded_files|profiles|user_roles)/.test(request.url())) {
        reads.push(request.url());
      }
    });
    await gotoHydrated(page, '/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(reads).toEqual([]);
  });

  test("an admin's sign-in through /auth leads, by the header's menu, to the dashboard", async ({ page, env }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await gotoHydrated(page, '/auth');
    await page.getByRole('textbox', { name: 'Email' }).fill(env.admin.email);
    await page.getByLabel('Password', { exact: true }).fill(env.admin.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole('button', { name: /Local Admin|admin@e2e\.test/ }).click();
    await page.getByRole('menuitem', { name: 'Admin' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  });
});

test.describe('/admin: users and roles', () => {
  test('the list marks the admin as (You) with role badges; promotion by e-mail, with its messages', async ({
    page,
    env,
  }) => {
    const email = `${unique('promote')}@e2e.test`;
    await createConfirmedUser(env, email, password);
    const userId = await userIdOf(env, email);
    await openDashboardAsAdmin(page, env);

    const users = page.getByRole('list', { name: 'User Management' });
    const me = users.getByRole('listitem').filter({ hasText: env.admin.email });
    await expect(me).toContainText('(You)');
    await expect(me.getByText('admin', { exact: true })).toBeVisible();
    const them = users.getByRole('listitem').filter({ hasText: email });
    await expect(them).toContainText('E2E User');
    await expect(them.getByText('user', { exact: true })).toBeVisible();
    await expect(them).not.toContainText('(You)');

    const panel = page.getByRole('region', { name: 'Admin Panel' });
    const field = panel.getByRole('textbox', { name: 'User Email' });
    const submit = panel.getByRole('button', { name: 'Make User Admin' });

    // An empty e-mail.
    await submit.click();
    await expect(page.getByRole('alert').filter({ hasText: 'Error' })).toContainText('Please enter an email address.');

    // Someone who never signed up.
    await field.fill('nobody-here@e2e.test');
    await submit.click();
    await expect(page.getByRole('alert').filter({ hasText: 'Error' })).toContainText(
      'User not found. Make sure they have signed up first.',
    );
    await expect(field).toHaveValue('nobody-here@e2e.test');

    // The real one (trimmed, any case).
    await field.fill(`  ${email.toUpperCase()} `);
    await submit.click();
    await expect(page.getByRole('status').filter({ hasText: 'User has been made an admin.' })).toBeVisible();
    await expect(field).toHaveValue('');
    await expect(them.getByText('admin', { exact: true })).toBeVisible();

    const roles = await rest<{ role: string }[]>(env, `user_roles?user_id=eq.${userId}&select=role`);
    expect(roles).toEqual([{ role: 'admin' }]);
  });
});

test.describe('/admin: inbox', () => {
  // After the rest (playwright.config.ts): bookings made by other tests would be announced on this dashboard too.
  test('a booking made while the dashboard is open appears at once, announced; its status changes are stored', {
    tag: '@after-the-rest',
  }, async ({ page, env }) => {
    const name = `Live ${unique('Customer')}`;
    const earlier = `Earlier ${unique('Customer')}`;
    await insertBookingAsVisitor(env, earlier);
    const joined = bookingsChannelJoined(page);
    await openDashboardAsAdmin(page, env);
    await expect(page.getByRole('tab', { name: /Bookings/ })).toHaveAttribute('aria-selected', 'true');
    await joined;

    await insertBookingAsVisitor(env, name);
    await expect(page.getByRole('status').filter({ hasText: `New booking from ${name}` })).toBeVisible();
    const bookings = page.getByRole('list', { name: 'Bookings' });
    // Newest first: the new booking heads the list, marked new.
    const booking = bookings.getByRole('article', { name: name });
    await expect(booking).toBeVisible();
    await expectListedBefore(bookings, name, earlier);
    await expect(booking).toContainText('New');
    await expect(booking).toContainText('Pending');
    await expect(booking).toContainText('Deep Cleaning');
    await expect(booking).toContainText('10:00 AM');

    await booking.getByRole('button', { name: 'Confirm' }).click();
    await expect(booking).toContainText('Confirmed');
    await expect.poll(() => bookingStatus(env, name)).toBe('confirmed');

    await booking.getByRole('button', { name: 'Mark completed' }).click();
    await expect(booking).toContainText('Completed');
    await expect.poll(() => bookingStatus(env, name)).toBe('completed');
    await expect(booking.getByRole('button')).toHaveCount(0);

    // Filtered by status; a reload shows what is stored.
    await page.getByRole('combobox', { name: 'Show' }).selectOption('pending');
    await expect(bookings.getByRole('article', { name })).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Show' }).selectOption('completed');
    await expect(page.getByRole('list', { name: 'Bookings' }).getByRole('article', { name })).toBeVisible();
    await page.reload();
    await page.getByRole('combobox', { name: 'Show' }).selectOption('completed');
    await expect(page.getByRole('list', { name: 'Bookings' }).getByRole('article', { name })).toContainText(
      'Completed',
    );
  });

  test('a booking can be cancelled', async ({ page, env }) => {
    const name = `Cancel ${unique('Customer')}`;
    await insertBookingAsVisitor(env, name);
    await openDashboardAsAdmin(page, env);
    const booking = page.getByRole('list', { name: 'Bookings' }).getByRole('article', { name });
    await booking.getByRole('button', { name: 'Cancel booking' }).click();
    await expect(booking).toContainText('Cancelled');
    await expect.poll(() => bookingStatus(env, name)).toBe('cancelled');

    // Its history (issue 10), read when opened: made by the customer, cancelled by an admin.
    await booking.getByText('History', { exact: true }).click();
    const history = booking.getByRole('listitem');
    await expect(history).toHaveCount(2);
    await expect(history.first()).toContainText('Booked by the customer');
    await expect(history.last()).toContainText(
      /Cancelled by an admin|Status changed by an admin from Pending to Cancelled/,
    );
  });

  test("contact messages and visitors' photos are listed, newest first", async ({ page, env }) => {
    const earlierSender = `Sender ${unique('earlier')}`;
    await insertMessageAsVisitor(env, earlierSender);
    const sender = `Sender ${unique('msg')}`;
    await insertMessageAsVisitor(env, sender);
    const earlierFile = `${unique('lobby')}.png`;
    await uploadPhotoAsVisitor(env, earlierFile);
    const fileName = `${unique('kitchen')}.png`;
    await uploadPhotoAsVisitor(env, fileName);

    await openDashboardAsAdmin(page, env);
    await page.getByRole('tab', { name: 'Messages' }).click();
    const messages = page.getByRole('list', { name: 'Messages' });
    await expectListedBefore(messages, sender, earlierSender);
    const message = messages.getByRole('article', { name: sender });
    await expect(message).toContainText('Do you clean ovens?');
    await expect(message.getByRole('link', { name: 'sender@example.com' })).toHaveAttribute(
      'href',
      'mailto:sender@example.com',
    );

    await page.getByRole('tab', { name: 'Photos' }).click();
    const photos = page.getByRole('list', { name: 'Photos' });
    await expectListedBefore(photos, fileName, earlierFile);
    const image = photos.getByRole('img', { name: fileName });
    await expect(image).toBeVisible();
    // The private object is shown through a signed URL, and it really loads.
    await expect(image).toHaveAttribute('src', /\/storage\/v1\/object\/sign\/uploads\/uploads\//);
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(2);
  });
});

test.describe('/admin: accessibility', () => {
  // One test per width and inbox tab. The first tab is checked with the whole dashboard around it; switching
  // tabs changes only the tab panel, so the other two check just that panel (a whole-page axe run takes
  // seconds on two busy cores, and one test doing all six came past its time limit in a full run).
  const tabs = [
    { name: 'Bookings', scope: undefined },
    { name: 'Messages', scope: '[role="tabpanel"]' },
    { name: 'Photos', scope: '[role="tabpanel"]' },
  ] as const;
  for (const width of [390, 1280]) {
    for (const tab of tabs) {
      test(`${tab.scope ? `the ${tab.name} tab` : `the dashboard with its ${tab.name} tab`} has no axe violations at ${width}px`, async ({
        page,
        env,
      }) => {
        if (tab.name === 'Bookings') await insertBookingAsVisitor(env, `Axe ${unique('Customer')}`);
        if (tab.name === 'Photos') await uploadPhotoAsVisitor(env, `${unique('axe')}.png`);
        if (tab.name === 'Messages') await insertMessageAsVisitor(env, `Axe ${unique('Sender')}`);
        await page.setViewportSize({ width, height: 900 });
        await openDashboardAsAdmin(page, env);
        await expect(page.getByRole('list', { name: 'User Management' })).toBeVisible();
        await page.getByRole('tab', { name: new RegExp(tab.name) }).click();
        await expect(page.getByRole('list', { name: tab.name })).toBeVisible();
        await expectNoAxeViolations(page, `${tab.name} at ${width}px`, tab.scope);
      });
    }
  }
});
