import { businessHours, contact } from '../src/content/company';
import { landingPages } from '../src/content/landing';
import { expect, gotoHydrated, test } from './support/fixtures';

/** The JSON-LD blocks of a page's served HTML, parsed. */
function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map((match) =>
    JSON.parse(match[1]!),
  );
}

const decode = (text: string | undefined) =>
  text
    ?.replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');

for (const landing of landingPages()) {
  test.describe(`landing page ${landing.path}`, () => {
    test('the served HTML (no scripts run) has its title, meta tags, canonical URL and JSON-LD', async ({
      request,
      env,
    }) => {
      const html = await (await request.get(landing.path)).text();
      const head = /<head>(.*?)<\/head>/s.exec(html)?.[1] ?? '';
      expect([...head.matchAll(/<title>(.*?)<\/title>/g)].map((match) => decode(match[1]))).toEqual([landing.title]);
      const meta = (name: string) => decode(new RegExp(`<meta name="${name}" content="([^"]*)"`).exec(head)?.[1]);
      expect(meta('description')).toBe(landing.metaDescription);
      expect(meta('keywords')).toBe(landing.keywords.join(', '));
      expect([...head.matchAll(/<link rel="canonical" href="([^"]*)"/g)].map((match) => match[1])).toEqual([
        `${env.siteUrl}${landing.path}`,
      ]);

      const blocks = jsonLdOf(head);
      const business = blocks.find((block) => block['@type'] === 'LocalBusiness');
      const service = blocks.find((block) => block['@type'] === 'Service');
      expect(blocks).toHaveLength(2);
      expect(business).toMatchObject({
        '@context': 'https://schema.org',
        name: 'SparkleClean Dubai',
        telephone: contact.phone,
        address: { '@type': 'PostalAddress', streetAddress: 'Business Bay', addressLocality: 'Dubai' },
        openingHoursSpecification: [
          { dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'], opens: '08:00' },
          { dayOfWeek: ['Sunday'], opens: '09:00', closes: '17:00' },
        ],
      });
      expect(businessHours).toHaveLength(2);
      expect(business!.areaServed).toEqual(expect.arrayContaining(landing.areas));
      expect(service).toMatchObject({
        '@context': 'https://schema.org',
        serviceType: landing.serviceType,
        provider: { '@type': 'LocalBusiness', name: 'SparkleClean Dubai' },
      });
      expect(service!.areaServed).toEqual(expect.arrayContaining([landing.city, ...landing.areas]));
      // Search engines read it without running anything: it is in <head>.
      expect(html.indexOf('application/ld+json')).toBeGreaterThan(html.indexOf('<head>'));
      expect(html.indexOf('application/ld+json')).toBeLessThan(html.indexOf('</head>'));
    });

    test('hero, services, why choose, areas, optional testimonials and map, closing call to action', async ({
      page,
    }) => {
      await gotoHydrated(page, landing.path);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(landing.heroTitle);
      await expect(main.getByRole('link', { name: 'Book Free Inspection' })).toHaveAttribute('href', '/book-now');
      const call = main.getByRole('link', { name: `Call ${contact.phone}` });
      await expect(call).toHaveAttribute('href', `tel:${contact.phone.replace(/[^\d+]/g, '')}`);
      await expect(call).toContainText(contact.phone);
      for (const service of landing.services) await expect(main.getByText(service, { exact: true })).toBeVisible();
      for (const point of landing.whyChoosePoints) await expect(main.getByText(point, { exact: true })).toBeVisible();
      const areas = main.getByRole('region', { name: /^Areas We Serve/ });
      for (const area of landing.areas) await expect(areas.getByText(area, { exact: true })).toBeVisible();

      if (landing.testimonials?.length) {
        const section = main.getByRole('region', { name: 'What Our Clients Say' });
        await expect(section.getByRole('figure')).toHaveCount(landing.testimonials.length);
        for (const testimonial of landing.testimonials) {
          const card = section.getByRole('figure').filter({ hasText: testimonial.name });
          await expect(card.getByText(testimonial.review)).toBeVisible();
          await expect(card.getByRole('img', { name: `Rated ${testimonial.rating} out of 5` })).toBeVisible();
        }
      } else {
        await expect(main.getByRole('region', { name: 'What Our Clients Say' })).toHaveCount(0);
      }
      if (landing.mapEmbedUrl) {
        // Fetched once it comes near the screen (MapEmbed deferred; src/loading/boot/deferFrames.ts on a served page).
        await main.getByRole('link', { name: /Open in Google Maps/ }).scrollIntoViewIfNeeded();
        await expect(main.locator('iframe')).toHaveAttribute('src', landing.mapEmbedUrl);
      } else {
        await expect(main.locator('iframe')).toHaveCount(0);
      }

      await expect(main.getByRole('link', { name: 'Book Your Service' })).toHaveAttribute('href', '/book-now');
      await expect(main.getByRole('link', { name: 'Get Free Quote' })).toHaveAttribute('href', '/contact');
      await main.getByRole('link', { name: 'Get Free Quote' }).click();
      await expect(page).toHaveURL(/\/contact$/);
    });
  });
}

test('on a phone, a landing page (served, never hydrated) fetches its map only once it comes near the screen', async ({
  page,
}) => {
  const landing = landingPages().find((candidate) => candidate.mapEmbedUrl);
  expect(landing, 'a landing page with a map').toBeDefined();
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, landing!.path);
  // Until then its place is an empty box: no frame, not even an empty one.
  await expect(page.getByRole('main').locator('iframe')).toHaveCount(0);
  await page.getByRole('main').locator('[data-defer-frame]').scrollIntoViewIfNeeded();
  await expect(page.getByRole('main').locator('iframe')).toHaveAttribute('src', landing!.mapEmbedUrl!);
});
