import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { dayName, dubaiDay, uniqueEmail } from './support/booking';
import { type E2EEnv, serviceHeaders } from './support/env';
import { expect, gotoHydrated, test } from './support/fixtures';
import { useStoredSession as storeSession } from './support/sessions';

/**
 * The back office's teams against the real backend: an admin makes a team, gives it a leave day, invites a cleaner
 * (the mail arrives in the local inbox), and assigns a booking to the team in the schedule with the keyboard alone —
 * refused with the rule's reason while the team is on leave that day (and so from the bookings list's Move action),
 * done once the leave is gone — then deletes the team. With any team that takes jobs every booking needs a free team,
 * which would refuse the bookings of tests running beside it: this one runs by itself, after all the others
 * (`@alone`, playwright.config.ts).
 */

test.describe.configure({ mode: 'serial' });

async function read<T>(request: APIRequestContext, env: E2EEnv, path: string): Promise<T> {
  const response = await request.get(`${env.supabaseUrl}/rest/v1/${path}`, { headers: serviceHeaders(env) });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}

async function inboxFor(request: APIRequestContext, env: E2EEnv, email: string) {
  let mails: { subject: string; text: string }[] = [];
  await expect
    .poll(
      async () => {
        const response = await request.get(`${env.inboxUrl}/api/messages`, { params: { to: email } });
        mails = (await response.json()) as typeof mails;
        return mails.length;
      },
      { timeout: 20_000 },
    )
    .toBeGreaterThanOrEqual(1);
  return mails;
}

/** Moves the booking in the schedule's day view with the keyboard: its move handle, the arrow keys, Enter. */
async function moveWithKeyboard(page: Page, day: string, customer: string, keys: string[]) {
  await gotoHydrated(page, `/admin?date=${day}`);
  const schedule = page.getByRole('table', { name: /^Schedule for / });
  await expect(schedule.getByRole('button', { name: new RegExp(`^${customer}`) })).toBeVisible();
  await schedule.getByRole('button', { name: `Move ${customer}` }).focus();
  await page.keyboard.press('Enter');
  for (const key of keys) await page.keyboard.press(key);
  await page.keyboard.press('Enter');
}

