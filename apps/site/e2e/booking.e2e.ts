import type { Page } from '@playwright/test';
import { messages } from '@sparkle/machines';
import { contact } from '../src/content/company';
import { bookingForm, bookingsFor, chooseDate, dayName, dubaiDay, fillLocation, uniqueEmail } from './support/booking';
import { expect, gotoHydrated, test } from './support/fixtures';
import { pastMinimumFillTime } from './support/forms';

const form = bookingForm;

/** The details after the slot: name, phone (as people write it in the UAE), e-mail, where in Dubai. */
async function fillContactDetails(page: Page, email: string) {
  const fields = form(page);
  await fields.name.fill('Layla Haddad');
  await fields.phone.fill('050 765 4321');
  await fields.email.fill(email);
  await fillLocation(page, { community: 'Jumeirah', building: 'Villa 12' });
  await fields.address.fill('Street 4\nJumeirah 1, Dubai');
}

/** Holds every booking insert until `release()` is called, so the pending state can be seen. */
async function holdBookingInserts(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/rest/v1/rpc/request_booking*', async (route) => {
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

    // 4. Complete (with the home's size, which the price needs): 'Submitting...' while the booking is stored,
    // then the success toast, an empty form and the confirmation with the booking's reference.
    await fields.service.selectOption('Deep Cleaning');
    await fields.homeSize.selectOption('2 bedrooms');
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
    for (const field of [fields.name, fields.phone, fields.email, fields.community, fields.building, fields.address]) {
      await expect(field).toHaveValue('');
    }

    const rows = await bookingsFor(request, env, email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      service: 'deep',
      date: tomorrow,
      time_slot: '10:00 AM',
      name: 'Layla Haddad',
      // Stored in E.164 whatever way it was typed.
      phone: '+971507654321',
      email,
      community: 'Jumeirah',
      building: 'Villa 12',
      address: 'Street 4\nJumeirah 1, Dubai',
      property: '2br',
      // The price is the database's: Deep Cleaning of 2 bedrooms, AED 400 + 5% VAT.
      subtotal_aed: 400,
      vat_aed: 20,
      total_aed: 420,
      status: 'pending',
    });
    const confirmation = page.getByRole('heading', { name: 'Booking request received' });
    await expect(confirmation).toBeFocused();
    await expect(page.getByText(String(rows[0]?.reference))).toBeVisible();
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
    await page.route('**/rest/v1/rpc/request_booking*', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ code: 'XX000', message: 'The database is unavailable', details: null, hint: null }),
      }),
    );
    await gotoHydrated(page, '/book-now');
    const fields = form(page);
    await fields.service.selectOption('Office Cleaning');
    await fields.officeArea.selectOption('1,001–2,500 sq ft');
    await chooseDate(page, tomorrow);
    await fields.time.selectOption('03:00 PM');
    await fillContactDetails(page, email);
    await pastMinimumFillTime(page);
    await fields.submit.click();

    const alert = page.getByRole('alert');
    await expect(alert).toContainText(messages.errorTitle);
    await expect(alert).toContainText(messages.booking.failure);
    await expect(fields.submit).toBeEnabled();
    await expect(fields.service).toHaveValue('office');
    await expect(fields.date).toHaveAccessibleName(`Date ${dayName(tomorrow)}`);
    await expect(fields.time).toHaveValue('03:00 PM');
    await expect(fields.officeArea).toHaveValue('office-m');
    await expect(fields.name).toHaveValue('Layla Haddad');
    await expect(fields.phone).toHaveValue('050 765 4321');
    await expect(fields.email).toHaveValue(email);
    await expect(fields.community).toHaveValue('Jumeirah');
    await expect(fields.building).toHaveValue('Villa 12');
    await expect(fields.address).toHaveValue('Street 4\nJumeirah 1, Dubai');
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
    // The size list turns on once the form knows the service (as a person sees it: before, it is greyed out and
    // Tab passes it). The form is an island that wakes at this first focus, so that can take a moment.
    await expect(fields.homeSize).toBeEnabled();

    // The home's size, then the extras: Space ticks the oven, Tab passes the rest.
    await page.keyboard.press('Tab');
    await expect(fields.homeSize).toBeFocused();
    await page.keyboard.type('Studio');
    await expect(fields.homeSize).toHaveValue('studio');
    const oven = fields.extras.getByRole('checkbox', { name: /^Inside the oven/ });
    const extras = fields.extras.getByRole('checkbox');
    await page.keyboard.press('Tab');
    for (let step = 0; step < 10 && !(await oven.evaluate((e) => e === document.activeElement)); step += 1) {
      await page.keyboard.press('Tab');
    }
    await expect(oven).toBeFocused();
    await page.keyboard.press('Space');
    await expect(oven).toBeChecked();
    const last = extras.last();
    for (let step = 0; step < 10 && !(await last.evaluate((e) => e === document.activeElement)); step += 1) {
      await page.keyboard.press('Tab');
    }

    // How often: a one-time cleaning unless chosen otherwise.
    await page.keyboard.press('Tab');
    const frequency = page.getByRole('combobox', { name: 'How often' });
    await expect(frequency).toBeFocused();
    await expect(frequency).toHaveValue('once');
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
    await typeInto(fields.phone, '00971 55 000 1111');
    await typeInto(fields.email, email);
    // The community: type to filter; the first match is highlighted as one types, and Enter picks it.
    await typeInto(fields.community, 'business b');
    await page.keyboard.press('Enter');
    await expect(fields.community).toHaveValue('Business Bay');
    await typeInto(fields.building, 'Bay Square 3');
    await typeInto(fields.apartment, '1203');
    await typeInto(fields.address, 'Office 1203');
    await page.keyboard.press('Shift+Enter');
    await page.keyboard.type('Business Bay');

    for (let step = 0; step < 5 && !(await fields.submit.evaluate((e) => e === document.activeElement)); step += 1) {
      await page.keyboard.press('Tab');
    }
    await expect(fields.submit).toBeFocused();
    await pastMinimumFillTime(page);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: messages.booking.success })).toBeVisible();
    // Focus goes to the confirmation, which replaces nothing: the form is below it, empty.
    await expect(page.getByRole('heading', { name: 'Booking request received' })).toBeFocused();

    const rows = await bookingsFor(request, env, email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      service: 'movein',
      date: tomorrow,
      time_slot: '11:00 AM',
      name: 'Omar Keyboard',
      phone: '+971550001111',
      community: 'Business Bay',
      building: 'Bay Square 3',
      apartment: '1203',
      address: 'Office 1203\nBusiness Bay',
      property: 'studio',
      extras: ['oven'],
      // Move-in/out of a studio, AED 350, and the oven, AED 60: AED 410 + 5% VAT.
      total_aed: 430.5,
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
