import { type ChatLocale, chatLocales } from '../_shared/company.ts';
import { type ChatLink, dontKnow, type EmbeddedAnswer, embeddedAnswer } from './embedded.ts';
import { factFigures, hasInvented, inventedFigures } from './figures.ts';
import { chatHistoryLength, defaultChatApiUrl, InventedFigureError, modelAnswer } from './model.ts';
import { type ChatData, factsOnlyData, restChatData } from './tools.ts';

export type { ChatLink } from './embedded.ts';
export {
  buildChatCompletionRequest,
  chatHistoryLength,
  chatMaxTokens,
  chatModel,
  chatTemperature,
  defaultChatApiUrl,
} from './model.ts';

/**
 * The chat function as a plain `Request -> Response` handler. The Deno entry (`index.ts`) serves it on hosted
 * Supabase and the local backend serves the very same module, so nothing here may use a Deno or Node API.
 *
 * Request: `POST` JSON {@link ChatRequestBody}: the conversation as the widget shows it, ending with the
 * visitor's new message, and the page's language. It answers in two modes:
 * - embedded (no `CHAT_API_KEY`): the assistant of embedded.ts answers from the company's facts, the price list and
 *   the calendar, in JSON;
 * - model (`CHAT_API_KEY`, with `CHAT_API_URL` for any OpenAI-compatible endpoint): the model answers with the same
 *   facts and tools (model.ts), streamed as `text/event-stream` when the request asks for it (`stream: true`), else in
 *   JSON once done. When the model fails, is too slow or states a figure that is not a fact, the embedded answer is
 *   given instead: the visitor always gets one.
 * Answers:
 * - 200 `{ reply, links, source }` ({@link ChatReplyBody}), or the event stream: `delta` events `{ text }` as the
 *   checked text arrives, then one `done` event with the whole {@link ChatReplyBody} (whose `reply` the widget
 *   shows: the embedded one when the model's was replaced);
 * - 400 `{ error }` for a body that is not such a conversation; 405 for another method;
 * - 413 `{ error }` for a body over {@link chatMaxBodyBytes}; 429 `{ error }` (with `Retry-After`) when the client
 *   has sent more than its per-minute budget ({@link ChatEnv.limiter}).
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
  /** Ask for the model's answer as an event stream (`text/event-stream`); the embedded answer always comes as JSON. */
  stream?: boolean;
}

export interface ChatReplyBody {
  reply: string;
  /** Where the answer leads: the booking form filled in, the phone, WhatsApp, the contact form. */
  links: ChatLink[];
  /** Who answered: the embedded assistant or the model. */
  source: 'embedded' | 'model';
}

export interface ChatErrorBody {
  error: string;
}

export interface ChatEnv {
  CHAT_API_KEY?: string | undefined;
  /** An OpenAI-compatible chat-completions endpoint. */
  CHAT_API_URL?: string | undefined;
  /** The model to ask for (default gpt-4o-mini); a local server names its own. */
  CHAT_MODEL?: string | undefined;
  /** How long the model may take before the embedded answer is given instead, in ms (default 30 s). */
  CHAT_TIMEOUT_MS?: string | number | undefined;
  /** The project's URL and anon key (hosted Supabase sets both): the price list and the calendar come from there. */
  SUPABASE_URL?: string | undefined;
  SUPABASE_ANON_KEY?: string | undefined;
  /** What the tools read; by default the Data API at SUPABASE_URL, or the facts alone without one. */
  data?: ChatData | undefined;
  /** The clock (epoch ms), for tests; `Date.now` by default. */
  now?: () => number;
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

/** Longest message text accepted, in characters; the widget's messages are far shorter. */
export const chatMaxMessageLength = 4000;
const defaultTimeoutMs = 30_000;
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

type ParseResult =
  | { ok: true; messages: ChatMessage[]; locale: ChatLocale; stream: boolean }
  | { ok: false; error: string };

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
  return { ok: true, messages, locale: locale as ChatLocale, stream: (body as { stream?: unknown }).stream === true };
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

  const data = dataOf(env);
  const now = (env.now ?? Date.now)();
  const apiKey = env.CHAT_API_KEY?.trim();
  if (!apiKey) return json(await checkedEmbedded(parsed.messages, parsed.locale, data, now), 200);

