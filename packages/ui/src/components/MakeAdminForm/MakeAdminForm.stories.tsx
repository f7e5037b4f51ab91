import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { AdminPanelRestricted, MakeAdminForm, type MakeAdminFormProps } from './MakeAdminForm';

function StatefulMakeAdminForm(args: MakeAdminFormProps) {
  const [value, setValue] = useState(args.value);
  return (
    <MakeAdminForm
      {...args}
      value={value}
      onChange={(next) => {
        setValue(next);
        args.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Forms/MakeAdminForm',
  component: MakeAdminForm,
  render: (args) => <StatefulMakeAdminForm {...args} />,
  args: { value: '', onChange: fn(), onSubmit: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MakeAdminForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['screenshot', 'responsive'],
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('region', { name: 'Admin Panel' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Admin Panel' })).toBeVisible();
    const email = canvas.getByRole('textbox', { name: 'User Email' });
    await expect(email).toHaveAttribute('type', 'email');
    await userEvent.type(email, 'staff@example.com');
    await expect(args.onChange).toHaveBeenLastCalledWith('staff@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Make User Admin' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    // Blur, so the screenshot shows the resting state.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const EmptySubmitReachesTheApp: Story = {
  play: async ({ canvas, userEvent, args }) => {
    // The app answers an empty e-mail with 'Please enter an email address.', so the browser must not stop it.
    await userEvent.click(canvas.getByRole('button', { name: 'Make User Admin' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

export const Processing: Story = {
  tags: ['screenshot', 'responsive'],
  args: { value: 'staff@example.com', pending: true },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Processing...' });
    await expect(button).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Make User Admin' })).toBeNull();
    await expect(canvas.getByRole('textbox', { name: 'User Email' })).toHaveValue('staff@example.com');
    // Enter in a field does not submit a second time while the first is pending.
    await userEvent.type(canvas.getAllByRole('textbox')[0]!, '{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // Blur, so the screenshot shows no focus ring or caret.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const WithError: Story = {
  args: { value: 'nobody@example.com', error: 'User not found. Make sure they have signed up first.' },
  play: async ({ canvas }) => {
    const email = canvas.getByRole('textbox', { name: 'User Email' });
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Error: User not found. Make sure they have signed up first.');
  },
};

export const Restricted: Story = {
  tags: ['screenshot', 'responsive'],
  args: { isAdmin: false },
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('region', { name: 'Admin Panel' });
    await expect(panel).toHaveTextContent('Access Restricted: You need admin privileges to access this panel.');
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const RestrictedComponent: Story = {
  render: () => <AdminPanelRestricted />,
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText((_, element) =>
        element?.tagName === 'P'
          ? element.textContent === 'Access Restricted: You need admin privileges to access this panel.'
          : false,
      ),
    ).toBeVisible();
  },
};
