import type { Locator, Page } from '@playwright/test';
import { companyName, contact } from '../src/content/company';
import { ar } from './support/arabic';
import { bookingForm, dayName, dubaiDay } from './support/booking';
import { routeChatTo } from './support/chatlessBackend';
import { fakeChatReply, fakeChatRequestsUrl } from './support/fakeChatServer';
import { expect, gotoHydrated, test } from './support/fixtures';

/**
 * The chat widget (docs/product.md, The chat assistant; docs/decisions.md, Security and abuse) against the harness's
 * `chat` function, which has a key and calls the fake OpenAI-compatible server (its reply streamed to the widget): what
 * the visitor sees, and what the chat-completion request carries. Then, as after a fresh `npm start` with no key,
 * against a second backend: the assistant answers a price, free times and a booking from the company's facts in both
 * languages, and its booking link opens the form filled in.
 */

interface CompletionRequest {
  model: string;
  max_tokens: number;
  temperature: number;
  stream: boolean;
  tools: { function: { name: string } }[];
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
    // The messages, not the links listed under a reply.
    messages: panel.getByRole('log', { name: 'Conversation' }).locator(':scope > ol > li'),
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
  // The reply streams to the widget; the model may call the three tools.
  expect(request.stream).toBe(true);
  expect(request.tools.map((tool) => tool.function.name)).toEqual([
    'check_availability',
    'estimate_price',
    'booking_link',
  ]);
  expect(request.messages[0]!.role).toBe('system');
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
    { role: 'system', content: expect.stringContaining(companyName) },
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
  // The function cannot be reached (a model that fails is answered for by the facts, so this is the network).
  await page.route('**/functions/v1/chat', (route) => route.abort('failed'));
  const { input, messages } = await openChat(page);
  const text = unique('Please answer');
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

test("a function that cannot run (HTTP 503): 'Service Temporarily Unavailable' with the phone", async ({ page }) => {
  // What the hosted gateway answers when the function does not start.
  await page.route('**/functions/v1/chat', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"Function failed to start"}' }),
  );
  const { input, messages } = await openChat(page);
  const text = unique('Can I book for tomorrow?');
  await input.fill(text);
  await input.press('Enter');
  await expect(page.getByText('Service Temporarily Unavailable', { exact: true })).toBeVisible();
  await expect(page.getByText(`Please call us on ${contact.phone}`)).toBeVisible();
  // No apology message: the visitor's question stays as the last message, and they may try again.
  await expect(messages).toHaveCount(2);
  await expect(messages.last()).toContainText(text);
  await expect(input).toBeEnabled();
});

/** A Monday to Saturday four to ten days ahead: every slot of its morning can still be booked. */
function bookableWeekday(): string {
  for (let days = 4; ; days++) {
    const date = dubaiDay(days);
    if (new Date(`${date}T00:00:00Z`).getUTCDay() !== 0) return date;
  }
}

const monthsEn = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const monthsAr = [
  'يناير',
  'فبراير',
  'مارس',
  'أبريل',
  'مايو',
  'يونيو',
  'يوليو',
  'أغسطس',
  'سبتمبر',
  'أكتوبر',
  'نوفمبر',
  'ديسمبر',
];
const dayMonth = (date: string, months: string[]) => `${Number(date.slice(8))} ${months[Number(date.slice(5, 7)) - 1]}`;

/** Asks, waits for the answer (the message after the question) and returns it. */
async function ask(input: Locator, messages: Locator, text: string) {
  const before = await messages.count();
  await input.fill(text);
  await input.press('Enter');
  await expect(messages).toHaveCount(before + 2);
  await expect(input).toBeEnabled();
  return messages.last();
}

