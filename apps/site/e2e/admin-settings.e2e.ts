import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { bookingForm, chooseDate, dayName, dubaiDay } from './support/booking';
import { type E2EEnv, serviceHeaders } from './support/env';
import { expect, gotoHydrated, test } from './support/fixtures';
import { useStoredSession as storeSession } from './support/sessions';

/**
 * The back office's settings change what /book-now offers at once: crews per service, the price list,
 * the closed days and the discounts of regular cleaning, each checked before it is sent and refused by the database
 * when it breaks a rule. These tests change what every visitor sees (office cleaning without crews, a price, a
 * closed day, a discount), so they run after the rest (`@after-the-rest`, playwright.config.ts), one after another,
 * and put back what they changed. Office cleaning is the service they change: the other tests of that pass book deep
 * cleaning; the discount changed is every 4 weeks', which no other test books.
 */

const afterTheRest = { tag: '@after-the-rest' };
test.describe.configure({ mode: 'serial' });

async function read<T>(request: APIRequestContext, env: E2EEnv, path: string): Promise<T> {
  const response = await request.get(`${env.supabaseUrl}/rest/v1/${path}`, { headers: serviceHeaders(env) });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}

async function patch(request: APIRequestContext, env: E2EEnv, path: string, data: Record<string, unknown>) {
  const response = await request.patch(`${env.supabaseUrl}/rest/v1/${path}`, {
    headers: { ...serviceHeaders(env), Prefer: 'return=minimal' },
    data,
  });
  expect(response.ok(), await response.text()).toBe(true);
}

const officeCrews = async (request: APIRequestContext, env: E2EEnv) =>
  (await read<{ crews: number }[]>(request, env, 'service_capacity?service=eq.office&select=crews'))[0]?.crews;

const fourWeeklyDiscount = async (request: APIRequestContext, env: E2EEnv) =>
  Number(
    (await read<{ percent: number }[]>(request, env, 'frequency_discounts?frequency=eq.fourweekly&select=percent'))[0]
      ?.percent,
  );

const officeXlPrice = async (request: APIRequestContext, env: E2EEnv) =>
  Number(
    (await read<{ price: number }[]>(request, env, 'price_options?service=eq.office&code=eq.office-xl&select=price'))[0]
      ?.price,
  );

async function openSettings(page: Page, env: E2EEnv) {
  await storeSession(page, env, env.admin.email, env.admin.password);
  await gotoHydrated(page, '/admin/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Crews per service' })).toBeVisible();
}

/** A visitor in a browser of their own: /book-now with office cleaning of the largest band chosen. */
async function visitorBookingOffice(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await gotoHydrated(page, '/book-now');
  const fields = bookingForm(page);
  // As a person's first tap or Tab does (a bare selectOption does not), which has the form load the current
  // prices and closed days (src/loading/firstInteraction.ts).
  await fields.service.focus();
  await fields.service.selectOption('Office Cleaning');
  await fields.officeArea.selectOption('5,001–10,000 sq ft');
  return { context, page, fields };
}

