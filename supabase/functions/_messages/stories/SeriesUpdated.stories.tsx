import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { seriesUpdated } from '../templates/seriesUpdated.tsx';
import { storyContext, storySeries, storySeriesBooking, storySeriesBookingArabic } from './fixtures.ts';

const Email = seriesUpdated.Email;
const paused = { ...storySeriesBooking, series: { ...storySeries, paused_until: '2026-12-20' }, change: 'paused' };

const meta = {
  title: 'Emails/SeriesUpdated',
  component: Email,
  parameters: { layout: 'fullscreen' },
  args: {
    payload: seriesUpdated.parse(paused),
    locale: 'en',
    context: storyContext,
    frame: 'fragment',
  },
} satisfies Meta<typeof Email>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Paused until a date: the series names the date, and the visits after it stand. */
export const English: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Your regular cleaning is paused' })).toBeVisible();
    await expect(canvas.getByText('Paused until')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Manage your visits' })).toBeVisible();
  },
};

/** Cancelled, in Arabic: no visits and no link any more. */
export const ArabicCancelled: Story = {
  globals: { locale: 'ar' },
  args: { payload: seriesUpdated.parse({ ...storySeriesBookingArabic, change: 'cancelled' }), locale: 'ar' },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'تم إلغاء تنظيفك المنتظم' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'إدارة زياراتك' })).toBeNull();
    await expect(canvasElement.querySelector('.mail-page')?.getAttribute('lang')).toBe('ar');
  },
};