test.describe('without a chat API key, the assistant answers from the facts', () => {
  test('in English: a price, free times and a booking whose link opens the form filled in', async ({ page, env }) => {
    await routeChatTo(page, env.chatless);
    const { input, messages } = await openChat(page, '/services');
    const date = bookableWeekday();

    const price = await ask(input, messages, 'How much is a 2-bedroom deep clean with oven?');
    await expect(price).toContainText('AED 460 before VAT, AED 483 with 5% VAT (AED 23)');

    const free = await ask(input, messages, `Any slot on ${dayMonth(date, monthsEn)} in the morning?`);
    // The service of the question before carries over.
    await expect(free).toContainText(
      `Free times for Deep Cleaning on ${dayName(date).replace(/ \d{4}$/, '')} in the morning:`,
    );
    await expect(free).toContainText('10:00 AM');

    const book = await ask(input, messages, `Book a deep clean on ${dayMonth(date, monthsEn)} at 10am`);
    await expect(book).toContainText('Here is the booking form with Deep Cleaning');
    await book.getByRole('link', { name: /^Book: Deep Cleaning/ }).click();
    // The home described in the first question comes along: 2 bedrooms, with the oven.
    await expect(page).toHaveURL(
      new RegExp(`/book-now\\?service=deep&date=${date}&time=10(%3A|:)00&size=2br&extras=oven$`),
    );
    const form = bookingForm(page);
    await expect(form.service).toHaveValue('deep');
    await expect(form.date).toHaveAccessibleName(`Date ${dayName(date)}`);
    await expect(form.time).toHaveValue('10:00 AM');
    await expect(form.homeSize).toHaveValue('2br');
    await expect(form.extras.getByRole('checkbox', { name: /^Inside the oven/ })).toBeChecked();
  });

  test('in Arabic: the same questions, answered in Arabic, and the form filled in on /ar', async ({ page, env }) => {
    await routeChatTo(page, env.chatless);
    await gotoHydrated(page, '/ar');
    await page.getByRole('button', { name: ar('Open chat') }).click();
    const panel = page.getByRole('dialog', { name: ar(`${companyName} Assistant`) });
    const input = panel.getByRole('textbox', { name: ar('Type your message') });
    const messages = panel.getByRole('log', { name: ar('Conversation') }).locator(':scope > ol > li');
    const date = bookableWeekday();

    const price = await ask(input, messages, 'كم سعر التنظيف العميق لشقة غرفتين مع الفرن؟');
    await expect(price).toContainText('460 درهم قبل الضريبة، و483 درهم شاملة ضريبة القيمة المضافة');

    const free = await ask(input, messages, `هل يوجد موعد متاح يوم ${dayMonth(date, monthsAr)} صباحا؟`);
    await expect(free).toContainText(`${dayMonth(date, monthsAr)} صباحًا`);
    await expect(free).toContainText('10:00 ص');

    const book = await ask(input, messages, `احجز تنظيف عميق يوم ${dayMonth(date, monthsAr)} الساعة 10 صباحا`);
    await expect(book).toContainText('إليك نموذج الحجز');
    await book.getByRole('link', { name: /^احجز: التنظيف العميق/ }).click();
    await expect(page).toHaveURL(
      new RegExp(`/ar/book-now\\?service=deep&date=${date}&time=10(%3A|:)00&size=2br&extras=oven$`),
    );
    const form = bookingForm(page, ar);
    await expect(form.service).toHaveValue('deep');
    await expect(form.time).toHaveValue('10:00 AM');
    await expect(form.date).not.toHaveAccessibleName(`${ar('Date')} ${ar('Pick a date')}`);
  });

  test('a booking link opened as a new page fills the form in as the page loads', async ({ page }) => {
    const date = bookableWeekday();
    await gotoHydrated(page, `/book-now?service=carpet&items=3&date=${date}&time=14:00`);
    const form = bookingForm(page);
    await expect(form.service).toHaveValue('carpet');
    await expect(form.items).toHaveValue('3');
    await expect(form.date).toHaveAccessibleName(`Date ${dayName(date)}`);
    await expect(form.time).toHaveValue('02:00 PM');
  });
});
