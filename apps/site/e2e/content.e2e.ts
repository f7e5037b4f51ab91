import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type { SiteContentRow } from '../src/features/content/siteContent';
import type { E2EEnv } from './support/env';
import { expect, gotoHydrated, test } from './support/fixtures';
import { createConfirmedUser, useStoredSession } from './support/sessions';

/**
 * Inline editing on /services, and on the home and about pages' texts (docs/product.md, Editing the pages in place): an
 * admin edits a text, a card title and an image and deletes a card, each with its toast; the edits are stored in
 * site_content / site-images, survive a reload and are what visitors see. Visitors and signed-in non-admins never get
 * edit controls, nor the editor code.
 *
 * The tests share one backend and run in order; the rows they write are removed before and after.
 */
test.describe.configure({ mode: 'serial' });
// Run after the other tests (playwright.config.ts): the edits change what every page shows.
const afterTheRest = { tag: '@after-the-rest' };

const keys = {
  ctaSubtitle: 'services.text.ctaSubtitle',
  officeTitle: 'services.card.office.title',
  residentialImage: 'services.card.residential.image',
  carpetDeleted: 'services.card.carpet.deleted',
  homeHeroTitle: 'home.text.heroTitle',
  aboutStoryTitle: 'about.text.storyTitle',
};

const edited = {
  ctaSubtitle: 'E2E: book today and enjoy a spotless home this weekend.',
  officeTitle: 'Office & Workspace Cleaning',
  residentialAlt: 'A sparkling living room photographed by our team',
  homeHeroTitle: 'Spotless Homes and Offices Across Dubai',
  aboutStoryTitle: 'How Our Team Began',
};

// A 2×2 PNG, small enough to inline.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGPQmtsPRAwQCgAj4gVZjiDHWAAAAABJRU5ErkJggg==',
  'base64',
);

function restHeaders(env: E2EEnv) {
  return { apikey: env.serviceRoleKey, Authorization: `Bearer ${env.serviceRoleKey}` };
}

async function removeRows(env: E2EEnv) {
  const list = Object.values(keys).join(',');
  const response = await fetch(`${env.supabaseUrl}/rest/v1/site_content?key=in.(${list})`, {
    method: 'DELETE',
    headers: restHeaders(env),
  });
  expect(response.ok, await response.text()).toBe(true);
}

async function storedRow(env: E2EEnv, key: string) {
  const response = await fetch(`${env.supabaseUrl}/rest/v1/site_content?key=eq.${key}&select=key,value,image_path`, {
    headers: restHeaders(env),
  });
  const rows = (await response.json()) as SiteContentRow[];
  return rows[0];
}

/** The built JS files holding the inline editors or XState (dist/.vite/chunk-modules.json). */
function editorFiles(env: E2EEnv, pattern: RegExp): Set<string> {
  const chunks = JSON.parse(readFileSync(join(env.distDir, '.vite', 'chunk-modules.json'), 'utf8')) as Record<
    string,
    string[]
  >;
  return new Set(
    Object.entries(chunks)
      .filter(([, modules]) => modules.some((module) => pattern.test(module)))
      .map(([file]) => `/${file}`),
  );
}

const editorModules = /features\/content\/(TextEditor|ImageEditor|contentEditing)|InlineTextEditor|InlineImageEditor/;

function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.endsWith('.js')) scripts.push(path);
  });
  return scripts;
}

test.beforeAll(async ({ env }) => removeRows(env));
test.afterAll(async ({ env }) => removeRows(env));

