import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { seriesVisitFlagged } from '../templates/seriesVisitFlagged.tsx';
import { storyContext, storyFlaggedVisit, storyFlaggedVisitArabic } from './fixtures.ts';

const Email = seriesVisitFlagged.Email;

const meta = {
  title: 'Emails/SeriesVisitFlagged',
  component: Email,
  parameters: { layout: 'fullscreen' },
  args: {
    payload: seriesVisitFlagged.parse(storyFlaggedVisit),
    locale: 'en',
    context: storyContext,
    frame: 'fragment',
  },
} satisfies Meta<typeof Email>;
export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'One visit needs a new time' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Choose another time' })).toBeVisible();
  },
};

/** The customer booked in Arabic: the whole message is Arabic, right to left. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { payload: seriesVisitFlagged.parse(storyFlaggedVisitArabic), locale: 'ar' },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'زيارة واحدة تحتاج إلى موعد جديد' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'اختر وقتاً آخر' })).toBeVisible();
    await expect(canvasElement.querySelector('.mail-page')?.getAttribute('lang')).toBe('ar');
  },
};
