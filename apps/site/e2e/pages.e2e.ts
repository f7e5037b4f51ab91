import { writeFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page, Request } from '@playwright/test';
import { compileHint } from '../vite-plugins/compileHints';
import { expect, gotoHydrated, problems, test, waitForLaidOut, watchIntlFormatters } from './support/fixtures';
import { lazyOnlyFiles } from './support/lazyChunks';
import { publicRoutes, type RouteCase, sessionRoutes, unknownPath } from './support/routes';

/** Where the rule that leaves parts out of the first layout can apply (scripts/lib/pageDocument.ts). */
const leftOutCandidates = '#main section, footer';

/**
 * The one region that legitimately changes when the page hydrates: the header's sign-in control. While the
 * session loads (the prerender) it is an invisible 'Sign In' that keeps its place; once the browser knows the
 * visitor is signed out it shows. Hidden in both captures, so everything else must still match exactly.
 */
const sessionDependent = 'header a[href="/auth"]';

/** The text a visitor sees, without the session-dependent region (hidden for the one synchronous read). */
function visibleText(page: Page): Promise<string> {
  return page.evaluate((selector) => {
    const hidden = [...document.querySelectorAll<HTMLElement>(selector)];
    const saved = hidden.map((element) => element.style.cssText);
    // No transition: under reduced motion every property transitions for 0.01 ms, visibility included.
    for (const element of hidden) element.style.cssText += ';visibility:hidden;transition:none';
    // biome-ignore lint/performance/useDomNodeTextContent: the text a visitor sees, not every text node
    const text = document.body.innerText;
    hidden.forEach((element, index) => {
      element.style.cssText = saved[index]!;
    });
    return text;
  }, sessionDependent);
}

/**
 * Third-party frames (the Google map embeds) cannot load on our machines, and when their error page appears
 * depends on timing: answer them with an empty page, so both captures are deterministic.
 */
async function stubThirdParty(target: Page | BrowserContext, env: { siteUrl: string; supabaseUrl: string }) {
  const local = [new URL(env.siteUrl).origin, new URL(env.supabaseUrl).origin];
  await target.route(
    (url) => !local.includes(url.origin),
    (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Map</title>' }),
  );
}

/**
 * A full-page capture with the session-dependent region hidden, and frames too: a deferred map (stubbed above)
 * is an empty box until it nears the screen, then its frame (MapEmbed `deferred`, src/loading/boot/deferFrames.ts),
 * which for a full-page capture may be during the capture itself. The place they take is still compared.
 */
async function capture(page: Page): Promise<Buffer> {
  const take = () =>
    page.screenshot({
      fullPage: true,
      animations: 'disabled',
      style: `${sessionDependent}, iframe, [data-defer-frame] { visibility: hidden !important; transition: none !important; }`,
    });
  // Chromium 150 sometimes answers a full-page capture with 'Unable to capture screenshot' when the machine is busy
  // (with a busy loop beside the suite: once, and once twice in a row on /gallery): the page is not at fault, so it is
  // asked again, up to three times, each after two frames the page has drawn.
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await take();
    } catch (error) {
      if (attempt === 3 || !(error instanceof Error) || !error.message.includes('Unable to capture screenshot'))
        throw error;
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(undefined)))),
      );
    }
  }
}

