import { slotRuleBreak } from '@sparkle/company/booking';
import { expectNoAxeViolations } from './support/axe';
import { dubaiDay, uniqueEmail } from './support/booking';
import { serviceHeaders } from './support/env';
import { expect, gotoHydrated, test } from './support/fixtures';

interface SeriesAnswer {
  token: string;
  reference: string;
  date: string;
  series: { id: string; visits: { occurs_on: string }[] };
}

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
});
