import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { arReview } from '../private/arabicStoryTexts';
import { previews } from '../private/storyFiles';
import { ReviewQueue, type ReviewQueueEntry } from './ReviewQueue';

const pending: ReviewQueueEntry = {
  id: 'r1',
  customer: 'Aisha Khan',
  email: 'aisha.khan@example.com',
  publicName: 'Aisha, Dubai Marina',
  rating: 5,
  ratingLabel: 'Rated 5 out of 5',
  comment: 'The team was on time and careful with our furniture.\nThe kitchen looks brand new.',
  lang: 'en',
  language: 'English',
  booking: { reference: 'SC-7K4Q2M', href: '/admin/bookings/b1', service: 'Deep Cleaning', date: 'Thu 26 Nov 2026' },
  received: { dateTime: '2026-11-26T16:40:00+04:00', label: '26 Nov 2026, 16:40' },
  status: 'pending',
  photo: { src: previews.kitchen, alt: 'Photo sent with the review of SC-7K4Q2M' },
};

const arabic: ReviewQueueEntry = {
  ...pending,
  id: 'r2',
  customer: 'Mariam Al Falasi',
  email: 'mariam@example.com',
  publicName: `${arReview.firstName}, ${arReview.community}`,
  rating: 4,
  ratingLabel: 'Rated 4 out of 5',
  comment: arReview.comment,
  lang: 'ar',
  language: 'Arabic',
  booking: { ...pending.booking, reference: 'SC-2M8R4T', href: '/admin/bookings/b2' },
  photo: null,
};

const approved: ReviewQueueEntry = { ...pending, id: 'r3', customer: 'Omar Haddad', status: 'approved', photo: null };

const meta = {
  title: 'Admin/ReviewQueue',
  component: ReviewQueue,
  args: { reviews: [pending, arabic, approved], onModerate: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 960 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ReviewQueue>;
export default meta;
type Story = StoryObj<typeof meta>;

/** New reviews first: approve or reject each; an Arabic review is read and laid out in Arabic. */
export const Queue: Story = {
  tags: ['screenshot', 'responsive'],
  play: async ({ canvas, userEvent, args }) => {
    const list = canvas.getByRole('list', { name: 'Reviews' });
    const aisha = within(list).getByRole('article', { name: 'Aisha Khan' });
    await expect(within(aisha).getByText('Waiting for approval')).toBeVisible();
    await expect(within(aisha).getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
    await expect(within(aisha).getByText('Aisha, Dubai Marina')).toBeVisible();
    await expect(within(aisha).getByRole('link', { name: /Photo sent with the review/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    await userEvent.click(within(aisha).getByRole('button', { name: 'Approve' }));
    await expect(args.onModerate).toHaveBeenLastCalledWith('r1', 'approved');

    const mariam = within(list).getByRole('article', { name: 'Mariam Al Falasi' });
    const comment = within(mariam).getByText(arReview.comment);
    await expect(comment).toHaveAttribute('lang', 'ar');
    await expect(getComputedStyle(comment).direction).toBe('rtl');
    await userEvent.click(within(mariam).getByRole('button', { name: 'Reject' }));
    await expect(args.onModerate).toHaveBeenLastCalledWith('r2', 'rejected');

    const omar = within(list).getByRole('article', { name: 'Omar Haddad' });
    await expect(within(omar).queryByRole('button', { name: 'Approve' })).toBeNull();
    await expect(within(omar).getByRole('button', { name: 'Back to waiting' })).toBeEnabled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** While a review's status is changing, its buttons wait and the one pressed says so. */
export const Changing: Story = {
  args: { reviews: [pending], pending: { id: 'r1', status: 'approved' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Approve/ })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Reject' })).toBeDisabled();
  },
};

export const Empty: Story = {
  args: { reviews: [], texts: { empty: 'No reviews are waiting.' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No reviews are waiting.')).toBeVisible();
  },
};
