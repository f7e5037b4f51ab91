/**
 * The model path: an OpenAI-compatible chat-completions endpoint (`CHAT_API_URL`, any server that speaks the protocol,
 * a local one included) answers with the company's facts in its system prompt and the assistant's three tools through
 * function calling: free times, the estimate, the booking link. Its answer is streamed: each piece of text goes out
 * only once the figures in it are checked (a figure that is still being written is held back), and the first amount,
 * time or phone number that is neither a fact nor a tool's result stops it (`InventedFigureError`): the handler then
 * gives the embedded answer instead, as it does when the endpoint fails or is too slow.
 */
import { type BookableServiceId, bookableServices, type PriceList, slotAt, slotHour } from '../_shared/booking.ts';
import type { ChatLocale } from '../_shared/company.ts';
import { dateText, type Locale } from '../_shared/phrases.ts';
import type { ChatLink, ConversationMessage } from './embedded.ts';
import { type AllowedFigures, allow, type Figures, hasInvented, inventedFigures } from './figures.ts';
import { buildSystemPrompt } from './prompt.ts';
import { bookingLink, type ChatData, checkAvailability, estimateJob, isBookableService } from './tools.ts';

export const defaultChatApiUrl = 'https://api.openai.com/v1/chat/completions';
export const chatModel = 'gpt-4o-mini';
export const chatMaxTokens = 500;
export const chatTemperature = 0.7;
/** How many earlier messages go with the new one. */
export const chatHistoryLength = 5;
/** Rounds of tool calls before the model must answer. */
const maxToolRounds = 3;

export class ModelError extends Error {
  override name = 'ModelError';
}

/** The model stated a figure that is neither a fact nor a tool's result. */
export class InventedFigureError extends Error {
  override name = 'InventedFigureError';
  constructor(readonly figures: Figures) {
    super(`The model stated figures that are not facts: ${JSON.stringify(figures)}`);
  }
}

const serviceValues = bookableServices.map((s) => s.value);

/** The three tools, as function-calling definitions. */
export const chatTools = [
  {
    type: 'function' as const,
    function: {
      name: 'check_availability',
      description:
        'The free start times of one day (Dubai), for one service or any. Use it before saying whether a day or time is free.',
      parameters: {
        type: 'object',
        properties: {
          date: { type: 'string', description: 'The day, YYYY-MM-DD (Dubai).' },
          service: { type: 'string', enum: serviceValues },
          part_of_day: { type: 'string', enum: ['morning', 'afternoon', 'evening'] },
        },
        required: ['date'],
        additionalProperties: false,
      },
    },
  },
  {
    type: 'function' as const,
    function: {
      name: 'estimate_price',
      description:
        'The price of a job as the booking form computes it: before VAT, the VAT and the total, in AED. Use it for every price you state.',
      parameters: {
        type: 'object',
        properties: {
          service: { type: 'string', enum: serviceValues },
          size: {
            type: 'string',
            description:
              'The size code: studio, 1br, 2br, 3br, 4br, 5br, villa-3, villa-4, villa-5 for homes; office-s (up to 1,000 sq ft), office-m (1,001–2,500), office-l (2,501–5,000), office-xl (5,001–10,000) for offices. Not for carpet.',
          },
          items: {
            type: 'integer',
            description: 'Carpet & upholstery: how many items (rugs, sofa seats, mattresses).',
          },
          extras: {
            type: 'array',
            items: { type: 'string', enum: ['fridge', 'oven', 'balcony', 'ironing', 'materials'] },
          },
        },
        required: ['service'],
        additionalProperties: false,
      },
    },
  },
  {
    type: 'function' as const,
    function: {
      name: 'booking_link',
      description:
        'A link that opens the booking form with the service, day and time filled in. Give it whenever the customer wants to book.',
      parameters: {
        type: 'object',
        properties: {
          service: { type: 'string', enum: serviceValues },
          date: { type: 'string', description: 'YYYY-MM-DD' },
          time: { type: 'string', description: 'The start time, HH:00 (24 h), one of the free times.' },
        },
        additionalProperties: false,
      },
    },
  },
];

