import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { bookingCancelled } from '../templates/bookingCancelled.tsx';
import { storyBooking, storyBookingArabic, storyContext } from './fixtures.ts';

const Email = bookingCancelled.Email;

const meta = {
  title: 'Emails/BookingCancelled',
  component: Email,
  parameters: { layout: 'fullscreen' },
  args: {
    payload: bookingCancelled.parse(storyBooking),
    locale: 'en',
    context: storyContext,
    frame: 'fragment',
  },
} satisfies Meta<typeof Email>;
export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Your booking is cancelled' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Book another time' })).toBeVisible();
  },
};

/** The customer booked or wrote in Arabic: the whole message is Arabic, right to left. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { payload: bookingCancelled.parse(storyBookingArabic), locale: 'ar' },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'تم إلغاء حجزك' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'احجز موعداً آخر' })).toBeVisible();
    await expect(canvasElement.querySelector('.mail-page')?.getAttribute('lang')).toBe('ar');
  },
};
