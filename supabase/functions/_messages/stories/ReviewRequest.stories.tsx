import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { reviewRequest } from '../templates/reviewRequest.tsx';
import { storyContext, storyReviewRequest, storyReviewRequestArabic } from './fixtures.ts';

const Email = reviewRequest.Email;

const meta = {
  title: 'Emails/ReviewRequest',
  component: Email,
  parameters: { layout: 'fullscreen' },
  args: {
    payload: reviewRequest.parse(storyReviewRequest),
    locale: 'en',
    context: storyContext,
    frame: 'fragment',
  },
} satisfies Meta<typeof Email>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two hours after the job is marked done: the private link to review it, and what gets published. */
export const English: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'How did we do, Aisha?' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Review your cleaning' })).toHaveAttribute(
      'href',
      `${storyContext.siteUrl}${storyReviewRequest.review_path}`,
    );
    await expect(canvas.getByText(/works until Thursday, 31 December 2026/)).toBeVisible();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { payload: reviewRequest.parse(storyReviewRequestArabic), locale: 'ar' },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'كيف كان أداؤنا يا ليلى؟' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'قيّم خدمة التنظيف' })).toHaveAttribute(
      'href',
      `${storyContext.siteUrl}${storyReviewRequestArabic.review_path}`,
    );
    await expect(canvasElement.querySelector('.mail-page')?.getAttribute('lang')).toBe('ar');
  },
};
