import type { Page } from '@playwright/test';
import { messages } from '@sparkle/machines';
import { contact } from '../src/content/company';
import { bookingForm, bookingsFor, chooseDate, dayName, dubaiDay, uniqueEmail } from './support/booking';
import { expect, gotoHydrated, test } from './support/fixtures';
import { pastMinimumFillTime } from './support/forms';

const form = bookingForm;

async function fillContactDetails(page: Page, email: string) {
  const fields = form(page);
  await fields.name.fill('Layla Haddad');
  await fields.phone.fill('+971 50 765 4321');
  await fields.email.fill(email);
  await fields.address.fill('Villa 12, Street 4\nJumeirah 1, Dubai');
}

/** Holds every booking insert until `release()` is called, so the pending state can be seen. */
async function holdBookingInserts(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/rest/v1/bookings*', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.describe('book-now', () => {
  test('checks date, time slot and service in the spec order, then stores the booking and clears the form', async ({
    page,
    request,
    env,
  }) => {
    const email = uniqueEmail('order');
    const tomorrow = dubaiDay(1);
    await gotoHydrated(page, '/book-now');
    const fields = form(page);
    const alert = page.getByRole('alert');
    await fillContactDetails(page, email);

    // 1. Nothing chosen: the date is asked for first, and focus goes to the date field.
    await fields.submit.click();
    await expect(alert).toHaveText(messages.booking.missingDate);
    await expect(fields.date).toBeFocused();
    await expect(fields.date).toHaveAccessibleDescription(`Error: ${messages.booking.missingDate}`);

    // 2. With a date: the time slot.
    await chooseDate(page, tomorrow);
    await fields.submit.click();
    await expect(alert).toHaveText(messages.booking.missingTimeSlot);
    await expect(fields.time).toBeFocused();

    // 3. With date and time: the service type.
    await fields.time.selectOption('10:00 AM');
    await fields.submit.click();
    await expect(alert).toHaveText(messages.booking.missingService);
    await expect(fields.service).toBeFocused();

    // 4. Complete: 'Submitting...' while the booking is stored, then the success toast and an empty form.
    await fields.service.selectOption('Deep Cleaning');
    const release = await holdBookingInserts(page);
    await pastMinimumFillTime(page);
    await fields.submit.click();
    const pendingButton = page.getByRole('button', { name: messages.booking.submitting });
    await expect(pendingButton).toBeDisabled();
    await expect(fields.name).toHaveValue('Layla Haddad');
    release();
    await expect(page.getByRole('status').filter({ hasText: messages.booking.success })).toBeVisible();
    await expect(fields.submit).toBeEnabled();

    await expect(fields.service).toHaveValue('');
    await expect(fields.date).toHaveAccessibleName('Date Pick a date');
    await expect(fields.time).toHaveValue('');
    for (const field of [fields.name, fields.phone, fields.email, fields.address]) await expect(field).toHaveValue('');

    const rows = await bookingsFor(request, env, email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      service: 'deep',
      date: tomorrow,
      time_slot: '10:00 AM',
      name: 'Layla Haddad',
      phone: '+971 50 765 4321',
      email,
      address: 'Villa 12, Street 4\nJumeirah 1, Dubai',
      status: 'pending',
    });
  });

  test('days before today (in Dubai) cannot be chosen', async ({ page }) => {
    const today = dubaiDay();
    const yesterday = dubaiDay(-1);
    await gotoHydrated(page, '/book-now');
    await form(page).date.click();
    const dialog = page.getByRole('dialog', { name: 'Choose date' });
    const todayButton = dialog.getByRole('button', { name: dayName(today), exact: true });
    await expect(todayButton).toHaveAttribute('aria-current', 'date');
    await expect(todayButton).toBeFocused();
    // The month before today's cannot be shown.
    await expect(dialog.getByRole('button', { name: 'Previous month' })).toHaveAttribute('aria-disabled', 'true');

    if (yesterday.slice(0, 7) === today.slice(0, 7)) {
      const yesterdayButton = dialog.getByRole('button', { name: dayName(yesterday), exact: true });
      await expect(yesterdayButton).toHaveAttribute('aria-disabled', 'true');
      // An unavailable day is not enabled for Playwright either: force the click, as a person may click it.
      await yesterdayButton.click({ force: true });
      await expect(dialog).toBeVisible();
    }
    // The keyboard stops at today as well.
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('PageUp');
    await expect(todayButton).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(form(page).date).toHaveAccessibleName('Date Pick a date');
    await expect(form(page).date).toBeFocused();
  });

  test('a failed booking keeps everything typed and shows an error toast', async ({ page, consoleMessages }) => {
    const email = uniqueEmail('failure');
    const tomorrow = dubaiDay(1);
    await page.route('**/rest/v1/bookings*', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ code: 'XX000', message: 'The database is unavailable', details: null, hint: null }),
      }),
    );
    await gotoHydrated(page, '/book-now');
    const fields = form(page);
    await fields.service.selectOption('Office Cleaning');
    await chooseDate(page, tomorrow);
    await fields.time.selectOption('03:00 PM');
    await fillContactDetails(page, email);
    await fields.submit.click();

    const alert = page.getByRole('alert');
    await expect(alert).toContainText(messages.errorTitle);
    await expect(alert).toContainText(messages.booking.failure);
    await expect(fields.submit).toBeEnabled();
    await expect(fields.service).toHaveValue('office');
    await expect(fields.date).toHaveAccessibleName(`Date ${dayName(tomorrow)}`);
    await expect(fields.time).toHaveValue('03:00 PM');
    await expect(fields.name).toHaveValue('Layla Haddad');
    await expect(fields.phone).toHaveValue('+971 50 765 4321');
    await expect(fields.email).toHaveValue(email);
    await expect(fields.address).toHaveValue('Villa 12, Street 4\nJumeirah 1, Dubai');
    expect(consoleMessages.some((entry) => entry.type === 'error' && /Booking failed/.test(entry.text))).toBe(true);
  });

  test('a whole booking can be made with the keyboard alone', async ({ page, request, env }) => {
    const email = uniqueEmail('keyboard');
    const tomorrow = dubaiDay(1);
    await gotoHydrated(page, '/book-now');
    const fields = form(page);

    // From the top of the page, Tab until the first field of the form.
    for (let step = 0; step < 60; step += 1) {
      await page.keyboard.press('Tab');
      if (await fields.service.evaluate((element) => element === document.activeElement)) break;
    }
    await expect(fields.service).toBeFocused();
    await page.keyboard.type('Move');
    await expect(fields.service).toHaveValue('movein');

    await page.keyboard.press('Tab');
    await expect(fields.date).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Choose date' });
    await expect(dialog.getByRole('button', { name: dayName(dubaiDay()), exact: true })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByRole('button', { name: dayName(tomorrow), exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(fields.date).toBeFocused();
    await expect(fields.date).toHaveAccessibleName(`Date ${dayName(tomorrow)}`);

    await page.keyboard.press('Tab');
    await expect(fields.time).toBeFocused();
    await page.keyboard.type('11');
    await expect(fields.time).toHaveValue('11:00 AM');

    const typeInto = async (field: ReturnType<typeof form>['name'], text: string) => {
      await page.keyboard.press('Tab');
      await expect(field).toBeFocused();
      await page.keyboard.type(text);
    };
    await typeInto(fields.name, 'Omar Keyboard');
    await typeInto(fields.phone, '+971 55 000 1111');
    await typeInto(fields.email, email);
    await typeInto(fields.address, 'Office 1203');
    await page.keyboard.press('Shift+Enter');
    await page.keyboard.type('Business Bay');

    await page.keyboard.press('Tab');
    await expect(fields.submit).toBeFocused();
    await pastMinimumFillTime(page);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: messages.booking.success })).toBeVisible();
    // Focus is not lost to the page once the button is enabled again.
    await expect(fields.submit).toBeFocused();

    const rows = await bookingsFor(request, env, email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      service: 'movein',
      date: tomorrow,
      time_slot: '11:00 AM',
      name: 'Omar Keyboard',
      address: 'Office 1203\nBusiness Bay',
    });
  });

  test('the information notes give the phone number for urgent bookings', async ({ page }) => {
    await gotoHydrated(page, '/book-now');
    const notes = page.getByRole('region', { name: 'Booking Information' });
    await expect(notes.getByRole('link', { name: contact.phone })).toHaveAttribute(
      'href',
      `tel:${contact.phone.replace(/[^\d+]/g, '')}`,
    );
    await expect(notes.getByRole('listitem')).toHaveCount(5);
  });
});