/** Loads the page with its scripts and waits until it hydrated and settled (network idle, fonts loaded). */
async function loadHydrated(page: Page, env: { siteUrl: string; supabaseUrl: string }, route: RouteCase) {
  // Admins' stored inline edits (site_content, docs/product.md, Editing the pages in place) are not what these checks
  // are about; content.e2e.ts writes some while this runs.
  await page.route('**/rest/v1/site_content?*', (request) => request.fulfill({ json: [] }));
  await stubThirdParty(page, env);
  await gotoHydrated(page, route.path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
  await page.waitForLoadState('networkidle');
  // The loader lays out the sections below the first after hydration, one per idle moment: until then their text is
  // not what a visitor scrolling sees (a busy machine read the home page's before its later sections).
  await waitForLaidOut(page);
  await page.evaluate(() => document.fonts.ready);
}

// One test per page: the pixel comparison's second load (scripts on) is also where the console, the formatters and
// the files loaded are watched, so each page is loaded twice rather than three times on two busy cores.
for (const route of [...publicRoutes, sessionRoutes[0]!]) {
  test(`${route.path}: hydrates without console errors, Intl formatters or anything lazy up front, and changes nothing a visitor sees (text and pixels)`, async ({
    browser,
    page,
    consoleMessages,
    env,
  }, testInfo) => {
    // Two loads and two full-page captures of a long page: about 12-17 s on two busy cores in a full run, more
    // than half the default limit. The work is the check itself (a pixel comparison of the whole page), so
    // the limit is raised rather than the page cut.
    test.setTimeout(60_000);
    // What a visitor sees before any script runs: the prerendered HTML with its stylesheets and fonts.
    const staticContext = await browser.newContext({ javaScriptEnabled: false, reducedMotion: 'reduce' });
    await stubThirdParty(staticContext, env);
    const staticPage = await staticContext.newPage();
    await staticPage.goto(route.path);
    await staticPage.evaluate(() => document.fonts.ready);
    // The sections below the first are drawn as they come near the screen (content-visibility: auto); the page's
    // loader lays them all out once the page has hydrated (src/loading/boot/loadScripts.ts), which cannot run here. The same, for the
    // whole page at once, as a visitor scrolling through it sees it.
    await staticPage.evaluate((selector) => {
      for (const section of document.querySelectorAll<HTMLElement>(selector)) {
        section.style.contentVisibility = 'visible';
      }
    }, leftOutCandidates);
    const textBefore = await visibleText(staticPage);
    const before = await capture(staticPage);
    await staticContext.close();

    const lazy = lazyOnlyFiles(env.distDir, route.path);
    const loadedLazy: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (lazy.has(path)) loadedLazy.push(`${lazy.get(path)}: ${path}`);
    });
    const intlMade = await watchIntlFormatters(page);
    await loadHydrated(page, env, route);
    expect(await visibleText(page)).toBe(textBefore);
    const after = await capture(page);
    if (!after.equals(before)) {
      // Both captures beside the test's other artifacts, to compare.
      writeFileSync(testInfo.outputPath('prerendered.png'), before);
      writeFileSync(testInfo.outputPath('hydrated.png'), after);
    }
    expect(after.equals(before), 'the hydrated page looks exactly like the prerendered one').toBe(true);
    expect(problems(consoleMessages), 'console errors and warnings').toEqual([]);
    expect(loadedLazy, 'code that must load on demand').toEqual([]);
    expect(await intlMade(), 'Intl formatters made while the page loaded').toEqual([]);
  });
}

// The page's sheets are inlined, and its inline <style> names them (scripts/lib/pageDocument.ts): the browser fetches
// none of them, neither before the first paint nor when an island's code asks for its sheets.
test('/book-now fetches none of the style sheets its HTML inlined, before or after its form loads', async ({
  page,
}) => {
  const sheetRequests: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.endsWith('.css')) sheetRequests.push(path);
  });
  await gotoHydrated(page, '/book-now');
  const inlined = ((await page.locator('style#page-css').getAttribute('data-sheets')) ?? '').split(' ');
  expect(inlined.filter(Boolean).length, 'the sheets the page names as inlined').toBeGreaterThan(1);
  await page.getByRole('textbox', { name: 'Full Name', exact: true }).click();
  await page.waitForSelector('[data-island-live] form');
  await page.waitForLoadState('networkidle');
  expect(sheetRequests.filter((path) => inlined.includes(path))).toEqual([]);
});

test('the 404 page hydrates and only logs the missing path', async ({ page, consoleMessages }) => {
  await gotoHydrated(page, unknownPath);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
  await page.waitForLoadState('networkidle');
  const logged = problems(consoleMessages);
  expect(logged).toHaveLength(1);
  expect(logged[0]!.text).toContain(unknownPath);
});

test('supabase-js is bundled only into chunks loaded on demand', ({ env }) => {
  const supabaseChunks = [...lazyOnlyFiles(env.distDir)].filter(([, group]) => group === 'supabase-js');
  // The site talks to Supabase on several pages, so the build must have such a chunk: none means the check
  // below would pass without looking at anything.
  expect(supabaseChunks.length, 'chunks holding supabase-js').toBeGreaterThan(0);
  // Each public page's requests are checked above; here: the chunk is not the entry itself.
  for (const [file] of supabaseChunks) expect(file).not.toMatch(/\/main-[\w-]+\.js$/);
});

