import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { bookingConfirmation } from '../templates/bookingConfirmation.tsx';
import { storyBooking, storyBookingArabic, storyContext } from './fixtures.ts';

const Email = bookingConfirmation.Email;

const meta = {
  title: 'Emails/BookingConfirmation',
  component: Email,
  parameters: { layout: 'fullscreen' },
  args: {
    payload: bookingConfirmation.parse(storyBooking),
    locale: 'en',
    context: storyContext,
    frame: 'fragment',
  },
} satisfies Meta<typeof Email>;
export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Thank you, Aisha: we have your booking' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Manage your booking' })).toBeVisible();
  },
};

/** The customer booked or wrote in Arabic: the whole message is Arabic, right to left. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { payload: bookingConfirmation.parse(storyBookingArabic), locale: 'ar' },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'شكراً لك يا ليلى: وصلنا حجزك' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'إدارة حجزك' })).toBeVisible();
    await expect(canvasElement.querySelector('.mail-page')?.getAttribute('lang')).toBe('ar');
  },
};
