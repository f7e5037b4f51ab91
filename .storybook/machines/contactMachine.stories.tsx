import { type ContactRequest, contactMachine, messages, simulatedSubmitContact } from '@sparkle/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { MachineExplorer, type MachineExplorerProps, stub } from './MachineExplorer';

// The spec's simulated send: it succeeds after 1 s.
const simulated: MachineExplorerProps['machine'] = () =>
  contactMachine.provide({ actors: { submitContact: simulatedSubmitContact } });

const meta = {
  title: 'Statecharts/Contact',
  component: MachineExplorer,
  parameters: { controls: { disable: true } },
  args: {
    title: 'Contact',
    machine: simulated,
    outcomes: ['succeed'],
    payloads: { 'field.change': { field: 'email', value: 'omar@example.com' } },
    scenarios: [
      {
        label: 'Write a message',
        events: [
          { type: 'field.change', field: 'name', value: 'Omar' },
          { type: 'field.change', field: 'email', value: 'omar@example.com' },
          { type: 'field.change', field: 'message', value: 'Do you clean grease traps?' },
        ],
      },
    ],
  },
} satisfies Meta<typeof MachineExplorer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Explorer: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send form.submit' }));
    await expect(canvas.getByRole('list', { name: 'Side effects' })).toHaveTextContent(messages.form.missingFields);
  },
};

export const SendsAMessage: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Write a message' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Send form.submit' }));
    const state = canvas.getByTestId('state-value');
    await expect(state).toHaveTextContent('"sending"');
    await waitFor(() => expect(state).toHaveTextContent('"idle": "sent"'), { timeout: 3000 });
    await expect(canvas.getByRole('list', { name: 'Side effects' })).toHaveTextContent(
      messages.contact.success('omar@example.com'),
    );
  },
};

export const KeepsTheValuesWhenSendingFails: Story = {
  args: {
    machine: (control) =>
      contactMachine.provide({
        actors: { submitContact: stub<void, ContactRequest>(control, undefined, { fail: new Error('offline') }) },
      }),
    outcomes: ['fail', 'succeed'],
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Write a message' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Send form.submit' }));
    await waitFor(() => expect(canvas.getByTestId('state-value')).toHaveTextContent('"idle": "failed"'));
    await expect(canvas.getByTestId('context')).toHaveTextContent('"message": "Do you clean grease traps?"');
  },
};
