import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { bookingReminder } from '../templates/bookingReminder.tsx';
import { storyBooking, storyBookingArabic, storyContext } from './fixtures.ts';

const Email = bookingReminder.Email;

const meta = {
  title: 'Emails/BookingReminder',
  component: Email,
  parameters: { layout: 'fullscreen' },
  args: {
    payload: bookingReminder.parse(storyBooking),
    locale: 'en',
    context: storyContext,
    frame: 'fragment',
  },
} satisfies Meta<typeof Email>;
export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'See you tomorrow, Aisha' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See your booking' })).toBeVisible();
  },
};

/** The customer booked or wrote in Arabic: the whole message is Arabic, right to left. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { payload: bookingReminder.parse(storyBookingArabic), locale: 'ar' },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'نراك غداً يا ليلى' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'عرض حجزك' })).toBeVisible();
    await expect(canvasElement.querySelector('.mail-page')?.getAttribute('lang')).toBe('ar');
  },
};
