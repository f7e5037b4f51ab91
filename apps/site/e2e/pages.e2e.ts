import { expect, gotoHydrated, problems, test } from './support/fixtures';
import { lazyOnlyFiles } from './support/lazyChunks';
import { publicRoutes, sessionRoutes, unknownPath } from './support/routes';

/**
 * One load per page, in the browser: the prerendered page, then the same page hydrated. Checks the heading,
 * a clean console, that hydration changes nothing a visitor can see (same text, same pixels as with
 * JavaScript off), and that no code meant to load on demand is fetched up front.
 */
for (const route of [...publicRoutes, sessionRoutes[0]!]) {
  test(`${route.path}: renders, hydrates without errors or visible change, loads nothing lazy up front`, async ({
    browser,
    page,
    consoleMessages,
    env,
  }) => {
    // What a visitor sees before any script runs: the prerendered HTML with its stylesheets and fonts.
    const staticContext = await browser.newContext({ javaScriptEnabled: false, reducedMotion: 'reduce' });
    const staticPage = await staticContext.newPage();
    await staticPage.goto(route.path);
    await staticPage.evaluate(() => document.fonts.ready);
    // biome-ignore lint/performance/useDomNodeTextContent: the text a visitor sees, not every text node
    const textBefore = await staticPage.locator('body').innerText();
    const before = await staticPage.screenshot({ fullPage: true, animations: 'disabled' });
    await staticContext.close();

    const lazy = lazyOnlyFiles(env.distDir);
    const loadedLazy: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (lazy.has(path)) loadedLazy.push(`${lazy.get(path)}: ${path}`);
    });
    await gotoHydrated(page, route.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => document.fonts.ready);

    expect(problems(consoleMessages), 'console errors and warnings').toEqual([]);
    expect(loadedLazy, 'code that must load on demand').toEqual([]);
    // biome-ignore lint/performance/useDomNodeTextContent: the text a visitor sees, not every text node
    expect(await page.locator('body').innerText()).toBe(textBefore);
    const after = await page.screenshot({ fullPage: true, animations: 'disabled' });
    expect(after.equals(before), 'the hydrated page looks exactly like the prerendered one').toBe(true);
  });
}

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
  test.skip(supabaseChunks.length === 0, 'no page uses getSupabase() yet');
  // Each public page's requests are checked above; here: the chunk is not the entry itself.
  for (const [file] of supabaseChunks) expect(file).not.toMatch(/\/main-[\w-]+\.js$/);
});
