import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { adminNewMessage } from '../templates/adminNewMessage.tsx';
import { storyContactMessage, storyContactMessageArabic, storyContext } from './fixtures.ts';

const Email = adminNewMessage.Email;

const meta = {
  title: 'Emails/AdminNewMessage',
  component: Email,
  parameters: { layout: 'fullscreen' },
  args: {
    payload: adminNewMessage.parse(storyContactMessage),
    locale: 'en',
    context: storyContext,
    frame: 'fragment',
  },
} satisfies Meta<typeof Email>;
export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'New message from Omar Said' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Open the messages' })).toBeVisible();
  },
};

/** The company's alert is English whatever the customer's language; the customer's own words stay as written. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { payload: adminNewMessage.parse(storyContactMessageArabic), locale: 'ar' },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'New message from عمر سعيد' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Open the messages' })).toBeVisible();
    await expect(canvasElement.querySelector('.mail-page')?.getAttribute('lang')).toBe('en');
  },
};
