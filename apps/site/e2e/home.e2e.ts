import { achievements } from '../src/content/about';
import { contact } from '../src/content/company';
import { dubaiTeasers, homeServices } from '../src/content/home';
import { testimonials } from '../src/content/testimonials';
import { expect, gotoHydrated, test } from './support/fixtures';

test.describe('home page', () => {
  test('hero, Dubai teasers, welcome, custom plan and testimonials link lead where the spec says', async ({ page }) => {
    await gotoHydrated(page, '/');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Book a Cleaning' }).first()).toHaveAttribute('href', '/book-now');
    for (const teaser of dubaiTeasers()) {
      await expect(main.getByRole('link', { name: teaser.title, exact: true })).toHaveAttribute('href', teaser.href);
    }
    const welcome = main.getByRole('region', { name: /^Welcome to / });
    await expect(welcome.getByRole('link', { name: 'Book Now' })).toHaveAttribute('href', '/book-now');
    await expect(welcome.getByRole('link', { name: 'Our Services' })).toHaveAttribute('href', '/services');
    const services = main.getByRole('region', { name: 'Our Services' });
    await expect(services.getByRole('heading', { level: 3 })).toHaveText([
      ...homeServices().map((service) => service.title),
      'Need a Custom Plan?',
    ]);
    await expect(services.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    await expect(main.getByRole('link', { name: 'Read All Testimonials' })).toHaveAttribute('href', '/testimonials');
  });

  test('every "Book This Service" links to /book-now and names its service', async ({ page }) => {
    await gotoHydrated(page, '/');
    const buttons = page.getByRole('main').getByRole('link', { name: 'Book This Service' });
    await expect(buttons).toHaveCount(5);
    for (let i = 0; i < 5; i += 1) {
      await expect(buttons.nth(i)).toHaveAttribute('href', '/book-now');
      // Each names its service for screen readers (aria-describedby → the card's title).
      await expect(buttons.nth(i)).toHaveAccessibleDescription(homeServices()[i]!.title);
    }
  });

  // One test per card: each opens the home page and follows the link.
  for (const [index, service] of homeServices().entries()) {
    test(`"Book This Service" on ${service.title} opens the booking page`, async ({ page }) => {
      await gotoHydrated(page, '/');
      await page.getByRole('main').getByRole('link', { name: 'Book This Service' }).nth(index).click();
      await expect(page).toHaveURL(/\/book-now$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Book a Cleaning');
    });
  }

  test('the testimonial carousel wraps both ways and its dots pick a slide', async ({ page }) => {
    await gotoHydrated(page, '/');
    const carousel = page.getByRole('region', { name: 'Client testimonials' });
    const slide = (n: number) => carousel.getByRole('group', { name: `${n} of ${testimonials().length}` });
    const visibleName = (n: number) => slide(n).getByText(testimonials()[n - 1]!.name, { exact: true });
    const first = 1;
    const last = testimonials().length;

    await expect(visibleName(first)).toBeVisible();
    await expect(carousel.getByRole('button', { name: 'Show testimonial 1' })).toHaveAttribute('aria-current', 'true');

    // Previous from the first goes to the last.
    await carousel.getByRole('button', { name: 'Previous testimonial' }).click();
    await expect(visibleName(last)).toBeVisible();
    await expect(visibleName(first)).toBeHidden();
    await expect(carousel.getByRole('button', { name: `Show testimonial ${last}` })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(carousel.getByText(`Testimonial ${last} of ${last}`)).toBeAttached();

    // Next from the last goes to the first.
    await carousel.getByRole('button', { name: 'Next testimonial' }).click();
    await expect(visibleName(first)).toBeVisible();
    await expect(visibleName(last)).toBeHidden();

    // A dot shows its slide; only that dot is current.
    await carousel.getByRole('button', { name: 'Show testimonial 5' }).click();
    await expect(visibleName(5)).toBeVisible();
    await expect(carousel.locator('button[aria-current="true"]')).toHaveCount(1);
    await expect(carousel.getByRole('button', { name: 'Show testimonial 5' })).toHaveAttribute('aria-current', 'true');
    await carousel.getByRole('button', { name: 'Next testimonial' }).click();
    await expect(visibleName(6)).toBeVisible();

    // The dots are buttons, one per testimonial.
    await expect(carousel.getByRole('button', { name: /^Show testimonial \d+$/ })).toHaveCount(testimonials().length);
  });

  test('the WhatsApp quote button opens a chat with the URL-encoded prefilled message', async ({ page }) => {
    // The company's number (content/company), the one the chat assistant gives too.
    const whatsappNumber = contact.whatsappNumber;
    const whatsappQuoteMessage = 'Hello SparkleClean Dubai! I would like a quote for a cleaning service.';
    await gotoHydrated(page, '/');
    const link = page.getByRole('main').getByRole('link', { name: /Quick WhatsApp Quote/ });
    const href = await link.getAttribute('href');
    expect(href).toBe(`https://wa.me/${whatsappNumber}?text=${encodeURIComponent(whatsappQuoteMessage)}`);
    // Spaces and the exclamation mark travel encoded; decoding gives the message back.
    expect(href).not.toContain(' ');
    expect(href).toContain('Hello%20SparkleClean%20Dubai!%20I%20would%20like%20a%20quote');
    expect(new URL(href!).searchParams.get('text')).toBe(whatsappQuoteMessage);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  test('the served HTML carries the LocalBusiness JSON-LD', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map((match) =>
      JSON.parse(match[1]!),
    );
    expect(blocks).toHaveLength(1);
    expect(blocks[0]).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      name: 'SparkleClean Dubai',
      telephone: '+971 50 000 0000',
      address: { streetAddress: 'Business Bay', addressLocality: 'Dubai', addressCountry: 'AE' },
      areaServed: ['Dubai'],
    });
    // It is in <head>: search engines read it without running anything.
    expect(html.indexOf('application/ld+json')).toBeGreaterThan(html.indexOf('<head>'));
    expect(html.indexOf('application/ld+json')).toBeLessThan(html.indexOf('</head>'));
  });
});

test.describe('about and testimonials pages', () => {
  test('about: story, mission, the three reasons, four values and the achievements', async ({ page }) => {
    await gotoHydrated(page, '/about');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2, name: 'Our Story' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Our Mission' })).toBeVisible();
    for (const reason of ['Eco-Friendly', 'Flexible Scheduling', 'Trained Staff']) {
      await expect(main.getByRole('heading', { level: 3, name: reason })).toBeVisible();
    }
    for (const value of ['Quality', 'Integrity', 'Sustainability', 'Reliability']) {
      await expect(main.getByRole('heading', { level: 3, name: value, exact: true })).toBeVisible();
    }
    const figures = main.getByRole('region', { name: 'Our Achievements' }).locator('dd');
    await expect(figures).toHaveText(achievements().map((achievement) => achievement.value));
    expect(achievements().map((achievement) => achievement.value)).toEqual(['5000+', '15,000+', '8+', '50+']);
  });

  test('testimonials: the nine testimonials, then links to /book-now and /contact', async ({ page }) => {
    await gotoHydrated(page, '/testimonials');
    const list = page.getByRole('region', { name: 'Testimonials from our clients' });
    await expect(list.getByRole('figure')).toHaveCount(9);
    for (const testimonial of testimonials()) {
      await expect(list.getByText(testimonial.quote)).toBeVisible();
    }
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Book Now' })).toHaveAttribute('href', '/book-now');
    await expect(main.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  });
});
