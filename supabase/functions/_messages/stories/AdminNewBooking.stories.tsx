import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { adminNewBooking } from '../templates/adminNewBooking.tsx';
import { storyBooking, storyBookingArabic, storyContext } from './fixtures.ts';

const Email = adminNewBooking.Email;

const meta = {
  title: 'Emails/AdminNewBooking',
  component: Email,
  parameters: { layout: 'fullscreen' },
  args: {
    payload: adminNewBooking.parse(storyBooking),
    locale: 'en',
    context: storyContext,
    frame: 'fragment',
  },
} satisfies Meta<typeof Email>;
export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'New booking from Aisha Khan' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Open in the back office' })).toBeVisible();
  },
};

/** The company's alert is English whatever the customer's language; the customer's own words stay as written. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { payload: adminNewBooking.parse(storyBookingArabic), locale: 'ar' },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'New booking from ليلى أحمد' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Open in the back office' })).toBeVisible();
    await expect(canvasElement.querySelector('.mail-page')?.getAttribute('lang')).toBe('en');
  },
};
