import type { APIRequestContext } from '@playwright/test';
import ICAL from 'ical.js';
import { ar } from './support/arabic';
import { bookOn, dubaiDay, uniqueEmail } from './support/booking';
import { type E2EEnv, serviceHeaders } from './support/env';
import { expect, gotoHydrated, test } from './support/fixtures';
import { createConfirmedUser, useStoredSession } from './support/sessions';

/**
 * The messages that reach people (the outbox): a booking made on the site in English or in Arabic produces, through
 * the backend's worker and real SMTP, a confirmation in the local inbox, in the booking's language, whose manage link
 * opens the booking and whose .ics attachment parses; and an admin sends a failed message again from Messages out.
 */

interface InboxMessage {
  id: string;
  messageId: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  attachments: { filename: string; contentType: string; url: string }[];
  deliveries: number;
}

/** The mails to `email` in the backend's catcher, once there are `count` of them. */
async function inboxFor(request: APIRequestContext, env: E2EEnv, email: string, count = 1): Promise<InboxMessage[]> {
  let messages: InboxMessage[] = [];
  await expect
    .poll(
      async () => {
        const response = await request.get(`${env.inboxUrl}/api/messages`, { params: { to: email } });
        messages = (await response.json()) as InboxMessage[];
        return messages.length;
      },
      { timeout: 20_000 },
    )
    .toBeGreaterThanOrEqual(count);
  return messages;
}

for (const locale of ['en', 'ar'] as const) {
  const say = (english: string) => (locale === 'ar' ? ar(english) : english);

  test(`a booking in ${locale === 'en' ? 'English' : 'Arabic'} sends its confirmation: the manage link opens the booking and the .ics parses`, async ({
    page,
    request,
    env,
  }) => {
    test.setTimeout(60_000);
    const email = uniqueEmail(`confirmation-${locale}`);
    await bookOn(page, locale, email);
    const reference =
      (await page
        .getByText(/^SC-[A-Z0-9]{6}$/)
        .first()
        .textContent()) ?? '';
    expect(reference).toMatch(/^SC-/);

    const [mail] = await inboxFor(request, env, email);
    expect(mail!.subject).toContain(reference);
    expect(mail!.subject).toMatch(locale === 'ar' ? /تم استلام الحجز/ : /^Booking SC-[A-Z0-9]{6} received/);
    expect(mail!.html).toContain(`lang="${locale}"`);
    // The manage link, in the booking's language, on this site.
    const path = locale === 'ar' ? '/ar/booking/' : '/booking/';
    const manageUrl = new RegExp(`${env.siteUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}${path}[A-Za-z0-9_-]{22,}`).exec(
      mail!.text,
    )?.[0];
    expect(manageUrl).toBeDefined();

    // The .ics: one event of the booked block in Dubai time, naming the reference and the manage link.
    const file = mail!.attachments.find((attachment) => attachment.filename === `${reference}.ics`)!;
    expect(file.contentType).toBe('text/calendar');
    const ics = await (await request.get(`${env.inboxUrl}${file.url}`)).text();
    const calendar = new ICAL.Component(ICAL.parse(ics));
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
    expect(event.summary).toContain(reference);
    expect(event.startDate.toString()).toBe(`${dubaiDay(14)}T10:00:00`);
    expect(event.endDate.toString()).toBe(`${dubaiDay(14)}T12:00:00`);
    const vevent = calendar.getFirstSubcomponent('vevent')!;
    expect(vevent.getFirstProperty('dtstart')?.getParameter('tzid')).toBe('Asia/Dubai');
    expect(vevent.getFirstPropertyValue('url')).toBe(manageUrl);

    // The link opens the booking (a new visitor, as from the mail).
    await gotoHydrated(page, new URL(manageUrl!).pathname);
    await expect(page.getByRole('heading', { level: 1, name: say('Your booking') })).toBeVisible();
    await expect(page.getByText(reference, { exact: true })).toBeVisible();
    // The manage page offers the same calendar file.
    await expect(page.getByRole('link', { name: say('Add to calendar') })).toHaveAttribute(
      'download',
      `${reference}.ics`,
    );
  });
}

