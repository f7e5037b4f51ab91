import type { Page } from '@playwright/test';
import { MIN_FORM_FILL_MS } from '../../src/lib/formTiming';

/**
 * Waits until a person could have filled in the form of a page opened with `page.goto`: the database quarantines a
 * booking or message reported as filled in faster than `MIN_FORM_FILL_MS` as a bot's, and Playwright
 * types far faster than anyone. The site counts a served page's form from the start of the navigation, which is
 * where `performance.now()` starts too; returns at once when that time has already passed.
 */
export async function pastMinimumFillTime(page: Page): Promise<void> {
  await page.waitForFunction((ms) => performance.now() >= ms, MIN_FORM_FILL_MS + 100);
}
