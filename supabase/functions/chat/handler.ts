import { buildSystemPrompt, type ChatLocale, chatLocales } from '../_shared/company.ts';

/**
 * The chat function as a plain `Request -> Response` handler. The Deno entry (`index.ts`) serves it on hosted
 * Supabase and the local backend serves the very same module, so nothing here may use a Deno or Node API.
 *
 * Request: `POST` JSON {@link ChatRequestBody}: the conversation as the widget shows it, ending with the
 * visitor's new message, and the page's language. Answers:
 * - 200 `{ reply }` ({@link ChatReplyBody});
 * - 400 `{ error }` for a body that is not such a conversation; 405 for another method;
 * - 413 `{ error }` for a body over {@link chatMaxBodyBytes}; 429 `{ error }` (with `Retry-After`) when the client
 *   has sent more than its per-minute budget ({@link ChatEnv.limiter});
 * - 503 `{ error }` when no API key is configured (the widget shows 'Service Temporarily Unavailable');
 * - 502 `{ error }` when the chat-completion service fails or answers without a reply.
 */

export interface ChatMessage {
  sender: 'user' | 'bot';
  text: string;
}

export interface ChatRequestBody {
  /** The conversation so far, oldest first; the last entry is the visitor's new message (`sender: 'user'`). */
  messages: ChatMessage[];
  /** The language of the page the visitor chats from; the reply is in it. @default 'en' */
  locale?: ChatLocale;
}

export interface ChatReplyBody {
  reply: string;
}

export interface ChatErrorBody {
  error: string;
}

export interface ChatEnv {
  CHAT_API_KEY?: string | undefined;
  /** An OpenAI-compatible chat-completions endpoint. */
  CHAT_API_URL?: string | undefined;
  /** Injected in tests; defaults to the global fetch. */
  fetch?: typeof fetch;
  /**
   * The per-client budget, shared by every request the process serves (the Deno entry and the local backend each
   * make one). Without one there is no per-client limit, as when a test calls the handler directly.
   */
  limiter?: ChatRateLimiter | undefined;
  /** The header that carries the client address (default x-forwarded-for, whose last entry the gateway appended). */
  CHAT_CLIENT_ADDRESS_HEADER?: string | undefined;
}

export const defaultChatApiUrl = 'https://api.openai.com/v1/chat/completions';
export const chatModel = 'gpt-4o-mini';
export const chatMaxTokens = 500;
export const chatTemperature = 0.7;
/** How many earlier messages go with the new one. */
export const chatHistoryLength = 5;
/** Longest message text accepted, in characters; the widget's messages are far shorter. */
export const chatMaxMessageLength = 4000;
const upstreamTimeoutMs = 30_000;
/** Largest request body: a conversation of six messages of the longest length fits with room to spare. */
export const chatMaxBodyBytes = 64 * 1024;
/** Messages one client may send per minute: more than a person types, few enough that nobody runs up the bill. */
export const chatDefaultPerMinute = 10;

export interface ChatRateLimiter {
  /**
   * Counts one request of `client`; refuses it when the client's last minute is full. Loopback is not counted
   * unless `loopbackExempt` is false (the gateway says a trusted proxy is in front: loopback is then that proxy).
   */
  take(client: string, options?: { loopbackExempt?: boolean }): { ok: true } | { ok: false; retryAfterSeconds: number };
}

/**
 * Set by the local backend's gateway when TRUST_PROXY names a proxy (apps/backend/src/server.ts): loopback is then
 * the proxy, not this machine's own developer, and is counted like any client.
 */
const trustedProxyHeader = 'x-sparkle-trusted-proxies';

const isLoopback = (address: string) => /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/.test(address);

/**
 * A sliding one-minute window per client address, in memory. On hosted Supabase each function instance keeps its
 * own, so the budget holds per instance (a bound on cost, not an exact count). Requests from the machine itself
 * (loopback: local development, the site's e2e tests) are not counted, unless a trusted proxy is in front.
 */
export function createChatRateLimiter(
  options: { perMinute?: number; now?: () => number; maxClients?: number } = {},
): ChatRateLimiter {
  const perMinute = options.perMinute ?? chatDefaultPerMinute;
  const now = options.now ?? Date.now;
  const maxClients = options.maxClients ?? 10_000;
  const seen = new Map<string, number[]>();
  return {
    take(client, { loopbackExempt = true } = {}) {
      if (loopbackExempt && isLoopback(client)) return { ok: true };
      const at = now();
      const recent = (seen.get(client) ?? []).filter((time) => time > at - 60_000);
      if (recent.length >= perMinute) {
        seen.set(client, recent);
        return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((recent[0]! + 60_000 - at) / 1000)) };
      }
      recent.push(at);
      seen.delete(client);
      seen.set(client, recent);
      // Forget the clients seen longest ago rather than grow without bound.
      while (seen.size > maxClients) seen.delete(seen.keys().next().value as string);
      return { ok: true };
    },
  };
}

/** The client address: the last entry of x-forwarded-for (the one the gateway appended), or the configured header. */
function clientAddress(request: Request, header = 'x-forwarded-for'): string {
  const value = request.headers.get(header) ?? '';
  const entries = value.split(',');
  return (header === 'x-forwarded-for' ? entries[entries.length - 1] : entries[0])?.trim() || 'unknown';
}

