import type { Locator } from '@playwright/test';
import { contact } from '../src/content/company';
import { ar } from './support/arabic';
import { bookingsFor, bookOn, dubaiDay, uniqueEmail } from './support/booking';
import { expect, gotoHydrated, test } from './support/fixtures';

/**
 * The booking's own pages in Arabic. The manage page (`/ar/booking/<token>`) and the contact page show
 * no English but the brand, the reference, the phone, e-mail and website; the dates and times are Arabic
 * (Intl), the community's name too, while the row keeps the codes and the English community.
 */

/** The visible text of a region with what stays in Latin letters taken out; what is left must have none. */
async function latinLeft(region: Locator, keep: string[]) {
  let text = (await region.textContent()) ?? '';
  for (const part of [...keep, 'SparkleClean Dubai', contact.phone, contact.email, contact.website]) {
    text = text.split(part).join('');
  }
  return text.match(/[A-Za-z]{2,}.{0,40}/g) ?? [];
}

/** How the booking pages write a date in Arabic: 'الثلاثاء، 1 ديسمبر 2026'. */
const arabicDate = (iso: string) =>
  new Intl.DateTimeFormat('ar-AE', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`));

test.describe('the booking pages in Arabic', () => {
  test('a booking made on /ar/book-now stores the row one made on /book-now stores', async ({ page, request, env }) => {
    test.setTimeout(60_000);
    const englishEmail = uniqueEmail('same-row-en');
    const arabicEmail = uniqueEmail('same-row-ar');
    await bookOn(page, 'en', englishEmail);
    await bookOn(page, 'ar', arabicEmail);
    // The Arabic confirmation leads to the Arabic manage page.
    await expect(page.getByRole('link', { name: ar('Manage your booking') })).toHaveAttribute(
      'href',
      /^\/ar\/booking\/[A-Za-z0-9_-]{22,}$/,
    );
    const [english] = await bookingsFor(request, env, englishEmail);
    const [arabic] = await bookingsFor(request, env, arabicEmail);
    expect(english).toMatchObject({ service: 'deep', property: '2br', community: 'Dubai Marina', date: dubaiDay(14) });
    // Each keeps the language it was booked in: its messages are written in it.
    expect([english?.locale, arabic?.locale]).toEqual(['en', 'ar']);
    // Only what tells two bookings apart differs: their ids, references, e-mails, languages, times and tokens.
    const differing = Object.keys({ ...english, ...arabic }).filter(
      (key) => JSON.stringify(english?.[key]) !== JSON.stringify(arabic?.[key]),
    );
    expect(differing.filter((key) => !/^(id|email|reference|locale)$|_at$|token|fill/.test(key))).toEqual([]);
  });

  test('the manage page: the booking, a new time and a cancellation, all in Arabic', async ({ page, request, env }) => {
    test.setTimeout(60_000);
    const email = uniqueEmail('arabic-manage');
    const day = dubaiDay(8);
    const booked = await request.post(`${env.supabaseUrl}/rest/v1/rpc/request_booking`, {
      headers: { apikey: env.anonKey, Authorization: `Bearer ${env.anonKey}`, 'Content-Type': 'application/json' },
      data: {
        _service: 'residential',
        _date: day,
        _time_slot: '10:00 AM',
        _name: 'مريم',
        _phone: '+971501234567',
        _email: email,
        _address: 'شارع 4',
        _community: 'Dubai Marina',
        _building: 'برج 7',
        _property: '2br',
        _fill_ms: 20_000,
      },
    });
    expect(booked.ok(), await booked.text()).toBe(true);
    const { token, reference } = (await booked.json()) as { token: string; reference: string };

    await gotoHydrated(page, `/ar/booking/${token}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: ar('Your booking') })).toBeVisible();
    await expect(main).toContainText(reference);
    await expect(main).toContainText(ar('Awaiting confirmation'));
    await expect(main).toContainText(ar('Residential Cleaning'));
    await expect(main).toContainText(arabicDate(day));
    await expect(main).toContainText(ar('Dubai Marina'));
    expect(await latinLeft(main, [reference])).toEqual([]);

    // A new time: the calendar right to left (ArrowLeft is the next day), one week and a day later.
    await main.getByRole('button', { name: ar('Reschedule') }).click();
    await main.getByRole('button', { name: new RegExp(`^${ar('New date')}`) }).click();
    const dialog = page.getByRole('dialog', { name: ar('Choose date') });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: ar('Next month') })).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    const newDay = dubaiDay(9);
    await main.getByRole('combobox', { name: ar('New time') }).selectOption('02:00 PM');
    expect(await latinLeft(main, [reference])).toEqual([]);
    await main.getByRole('button', { name: ar('Save new time') }).click();
    await expect(main).toContainText(arabicDate(newDay));
    expect(await latinLeft(main, [reference])).toEqual([]);
    expect(await bookingsFor(request, env, email)).toEqual([
      expect.objectContaining({ date: newDay, time_slot: '02:00 PM', community: 'Dubai Marina', property: '2br' }),
    ]);

    await main.getByRole('button', { name: ar('Cancel booking') }).click();
    await main.getByRole('button', { name: ar('Yes, cancel booking') }).click();
    await expect(main).toContainText(ar('This booking has been cancelled.'));
    expect(await latinLeft(main, [reference])).toEqual([]);
    expect(await bookingsFor(request, env, email)).toEqual([expect.objectContaining({ status: 'cancelled' })]);
  });

  test('a wrong link gets the Arabic page that says so', async ({ page }) => {
    await gotoHydrated(page, '/ar/booking/not-a-real-token-0123456789abcdef');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: ar('We could not find this booking') })).toBeVisible();
    expect(await latinLeft(main, [])).toEqual([]);
  });

  test('the contact page, its form checks included', async ({ page }) => {
    await gotoHydrated(page, '/ar/contact');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: ar('Send Us a Message') })).toBeVisible();
    expect(await latinLeft(main, [])).toEqual([]);
    // A malformed e-mail the browser lets through: the statechart's message, in Arabic, under the field.
    await main.getByRole('textbox', { name: ar('Name'), exact: true }).fill('مريم');
    await main.getByRole('textbox', { name: ar('Email'), exact: true }).fill('maryam@example');
    await main.getByRole('textbox', { name: ar('Message'), exact: true }).fill('تنظيف عميق لفيلا');
    await main.getByRole('button', { name: ar('Send Message') }).click();
    await expect(main).toContainText(ar('Please enter a valid email address.'));
    expect(await latinLeft(main, ['maryam@example'])).toEqual([]);
  });
});
