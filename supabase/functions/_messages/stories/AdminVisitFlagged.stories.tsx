import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { adminVisitFlagged } from '../templates/adminVisitFlagged.tsx';
import { storyContext, storyFlaggedVisit, storyFlaggedVisitArabic } from './fixtures.ts';

const Email = adminVisitFlagged.Email;

const meta = {
  title: 'Emails/AdminVisitFlagged',
  component: Email,
  parameters: { layout: 'fullscreen' },
  args: {
    payload: adminVisitFlagged.parse(storyFlaggedVisit),
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
      canvas.getByRole('heading', { level: 1, name: "A visit of Aisha Khan's regular cleaning needs a new time" }),
    ).toBeVisible();
    await expect(canvas.getByText('Option 3')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Open the bookings' })).toBeVisible();
  },
};

/** The company's alert is English whatever the customer's language. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { payload: adminVisitFlagged.parse(storyFlaggedVisitArabic), locale: 'ar' },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Open the bookings' })).toBeVisible();
    await expect(canvasElement.querySelector('.mail-page')?.getAttribute('lang')).toBe('en');
  },
};
