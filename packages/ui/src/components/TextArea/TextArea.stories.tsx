import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { TextArea } from './TextArea';

const meta = {
  title: 'Forms/TextArea',
  component: TextArea,
  args: { label: 'Address', name: 'address', rows: 3, onValueChange: fn() },
} satisfies Meta<typeof TextArea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Address' });
    await expect(textarea).toHaveAttribute('rows', '3');
    await userEvent.type(textarea, 'Villa 12{Enter}Jumeirah 1');
    await expect(textarea).toHaveValue('Villa 12\nJumeirah 1');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Villa 12\nJumeirah 1');
  },
};

export const FiveRowsRequired: Story = {
  args: { label: 'Message', name: 'message', rows: 5, required: true },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Message' });
    await expect(textarea).toHaveAttribute('rows', '5');
    await expect(textarea).toBeRequired();
  },
};

export const WithError: Story = {
  args: { required: true, error: 'Please enter your address.' },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Address' });
    await expect(textarea).toBeInvalid();
    await expect(textarea).toHaveAccessibleDescription('Error: Please enter your address.');
  },
};

export const States: Story = {
  tags: ['screenshot'],
  render: (args) => (
    <div style={{ display: 'grid', gap: 24, maxInlineSize: 420 }}>
      <TextArea {...args} label="Empty" />
      <TextArea {...args} label="Filled" defaultValue={'Villa 12, Street 4\nJumeirah 1, Dubai'} />
      <TextArea {...args} label="With error" required error="Please enter your address." />
    </div>
  ),
};
