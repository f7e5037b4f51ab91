import type { Locator, Page } from '@playwright/test';
import { companyName, contact } from '../src/content/company';
import { expect, gotoHydrated, test } from './support/fixtures';

/**
 * The services page (docs/product.md, Services), as a visitor sees it: every section's heading and links. The WhatsApp
 * messages are the spec's prefilled, URL-encoded texts; the Google reviews link opens in a new tab.
 */

const quoteMessage = `Hello ${companyName}! I would like a quote for a cleaning service.`;
const bookingMessage = `Hello ${companyName}! I would like to book a cleaning service.`;

function section(page: Page, heading: string | RegExp): Locator {
  return page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: heading, exact: true }) });
}

/** Checks a WhatsApp link: the placeholder number and the message, URL-encoded, opening a new tab. */
async function expectWhatsAppLink(link: Locator, message: string) {
  const href = await link.getAttribute('href');
  expect(href).toBe(`https://wa.me/${contact.whatsappNumber}?text=${encodeURIComponent(message)}`);
  // Encoded: no raw spaces or '!' in the query; decoding gives the message back.
  expect(href).toContain('Hello%20');
  expect(href).not.toMatch(/\?text=.* /);
  expect(new URL(href!).searchParams.get('text')).toBe(message);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
}

test.describe('/services for a visitor', () => {
  test.beforeEach(async ({ page }) => {
    await gotoHydrated(page, '/services');
  });

  test('hero: title, subtitle, Book Online and the WhatsApp quote', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Cleaning Services');
    const hero = page.locator('section').first();
    await expect(hero).toContainText('From weekly home cleaning to commercial kitchens');
    await expect(hero.getByRole('link', { name: 'Book Online' })).toHaveAttribute('href', '/book-now');
    await expectWhatsAppLink(hero.getByRole('link', { name: /Quick WhatsApp Quote/ }), quoteMessage);
  });

  test('six service cards with title and description, no booking button of their own', async ({ page }) => {
    const grid = section(page, 'What We Clean');
    const cards = grid.getByRole('article');
    await expect(cards).toHaveCount(6);
    await expect(grid.getByRole('heading', { level: 3 })).toHaveText([
      'Residential Cleaning',
      'Office Cleaning',
      'Deep Cleaning',
      'Move-In/Out Cleaning',
      'Carpet & Upholstery Cleaning',
      'Sanitization & Disinfection',
    ]);
    await expect(cards.first()).toContainText('Regular and one-off cleaning of apartments and villas');
    await expect(grid.getByRole('link')).toHaveCount(0);
  });

  test('restaurant and sanitization sections with their features and Book This Service', async ({ page }) => {
    for (const [title, feature] of [
      ['Restaurant & Kitchen Cleaning', 'Kitchen hood, filter and duct degreasing'],
      ['Sanitization & Disinfection', 'Approved, non-toxic disinfectants'],
    ] as const) {
      const detail = section(page, title);
      await expect(detail.getByRole('listitem')).toHaveCount(5);
      await expect(detail.getByRole('listitem').first()).toHaveText(feature);
      await expect(detail.getByRole('link', { name: 'Book This Service' })).toHaveAttribute('href', '/book-now');
    }
  });

  test('What Our Customers Say: four reviews and the Google link in a new tab', async ({ page }) => {
    const reviews = section(page, 'What Our Customers Say');
    await expect(reviews.getByRole('article')).toHaveCount(4);
    await expect(reviews.getByRole('heading', { level: 3 })).toHaveText(['Aisha R.', 'Mark D.', 'Sana K.', 'Omar F.']);
    await expect(reviews.getByRole('img', { name: /5 out of 5|Rated 5/i })).toHaveCount(3);
    const google = reviews.getByRole('link', { name: /View More Reviews on Google/ });
    await expect(google).toHaveAttribute('target', '_blank');
    await expect(google).toHaveAttribute('rel', 'noopener noreferrer');
    expect(await google.getAttribute('href')).toMatch(/^https:\/\/www\.google\.com\/search\?q=/);
  });

  test('service details: six static blocks', async ({ page }) => {
    const details = section(page, 'Service Details');
    await expect(details.getByRole('heading', { level: 3 })).toHaveText([
      'Residential Cleaning',
      'Office Cleaning',
      'Deep Cleaning',
      'Move-In/Out Cleaning',
      'Carpet & Upholstery',
      'Custom Solutions',
    ]);
  });

  test('Why Choose Us: four points', async ({ page }) => {
    const why = section(page, 'Why Choose Us');
    await expect(why.getByRole('heading', { level: 3 })).toHaveText([
      'Experienced Team',
      'Eco-Friendly',
      'Insured & Bonded',
      'Reliable Service',
    ]);
  });

  test('packages: three plans, Most Popular only on Deep Clean, custom quote and WhatsApp booking', async ({
    page,
  }) => {
    const packages = section(page, 'Cleaning Packages');
    const plans = packages.getByRole('article');
    await expect(plans).toHaveCount(3);
    const expected = [
      ['Basic Clean', 'AED 150', false],
      ['Deep Clean', 'AED 300', true],
      // The stored price list's, not the seed's 450 (e2e/global-setup.ts changes it before the build).
      ['Premium Clean', 'AED 460', false],
    ] as const;
    for (const [name, price, popular] of expected) {
      const plan = plans.filter({ has: page.getByRole('heading', { name, exact: true }) });
      await expect(plan).toContainText(price);
      if (popular) await expect(plan.getByText('Most Popular', { exact: true })).toBeVisible();
      else await expect(plan.getByText('Most Popular')).toHaveCount(0);
      await expect(plan.getByRole('link', { name: 'Choose Plan' })).toHaveAttribute('href', '/book-now');
    }
    await expect(packages.getByText('Most Popular', { exact: true })).toHaveCount(1);
    await expect(packages).toContainText(
      'Prices may vary based on home size and specific requirements. All packages include our satisfaction guarantee.',
    );
    await expect(packages.getByRole('link', { name: 'Get Custom Quote' })).toHaveAttribute('href', '/contact');
    await expectWhatsAppLink(packages.getByRole('link', { name: /Book via WhatsApp/ }), bookingMessage);
  });

  test('closing call to action: book, contact and WhatsApp', async ({ page }) => {
    const cta = section(page, 'Ready to Book Your Cleaning?');
    await expect(cta.getByRole('link', { name: 'Book Now' })).toHaveAttribute('href', '/book-now');
    await expect(cta.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    await expectWhatsAppLink(cta.getByRole('link', { name: /WhatsApp/ }), quoteMessage);
  });

  test('Book Online navigates to the booking form without a page load', async ({ page }) => {
    await page.getByRole('link', { name: 'Book Online' }).click();
    await expect(page).toHaveURL(/\/book-now$/);
  });

  test('a visitor sees no edit controls', async ({ page }) => {
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('button', { name: /^Edit/ })).toHaveCount(0);
  });
});
