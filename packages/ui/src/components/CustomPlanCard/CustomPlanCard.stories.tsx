import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CustomPlanCard } from './CustomPlanCard';

const meta = {
  title: 'Sections/CustomPlanCard',
  component: CustomPlanCard,
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CustomPlanCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['screenshot', 'responsive'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Need a Custom Plan?' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    await expect(canvas.getByText('Free on-site quote')).toBeVisible();
  },
};

export const Focused: Story = {
  play: async ({ canvas, userEvent }) => {
    const link = canvas.getByRole('link', { name: 'Contact Us' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    // On the dark card the focus ring switches to the light ring colour (yellow300) to stay visible.
    await expect(getComputedStyle(link).outlineColor).toBe('rgb(255, 210, 122)');
  },
};