test.describe('the back office: settings', afterTheRest, () => {
  test('crews per service: 0 office crews leave /book-now no office slot; bad figures are refused and store nothing', async ({
    page,
    browser,
    request,
    env,
  }) => {
    test.setTimeout(60_000);
    await openSettings(page, env);
    const crewsForm = page.getByRole('form', { name: 'Crews per service' });
    const office = crewsForm.getByRole('spinbutton', { name: 'Office Cleaning: crews' });
    await expect(office).toHaveValue('50');
    try {
      // Not a whole number from 0 to 50: said under the field, focus there, nothing stored.
      await office.fill('51');
      await crewsForm.getByRole('button', { name: 'Save crews' }).click();
      await expect(office).toHaveAccessibleDescription(/Enter a whole number from 0 to 50\./);
      await expect(office).toBeFocused();
      expect(await officeCrews(request, env)).toBe(50);

      await office.fill('0');
      await crewsForm.getByRole('button', { name: 'Save crews' }).click();
      await expect(crewsForm.getByRole('status')).toHaveText('Crews saved.');
      await expect.poll(() => officeCrews(request, env)).toBe(0);

      // A visitor's form, opened now, offers no office slot that day; deep cleaning is untouched.
      const visitor = await visitorBookingOffice(browser);
      const day = dubaiDay(3);
      await chooseDate(visitor.page, day);
      // Every slot is disabled: full within the day's opening hours (which depend on the weekday the run falls on:
      // a Sunday opens at 9), outside them otherwise.
      const slots = visitor.fields.time.locator('option:not([value=""])');
      await expect(slots.filter({ hasText: /\(Fully booked\)$/ })).not.toHaveCount(0);
      for (const option of await slots.all()) {
        await expect(option).toHaveText(/\((Fully booked|Outside opening hours)\)$/);
        await expect(option).toBeDisabled();
      }
      await visitor.fields.service.selectOption('Deep Cleaning');
      await visitor.fields.homeSize.selectOption('Studio');
      await expect(visitor.fields.time.locator('option', { hasText: '10:00 AM' })).toBeEnabled();
      await visitor.context.close();
    } finally {
      await patch(request, env, 'service_capacity?service=eq.office', { crews: 50 });
    }
  });

  test('a price saved in the back office is the estimate on /book-now; a bad one is refused and stores nothing', async ({
    page,
    browser,
    request,
    env,
  }) => {
    test.setTimeout(60_000);
    await openSettings(page, env);
    const pricesForm = page.getByRole('form', { name: 'Price list' });
    const officeGroup = pricesForm.getByRole('group', { name: 'Office Cleaning' });
    const xl = officeGroup.getByRole('textbox', { name: '5,001–10,000 sq ft (AED)' });
    await expect(xl).toHaveValue('1000');
    try {
      await xl.fill('twelve hundred');
      await pricesForm.getByRole('button', { name: 'Save prices' }).click();
      await expect(xl).toHaveAccessibleDescription(/Enter a price in AED, e.g. 150 or 157\.50\./);
      await expect(xl).toHaveValue('twelve hundred');
      expect(await officeXlPrice(request, env)).toBe(1000);

      await xl.fill('1200');
      await pricesForm.getByRole('button', { name: 'Save prices' }).click();
      await expect(pricesForm.getByRole('status')).toHaveText('Prices saved.');
      await expect.poll(() => officeXlPrice(request, env)).toBe(1200);

      // AED 1,200 + 5% VAT: the form opened now estimates with the new price.
      const visitor = await visitorBookingOffice(browser);
      await expect(visitor.fields.estimate).toContainText(/Subtotal\s*AED 1,200/);
      await expect(visitor.fields.estimate).toContainText(/Total\s*AED 1,260/);
      await visitor.context.close();
    } finally {
      await patch(request, env, 'price_options?service=eq.office&code=eq.office-xl', { price: 1000 });
    }
  });

  test('a discount saved in the back office is the discount of the estimate on /book-now; a bad one is refused and stores nothing', async ({
    page,
    browser,
    request,
    env,
  }) => {
    test.setTimeout(60_000);
    await openSettings(page, env);
    const discountsForm = page.getByRole('form', { name: 'Regular cleaning discounts' });
    const fourWeekly = discountsForm.getByRole('textbox', { name: 'Every 4 weeks: discount (%)' });
    await expect(fourWeekly).toHaveValue('5');
    try {
      // Above the 50 % the database allows: said under the field, what was typed stays, nothing stored.
      await fourWeekly.fill('55');
      await discountsForm.getByRole('button', { name: 'Save discounts' }).click();
      await expect(fourWeekly).toHaveAccessibleDescription(/Enter a percent from 0 to 50, e\.g\. 15 or 12\.5\./);
      await expect(fourWeekly).toHaveValue('55');
      expect(await fourWeeklyDiscount(request, env)).toBe(5);

      await fourWeekly.fill('8');
      await discountsForm.getByRole('button', { name: 'Save discounts' }).click();
      await expect(discountsForm.getByRole('status')).toHaveText('Discounts saved.');
      await expect.poll(() => fourWeeklyDiscount(request, env)).toBe(8);

      // AED 1,000 less 8 % = 920, then 5 % VAT: the form opened now offers and estimates the new discount.
      const visitor = await visitorBookingOffice(browser);
      await visitor.page.getByRole('combobox', { name: 'How often' }).selectOption('Every 4 weeks (8% off)');
      await expect(visitor.fields.estimate).toContainText('Regular cleaning discount (8%)−AED 80');
      await expect(visitor.fields.estimate).toContainText(/Subtotal\s*AED 920/);
      await expect(visitor.fields.estimate).toContainText(/Total\s*AED 966/);
      await visitor.context.close();
    } finally {
      await patch(request, env, 'frequency_discounts?frequency=eq.fourweekly', { percent: 5 });
    }
  });

  test('a closed day cannot be chosen on /book-now nor booked through the API; a reason is required', async ({
    page,
    browser,
    request,
    env,
  }) => {
    test.setTimeout(60_000);
    // 25 days ahead: inside the booking horizon, and in this month or the next (the calendar's first two pages).
    const day = dubaiDay(25);
    await openSettings(page, env);
    const daysForm = page.getByRole('form', { name: 'Closed days' });
    try {
      await daysForm.getByRole('button', { name: /^Date/ }).click();
      const dialog = page.getByRole('dialog');
      if (day.slice(0, 7) !== dubaiDay().slice(0, 7)) await dialog.getByRole('button', { name: 'Next month' }).click();
      await dialog.getByRole('button', { name: dayName(day), exact: true }).click();

      // No reason: refused under the field, nothing stored.
      await daysForm.getByRole('button', { name: 'Add closed day' }).click();
      const reason = daysForm.getByRole('textbox', { name: 'Reason' });
      await expect(reason).toHaveAccessibleDescription(/Say why the day is closed/);
      expect(await read<unknown[]>(request, env, `closed_days?day=eq.${day}`)).toEqual([]);

      await reason.fill('Staff training day');
      await daysForm.getByRole('button', { name: 'Add closed day' }).click();
      await expect(page.getByText(`${dayName(day)} is closed: it can no longer be booked.`)).toBeVisible();
      const list = daysForm.getByRole('list', { name: 'Closed days' });
      await expect(list.getByRole('listitem').filter({ hasText: dayName(day) })).toContainText('Staff training day');
      expect(await read(request, env, `closed_days?day=eq.${day}&select=reason`)).toEqual([
        { reason: 'Staff training day' },
      ]);

      // A visitor's calendar offers the day no more, and the database refuses a booking of it.
      const visitor = await visitorBookingOffice(browser);
      await visitor.fields.date.click();
      const calendar = visitor.page.getByRole('dialog', { name: 'Choose date' });
      if (day.slice(0, 7) !== dubaiDay().slice(0, 7))
        await calendar.getByRole('button', { name: 'Next month' }).click();
      await expect(calendar.getByRole('button', { name: dayName(day), exact: true })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
      await visitor.context.close();
      const refused = await request.post(`${env.supabaseUrl}/rest/v1/rpc/request_booking`, {
        headers: { apikey: env.anonKey, Authorization: `Bearer ${env.anonKey}`, 'Content-Type': 'application/json' },
        data: {
          _service: 'deep',
          _date: day,
          _time_slot: '10:00 AM',
          _name: 'Closed Day Visitor',
          _phone: '+971501234567',
          _email: 'closed.day@example.com',
          _community: 'Al Barsha 2',
          _building: 'Villa 12',
          _property: '2br',
          _honeypot: '',
          _fill_ms: 20_000,
        },
      });
      expect(refused.status()).toBe(400);
      expect(await refused.json()).toMatchObject({ details: 'closed' });
      expect(await read(request, env, `bookings?date=eq.${day}&select=id`)).toEqual([]);

      // Reopened from the list: bookable again.
      await list.getByRole('button', { name: `Remove ${dayName(day)}` }).click();
      await expect(page.getByText(`${dayName(day)} can be booked again.`)).toBeVisible();
      await expect.poll(() => read<unknown[]>(request, env, `closed_days?day=eq.${day}`)).toEqual([]);
    } finally {
      await request.delete(`${env.supabaseUrl}/rest/v1/closed_days?day=eq.${day}`, { headers: serviceHeaders(env) });
    }
  });
});
