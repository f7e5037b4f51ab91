import { expectNoAxeViolations } from './support/axe';
import { dubaiDay, uniqueEmail } from './support/booking';
import { serviceHeaders } from './support/env';
import { expect, gotoHydrated, test, waitForLaidOut } from './support/fixtures';
import { useStoredSession } from './support/sessions';

/**
 * A review from a real customer: the job is marked done, the review request's link opens the review page, the
 * customer sends stars and words, and the review appears on /testimonials (in the HTML the server sends, with the
 * site's average in the JSON-LD) only once an admin approved it. It changes the home page and /testimonials for
 * everyone, so it runs after the rest (the home page's tests count the spec's nine testimonials).
 */

test('a review sent from its link appears on /testimonials only after approval', { tag: '@after-the-rest' }, async ({
  page,
  request,
  env,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('review');
  const comment = `Spotless kitchen and very polite crew (${Date.now()}).`;
  const headers = serviceHeaders(env);

  // A booking, then marked done as an admin does: the review request is written with it.
  const booked = await request.post(`${env.supabaseUrl}/rest/v1/rpc/request_booking`, {
    headers,
    data: {
      _service: 'deep',
      _date: dubaiDay(20),
      _time_slot: '10:00 AM',
      _name: 'Mariam Al Falasi',
      _phone: '+971501112233',
      _email: email,
      _community: 'Mirdif',
      _building: 'Villa 7',
      _property: '1br',
      _fill_ms: 20_000,
    },
  });
  expect(booked.ok()).toBe(true);
  const { reference } = (await booked.json()) as { reference: string };
  const done = await request.patch(`${env.supabaseUrl}/rest/v1/bookings`, {
    headers,
    params: { reference: `eq.${reference}` },
    data: { status: 'completed' },
  });
  expect(done.ok()).toBe(true);
  // The request waits two hours in the outbox: its link is in its payload.
  const messages = await request.get(`${env.supabaseUrl}/rest/v1/outbox_messages`, {
    headers,
    params: { recipient: `eq.${email}`, kind: 'eq.review_request', select: 'payload,send_after' },
  });
  const [message] = (await messages.json()) as { payload: { review_path: string }; send_after: string }[];
  expect(new Date(message!.send_after).getTime()).toBeGreaterThan(Date.now() + 3600_000);

  // The customer opens the link and reviews the job with the keyboard.
  await gotoHydrated(page, message!.payload.review_path);
  await expect(page.getByRole('heading', { level: 1, name: 'How did we do, Mariam?' })).toBeVisible();
  await expectNoAxeViolations(page, 'the review form');
  await page.getByRole('radio', { name: '1 star', exact: true }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: '5 stars' })).toBeChecked();
  await page.getByRole('textbox', { name: 'Your review' }).fill(comment);
  await page.getByRole('button', { name: 'Send review' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your review!' })).toBeFocused();
  await expectNoAxeViolations(page, 'the thanks');

  // Waiting for approval: not on the site.
  const served = async () => (await (await request.get('/testimonials')).text()).includes(comment);
  expect(await served()).toBe(false);

  // An admin approves it in the back office.
  await useStoredSession(page, env, env.admin.email, env.admin.password);
  await gotoHydrated(page, '/admin/reviews');
  await expect(page.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
  const review = page.getByRole('article', { name: 'Mariam Al Falasi' }).filter({ hasText: comment });
  await expect(review.getByText('Mariam, Mirdif')).toBeVisible();
  await review.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Review published.' })).toBeVisible();

  // The server renders the pages that show reviews again: the review is in the HTML it sends, first name and
  // community only, and the home page's JSON-LD carries the average.
  await expect.poll(served, { timeout: 20_000 }).toBe(true);
  const html = await (await request.get('/testimonials')).text();
  expect(html).not.toContain('Al Falasi');
  expect(html).not.toContain(email);
  await expect
    .poll(
      async () =>
        /"aggregateRating":\{"@type":"AggregateRating","ratingValue":[\d.]+,"reviewCount":\d+/.test(
          await (await request.get('/')).text(),
        ),
      { timeout: 20_000 },
    )
    .toBe(true);

  await gotoHydrated(page, '/testimonials');
  await waitForLaidOut(page);
  const reviews = page.getByRole('list', { name: 'Reviews from our customers' });
  const card = reviews.getByRole('figure').filter({ hasText: comment });
  await expect(card).toBeVisible();
  await expect(card.getByText('Mariam', { exact: true })).toBeVisible();
  await expect(card.getByText('Mirdif')).toBeVisible();
  await expect(card.getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
  await expectNoAxeViolations(page, '/testimonials with a review', '#customer-reviews');
});
