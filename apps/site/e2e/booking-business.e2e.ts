import type { APIRequestContext, Page } from '@playwright/test';
import { slotRuleBreak, slotStartsAt, timeSlots } from '@sparkle/company/booking';
import { messages } from '@sparkle/machines';
import { contact } from '../src/content/company';
import { expectNoAxeViolations } from './support/axe';
import { bookingForm, bookingsFor, chooseDate, dayName, dubaiDay, fillLocation, uniqueEmail } from './support/booking';
import { type E2EEnv, serviceHeaders } from './support/env';
import { expect, gotoHydrated, test } from './support/fixtures';
import { pastMinimumFillTime } from './support/forms';
import { filesHolding } from './support/lazyChunks';

/**
 * Booking that runs the business. Every other test books with crews to spare (e2e/global-setup.ts);
 * the capacity test here gives carpet cleaning, which no other test books, a single crew.
 */

async function setCrews(request: APIRequestContext, env: E2EEnv, service: string, crews: number) {
  const response = await request.patch(`${env.supabaseUrl}/rest/v1/service_capacity?service=eq.${service}`, {
    headers: { ...serviceHeaders(env), Prefer: 'return=minimal' },
    data: { crews },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

async function eventsOf(request: APIRequestContext, env: E2EEnv, bookingId: string) {
  const response = await request.get(`${env.supabaseUrl}/rest/v1/booking_events`, {
    params: { booking_id: `eq.${bookingId}`, select: 'kind,actor,detail', order: 'id.asc' },
    headers: serviceHeaders(env),
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as { kind: string; actor: string; detail: Record<string, unknown> }[];
}

/** A visitor's details after the slot, with the community picked from the search. */
async function fillDetails(page: Page, name: string, email: string) {
  const fields = bookingForm(page);
  await fields.name.fill(name);
  await fields.phone.fill('+971 50 123 4567');
  await fields.email.fill(email);
  await fillLocation(page, { community: 'Dubai Marina', building: 'Marina Gate 2', apartment: '1504' });
  await fields.address.fill('Al Marsa Street');
}

/** The time list's option for a slot (its text carries the reason when it cannot be chosen). */
const slotOption = (page: Page, slot: string) => bookingForm(page).time.locator('option', { hasText: slot });

test.describe('booking', () => {
  test('a slot taken by one visitor is gone for the next; one who chose it meanwhile is told and keeps everything', async ({
    page,
    browser,
    request,
    env,
  }) => {
    // Two visitors, three page loads and two bookings: more work than one page's test, so more time.
    test.setTimeout(60_000);
    await setCrews(request, env, 'carpet', 1);
    const day = dubaiDay(6);
    const fields = bookingForm(page);

    // A second visitor opens the form first and chooses the same slot, without sending it yet.
    const otherContext = await browser.newContext();
    const other = await otherContext.newPage();
    const late = bookingForm(other);
    await gotoHydrated(other, '/book-now');
    await late.service.selectOption('Carpet/Upholstery Cleaning');
    await late.items.fill('2');
    await chooseDate(other, day);
    await late.time.selectOption('01:00 PM');
    await fillDetails(other, 'Second Visitor', uniqueEmail('second'));

    // The first visitor books it.
    const email = uniqueEmail('first');
    await gotoHydrated(page, '/book-now');
    await fields.service.selectOption('Carpet/Upholstery Cleaning');
    await fields.items.fill('3');
    await chooseDate(page, day);
    await expect(slotOption(page, '01:00 PM')).toBeEnabled();
    await fields.time.selectOption('01:00 PM');
    await fillDetails(page, 'First Visitor', email);
    await pastMinimumFillTime(page);
    await fields.submit.click();
    await expect(page.getByRole('status').filter({ hasText: messages.booking.success })).toBeVisible();
    expect(await bookingsFor(request, env, email)).toEqual([
      expect.objectContaining({ service: 'carpet', date: day, time_slot: '01:00 PM', quantity: 3 }),
    ]);

    // A visitor who opens the form now cannot choose it, nor the hours its 2-hour block overlaps.
    await gotoHydrated(page, '/book-now');
    await fields.service.selectOption('Carpet/Upholstery Cleaning');
    await chooseDate(page, day);
    for (const slot of ['12:00 PM', '01:00 PM', '02:00 PM']) {
      await expect(slotOption(page, slot)).toBeDisabled();
      await expect(slotOption(page, slot)).toHaveText(`${slot} (Fully booked)`);
    }
    await expect(slotOption(page, '11:00 AM')).toBeEnabled();
    await expect(slotOption(page, '03:00 PM')).toBeEnabled();

    // The second visitor sends: refused, told which slot went and which are free, everything still there.
    await pastMinimumFillTime(other);
    await late.submit.click();
    const alert = other.getByRole('alert');
    await expect(alert).toContainText(`01:00 PM on ${dayName(day).slice(0, 3)}`);
    await expect(alert).toContainText('has just been booked');
    await expect(alert).toContainText('Free times that day:');
    await expect(late.time).toHaveAccessibleDescription(/has just been booked/);
    await expect(late.items).toHaveValue('2');
    await expect(late.name).toHaveValue('Second Visitor');
    await expect(late.community).toHaveValue('Dubai Marina');
    await expect(late.time.locator('option', { hasText: '01:00 PM' })).toHaveText('01:00 PM (Fully booked)');
    await otherContext.close();

    const response = await request.get(`${env.supabaseUrl}/rest/v1/bookings`, {
      params: { service: 'eq.carpet', date: `eq.${day}`, select: 'name' },
      headers: serviceHeaders(env),
    });
    expect(await response.json()).toEqual([{ name: 'First Visitor' }]);
  });

  test('the estimate follows the service, the size and the extras, with 5% VAT', async ({ page }) => {
    await gotoHydrated(page, '/book-now');
    const fields = bookingForm(page);
    await expect(fields.estimate).toContainText('Choose a service and the size of the property to see the price.');

    await fields.service.selectOption('Residential Cleaning');
    await fields.homeSize.selectOption('1 bedroom');
    // The Basic Clean of the services page: AED 150 for a 1-bedroom home.
    await expect(fields.estimate).toContainText('SubtotalAED 150');
    await expect(fields.estimate).toContainText('VAT (5%)AED 7.50');
    await expect(fields.estimate).toContainText(/Total\s*AED 157\.50/);

    await fields.extras.getByRole('checkbox', { name: /^Inside the fridge/ }).check();
    await expect(fields.estimate).toContainText(/Total\s*AED 210/);

    await fields.homeSize.selectOption('Villa, 4 bedrooms');
    await expect(fields.estimate).toContainText('SubtotalAED 500');
    await expect(fields.estimate).toContainText(/Total\s*AED 525/);

    await fields.service.selectOption('Carpet/Upholstery Cleaning');
    await fields.items.fill('3');
    await expect(fields.estimate).toContainText('SubtotalAED 180');
    await expect(fields.estimate).toContainText(/Total\s*AED 189/);
    await expect(fields.estimate).toContainText('Prices may vary');
  });

  test('a weekly cleaning shows its discount before VAT and is stored as a series with 8 weeks of visits', async ({
    page,
    request,
    env,
  }) => {
    await gotoHydrated(page, '/book-now');
    const fields = bookingForm(page);
    const email = uniqueEmail('weekly');
    await fields.service.selectOption('Residential Cleaning');
    await fields.homeSize.selectOption('1 bedroom');
    await page.getByRole('combobox', { name: 'How often' }).selectOption('Weekly (15% off)');
    // AED 150 less 15% = 127.50, then 5% VAT on that.
    await expect(fields.estimate).toContainText('PriceAED 150');
    await expect(fields.estimate).toContainText('Regular cleaning discount (15%)−AED 22.50');
    await expect(fields.estimate).toContainText('SubtotalAED 127.50');
    await expect(fields.estimate).toContainText(/Total\s*AED 133\.88/);
    await chooseDate(page, dubaiDay(5));
    await fields.time.selectOption('11:00 AM');
    await fillDetails(page, 'Weekly Customer', email);
    await pastMinimumFillTime(page);
    await fields.submit.click();
    await expect(page.getByRole('heading', { name: 'Booking request received' })).toBeFocused();
    // The confirmation names the series: how often, the day and time, and its first visits.
    const confirmation = page.getByRole('region', { name: 'Booking request received' });
    await expect(confirmation).toContainText(`Weekly on ${dayName(dubaiDay(5)).split(' ')[0]}, 11:00 AM – 01:00 PM`);
    await expect(confirmation).toContainText(`${dayName(dubaiDay(5))}, ${dayName(dubaiDay(12))}`);

    // The database made the series: a visit every week from the chosen day, 8 weeks ahead, each at the discount.
    const visits = (await bookingsFor(request, env, email)).sort((a, b) =>
      String(a.date).localeCompare(String(b.date)),
    );
    expect(visits.length).toBeGreaterThanOrEqual(8);
    expect(new Set(visits.map((visit) => visit.series_id)).size).toBe(1);
    expect(visits[0]).toMatchObject({ date: dubaiDay(5), time_slot: '11:00 AM', subtotal_aed: 127.5 });
    expect(visits[1]?.date).toBe(dubaiDay(12));
  });

  test('a phone number that is not one is refused with a message, and nothing typed is lost', async ({ page }) => {
    await gotoHydrated(page, '/book-now');
    const fields = bookingForm(page);
    await fields.service.selectOption('Deep Cleaning');
    await fields.homeSize.selectOption('Studio');
    await chooseDate(page, dubaiDay(4));
    await fields.time.selectOption('03:00 PM');
    await fillDetails(page, 'Typo Phone', uniqueEmail('typo'));
    await fields.phone.fill('050 12');
    await fields.submit.click();
    await expect(page.getByRole('alert')).toHaveText(messages.form.invalidPhone);
    await expect(fields.phone).toBeFocused();
    await expect(fields.phone).toHaveValue('050 12');
    await expect(fields.building).toHaveValue('Marina Gate 2');
  });

  test('the manage link shows the booking, moves it to a free slot and cancels it; each change is recorded', async ({
    page,
    request,
    env,
  }) => {
    // A booking, then the manage page: a reload, a reschedule, a cancellation and an axe run.
    test.setTimeout(60_000);
    const email = uniqueEmail('manage');
    const day = dubaiDay(8);
    const newDay = dubaiDay(9);
    await gotoHydrated(page, '/book-now');
    const fields = bookingForm(page);
    await fields.service.selectOption('Residential Cleaning');
    await fields.homeSize.selectOption('2 bedrooms');
    await chooseDate(page, day);
    await fields.time.selectOption('10:00 AM');
    await fillDetails(page, 'Manage Me', email);
    await pastMinimumFillTime(page);
    await fields.submit.click();

    const confirmation = page.getByRole('region', { name: 'Booking request received' });
    await expect(confirmation).toBeVisible();
    const [row] = await bookingsFor(request, env, email);
    await expect(confirmation).toContainText(String(row?.reference));
    await expect(confirmation).toContainText(/Total\s*AED 210/);
    const calendar = confirmation.getByRole('link', { name: /Add to calendar/ });
    const ics = decodeURIComponent((await calendar.getAttribute('href')) ?? '');
    expect(ics).toMatch(/^data:text\/calendar/);
    expect(ics).toContain(`DTSTART;TZID=Asia/Dubai:${day.replace(/-/g, '')}T100000`);
    expect(ics).toContain(`DTEND;TZID=Asia/Dubai:${day.replace(/-/g, '')}T120000`);
    await expect(calendar).toHaveAttribute('download', `${row?.reference}.ics`);

    await confirmation.getByRole('link', { name: 'Manage your booking' }).click();
    await expect(page).toHaveURL(/\/booking\/[A-Za-z0-9_-]{22,}$/);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Your booking' })).toBeVisible();
    await expect(main).toContainText(String(row?.reference));
    await expect(main).toContainText('Awaiting confirmation');
    await expect(main).toContainText(dayName(day));
    await expect(main).toContainText('10:00 AM – 12:00 PM');
    await expectNoAxeViolations(page, 'the manage page');

    // A page load of the link (the served shell) shows the same booking: the page's HTML asks for it before any
    // script is requested, and the page uses that answer instead of asking again. A visitor's manage page then makes
    // its calls through the Data API's client alone, never downloading supabase-js's auth, realtime and storage clients.
    const scripts: string[] = [];
    const requests: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (request.resourceType() === 'script') scripts.push(path);
      if (request.resourceType() === 'script' || path.endsWith('/rpc/manage_booking_get')) requests.push(path);
    });
    await page.reload();
    await expect(main).toContainText(String(row?.reference));
    expect(requests[0]).toBe('/rest/v1/rpc/manage_booking_get');
    expect(requests.filter((path) => path.endsWith('/rpc/manage_booking_get'))).toHaveLength(1);
    const wholeClient = filesHolding(env.distDir, (module) =>
      /@supabase\/(supabase-js|auth-js|realtime-js)\//.test(module),
    );
    expect(wholeClient.size, 'chunks holding supabase-js').toBeGreaterThan(0);
    expect(scripts.filter((script) => wholeClient.has(script))).toEqual([]);
    const dataApiClient = filesHolding(env.distDir, (module) => module.includes('@supabase/postgrest-js'));
    expect(scripts.some((script) => dataApiClient.has(script))).toBe(false);

    await main.getByRole('button', { name: 'Reschedule' }).click();
    await main.getByRole('button', { name: /^New date/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose date' });
    if (newDay.slice(0, 7) !== dubaiDay().slice(0, 7)) await dialog.getByRole('button', { name: 'Next month' }).click();
    await dialog.getByRole('button', { name: dayName(newDay), exact: true }).click();
    await main.getByRole('combobox', { name: 'New time' }).selectOption('02:00 PM');
    await main.getByRole('button', { name: 'Save new time' }).click();
    await expect(main).toContainText(dayName(newDay));
    await expect(main).toContainText('02:00 PM – 04:00 PM');
    expect(await bookingsFor(request, env, email)).toEqual([
      expect.objectContaining({ date: newDay, time_slot: '02:00 PM', status: 'pending' }),
    ]);
    // The first call the page makes itself loads the Data API's client, still not supabase-js.
    expect(scripts.some((script) => dataApiClient.has(script))).toBe(true);
    expect(scripts.filter((script) => wholeClient.has(script))).toEqual([]);

    await main.getByRole('button', { name: 'Cancel booking' }).click();
    await main.getByRole('button', { name: 'Yes, cancel booking' }).click();
    await expect(main).toContainText('This booking has been cancelled.');
    expect(await bookingsFor(request, env, email)).toEqual([expect.objectContaining({ status: 'cancelled' })]);

    const events = await eventsOf(request, env, String(row?.id));
    expect(events.map((event) => [event.kind, event.actor])).toEqual([
      ['created', 'customer'],
      ['rescheduled', 'customer'],
      ['cancelled', 'customer'],
    ]);
  });

  test('within 24 hours of the appointment the link no longer changes it, and says to call', async ({
    page,
    request,
    env,
  }) => {
    // The first slot that can still be booked and starts within the next 24 hours.
    const now = Date.now();
    const soon = [dubaiDay(0), dubaiDay(1)]
      .flatMap((date) => timeSlots.map((slot) => ({ date, slot })))
      .find(
        ({ date, slot }) =>
          slotRuleBreak(date, slot, now + 10 * 60_000, []) === null && slotStartsAt(date, slot) < now + 23 * 3_600_000,
      );
    expect(soon, 'a bookable slot within 24 hours').toBeDefined();
    const booked = await request.post(`${env.supabaseUrl}/rest/v1/rpc/request_booking`, {
      headers: { apikey: env.anonKey, Authorization: `Bearer ${env.anonKey}`, 'Content-Type': 'application/json' },
      data: {
        _service: 'office',
        _date: soon?.date,
        _time_slot: soon?.slot,
        _name: 'Late Changer',
        _phone: '+971501234567',
        _email: uniqueEmail('late'),
        _address: 'Bay Square',
        _community: 'Business Bay',
        _building: 'Bay Square 3',
        _property: 'office-s',
        _fill_ms: 20_000,
      },
    });
    expect(booked.ok(), await booked.text()).toBe(true);
    const { token, reference } = (await booked.json()) as { token: string; reference: string };

    await gotoHydrated(page, `/booking/${token}`);
    const main = page.getByRole('main');
    await expect(main).toContainText(reference);
    await expect(main).toContainText('Changes are possible until 24 hours before the appointment. Please call us at');
    await expect(main.getByRole('link', { name: contact.phone })).toBeVisible();
    await expect(main.getByRole('button', { name: 'Reschedule' })).toHaveCount(0);
    await expect(main.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0);

    // The database refuses it too, and changes nothing.
    const cancel = await request.post(`${env.supabaseUrl}/rest/v1/rpc/manage_booking_cancel`, {
      headers: { apikey: env.anonKey, Authorization: `Bearer ${env.anonKey}`, 'Content-Type': 'application/json' },
      data: { _token: token },
    });
    expect(cancel.status()).toBe(400);
    expect(await cancel.json()).toMatchObject({ details: 'late' });
    const rows = await request.get(`${env.supabaseUrl}/rest/v1/bookings`, {
      params: { reference: `eq.${reference}`, select: 'status' },
      headers: serviceHeaders(env),
    });
    expect(await rows.json()).toEqual([{ status: 'pending' }]);
  });

  test('a wrong link gets a clear page, kept out of search engines, and no booking', async ({ page }) => {
    await gotoHydrated(page, '/booking/not-a-real-token-0123456789abcdef');
    await expect(page.getByRole('heading', { name: 'We could not find this booking' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: contact.phone })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveCount(1);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.locator('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer');
    await expectNoAxeViolations(page, 'the manage page of a wrong link');
  });
});
