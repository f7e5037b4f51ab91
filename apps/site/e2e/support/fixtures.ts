import { test as base, expect, type Page } from '@playwright/test';
import { hydratedAttribute, laidOutGlobal } from '../../src/loading/protocol';
import { type E2EEnv, e2eEnv } from './env';

export interface ConsoleEntry {
  type: string;
  text: string;
}

interface Fixtures {
  /** Console messages and uncaught errors of the test's page, collected from before the first navigation. */
  consoleMessages: ConsoleEntry[];
}

interface WorkerFixtures {
  env: E2EEnv;
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  env: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright's fixture signature
    async ({}, use) => {
      await use(e2eEnv());
    },
    { scope: 'worker' },
  ],
  consoleMessages: async ({ page }, use) => {
    const messages: ConsoleEntry[] = [];
    page.on('console', (message) => messages.push({ type: message.type(), text: message.text() }));
    page.on('pageerror', (error) => messages.push({ type: 'pageerror', text: String(error.stack ?? error) }));
    await use(messages);
  },
});

export { expect };

/** Opens a prerendered page and waits until React has hydrated it (src/routes/__root.tsx sets the flag). */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await page.waitForFunction(
    (attribute) => document.documentElement.getAttribute(attribute) === 'true',
    hydratedAttribute,
  );
  return response;
}

/**
 * Waits until the page's loader has laid out the sections left out of its first layout (src/loading/boot/loadScripts.ts):
 * until then their text has no place of its own on the page.
 */
export async function waitForLaidOut(page: Page) {
  await page.waitForFunction((name) => (window as unknown as Record<string, unknown>)[name] === true, laidOutGlobal);
}

/** Errors and warnings, without the browser's own line for a page that answered 404 on purpose. */
export function problems(messages: ConsoleEntry[]): ConsoleEntry[] {
  return messages.filter(
    (message) =>
      ['error', 'warning', 'pageerror'].includes(message.type) &&
      !/^Failed to load resource: the server responded with a status of 404/.test(message.text),
  );
}

/**
 * From the page's next navigation on, notes every `Intl` formatter its scripts make (src/lib … @sparkle/ui/intl):
 * a prerendered page hydrates with the texts its prerender formatted, so loading it makes none (the first one
 * costs a phone a long task, loading ICU's data). Returns the notes so far: the formatter, its locale and options.
 */
export async function watchIntlFormatters(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const made: string[] = [];
    (window as unknown as { __intlMade: string[] }).__intlMade = made;
    for (const name of ['DateTimeFormat', 'NumberFormat', 'PluralRules', 'RelativeTimeFormat', 'ListFormat'] as const) {
      const Real = Intl[name] as unknown as new (...args: unknown[]) => object;
      (Intl as unknown as Record<string, unknown>)[name] = new Proxy(Real, {
        construct(target, args) {
          made.push(`${name}(${JSON.stringify(args)})`);
          return Reflect.construct(target, args);
        },
      });
    }
  });
  return () => page.evaluate(() => (window as unknown as { __intlMade: string[] }).__intlMade);
}

/**
 * From now on, notes every text that a status live region of the page shows (what a screen reader announces and
 * a sighted person sees as a toast). On the back office a booking that a test in the other worker makes meanwhile
 * is announced too, and (one toast at a time, docs/product.md, Constants and limits) replaces the toast a test waits
 * for, sometimes before a polling check has seen it: a test asks the notes whether its toast was shown. Returns the
 * notes so far.
 */
export async function watchAnnouncements(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const shown: string[] = [];
    (window as unknown as { __announced: string[] }).__announced = shown;
    const note = () => {
      for (const region of document.querySelectorAll<HTMLElement>('[role="status"]')) {
        const text = region.textContent?.trim();
        if (text && region.checkVisibility() && !shown.includes(text)) shown.push(text);
      }
    };
    note();
    new MutationObserver(note).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { __announced: string[] }).__announced);
}
