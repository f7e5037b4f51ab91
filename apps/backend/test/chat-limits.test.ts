import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChatRateLimiter, handler } from '../../../supabase/functions/chat/handler.ts';
import { type RunningBackend, startBackend } from '../src/index.ts';

// The chat function spends money on every message it passes on: it refuses bodies over its limit (413) and more
// than its per-minute budget from one client (429), on hosted Supabase as here (the same handler), and otherwise
// behaves as before (functions.test.ts). trustProxy lets this file present clients by x-forwarded-for.

let backend: RunningBackend;

beforeAll(async () => {
  backend = await startBackend({ port: 0, admin: false, trustProxy: true });
});

afterAll(async () => {
  await backend?.close();
});

const ask = (address: string, body: BodyInit = JSON.stringify({ messages: [{ sender: 'user', text: 'Hi' }] })) =>
  fetch(`${backend.url}/functions/v1/chat`, {
    method: 'POST',
    headers: {
      apikey: backend.anonKey,
      Authorization: `Bearer ${backend.anonKey}`,
      'Content-Type': 'application/json',
      'x-forwarded-for': address,
    },
    body,
    duplex: 'half',
  } as RequestInit);

describe('the chat function’s limits', () => {
  it('answers 10 requests a minute from one client and refuses the 11th with 429; other clients go on', async () => {
    // No API key: each is answered from the company's facts.
    for (let i = 0; i < 10; i++) expect((await ask('203.0.113.50')).status).toBe(200);
    const refused = await ask('203.0.113.50');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await refused.json()).toEqual({
      error: 'Too many messages in a short time. Please wait a minute, or contact us directly.',
    });
    expect((await ask('203.0.113.51')).status).toBe(200);
  });

  it('refuses a body over 64 KiB with 413, declared or streamed', async () => {
    const big = JSON.stringify({ messages: [{ sender: 'user', text: 'x'.repeat(70 * 1024) }] });
    const declared = await ask('203.0.113.60', big);
    expect(declared.status).toBe(413);
    expect(await declared.json()).toEqual({ error: 'The conversation is too long to send' });

    const streamed = await handler(
      new Request('http://chat.test/', {
        method: 'POST',
        body: new ReadableStream({
          pull(controller) {
            controller.enqueue(new Uint8Array(16 * 1024));
          },
        }),
        duplex: 'half',
      } as RequestInit),
      { CHAT_API_KEY: 'unused' },
    );
    expect(streamed.status).toBe(413);
  });
});

describe('createChatRateLimiter', () => {
  it('allows N per client in any 60 s, exempts loopback, and forgets after the minute', () => {
    let now = 1_000_000;
    const limiter = createChatRateLimiter({ perMinute: 2, now: () => now });
    expect(limiter.take('198.51.100.1')).toEqual({ ok: true });
    expect(limiter.take('198.51.100.1')).toEqual({ ok: true });
    expect(limiter.take('198.51.100.1')).toEqual({ ok: false, retryAfterSeconds: 60 });
    expect(limiter.take('198.51.100.2').ok).toBe(true);
    for (let i = 0; i < 5; i++) expect(limiter.take('127.0.0.1').ok).toBe(true);
    // Behind a trusted proxy loopback is the proxy, or a visitor whose address it did not forward: counted.
    expect(limiter.take('127.0.0.1', { loopbackExempt: false }).ok).toBe(true);
    expect(limiter.take('127.0.0.1', { loopbackExempt: false }).ok).toBe(true);
    expect(limiter.take('127.0.0.1', { loopbackExempt: false }).ok).toBe(false);
    now += 30_000;
    expect(limiter.take('198.51.100.1')).toEqual({ ok: false, retryAfterSeconds: 30 });
    now += 30_001;
    expect(limiter.take('198.51.100.1').ok).toBe(true);
  });
});
