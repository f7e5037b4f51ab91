import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { AccountSettingsForm } from './AccountSettingsForm';

const meta = {
  title: 'Admin/AccountSettingsForm',
  component: AccountSettingsForm,
  args: { settings: { confirmEmail: false }, onSave: fn() },
} satisfies Meta<typeof AccountSettingsForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Off by default; ticked and saved, sign-up asks new accounts to confirm their address. */
export const Default: Story = {
  tags: ['screenshot'],
  play: async ({ canvas, userEvent, args }) => {
    const box = canvas.getByRole('checkbox', {
      name: 'New accounts confirm their e-mail address before they can sign in',
    });
    await expect(box).not.toBeChecked();
    await expect(canvas.getByRole('group', { name: 'Sign-up' })).toHaveAccessibleDescription(/works for an hour/);
    await userEvent.click(box);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith({ confirmEmail: true });
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Saved: Story = {
  args: { settings: { confirmEmail: true }, saved: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toBeChecked();
    await expect(canvas.getByText('Account settings saved.')).toBeVisible();
  },
};

export const Failed: Story = {
  args: { error: 'The account settings could not be saved: permission denied' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('could not be saved');
  },
};
