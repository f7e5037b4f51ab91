import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyReviews } from '../private/sectionsStoryData';
import { ReviewCard } from './ReviewCard';

const meta = {
  title: 'Sections/ReviewCard',
  component: ReviewCard,
  args: storyReviews[0],
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ReviewCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FiveStars: Story = {
  tags: ['screenshot', 'responsive'],
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'Michael Brown' });
    await expect(card).toHaveTextContent('2 weeks ago');
    await expect(card).toHaveTextContent(/Excellent deep cleaning service/);
    await expect(canvas.getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
  },
};

export const FourStars: Story = {
  args: storyReviews[3],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article', { name: 'Aisha Khan' })).toHaveTextContent('2 months ago');
    await expect(canvas.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
  },
};
