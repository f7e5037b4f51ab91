import { landingPages } from '../src/content/landing';
import { expect, gotoHydrated, test } from './support/fixtures';
import { publicRoutes, sessionRoutes } from './support/routes';

/** The head tags of a page as plain HTML, before any script runs. */
function headOf(html: string) {
  const head = /<head>(.*?)<\/head>/s.exec(html)?.[1] ?? '';
  const attr = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1];
  const tags = head.match(/<(meta|link)\b[^>]*>/g) ?? [];
  const meta = (key: string, value: string) => {
    const tag = tags.find((candidate) => candidate.startsWith('<meta') && attr(candidate, key) === value);
    return tag ? attr(tag, 'content') : undefined;
  };
  const links = (rel: string) =>
    tags.filter((tag) => tag.startsWith('<link') && attr(tag, 'rel') === rel).map((tag) => attr(tag, 'href'));
  const decode = (text: string | undefined) => text?.replace(/&amp;/g, '&').replace(/&#x27;|&#39;/g, "'");
  return {
    titles: [...head.matchAll(/<title>(.*?)<\/title>/g)].map((match) => decode(match[1])),
    meta: (key: 'name' | 'property', value: string) => decode(meta(key, value)),
    links,
    tags,
    styles: [...head.matchAll(/<style\b[^>]*>(.*?)<\/style>/gs)].map((match) => match[1] ?? ''),
  };
}

test.describe('head tags are in the served HTML', () => {
  for (const landing of landingPages()) {
    test(`landing page ${landing.path}: title, description, keywords, canonical, Open Graph`, async ({
      request,
      env,
    }) => {
      const head = headOf(await (await request.get(landing.path)).text());
      expect(head.titles).toEqual([landing.title]);
      expect(head.meta('name', 'description')).toBe(landing.metaDescription);
      expect(head.meta('name', 'keywords')).toBe(landing.keywords.join(', '));
      expect(head.links('canonical')).toEqual([`${env.siteUrl}${landing.path}`]);
      expect(head.meta('property', 'og:title')).toBe(landing.title);
      expect(head.meta('property', 'og:description')).toBe(landing.metaDescription);
      expect(head.meta('property', 'og:url')).toBe(`${env.siteUrl}${landing.path}`);
      expect(head.meta('property', 'og:type')).toBe('website');
    });
  }

  for (const route of [...publicRoutes, ...sessionRoutes]) {
    test(`${route.path}: one title, a description, its canonical URL, inline styles and the font preload`, async ({
      request,
      env,
    }) => {
      const head = headOf(await (await request.get(route.path)).text());
      expect(head.titles).toHaveLength(1);
      expect(head.meta('name', 'description')?.length).toBeGreaterThan(20);
      expect(head.links('canonical')).toEqual([`${env.siteUrl}${route.path}`]);
      // The page's CSS is inlined (scripts/lib/pageDocument.ts): no stylesheet request before the first paint, and
      // no stylesheet link at all (Chromium's preload scanner fetches even a disabled one, at the highest priority).
      expect(head.styles.join('')).toMatch(/\{[^}]*\}/);
      expect(head.tags.filter((tag) => /rel="stylesheet"/.test(tag))).toEqual([]);
      const fontPreload = head.tags.find((tag) => /rel="preload"/.test(tag) && /as="font"/.test(tag));
      // The preloaded font is the one the inline styles use for latin text, not a second file.
      const preloaded = fontPreload?.match(/href="([^"]+\.woff2)"/)?.[1];
      expect(preloaded).toBeDefined();
      const latinFace = head.styles
        .join('')
        .split('@font-face')
        .find((face) => face.includes(`url(${preloaded})`));
      expect(latinFace).toMatch(/unicode-range:\s*U\+(\?\?|0+-0*FF)[,;}]/i); // `U+??` is minified `U+0000-00FF`
      expect(head.meta('name', 'robots')).toBe(route.session ? 'noindex, nofollow' : undefined);
    });
  }
});

test.describe('head tags in the browser', () => {
  /** The tags of the live document's head that the routes render (not the styles and scripts the build adds). */
  const routeTags = () =>
    [
      ...document.head.querySelectorAll(
        'title, meta, link:not([rel="stylesheet"]):not([rel="modulepreload"]), script[type="application/ld+json"]',
      ),
    ].map((element) => element.outerHTML);

  test('hydration keeps the served head as it is; a client-side navigation gives the next page its own', async ({
    page,
    env,
  }) => {
    await page.goto('/');
    const served = await page.evaluate(routeTags);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    expect(await page.evaluate(routeTags)).toEqual(served);

    // The route heads' code is loaded on the first navigation, not with the page.
    await page.getByRole('banner').getByRole('link', { name: 'About', exact: true }).first().click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page).toHaveTitle('About Us | SparkleClean Dubai');
    const head = await page.evaluate(routeTags);
    expect(head.filter((tag) => tag.startsWith('<title'))).toHaveLength(1);
    expect(head.filter((tag) => /rel="canonical"/.test(tag))).toEqual([
      `<link rel="canonical" href="${env.siteUrl}/about">`,
    ]);
    expect(head.filter((tag) => /application\/ld\+json/.test(tag))).toEqual([]);
    expect(head.filter((tag) => /name="viewport"/.test(tag))).toHaveLength(1);
    expect(head.filter((tag) => /rel="preload"[^>]*as="font"/.test(tag))).toHaveLength(1);
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toMatch(/^Meet SparkleClean Dubai/);

    // And back: the home page's title and JSON-LD again, each once.
    await page.goBack();
    await expect(page).toHaveTitle(/^Professional Cleaning Services in Dubai/);
    const home = await page.evaluate(routeTags);
    expect(home.filter((tag) => /application\/ld\+json/.test(tag))).toHaveLength(1);
    expect(home.filter((tag) => /rel="canonical"/.test(tag))).toHaveLength(1);
  });

  test('a page opened directly hydrates with its own head (a landing page with JSON-LD and a hero preload)', async ({
    page,
  }) => {
    await page.goto('/grease-trap-cleaning-dubai');
    const served = await page.evaluate(routeTags);
    await gotoHydrated(page, '/grease-trap-cleaning-dubai');
    expect(await page.evaluate(routeTags)).toEqual(served);
  });
});

test('sitemap.xml lists the public pages in both languages and robots.txt points to it', async ({ request, env }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const listed = [...sitemap.matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => match[1]);
  // Every public page in English and in Arabic (e2e/arabic.e2e.ts checks their alternates).
  const paths = publicRoutes.flatMap((route) => [route.path, route.path === '/' ? '/ar' : `/ar${route.path}`]);
  expect(listed.sort()).toEqual(paths.map((path) => `${env.siteUrl}${path}`).sort());

  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${env.siteUrl}/sitemap.xml`);
  for (const route of sessionRoutes) expect(robots).toContain(`Disallow: ${route.path}`);
});

test('assets are cached for a year, pages are revalidated, build files are not served', async ({ request }) => {
  const html = await (await request.get('/')).text();
  // The page's script loader names its modules, the entry last in its evaluation sequence (scripts/lib/pageDocument.ts).
  const modules = JSON.parse(/\(window,document,(\{.*?\})\)/.exec(html)?.[1] ?? '{}') as { sequence?: string[] };
  const script = modules.sequence?.at(-1);
  expect(script).toMatch(/^\/assets\//);
  expect((await request.get(script!)).headers()['cache-control']).toContain('immutable');
  expect((await request.get('/')).headers()['cache-control']).toContain('must-revalidate');
  expect((await request.get('/.vite/manifest.json')).status()).toBe(404);
});
