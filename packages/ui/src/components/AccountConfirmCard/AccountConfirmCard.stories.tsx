import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { arAccountConfirmCardTexts } from '../private/arabicStoryTexts';
import { AccountConfirmCard } from './AccountConfirmCard';

const meta = {
  title: 'Forms/AccountConfirmCard',
  component: AccountConfirmCard,
  args: { state: 'ready', onConfirm: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof AccountConfirmCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The link is used when the button is pressed, not when the page opens (mail scanners open links). */
export const Ready: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Confirm your e-mail address' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm my e-mail address' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

export const Confirming: Story = {
  args: { pending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Confirming...' })).toBeDisabled();
  },
};

export const Offline: Story = {
  args: { error: 'Please check your connection and try again.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please check your connection');
    await expect(canvas.getByRole('button', { name: 'Confirm my e-mail address' })).toBeEnabled();
  },
};

export const Confirmed: Story = {
  args: { state: 'confirmed', confirmedText: '2 earlier bookings are now in your account.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('2 earlier bookings are now in your account.');
    await expect(canvas.getByRole('link', { name: 'Go to my account' })).toHaveAttribute('href', '/account');
  },
};

export const Expired: Story = {
  args: { state: 'expired' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'This link has expired' })).toBeVisible();
    await expect(canvas.getByText(/ask for a new link on your account page/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to my account' })).toBeVisible();
  },
};

export const UsedOrInvalid: Story = {
  args: { state: 'invalid' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'This link does not work' })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const NoLink: Story = {
  args: { state: 'noLink' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Open the link from your e-mail' })).toBeVisible();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { texts: arAccountConfirmCardTexts },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'أكّد بريدي الإلكتروني' })).toBeEnabled();
  },
};

export const ArabicConfirmed: Story = {
  globals: { locale: 'ar' },
  args: {
    state: 'confirmed',
    texts: arAccountConfirmCardTexts,
    confirmedText: 'أصبح حجز سابق واحد في حسابك.',
    accountHref: '/ar/account',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'الذهاب إلى حسابي' })).toHaveAttribute('href', '/ar/account');
  },
};
