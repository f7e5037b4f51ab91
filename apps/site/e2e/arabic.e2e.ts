import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Messages } from '@lingui/core';
import type { APIRequestContext, Locator } from '@playwright/test';
import { bookableServices } from '@sparkle/company/booking';
import { messages } from '@sparkle/machines';
import { laterFiles, missingMessages } from '../scripts/lib/pageCatalogue';
import { readViteManifest } from '../scripts/lib/viteManifest';
import { ar } from './support/arabic';
import { expectNoAxeViolations } from './support/axe';
import { bookingForm, bookingsFor, dubaiDay, uniqueEmail } from './support/booking';
import { expect, gotoHydrated, problems, test, watchIntlFormatters } from './support/fixtures';
import { pastMinimumFillTime } from './support/forms';
import { publicRoutes } from './support/routes';

/**
 * The public site in Arabic, right to left, under /ar. What the pages must say comes from the Arabic
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
  // Attribute names are case-insensitive in HTML (React writes `hrefLang`).
  const attr = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`, 'i').exec(tag)?.[1];
  const alternates = Object.fromEntries(
    links.filter((tag) => attr(tag, 'rel') === 'alternate').map((tag) => [attr(tag, 'hreflang'), attr(tag, 'href')]),
  );
  const canonical = links.filter((tag) => attr(tag, 'rel') === 'canonical').map((tag) => attr(tag, 'href'));
  const fontPreloads = links
    .filter((tag) => attr(tag, 'rel') === 'preload' && attr(tag, 'as') === 'font')
    .map((tag) => attr(tag, 'href')?.replace(/^.*\/|-[\w-]{8}\.woff2$/g, ''));
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
    /** The preloaded fonts' names, without their folder and hash ('inter-latin-wght'). */
    fontPreloads,
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
      // An Arabic page's text (its largest paint) is the Arabic face's, its Latin words included: that face's two
      // files for the Arabic pages are preloaded (not its other Latin characters), Inter is not; English pages
      // preload Inter only.
      expect(arabic.fontPreloads).toEqual(['noto-sans-arabic-wght', 'noto-sans-arabic-latin-core-wght']);
      expect(english.fontPreloads).toEqual(['inter-latin-wght']);
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

  test("each page's files of the catalogue hold every message its built code can show without a navigation", async ({
    request,
    env,
  }) => {
    // The whole catalogue as the build holds it: each area's chunk.
    const manifest = readViteManifest(env.distDir);
    const whole: Messages = {};
    for (const area of ['shell', 'pages', 'services', 'booking']) {
      const file = manifest[`src/locales/ar/${area}.po`]?.file ?? '';
      Object.assign(
        whole,
        ((await import(pathToFileURL(join(env.distDir, file)).href)) as { messages: Messages }).messages,
      );
    }
    for (const route of publicRoutes) {
      const html = await (await request.get(arabicPath(route.path))).text();
      const part = /<meta name="sparkle-catalogue" content="([^"]+)">/.exec(html)?.[1] ?? '';
      expect(part, arabicPath(route.path)).toMatch(/^\/assets\/ar-[\w-]+\.js$/);
      const rest = /import\("\.\/(ar-[\w-]+\.js)"\)/.exec(readFileSync(join(env.distDir, part), 'utf8'))?.[1] ?? '';
      // The page's first load: the modules its loader preloads, its part aside.
      const first = [...html.matchAll(/"\/(assets\/[\w.-]+\.js)"/g)]
        .map((match) => match[1] ?? '')
        .filter((file) => `/${file}` !== part);
      expect(first.length, arabicPath(route.path)).toBeGreaterThan(3);
      expect(missingMessages(env.distDir, first, [part], whole), `${arabicPath(route.path)}: first load`).toEqual([]);
      const later = laterFiles(env.distDir, first);
      expect(later.length).toBeGreaterThan(first.length);
      const held = [part, `/assets/${rest}`];
      expect(missingMessages(env.distDir, later, held, whole), `${arabicPath(route.path)}: later`).toEqual([]);
    }
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
  // As e2e/a11y.e2e.ts: one load per page, axe at a phone's width and then at a desktop's.
  for (const route of publicRoutes) {
    const path = arabicPath(route.path);
    test(`${path}: hydrates without errors or Intl formatters; no axe violations at 390 and 1280px`, async ({
      page,
      consoleMessages,
    }) => {
      test.setTimeout(60_000);
      await page.setViewportSize({ width: 390, height: 900 });
      const intlMade = await watchIntlFormatters(page);
      await gotoHydrated(page, path);
      // The Arabic dates, times and amounts the prerender formatted come with the page (@sparkle/ui/intl).
      expect(await intlMade(), 'Intl formatters made while the page hydrated').toEqual([]);
      expect(problems(consoleMessages), 'console errors and warnings').toEqual([]);
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await expectNoAxeViolations(page, `axe at ${width}px on ${path}`);
      }
    });
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
    // A page reached by the router shows its texts in Arabic: it waited for the whole catalogue, since the page
    // served loaded only its own part of it.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ar('Our Cleaning Services'));
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
    await page
      .getByRole('textbox', { name: 'Message', exact: true })
      .fill('Deep cleaning for a 3-bedroom villa, please.');
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

