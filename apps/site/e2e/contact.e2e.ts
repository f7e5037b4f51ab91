import type { APIRequestContext, Page } from '@playwright/test';
import { messages } from '@sparkle/machines';
import { contact } from '../src/content/company';
import { mapEmbedUrl } from '../src/content/contact';
import { type E2EEnv, serviceHeaders } from './support/env';
import { expect, gotoHydrated, test } from './support/fixtures';
import { pastMinimumFillTime } from './support/forms';

/** Rows as the service role reads them (visitors cannot read messages). */
async function messagesFrom(request: APIRequestContext, env: E2EEnv, email: string) {
  const response = await request.get(`${env.supabaseUrl}/rest/v1/contact_messages`, {
    params: { email: `eq.${email}`, select: '*' },
    headers: serviceHeaders(env, false),
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as Record<string, unknown>[];
}

const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.test`;

const form = (page: Page) => ({
  name: page.getByRole('textbox', { name: 'Name', exact: true }),
  email: page.getByRole('textbox', { name: 'Email', exact: true }),
  message: page.getByRole('textbox', { name: 'Message', exact: true }),
  submit: page.getByRole('button', { name: 'Send Message' }),
});

test.describe('contact', () => {
  test('shows how to reach the company, the map and a call to action to book', async ({ page }) => {
    await gotoHydrated(page, '/contact');
    const details = page.getByRole('list', { name: 'Get in Touch' });
    await expect(details.getByRole('link', { name: contact.phone })).toHaveAttribute(
      'href',
      `tel:${contact.phone.replace(/[^\d+]/g, '')}`,
    );
    await expect(details.getByRole('link', { name: /Chat on WhatsApp/ })).toHaveAttribute(
      'href',
      new RegExp(`^https://wa\\.me/${contact.whatsappNumber}\\?text=`),
    );
    await expect(details.getByRole('link', { name: contact.email })).toHaveAttribute('href', `mailto:${contact.email}`);
    await expect(details.getByRole('link', { name: new RegExp(contact.website) })).toBeVisible();
    await expect(details).toContainText('Business Bay, Dubai');
    await expect(details).toContainText('Monday-Saturday: 8:00 AM - 8:00 PM');
    await expect(details).toContainText('Sunday: 9:00 AM - 5:00 PM');

    await page.getByRole('link', { name: /Open in Google Maps/ }).scrollIntoViewIfNeeded();
    await expect(page.locator('iframe[title="Map of SparkleClean Dubai in Business Bay, Dubai"]')).toBeAttached();
    await expect(page.getByRole('link', { name: /Open in Google Maps/ })).toBeVisible();
    await expect(form(page).message).toHaveAttribute('rows', '5');
    await expect(page.getByRole('main').getByRole('link', { name: 'Book Now' })).toHaveAttribute('href', '/book-now');
  });

  test('on a phone, the map (a heavy third-party page) is fetched only once it comes near the screen', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoHydrated(page, '/contact');
    // Until then its place is an empty box: no frame, not even an empty one.
    await expect(page.locator('iframe')).toHaveCount(0);
    await page.locator('[data-defer-frame]').scrollIntoViewIfNeeded();
    await expect(page.locator('iframe[title*="Business Bay"]')).toHaveAttribute('src', mapEmbedUrl);
  });

  test("sends a message: 'Sending...', the toast naming the e-mail, the stored row, an empty form", async ({
    page,
    request,
    env,
  }) => {
    const email = uniqueEmail('contact');
    await gotoHydrated(page, '/contact');
    const fields = form(page);
    await fields.name.fill('Sara Contact');
    await fields.email.fill(email);
    await fields.message.fill('Do you clean balconies?\nThanks!');

    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/rest/v1/contact_messages*', async (route) => {
      await released;
      await route.continue();
    });
    await pastMinimumFillTime(page);
    await fields.submit.click();
    await expect(page.getByRole('button', { name: messages.contact.sending })).toBeDisabled();
    release();

    await expect(page.getByRole('status').filter({ hasText: messages.contact.success(email) })).toBeVisible();
    for (const field of [fields.name, fields.email, fields.message]) await expect(field).toHaveValue('');
    await expect(fields.submit).toBeEnabled();

    const rows = await messagesFrom(request, env, email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'Sara Contact', email, message: 'Do you clean balconies?\nThanks!' });
  });

  test('a failed send keeps the message and shows an error toast', async ({ page }) => {
    await page.route('**/rest/v1/contact_messages*', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: 'Unavailable' }) }),
    );
    await gotoHydrated(page, '/contact');
    const fields = form(page);
    await fields.name.fill('Sara Contact');
    await fields.email.fill('sara@e2e.test');
    await fields.message.fill('Please call me back.');
    await fields.submit.click();

    await expect(page.getByRole('alert')).toContainText(messages.contact.failure);
    await expect(fields.name).toHaveValue('Sara Contact');
    await expect(fields.email).toHaveValue('sara@e2e.test');
    await expect(fields.message).toHaveValue('Please call me back.');
    await expect(fields.submit).toBeEnabled();
  });
});
