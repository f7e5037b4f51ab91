import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { arConfirmEmailCardTexts } from '../private/arabicStoryTexts';
import { ConfirmEmailCard } from './ConfirmEmailCard';

const meta = {
  title: 'Forms/ConfirmEmailCard',
  component: ConfirmEmailCard,
  args: { state: 'ready', onConfirm: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ConfirmEmailCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The link is used when the button is pressed, not when the page opens (mail scanners open links). */
export const Ready: Story = {
  tags: ['screenshot', 'responsive'],
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Confirm your e-mail address' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm my e-mail address' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Confirming: Story = {
  args: { pending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Confirming...' })).toBeDisabled();
  },
};

export const Failed: Story = {
  args: { error: 'Your e-mail address could not be confirmed. Please try again.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Your e-mail address could not be confirmed.');
  },
};

export const Confirmed: Story = {
  tags: ['screenshot'],
  args: { state: 'confirmed' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Your account is ready, and you are signed in.');
    await expect(canvas.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  },
};

export const LinkExpired: Story = {
  args: { state: 'linkExpired' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'This link no longer works' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
  },
};

export const NoLink: Story = {
  args: { state: 'noLink' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Confirm my e-mail address' })).toBeNull();
  },
};

export const Arabic: Story = {
  tags: ['screenshot'],
  globals: { locale: 'ar' },
  args: { texts: arConfirmEmailCardTexts },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'أكّد بريدي الإلكتروني' })).toBeEnabled();
  },
};

/** The same card where a sign-in link by e-mail leads: its own words, one press signs in. */
const signInLinkTexts = {
  title: 'Sign in with your link',
  description: 'Press the button to sign in to your account. The link works once.',
  confirm: 'Sign me in',
  pending: 'Signing in...',
  confirmedTitle: 'You are signed in',
  confirmedText: 'Taking you to your account...',
};

export const SignInLink: Story = {
  args: { texts: signInLinkTexts },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sign in with your link' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign me in' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

export const SignInLinkArabic: Story = {
  globals: { locale: 'ar' },
  args: {
    texts: {
      ...arConfirmEmailCardTexts,
      title: 'سجّل الدخول برابطك',
      description: 'اضغط الزر لتسجيل الدخول إلى حسابك. يعمل الرابط مرة واحدة.',
      confirm: 'سجّل دخولي',
      pending: 'جارٍ تسجيل الدخول...',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'سجّل الدخول برابطك' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'سجّل دخولي' })).toBeEnabled();
  },
};
