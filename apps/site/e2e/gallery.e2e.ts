import { writeFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { messages } from '@sparkle/machines';
import type { Tables } from '../src/lib/database.types';
import type { E2EEnv } from './support/env';
import { expect, gotoHydrated, test } from './support/fixtures';
import { createConfirmedUser, useStoredSession } from './support/sessions';

/** A 1×1 PNG and a 1×1 GIF: real images, so their previews render. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** A name no other test (or earlier run on the shared backend) uses. */
const uniqueName = (label: string, extension: string) =>
  `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}.${extension}`;

const serviceHeaders = (env: E2EEnv) => ({ apikey: env.serviceRoleKey, Authorization: `Bearer ${env.serviceRoleKey}` });

/** Records as the service role reads them (visitors cannot read them). */
async function recordsOf(request: APIRequestContext, env: E2EEnv, fileName: string) {
  const response = await request.get(`${env.supabaseUrl}/rest/v1/uploaded_files`, {
    params: { file_name: `eq.${fileName}`, select: '*' },
    headers: serviceHeaders(env),
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as Tables<'uploaded_files'>[];
}

const fileInput = (page: Page) => page.getByLabel('Drag & drop photos here, or click to choose');
const uploadList = (page: Page) => page.getByRole('list', { name: 'Selected photos' });
const item = (page: Page, name: string) => uploadList(page).getByRole('listitem').filter({ hasText: name });

/** Collects the browser alerts of the page and accepts them. */
function collectAlerts(page: Page): string[] {
  const alerts: string[] = [];
  page.on('dialog', async (dialog) => {
    alerts.push(`${dialog.type()}: ${dialog.message()}`);
    await dialog.accept();
  });
  return alerts;
}

test.describe('gallery', () => {
  test('shows the upload area, the coming-soon placeholders and the calls to action', async ({ page }) => {
    await gotoHydrated(page, '/gallery');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Project Gallery');
    const upload = page.getByRole('region', { name: 'Share Your Cleaning Project' });
    await expect(upload.getByRole('link', { name: 'Get Your Quote' })).toHaveAttribute('href', '/contact');
    const beforeAfter = page.getByRole('region', { name: 'Before & After Gallery' });
    for (const label of ['Residential Deep Clean', 'Office Cleaning', 'Restaurant Kitchen']) {
      await expect(beforeAfter.getByRole('heading', { name: label })).toBeVisible();
    }
    await expect(beforeAfter.getByText('Coming Soon')).toHaveCount(3);
    const cta = page.getByRole('region', { name: 'Like What You See?' });
    await expect(cta.getByRole('link', { name: 'Book Now' })).toHaveAttribute('href', '/book-now');
    await expect(cta.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  });

  test('valid photos reach the uploads bucket and are recorded in uploaded_files', async ({ page, request, env }) => {
    const alerts = collectAlerts(page);
    const kitchen = uniqueName('kitchen', 'png');
    const oven = uniqueName('oven', 'gif');
    await gotoHydrated(page, '/gallery');
    await fileInput(page).setInputFiles([
      { name: kitchen, mimeType: 'image/png', buffer: png },
      { name: oven, mimeType: 'image/gif', buffer: gif },
    ]);
    // Uploads start at once: each item goes to 'Uploaded', with its preview.
    await expect(item(page, kitchen)).toContainText('Uploaded');
    await expect(item(page, oven)).toContainText('Uploaded');
    await expect(item(page, kitchen).getByRole('img', { name: kitchen })).toHaveAttribute('src', /^blob:/);
    await expect(page.getByRole('status').filter({ hasText: '2 of 2 photos uploaded.' })).toBeAttached();
    expect(alerts).toEqual([]);

    for (const [name, type, bytes] of [
      [kitchen, 'image/png', png],
      [oven, 'image/gif', gif],
    ] as const) {
      const records = await recordsOf(request, env, name);
      expect(records).toHaveLength(1);
      const record = records[0]!;
      expect(record).toMatchObject({ file_name: name, file_size: bytes.length, file_type: type });
      expect(record.storage_path).toMatch(new RegExp(`^uploads/\\d{13}-[a-z0-9]{8}\\.${name.split('.').pop()}$`));
      // The stored object: in the private bucket, at the recorded path, with the photo's bytes.
      const object = await request.get(`${env.supabaseUrl}/storage/v1/object/uploads/${record.storage_path}`, {
        headers: serviceHeaders(env),
      });
      expect(object.status()).toBe(200);
      expect(Buffer.from(await object.body()).equals(bytes)).toBe(true);
    }

    // Visitors cannot read the photos back.
    const record = (await recordsOf(request, env, kitchen))[0]!;
    const anonymous = await request.get(`${env.supabaseUrl}/storage/v1/object/uploads/${record.storage_path}`, {
      headers: { apikey: env.anonKey, Authorization: `Bearer ${env.anonKey}` },
    });
    expect(anonymous.ok()).toBe(false);
  });

  test('refuses 11 files at once with the spec alert and adds none', async ({ page }) => {
    const alerts = collectAlerts(page);
    await gotoHydrated(page, '/gallery');
    await fileInput(page).setInputFiles(
      Array.from({ length: 11 }, (_, index) => ({
        name: `photo-${index + 1}.png`,
        mimeType: 'image/png',
        buffer: png,
      })),
    );
    await expect.poll(() => alerts).toEqual(['alert: You can only upload up to 10 files']);
    await expect(uploadList(page)).toHaveCount(0);
  });

  test('a 6 MB photo and a PDF are alerted and skipped; the valid photo goes on', async ({
    page,
    request,
    env,
  }, testInfo) => {
    const alerts = collectAlerts(page);
    // From files on disk: the browser reads them itself, where a 6 MB buffer would cross the protocol as base64.
    const valid = uniqueName('valid', 'png');
    const files = { 'huge.jpg': Buffer.alloc(6 * 1024 * 1024, 1), [valid]: png, 'quote.pdf': '%PDF-1.4\n%%EOF\n' };
    const paths = Object.entries(files).map(([name, content]) => {
      writeFileSync(testInfo.outputPath(name), content);
      return testInfo.outputPath(name);
    });
    await gotoHydrated(page, '/gallery');
    await fileInput(page).setInputFiles(paths);
    await expect
      .poll(() => alerts)
      .toEqual(['alert: File size must be less than 5MB', 'alert: File type application/pdf is not allowed']);
    await expect(uploadList(page).getByRole('listitem')).toHaveCount(1);
    await expect(item(page, valid)).toContainText('Uploaded');
    expect(await recordsOf(request, env, valid)).toHaveLength(1);
  });

  test('removing an item takes it off the list and frees its preview, also while it uploads', async ({
    page,
    request,
    env,
  }) => {
    // Record which object URLs the page frees.
    await page.addInitScript(() => {
      const revoked: string[] = [];
      (window as unknown as { revokedUrls: string[] }).revokedUrls = revoked;
      const revoke = URL.revokeObjectURL.bind(URL);
      URL.revokeObjectURL = (url: string) => {
        revoked.push(url);
        revoke(url);
      };
    });
    const revoked = () => page.evaluate(() => (window as unknown as { revokedUrls: string[] }).revokedUrls);

    // Hold the storage upload, so the photo is still uploading when it is removed.
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/storage/v1/object/uploads/**', async (route) => {
      await released;
      await route.continue();
    });
    const slow = uniqueName('slow', 'png');
    await gotoHydrated(page, '/gallery');
    await fileInput(page).setInputFiles([{ name: slow, mimeType: 'image/png', buffer: png }]);
    await expect(item(page, slow)).toContainText('Uploading...');
    const preview = await item(page, slow).getByRole('img').getAttribute('src');
    expect(preview).toMatch(/^blob:/);

    await page.getByRole('button', { name: `Remove ${slow}` }).click();
    await expect(uploadList(page)).toHaveCount(0);
    expect(await revoked()).toContain(preview);

    // The upload it started is not recorded once the bytes arrive.
    const stored = page.waitForResponse('**/storage/v1/object/uploads/**');
    release();
    expect((await stored).ok()).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(await recordsOf(request, env, slow)).toEqual([]);

    // After an upload, removing works the same.
    const done = uniqueName('done', 'png');
    await fileInput(page).setInputFiles([{ name: done, mimeType: 'image/png', buffer: png }]);
    await expect(item(page, done)).toContainText('Uploaded');
    const donePreview = await item(page, done).getByRole('img').getAttribute('src');
    await page.getByRole('button', { name: `Remove ${done}` }).click();
    await expect(uploadList(page)).toHaveCount(0);
    expect(await revoked()).toContain(donePreview);
  });

  test("a storage failure is logged and the item shows 'Upload failed'", async ({ page, consoleMessages }) => {
    await page.route('**/storage/v1/object/uploads/**', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ statusCode: '500', error: 'internal', message: 'Storage is down' }),
      }),
    );
    const name = uniqueName('broken', 'png');
    await gotoHydrated(page, '/gallery');
    await fileInput(page).setInputFiles([{ name, mimeType: 'image/png', buffer: png }]);
    await expect(item(page, name)).toContainText(messages.upload.failed);
    await expect
      .poll(() => consoleMessages.some((entry) => entry.type === 'error' && entry.text.includes(`Upload of ${name}`)))
      .toBe(true);
    // It can be tried again, and removed.
    await expect(page.getByRole('button', { name: 'Try Failed Uploads Again' })).toBeVisible();
    await page.getByRole('button', { name: `Remove ${name}` }).click();
    await expect(uploadList(page)).toHaveCount(0);
  });

  test("the 'Add Before/After Photos' button is not there for visitors", async ({ page }) => {
    await gotoHydrated(page, '/gallery');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('region', { name: 'Before & After Gallery' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add Before/After Photos' })).toHaveCount(0);
  });

  test("admins see the 'Add Before/After Photos' button; other signed-in users do not", async ({ browser, env }) => {
    const admin = await browser.newPage();
    await useStoredSession(admin, env, env.admin.email, env.admin.password);
    await gotoHydrated(admin, '/gallery');
    const button = admin.getByRole('button', { name: 'Add Before/After Photos' });
    await expect(button).toBeVisible();
    // A real control, reachable and announced, that says it has no action yet.
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAccessibleDescription('Managing before and after photos is coming soon.');
    await button.focus();
    await expect(button).toBeFocused();
    await admin.close();

    const email = `gallery-user-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.test`;
    await createConfirmedUser(env, email, 'e2e-password-123');
    const user = await browser.newPage();
    await useStoredSession(user, env, email, 'e2e-password-123');
    await gotoHydrated(user, '/gallery');
    await user.waitForLoadState('networkidle');
    await expect(user.getByRole('region', { name: 'Before & After Gallery' })).toBeVisible();
    await expect(user.getByRole('button', { name: 'Add Before/After Photos' })).toHaveCount(0);
    await user.close();
  });
});
