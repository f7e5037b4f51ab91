import {
  type ChatReply,
  type ChatRequest,
  ChatUnavailableError,
  chatMachine,
  RateLimitedError,
} from '@sparkle/machines';
import { type ChatMessage, ChatPanel } from '@sparkle/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { type RefObject, useEffect, useMemo } from 'react';
import { fromPromise } from 'xstate';
import { chatCopy } from '../../content/chat';
import { machineText } from '../../i18n/machineMessages';
import { getSupabase } from '../../lib/supabase';
import { notify } from '../toast/notify';
import { type ChatReplyBody, readReplyStream, toChatReply } from './chatReply';

/**
 * Calls the `chat` function (docs/decisions.md, Security and abuse: any API key stays on the server) with the last
 * five messages and the new one. It answers from the company's facts, or through a model whose reply streams in
 * (passed on as it comes); the reply may carry links (the booking form filled in, a call, WhatsApp, the contact form).
 * A 503 means the function cannot run: `ChatUnavailableError`, which the machine turns into 'Service Temporarily
 * Unavailable'; a 429 (too many requests from this connection) is a `RateLimitedError`; anything else is a connection
 * failure (apology + 'Connection Error').
 */
const sendChat = fromPromise<ChatReply, ChatRequest>(async ({ input }) => {
  const supabase = await getSupabase();
  const messages = [...input.history, input.message].map(({ sender, text }) => ({ sender, text }));
  // The page's language (/ar pages are lang="ar"): the assistant answers in it.
  const locale = document.documentElement.lang.startsWith('ar') ? 'ar' : 'en';
  const { data, error } = await supabase.functions.invoke<ChatReplyBody | Response>('chat', {
    body: { messages, locale, stream: true },
  });
  if (error) {
    // FunctionsHttpError carries the function's Response; checked by name to keep supabase-js a lazy import.
    const status = (error as { context?: { status?: unknown } }).context?.status;
    if (error.name === 'FunctionsHttpError' && status === 503) throw new ChatUnavailableError();
    if (error.name === 'FunctionsHttpError' && status === 429) throw new RateLimitedError(error.message);
    throw error;
  }
  // An event stream comes as the Response itself (supabase-js reads the body of other answers).
  if (data instanceof Response) return readReplyStream(data, (text) => input.onText?.(text));
  return toChatReply(data);
});

const siteChatMachine = chatMachine.provide({
  actors: { sendChat },
  actions: {
    notify: (_, params) => notify(params),
    logError: (_, { message, error }) => console.error(message, error),
  },
});

export interface ChatConversationProps {
  id: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The launcher: focus returns to it when the panel closes. */
  finalFocus: RefObject<HTMLButtonElement | null>;
}

/** The open chat (loaded on first open): ChatPanel driven by `chatMachine`. */
export default function ChatConversation({ id, open, onOpenChange, finalFocus }: ChatConversationProps) {
  const copy = chatCopy();
  const actor = useActorRef(siteChatMachine, { input: { greeting: copy.greeting, phone: copy.phone } });
  const messages = useSelector(actor, (snapshot) => snapshot.context.messages);
  // The machine's own words (the apology after a failed request) in the page's language; the assistant's
  // replies are already in it, and machineText leaves any text it does not know as it is.
  const streaming = useSelector(actor, (snapshot) => snapshot.context.streaming);
  const shownMessages = useMemo((): ChatMessage[] => {
    const shown: ChatMessage[] = messages.map((message) =>
      message.sender === 'bot' ? { ...message, text: machineText(message.text) } : message,
    );
    // A streamed reply as it is written, until the whole one takes its place.
    if (streaming) shown.push({ id: 'writing', sender: 'bot', text: streaming, timestamp: Date.now(), writing: true });
    return shown;
  }, [messages, streaming]);
  const draft = useSelector(actor, (snapshot) => snapshot.context.draft);
  const pending = useSelector(actor, (snapshot) => snapshot.matches({ conversation: 'replying' }));

  // The launcher owns the open state (it exists before this module loads); the statechart follows it.
  useEffect(() => {
    actor.send({ type: open ? 'chat.open' : 'chat.close' });
  }, [actor, open]);

  return (
    <ChatPanel
      id={id}
      open={open}
      onOpenChange={onOpenChange}
      finalFocus={finalFocus}
      messages={shownMessages}
      draft={draft}
      onDraftChange={(value) => actor.send({ type: 'draft.change', value })}
      onSend={() => actor.send({ type: 'message.send' })}
      pending={pending}
      title={copy.title}
      subtitle={copy.subtitle}
      closeLabel={copy.closeLabel}
      inputLabel={copy.inputLabel}
      placeholder={copy.placeholder}
      sendLabel={copy.sendLabel}
      logLabel={copy.logLabel}
      typingLabel={copy.typingLabel}
      senderLabels={copy.senderLabels}
      linksLabel={copy.linksLabel}
      // Following a link to a page (the booking form filled in) shows that page: the panel gets out of its way.
      onNavigate={() => onOpenChange(false)}
    />
  );
}
