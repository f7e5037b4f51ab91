import { assertEvent, assign, setup } from 'xstate';
import { errorMessage, isRateLimitedError, type LogErrorParams, missingActor, type Notification } from '../effects';
import { messages } from '../messages';

/** A chat message (spec section 3). `timestamp` is milliseconds since the epoch. */
export interface ChatMessage {
  id: string;
  text: string;
  sender: 'user' | 'bot';
  timestamp: number;
}

/** What `sendChat` receives: the last five messages before the new one, and the new one (spec section 7). */
export interface ChatRequest {
  history: ChatMessage[];
  message: ChatMessage;
}

/** How many earlier messages go with a request as context. */
export const CHAT_HISTORY_LENGTH = 5;

/**
 * What `sendChat` rejects with when the chat service is not configured (the `chat` function answers 503).
 * Any other rejection is a connection failure.
 */
export class ChatUnavailableError extends Error {
  override name = 'ChatUnavailableError';
  constructor(message = 'The chat service is not configured.') {
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
  | { type: 'message.send' };

// Timestamps come from the global clock, which Vitest's fake timers control.
const now = () => Date.now();

/**
 * The chat widget (spec: Chat widget, sections 4, 5, 8). The panel (closed or open) and the conversation
 * are parallel regions, so closing the panel neither cancels a pending reply nor loses it: a late reply is
 * simply appended. A blank draft is not sent, and nothing is sent while a reply is pending (the
 * conversation is `replying`: input disabled, typing indicator).
 */
export const chatMachine = setup({
  types: {
    context: {} as ChatContext,
    events: {} as ChatEvent,
    input: {} as ChatInput,
  },
  actors: {
    /** Posts to the `chat` function and resolves with the reply text. */
    sendChat: missingActor<string, ChatRequest>('sendChat'),
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
    appendBotMessage: assign(({ context }, params: { text: string }) => {
      const count = context.count + 1;
      const message: ChatMessage = { id: `message-${count}`, text: params.text, sender: 'bot', timestamp: now() };
      return { count, messages: [...context.messages, message] };
    }),
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
          invoke: {
            id: 'sendChat',
            src: 'sendChat',
            input: ({ context }) => ({
              history: context.messages.slice(0, -1).slice(-CHAT_HISTORY_LENGTH),
              message: context.messages[context.messages.length - 1] as ChatMessage,
            }),
            onDone: {
              target: 'idle',
              actions: { type: 'appendBotMessage', params: ({ event }) => ({ text: event.output }) },
            },
            onError: [
              {
                guard: { type: 'isServiceUnavailable', params: ({ event }) => ({ error: event.error }) },
                target: 'idle',
                actions: [
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
