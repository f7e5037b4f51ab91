import type { APIRequestContext, BrowserContext, Request } from '@playwright/test';
import { keptDayAttribute, keptDayViewKeyPrefix } from '../src/loading/protocol';
import { expectNoAxeViolations } from './support/axe';
import { dubaiDay, uniqueEmail } from './support/booking';
import { type E2EEnv, serviceHeaders } from './support/env';
import { expect, gotoHydrated, test } from './support/fixtures';
import { passwordSession, useStoredSession as storeSession } from './support/sessions';

/**
 * The cleaner's day end to end: an admin invites a cleaner (the e-mail crosses the outbox into the local inbox) and
 * assigns them a job; on a 360 px phone the cleaner joins from the mail's link, starts the job, loses the connection,
 * ticks the checklist and finishes with a photo, and when the connection is back every change arrives once, in order:
 * the job is done with its photo stored; the office's schedule, open all along in another browser, shows it done with
 * its photo as it happens (realtime, no reload), once; and the customer's review request reaches the inbox once.
 */

interface InboxMessage {
  subject: string;
  text: string;
}

async function inboxFor(request: APIRequestContext, env: E2EEnv, email: string): Promise<InboxMessage[]> {
  const response = await request.get(`${env.inboxUrl}/api/messages`, { params: { to: email } });
  return (await response.json()) as InboxMessage[];
}

/** A call to the data API as the admin (their access token) or the service role. */
async function api(
  request: APIRequestContext,
  env: E2EEnv,
  token: string | null,
  path: string,
  init: { method?: 'GET' | 'POST' | 'PATCH'; data?: unknown } = {},
): Promise<unknown> {
  const headers = token
    ? { apikey: env.anonKey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }
    : serviceHeaders(env);
  const response = await request.fetch(`${env.supabaseUrl}/rest/v1/${path}`, {
    method: init.method ?? 'GET',
    headers: { ...headers, Prefer: 'return=representation' },
    data: init.data,
  });
  const body = await response.text();
  expect(response.ok(), `${init.method ?? 'GET'} ${path}: ${response.status()} ${body}`).toBe(true);
  return body ? JSON.parse(body) : null;
}

// A 1×1 PNG: the after photo.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

