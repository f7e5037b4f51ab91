import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button, buttonSizes, buttonTones } from './Button';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'Book a Cleaning', onClick: fn() },
  argTypes: {
    tone: { control: 'inline-radio', options: buttonTones },
    size: { control: 'inline-radio', options: buttonSizes },
  },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Book a Cleaning' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Pending: Story = {
  args: { children: 'Book Now', pending: true, pendingLabel: 'Submitting...' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Submitting...' });
    await expect(button).toBeDisabled();
    await expect(canvas.queryByText('Book Now')).toBeNull();
  },
};

export const Tones: Story = {
  tags: ['screenshot'],
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {buttonSizes.map((size) => (
        <div key={size} style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
          {buttonTones.map((tone) => (
            <Button key={tone} {...args} tone={tone} size={size}>
              {tone} {size}
            </Button>
          ))}
        </div>
      ))}
    </div>
  ),
};