test('the scripts every page starts with are marked for V8 to compile as they download; the rest stay lazy', async ({
  page,
}) => {
  const scripts = new Map<string, Promise<string>>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.set(new URL(response.url()).pathname, response.text());
  });
  await gotoHydrated(page, '/');
  const firstLines = new Map<string, string>();
  for (const [path, body] of scripts) firstLines.set(path, (await body).split('\n', 1)[0]!);
  // The entry, React DOM and the router (vite-plugins/compileHints.ts).
  const startingScripts = [...firstLines.keys()].filter((path) => /\/(main|react-dom|router)-[\w-]+\.js$/.test(path));
  expect(startingScripts).toHaveLength(3);
  for (const path of startingScripts) expect(firstLines.get(path), path).toBe(compileHint);
  // The home page's own chunks (its route, its sections) load after these and are compiled as they are called.
  const others = [...firstLines].filter(([path]) => !startingScripts.includes(path));
  expect(others.length).toBeGreaterThan(0);
  for (const [path, line] of others) expect(line, path).not.toBe(compileHint);
});

test('sections below the first and the footer wait for the screen in the first layout; once the page hydrates all are laid out, and pages reached later too', async ({
  browser,
  page,
}) => {
  const autoSections = (target: Page) =>
    target.evaluate(
      (selector) =>
        [...document.querySelectorAll(selector)]
          .filter((section) => getComputedStyle(section).contentVisibility === 'auto')
          .map(
            (section) =>
              section.getAttribute('aria-labelledby') ?? section.getAttribute('aria-label') ?? section.localName,
          ),
      leftOutCandidates,
    );
  // Before any script: every page section after the first (the hero) is left for later.
  const staticContext = await browser.newContext({ javaScriptEnabled: false });
  const staticPage = await staticContext.newPage();
  await staticPage.goto('/services');
  const left = await autoSections(staticPage);
  expect(left.length, 'sections left out of the first layout').toBeGreaterThanOrEqual(3);
  expect(left, 'the footer too').toContain('footer');
  expect(left).not.toContain(
    await staticPage
      .locator('#main section')
      .first()
      .evaluate((section) => section.getAttribute('aria-labelledby')),
  );
  await staticContext.close();

  // With its scripts: once hydrated, the page lays them all out and drops the rule.
  await gotoHydrated(page, '/services');
  await waitForLaidOut(page);
  expect(await autoSections(page)).toEqual([]);
  // A page reached client-side is laid out whole as usual.
  const about = publicRoutes.find((route) => route.path === '/about')!;
  await page
    .getByRole('banner')
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'About', exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(about.heading);
  expect(await autoSections(page)).toEqual([]);
});

/**
 * What a page fetches in a fresh browser until it has hydrated and the network is quiet: every request (the HTML,
 * fonts, scripts, data, the icon) and the bytes of their bodies as the server sent them (text in Brotli, as
 * `scripts/serve.ts` and a static host send it; fonts as they are, WOFF2 being compressed already).
 */
async function firstLoad(browser: Browser, env: { siteUrl: string; supabaseUrl: string }, path: string) {
  const context = await browser.newContext({ baseURL: env.siteUrl });
  const page = await context.newPage();
  await stubThirdParty(page, env);
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  await gotoHydrated(page, path);
  await page.waitForLoadState('networkidle');
  const sizes = await Promise.all(requests.map(async (request) => (await request.sizes()).responseBodySize));
  await context.close();
  const isFont = (request: Request) => request.resourceType() === 'font';
  const sum = (keep: (request: Request) => boolean) =>
    sizes.reduce((total, size, index) => (keep(requests[index]!) ? total + size : total), 0);
  return {
    requests: requests.length,
    bytes: sum(() => true),
    fontBytes: sum(isFont),
    files: requests.map((request, index) => `${new URL(request.url()).pathname} ${sizes[index]}`),
  };
}

// An Arabic page is drawn with another face than an English one (packages/ui/src/fontsArabic.css) and loads its own
// part of the catalogue (src/locales/ar.ts): all of it counts, fonts included (docs/loading.md, Arabic pages).
for (const route of publicRoutes) {
  const arabicPath = route.path === '/' ? '/ar' : `/ar${route.path}`;
  test(`${arabicPath} loads at most 3 more requests and 10 KB more (as sent, fonts included) than ${route.path}`, async ({
    browser,
    env,
  }) => {
    const english = await firstLoad(browser, env, route.path);
    const arabic = await firstLoad(browser, env, arabicPath);
    const figures = `${english.requests} → ${arabic.requests} requests, ${english.bytes} → ${arabic.bytes} bytes (of which fonts ${english.fontBytes} → ${arabic.fontBytes})`;
    const files = `\nen: ${english.files.join(', ')}\nar: ${arabic.files.join(', ')}`;
    console.log(`${route.path}: ${figures}`);
    expect(arabic.requests, `${figures}${files}`).toBeLessThanOrEqual(english.requests + 3);
    expect(arabic.bytes, `${figures}${files}`).toBeLessThanOrEqual(english.bytes + 10 * 1024);
  });
}