test(
  'an admin edits a text, a card title and an image and deletes a card; each is stored',
  afterTheRest,
  async ({ page, env }) => {
    await useStoredSession(page, env, env.admin.email, env.admin.password);
    await gotoHydrated(page, '/services');

    // A text of the page text block.
    await page.getByRole('button', { name: 'Edit Call to action subtitle' }).click();
    const subtitle = page.getByRole('textbox', { name: 'Call to action subtitle' });
    await expect(subtitle).toBeFocused();
    await subtitle.fill(edited.ctaSubtitle);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Content Updated', { exact: true })).toBeVisible();
    await expect(page.getByText(edited.ctaSubtitle)).toBeVisible();
    await expect.poll(async () => (await storedRow(env, keys.ctaSubtitle))?.value).toBe(edited.ctaSubtitle);

    // A service card's title.
    await page.getByRole('button', { name: 'Edit Office Cleaning title' }).click();
    await page.getByRole('textbox', { name: 'Office Cleaning title' }).fill(edited.officeTitle);
    await page.getByRole('textbox', { name: 'Office Cleaning title' }).press('Enter');
    await expect(page.getByText('Service Updated', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: new RegExp(`^${edited.officeTitle}`) })).toBeVisible();

    // A card's image and alt text.
    await page.getByRole('button', { name: 'Edit image: Residential Cleaning' }).click();
    await page
      .getByLabel('Replace image')
      .setInputFiles({ name: 'living-room.png', mimeType: 'image/png', buffer: png });
    await page.getByRole('textbox', { name: 'Alt text' }).fill(edited.residentialAlt);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Image Updated', { exact: true })).toBeVisible();
    const image = page.getByRole('img', { name: edited.residentialAlt });
    await expect(image).toHaveAttribute(
      'src',
      /\/storage\/v1\/object\/public\/site-images\/services\/card\/residential\//,
    );
    const imageRow = await storedRow(env, keys.residentialImage);
    expect(imageRow?.value).toBe(edited.residentialAlt);
    expect(imageRow?.image_path).toMatch(/^services\/card\/residential\/image\/.+\.png$/);

    // A detail section's image cannot be deleted.
    await page.getByRole('button', { name: 'Edit image: Restaurant & Kitchen Cleaning' }).click();
    await expect(page.getByRole('button', { name: 'Delete image' })).toBeDisabled();
    await expect(page.getByText('A service section always keeps its image; replace it instead.')).toBeVisible();
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();

    // Deleting a card removes it.
    const grid = page.locator('section#our-services');
    await page.getByRole('button', { name: 'Edit image: Carpet & Upholstery Cleaning' }).click();
    await page.getByRole('button', { name: 'Delete service' }).click();
    await expect(page.getByText('Service Deleted', { exact: true })).toBeVisible();
    await expect(page.getByText('Service has been removed successfully.')).toBeVisible();
    await expect(grid.getByRole('article')).toHaveCount(5);
    await expect(grid.getByRole('heading', { name: /Carpet & Upholstery Cleaning/ })).toHaveCount(0);
    expect((await storedRow(env, keys.carpetDeleted))?.value).toBe('true');

    // Everything survives a reload.
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await expect(page.getByRole('button', { name: 'Edit Call to action subtitle' })).toBeVisible();
    await expect(page.getByText(edited.ctaSubtitle)).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: new RegExp(`^${edited.officeTitle}`) })).toBeVisible();
    await expect(page.getByRole('img', { name: edited.residentialAlt })).toBeVisible();
    await expect(grid.getByRole('article')).toHaveCount(5);
  },
);

test('a visitor sees the stored edits, no edit controls and no editor code', afterTheRest, async ({ page, env }) => {
  // The server renders a page again a moment after an edit is stored (the test before stored these), in as many
  // renders as the edits took polls: wait for the one with the last edit, the deleted card (5 cards left).
  await expect
    .poll(
      async () => {
        const html = await (await page.request.get('/services')).text();
        const grid = /<section[^>]*id="our-services"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
        return { subtitle: html.includes(edited.ctaSubtitle), cards: grid.match(/<article\b/g)?.length };
      },
      { timeout: 15_000 },
    )
    .toEqual({ subtitle: true, cards: 5 });
  const scripts = recordScripts(page);
  await gotoHydrated(page, '/services');
  const grid = page.locator('section#our-services');
  await expect(page.getByText(edited.ctaSubtitle)).toBeVisible();
  await expect(grid.getByRole('heading', { level: 3, name: edited.officeTitle, exact: true })).toBeVisible();
  await expect(grid.getByRole('article')).toHaveCount(5);
  await expect(grid.getByRole('heading', { name: 'Carpet & Upholstery Cleaning' })).toHaveCount(0);

  const image = grid.getByRole('img', { name: edited.residentialAlt });
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);

  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('button', { name: /^Edit/ })).toHaveCount(0);
  const lazy = editorFiles(env, new RegExp(`${editorModules.source}|xstate`));
  expect(scripts.filter((script) => lazy.has(script))).toEqual([]);
});