test('an admin sends a failed message again from Messages out, and it arrives', async ({ page, request, env }) => {
  test.setTimeout(60_000);
  const email = uniqueEmail('failed-message');
  // A message that failed for good: its six tries refused by the provider.
  const created = await request.post(`${env.supabaseUrl}/rest/v1/outbox_messages`, {
    headers: { ...serviceHeaders(env), Prefer: 'return=representation' },
    data: {
      kind: 'contact_received',
      channel: 'email',
      recipient: email,
      locale: 'en',
      payload: { name: 'Hessa Test', email, message: 'Do you clean offices at night?' },
      state: 'failed',
      attempts: 6,
      last_error: '550 5.1.1 Mailbox unavailable',
      idempotency_key: `e2e:${email}`,
    },
  });
  expect(created.status()).toBe(201);
  const [row] = (await created.json()) as { id: string }[];

  await useStoredSession(page, env, env.admin.email, env.admin.password);
  await gotoHydrated(page, '/admin');
  // Messages out is a section of its own, reached from the navigation, which marks it.
  const nav = page.getByRole('navigation', { name: 'Back office' });
  await nav.getByRole('link', { name: 'Messages out' }).click();
  await expect(page).toHaveURL(/\/admin\/outbox$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Messages out' })).toBeVisible({ timeout: 10_000 });
  await expect(nav.getByRole('link', { name: 'Messages out' })).toHaveAttribute('aria-current', 'page');
  await page.getByRole('combobox', { name: 'Show' }).selectOption('failed');
  await expect(page).toHaveURL(/\/admin\/outbox\?state=failed$/);
  await page.getByRole('searchbox', { name: 'Search' }).fill(email);
  const item = page.getByRole('row').filter({ hasText: email });
  await expect(item).toContainText('Failed');
  await expect(item).toContainText('550 5.1.1 Mailbox unavailable');
  // The row's header is the message; then To, State and Tries.
  await expect(item.getByRole('cell').nth(2)).toHaveText('6');
  await item.getByRole('button', { name: 'Send again' }).click();
  await expect(page.getByText('The message will be sent again in a moment.')).toBeVisible();

  const [mail] = await inboxFor(request, env, email);
  expect(mail!.subject).toBe('We have your message');
  await expect
    .poll(async () => {
      const response = await request.get(`${env.supabaseUrl}/rest/v1/outbox_messages`, {
        params: { id: `eq.${row!.id}`, select: 'state,attempts' },
        headers: serviceHeaders(env, false),
      });
      return response.json();
    })
    .toEqual([{ state: 'sent', attempts: 7 }]);
  // The list shows it sent.
  await page.getByRole('combobox', { name: 'Show' }).selectOption('sent');
  await expect(page.getByRole('row').filter({ hasText: email })).toContainText('Sent');
});

test('a signed-in user without admin rights gets Access Denied on Messages out and reads no message', async ({
  page,
  request,
  env,
}) => {
  const email = uniqueEmail('not-admin');
  const password = 'not an admin password';
  await createConfirmedUser(env, email, password);
  await useStoredSession(page, env, email, password);
  const reads: string[] = [];
  page.on('request', (sent) => {
    if (/\/rest\/v1\/(outbox_messages|rpc\/admin_outbox)/.test(sent.url())) reads.push(sent.url());
  });
  await gotoHydrated(page, '/admin/outbox');
  await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
  expect(reads).toEqual([]);
  // And the database says no to the same user's own calls.
  const session = await request.post(`${env.supabaseUrl}/auth/v1/token?grant_type=password`, {
    headers: { apikey: env.anonKey },
    data: { email, password },
  });
  const { access_token: token } = (await session.json()) as { access_token: string };
  const list = await request.post(`${env.supabaseUrl}/rest/v1/rpc/admin_outbox`, {
    headers: { apikey: env.anonKey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    data: {},
  });
  expect(list.status()).toBe(403);
});
