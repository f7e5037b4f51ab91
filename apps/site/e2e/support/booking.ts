import type { APIRequestContext, Page } from '@playwright/test';
import { ar } from './arabic';
import { type E2EEnv, serviceHeaders } from './env';
import { expect, gotoHydrated } from './fixtures';
import { pastMinimumFillTime } from './forms';

/** The booking form (/book-now) as its tests drive it. */

/** Dubai's calendar day, `days` from today ('2026-11-22'): the booking form's "today" (docs/product.md, Booking). */
export function dubaiDay(days = 0): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Dubai',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
  const date = new Date(`${parts}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** How the calendar names a day: 'Sunday 22 November 2026'. */
export function dayName(iso: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-GB', { ...options, timeZone: 'UTC' }).format(date);
  return `${part({ weekday: 'long' })} ${date.getUTCDate()} ${part({ month: 'long' })} ${date.getUTCFullYear()}`;
}

/** Rows as the service role reads them (visitors cannot read bookings). */
export async function bookingsFor(request: APIRequestContext, env: E2EEnv, email: string) {
  const response = await request.get(`${env.supabaseUrl}/rest/v1/bookings`, {
    params: { email: `eq.${email}`, select: '*' },
    headers: serviceHeaders(env, false),
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as Record<string, unknown>[];
}

export const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.test`;

/** A label as a pattern of the name's start (names that go on with a value: 'Date Tuesday 1 December 2026'). */
const startsWith = (label: string, then = '') => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}${then}`);

/**
 * The booking form's fields by their labels: English by default; `say` gives a label in the page's language
 * (`bookingForm(page, ar)` on /ar/book-now, e2e/support/arabic.ts).
 */
export const bookingForm = (page: Page, say: (english: string) => string = (english) => english) => ({
  service: page.getByRole('combobox', { name: say('Service Type') }),
  date: page.getByRole('button', { name: startsWith(say('Date'), ' ') }),
  time: page.getByRole('combobox', { name: say('Time'), exact: true }),
  name: page.getByRole('textbox', { name: say('Full Name'), exact: true }),
  phone: page.getByRole('textbox', { name: say('Phone Number'), exact: true }),
  email: page.getByRole('textbox', { name: say('Email Address'), exact: true }),
  address: page.getByRole('textbox', { name: say('Address'), exact: true }),
  homeSize: page.getByRole('combobox', { name: say('Home size') }),
  officeArea: page.getByRole('combobox', { name: say('Office area') }),
  items: page.getByRole('spinbutton', { name: say('Number of items') }),
  extras: page.getByRole('group', { name: startsWith(say('Extras')) }),
  community: page.getByRole('combobox', { name: say('Area / community') }),
  building: page.getByRole('textbox', { name: say('Building or villa'), exact: true }),
  apartment: page.getByRole('textbox', { name: say('Apartment or villa number'), exact: true }),
  estimate: page.getByRole('region', { name: say('Estimated price') }),
  submit: page.getByRole('button', { name: say('Book Now') }),
});

/**
 * Types a community's whole name into the search and picks it with Enter (the first match is highlighted as one
 * types). Not a click on the option: the list re-renders as it filters, and a click landing mid-update was lost.
 */
export async function chooseCommunity(page: Page, community: string) {
  const field = bookingForm(page).community;
  await field.fill(community);
  await expect(page.getByRole('option', { name: community, exact: true })).toBeVisible();
  await field.press('Enter');
  await expect(field).toHaveValue(community);
}

/**
 * The fields the booking form asks for beyond the original brief's: where in Dubai (community, building, apartment).
 */
export async function fillLocation(
  page: Page,
  {
    community = 'Jumeirah',
    building = 'Villa 12',
    apartment = '',
  }: { community?: string; building?: string; apartment?: string } = {},
) {
  const fields = bookingForm(page);
  await chooseCommunity(page, community);
  await fields.building.fill(building);
  if (apartment) await fields.apartment.fill(apartment);
}

/** Opens the calendar and chooses `iso` (today or a later day of this month or the next). */
export async function chooseDate(page: Page, iso: string) {
  await bookingForm(page).date.click();
  const dialog = page.getByRole('dialog', { name: 'Choose date' });
  await expect(dialog).toBeVisible();
  if (iso.slice(0, 7) !== dubaiDay().slice(0, 7)) await dialog.getByRole('button', { name: 'Next month' }).click();
  await dialog.getByRole('button', { name: dayName(iso), exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(bookingForm(page).date).toHaveAccessibleName(`Date ${dayName(iso)}`);
}

/**
 * Books the same cleaning on /book-now or /ar/book-now, finding every field by its label in that language: a
 * 2-bedroom deep clean with the fridge, two weeks ahead at 10:00 AM, in Dubai Marina.
 */
export async function bookOn(page: Page, locale: 'en' | 'ar', email: string) {
  const say = (english: string) => (locale === 'ar' ? ar(english) : english);
  await gotoHydrated(page, locale === 'ar' ? '/ar/book-now' : '/book-now');
  const form = bookingForm(page, say);
  await form.service.selectOption('deep');
  await form.homeSize.selectOption('2br');
  await form.extras.getByRole('checkbox', { name: new RegExp(`^${say('Inside the fridge')}`) }).check();
  await form.date.click();
  await expect(page.getByRole('dialog', { name: say('Choose date') })).toBeVisible();
  // From today, two weeks down: the same day whichever way the calendar runs.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await form.time.selectOption('10:00 AM');
  await form.name.fill('Noura Al Marri');
  await form.phone.fill('050 765 4321');
  await form.email.fill(email);
  await form.community.fill(say('Dubai Marina'));
  await expect(page.getByRole('option', { name: say('Dubai Marina'), exact: true })).toBeVisible();
  await form.community.press('Enter');
  await expect(form.community).toHaveValue(say('Dubai Marina'));
  await form.building.fill('Marina Gate 2');
  await form.apartment.fill('1402');
  await form.address.fill('Marina Walk');
  await pastMinimumFillTime(page);
  await form.submit.click();
  await expect(page.getByRole('heading', { name: say('Booking request received') })).toBeFocused();
}
