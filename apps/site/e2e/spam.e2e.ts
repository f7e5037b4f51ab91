import type { APIRequestContext, Page } from '@playwright/test';
import { messages } from '@sparkle/machines';
import { MIN_FORM_FILL_MS } from '../src/lib/formTiming';
import { expectNoAxeViolations } from './support/axe';
import { bookingForm, chooseDate, dayName, dubaiDay, fillLocation, uniqueEmail } from './support/booking';
import { type E2EEnv, serviceHeaders } from './support/env';
import { expect, gotoHydrated, test, watchAnnouncements } from './support/fixtures';
import { pastMinimumFillTime } from './support/forms';
import { useStoredSession } from './support/sessions';

/**
 * Spam and abuse limits as a browser meets them. Bots are answered exactly as people are, and what they send is
 * quarantined, never dropped: the database stores a booking or message with something in the form's honeypot, or
 * filled in faster than a person can, marked as suspected spam (`spam_reason`), for an admin to release or delete in
 * the back office's Spam folder. A visitor over a rate limit is told so in a toast and keeps what they typed.
 *
 * The rate limits exempt this machine (loopback), where the browser runs. The harness backend takes a request's
 * own x-forwarded-for as the client address (e2e/global-setup.ts, as behind a proxy), so these tests present a
 * visitor from elsewhere by adding that header to the page's requests to the backend, each test its own address.
 */

