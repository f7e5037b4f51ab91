import {
  type FindUserRequest,
  type GrantAdminRequest,
  type ManagedUser,
  messages,
  promotionMachine,
} from '@sparkle/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { MachineExplorer, stub } from './MachineExplorer';

const grace: ManagedUser = {
  id: '6f1c2a4e-0000-4000-8000-000000000002',
  email: 'grace@example.com',
  fullName: null,
  role: 'user',
};

const meta = {
  title: 'Statecharts/Promotion',
  component: MachineExplorer,
  parameters: { controls: { disable: true } },
  args: {
    title: 'Promotion',
    machine: (control) =>
      promotionMachine.provide({
        actors: {
          findUser: stub<ManagedUser | null, FindUserRequest>(
            control,
            ({ email }) => (email.toLowerCase() === grace.email ? grace : null),
            {
              fail: new Error('permission denied for table profiles'),
            },
          ),
          grantAdmin: stub<void, GrantAdminRequest>(control, undefined, {
            fail: new Error('new row violates row-level security policy'),
          }),
        },
      }),
    payloads: { 'email.change': { value: ' grace@example.com ' } },
  },
} satisfies Meta<typeof MachineExplorer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Explorer: Story = {
  play: async ({ canvas, userEvent }) => {
    await waitFor(() => expect(canvas.getByTestId('state-value')).toHaveTextContent('"ready"'));
    await userEvent.click(canvas.getByRole('button', { name: 'Send promote.submit' }));
    await expect(canvas.getByRole('list', { name: 'Side effects' })).toHaveTextContent(messages.promotion.missingEmail);
  },
};

export const MakesAUserAdmin: Story = {
  play: async ({ canvas, userEvent }) => {
    const state = canvas.getByTestId('state-value');
    await waitFor(() => expect(state).toHaveTextContent('"ready"'));
    await userEvent.click(canvas.getByRole('button', { name: 'Send email.change' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Send promote.submit' }));
    await waitFor(() => expect(state).toHaveTextContent('"processing"'));
    await waitFor(() =>
      expect(canvas.getByRole('list', { name: 'Side effects' })).toHaveTextContent(messages.promotion.success),
    );
    await waitFor(() => expect(state).toHaveTextContent('"ready"'));
    await expect(canvas.getByTestId('context')).toHaveTextContent('"email": ""');
  },
};