test('an admin makes a team, invites a cleaner, and assigns a booking to it with the keyboard', {
  tag: '@alone',
}, async ({ page, request, env }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await storeSession(page, env, env.admin.email, env.admin.password);
  const team = `Team ${Date.now().toString(36)}`;
  // A day ahead that is not closed (a closed day takes no booking).
  const closed = await read<{ day: string }[]>(request, env, 'closed_days?select=day');
  const day = [9, 10, 11, 12, 13].map((ahead) => dubaiDay(ahead)).find((d) => !closed.some((c) => c.day === d)) ?? '';
  const customer = `Teams ${Date.now().toString(36)} Customer`;

  // A team with every service and every day (what the form starts with).
  await gotoHydrated(page, '/admin/teams');
  await expect(page.getByRole('heading', { level: 1, name: 'Teams' })).toBeVisible();
  const newTeam = page.getByRole('form', { name: 'New team' });
  await newTeam.getByRole('textbox', { name: /Team name/ }).fill(team);
  await newTeam.getByRole('button', { name: 'Add team' }).click();
  const card = page.getByRole('article', { name: team });
  await expect(card).toContainText('Mon, Tue, Wed, Thu, Fri, Sat, Sun');
  const [stored] = await read<{ id: string; active: boolean; services: string[] }[]>(
    request,
    env,
    `teams?name=eq.${encodeURIComponent(team)}&select=id,active,services`,
  );
  expect(stored).toMatchObject({ active: true, services: ['residential', 'office', 'deep', 'movein', 'carpet'] });

  // A visitor's booking on that day, unassigned.
  const booked = await request.post(`${env.supabaseUrl}/rest/v1/rpc/request_booking`, {
    headers: { apikey: env.anonKey, Authorization: `Bearer ${env.anonKey}`, 'Content-Type': 'application/json' },
    data: {
      _service: 'deep',
      _date: day,
      _time_slot: '10:00 AM',
      _name: customer,
      _phone: '+971501234567',
      _email: uniqueEmail('teams-customer'),
      _community: 'Al Barsha 2',
      _building: 'Villa 12',
      _property: '2br',
      _honeypot: '',
      _fill_ms: 20_000,
    },
  });
  expect(booked.ok(), await booked.text()).toBe(true);

  // Leave that day, from the team's card.
  const leave = card.getByRole('form', { name: 'Leave days' });
  await leave.getByRole('button', { name: /^Date/ }).click();
  const calendar = page.getByRole('dialog', { name: 'Choose date' });
  if (day.slice(0, 7) !== dubaiDay().slice(0, 7)) await calendar.getByRole('button', { name: 'Next month' }).click();
  await calendar.getByRole('button', { name: dayName(day), exact: true }).click();
  await leave.getByRole('textbox', { name: /Reason/ }).fill('Training');
  await leave.getByRole('button', { name: 'Add leave day' }).click();
  await expect(card.getByRole('list', { name: `Leave days of ${team}` })).toContainText('Training');

  // A cleaner invited into the team: the invitation is listed, and its mail is in the inbox.
  const cleaner = uniqueEmail('cleaner');
  const invite = page.getByRole('form', { name: 'Invite a cleaner' });
  await invite.getByRole('textbox', { name: /Email/ }).fill(cleaner);
  await invite.getByRole('combobox', { name: /Team/ }).selectOption({ label: team });
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(invite.getByRole('status')).toHaveText(`Invitation sent to ${cleaner}.`);
  await expect(card.getByRole('listitem').filter({ hasText: cleaner })).toContainText('Invited');
  const [mail] = await inboxFor(request, env, cleaner);
  expect(mail?.subject).toMatch(/^Join the .* crew$/);
  expect(mail?.text).toContain(team);
  expect(mail?.text).toMatch(/\/crew\/join\/[\w-]{16,}/);

  // The move to the team on its leave day is refused, saying why; the booking stays unassigned.
  await moveWithKeyboard(page, day, customer, ['ArrowLeft']);
  await expect(page.getByRole('alert').filter({ hasText: `${customer} was not moved` })).toContainText(
    `${team} is on leave on`,
  );
  const unassigned = await read<{ team_id: string | null }[]>(
    request,
    env,
    `bookings?name=eq.${encodeURIComponent(customer)}&select=team_id`,
  );
  expect(unassigned).toEqual([{ team_id: null }]);
  // The bookings list's Move action is the same move, refused with the same reason in its dialog.
  await gotoHydrated(page, `/admin/bookings?q=${encodeURIComponent(customer)}`);
  await page.getByRole('button', { name: `Move ${customer}` }).click();
  const moveDialog = page.getByRole('dialog', { name: `Move ${customer}` });
  await moveDialog.getByRole('combobox', { name: 'Team' }).selectOption({ label: team });
  await moveDialog.getByRole('button', { name: 'Save team and time' }).click();
  await expect(moveDialog.getByRole('alert')).toContainText(`${team} is on leave on`);
  await expect(moveDialog.getByRole('combobox', { name: 'Team' })).toHaveValue(stored?.id ?? '');
  await expectNoAxeViolations(page, 'the Move dialog of the bookings list');
  expect(await read(request, env, `bookings?name=eq.${encodeURIComponent(customer)}&select=team_id`)).toEqual([
    { team_id: null },
  ]);

  // Without the leave, the same keys assign it.
  await gotoHydrated(page, '/admin/teams');
  await leave.getByRole('button', { name: /^Remove / }).click();
  await expect(card.getByText('No leave ahead.')).toBeVisible();
  await moveWithKeyboard(page, day, customer, ['ArrowLeft']);
  await expect(page.getByRole('status').filter({ hasText: `Moved ${customer} to ${team}` })).toBeVisible();
  const assigned = await read<{ team_id: string | null }[]>(
    request,
    env,
    `bookings?name=eq.${encodeURIComponent(customer)}&select=team_id`,
  );
  expect(assigned).toEqual([{ team_id: stored?.id }]);

  // The booking's own page says the same, in its team-and-time form (the keyboard path there).
  const [{ id: bookingId } = { id: '' }] = await read<{ id: string }[]>(
    request,
    env,
    `bookings?name=eq.${encodeURIComponent(customer)}&select=id`,
  );
  await gotoHydrated(page, `/admin/bookings/${bookingId}`);
  const teamAndTime = page.getByRole('form', { name: 'Team and time' });
  await expect(teamAndTime.getByRole('combobox', { name: 'Team' })).toHaveValue(stored?.id ?? '');
  await expectNoAxeViolations(page, 'a booking with its team and time');

  // The team goes; its booking is unassigned again and bookings count the crews of Settings once more.
  await gotoHydrated(page, '/admin/teams');
  await card.getByRole('button', { name: `Delete team (${team})` }).click();
  await card.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByRole('article', { name: team })).toHaveCount(0);
  expect(await read(request, env, `bookings?name=eq.${encodeURIComponent(customer)}&select=team_id`)).toEqual([
    { team_id: null },
  ]);
});
