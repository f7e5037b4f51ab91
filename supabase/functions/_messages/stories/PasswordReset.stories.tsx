import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { passwordReset } from '../templates/passwordReset.tsx';
import { storyAccountLink, storyContext } from './fixtures.ts';

const Email = passwordReset.Email;
const payload = storyAccountLink('/auth/reset-password', 'recovery');

const meta = {
  title: 'Emails/PasswordReset',
  component: Email,
  parameters: { layout: 'fullscreen' },
  args: { payload: passwordReset.parse(payload), locale: 'en', context: storyContext, frame: 'fragment' },
} satisfies Meta<typeof Email>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 'Forgot password?': the single-use link, how long it lives, and what to do if it was not asked for. */
export const English: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Choose a new password' })).toHaveAttribute('href', payload.link);
    await expect(canvas.getByText('The link works once, within 60 minutes.')).toBeVisible();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { locale: 'ar' },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByRole('link', { name: 'اختر كلمة مرور جديدة' })).toHaveAttribute('href', payload.link);
    await expect(canvasElement.querySelector('.mail-page')?.getAttribute('dir')).toBe('rtl');
  },
};
