import type { Page } from '@playwright/test';
import { buildSystemPrompt, companyName, contact } from '../src/content/company';
import { routeChatTo } from './support/chatlessBackend';
import { fakeChatFailureMarker, fakeChatReply, fakeChatRequestsUrl } from './support/fakeChatServer';
import { expect, gotoHydrated, test } from './support/fixtures';

/**
 * The chat widget (docs/product.md, The chat assistant; docs/decisions.md, Security and abuse) against the harness's
 * `chat` function, which calls the fake OpenAI-compatible server: what the visitor sees, and what the chat-completion
 * request carries. The unconfigured case runs against a second backend without an API key.
 */

interface CompletionRequest {
  model: string;
  max_tokens: number;
  temperature: number;
  messages: { role: 'system' | 'user' | 'assistant'; content: string }[];
}

const greeting = `Hello and welcome to ${companyName}!`;

/** Texts unique to one test run: the fake server is shared by every test. */
const unique = (text: string) => `${text} #${Math.random().toString(36).slice(2, 8)}`;

async function openChat(page: Page, path = '/') {
  await gotoHydrated(page, path);
  await page.getByRole('button', { name: 'Open chat' }).click();
  const panel = page.getByRole('dialog', { name: `${companyName} Assistant` });
  await expect(panel).toBeVisible();
  return {
    panel,
    input: panel.getByRole('textbox', { name: 'Type your message' }),
    messages: panel.getByRole('log', { name: 'Conversation' }).getByRole('listitem'),
  };
}

