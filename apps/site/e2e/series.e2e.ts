import type { Locator, Page } from '@playwright/test';
import { slotRuleBreak } from '@sparkle/company/booking';
import { expectNoAxeViolations } from './support/axe';
import { dayName, dubaiDay, uniqueEmail } from './support/booking';
import { serviceHeaders } from './support/env';
import { expect, gotoHydrated, test } from './support/fixtures';

interface SeriesAnswer {
  token: string;
  reference: string;
  date: string;
  series: { id: string; visits: { occurs_on: string }[] };
}

/** Picks `iso` in the calendar of a date field (it opens on this month). */
async function pickDay(page: Page, field: Locator, iso: string) {
  await field.click();
  const dialog = page.getByRole('dialog', { name: 'Choose date' });
  await expect(dialog).toBeVisible();
  const today = dubaiDay();
  const months =
    (Number(iso.slice(0, 4)) - Number(today.slice(0, 4))) * 12 + Number(iso.slice(5, 7)) - Number(today.slice(5, 7));
  for (let month = 0; month < months; month++) await dialog.getByRole('button', { name: 'Next month' }).click();
  await dialog.getByRole('button', { name: dayName(iso), exact: true }).click();
  await expect(dialog).toBeHidden();
}

/** The first of `days` (counted from today) that the rules let book at `slot`, if any. */
const firstOpen = (days: number[], slot: '09:00 AM' | '10:00 AM' | '02:00 PM', not: string[] = []) =>
  days
    .map((day) => dubaiDay(day))
    .find((day) => !not.includes(day) && slotRuleBreak(day, slot, Date.now(), []) === null);

