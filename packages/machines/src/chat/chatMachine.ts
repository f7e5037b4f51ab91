import { assertEvent, assign, setup } from 'xstate';
import { errorMessage, isRateLimitedError, type LogErrorParams, missingActor, type Notification } from '../effects';
import { messages } from '../messages';

/** Where a reply leads: the booking form filled in, a call, WhatsApp, the contact form. */
export interface ChatLink {
  label: string;
  /** A site path ('/book-now?service=deep…') or a tel:, https: address. */
  href: string;
}

/** A chat message (spec section 3), and the links a reply comes with. `timestamp` is milliseconds since the epoch. */
export interface ChatMessage {
  id: string;
  text: string;
  sender: 'user' | 'bot';
  timestamp: number;
  links?: ChatLink[];
}

/**
 * What `sendChat` receives: the last five messages before the new one, and the new one (spec section 7); and where to
 * pass the reply's text as it arrives, when it is streamed (each piece goes to the chart as `reply.delta`).
 */
export interface ChatRequest {
  history: ChatMessage[];
  message: ChatMessage;
  onText?: (text: string) => void;
}

/** What `sendChat` resolves with: the whole reply (which replaces what was streamed) and its links. */
export interface ChatReply {
  text: string;
  links?: ChatLink[];
}

/** How many earlier messages go with a request as context. */
export const CHAT_HISTORY_LENGTH = 5;

/**
 * What `sendChat` rejects with when the chat service cannot run (the `chat` function answers 503: it answers from the
 * company's facts with or without a model, so this is a function that does not start, not a missing key).
 * Any other rejection is a connection failure.
 */
export class ChatUnavailableError extends Error {
  override name = 'ChatUnavailableError';
  constructor(message = 'The chat service is unavailable.') {
    super(message);
  }
}

/** True for a `ChatUnavailableError`, also one from another copy of this module (checked by name). */
export function isChatUnavailableError(error: unknown): boolean {
  return (
    error instanceof ChatUnavailableError ||
    (typeof error === 'object' && error !== null && 'name' in error && error.name === 'ChatUnavailableError')
  );
}

export interface ChatInput {
  /** The bot's first message; brand copy, so the site supplies it. */
  greeting: string;
  /** The number the 'Service Temporarily Unavailable' toast asks visitors to call. */
  phone: string;
}

export interface ChatContext {
  messages: ChatMessage[];
  /** The reply as streamed so far, while it is being written ('' otherwise). */
  streaming: string;
  draft: string;
  phone: string;
  /** Messages created so far; makes ids unique. */
  count: number;
}

export type ChatEvent =
  | { type: 'chat.open' }
  | { type: 'chat.close' }
  | { type: 'chat.toggle' }
  | { type: 'draft.change'; value: string }
  | { type: 'message.send' }
  /** A piece of the reply being streamed, from `sendChat`. */
  | { type: 'reply.delta'; text: string };

// Timestamps come from the global clock, which Vitest's fake timers control.
const now = () => Date.now();

/**
 * The chat widget (spec: Chat widget, sections 4, 5, 8). The panel (closed or open) and the conversation
 * are parallel regions, so closing the panel neither cancels a pending reply nor loses it: a late reply is
 * simply appended. A blank draft is not sent, and nothing is sent while a reply is pending (the
 * conversation is `replying`: input disabled; `waiting` shows the typing indicator, `streaming` the reply as it
 * is written, which the whole reply replaces when it is done).
 */