/** The body as text, or null when it is larger than the limit (declared or as it arrives). */
async function readCapped(request: Request, limit: number): Promise<string | null> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) return null;
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

/** Hosted Supabase adds no CORS headers to functions: every answer carries its own. */
const corsHeaders = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type, x-region',
};

const json = (body: ChatReplyBody | ChatErrorBody, status: number, headers: Record<string, string> = {}): Response =>
  new Response(JSON.stringify(body), {
    status,
    headers: { ...corsHeaders, 'Content-Type': 'application/json', ...headers },
  });

type ParseResult = { ok: true; messages: ChatMessage[]; locale: ChatLocale } | { ok: false; error: string };

function parseBody(body: unknown): ParseResult {
  if (typeof body !== 'object' || body === null || !Array.isArray((body as { messages?: unknown }).messages)) {
    return { ok: false, error: 'Expected a JSON body { messages: [{ sender, text }] }' };
  }
  const locale = (body as { locale?: unknown }).locale ?? 'en';
  if (!chatLocales.includes(locale as ChatLocale)) {
    return { ok: false, error: `The locale must be one of: ${chatLocales.join(', ')}` };
  }
  const raw = (body as { messages: unknown[] }).messages;
  // Only the tail is used; validating the tail alone keeps a long conversation cheap.
  const tail = raw.slice(-(chatHistoryLength + 1));
  const messages: ChatMessage[] = [];
  for (const item of tail) {
    const { sender, text } = (item ?? {}) as { sender?: unknown; text?: unknown };
    if ((sender !== 'user' && sender !== 'bot') || typeof text !== 'string') {
      return { ok: false, error: "Each message needs sender 'user' or 'bot' and a text" };
    }
    if (text.length > chatMaxMessageLength) {
      return { ok: false, error: `Messages are limited to ${chatMaxMessageLength} characters` };
    }
    messages.push({ sender, text });
  }
  const last = messages[messages.length - 1];
  if (last?.sender !== 'user' || last.text.trim() === '') {
    return { ok: false, error: 'The last message must be a non-empty message from the user' };
  }
  return { ok: true, messages, locale: locale as ChatLocale };
}

/** The chat-completion payload: system prompt (in the page's language), the last five messages, then the new one. */
export function buildChatCompletionRequest(messages: ChatMessage[], locale: ChatLocale = 'en') {
  const history = messages.slice(0, -1).slice(-chatHistoryLength);
  const latest = messages[messages.length - 1];
  return {
    model: chatModel,
    messages: [
      { role: 'system' as const, content: buildSystemPrompt(locale) },
      ...history.map((m) => ({
        role: m.sender === 'user' ? ('user' as const) : ('assistant' as const),
        content: m.text,
      })),
      ...(latest ? [{ role: 'user' as const, content: latest.text }] : []),
    ],
    max_tokens: chatMaxTokens,
    temperature: chatTemperature,
  };
}

export async function handler(request: Request, env: ChatEnv): Promise<Response> {
  if (request.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders });
  if (request.method !== 'POST') return json({ error: 'Method not allowed' }, 405);

  const text = await readCapped(request, chatMaxBodyBytes);
  if (text === null) return json({ error: 'The conversation is too long to send' }, 413);
  const verdict = env.limiter?.take(clientAddress(request, env.CHAT_CLIENT_ADDRESS_HEADER), {
    loopbackExempt: request.headers.get(trustedProxyHeader) !== 'on',
  });
  if (verdict && !verdict.ok) {
    return json({ error: 'Too many messages in a short time. Please wait a minute, or contact us directly.' }, 429, {
      'Retry-After': String(verdict.retryAfterSeconds),
    });
  }

  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return json({ error: 'The body must be JSON' }, 400);
  }
  const parsed = parseBody(body);
  if (!parsed.ok) return json({ error: parsed.error }, 400);

  const apiKey = env.CHAT_API_KEY?.trim();
  if (!apiKey) return json({ error: 'The chat service is not configured' }, 503);

  const doFetch = env.fetch ?? fetch;
  let upstream: Response;
  try {
    upstream = await doFetch(env.CHAT_API_URL || defaultChatApiUrl, {
      method: 'POST',
      headers: { Authorization: `Bearer ${apiKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(buildChatCompletionRequest(parsed.messages, parsed.locale)),
      signal: AbortSignal.timeout(upstreamTimeoutMs),
    });
  } catch {
    return json({ error: 'The chat service could not be reached' }, 502);
  }
  if (!upstream.ok) {
    // Drain the body so the connection is released; its text may echo the key's owner, so it is not passed on.
    await upstream.body?.cancel().catch(() => {});
    return json({ error: `The chat service answered ${upstream.status}` }, 502);
  }
  let reply: unknown;
  try {
    const data = (await upstream.json()) as { choices?: { message?: { content?: unknown } }[] };
    reply = data.choices?.[0]?.message?.content;
  } catch {
    return json({ error: 'The chat service sent an unreadable answer' }, 502);
  }
  if (typeof reply !== 'string' || reply.trim() === '') {
    return json({ error: 'The chat service sent no reply' }, 502);
  }
  return json({ reply }, 200);
}