async function rowsOf(request: APIRequestContext, env: E2EEnv, table: 'bookings' | 'contact_messages', email: string) {
  const response = await request.get(`${env.supabaseUrl}/rest/v1/${table}`, {
    params: { email: `eq.${email}`, select: '*' },
    headers: serviceHeaders(env, false),
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as Record<string, unknown>[];
}

/** The page's calls to the backend (data API, storage, auth) come from `address`, as a proxy would report it. */
async function visitFrom(page: Page, env: E2EEnv, address: string) {
  await page.route(`${env.supabaseUrl}/**`, (route) =>
    route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': address } }),
  );
}

/** What a visitor at `address` sent earlier, straight to the API as the forms send it, `count` times. */
async function sentEarlier(
  request: APIRequestContext,
  env: E2EEnv,
  address: string,
  kind: 'booking' | 'message',
  row: Record<string, unknown>,
  count: number,
) {
  for (let i = 0; i < count; i += 1) {
    const response = await request.post(
      `${env.supabaseUrl}/rest/v1/${kind === 'booking' ? 'rpc/request_booking' : 'contact_messages'}`,
      {
        headers: {
          apikey: env.anonKey,
          Authorization: `Bearer ${env.anonKey}`,
          Prefer: 'return=minimal',
          'x-forwarded-for': address,
        },
        data:
          kind === 'booking' ? { ...row, _honeypot: '', _fill_ms: 20_000 } : { ...row, honeypot: '', fill_ms: 20_000 },
      },
    );
    expect(response.status(), await response.text()).toBe(kind === 'booking' ? 200 : 201);
  }
}

const contactForm = (page: Page) => ({
  name: page.getByRole('textbox', { name: 'Name', exact: true }),
  email: page.getByRole('textbox', { name: 'Email', exact: true }),
  message: page.getByRole('textbox', { name: 'Message', exact: true }),
  submit: page.getByRole('button', { name: 'Send Message' }),
});

async function fillBooking(page: Page, email: string, day: string) {
  const fields = bookingForm(page);
  await fields.service.selectOption('Office Cleaning');
  await fields.officeArea.selectOption('Up to 1,000 sq ft');
  await chooseDate(page, day);
  await fields.time.selectOption('02:00 PM');
  await fields.name.fill('Hamad Visitor');
  await fields.phone.fill('+971 52 111 2233');
  await fields.email.fill(email);
  await fillLocation(page, { community: 'Business Bay', building: 'Bay Square 8', apartment: '804' });
  await fields.address.fill('Al Abraj Street');
}

test.describe('a bot', () => {
  test('that fills in the honeypot of /book-now is thanked as anyone, and its booking waits in Spam', async ({
    page,
    request,
    env,
  }) => {
    const email = uniqueEmail('honeypot-bot');
    await gotoHydrated(page, '/book-now');
    await fillBooking(page, email, dubaiDay(2));
    // A bot fills every input it finds, the one hidden from people included.
    await page.locator('input[name="website"]').fill('https://cheap-pills.example', { force: true });
    await pastMinimumFillTime(page); // only the honeypot gives it away
    const insert = page.waitForResponse(
      (response) => response.url().includes('/rest/v1/rpc/request_booking') && response.request().method() === 'POST',
    );
    await bookingForm(page).submit.click();

    await expect(page.getByRole('status').filter({ hasText: messages.booking.success })).toBeVisible();
    // Answered as a stored booking would be (a reference and a manage link that lead nowhere).
    expect((await insert).status()).toBe(200);
    const fields = bookingForm(page);
    await expect(fields.service).toHaveValue('');
    for (const field of [fields.name, fields.phone, fields.email, fields.address]) await expect(field).toHaveValue('');
    await expect(page.locator('input[name="website"]')).toHaveValue('');
    expect(await rowsOf(request, env, 'bookings', email)).toEqual([
      expect.objectContaining({ email, spam_reason: 'honeypot', honeypot: 'https://cheap-pills.example' }),
    ]);
  });

  test('that sends the contact form faster than a person can is thanked as anyone, and its message waits in Spam', async ({
    page,
    request,
    env,
  }) => {
    const email = uniqueEmail('fast-bot');
    await gotoHydrated(page, '/');
    // Opened by a client-side navigation, the form counts from when it appears.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact', exact: true }).click();
    const fields = contactForm(page);
    await expect(fields.name).toBeVisible();
    const sent = page.waitForRequest(
      (candidate) => candidate.url().includes('/rest/v1/contact_messages') && candidate.method() === 'POST',
    );
    await fields.name.fill('Fast Bot');
    await fields.email.fill(email);
    await fields.message.fill('Best SEO services, cheap!');
    await fields.submit.click();

    // The precondition: the page reported what a bot's speed looks like.
    expect((JSON.parse((await sent).postData() ?? '{}') as { fill_ms: number }).fill_ms).toBeLessThan(MIN_FORM_FILL_MS);
    await expect(page.getByRole('status').filter({ hasText: messages.contact.success(email) })).toBeVisible();
    for (const field of [fields.name, fields.email, fields.message]) await expect(field).toHaveValue('');
    expect(await rowsOf(request, env, 'contact_messages', email)).toEqual([
      expect.objectContaining({ email, spam_reason: 'too_fast' }),
    ]);
  });
});

test.describe('a visitor from elsewhere (counted by the rate limits)', () => {
  test('books once: the booking is stored as always', async ({ page, request, env }) => {
    const email = uniqueEmail('counted-visitor');
    await visitFrom(page, env, '203.0.113.71');
    await gotoHydrated(page, '/book-now');
    await fillBooking(page, email, dubaiDay(2));
    await pastMinimumFillTime(page);
    await bookingForm(page).submit.click();
    await expect(page.getByRole('status').filter({ hasText: messages.booking.success })).toBeVisible();
    expect(await rowsOf(request, env, 'bookings', email)).toEqual([
      expect.objectContaining({ email, service: 'office', time_slot: '02:00 PM', honeypot: null, spam_reason: null }),
    ]);
  });

  test('over the booking limit: a toast says so, and everything typed stays', async ({ page, request, env }) => {
    const address = '203.0.113.72';
    const email = uniqueEmail('limited-booking');
    const day = dubaiDay(3);
    await sentEarlier(
      request,
      env,
      address,
      'booking',
      {
        _service: 'deep',
        _date: day,
        _time_slot: '10:00 AM',
        _name: 'Earlier Booking',
        _phone: '+971521112233',
        _email: uniqueEmail('earlier'),
        _community: 'Arabian Ranches',
        _building: 'Villa 3',
        _property: '3br',
      },
      5,
    );
    await visitFrom(page, env, address);
    await gotoHydrated(page, '/book-now');
    await fillBooking(page, email, day);
    await pastMinimumFillTime(page);
    await bookingForm(page).submit.click();

    const alert = page.getByRole('alert');
    await expect(alert).toContainText(messages.errorTitle);
    await expect(alert).toContainText(messages.rateLimited);
    const fields = bookingForm(page);
    await expect(fields.submit).toBeEnabled();
    await expect(fields.service).toHaveValue('office');
    await expect(fields.date).toHaveAccessibleName(`Date ${dayName(day)}`);
    await expect(fields.time).toHaveValue('02:00 PM');
    await expect(fields.name).toHaveValue('Hamad Visitor');
    await expect(fields.phone).toHaveValue('+971 52 111 2233');
    await expect(fields.email).toHaveValue(email);
    await expect(fields.community).toHaveValue('Business Bay');
    await expect(fields.building).toHaveValue('Bay Square 8');
    await expect(fields.address).toHaveValue('Al Abraj Street');
    expect(await rowsOf(request, env, 'bookings', email)).toEqual([]);
  });

  test('over the message limit: a toast says so, and the message stays', async ({ page, request, env }) => {
    const address = '203.0.113.73';
    const email = uniqueEmail('limited-message');
    await sentEarlier(
      request,
      env,
      address,
      'message',
      { name: 'Earlier', email: uniqueEmail('earlier'), message: 'Hello again' },
      5,
    );
    await visitFrom(page, env, address);
    await gotoHydrated(page, '/contact');
    const fields = contactForm(page);
    await fields.name.fill('Mariam Visitor');
    await fields.email.fill(email);
    await fields.message.fill('Can you clean a villa in Arabian Ranches on Saturday?');
    await pastMinimumFillTime(page);
    await fields.submit.click();

    const alert = page.getByRole('alert');
    await expect(alert).toContainText(messages.errorTitle);
    await expect(alert).toContainText(messages.rateLimited);
    await expect(fields.name).toHaveValue('Mariam Visitor');
    await expect(fields.email).toHaveValue(email);
    await expect(fields.message).toHaveValue('Can you clean a villa in Arabian Ranches on Saturday?');
    await expect(fields.submit).toBeEnabled();
    expect(await rowsOf(request, env, 'contact_messages', email)).toEqual([]);
  });

  test('over the chat limit: a toast says so, and the message stays in the conversation', async ({
    page,
    request,
    env,
  }) => {
    const address = '203.0.113.74';
    // The chat function takes 10 requests a minute from one address (CHAT_RATE_LIMIT_PER_MINUTE's default).
    for (let i = 0; i < 10; i += 1) {
      const response = await request.post(`${env.supabaseUrl}/functions/v1/chat`, {
        headers: { apikey: env.anonKey, Authorization: `Bearer ${env.anonKey}`, 'x-forwarded-for': address },
        data: { messages: [{ sender: 'user', text: `Earlier question ${i}` }] },
      });
      expect(response.status(), await response.text()).toBe(200);
    }
    await visitFrom(page, env, address);
    await gotoHydrated(page, '/');
    await page.getByRole('button', { name: 'Open chat' }).click();
    const panel = page.getByRole('dialog', { name: 'SparkleClean Dubai Assistant' });
    await panel.getByRole('textbox', { name: 'Type your message' }).fill('Do you clean ovens?');
    await panel.getByRole('textbox', { name: 'Type your message' }).press('Enter');

    const alert = page.getByRole('alert');
    await expect(alert).toContainText(messages.errorTitle);
    await expect(alert).toContainText(messages.rateLimited);
    const conversation = panel.getByRole('log', { name: 'Conversation' }).getByRole('listitem');
    await expect(conversation.last()).toContainText('Do you clean ovens?');
    await expect(conversation.filter({ hasText: messages.chat.apology })).toHaveCount(0);
  });
});

/** A call of the Data API as `key` (the anon key for what a visitor's browser sends, the service key for set-up). */
async function api<T>(request: APIRequestContext, env: E2EEnv, path: string, key: string, data: unknown): Promise<T> {
  const response = await request.post(`${env.supabaseUrl}/rest/v1/${path}`, {
    // A visitor may not read back what it sends (return=minimal, as the forms send it); a function answers anyway.
    headers: { apikey: key, Authorization: `Bearer ${key}`, Prefer: 'return=minimal' },
    data,
  });
  expect(response.ok(), `${path}: ${response.status()} ${await response.text()}`).toBe(true);
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}

test.describe('the Spam folder of the back office', () => {
  test('shows what the filter held back; an admin releases a booking into Bookings and deletes a message', async ({
    page,
    request,
    env,
  }) => {
    test.setTimeout(60_000);
    const stamp = Math.random().toString(36).slice(2, 8);
    const botName = `Quarantined Booker ${stamp}`;
    const senderName = `Quarantined Sender ${stamp}`;
    const bookerEmail = uniqueEmail('quarantined-booker');
    const senderEmail = uniqueEmail('quarantined-sender');
    // A person whose browser autofilled the hidden field, and a message sent in half a second: both held back.
    const booked = await api<{ reference: string; token: string }>(request, env, 'rpc/request_booking', env.anonKey, {
      _service: 'office',
      _date: dubaiDay(4),
      _time_slot: '12:00 PM',
      _name: botName,
      _phone: '+971521112233',
      _email: bookerEmail,
      _community: 'Business Bay',
      _building: 'Bay Square 8',
      _property: 'office-s',
      _honeypot: 'autofilled',
      _fill_ms: 20_000,
    });
    await api(request, env, 'contact_messages', env.anonKey, {
      name: senderName,
      email: senderEmail,
      message: 'Buy followers now',
      fill_ms: 500,
    });
    const managed = () =>
      request.post(`${env.supabaseUrl}/rest/v1/rpc/manage_booking_get`, {
        headers: { apikey: env.anonKey, Authorization: `Bearer ${env.anonKey}` },
        data: { _token: booked.token },
      });
    expect((await managed()).status()).toBe(404);

    await useStoredSession(page, env, env.admin.email, env.admin.password);
    await gotoHydrated(page, '/admin/spam');
    await expect(page.getByRole('heading', { level: 1, name: 'Spam' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Back office' });
    await expect(nav.getByRole('link', { name: /^Spam \d+$/ })).toHaveAttribute('aria-current', 'page');
    const table = page.getByRole('table', { name: 'Suspected spam' });
    const bookingRow = table.getByRole('row', { name: new RegExp(botName) });
    const messageRow = table.getByRole('row', { name: new RegExp(senderName) });
    await expect(bookingRow).toContainText('Office Cleaning');
    await expect(bookingRow).toContainText(booked.reference);
    await expect(bookingRow).toContainText('A field hidden from people was filled in');
    await expect(bookingRow).toContainText('Hidden field: autofilled');
    await expect(messageRow).toContainText('Buy followers now');
    await expect(messageRow).toContainText('Sent faster than a person can fill in the form');
    await expect(messageRow).toContainText('Filled in within 0.5 s');
    await expectNoAxeViolations(page, '/admin/spam with a booking and a message', 'main');

    // Released: a booking like any other, in the list and with a manage link that works.
    const announced = await watchAnnouncements(page);
    await bookingRow.getByRole('button', { name: `Release (booking from ${botName})` }).click();
    await expect
      .poll(announced)
      .toContainEqual(expect.stringContaining(`The booking from ${botName} is in Bookings now`));
    await expect(bookingRow).toHaveCount(0);
    expect((await managed()).status()).toBe(200);

    // Deleted, after saying so once more.
    await messageRow.getByRole('button', { name: `Delete (message from ${senderName})` }).click();
    const confirm = messageRow.getByRole('group', { name: `Delete the message from ${senderName} for good?` });
    await expect(confirm.getByRole('button', { name: 'Keep' })).toBeFocused();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(announced).toContainEqual(expect.stringContaining(`The message from ${senderName} was deleted.`));
    await expect(messageRow).toHaveCount(0);
    expect(await rowsOf(request, env, 'contact_messages', senderEmail)).toEqual([]);
    expect(await rowsOf(request, env, 'bookings', bookerEmail)).toEqual([
      expect.objectContaining({ name: botName, spam_reason: null }),
    ]);

    await gotoHydrated(page, `/admin/bookings?q=${encodeURIComponent(botName)}`);
    await expect(page.getByRole('table', { name: 'Bookings' }).getByRole('link', { name: botName })).toBeVisible();
  });

  test('purges suspected spam older than 30 days (purge_spam, as the backend runs it every hour)', async ({
    page,
    request,
    env,
  }) => {
    const stamp = Math.random().toString(36).slice(2, 8);
    const old = `Month-old Spam ${stamp}`;
    const recent = `Recent Spam ${stamp}`;
    const service = (path: string, data: unknown) => api(request, env, path, env.serviceRoleKey, data);
    await service('contact_messages', [
      {
        name: old,
        email: 'old@example.com',
        message: 'Old spam',
        spam_reason: 'honeypot',
        created_at: new Date(Date.now() - 31 * 86_400_000).toISOString(),
      },
      {
        name: recent,
        email: 'recent@example.com',
        message: 'Recent spam',
        spam_reason: 'too_fast',
        created_at: new Date().toISOString(),
      },
    ]);
    await useStoredSession(page, env, env.admin.email, env.admin.password);
    await gotoHydrated(page, '/admin/spam');
    await page.getByRole('combobox', { name: 'Show' }).selectOption('Messages');
    const table = page.getByRole('table', { name: 'Suspected spam' });
    await expect(table.getByRole('row', { name: new RegExp(old) })).toBeVisible();

    const purged = await service('rpc/purge_spam', {});
    expect(purged).toMatchObject({ contact_messages: expect.any(Number), bookings: expect.any(Number) });
    expect((purged as { contact_messages: number }).contact_messages).toBeGreaterThanOrEqual(1);

    await page.reload();
    await page.getByRole('combobox', { name: 'Show' }).selectOption('Messages');
    await expect(table.getByRole('row', { name: new RegExp(recent) })).toBeVisible();
    await expect(table.getByRole('row', { name: new RegExp(old) })).toHaveCount(0);
  });
});
