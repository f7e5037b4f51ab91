import { buildSystemPrompt } from '../_shared/company.ts';

/**
 * The chat function as a plain `Request -> Response` handler. The Deno entry (`index.ts`) serves it on hosted
 * Supabase and the local backend serves the very same module, so nothing here may use a Deno or Node API.
 *
 * Request: `POST` JSON {@link ChatRequestBody}: the conversation as the widget shows it, ending with the
 * visitor's new message. Answers:
 * - 200 `{ reply }` ({@link ChatReplyBody});
 * - 400 `{ error }` for a body that is not such a conversation; 405 for another method;
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

/** Hosted Supabase adds no CORS headers to functions: every answer carries its own. */
const corsHeaders = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type, x-region',
};

const json = (body: ChatReplyBody | ChatErrorBody, status: number): Response =>
  new Response(JSON.stringify(body), {
    status,
    headers: { ...corsHeaders, 'Content-Type': 'application/json' },
  });

type ParseResult = { ok: true; messages: ChatMessage[] } | { ok: false; error: string };

function parseBody(body: unknown): ParseResult {
  if (typeof body !== 'object' || body === null || !Array.isArray((body as { messages?: unknown }).messages)) {
    return { ok: false, error: 'Expected a JSON body { messages: [{ sender, text }] }' };
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
  return { ok: true, messages };
}

/** The chat-completion payload: system prompt, the last five messages, then the new one. */
export function buildChatCompletionRequest(messages: ChatMessage[]) {
  const history = messages.slice(0, -1).slice(-chatHistoryLength);
  const latest = messages[messages.length - 1];
  return {
    model: chatModel,
    messages: [
      { role: 'system' as const, content: buildSystemPrompt() },
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

  let body: unknown;
  try {
    body = await request.json();
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
      body: JSON.stringify(buildChatCompletionRequest(parsed.messages)),
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
