import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentProps, useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { arChat, arLocale } from '../private/arabicStoryTexts';
import { storyContact } from '../private/companyStoryData';
import { ChatLauncher } from './ChatLauncher';
import { type ChatMessage, ChatPanel } from './ChatPanel';
import { ChatWidget } from './ChatWidget';

const at = (time: string) => new Date(`2025-03-10T${time}:00+04:00`);

const greeting: ChatMessage = {
  id: 'greeting',
  sender: 'bot',
  text: "Hi! I'm the SparkleClean assistant. How can I help you with your cleaning today?",
  timestamp: at('10:30'),
};

const conversation: ChatMessage[] = [
  greeting,
  { id: 'm1', sender: 'user', text: 'How much is a deep clean for a 2-bedroom apartment?', timestamp: at('10:31') },
  {
    id: 'm2',
    sender: 'bot',
    text: 'Our Deep Clean package starts at AED 300. The final price depends on the size of your home and what it needs.\nWould you like to book a visit?',
    timestamp: at('10:31'),
  },
  { id: 'm3', sender: 'user', text: 'Yes, this Saturday morning please.', timestamp: at('10:32') },
];

/** Keeps the fixed launcher and panel inside the story's box, so screenshots see them where the page would. */
const containFixed: Decorator = (Story) => (
  <div style={{ transform: 'translateZ(0)', blockSize: 600 }}>
    <Story />
  </div>
);

const meta = {
  title: 'Composites/ChatWidget',
  component: ChatWidget,
  args: {
    open: true,
    onOpenChange: fn(),
    messages: [greeting],
    draft: '',
    onDraftChange: fn(),
    onSend: fn(),
    pending: false,
  },
  decorators: [containFixed],
} satisfies Meta<typeof ChatWidget>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  args: { open: false },
  play: async ({ canvas, userEvent, args }) => {
    const launcher = canvas.getByRole('button', { name: 'Open chat' });
    await expect(launcher).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await userEvent.click(launcher);
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
  },
};

