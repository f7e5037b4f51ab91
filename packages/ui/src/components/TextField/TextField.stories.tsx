import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { TextField } from './TextField';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'Full Name', name: 'name', onValueChange: fn() },
  argTypes: { type: { control: 'select', options: ['text', 'email', 'tel', 'password', 'url', 'search', 'number'] } },
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Full Name' });
    await userEvent.type(input, 'Aisha');
    await expect(input).toHaveValue('Aisha');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Aisha');
    await expect(input).not.toBeInvalid();
  },
};

export const Required: Story = {
  args: { required: true, type: 'email', label: 'Email Address', name: 'email' },
  play: async ({ canvas }) => {
    // The asterisk is decorative: the name stays 'Email Address' and the input itself says it is required.
    const input = canvas.getByRole('textbox', { name: 'Email Address' });
    await expect(input).toBeRequired();
    await expect(input).toHaveAttribute('type', 'email');
    await expect(input).toHaveAttribute('name', 'email');
  },
};

export const WithHint: Story = {
  args: { label: 'Phone Number', type: 'tel', hint: 'Include the country code, e.g. +971.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Phone Number' });
    await expect(input).toHaveAccessibleDescription('Include the country code, e.g. +971.');
  },
};

export const WithError: Story = {
  args: {
    label: 'Email Address',
    type: 'email',
    defaultValue: 'aisha@',
    hint: 'We send the confirmation here.',
    error: 'Please enter a valid email address.',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email Address' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'We send the confirmation here. Error: Please enter a valid email address.',
    );
    await expect(canvas.getByText('Please enter a valid email address.')).toBeVisible();
  },
};

export const States: Story = {
  tags: ['screenshot'],
  render: (args) => (
    <div style={{ display: 'grid', gap: 24, maxInlineSize: 420 }}>
      <TextField {...args} label="Empty" />
      <TextField {...args} label="Filled" defaultValue="Aisha Rahman" />
      <TextField {...args} label="Placeholder" placeholder="you@example.com" />
      <TextField {...args} label="Required" required />
      <TextField {...args} label="With hint" hint="Include the country code, e.g. +971." />
      <TextField {...args} label="With error" defaultValue="aisha@" error="Please enter a valid email address." />
      <TextField {...args} label="Disabled" defaultValue="Not editable" disabled />
    </div>
  ),
};
