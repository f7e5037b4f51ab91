import type { APIRequestContext } from '@playwright/test';
import { ar } from './support/arabic';
import { expectNoAxeViolations } from './support/axe';
import { expect, gotoHydrated, problems, test } from './support/fixtures';
import { publicRoutes } from './support/routes';

/**
 * Issue 13: the public site in Arabic, right to left, under /ar. What the pages must say comes from the Arabic
 * catalogues (`ar(…)`, e2e/support/arabic.ts): each test finds the English text on the English page and expects
 * its Arabic on the Arabic one.
 */
const arabicPath = (path: string) => (path === '/' ? '/ar' : `/ar${path}`);

/** The served HTML's <html> attributes, its h1's text (tags removed) and its head's alternate links. */
async function served(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  const html = await response.text();
  const h1 =
    /<h1\b[^>]*>(.*?)<\/h1>/s
      .exec(html)?.[1]
      ?.replace(/<[^>]+>/g, '')
      .trim() ?? '';
  const head = /<head>(.*?)<\/head>/s.exec(html)?.[1] ?? '';
  const links = [...head.matchAll(/<link\b[^>]*>/g)].map((match) => match[0]);
  const attr = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1];
  const alternates = Object.fromEntries(
    links.filter((tag) => attr(tag, 'rel') === 'alternate').map((tag) => [attr(tag, 'hreflang'), attr(tag, 'href')]),
  );
  const canonical = links.filter((tag) => attr(tag, 'rel') === 'canonical').map((tag) => attr(tag, 'href'));
  const decode = (text: string) =>
    text
      .replace(/&amp;/g, '&')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&nbsp;/g, '\u00a0');
  return {
    status: response.status(),
    html,
    htmlTag: /<html\b[^>]*>/.exec(html)?.[0] ?? '',
    h1: decode(h1),
    alternates,
    canonical,
    ogLocale: /<meta property="og:locale" content="([^"]+)"/.exec(head)?.[1],
  };
}

test.describe('Arabic pages: served in Arabic before any script', () => {
  for (const route of publicRoutes) {
    const path = arabicPath(route.path);
    test(`${path}: lang="ar" dir="rtl", the Arabic heading, and hreflang pairs both ways`, async ({ request, env }) => {
      const english = await served(request, route.path);
      const arabic = await served(request, path);
      expect(arabic.status).toBe(200);
      expect(arabic.htmlTag).toBe('<html lang="ar" dir="rtl">');
      expect(english.htmlTag).toBe('<html lang="en" dir="ltr">');
      expect(arabic.h1).toBe(ar(english.h1));
      expect(arabic.canonical).toEqual([`${env.siteUrl}${path}`]);
      expect(arabic.ogLocale).toBe('ar_AE');
      // Each version names both, and the English one as the default; and each named page names this one back.
      const pair = {
        en: `${env.siteUrl}${route.path}`,
        ar: `${env.siteUrl}${path}`,
        'x-default': `${env.siteUrl}${route.path}`,
      };
      expect(arabic.alternates).toEqual(pair);
      expect(english.alternates).toEqual(pair);
      for (const href of [pair.en, pair.ar]) {
        expect((await request.get(new URL(href).pathname)).status(), href).toBe(200);
      }
    });
  }

  test('an unknown Arabic path answers 404 with the Arabic page, right to left', async ({ request }) => {
    const english = await served(request, '/no-such-page');
    const arabic = await served(request, '/ar/no-such-page');
    expect(arabic.status).toBe(404);
    expect(arabic.htmlTag).toBe('<html lang="ar" dir="rtl">');
    expect(arabic.h1).toBe(ar(english.h1));
  });

  test('the back office and sign-in have no Arabic pages', async ({ request }) => {
    for (const path of ['/ar/admin', '/ar/auth']) expect((await request.get(path)).status(), path).toBe(404);
  });

  test('the sitemap lists every page in both languages, each with its alternates', async ({ request, env }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const route of publicRoutes) {
      const entry = sitemap
        .split('<url>')
        .find((part) => part.startsWith(`<loc>${env.siteUrl}${arabicPath(route.path)}</loc>`));
      expect(entry, arabicPath(route.path)).toContain(`hreflang="en" href="${env.siteUrl}${route.path}"`);
    }
  });
});

test.describe('accessibility of the Arabic pages (axe, all rules)', () => {
  for (const route of publicRoutes) {
    for (const width of [390, 1280] as const) {
      const path = arabicPath(route.path);
      test(`${path} has no axe violations at ${width}px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await gotoHydrated(page, path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await expectNoAxeViolations(page, `axe at ${width}px on ${path}`);
      });
    }
  }
});

test.describe('the language switch', () => {
  test('leads to the same page in the other language and back, hydrated without errors', async ({
    page,
    consoleMessages,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await gotoHydrated(page, '/about');
    const aboutHeading = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
    await page.getByRole('banner').getByRole('link', { name: 'العربية' }).click();
    await expect(page).toHaveURL(/\/ar\/about$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ar(aboutHeading));
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    // Links inside an Arabic page stay in Arabic.
    await page
      .getByRole('banner')
      .getByRole('link', { name: ar('Services'), exact: true })
      .first()
      .click();
    await expect(page).toHaveURL(/\/ar\/services$/);
    await page.getByRole('banner').getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page).not.toHaveURL(/\/ar\//);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(problems(consoleMessages)).toEqual([]);
  });

  test('on a phone, from the menu; what the contact form holds comes along', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoHydrated(page, '/contact');
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Mariam Al Falasi');
    await page.getByRole('textbox', { name: 'Message', exact: true }).fill('Deep cleaning for a 3-bedroom villa, please.');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'العربية' }).click();
    await expect(page).toHaveURL(/\/ar\/contact$/);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await expect(page.getByRole('textbox', { name: ar('Name'), exact: true })).toHaveValue('Mariam Al Falasi');
    await expect(page.getByRole('textbox', { name: ar('Message'), exact: true })).toHaveValue(
      'Deep cleaning for a 3-bedroom villa, please.',
    );
  });
});