export const Open: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const panel = canvas.getByRole('dialog', { name: 'Chat with us' });
    const launcher = canvas.getByRole('button', { name: 'Close chat', expanded: true });
    await expect(launcher).toHaveAttribute('aria-controls', panel.id);
    // The greeting is the first message of the polite log.
    const log = within(panel).getByRole('log', { name: 'Conversation' });
    await expect(log).toHaveAttribute('aria-live', 'polite');
    await expect(within(log).getByText(/How can I help you with your cleaning today/)).toBeVisible();
    await expect(within(log).getByText('10:30 AM')).toBeVisible();
    // Focus starts in the message box.
    await waitFor(() => expect(within(panel).getByRole('textbox', { name: 'Type your message' })).toHaveFocus());
    await userEvent.click(within(panel).getByRole('button', { name: 'Close chat' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const EnterSends: Story = {
  name: 'Enter sends, Shift+Enter adds a line',
  args: { draft: 'Do you clean carpets?' },
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Type your message' });
    await userEvent.click(input);
    await userEvent.keyboard('{Shift>}{Enter}{/Shift}');
    await expect(args.onSend).not.toHaveBeenCalled();
    await expect(args.onDraftChange).toHaveBeenLastCalledWith('Do you clean carpets?\n');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    await expect(args.onSend).toHaveBeenCalledTimes(2);
  },
};

export const Pending: Story = {
  name: 'Waiting for a reply',
  args: { messages: conversation, pending: true },
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Type your message' });
    await expect(input).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Send message' })).toBeDisabled();
    const log = canvas.getByRole('log', { name: 'Conversation' });
    await expect(within(log).getByText('Assistant is typing')).toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

export const Conversation: Story = {
  args: { messages: conversation },
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole('log')).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    // Each message says who wrote it.
    await expect(items[1]).toHaveTextContent('You: How much is a deep clean');
    await expect(items[2]).toHaveTextContent('Assistant: Our Deep Clean package');
    await expect(items[1]).toHaveAttribute('data-sender', 'user');
    await expect(items[2]).toHaveAttribute('data-sender', 'bot');
  },
};

/** A reply with the booking form filled in, and one that does not know, with the company's contact links. */
const bookingReply: ChatMessage = {
  id: 'm4',
  sender: 'bot',
  text: 'Here is the booking form with Deep Cleaning on Saturday 5 December at 10:00 AM filled in. Add your details and send it; we confirm within 24 hours.',
  timestamp: at('10:32'),
  links: [
    {
      label: 'Book: Deep Cleaning, Saturday 5 December, 10:00 AM',
      href: '/book-now?service=deep&date=2026-12-05&time=10%3A00',
    },
  ],
};
const dontKnowReply: ChatMessage = {
  id: 'm6',
  sender: 'bot',
  text: `I'm sorry, I don't know that. Please call or WhatsApp us on ${storyContact.phone}, or send us a message through the contact form, and we will help.`,
  timestamp: at('10:33'),
  links: [
    { label: `Call ${storyContact.phone}`, href: storyContact.tel },
    { label: 'WhatsApp us', href: `https://wa.me/${storyContact.whatsappNumber}` },
    { label: 'Contact form', href: '/contact' },
  ],
};
const withLinks: ChatMessage[] = [
  ...conversation,
  bookingReply,
  { id: 'm5', sender: 'user', text: 'Do you repair air conditioners?', timestamp: at('10:33') },
  dontKnowReply,
];

export const Links: Story = {
  name: 'Replies with links',
  args: { messages: withLinks, onNavigate: fn() },
  play: async ({ canvas, userEvent, args }) => {
    const log = canvas.getByRole('log', { name: 'Conversation' });
    const booking = within(log).getByRole('link', { name: 'Book: Deep Cleaning, Saturday 5 December, 10:00 AM' });
    await expect(booking).toHaveAttribute('href', '/book-now?service=deep&date=2026-12-05&time=10%3A00');
    await expect(within(log).getByRole('link', { name: `Call ${storyContact.phone}` })).toHaveAttribute(
      'href',
      storyContact.tel,
    );
    // WhatsApp opens in a new tab, and says so.
    const whatsapp = within(log).getByRole('link', { name: 'WhatsApp us (opens in a new tab)' });
    await expect(whatsapp).toHaveAttribute('target', '_blank');
    const lists = within(log).getAllByRole('list', { name: 'Links' });
    await expect(lists).toHaveLength(2);
    // Following a link to a page of the site tells the app (which closes the panel); a call does not.
    booking.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await userEvent.click(booking);
    await expect(args.onNavigate).toHaveBeenCalledOnce();
  },
};

export const Writing: Story = {
  name: 'A reply being written (streamed)',
  args: {
    messages: [
      ...conversation.slice(0, 2),
      {
        id: 'writing',
        sender: 'bot',
        text: 'A 2-bedroom deep clean is AED 400 before',
        timestamp: at('10:31'),
        writing: true,
      },
    ],
    pending: true,
  },
  play: async ({ canvas }) => {
    const log = canvas.getByRole('log', { name: 'Conversation' });
    const items = within(log).getAllByRole('listitem');
    // Read out once whole; the text being written stands in for the typing indicator.
    await expect(items.at(-1)).toHaveAttribute('aria-busy', 'true');
    await expect(items.at(-1)).toHaveTextContent('Assistant: A 2-bedroom deep clean is AED 400 before');
    await expect(within(log).queryByText('Assistant is typing')).toBeNull();
    await expect(canvas.getByRole('textbox', { name: 'Type your message' })).toBeDisabled();
  },
};

export const AppearanceLinks: Story = {
  name: 'On the page, replies with links',
  tags: ['screenshot', 'responsive'],
  args: { messages: [conversation[0] as ChatMessage, conversation[1] as ChatMessage, bookingReply, dontKnowReply] },
};

/** Stands in for the app's chat statechart: sends non-empty drafts, replies after a moment. */
function ChatHarness(props: ComponentProps<typeof ChatWidget>) {
  const [open, setOpen] = useState(false);
  const [messages, setMessages] = useState<ChatMessage[]>([greeting]);
  const [draft, setDraft] = useState('');
  const [pending, setPending] = useState(false);
  return (
    <ChatWidget
      {...props}
      open={open}
      onOpenChange={(next) => {
        props.onOpenChange(next);
        setOpen(next);
      }}
      messages={messages}
      draft={draft}
      onDraftChange={setDraft}
      pending={pending}
      onSend={() => {
        props.onSend();
        if (!draft.trim()) return;
        setMessages((current) => [
          ...current,
          { id: `u${current.length}`, sender: 'user', text: draft, timestamp: at('10:35') },
        ]);
        setDraft('');
        setPending(true);
        setTimeout(() => {
          setMessages((current) => [
            ...current,
            {
              id: `b${current.length}`,
              sender: 'bot',
              text: 'Yes, we clean carpets and upholstery.',
              timestamp: at('10:35'),
            },
          ]);
          setPending(false);
        }, 150);
      }}
    />
  );
}

export const Conversing: Story = {
  name: 'Open, send, get a reply, close with Escape',
  render: (args) => <ChatHarness {...args} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open chat' }));
    const input = await canvas.findByRole('textbox', { name: 'Type your message' });
    await waitFor(() => expect(input).toHaveFocus());
    await userEvent.type(input, 'Do you clean carpets?{Enter}');
    const log = canvas.getByRole('log');
    await expect(within(log).getByText('Do you clean carpets?')).toBeVisible();
    await expect(input).toBeDisabled();
    await expect(input).toHaveValue('');
    await expect(within(log).getByText('Assistant is typing')).toBeInTheDocument();
    await waitFor(() => expect(within(log).getByText('Yes, we clean carpets and upholstery.')).toBeVisible());
    await expect(within(log).queryByText('Assistant is typing')).toBeNull();
    // The box is usable again and has focus back.
    await expect(input).toBeEnabled();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Open chat' })).toHaveFocus();
  },
};

