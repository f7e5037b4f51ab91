import { expectNoAxeViolations } from './support/axe';
import { dubaiDay, uniqueEmail } from './support/booking';
import { serviceHeaders } from './support/env';
import { expect, gotoHydrated, test } from './support/fixtures';
import { useStoredSession as storeSession } from './support/sessions';

/**
 * Regular cleaning in the back office against the real backend: a weekly series booked through the API is 8 visits
 * in the schedule's week view, one a week, each marked weekly; it shows on a visit's page with its 8 visits; the
 * office skips one (stored, and said on the page); the bookings list keeps the series' visits with the frequency
 * filter (in the URL) and loses them with another frequency.
 */

test('an admin sees a weekly series on a visit, skips a visit, and filters the bookings by frequency', async ({
  page,
  request,
  env,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const name = `Series ${Date.now().toString(36)} Customer`;
  const booked = await request.post(`${env.supabaseUrl}/rest/v1/rpc/request_booking`, {
    headers: { apikey: env.anonKey, Authorization: `Bearer ${env.anonKey}` },
    data: {
      _service: 'residential',
      // Two days ahead: its 8 weeks fit the horizon, and the second visit is far from the 24-hour rule.
      _date: dubaiDay(2),
      _time_slot: '10:00 AM',
      _name: name,
      _phone: '+971501234567',
      _email: uniqueEmail('series'),
      _community: 'Dubai Marina',
      _building: 'Marina Tower',
      _apartment: '1504',
      _property: '2br',
      _honeypot: '',
      _fill_ms: 20_000,
      _frequency: 'weekly',
    },
  });
  expect(booked.ok(), await booked.text()).toBe(true);
  const answer = (await booked.json()) as {
    series: { id: string; visits: { occurs_on: string; booking_id: string | null }[] };
  };
  const first = answer.series.visits.find((visit) => visit.booking_id)!;
  // 8 weeks ahead, each visit with its booking (none flagged for the office).
  expect(answer.series.visits).toHaveLength(8);
  expect(answer.series.visits.every((visit) => visit.booking_id)).toBe(true);

  // The schedule's week view, stepped with its own Next: each week has the series' visit on its day, marked
  // weekly in the words the entry is described by (not by colour alone).
  await storeSession(page, env, env.admin.email, env.admin.password);
  await gotoHydrated(page, `/admin?view=week&date=${first.occurs_on}`);
  const week = page.getByRole('region', { name: /^Schedule for / });
  for (const [index, visit] of answer.series.visits.entries()) {
    if (index > 0) await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`date=${visit.occurs_on}`));
    const entries = week.getByRole('button').filter({ hasText: name });
    const onItsDay = week
      .locator(`li:has(> h3[id$="-d-${visit.occurs_on}"])`)
      .getByRole('button')
      .filter({ hasText: name });
    await expect(onItsDay).toHaveCount(1);
    await expect(entries).toHaveCount(1);
    await expect(onItsDay).toHaveAccessibleDescription(/Weekly · Marina Tower · Dubai Marina/);
  }

  await gotoHydrated(page, `/admin/bookings/${first.booking_id}`);
  const panel = page.getByRole('region', { name: 'Regular cleaning' });
  await expect(panel.getByText('Weekly', { exact: true })).toBeVisible();
  await expect(panel.getByText('15%')).toBeVisible();
  const visits = panel.getByRole('list', { name: 'Visits' }).getByRole('listitem');
  await expect(visits).toHaveCount(8);
  await expectNoAxeViolations(page, 'a visit of a weekly series');

  // Skip the second visit: the page says so, and the database keeps it as skipped.
  const second = visits.nth(1);
  await second.getByRole('button', { name: /^Skip visit/ }).click();
  await expect(second.getByText('Skipped', { exact: true })).toBeVisible();
  const stored = await request.get(`${env.supabaseUrl}/rest/v1/series_visits`, {
    params: { series_id: `eq.${answer.series.id}`, select: 'occurs_on,state', order: 'occurs_on' },
    headers: serviceHeaders(env, false),
  });
  const rows = (await stored.json()) as { occurs_on: string; state: string }[];
  expect(rows).toHaveLength(8);
  expect(rows[1]?.state).toBe('skipped');

  // All visits of the series, then the list filtered by frequency, kept in the URL.
  await panel.getByRole('link', { name: 'All visits of this series' }).click();
  await expect(page).toHaveURL(new RegExp(`series=${answer.series.id}`));
  // Every visit that has a booking (a skipped one is a cancelled booking, still listed); none of anyone else.
  await expect(page.getByRole('link', { name })).toHaveCount(answer.series.visits.filter((v) => v.booking_id).length);
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(
    answer.series.visits.filter((v) => v.booking_id).length + 1,
  );
  await gotoHydrated(page, `/admin/bookings?q=${encodeURIComponent(name)}`);
  await page.getByRole('combobox', { name: 'Frequency' }).selectOption({ label: 'Weekly' });
  await expect(page).toHaveURL(/frequency=weekly/);
  await expect(page.getByRole('link', { name }).first()).toBeVisible();
  await page.getByRole('combobox', { name: 'Frequency' }).selectOption({ label: 'One time' });
  await expect(page).toHaveURL(/frequency=once/);
  await expect(page.getByText('No bookings match these filters.')).toBeVisible();
});
