import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { HeroIllustration } from './HeroIllustration';

const meta = {
  title: 'Sections/HeroIllustration',
  component: HeroIllustration,
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof HeroIllustration>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Decorative: Story = {
  tags: ['screenshot'],
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg');
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
    await expect(svg).not.toHaveAttribute('role');
  },
};

export const WithTitle: Story = {
  args: { title: 'A sparkling clean house with soap bubbles and a spray bottle' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('img', { name: 'A sparkling clean house with soap bubbles and a spray bottle' }),
    ).toBeVisible();
  },
};
