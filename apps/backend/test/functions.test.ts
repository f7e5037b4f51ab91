import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { bookingRules, businessHours, companyName, contact, packages, services } from '@sparkle/company';
import { createClient, FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { type ChatMessage, handler } from '../../../supabase/functions/chat/handler.ts';
import { startBackend } from '../src/index.ts';
import { type FakeChatModel, startFakeChatModel } from '../src/testing/fakeChatModel.ts';

/**
 * The chat function through the running backend, called as the site calls it (`functions.invoke('chat')`), with a
 * key: the model path, against a fake OpenAI-compatible server on 127.0.0.1 that records what it receives. What it
 * answers without a key, and the model's tools, streaming and fall-back, are in chat-assistant.test.ts.
 */

type Backend = Awaited<ReturnType<typeof startBackend>>;

let backend: Backend;
let supabase: SupabaseClient;
let model: FakeChatModel;

const conversation: ChatMessage[] = [
  { sender: 'bot', text: 'Hello! How can I help you today?' },
  { sender: 'user', text: 'Do you clean villas?' },
  { sender: 'bot', text: 'Yes, we do residential cleaning.' },
  { sender: 'user', text: 'How much is a deep clean?' },
  { sender: 'bot', text: 'Deep Clean is AED 300.' },
  { sender: 'user', text: 'Do you work on Sundays?' },
  { sender: 'bot', text: 'Yes, 9:00 AM to 5:00 PM.' },
  { sender: 'user', text: 'Can I book for tomorrow at 10?' },
];

async function errorBody(error: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  expect(error).toBeInstanceOf(FunctionsHttpError);
  const response = (error as FunctionsHttpError).context as Response;
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

beforeAll(async () => {
  model = await startFakeChatModel();
  backend = await startBackend({ port: 0, admin: false });
  supabase = createClient(backend.url, backend.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });
}, 60_000);

afterAll(async () => {
  await backend?.close();
  await model?.close();
});

beforeEach(() => {
  model.reset();
  model.reply({ content: 'We have slots from 08:00 AM. Book on our Book Now page!' });
  // The chat handler reads the key and endpoint from the config on every request.
  backend.ctx.config.chat.apiKey = 'test-chat-key';
  backend.ctx.config.chat.apiUrl = model.url;
});

describe('chat function', () => {
  it('sends the system prompt, the tools, the last five messages and the new one, and returns the reply', async () => {
    const { data, error } = await supabase.functions.invoke('chat', { body: { messages: conversation } });

    expect(error).toBeNull();
    expect(data).toEqual({
      reply: 'We have slots from 08:00 AM. Book on our Book Now page!',
      links: [],
      source: 'model',
    });
    expect(model.requests).toHaveLength(1);
    const payload = model.requests[0]!;
    expect(Object.keys(payload).sort()).toEqual([
      'max_tokens',
      'messages',
      'model',
      'stream',
      'temperature',
      'tool_choice',
      'tools',
    ]);
    expect(payload.model).toBe('gpt-4o-mini');
    expect(payload.max_tokens).toBe(500);
    expect(payload.temperature).toBe(0.7);
    expect(payload.stream).toBe(true);
    expect(payload.tools?.map((tool) => tool.function.name)).toEqual([
      'check_availability',
      'estimate_price',
      'booking_link',
    ]);
    expect(payload.messages).toHaveLength(7);

    const [system, ...rest] = payload.messages;
    expect(system?.role).toBe('system');
    const prompt = system?.content ?? '';
    expect(prompt).toContain(companyName);
    for (const service of services) expect(prompt).toContain(service.name);
    for (const pkg of packages) expect(prompt).toContain(`${pkg.name}: AED ${pkg.price}`);
    expect(prompt).toContain('Most Popular');
    for (const hours of businessHours) expect(prompt).toContain(`${hours.days}: ${hours.open} - ${hours.close}`);
    expect(prompt).toContain(contact.phone);
    expect(prompt).toContain(contact.location);
    expect(prompt).toContain(`${bookingRules.confirmationWithinHours} hours`);
    // Relative days ('tomorrow') need today's date, in Dubai.
    expect(prompt).toMatch(/Today is \w+ \d+ \w+ \(\d{4}-\d{2}-\d{2}\) in Dubai\./);

    // The five messages before the new one, oldest first, then the new one.
    expect(rest).toEqual([
      { role: 'assistant', content: 'Yes, we do residential cleaning.' },
      { role: 'user', content: 'How much is a deep clean?' },
      { role: 'assistant', content: 'Deep Clean is AED 300.' },
      { role: 'user', content: 'Do you work on Sundays?' },
      { role: 'assistant', content: 'Yes, 9:00 AM to 5:00 PM.' },
      { role: 'user', content: 'Can I book for tomorrow at 10?' },
    ]);
  });

  it("answers in the page's language: from an Arabic page the prompt asks for Arabic, with the same facts", async () => {
    const hello = [{ sender: 'user', text: 'كم سعر التنظيف العميق؟' }];
    for (const locale of ['en', 'ar', undefined]) {
      const { error } = await supabase.functions.invoke('chat', { body: { messages: hello, locale } });
      expect(error).toBeNull();
    }
    const prompts = model.requests.map((body) => body.messages[0]!.content ?? '');
    const [english, arabic, unsaid] = prompts.map((prompt) => prompt.split('\n'));
    expect(unsaid).toEqual(english);
    expect(arabic?.[1]).toMatch(/in Arabic/);
    expect(english?.[1]).toMatch(/in the language the customer writes in/);
    // Every other line, every fact (services, prices, hours, rules, contact), is the same in both.
    expect(arabic?.filter((_, index) => index !== 1)).toEqual(english?.filter((_, index) => index !== 1));
    expect(arabic?.length).toBeGreaterThan(20);
  });

  it('sends a short conversation as it is', async () => {
    const { data, error } = await supabase.functions.invoke('chat', {
      body: { messages: [{ sender: 'user', text: 'Hi' }] },
    });
    expect(error).toBeNull();
    expect(data).toHaveProperty('reply');
    const payload = model.requests[0]!;
    expect(payload.messages.map((m) => m.role)).toEqual(['system', 'user']);
    expect(payload.messages[1]?.content).toBe('Hi');
  });

  it('answers from the facts, without calling upstream, when no API key is configured', async () => {
    backend.ctx.config.chat.apiKey = undefined;
    const { data, error } = await supabase.functions.invoke('chat', {
      body: { messages: [{ sender: 'user', text: 'What are your opening hours?' }] },
    });
    expect(error).toBeNull();
    expect(data.source).toBe('embedded');
    expect(data.reply).toContain('Monday to Saturday 8:00 AM – 8:00 PM and Sunday 9:00 AM – 5:00 PM');
    expect(model.requests).toHaveLength(0);
  });

  it.each([
    ['fails (HTTP 500)', () => model.reply({ status: 500 })],
    ['answers without a reply', () => model.reply({ content: '' })],
  ])('gives the embedded answer when the upstream %s, hiding what it said', async (_, script) => {
    model.reset();
    script();
    const { data, error } = await supabase.functions.invoke('chat', {
      body: { messages: [{ sender: 'user', text: 'Do you accept credit cards?' }] },
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({ source: 'embedded' });
    expect(data.reply).toBe('Payment is due at the time of service, by cash, credit cards or bank transfer.');
    expect(JSON.stringify(data)).not.toContain('fake failure');
    expect(model.requests).toHaveLength(1);
  });

  it('gives the embedded answer when the upstream cannot be reached', async () => {
    const closed = createServer();
    closed.listen(0, '127.0.0.1');
    await once(closed, 'listening');
    const port = (closed.address() as AddressInfo).port;
    closed.close();
    await once(closed, 'close');
    backend.ctx.config.chat.apiUrl = `http://127.0.0.1:${port}/v1/chat/completions`;
    const { data, error } = await supabase.functions.invoke('chat', { body: { messages: conversation } });
    expect(error).toBeNull();
    expect(data.source).toBe('embedded');
    // 'Can I book for tomorrow at 10?' after asking about a deep clean: the booking form, filled in.
    expect(data.links[0].href).toMatch(/^\/book-now\?service=deep&date=\d{4}-\d{2}-\d{2}&time=10%3A00$/);
  });

  it.each([
    ['no messages', {}],
    ['an empty conversation', { messages: [] }],
    ['a last message from the bot', { messages: [{ sender: 'bot', text: 'Hello' }] }],
    ['a blank new message', { messages: [{ sender: 'user', text: '   ' }] }],
    ['an unknown sender', { messages: [{ sender: 'admin', text: 'Hi' }] }],
    ['a text that is not a string', { messages: [{ sender: 'user', text: 42 }] }],
    ['an overlong message', { messages: [{ sender: 'user', text: 'x'.repeat(4001) }] }],
    ['a language the site does not speak', { messages: [{ sender: 'user', text: 'Hi' }], locale: 'fr' }],
  ])('answers 400 for %s and does not call upstream', async (_, body) => {
    const { error } = await supabase.functions.invoke('chat', { body });
    const result = await errorBody(error);
    expect(result.status).toBe(400);
    expect(typeof result.body.error).toBe('string');
    expect(model.requests).toHaveLength(0);
  });

  it('answers its own CORS preflight', async () => {
    const response = await fetch(`${backend.url}/functions/v1/chat`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization, x-client-info, apikey, content-type',
      },
    });
    expect(response.ok).toBe(true);
    expect(response.headers.get('access-control-allow-origin')).toBeTruthy();
    expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
    expect(model.requests).toHaveLength(0);
  });

  it('puts CORS headers on its answers when served without the local server (as on hosted Supabase)', async () => {
    const response = await handler(new Request('http://functions/chat', { method: 'GET' }), {});
    expect(response.status).toBe(405);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('uses the injected fetch and the default OpenAI endpoint when none is configured', async () => {
    const calls: string[] = [];
    const response = await handler(
      new Request('http://functions/chat', {
        method: 'POST',
        body: JSON.stringify({ messages: [{ sender: 'user', text: 'Hi' }] }),
      }),
      {
        CHAT_API_KEY: 'k',
        fetch: (async (input: RequestInfo | URL) => {
          calls.push(String(input));
          return Response.json({
            id: 'chatcmpl-1',
            choices: [{ index: 0, message: { role: 'assistant', content: 'Hello!' } }],
          });
        }) as typeof fetch,
      },
    );
    expect(await response.json()).toEqual({ reply: 'Hello!', links: [], source: 'model' });
    expect(calls).toEqual(['https://api.openai.com/v1/chat/completions']);
  });
});

describe('functions router', () => {
  it('verifies the JWT first, as the hosted gateway does', async () => {
    const missing = await fetch(`${backend.url}/functions/v1/chat`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ messages: conversation }),
    });
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({ code: 401, message: 'Missing authorization header' });

    const expired = await backend.ctx.signJwt({ role: 'anon' }, -60);
    for (const token of ['forged', expired]) {
      const response = await fetch(`${backend.url}/functions/v1/chat`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ messages: conversation }),
      });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ code: 401, message: 'Invalid JWT' });
    }
    expect(model.requests).toHaveLength(0);
  });

  it('answers 404 NOT_FOUND for an unknown function', async () => {
    const { error } = await supabase.functions.invoke('no-such-function', { body: {} });
    const { status, body } = await errorBody(error);
    expect(status).toBe(404);
    expect(body).toEqual({ code: 'NOT_FOUND', message: 'Requested function was not found' });
  });
});
