import { test as base, expect, type Page } from '@playwright/test';
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
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  return response;
}

/** Errors and warnings, without the browser's own line for a page that answered 404 on purpose. */
export function problems(messages: ConsoleEntry[]): ConsoleEntry[] {
  return messages.filter(
    (message) =>
      ['error', 'warning', 'pageerror'].includes(message.type) &&
      !/^Failed to load resource: the server responded with a status of 404/.test(message.text),
  );
}