// An active team makes the whole company count capacity by teams (and the booking tests' slots with it): this runs
// by itself, after all the others (`@alone`, playwright.config.ts), and makes its team inactive again at the end.
test("a cleaner joins from the invitation, and the day's changes made offline arrive once", {
  tag: '@alone',
}, async ({ page, context, browser, request, env }) => {
  test.setTimeout(150_000);
  const admin = (await passwordSession(env, env.admin.email, env.admin.password)).access_token as string;
  const cleanerEmail = uniqueEmail('crew-cleaner');
  const customerEmail = uniqueEmail('crew-customer');
  // Tomorrow's 10 AM is within opening hours every day of the week, and the cleaner sees tomorrow's jobs.
  const [job] = (await api(request, env, null, 'bookings?select=id,reference', {
    method: 'POST',
    data: {
      service: 'deep',
      date: dubaiDay(1),
      time_slot: '10:00 AM',
      name: 'Fatima Al Mansoori',
      phone: '+971 50 123 4567',
      email: customerEmail,
      address: 'Marina Gate 1, Dubai Marina',
      property: '2br',
      honeypot: '',
      fill_ms: 20_000,
    },
  })) as { id: string; reference: string }[];

  const [team] = (await api(request, env, admin, 'teams?select=id,name', {
    method: 'POST',
    data: { name: `E2E Crew ${Date.now() % 100_000}` },
  })) as { id: string; name: string }[];
  let office: BrowserContext | undefined;
  try {
    await api(request, env, admin, 'rpc/admin_invite_cleaner', {
      method: 'POST',
      data: { _email: cleanerEmail, _team_id: team!.id },
    });
    await api(request, env, admin, 'rpc/admin_assign_booking', {
      method: 'POST',
      data: { _booking_id: job!.id, _team_id: team!.id },
    });

    let invitation: InboxMessage | undefined;
    await expect
      .poll(
        async () => {
          [invitation] = (await inboxFor(request, env, cleanerEmail)).filter((m) => /crew/i.test(m.subject));
          return invitation?.subject;
        },
        { timeout: 20_000 },
      )
      .toMatch(/^Join the .+ crew$/);
    const joinPath = /\/crew\/join\/[\w-]+/.exec(invitation!.text)?.[0];
    expect(joinPath, invitation!.text).toBeDefined();

    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(joinPath!);
    await expect(page.getByRole('heading', { level: 1, name: 'Join our cleaning crew' })).toBeVisible();
    // The invitation is read once the page's code and supabase-js have loaded: seconds on a cold, busy machine.
    await expect(page.getByText(`SparkleClean Dubai invites you to join ${team!.name}.`)).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(cleanerEmail);
    await expectNoAxeViolations(page, 'the invitation at 360px');
    await page.getByRole('textbox', { name: 'Full Name' }).fill('Amal Haddad');
    await page.getByLabel('Password', { exact: true }).fill('crew-password-1');
    await page.getByRole('button', { name: 'Create account and join' }).click();

    await expect(page).toHaveURL(/\/crew$/, { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Your jobs' })).toBeVisible({ timeout: 15_000 });
    const card = page.getByRole('article', { name: /10:00 AM – 12:00 PM.*Deep Cleaning/ });
    await expect(card.getByText('Fatima', { exact: true })).toBeVisible();
    await expect(card.getByRole('link', { name: 'Call Fatima' })).toHaveAttribute('href', 'tel:+971501234567');
    await expect(card.getByRole('link', { name: /WhatsApp Fatima/ })).toHaveAttribute(
      'href',
      'https://wa.me/971501234567',
    );
    await expect(card.getByText(job!.reference)).toBeVisible();
    // Nothing of the page is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoAxeViolations(page, 'the crew day at 360px');

    // The office: the admin's schedule of tomorrow at 1280 px, open in a browser of its own for the rest of the day.
    office = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const officePage = await office.newPage();
    await storeSession(officePage, env, env.admin.email, env.admin.password);
    await gotoHydrated(officePage, `/admin?date=${dubaiDay(1)}`);
    const schedule = officePage.getByRole('table', { name: /^Schedule for / });
    const block = schedule.getByRole('button', { name: /^Fatima Al Mansoori/ });
    await expect(block).toHaveCount(1, { timeout: 15_000 });
    await expect(block).not.toContainText('Completed');
    // Marks this load of the page: still there at the end, the schedule changed without a reload.
    await officePage.evaluate(() => {
      (window as { officeLoad?: string }).officeLoad = 'first';
    });

    await card.getByRole('button', { name: 'Start' }).click();
    await expect(card.getByText('In progress', { exact: true })).toBeVisible();
    // Online, the start reaches the server at once.
    await expect
      .poll(async () => {
        const rows = (await api(request, env, null, `job_progress?booking_id=eq.${job!.id}&select=started_at`)) as {
          started_at: string | null;
        }[];
        return Boolean(rows[0]?.started_at);
      })
      .toBe(true);
    await expect(page.getByRole('status').filter({ hasText: 'All changes sent' })).toBeVisible();

    await context.setOffline(true);
    await card.getByRole('checkbox', { name: 'High places: fans, lights, tops of cupboards' }).check();
    await card.getByRole('button', { name: 'Finish' }).click();
    await card.getByLabel('Add after photos').setInputFiles({ name: 'after.png', mimeType: 'image/png', buffer: png });
    await expect(card.getByRole('img', { name: 'After photo 1' })).toBeVisible();
    await card.getByRole('button', { name: 'Mark as done' }).click();
    await expect(card.getByText('Done', { exact: true })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: '2 changes waiting to be sent' })).toBeVisible();
    // Nothing reached the server yet.
    const before = (await api(request, env, null, `bookings?id=eq.${job!.id}&select=status`)) as { status: string }[];
    expect(before[0]?.status).not.toBe('completed');

    await context.setOffline(false);
    await expect(page.getByRole('status').filter({ hasText: 'All changes sent' })).toBeVisible({ timeout: 20_000 });

    const [booking] = (await api(request, env, null, `bookings?id=eq.${job!.id}&select=status`)) as {
      status: string;
    }[];
    expect(booking?.status).toBe('completed');
    const [progress] = (await api(
      request,
      env,
      null,
      `job_progress?booking_id=eq.${job!.id}&select=started_at,finished_at,checklist`,
    )) as { started_at: string; finished_at: string | null; checklist: Record<string, { done: boolean }> }[];
    expect(progress?.checklist.high?.done).toBe(true);
    expect(progress?.finished_at).toBeTruthy();
    // Exactly one photo, stored in the private bucket.
    const photos = (await api(request, env, null, `job_photos?booking_id=eq.${job!.id}&select=storage_path`)) as {
      storage_path: string;
    }[];
    expect(photos).toHaveLength(1);
    const photo = await request.get(`${env.supabaseUrl}/storage/v1/object/job-photos/${photos[0]!.storage_path}`, {
      headers: serviceHeaders(env, false),
    });
    expect(photo.status()).toBe(200);

    // The office saw it happen: the same block, once, done with its one photo, on the page loaded before the start.
    await expect(block).toContainText('Completed · 1 photo', { timeout: 15_000 });
    await expect(block).toHaveCount(1);
    expect(await officePage.evaluate(() => (window as { officeLoad?: string }).officeLoad)).toBe('first');
    // Its details (on focus) show the photo itself, loaded from the private bucket through a signed link.
    await block.focus();
    const officePhoto = schedule.getByRole('img', { name: 'After photo 1 of Fatima Al Mansoori’s job' });
    await expect(officePhoto).toBeVisible();
    await expect(officePhoto).toHaveCount(1);
    await expect.poll(() => officePhoto.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);

    // The customer's review request, once: it waits two hours in the outbox before it is sent (as after any job).
    const requests = (await api(
      request,
      env,
      null,
      `outbox_messages?recipient=eq.${customerEmail}&kind=eq.review_request&select=send_after`,
    )) as { send_after: string }[];
    expect(requests).toHaveLength(1);
    expect(new Date(requests[0]!.send_after).getTime()).toBeGreaterThan(Date.now() + 3_600_000);
    // Two hours on: the message's time moved to now, as the clock would, and the backend's worker sends it.
    await api(request, env, null, `outbox_messages?recipient=eq.${customerEmail}&kind=eq.review_request`, {
      method: 'PATCH',
      data: { send_after: new Date().toISOString() },
    });
    let reviewMails: InboxMessage[] = [];
    await expect
      .poll(
        async () => {
          reviewMails = (await inboxFor(request, env, customerEmail)).filter((m) => /^How was your/.test(m.subject));
          return reviewMails.length;
        },
        { timeout: 20_000 },
      )
      .toBe(1);
    expect(reviewMails[0]!.subject).toBe('How was your Deep Cleaning?');
    expect(reviewMails[0]!.text).toContain(job!.reference);
    expect(reviewMails[0]!.text).toMatch(/\/review\/[\w-]{16,}/);

    // Reloaded without a connection, the page itself opens again with the day, done: its service worker kept the page
    // and every file it loaded (once all are kept, the connection goes).
    await expect
      .poll(
        () =>
          page.evaluate(async () => {
            const loaded = performance
              .getEntriesByType('resource')
              .map((entry) => entry.name)
              .filter((url) => url.startsWith(`${window.location.origin}/`));
            const kept = await Promise.all(
              [window.location.href, ...loaded].map((url) => caches.match(url, { ignoreVary: true })),
            );
            return kept.filter((response) => !response).length;
          }),
        { timeout: 15_000 },
      )
      .toBe(0);
    // Playwright's offline mode covers the service worker's own requests as well.
    await context.setOffline(true);
    // Every file the page's HTML asks for is kept, those of a page reached by a client-side navigation included (its
    // late style rules, say): none fails.
    const notKept: string[] = [];
    const onFailed = (failed: Request) => {
      if (new URL(failed.url()).origin === new URL(page.url()).origin) notKept.push(failed.url());
    };
    page.on('requestfailed', onFailed);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Your jobs' })).toBeVisible({ timeout: 15_000 });
    await expect(card.getByText('Done', { exact: true })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('status').filter({ hasText: 'No connection.' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    page.off('requestfailed', onFailed);
    expect(notKept).toEqual([]);
    // Nothing but what the worker kept answers: a file it never kept does not load.
    expect(
      await page.evaluate(() =>
        fetch('/crew-sw.js?probe').then(
          () => 'loaded',
          () => 'failed',
        ),
      ),
    ).toBe('failed');
    await context.setOffline(false);

    // The day in Arabic, done.
    await page.goto('/ar/crew');
    await expect(page.getByRole('heading', { level: 1, name: 'مهامك' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('article').getByText('تم', { exact: true })).toBeVisible({ timeout: 15_000 });
    // Opened again, the page's HTML draws the day as the phone last drew it, and the live day takes its place
    // without a hydration error.
    await expect
      .poll(() => page.evaluate((key) => localStorage.getItem(key) !== null, `${keptDayViewKeyPrefix}ar`))
      .toBe(true);
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') logged.push(message.text());
    });
    page.on('pageerror', (error) => logged.push(String(error)));
    await page.reload();
    await expect(page.locator(`[${keptDayAttribute}]`)).toHaveCount(0, { timeout: 15_000 });
    await expect(page.getByRole('article').getByText('تم', { exact: true })).toBeVisible();
    expect(logged).toEqual([]);

    // That drawing is the page's first paint: with none of the page's scripts (its modules refused, no service
    // worker), the day shows in both languages, inert; without the cleaner's stored session it does not.
    const bare = await browser.newContext({
      storageState: await context.storageState(),
      serviceWorkers: 'block',
      viewport: { width: 360, height: 740 },
    });
    try {
      const drawn = await bare.newPage();
      await drawn.route(/\/assets\/.*\.js$/, (route) => route.abort());
      await drawn.goto('/ar/crew');
      await expect(drawn.locator('h1', { hasText: 'مهامك' })).toBeVisible();
      await expect(drawn.locator('article').getByText('تم', { exact: true })).toBeVisible();
      await expect(drawn.locator(`[${keptDayAttribute}]`)).toHaveAttribute('inert', '');
      await drawn.goto('/crew');
      await expect(drawn.locator('article', { hasText: 'Fatima' }).getByText('Done', { exact: true })).toBeVisible();
      await drawn.evaluate(() => {
        for (const key of Object.keys(localStorage)) if (key.startsWith('sb-')) localStorage.removeItem(key);
      });
      await drawn.reload();
      await expect(drawn.getByText('Loading your jobs...')).toBeVisible();
      await expect(drawn.locator('article')).toHaveCount(0);
    } finally {
      await bare.close();
    }

    // The invitation's link, opened again, says it has been used.
    await page.goto(joinPath!);
    await expect(page.getByRole('heading', { level: 1, name: 'This invitation has been used' })).toBeVisible({
      timeout: 15_000,
    });
  } finally {
    await office?.close();
    // Whatever happened, the team leaves the counts again (a job left open first cancelled, so that it may), without
    // hiding the test's own failure behind this one's.
    await request.fetch(`${env.supabaseUrl}/rest/v1/bookings?id=eq.${job!.id}&status=neq.completed`, {
      method: 'PATCH',
      headers: serviceHeaders(env),
      data: { status: 'cancelled' },
    });
    await request.fetch(`${env.supabaseUrl}/rest/v1/teams?id=eq.${team!.id}`, {
      method: 'PATCH',
      headers: { apikey: env.anonKey, Authorization: `Bearer ${admin}`, 'Content-Type': 'application/json' },
      data: { active: false },
    });
  }
});