interface ToolCall {
  id: string;
  type: 'function';
  function: { name: string; arguments: string };
}

type ModelMessage =
  | { role: 'system' | 'user'; content: string }
  | { role: 'assistant'; content: string | null; tool_calls?: ToolCall[] }
  | { role: 'tool'; tool_call_id: string; content: string };

/** The system prompt of the model path: the facts, the language, today's date and how to use the tools. */
export function modelSystemPrompt(locale: ChatLocale, now: number, list?: PriceList): string {
  const today = new Date(now + 4 * 3_600_000).toISOString().slice(0, 10);
  return [
    buildSystemPrompt(locale, list),
    '',
    `Today is ${dateText(today, 'en')} (${today}) in Dubai.`,
    'Tools: call check_availability before saying a day or time is free, estimate_price for any price of a described job (home size, extras, items), and booking_link when the customer wants to book. State only figures (amounts, times, phone numbers) that appear above or in a tool result; if you are unsure, say you do not know and give the phone number.',
  ].join('\n');
}

/** The chat-completion payload: system prompt, the last five messages, then the new one, the tools, streaming. */
export function buildChatCompletionRequest(
  messages: readonly ConversationMessage[],
  locale: ChatLocale = 'en',
  { now = Date.now(), list, model = chatModel }: { now?: number; list?: PriceList; model?: string } = {},
) {
  const history = messages.slice(0, -1).slice(-chatHistoryLength);
  const latest = messages[messages.length - 1];
  const chat: ModelMessage[] = [
    { role: 'system', content: modelSystemPrompt(locale, now, list) },
    ...history.map((m): ModelMessage => ({ role: m.sender === 'user' ? 'user' : 'assistant', content: m.text })),
    ...(latest ? [{ role: 'user' as const, content: latest.text }] : []),
  ];
  return {
    model,
    messages: chat,
    max_tokens: chatMaxTokens,
    temperature: chatTemperature,
    tools: chatTools,
    tool_choice: 'auto' as const,
    stream: true,
  };
}

// The figure guard -----------------------------------------------------------------------------------------------

