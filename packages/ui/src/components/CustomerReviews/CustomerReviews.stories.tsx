import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyReviews } from '../private/sectionsStoryData';
import { CustomerReviews } from './CustomerReviews';

const meta = {
  title: 'Sections/CustomerReviews',
  component: CustomerReviews,
  parameters: { layout: 'fullscreen' },
  args: {
    reviews: storyReviews,
    moreReviewsHref: 'https://www.google.com/search?q=SparkleClean+Dubai+reviews',
    subtitle: 'Real reviews from homes and businesses across Dubai.',
  },
} satisfies Meta<typeof CustomerReviews>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['screenshot'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'What Our Customers Say' })).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(4);
    // Ratings 5, 5, 5, 4 as in the spec.
    await expect(canvas.getAllByRole('img', { name: 'Rated 5 out of 5' })).toHaveLength(3);
    await expect(canvas.getAllByRole('img', { name: 'Rated 4 out of 5' })).toHaveLength(1);
    const more = canvas.getByRole('link', { name: /^View More Reviews on Google/ });
    await expect(more).toHaveAttribute('href', 'https://www.google.com/search?q=SparkleClean+Dubai+reviews');
    await expect(more).toHaveAttribute('target', '_blank');
    await expect(more).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(more).toHaveAccessibleName('View More Reviews on Google (opens in a new tab)');
  },
};
