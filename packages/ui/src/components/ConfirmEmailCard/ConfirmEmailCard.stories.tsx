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