test.describe('a regular cleaning from its manage link', () => {
  test('skips this visit, then cancels the whole series after asking; the database has both', async ({
    page,
    request,
    env,
  }) => {
    // A weekly office cleaning at 10 AM on the first day from 9 days on that the rules allow.
    const date = [9, 10, 11, 12, 13, 14, 15]
      .map((days) => dubaiDay(days))
      .find((day) => slotRuleBreak(day, '10:00 AM', Date.now(), []) === null);
    const booked = await request.post(`${env.supabaseUrl}/rest/v1/rpc/request_booking`, {
      headers: { apikey: env.anonKey, Authorization: `Bearer ${env.anonKey}`, 'Content-Type': 'application/json' },
      data: {
        _service: 'office',
        _date: date,
        _time_slot: '10:00 AM',
        _name: 'Weekly Customer',
        _phone: '+971501234567',
        _email: uniqueEmail('weekly'),
        _address: 'Bay Square',
        _community: 'Business Bay',
        _building: 'Bay Square 5',
        _property: 'office-s',
        _frequency: 'weekly',
        _fill_ms: 20_000,
      },
    });
    expect(booked.ok(), await booked.text()).toBe(true);
    const answer = (await booked.json()) as SeriesAnswer;
    expect(answer.series.visits.length).toBeGreaterThan(1);
    const seriesRows = async () => {
      const rows = await request.get(`${env.supabaseUrl}/rest/v1/bookings`, {
        params: { series_id: `eq.${answer.series.id}`, select: 'reference,status', order: 'date' },
        headers: serviceHeaders(env),
      });
      return (await rows.json()) as { reference: string; status: string }[];
    };

    await gotoHydrated(page, `/booking/${answer.token}`);
    const main = page.getByRole('main');
    const series = main.getByRole('region', { name: 'Your regular cleaning' });
    await expect(series).toContainText('Weekly on');
    await expect(series.getByRole('listitem').first()).toHaveAttribute('aria-current', 'true');
    await expectNoAxeViolations(page, 'the manage page of a visit of a series');

    // Skip this visit: it is cancelled in the database, the others stay, and the page says so.
    await series.getByRole('button', { name: 'Skip this visit' }).click();
    await expect(page.getByText('This visit is skipped. The rest of your series goes on.')).toBeVisible();
    await expect(main.getByText('This booking has been cancelled.')).toBeVisible();
    await expect(series.getByRole('listitem').first()).toContainText('Skipped');
    await expect(series.getByRole('button', { name: 'Skip this visit' })).toHaveCount(0);
    const afterSkip = await seriesRows();
    expect(afterSkip.find((row) => row.reference === answer.reference)?.status).toBe('cancelled');
    expect(afterSkip.filter((row) => row.status !== 'cancelled').length).toBe(afterSkip.length - 1);

    // Cancel the whole series: asked first, in place; then every future visit is cancelled.
    await series.getByRole('button', { name: 'Cancel the whole series' }).click();
    const question = series.getByRole('region', { name: 'Cancel the whole series?' });
    await expect(question.getByRole('heading')).toBeFocused();
    await expectNoAxeViolations(page, 'the question before cancelling a series');
    await question.getByRole('button', { name: 'Yes, cancel the series' }).click();
    await expect(page.getByText('Your regular cleaning is cancelled: no more visits will be booked.')).toBeVisible();
    await expect(series.getByRole('button')).toHaveCount(0);
    await expect(series.getByText('Cancelled').first()).toBeVisible();
    expect((await seriesRows()).every((row) => row.status === 'cancelled')).toBe(true);
  });

  test('moves one visit of a series, then changes its day and time from a date on; the database has both', async ({
    page,
    request,
    env,
  }) => {
    const days = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);
    const date = firstOpen(days(9, 7), '10:00 AM')!;
    const offset = (iso: string) => Math.round((Date.parse(iso) - Date.parse(dubaiDay())) / 86_400_000);
    const booked = await request.post(`${env.supabaseUrl}/rest/v1/rpc/request_booking`, {
      headers: { apikey: env.anonKey, Authorization: `Bearer ${env.anonKey}`, 'Content-Type': 'application/json' },
      data: {
        _service: 'office',
        _date: date,
        _time_slot: '10:00 AM',
        _name: 'Weekly Mover',
        _phone: '+971501234567',
        _email: uniqueEmail('weekly-move'),
        _address: 'Bay Square',
        _community: 'Business Bay',
        _building: 'Bay Square 5',
        _property: 'office-s',
        _frequency: 'weekly',
        _fill_ms: 20_000,
      },
    });
    expect(booked.ok(), await booked.text()).toBe(true);
    const answer = (await booked.json()) as SeriesAnswer;
    const second = answer.series.visits[1]!.occurs_on;
    const seriesBookings = async () => {
      const rows = await request.get(`${env.supabaseUrl}/rest/v1/bookings`, {
        params: { series_id: `eq.${answer.series.id}`, select: 'date,time_slot,status', order: 'date' },
        headers: serviceHeaders(env),
      });
      return (await rows.json()) as { date: string; time_slot: string; status: string }[];
    };

    await gotoHydrated(page, `/booking/${answer.token}`);
    const main = page.getByRole('main');
    const series = main.getByRole('region', { name: 'Your regular cleaning' });

    // Move the second visit a day later, to 2 PM: the live slots of that day, then the database's answer.
    const movedTo = firstOpen(days(offset(second) + 1, 5), '02:00 PM', [answer.series.visits[2]!.occurs_on])!;
    await series.getByRole('button', { name: `Move: ${dayName(second)}` }).click();
    const panel = main.getByRole('region', { name: 'Move this visit to another date and time' });
    await expect(panel.getByRole('heading')).toBeFocused();
    await expect(panel).toContainText(`Now: ${dayName(second)}, 10:00 AM – 12:00 PM`);
    await pickDay(page, panel.getByRole('button', { name: /^New date/ }), movedTo);
    await panel.getByRole('combobox', { name: 'New time' }).selectOption('02:00 PM');
    await panel.getByRole('button', { name: 'Move visit' }).click();
    await expect(page.getByText('The visit is moved to its new date and time.')).toBeVisible();
    await expect(series).toContainText(`${dayName(movedTo)}, 02:00 PM – 04:00 PM`);
    expect(await seriesBookings()).toContainEqual({ date: movedTo, time_slot: '02:00 PM', status: 'pending' });

    // From a later day on (another weekday), every week at 9 AM: the visits from then move, the earlier ones stay.
    const from = firstOpen(days(offset(answer.series.visits[3]!.occurs_on) + 1, 6), '09:00 AM')!;
    await series.getByRole('button', { name: 'Change day and time' }).click();
    const change = main.getByRole('region', { name: 'Change the day and time of your visits' });
    await pickDay(page, change.getByRole('button', { name: /^From/ }), from);
    await change.getByRole('combobox', { name: 'New time' }).selectOption('09:00 AM');
    await expectNoAxeViolations(page, 'changing the day and time of a series');
    await change.getByRole('button', { name: 'Save new day and time' }).click();
    await expect(series.getByRole('status')).toContainText(`Your visits from ${dayName(from)} on have moved`);
    await expect(series).toContainText(`${dayName(from)}, 09:00 AM – 11:00 AM`);

    const active = (await seriesBookings()).filter((row) => row.status !== 'cancelled');
    const later = active.filter((row) => row.date >= from);
    expect(later.length).toBeGreaterThan(0);
    for (const row of later) {
      expect(row.time_slot).toBe('09:00 AM');
      expect(new Date(`${row.date}T00:00:00Z`).getUTCDay()).toBe(new Date(`${from}T00:00:00Z`).getUTCDay());
    }
    expect(active.filter((row) => row.date < from).map((row) => row.time_slot)).toEqual(
      expect.arrayContaining(['10:00 AM', '02:00 PM']),
    );
    const events = await request.get(`${env.supabaseUrl}/rest/v1/booking_events`, {
      params: { series_id: `eq.${answer.series.id}`, select: 'kind', order: 'id' },
      headers: serviceHeaders(env),
    });
    const kinds = ((await events.json()) as { kind: string }[]).map((event) => event.kind);
    expect(kinds).toEqual(expect.arrayContaining(['visit_moved', 'series_changed']));
  });
});
