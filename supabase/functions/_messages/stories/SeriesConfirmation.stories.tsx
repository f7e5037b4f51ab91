import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { seriesConfirmation } from '../templates/seriesConfirmation.tsx';
import { storyContext, storySeriesBooking, storySeriesBookingArabic } from './fixtures.ts';

const Email = seriesConfirmation.Email;

const meta = {
  title: 'Emails/SeriesConfirmation',
  component: Email,
  parameters: { layout: 'fullscreen' },
  args: {
    payload: seriesConfirmation.parse(storySeriesBooking),
    locale: 'en',
    context: storyContext,
    frame: 'fragment',
  },
} satisfies Meta<typeof Email>;
export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Your regular cleaning is booked' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Manage your visits' })).toBeVisible();
  },
};

/** The customer booked in Arabic: the whole message is Arabic, right to left. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { payload: seriesConfirmation.parse(storySeriesBookingArabic), locale: 'ar' },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'تم حجز تنظيفك المنتظم' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'إدارة زياراتك' })).toBeVisible();
    await expect(canvasElement.querySelector('.mail-page')?.getAttribute('lang')).toBe('ar');
  },
};