async function requestFor(chatApiUrl: string, lastUserText: string): Promise<CompletionRequest> {
  const url = fakeChatRequestsUrl(chatApiUrl);
  let found: CompletionRequest | undefined;
  await expect
    .poll(async () => {
      const received = (await (await fetch(url)).json()) as CompletionRequest[];
      found = received.find((body) => body.messages.at(-1)?.content === lastUserText);
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}

/** Holds the page's chat calls until `release()`, so a test can look at the pending state. */
async function holdChatCalls(page: Page) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/functions/v1/chat', async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

test('the launcher is on every page but /auth; the panel opens with the greeting and closes with Escape', async ({
  page,
}) => {
  for (const path of ['/services', '/about']) {
    await gotoHydrated(page, path);
    await expect(page.getByRole('button', { name: 'Open chat' })).toBeVisible();
  }
  await gotoHydrated(page, '/auth');
  await expect(page.getByRole('button', { name: 'Open chat' })).toHaveCount(0);

  const { panel, input, messages } = await openChat(page, '/');
  await expect(messages).toHaveCount(1);
  await expect(messages.first()).toContainText(greeting);
  await expect(input).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open chat' })).toBeFocused();
});

test('Enter sends, Shift+Enter adds a line; the input is disabled and the typing indicator shows until the reply', async ({
  page,
  env,
}) => {
  const release = await holdChatCalls(page);
  const { panel, input, messages } = await openChat(page);

  // Blank messages are not sent.
  await input.press('Enter');
  await input.fill('   ');
  await input.press('Enter');
  await expect(messages).toHaveCount(1);

  const first = unique('Do you clean ovens?');
  const second = 'And fridges?';
  await input.fill('');
  await input.pressSequentially(first);
  await input.press('Shift+Enter');
  await input.pressSequentially(second);
  await expect(input).toHaveValue(`${first}\n${second}`);
  await expect(messages).toHaveCount(1);

  const sent = page.waitForRequest((request) => request.url().includes('/functions/v1/chat'));
  await input.press('Enter');
  const text = `${first}\n${second}`;
  // The widget says which language the page is in, and the prompt asks for it.
  expect((await sent).postDataJSON()).toMatchObject({ locale: 'en' });
  await expect(messages).toHaveCount(2);
  await expect(messages.nth(1)).toContainText(first);
  await expect(input).toBeDisabled();
  await expect(input).toHaveValue('');
  await expect(panel.getByRole('button', { name: 'Send message' })).toBeDisabled();
  await expect(panel.getByText('Assistant is typing')).toBeAttached();

  release();
  await expect(messages).toHaveCount(3);
  await expect(messages.nth(2)).toContainText(fakeChatReply(text));
  await expect(panel.getByText('Assistant is typing')).toHaveCount(0);
  await expect(input).toBeEnabled();

  const request = await requestFor(env.chatApiUrl, text);
  expect(request.model).toBe('gpt-4o-mini');
  expect(request.max_tokens).toBe(500);
  expect(request.temperature).toBe(0.7);
  expect(request.messages[0]).toEqual({ role: 'system', content: buildSystemPrompt() });
  expect(request.messages[0]!.content).toContain(companyName);
  expect(request.messages.slice(1)).toEqual([
    { role: 'assistant', content: expect.stringMatching(new RegExp(`^${greeting}`)) },
    { role: 'user', content: text },
  ]);
});

test('each request carries the system prompt, the last five messages and the new one', async ({ page, env }) => {
  const { input, messages } = await openChat(page, '/services');
  const sent = [1, 2, 3, 4].map((n) => unique(`Question ${n}`));
  for (const [index, text] of sent.entries()) {
    await input.fill(text);
    await input.press('Enter');
    if (index < 3) await expect(messages).toHaveCount(3 + index * 2);
  }
  await expect(messages).toHaveCount(9);
  await expect(messages.last()).toContainText(fakeChatReply(sent[3]!));

  const request = await requestFor(env.chatApiUrl, sent[3]!);
  expect(request.messages).toEqual([
    { role: 'system', content: buildSystemPrompt() },
    // The greeting and the first question have dropped out: five earlier messages, then the new one.
    { role: 'assistant', content: fakeChatReply(sent[0]!) },
    { role: 'user', content: sent[1] },
    { role: 'assistant', content: fakeChatReply(sent[1]!) },
    { role: 'user', content: sent[2] },
    { role: 'assistant', content: fakeChatReply(sent[2]!) },
    { role: 'user', content: sent[3] },
  ]);
});

test('the conversation stays while the visitor moves to another page', async ({ page }) => {
  const { input, messages } = await openChat(page, '/services');
  const text = unique('Are you open on Sunday?');
  await input.fill(text);
  await input.press('Enter');
  await expect(messages).toHaveCount(3);
  await page.keyboard.press('Escape');
  await page.getByRole('link', { name: 'Book Online' }).click();
  await expect(page).toHaveURL(/\/book-now$/);
  await page.getByRole('button', { name: 'Open chat' }).click();
  await expect(messages).toHaveCount(3);
  await expect(messages.nth(1)).toContainText(text);
});

test('a failed request: the apology message and the Connection Error toast; the question stays', async ({ page }) => {
  const { input, messages } = await openChat(page);
  const text = unique(`Please fail ${fakeChatFailureMarker}`);
  await input.fill(text);
  await input.press('Enter');
  await expect(messages).toHaveCount(3);
  await expect(messages.nth(1)).toContainText(text);
  await expect(messages.nth(2)).toContainText("I'm sorry, I'm having trouble connecting right now.");
  await expect(page.getByText('Connection Error', { exact: true })).toBeVisible();
  await expect(
    page.getByText('Unable to get response. Please contact us directly for assistance.', { exact: true }),
  ).toBeVisible();
  await expect(input).toBeEnabled();
});

test.describe('without a chat API key', () => {
  test("the function answers 503 and the widget says 'Service Temporarily Unavailable'", async ({ page, env }) => {
    await routeChatTo(page, env.chatless);
    const answered = page.waitForResponse((response) => response.url().includes('/functions/v1/chat'));
    const { input, messages } = await openChat(page);
    const text = unique('Can I book for tomorrow?');
    await input.fill(text);
    await input.press('Enter');
    expect((await answered).status()).toBe(503);
    await expect(page.getByText('Service Temporarily Unavailable', { exact: true })).toBeVisible();
    await expect(page.getByText(`Please call us on ${contact.phone}`)).toBeVisible();
    // No apology message: the visitor's question stays as the last message, and they may try again.
    await expect(messages).toHaveCount(2);
    await expect(messages.last()).toContainText(text);
    await expect(input).toBeEnabled();
  });
});
