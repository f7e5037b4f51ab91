import type { APIRequestContext, Page } from '@playwright/test';
import { bookingForm, chooseDate, dubaiDay, fillLocation } from './support/booking';
import { type E2EEnv, serviceHeaders } from './support/env';
import { expect, test } from './support/fixtures';
import { pastMinimumFillTime } from './support/forms';
import { createConfirmedUser } from './support/sessions';

/**
 * Nothing a person does before the page has hydrated is lost (docs/loading.md). Each test holds the
 * page's JavaScript back (a slow phone: the prerendered page is there and usable, its scripts are not),
 * types and taps, then lets the scripts through: what was typed is what is submitted, and each tap does what
 * it says once the code is there.
 */

/** Holds every request for the site's JS until `release()`; the page itself and its CSS arrive at once. */
async function holdScripts(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let held = 0;
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    held += 1;
    await released;
    await route.continue();
  });
  return {
    release,
    /** How many script requests were held so far. */
    held: () => held,
  };
}

/** Opens a page without waiting for its load event (held scripts may delay it). */
async function openServed(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

async function hydrated(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

/**
 * Records the events that reach the document (where React listens, in the capture phase as React does: it stops an
 * event it cannot handle yet for the nodes after it). Returns a reader of what was heard.
 */
async function listenOnDocument(page: Page) {
  await page.evaluate(() => {
    const heard: string[] = [];
    (window as unknown as { heard: string[] }).heard = heard;
    for (const type of ['pointerdown', 'mousedown', 'click', 'focusin', 'keydown', 'input']) {
      document.addEventListener(type, (event) => heard.push(event.type), true);
    }
  });
  return () => page.evaluate(() => (window as unknown as { heard: string[] }).heard);
}

async function rowsOf(request: APIRequestContext, env: E2EEnv, table: string, email: string) {
  const response = await request.get(`${env.supabaseUrl}/rest/v1/${table}`, {
    params: { email: `eq.${email}`, select: '*' },
    headers: serviceHeaders(env, false),
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as Record<string, unknown>[];
}

const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.test`;

test.describe('before the page has hydrated', () => {
  test('/auth: credentials typed and "Sign In" pressed before the scripts arrive sign in once they do', async ({
    page,
    env,
  }) => {
    const email = uniqueEmail('early-signin');
    const password = 'e2e-password-123';
    await createConfirmedUser(env, email, password);
    const scripts = await holdScripts(page);
    await openServed(page, '/auth');
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    // Nothing happened yet: no scripts, no navigation, the typing is still there.
    expect(scripts.held()).toBeGreaterThan(0);
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(email);

    scripts.release();
    await expect(page.getByRole('status').filter({ hasText: 'Welcome back!' })).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveURL(/\/account$/);
  });

  test('/auth: taps and keys before the page has hydrated reach none of its listeners until it has', async ({
    page,
  }) => {
    // React hydrates a page in short slices; an event reaching its listeners before the end makes it finish in one
    // task, the tap's. The fields are handed over when hydration ends.
    const scripts = await holdScripts(page);
    await openServed(page, '/auth');
    const heard = await listenOnDocument(page);
    const email = page.getByRole('textbox', { name: 'Email' });
    await email.click();
    await email.pressSequentially('ahmed@example.com');
    expect(await heard()).toEqual([]);

    scripts.release();
    await hydrated(page);
    await page.getByLabel('Password', { exact: true }).click();
    expect(await heard()).toEqual(expect.arrayContaining(['pointerdown', 'mousedown', 'focusin', 'click']));
    await expect(email).toHaveValue('ahmed@example.com');
  });

  test('/auth: credentials typed before the scripts arrive are what "Sign In" sends afterwards', async ({
    page,
    env,
  }) => {
    const email = uniqueEmail('early-typing');
    const password = 'e2e-password-123';
    await createConfirmedUser(env, email, password);
    const scripts = await holdScripts(page);
    await openServed(page, '/auth');
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);

    scripts.release();
    await hydrated(page);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Welcome back!' })).toBeVisible();
    await expect(page).toHaveURL(/\/account$/);
  });

  test('/contact: a message typed and sent before the scripts arrive is stored and confirmed', async ({
    page,
    request,
    env,
  }) => {
    const email = uniqueEmail('early-contact');
    const scripts = await holdScripts(page);
    await openServed(page, '/contact');
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Early Bird');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await page.getByRole('textbox', { name: 'Message', exact: true }).fill('Typed before the page was ready.');
    // As long as a person takes to type it (the database quarantines faster messages as a bot's).
    await pastMinimumFillTime(page);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL(/\/contact$/);

    scripts.release();
    await expect(page.getByRole('status').filter({ hasText: `Message sent successfully to ${email}!` })).toBeVisible({
      timeout: 15_000,
    });
    await expect
      .poll(() => rowsOf(request, env, 'contact_messages', email))
      .toEqual([expect.objectContaining({ name: 'Early Bird', email, message: 'Typed before the page was ready.' })]);
  });

  test('/book-now: details typed before the scripts arrive are in the stored booking', async ({
    page,
    request,
    env,
  }) => {
    const email = uniqueEmail('early-booking');
    const scripts = await holdScripts(page);
    await openServed(page, '/book-now');
    const form = bookingForm(page);
    await form.name.fill('Early Booker');
    await form.phone.fill('+971 50 765 4321');
    await form.email.fill(email);
    await form.address.fill('Villa 7, Jumeirah 1, Dubai');
    await form.service.selectOption('deep');

    scripts.release();
    await hydrated(page);
    // The calendar, the size list and the community search need their code: choose them now, then book.
    await form.homeSize.selectOption('1 bedroom');
    await chooseDate(page, dubaiDay(3));
    await form.time.selectOption('10:00 AM');
    await fillLocation(page, { community: 'Jumeirah', building: 'Villa 7' });
    await pastMinimumFillTime(page);
    await form.submit.click();
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: "Booking request submitted successfully! We'll contact you to confirm." }),
    ).toBeVisible();
    await expect
      .poll(() => rowsOf(request, env, 'bookings', email))
      .toEqual([
        expect.objectContaining({
          name: 'Early Booker',
          phone: '+971507654321',
          email,
          address: 'Villa 7, Jumeirah 1, Dubai',
          service: 'deep',
        }),
      ]);
  });

  test("/contact: a message typed and sent after the page hydrated, before the form's own code arrives, is stored", async ({
    page,
    request,
    env,
  }) => {
    const email = uniqueEmail('island-contact');
    await page.goto('/contact');
    await hydrated(page);
    // The page is live; its form is an island that fetches its code when someone reaches into it: hold that.
    const scripts = await holdScripts(page);
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Island Visitor');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await page.getByRole('textbox', { name: 'Message', exact: true }).fill('Typed while the form was on its way.');
    await pastMinimumFillTime(page);
    await page.getByRole('button', { name: 'Send Message' }).click();
    expect(scripts.held()).toBeGreaterThan(0);
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('textbox', { name: 'Message', exact: true })).toHaveValue(
      'Typed while the form was on its way.',
    );

    scripts.release();
    await expect(page.getByRole('status').filter({ hasText: `Message sent successfully to ${email}!` })).toBeVisible({
      timeout: 15_000,
    });
    await expect
      .poll(() => rowsOf(request, env, 'contact_messages', email))
      .toEqual([
        expect.objectContaining({ name: 'Island Visitor', email, message: 'Typed while the form was on its way.' }),
      ]);
  });

  test("/book-now: an area typed after the page hydrated, before the form's own code arrives, is kept and picked with Enter", async ({
    page,
  }) => {
    await page.goto('/book-now');
    await hydrated(page);
    const scripts = await holdScripts(page);
    const form = bookingForm(page);
    await form.name.fill('Island Booker');
    await form.community.fill('Jumeirah');
    expect(scripts.held()).toBeGreaterThan(0);

    scripts.release();
    await page.waitForSelector('[data-island-live] form');
    await expect(form.community).toHaveValue('Jumeirah');
    await expect(page.getByRole('option', { name: 'Jumeirah', exact: true })).toBeVisible();
    await form.community.press('Enter');
    await expect(page.getByRole('listbox')).toHaveCount(0);
    // The value the form submits (its hidden input), not only the text shown.
    await expect(page.locator('input[type="hidden"][name="community"]')).toHaveValue('Jumeirah');
    await form.building.focus();
    await expect(form.community).toHaveValue('Jumeirah');
    await expect(form.name).toHaveValue('Island Booker');
  });

  test("/book-now: taps and keys in a form waiting for its code reach none of the page's listeners until it is live", async ({
    page,
  }) => {
    // React listens on the document: an event reaching it in a part it has not hydrated makes React hydrate that
    // part at once, in the task of the tap, for an island that cannot use the event yet.
    await page.goto('/book-now');
    await hydrated(page);
    const scripts = await holdScripts(page);
    const heard = await listenOnDocument(page);
    const form = bookingForm(page);
    await form.name.click();
    await form.name.pressSequentially('Ahmed');
    await form.phone.click();
    await form.phone.pressSequentially('050');
    expect(await heard()).toEqual([]);

    scripts.release();
    await page.waitForSelector('[data-island-live] form');
    await form.building.click();
    expect(await heard()).toEqual(expect.arrayContaining(['pointerdown', 'mousedown', 'focusin', 'click']));
    await expect(form.name).toHaveValue('Ahmed');
    await expect(form.phone).toHaveValue('050');
  });

  test("/book-now: an area's exact name typed and left before the form's own code arrives is the area chosen", async ({
    page,
  }) => {
    await page.goto('/book-now');
    await hydrated(page);
    const scripts = await holdScripts(page);
    const form = bookingForm(page);
    await form.community.fill('dubai marina');
    await form.building.fill('Marina Gate 1');

    scripts.release();
    await page.waitForSelector('[data-island-live] form');
    await expect(form.community).toHaveValue('Dubai Marina');
    await expect(page.locator('input[type="hidden"][name="community"]')).toHaveValue('Dubai Marina');
    await expect(page.getByRole('listbox')).toHaveCount(0);
    await expect(form.building).toBeFocused();
    await expect(form.building).toHaveValue('Marina Gate 1');
  });

  test('a page scrolled before the scripts arrive stays where it was once they do; a link then opens the next page at its top', async ({
    page,
  }) => {
    const scripts = await holdScripts(page);
    await openServed(page, '/services');
    await page.evaluate(() => window.scrollTo({ top: 900, behavior: 'instant' }));
    scripts.release();
    await hydrated(page);
    // Someone about to tap what they scrolled to finds it still under their finger.
    expect(await page.evaluate(() => window.scrollY)).toBe(900);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^About /);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('a tap on the menu button before the scripts arrive opens the menu once they do', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const scripts = await holdScripts(page);
    await openServed(page, '/about');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0);
    scripts.release();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible({ timeout: 15_000 });
  });

  test('a tap on the chat launcher before the scripts arrive opens the chat once they do', async ({ page }) => {
    const scripts = await holdScripts(page);
    await openServed(page, '/testimonials');
    await page.getByRole('button', { name: 'Open chat' }).click();
    scripts.release();
    await expect(page.getByRole('dialog', { name: /Assistant$/ })).toBeVisible({ timeout: 15_000 });
  });

  test("a tap on the carousel's next arrow before the scripts arrive shows the next testimonial", async ({ page }) => {
    const scripts = await holdScripts(page);
    await openServed(page, '/');
    const carousel = page.getByRole('region', { name: 'Client testimonials' });
    await carousel.getByRole('button', { name: 'Next testimonial' }).click();
    scripts.release();
    await expect(carousel.getByRole('button', { name: 'Show testimonial 2' })).toHaveAttribute('aria-current', 'true', {
      timeout: 15_000,
    });
  });
});