export const Appearance: Story = {
  name: 'On the page',
  tags: ['screenshot', 'responsive'],
  args: { messages: conversation },
};

export const AppearancePending: Story = {
  name: 'On the page, waiting for a reply',
  tags: ['screenshot', 'responsive'],
  args: { messages: conversation.slice(0, 2), pending: true, draft: '' },
};

export const LauncherStates: StoryObj<typeof ChatLauncher> = {
  tags: ['screenshot'],
  decorators: [],
  render: () => (
    <div style={{ display: 'flex', gap: 16 }}>
      <ChatLauncher open={false} onOpenChange={() => {}} floating={false} />
      <ChatLauncher open onOpenChange={() => {}} floating={false} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Open chat' })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('button', { name: 'Close chat' })).toHaveAttribute('aria-expanded', 'true');
  },
};

export const PanelInFlow: StoryObj<typeof ChatPanel> = {
  name: 'Panel alone (in the flow)',
  decorators: [],
  render: () => (
    <ChatPanel
      floating={false}
      onOpenChange={() => {}}
      messages={conversation}
      draft="Saturday at 9 AM?"
      onDraftChange={() => {}}
      onSend={() => {}}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('dialog', { name: 'Chat with us' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Type your message' })).toHaveValue('Saturday at 9 AM?');
  },
};

const arabicConversation: ChatMessage[] = [
  { id: 'greeting', sender: 'bot', text: arChat.greeting, timestamp: at('10:30') },
  { id: 'm1', sender: 'user', text: arChat.question, timestamp: at('10:31') },
  { id: 'm2', sender: 'bot', text: arChat.answer, timestamp: at('10:31') },
  { id: 'm3', sender: 'user', text: arChat.reply, timestamp: at('10:32') },
];

/**
 * Arabic, right to left: the launcher and the panel at the bottom left (the inline end), the visitor's messages
 * on the left and the assistant's on the right, times in ar-AE, the send arrow pointing left.
 */
export const ArabicAppearance: Story = {
  name: 'Arabic, right to left',
  tags: ['screenshot', 'responsive'],
  globals: { locale: 'ar' },
  args: {
    messages: arabicConversation,
    locale: arLocale,
    title: arChat.title,
    subtitle: arChat.subtitle,
    openLabel: arChat.openLabel,
    closeLabel: arChat.closeLabel,
    inputLabel: arChat.inputLabel,
    placeholder: arChat.placeholder,
    sendLabel: arChat.sendLabel,
    logLabel: arChat.logLabel,
    typingLabel: arChat.typingLabel,
    senderLabels: arChat.senderLabels,
  },
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('dialog', { name: arChat.title });
    await expect(getComputedStyle(panel).direction).toBe('rtl');
    const log = within(panel).getByRole('log', { name: arChat.logLabel });
    await expect(within(log).getAllByRole('time')[0]).toHaveTextContent('10:30 ص');
    const send = within(panel).getByRole('button', { name: arChat.sendLabel });
    await expect(getComputedStyle(send.querySelector('svg') as SVGElement).transform).toBe('matrix(-1, 0, 0, 1, 0, 0)');
  },
};

export const ArabicLinks: Story = {
  name: 'Arabic, a reply with a link',
  tags: ['screenshot', 'responsive'],
  globals: { locale: 'ar' },
  args: {
    messages: [
      ...arabicConversation,
      {
        id: 'm4',
        sender: 'bot',
        text: arChat.bookingReply,
        timestamp: at('10:32'),
        links: [{ label: arChat.bookingLink, href: '/book-now?service=deep&date=2026-12-05&time=10%3A00' }],
      },
    ],
    locale: arLocale,
    title: arChat.title,
    subtitle: arChat.subtitle,
    openLabel: arChat.openLabel,
    closeLabel: arChat.closeLabel,
    inputLabel: arChat.inputLabel,
    placeholder: arChat.placeholder,
    sendLabel: arChat.sendLabel,
    logLabel: arChat.logLabel,
    typingLabel: arChat.typingLabel,
    senderLabels: arChat.senderLabels,
    linksLabel: arChat.linksLabel,
  },
  play: async ({ canvas }) => {
    const log = canvas.getByRole('log', { name: arChat.logLabel });
    await expect(within(log).getByRole('list', { name: arChat.linksLabel })).toBeVisible();
    await expect(within(log).getByRole('link', { name: arChat.bookingLink })).toHaveAttribute(
      'href',
      '/book-now?service=deep&date=2026-12-05&time=10%3A00',
    );
  },
};
