import { type ChatReply, type ChatRequest, ChatUnavailableError, chatMachine, messages } from '@sparkle/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { MachineExplorer, stub } from './MachineExplorer';

const meta = {
  title: 'Statecharts/Chat',
  component: MachineExplorer,
  parameters: { controls: { disable: true } },
  args: {
    title: 'Chat',
    input: { greeting: 'Hello! How can we help with your cleaning today?', phone: '+971 50 000 0000' },
    outcomes: ['succeed', 'fail', 'unavailable'],
    machine: (control) =>
      chatMachine.provide({
        actors: {
          sendChat: stub(
            control,
            (request: ChatRequest): ChatReply => ({
              text: `Thanks! You asked: "${request.message.text}"`,
              links: [{ label: 'Book now', href: '/book-now' }],
            }),
            { fail: new Error('Failed to fetch'), unavailable: new ChatUnavailableError() },
          ),
        },
      }),
    payloads: { 'draft.change': { value: 'How much is a deep clean?' }, 'reply.delta': { text: 'A deep clean ' } },
    // A streamed reply arrives in pieces before it is done: time to send reply.delta by hand.
    stubDelay: 1500,
  },
} satisfies Meta<typeof MachineExplorer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Explorer: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send chat.open' }));
    await expect(canvas.getByTestId('state-value')).toHaveTextContent('"panel": "open"');
    await userEvent.click(canvas.getByRole('button', { name: 'Send message.send' }));
    // An empty draft is not sent.
    await expect(canvas.getByTestId('state-value')).toHaveTextContent('"conversation": "idle"');
  },
};

export const AsksAndGetsAReply: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send chat.open' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Send draft.change' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Send message.send' }));
    const state = canvas.getByTestId('state-value');
    await expect(state).toHaveTextContent('"replying": "waiting"');
    // A piece of a streamed reply, as sendChat passes it on: the reply is being written.
    await userEvent.click(canvas.getByRole('button', { name: 'Send reply.delta' }));
    await expect(state).toHaveTextContent('"replying": "streaming"');
    await expect(canvas.getByTestId('context')).toHaveTextContent('"streaming": "A deep clean "');
    await waitFor(() => expect(state).toHaveTextContent('"conversation": "idle"'), { timeout: 4000 });
    await expect(canvas.getByTestId('context')).toHaveTextContent('You asked: \\"How much is a deep clean?\\"');
  },
};

export const ServiceUnavailable: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'unavailable' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Send draft.change' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Send message.send' }));
    await waitFor(
      () =>
        expect(canvas.getByRole('list', { name: 'Side effects' })).toHaveTextContent(messages.chat.unavailable.title),
      { timeout: 4000 },
    );
  },
};
