import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { arCrewAccessCardTexts } from '../private/arabicStoryTexts';
import { CrewAccessCard } from './CrewAccessCard';

const meta = {
  title: 'Crew/CrewAccessCard',
  component: CrewAccessCard,
  parameters: { layout: 'padded' },
  args: {
    state: 'signIn',
    onEmailChange: fn(),
    onPasswordChange: fn(),
    onSignIn: fn(),
    onSignOut: fn(),
    onRetry: fn(),
  },
  render: (args) => (
    <div style={{ maxInlineSize: 360 }}>
      <CrewAccessCard {...args} />
    </div>
  ),
} satisfies Meta<typeof CrewAccessCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nobody signed in: the cleaner signs in here and stays on their day. */
export const SignIn: Story = {
  args: { email: 'amal@example.com', password: 'secret-pass' },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sign in to see your jobs' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(args.onSignIn).toHaveBeenCalledOnce();
  },
};

/** A failed sign-in keeps what was typed and says why. */
export const SignInFailed: Story = {
  args: { email: 'amal@example.com', password: 'wrong', error: 'Invalid login credentials' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Invalid login credentials');
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue('amal@example.com');
  },
};

/** Signed in, but not a cleaner of a team: not for you, and a way out. */
export const NotForYou: Story = {
  args: { state: 'notForYou' },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'This page is for our cleaners' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Out' }));
    await expect(args.onSignOut).toHaveBeenCalledOnce();
  },
};

export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your jobs...');
  },
};

export const Failed: Story = {
  args: { state: 'failed' },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { texts: arCrewAccessCardTexts },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'سجّل الدخول لعرض مهامك' })).toBeVisible();
  },
};

export const ArabicNotForYou: Story = {
  globals: { locale: 'ar' },
  args: { state: 'notForYou', texts: arCrewAccessCardTexts },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'هذه الصفحة مخصّصة لعمّال النظافة لدينا' })).toBeVisible();
  },
};
