import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { signupConfirmation } from '../templates/signupConfirmation.tsx';
import { storyAccountLink, storyContext } from './fixtures.ts';

const Email = signupConfirmation.Email;
const payload = storyAccountLink('/auth/confirm', 'signup');

const meta = {
  title: 'Emails/SignupConfirmation',
  component: Email,
  parameters: { layout: 'fullscreen' },
  args: { payload: signupConfirmation.parse(payload), locale: 'en', context: storyContext, frame: 'fragment' },
} satisfies Meta<typeof Email>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Sign-up with confirmation on: the link that confirms the address. */
export const English: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Confirm your e-mail address' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Confirm my e-mail address' })).toHaveAttribute('href', payload.link);
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { locale: 'ar' },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByRole('link', { name: 'أكّد بريدي الإلكتروني' })).toHaveAttribute('href', payload.link);
    await expect(canvasElement.querySelector('.mail-page')?.getAttribute('lang')).toBe('ar');
  },
};