// Anything that may be, or become as more text arrives, an amount, a time or a phone number.
const figureLike =
  /(?:(?:AED|Dhs?)\s*)?\+?\(?\d[\d\s,.:()-]*(?:\s*(?:[AaPp]\.?[Mm]\.?|ص|م|درهم|دراهم|د\.?\s?إ\.?|AED|Dhs?))?/g;
/** The longest figure we check is shorter than this: text further back than it is complete. */
const holdBack = 24;

/**
 * Passes the model's text on as it arrives, holding back what may still be part of a figure and checking every figure
 * of what it passes; the first invented one throws.
 */
export class FigureGuard {
  #text = '';
  #sent = 0;
  constructor(
    private readonly allowed: AllowedFigures,
    private readonly emit: (text: string) => void,
  ) {}

  get text(): string {
    return this.#text;
  }

  push(delta: string): void {
    this.#text += delta;
    let safe = Math.max(this.#sent, this.#text.length - holdBack);
    for (const match of this.#text.matchAll(figureLike)) {
      const end = match.index + match[0].length;
      if (match.index < safe && end >= safe) safe = match.index;
    }
    this.#release(Math.max(safe, this.#sent));
  }

  finish(): void {
    this.#release(this.#text.length);
  }

  #release(upTo: number): void {
    if (upTo <= this.#sent) return;
    const invented = inventedFigures(this.#text.slice(0, upTo), this.allowed);
    if (hasInvented(invented)) throw new InventedFigureError(invented);
    this.emit(this.#text.slice(this.#sent, upTo));
    this.#sent = upTo;
  }
}

// Reading the endpoint's answer ----------------------------------------------------------------------------------

interface Round {
  content: string;
  toolCalls: ToolCall[];
}

/** Reads one completion, streamed (SSE) or not, passing each piece of text to `onText`. */
async function readCompletion(response: Response, onText: (text: string) => void): Promise<Round> {
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('text/event-stream')) {
    const data = (await response.json()) as {
      choices?: { message?: { content?: unknown; tool_calls?: ToolCall[] } }[];
    };
    const message = data.choices?.[0]?.message;
    const content = typeof message?.content === 'string' ? message.content : '';
    if (content) onText(content);
    return { content, toolCalls: message?.tool_calls ?? [] };
  }
  if (!response.body) throw new ModelError('The chat service sent an empty stream');
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let content = '';
  const calls: ToolCall[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (value) buffer += value;
    let newline = buffer.indexOf('\n');
    while (newline >= 0) {
      const line = buffer.slice(0, newline).replace(/\r$/, '');
      buffer = buffer.slice(newline + 1);
      newline = buffer.indexOf('\n');
      if (!line.startsWith('data:')) continue;
      const payload = line.slice(5).trim();
      if (payload === '[DONE]') return { content, toolCalls: calls };
      let chunk: {
        choices?: {
          delta?: {
            content?: string | null;
            tool_calls?: { index: number; id?: string; function?: { name?: string; arguments?: string } }[];
          };
        }[];
      };
      try {
        chunk = JSON.parse(payload);
      } catch {
        throw new ModelError('The chat service sent an unreadable chunk');
      }
      const delta = chunk.choices?.[0]?.delta;
      if (delta?.content) {
        content += delta.content;
        onText(delta.content);
      }
      for (const part of delta?.tool_calls ?? []) {
        let call = calls[part.index];
        if (!call) {
          call = { id: '', type: 'function', function: { name: '', arguments: '' } };
          calls[part.index] = call;
        }
        if (part.id) call.id = part.id;
        if (part.function?.name) call.function.name += part.function.name;
        if (part.function?.arguments) call.function.arguments += part.function.arguments;
      }
    }
    if (done) return { content, toolCalls: calls.filter(Boolean) };
  }
}

// Running the tools ----------------------------------------------------------------------------------------------

const partHours = { morning: [0, 12], afternoon: [12, 17], evening: [17, 24] } as const;
const isDate = (value: unknown): value is string => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);

async function runTool(call: ToolCall, { data, list, now, locale, allowed, links }: ToolContext): Promise<unknown> {
  let args: Record<string, unknown>;
  try {
    args = JSON.parse(call.function.arguments || '{}');
  } catch {
    return { error: 'The arguments are not JSON.' };
  }
  const service = isBookableService(args.service) ? (args.service as BookableServiceId) : null;
  switch (call.function.name) {
    case 'check_availability': {
      if (!isDate(args.date)) return { error: 'date must be YYYY-MM-DD' };
      const part = partHours[args.part_of_day as keyof typeof partHours] ?? [0, 24];
      try {
        const result = await checkAvailability(data, { date: args.date, service, from: part[0], to: part[1] });
        allow(allowed, { times: result.free.flatMap((slot) => [slotHour(slot) * 60, (slotHour(slot) + 2) * 60]) });
        return { date: result.date, day: dateText(result.date, 'en'), free_start_times: result.free, why: result.why };
      } catch {
        return { error: 'The calendar cannot be read right now: send the customer to the booking form or the phone.' };
      }
    }
    case 'estimate_price': {
      if (!service) return { error: `service must be one of ${serviceValues.join(', ')}` };
      const result = estimateJob(list, {
        service,
        ...(typeof args.size === 'string' ? { property: args.size } : {}),
        ...(typeof args.items === 'number' ? { quantity: args.items } : {}),
        extras: Array.isArray(args.extras) ? args.extras.filter((e): e is string => typeof e === 'string') : [],
      });
      if (!result)
        return { error: 'Give a size this service has (see the price list) or, for carpet, a number of items.' };
      const { subtotalFils, vatFils, totalFils } = result.estimate;
      allow(allowed, { amounts: [subtotalFils, vatFils, totalFils, result.basePrice * 100] });
      return {
        service,
        size: result.property,
        items: result.quantity,
        extras: result.extras,
        extras_not_available: result.refusedExtras,
        before_vat_aed: subtotalFils / 100,
        vat_aed: vatFils / 100,
        total_aed: totalFils / 100,
      };
    }
    case 'booking_link': {
      const hour = typeof args.time === 'string' ? Number(/^(\d{1,2})/.exec(args.time)?.[1]) : Number.NaN;
      const slot = Number.isFinite(hour) ? slotAt(hour) : undefined;
      const href = bookingLink(
        {
          ...(service ? { service } : {}),
          ...(isDate(args.date) ? { date: args.date } : {}),
          ...(slot ? { slot } : {}),
        },
        now,
      );
      links.push({ label: locale === 'ar' ? 'احجز الآن' : 'Book now', href });
      return { url: href, note: 'The widget shows this link under your answer: do not repeat the URL.' };
    }
    default:
      return { error: `There is no tool ${call.function.name}.` };
  }
}

interface ToolContext {
  data: ChatData;
  list: PriceList;
  now: number;
  locale: Locale;
  allowed: AllowedFigures;
  links: ChatLink[];
}

export interface ModelAnswer {
  text: string;
  links: ChatLink[];
}

/**
 * The model's answer to the conversation, its text passed to `onText` as it is checked. Throws `ModelError` when the
 * endpoint fails, `InventedFigureError` on an invented figure, and the abort reason when `signal` fires.
 */
export async function modelAnswer({
  messages,
  locale,
  apiKey,
  apiUrl = defaultChatApiUrl,
  model = chatModel,
  data,
  list,
  now,
  allowed,
  signal,
  fetch: doFetch = fetch,
  onText = () => {},
}: {
  messages: readonly ConversationMessage[];
  locale: ChatLocale;
  apiKey: string;
  apiUrl?: string;
  model?: string;
  data: ChatData;
  list: PriceList;
  now: number;
  allowed: AllowedFigures;
  signal: AbortSignal;
  fetch?: typeof fetch;
  onText?: (text: string) => void;
}): Promise<ModelAnswer> {
  const request = buildChatCompletionRequest(messages, locale, { now, list, model });
  const links: ChatLink[] = [];
  const guard = new FigureGuard(allowed, onText);
  const context: ToolContext = { data, list, now, locale, allowed, links };
  for (let round = 0; round <= maxToolRounds; round++) {
    let response: Response;
    try {
      response = await doFetch(apiUrl, {
        method: 'POST',
        headers: { Authorization: `Bearer ${apiKey}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(round === maxToolRounds ? { ...request, tool_choice: 'none' } : request),
        signal,
      });
    } catch (error) {
      if (signal.aborted) throw signal.reason;
      throw new ModelError(`The chat service could not be reached: ${(error as Error).message}`);
    }
    if (!response.ok) {
      // Drain the body so the connection is released; its text may echo the key's owner, so it is not passed on.
      await response.body?.cancel().catch(() => {});
      throw new ModelError(`The chat service answered ${response.status}`);
    }
    const { content, toolCalls } = await readCompletion(response, (text) => guard.push(text));
    if (toolCalls.length === 0) break;
    // Words before a tool call ('Let me check.') stay; the answer after the call starts on its own line.
    if (content.trim() !== '') guard.push('\n');
    request.messages.push({ role: 'assistant', content: null, tool_calls: toolCalls });
    for (const call of toolCalls) {
      const result = await runTool(call, context);
      request.messages.push({ role: 'tool', tool_call_id: call.id, content: JSON.stringify(result) });
    }
  }
  guard.finish();
  const text = guard.text.trim();
  if (text === '') throw new ModelError('The chat service sent no reply');
  return { text, links };
}
