import { messages, toastMachine } from '@sparkle/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { MachineExplorer } from './MachineExplorer';

const meta = {
  title: 'Statecharts/Toast',
  component: MachineExplorer,
  parameters: { controls: { disable: true } },
  args: {
    title: 'Toast',
    machine: () => toastMachine,
    outcomes: ['succeed'],
    payloads: {
      'toast.show': { toast: { ...messages.auth.signInSuccess, variant: 'default' } },
    },
  },
} satisfies Meta<typeof MachineExplorer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Explorer: Story = {
  play: async ({ canvas, userEvent }) => {
    const state = canvas.getByTestId('state-value');
    await userEvent.click(canvas.getByRole('button', { name: 'Send toast.show' }));
    await expect(state).toHaveTextContent('"visible": "running"');
    await expect(canvas.getByTestId('context')).toHaveTextContent('"duration": 4000');
    await userEvent.click(canvas.getByRole('button', { name: 'Send toast.pause' }));
    await expect(state).toHaveTextContent('"visible": "paused"');
    await userEvent.click(canvas.getByRole('button', { name: 'Send toast.dismiss' }));
    await expect(state).toHaveTextContent('"hidden"');
  },
};
