import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { magicLink } from '../templates/magicLink.tsx';
import { storyAccountLink, storyContext } from './fixtures.ts';

const Email = magicLink.Email;
const payload = storyAccountLink('/auth/confirm', 'magiclink');

const meta = {
  title: 'Emails/MagicLink',
  component: Email,
  parameters: { layout: 'fullscreen' },
  args: { payload: magicLink.parse(payload), locale: 'en', context: storyContext, frame: 'fragment' },
} satisfies Meta<typeof Email>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 'E-mail me a sign-in link': the single-use link, how long it lives, and what to do if it was not asked for. */
export const English: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sign in to your account' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign me in' })).toHaveAttribute('href', payload.link);
    await expect(canvas.getByText('The link works once, within 60 minutes.')).toBeVisible();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { locale: 'ar' },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByRole('link', { name: 'سجّل دخولي' })).toHaveAttribute('href', payload.link);
    await expect(canvasElement.querySelector('.mail-page')?.getAttribute('dir')).toBe('rtl');
  },
};
