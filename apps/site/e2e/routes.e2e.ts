import { expect, gotoHydrated, test } from './support/fixtures';
import { publicRoutes, sessionRoutes, unknownPath } from './support/routes';

// Each page's heading in the browser, hydration and lazy loading: pages.e2e.ts.
test.describe('every route answers with its prerendered page', () => {
  for (const route of [...publicRoutes, sessionRoutes[0]!]) {
    test(`${route.path} is prerendered with its heading`, async ({ request }) => {
      const response = await request.get(route.path);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('text/html');
      const html = await response.text();
      // The heading's text, whatever elements it is wrapped in (an editable text renders a span).
      const h1 = /<h1\b[^>]*>(.*?)<\/h1>/s.exec(html)?.[1]?.replace(/<[^>]+>/g, '');
      expect(h1, 'the prerendered HTML has an h1').toBeDefined();
      expect(h1!).toMatch(route.heading);
    });
  }

  test('/admin without a session is prerendered as loading and sends the visitor to /auth', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/admin')).text();
    expect(html).toContain('Loading...');
    await gotoHydrated(page, '/admin');
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('text is sent with Brotli to a browser that accepts it, else gzip, else as it is', async ({ baseURL }) => {
    const answers = await Promise.all(
      ['br, gzip', 'gzip, deflate', 'identity'].map(async (accepted) => {
        const response = await fetch(new URL('/', baseURL), { headers: { 'Accept-Encoding': accepted } });
        return {
          accepted,
          encoding: response.headers.get('content-encoding'),
          vary: response.headers.get('vary'),
          heading: /<h1\b/.test(await response.text()),
        };
      }),
    );
    expect(answers).toEqual([
      { accepted: 'br, gzip', encoding: 'br', vary: 'Accept-Encoding', heading: true },
      { accepted: 'gzip, deflate', encoding: 'gzip', vary: 'Accept-Encoding', heading: true },
      { accepted: 'identity', encoding: null, vary: 'Accept-Encoding', heading: true },
    ]);
  });

  test('a trailing slash redirects to the canonical path', async ({ request }) => {
    const response = await request.get('/about/', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe('/about');
  });
});

test.describe('404', () => {
  test('an unknown path answers 404 with the not-found page', async ({ request }) => {
    const response = await request.get(unknownPath);
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('Oops! Page not found');
  });

  test('the 404 page logs the missing path and links home', async ({ page, consoleMessages }) => {
    const response = await gotoHydrated(page, unknownPath);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
    await expect.poll(() => consoleMessages.some((message) => message.text.includes(unknownPath))).toBe(true);

    // The link home is a client-side navigation: the page is not reloaded.
    await page.evaluate(() => {
      (window as unknown as { e2eMarker: boolean }).e2eMarker = true;
    });
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(publicRoutes[0]!.heading);
    expect(await page.evaluate(() => (window as unknown as { e2eMarker?: boolean }).e2eMarker)).toBe(true);
  });
});
