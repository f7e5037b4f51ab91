import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'Forms/PasswordField',
  component: PasswordField,
  args: { name: 'password', required: true, onValueChange: fn() },
} satisfies Meta<typeof PasswordField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Hidden: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByLabelText('Password');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toBeRequired();
    await userEvent.type(input, 'Sparkle#2026');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Sparkle#2026');
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(toggle).toHaveAttribute('aria-controls', input.id);
  },
};

export const ToggleReveals: Story = {
  args: { defaultValue: 'Sparkle#2026' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText('Password');
    const toggle = canvas.getByRole('button', { name: 'Show password' });

    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(input).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('textbox', { name: 'Password' })).toHaveValue('Sparkle#2026');

    // The keyboard works too, and hides it again without losing the value.
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveValue('Sparkle#2026');
  },
};

export const States: Story = {
  tags: ['screenshot'],
  render: (args) => (
    <div style={{ display: 'grid', gap: 24, maxInlineSize: 420 }}>
      <PasswordField {...args} label="Hidden" defaultValue="Sparkle#2026" />
      <PasswordField {...args} label="Shown" defaultValue="Sparkle#2026" defaultVisible />
      <PasswordField
        {...args}
        label="With error"
        defaultValue="abc"
        error="Password should be at least 6 characters."
      />
    </div>
  ),
};