export const chatMachine = setup({
  types: {
    context: {} as ChatContext,
    events: {} as ChatEvent,
    input: {} as ChatInput,
  },
  actors: {
    /** Posts to the `chat` function and resolves with the reply text. */
    sendChat: missingActor<ChatReply, ChatRequest>('sendChat'),
  },
  actions: {
    notify: (_, _params: Notification) => {},
    logError: (_, _params: LogErrorParams) => {},
    assignDraft: assign(({ event }) => {
      assertEvent(event, 'draft.change');
      return { draft: event.value };
    }),
    appendUserMessage: assign(({ context }) => {
      const count = context.count + 1;
      const message: ChatMessage = {
        id: `message-${count}`,
        text: context.draft.trim(),
        sender: 'user',
        timestamp: now(),
      };
      return { count, draft: '', messages: [...context.messages, message] };
    }),
    appendBotMessage: assign(({ context }, params: { text: string; links?: ChatLink[] | undefined }) => {
      const count = context.count + 1;
      const message: ChatMessage = {
        id: `message-${count}`,
        text: params.text,
        sender: 'bot',
        timestamp: now(),
        ...(params.links?.length ? { links: params.links } : {}),
      };
      return { count, streaming: '', messages: [...context.messages, message] };
    }),
    appendDelta: assign(({ context, event }) => {
      assertEvent(event, 'reply.delta');
      return { streaming: context.streaming + event.text };
    }),
    clearStreaming: assign({ streaming: '' }),
  },
  guards: {
    hasDraft: ({ context }) => context.draft.trim() !== '',
    isServiceUnavailable: (_, params: { error: unknown }) => isChatUnavailableError(params.error),
    isRateLimited: (_, params: { error: unknown }) => isRateLimitedError(params.error),
  },
}).createMachine({
  id: 'chat',
  context: ({ input }) => ({
    messages: [{ id: 'greeting', text: input.greeting, sender: 'bot', timestamp: now() }],
    streaming: '',
    draft: '',
    phone: input.phone,
    count: 0,
  }),
  type: 'parallel',
  states: {
    panel: {
      initial: 'closed',
      states: {
        closed: { on: { 'chat.open': 'open', 'chat.toggle': 'open' } },
        open: { on: { 'chat.close': 'closed', 'chat.toggle': 'closed' } },
      },
    },
    conversation: {
      initial: 'idle',
      on: { 'draft.change': { actions: 'assignDraft' } },
      states: {
        idle: {
          on: { 'message.send': { guard: 'hasDraft', target: 'replying', actions: 'appendUserMessage' } },
        },
        replying: {
          initial: 'waiting',
          states: {
            waiting: { on: { 'reply.delta': { target: 'streaming', actions: 'appendDelta' } } },
            streaming: { on: { 'reply.delta': { actions: 'appendDelta' } } },
          },
          invoke: {
            id: 'sendChat',
            src: 'sendChat',
            input: ({ context, self }) => ({
              history: context.messages.slice(0, -1).slice(-CHAT_HISTORY_LENGTH),
              message: context.messages[context.messages.length - 1] as ChatMessage,
              onText: (text: string) => self.send({ type: 'reply.delta', text }),
            }),
            onDone: {
              target: 'idle',
              actions: {
                type: 'appendBotMessage',
                params: ({ event }) => ({ text: event.output.text, links: event.output.links }),
              },
            },
            onError: [
              {
                guard: { type: 'isServiceUnavailable', params: ({ event }) => ({ error: event.error }) },
                target: 'idle',
                actions: [
                  'clearStreaming',
                  {
                    type: 'notify',
                    params: ({ context }) => ({
                      title: messages.chat.unavailable.title,
                      description: messages.chat.unavailable.description(context.phone),
                      variant: 'destructive' as const,
                    }),
                  },
                  {
                    type: 'logError',
                    params: ({ event }) => ({
                      message: `Chat unavailable: ${errorMessage(event.error)}`,
                      error: event.error,
                    }),
                  },
                ],
              },
              {
                // Too many requests from this connection (the chat function's limit): say so, nothing to apologise
                // for in the conversation; the message stays in it and the visitor may send again later.
                guard: { type: 'isRateLimited', params: ({ event }) => ({ error: event.error }) },
                target: 'idle',
                actions: [
                  'clearStreaming',
                  {
                    type: 'notify',
                    params: { title: messages.errorTitle, description: messages.rateLimited, variant: 'destructive' },
                  },
                  {
                    type: 'logError',
                    params: ({ event }) => ({
                      message: `Chat request refused: ${errorMessage(event.error)}`,
                      error: event.error,
                    }),
                  },
                ],
              },
              {
                target: 'idle',
                actions: [
                  { type: 'appendBotMessage', params: { text: messages.chat.apology } },
                  { type: 'notify', params: { ...messages.chat.connectionError, variant: 'destructive' } },
                  {
                    type: 'logError',
                    params: ({ event }) => ({
                      message: `Chat request failed: ${errorMessage(event.error)}`,
                      error: event.error,
                    }),
                  },
                ],
              },
            ],
          },
        },
      },
    },
  },
});