test('a signed-in user who is not an admin sees no edit controls', afterTheRest, async ({ page, env }) => {
  const email = `visitor-${Date.now()}@e2e.test`;
  const password = 'e2e-visitor-password';
  await createConfirmedUser(env, email, password);
  await useStoredSession(page, env, email, password);
  const scripts = recordScripts(page);
  // The session is restored in the background: wait for the role lookup to have answered.
  const role = page.waitForResponse((response) => response.url().includes('/rest/v1/rpc/get_user_role'));
  await gotoHydrated(page, '/services');
  await role;
  await page.waitForLoadState('networkidle');
  await expect(page.getByText(edited.ctaSubtitle)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Edit/ })).toHaveCount(0);
  const lazy = editorFiles(env, editorModules);
  expect(scripts.filter((script) => lazy.has(script))).toEqual([]);
});

test(
  "the home and about pages' texts are editable too; a visitor sees the edits after a reload",
  afterTheRest,
  async ({ page, browser, env }) => {
    await useStoredSession(page, env, env.admin.email, env.admin.password);
    await gotoHydrated(page, '/');
    await page.getByRole('button', { name: 'Edit Hero title' }).click();
    await page.getByRole('textbox', { name: 'Hero title' }).fill(edited.homeHeroTitle);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Content Updated', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^${edited.homeHeroTitle}`) })).toBeVisible();
    await expect.poll(async () => (await storedRow(env, keys.homeHeroTitle))?.value).toBe(edited.homeHeroTitle);

    await gotoHydrated(page, '/about');
    await page.getByRole('button', { name: 'Edit Story title' }).click();
    await page.getByRole('textbox', { name: 'Story title' }).fill(edited.aboutStoryTitle);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Content Updated', { exact: true })).toBeVisible();
    await expect.poll(async () => (await storedRow(env, keys.aboutStoryTitle))?.value).toBe(edited.aboutStoryTitle);

    // A visitor, in a browser of their own, once the server has rendered both pages again (it looks for stored edits
    // every second, then renders; with other work on the machine that took more than the 5 s a check waits).
    for (const [path, text] of [
      ['/', edited.homeHeroTitle],
      ['/about', edited.aboutStoryTitle],
    ] as const) {
      await expect.poll(async () => (await page.request.get(path)).text(), { timeout: 15_000 }).toContain(text);
    }
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await gotoHydrated(visitor, '/');
    await expect(visitor.getByRole('heading', { level: 1, name: edited.homeHeroTitle, exact: true })).toBeVisible();
    await gotoHydrated(visitor, '/about');
    await expect(visitor.getByRole('heading', { level: 2, name: edited.aboutStoryTitle, exact: true })).toBeVisible();
    await visitor.waitForLoadState('networkidle');
    await expect(visitor.getByRole('button', { name: /^Edit/ })).toHaveCount(0);
    await visitorContext.close();
  },
);

test(
  'a stored edit is in the HTML the server sends: no script needed, nothing swaps on load',
  afterTheRest,
  async ({ page, browser, request, env }) => {
    const key = 'home.text.heroSubtitle';
    const text = `E2E: served with the page ${Date.now()}`;
    const upsert = await fetch(`${env.supabaseUrl}/rest/v1/site_content`, {
      method: 'POST',
      headers: { ...restHeaders(env), 'Content-Type': 'application/json', Prefer: 'resolution=merge-duplicates' },
      body: JSON.stringify({ key, value: text }),
    });
    expect(upsert.ok, await upsert.text()).toBe(true);
    try {
      // The local server renders the page again once it sees the change (about a second).
      await expect.poll(async () => (await request.get('/')).text(), { timeout: 15_000 }).toContain(text);

      // Without JavaScript, the visitor reads the edit.
      const noScript = await browser.newContext({ javaScriptEnabled: false });
      const staticPage = await noScript.newPage();
      await staticPage.goto('/');
      await expect(staticPage.getByText(text, { exact: true })).toBeVisible();
      await noScript.close();

      // With JavaScript nothing swaps on the way: the first paint already shows the edit, and the page asks
      // nothing of site_content that could replace it.
      const contentRequests: string[] = [];
      page.on('request', (sent) => {
        if (sent.url().includes('/rest/v1/site_content')) contentRequests.push(sent.url());
      });
      await gotoHydrated(page, '/');
      await page.waitForLoadState('networkidle');
      await expect(page.getByText(text, { exact: true })).toBeVisible();
      expect(contentRequests).toEqual([]);
    } finally {
      await fetch(`${env.supabaseUrl}/rest/v1/site_content?key=eq.${key}`, {
        method: 'DELETE',
        headers: restHeaders(env),
      });
    }
    // The default comes back in the served HTML once the row is gone.
    await expect.poll(async () => (await request.get('/')).text(), { timeout: 15_000 }).not.toContain(text);
  },
);
