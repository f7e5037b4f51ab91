import type { Page } from '@playwright/test';
import { type RunningBackend, startBackend } from '@sparkle/backend';

/**
 * A second in-memory backend whose chat function has no API key, as after a fresh `npm start`: it answers from the
 * company's facts, its price list and its calendar (docs/product.md, The chat assistant). The global setup starts it
 * beside the harness backend (starting a database inside a test took longer than a hook may on two busy cores);
 * `routeChatTo` sends a page's chat calls there, everything else still goes to the harness backend the site was built
 * against.
 */
export async function startChatlessBackend(): Promise<RunningBackend> {
  return startBackend({ port: 0, admin: false, bcryptCost: 4, chat: {} });
}

export async function routeChatTo(page: Page, backend: { url: string; anonKey: string }): Promise<void> {
  await page.route('**/functions/v1/chat', async (route) => {
    const request = route.request();
    const response = await route.fetch({
      url: `${backend.url}/functions/v1/chat`,
      headers: {
        ...request.headers(),
        apikey: backend.anonKey,
        authorization: `Bearer ${backend.anonKey}`,
      },
    });
    await route.fulfill({ response });
  });
}