  const model = {
    messages: parsed.messages,
    locale: parsed.locale,
    apiKey,
    apiUrl: env.CHAT_API_URL || defaultChatApiUrl,
    ...(env.CHAT_MODEL ? { model: env.CHAT_MODEL } : {}),
    data,
    now,
    timeoutMs: Number(env.CHAT_TIMEOUT_MS) || defaultTimeoutMs,
    fetch: env.fetch ?? fetch,
  };
  if (!parsed.stream) return json(await answerWithModel(model, () => {}), 200);
  const encoder = new TextEncoder();
  const event = (name: string, payload: unknown) =>
    encoder.encode(`event: ${name}\ndata: ${JSON.stringify(payload)}\n\n`);
  const events = new ReadableStream<Uint8Array>({
    async start(controller) {
      const reply = await answerWithModel(model, (text) => controller.enqueue(event('delta', { text })));
      controller.enqueue(event('done', reply));
      controller.close();
    },
  });
  return new Response(events, {
    status: 200,
    headers: { ...corsHeaders, 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store' },
  });
}

// Data API clients by project URL: each keeps its price list for a minute.
const dataByUrl = new Map<string, ChatData>();

function dataOf(env: ChatEnv): ChatData {
  if (env.data) return env.data;
  const url = env.SUPABASE_URL?.trim();
  const key = env.SUPABASE_ANON_KEY?.trim();
  if (!url || !key) return factsOnlyData;
  const id = `${url} ${key}`;
  let data = dataByUrl.get(id);
  if (!data) {
    data = restChatData({ url, apiKey: key });
    dataByUrl.set(id, data);
  }
  return data;
}

/**
 * The embedded answer, checked: one whose figures are not all facts or tool results (a defect of the facts or the
 * answers, which the evaluation set's test guards against) is replaced by "I don't know".
 */
async function checkedEmbedded(
  messages: ChatMessage[],
  locale: ChatLocale,
  data: ChatData,
  now: number,
): Promise<ChatReplyBody> {
  const answer = await embeddedAnswer(messages, { locale, data, now });
  return { reply: safeText(answer, locale), links: answer.links, source: 'embedded' };
}

function safeText(answer: EmbeddedAnswer, locale: ChatLocale): string {
  const shown = `${answer.text}\n${answer.links.map((link) => link.label).join('\n')}`;
  const invented = inventedFigures(shown, answer.allowed);
  if (!hasInvented(invented)) return answer.text;
  console.error('chat: an embedded answer stated figures that are not facts', invented, answer.text);
  return dontKnow(locale, answer.allowed).text;
}

interface ModelCall {
  messages: ChatMessage[];
  locale: ChatLocale;
  apiKey: string;
  apiUrl: string;
  model?: string;
  data: ChatData;
  now: number;
  timeoutMs: number;
  fetch: typeof fetch;
}

/**
 * The model's answer, its checked text passed to `onText` as it comes; on a failure, a timeout or an invented figure,
 * the embedded answer. The model may quote the facts and its tools' results.
 */
async function answerWithModel(call: ModelCall, onText: (text: string) => void): Promise<ChatReplyBody> {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new Error(`The chat service took longer than ${call.timeoutMs} ms`)),
    call.timeoutMs,
  );
  try {
    const list = await call.data.priceList();
    const allowed = factFigures(list);
    const answer = await modelAnswer({
      messages: call.messages,
      locale: call.locale,
      apiKey: call.apiKey,
      apiUrl: call.apiUrl,
      ...(call.model ? { model: call.model } : {}),
      data: call.data,
      list,
      now: call.now,
      allowed,
      signal: controller.signal,
      fetch: call.fetch,
      onText,
    });
    return { reply: answer.text, links: answer.links, source: 'model' };
  } catch (error) {
    console.error(
      error instanceof InventedFigureError
        ? 'chat: the model stated figures that are not facts; the embedded answer stands in'
        : 'chat: the model failed; the embedded answer stands in',
      error instanceof Error ? error.message : error,
    );
    return checkedEmbedded(call.messages, call.locale, call.data, call.now);
  } finally {
    clearTimeout(timer);
  }
}
