import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ReviewSummary } from './ReviewSummary';

const meta = {
  title: 'Sections/ReviewSummary',
  component: ReviewSummary,
  args: { average: '4.8', value: 4.8, ratingLabel: 'Rated 4.8 out of 5', countText: 'from 12 customer reviews' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ReviewSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['screenshot'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Rated 4.8 out of 5' })).toBeVisible();
    await expect(canvas.getByText('from 12 customer reviews')).toBeVisible();
  },
};

export const Arabic: Story = {
  tags: ['screenshot'],
  globals: { locale: 'ar' },
  args: { average: '4.8', ratingLabel: 'التقييم 4.8 من 5', countText: 'من 12 تقييمًا للعملاء' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'التقييم 4.8 من 5' })).toBeVisible();
  },
};
