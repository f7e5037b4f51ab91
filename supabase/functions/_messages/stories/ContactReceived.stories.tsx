import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { contactReceived } from '../templates/contactReceived.tsx';
import { storyContactMessage, storyContactMessageArabic, storyContext } from './fixtures.ts';

const Email = contactReceived.Email;

const meta = {
  title: 'Emails/ContactReceived',
  component: Email,
  parameters: { layout: 'fullscreen' },
  args: {
    payload: contactReceived.parse(storyContactMessage),
    locale: 'en',
    context: storyContext,
    frame: 'fragment',
  },
} satisfies Meta<typeof Email>;
export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Thank you, Omar' })).toBeVisible();
  },
};

/** The customer booked or wrote in Arabic: the whole message is Arabic, right to left. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { payload: contactReceived.parse(storyContactMessageArabic), locale: 'ar' },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'شكراً لك يا عمر' })).toBeVisible();
    await expect(canvasElement.querySelector('.mail-page')?.getAttribute('lang')).toBe('ar');
  },
};