test.describe('booking in Arabic', () => {
  test('a whole booking with the keyboard alone, its checks in Arabic, stores the same row as in English', async ({
    page,
    request,
    env,
  }) => {
    const email = uniqueEmail('arabic-keyboard');
    const tomorrow = dubaiDay(1);
    await gotoHydrated(page, '/ar/book-now');
    const field = bookingForm(page, ar);
    const focused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);
    const tabUntil = async (locator: Locator, key = 'Tab', limit = 80) => {
      for (let step = 0; step < limit && !(await focused(locator)); step += 1) await page.keyboard.press(key);
      await expect(locator).toBeFocused();
    };

    // The service and its size, with the arrow keys (their options read in Arabic), and an extra ticked.
    const arrowTo = async (select: Locator, value: string, label: string) => {
      await expect(select).toBeFocused();
      const index = await select.evaluate(
        (element, wanted) => [...(element as HTMLSelectElement).options].findIndex((option) => option.value === wanted),
        value,
      );
      const current = await select.evaluate((element) => (element as HTMLSelectElement).selectedIndex);
      for (let step = current; step < index; step += 1) await page.keyboard.press('ArrowDown');
      await expect(select).toHaveValue(value);
      await expect(select.locator('option:checked')).toHaveText(label);
    };
    await tabUntil(field.service);
    await arrowTo(field.service, 'movein', ar(bookableServices.find((service) => service.value === 'movein')!.label));
    // The size list turns on once the form knows the service (booking.e2e.ts, the same with the keyboard).
    await expect(field.homeSize).toBeEnabled();
    await page.keyboard.press('Tab');
    await arrowTo(field.homeSize, 'studio', ar('Studio'));
    const oven = field.extras.getByRole('checkbox', { name: new RegExp(`^${ar('Inside the oven')}`) });
    await tabUntil(oven, 'Tab', 10);
    await page.keyboard.press('Space');
    await expect(oven).toBeChecked();

    // No date yet: on to the contact details.
    const typeInto = async (locator: Locator, text: string) => {
      await tabUntil(locator, 'Tab', 10);
      await page.keyboard.type(text);
    };
    await typeInto(field.name, 'عمر الكيبورد');
    await typeInto(field.phone, '00971 55 000 1111');
    await typeInto(field.email, email);
    await typeInto(field.community, ar('Business Bay'));
    await page.keyboard.press('Enter');
    await expect(field.community).toHaveValue(ar('Business Bay'));
    await typeInto(field.building, 'Bay Square 3');
    await typeInto(field.apartment, '1203');
    await typeInto(field.address, 'Office 1203');

    // Sent without a date: the spec's first check, in Arabic, and focus on the date.
    await tabUntil(field.submit, 'Tab', 5);
    await pastMinimumFillTime(page);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert')).toHaveText(ar(messages.booking.missingDate));
    await expect(field.date).toBeFocused();

    // The calendar: right to left, ArrowLeft is the next day.
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: ar('Choose date') });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(field.date).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(field.time).toBeFocused();
    await page.keyboard.type('11');
    await expect(field.time).toHaveValue('11:00 AM');

    await tabUntil(field.submit, 'Tab', 20);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: ar(messages.booking.success) })).toBeVisible();
    await expect(page.getByRole('heading', { name: ar('Booking request received') })).toBeFocused();

    // The row is the one an English booking stores: codes and the English community, not the words shown.
    const rows = await bookingsFor(request, env, email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      service: 'movein',
      date: tomorrow,
      time_slot: '11:00 AM',
      name: 'عمر الكيبورد',
      phone: '+971550001111',
      community: 'Business Bay',
      building: 'Bay Square 3',
      apartment: '1203',
      address: 'Office 1203',
      property: 'studio',
      extras: ['oven'],
      total_aed: 430.5,
    });
  });
});
