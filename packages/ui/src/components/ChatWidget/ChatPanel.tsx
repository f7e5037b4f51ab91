import * as Ariakit from '@ariakit/react';
import { type FormEvent, type KeyboardEvent, type RefObject, useLayoutEffect, useRef } from 'react';
import { dateTimeFormat } from '../../intl';
import { Icon } from '../Icon/Icon';
import { CloseIcon, SendIcon } from '../Icon/icons';
import { Link } from '../Link/Link';
import { isExternalHref, useUiLocale } from '../Link/LinkProvider';
import { fieldControl } from '../private/field.css';
import { TypingIndicator } from '../TypingIndicator/TypingIndicator';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css';
import {
  bubble,
  close,
  composer,
  floating as floatingClass,
  header,
  input,
  linkList,
  log,
  message,
  messageLink,
  messageList,
  panel,
  send,
  subtitle as subtitleClass,
  time,
  title as titleClass,
} from './ChatPanel.css';

export const chatSenders = ['user', 'bot'] as const;
export type ChatSender = (typeof chatSenders)[number];

/** Where an assistant's message leads: a page of the site (through the app's link component) or tel:, https:. */
export interface ChatMessageLink {
  label: string;
  href: string;
}

/** One chat message (spec: id, text, sender, timestamp), with the links a reply comes with. */
export interface ChatMessage {
  id: string;
  text: string;
  sender: ChatSender;
  /** When it was sent: a Date, an ISO string or epoch milliseconds. */
  timestamp: Date | string | number;
  /** Shown under the message as links, e.g. the booking form filled in, a call, WhatsApp. */
  links?: readonly ChatMessageLink[];
  /**
   * Still being written (a streamed reply): read out once whole (`aria-busy`), and shown instead of the typing
   * indicator.
   */
  writing?: boolean;
}

export interface ChatPanelProps {
  /** The panel's id (the launcher's aria-controls points at it). */
  id?: string;
  /** Shown when true; the panel stays mounted when closed so it can return focus. */
  open?: boolean;
  /** Called with false by the close button and Escape. */
  onOpenChange: (open: boolean) => void;
  /** The conversation, oldest first; the greeting is the first bot message. */
  messages: readonly ChatMessage[];
  /** The message being typed. */
  draft: string;
  onDraftChange: (draft: string) => void;
  /** Called by Enter and the send button. What may be sent is the app's decision. */
  onSend: () => void;
  /** A reply is on its way: the input and send button are disabled and the typing indicator shows. */
  pending?: boolean;
  /** Where focus goes when the panel closes (the launcher); by default, whatever opened it. */
  finalFocus?: HTMLElement | RefObject<HTMLElement | null> | null;
  /** Fixed above the launcher (default); false places it in the flow (docs, tests). */
  floating?: boolean;
  className?: string;
  title?: string;
  subtitle?: string;
  closeLabel?: string;
  inputLabel?: string;
  placeholder?: string;
  sendLabel?: string;
  /** The conversation log's accessible name. */
  logLabel?: string;
  typingLabel?: string;
  /** Read before each message, e.g. 'You: …', 'Assistant: …'. */
  senderLabels?: Record<ChatSender, string>;
  /**
   * Language of the messages' times ('en-AE', 'ar-AE'), for the default `formatTime`: `UiProvider`'s, else the
   * browser's own language.
   */
  locale?: string;
  /** How a message's time is shown; hours and minutes in `locale` by default. */
  formatTime?: (date: Date) => string;
  /** Called when a link of a message to a page of the site is followed (the app may close the panel). */
  onNavigate?: () => void;
  /** The accessible name of a message's links. @default 'Links' */
  linksLabel?: string;
}

const defaultSenderLabels: Record<ChatSender, string> = { user: 'You', bot: 'Assistant' };
const timeIn = (locale: string | undefined) => (date: Date) =>
  dateTimeFormat(locale ?? [], { hour: 'numeric', minute: '2-digit' }).format(date);

/**
 * The open chat: a non-modal dialog (Ariakit) with the conversation as a polite log, the typing indicator
 * while a reply is pending, and a message box where Enter sends and Shift+Enter starts a new line. It is
 * its own module so the site can load it on first open.
 */
