import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Select } from './Select';

const services = [
  { value: 'residential', label: 'Residential Cleaning' },
  { value: 'office', label: 'Office Cleaning' },
  { value: 'deep', label: 'Deep Cleaning' },
];

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: {
    label: 'Service Type',
    name: 'service',
    options: services,
    placeholder: 'Select a service',
    onValueChange: fn(),
  },
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Service Type' });
    await expect(select).toHaveValue('');
    await expect(canvas.getByRole('option', { name: 'Select a service' })).toBeInTheDocument();
    await userEvent.selectOptions(select, 'Deep Cleaning');
    await expect(select).toHaveValue('deep');
    await expect(args.onValueChange).toHaveBeenCalledWith('deep');
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Service Type' });
    await expect(select).toBeRequired();
    // The empty placeholder option leaves a required select invalid until a service is chosen.
    await expect(select).toBeInvalid();
  },
};

export const WithError: Story = {
  args: { error: 'Please select a service type', 'aria-required': true },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Service Type' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('Error: Please select a service type');
  },
};

export const States: Story = {
  tags: ['screenshot'],
  render: (args) => (
    <div style={{ display: 'grid', gap: 24, maxInlineSize: 420 }}>
      <Select {...args} label="Placeholder" />
      <Select {...args} label="Chosen" defaultValue="office" />
      <Select {...args} label="Required" required />
      <Select {...args} label="With error" error="Please select a service type" />
      <Select {...args} label="Disabled" defaultValue="deep" disabled />
    </div>
  ),
};