export function ChatPanel({
  id,
  open = true,
  onOpenChange,
  messages,
  draft,
  onDraftChange,
  onSend,
  pending = false,
  finalFocus,
  floating = true,
  className,
  title = 'Chat with us',
  subtitle = 'Ask about our services, prices and bookings.',
  closeLabel = 'Close chat',
  inputLabel = 'Type your message',
  placeholder = 'Type your message...',
  sendLabel = 'Send message',
  logLabel = 'Conversation',
  typingLabel = 'Assistant is typing',
  senderLabels = defaultSenderLabels,
  locale: localeProp,
  formatTime: formatTimeProp,
  onNavigate,
  linksLabel = 'Links',
}: ChatPanelProps) {
  const uiLocale = useUiLocale();
  const formatTime = formatTimeProp ?? timeIn(localeProp ?? uiLocale);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const inputId = `${id ?? 'chat'}-input`;

  // Keep the newest message (or the typing indicator) in view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the conversation grows, reads only the DOM
  useLayoutEffect(() => {
    const element = logRef.current;
    if (!element) return;
    element.scrollTop = element.scrollHeight;
    // A web font that arrives later (the Arabic one loads when a page first needs it) wraps the messages anew and
    // leaves the newest one below the fold: go to the end again then.
    let current = true;
    void document.fonts?.ready.then(() => {
      if (current) element.scrollTop = element.scrollHeight;
    });
    return () => {
      current = false;
    };
  }, [messages.length, pending, open]);

  // A reply being written grows in place: keep its end in view.
  const writing = messages.find((item) => item.writing)?.text;
  useLayoutEffect(() => {
    const element = logRef.current;
    if (element && writing !== undefined) element.scrollTop = element.scrollHeight;
  }, [writing]);

  // Disabling the box while a reply is pending drops focus on the page; give it back when the reply lands.
  const wasPending = useRef(pending);
  useLayoutEffect(() => {
    const ended = wasPending.current && !pending;
    wasPending.current = pending;
    const lost = !document.activeElement || document.activeElement === document.body;
    if (ended && lost && open) inputRef.current?.focus();
  }, [pending, open]);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!pending) onSend();
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Shift+Enter keeps the browser's new line; Enter while composing (IME) confirms the composition.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (!pending) onSend();
  };

  return (
    <Ariakit.Dialog
      id={id}
      open={open}
      onClose={() => onOpenChange(false)}
      modal={false}
      // Visitors read the page while chatting: clicks elsewhere do not close the chat.
      hideOnInteractOutside={false}
      initialFocus={inputRef}
      finalFocus={finalFocus}
      className={[panel, floating ? floatingClass : undefined, className].filter(Boolean).join(' ')}
    >
      <div className={header}>
        <div>
          <Ariakit.DialogHeading render={<h2 />} className={titleClass}>
            {title}
          </Ariakit.DialogHeading>
          {subtitle ? (
            <Ariakit.DialogDescription className={subtitleClass}>{subtitle}</Ariakit.DialogDescription>
          ) : null}
        </div>
        <Ariakit.DialogDismiss className={close} aria-label={closeLabel}>
          <Icon icon={CloseIcon} size="medium" />
        </Ariakit.DialogDismiss>
      </div>
      {/* Focusable so keyboard users can scroll back through the conversation. */}
      <div ref={logRef} role="log" aria-live="polite" aria-label={logLabel} tabIndex={0} className={log}>
        <ol className={messageList}>
          {messages.map((item) => (
            <ChatMessageItem
              key={item.id}
              item={item}
              senderLabel={senderLabels[item.sender]}
              linksLabel={linksLabel}
              formatTime={formatTime}
              onNavigate={onNavigate}
            />
          ))}
        </ol>
        {pending && !messages.some((item) => item.writing) ? (
          <TypingIndicator label={typingLabel} style={{ alignSelf: 'flex-start' }} />
        ) : null}
      </div>
      <form className={composer} onSubmit={handleSubmit}>
        <label htmlFor={inputId} className={visuallyHidden}>
          {inputLabel}
        </label>
        <textarea
          ref={inputRef}
          id={inputId}
          rows={1}
          value={draft}
          placeholder={placeholder}
          disabled={pending}
          enterKeyHint="send"
          className={[fieldControl, input].join(' ')}
          onChange={(event) => onDraftChange(event.target.value)}
          onKeyDown={handleKeyDown}
        />
        <button type="submit" className={send} aria-label={sendLabel} disabled={pending}>
          <Icon icon={SendIcon} size="medium" flipInRtl />
        </button>
      </form>
    </Ariakit.Dialog>
  );
}

/** One message: its sender for screen readers, its text, its links and its time (not while it is being written). */
function ChatMessageItem({
  item,
  senderLabel,
  linksLabel,
  formatTime,
  onNavigate,
}: {
  item: ChatMessage;
  senderLabel: string;
  linksLabel: string;
  formatTime: (date: Date) => string;
  onNavigate?: () => void;
}) {
  const date = new Date(item.timestamp);
  return (
    <li data-sender={item.sender} aria-busy={item.writing ? true : undefined} className={message}>
      <span className={bubble}>
        <VisuallyHidden>{senderLabel}: </VisuallyHidden>
        {item.text}
      </span>
      {item.links?.length ? (
        <ul className={linkList} aria-label={linksLabel}>
          {item.links.map((link) => (
            <li key={`${link.href} ${link.label}`}>
              <Link
                href={link.href}
                className={messageLink}
                onClick={isExternalHref(link.href) ? undefined : () => onNavigate?.()}
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {item.writing || Number.isNaN(date.getTime()) ? null : (
        <time dateTime={date.toISOString()} className={time}>
          {formatTime(date)}
        </time>
      )}
    </li>
  );
}
