import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { arForgotPasswordFormTexts, arResetSent } from '../private/arabicStoryTexts';
import { ForgotPasswordForm, type ForgotPasswordFormProps } from './ForgotPasswordForm';

function StatefulForgotPassword(args: ForgotPasswordFormProps) {
  const [email, setEmail] = useState(args.email);
  return (
    <ForgotPasswordForm
      {...args}
      email={email}
      onEmailChange={(value) => {
        setEmail(value);
        args.onEmailChange(value);
      }}
    />
  );
}

const sentText = (email: string) =>
  `If ${email} has an account, we have sent it a link to choose a new password. The link works once, within an hour.`;

const meta = {
  title: 'Forms/ForgotPasswordForm',
  component: ForgotPasswordForm,
  render: (args) => <StatefulForgotPassword {...args} />,
  args: { state: 'editing', email: '', onEmailChange: fn(), onSubmit: fn(), onAgain: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ForgotPasswordForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Editing: Story = {
  tags: ['screenshot', 'responsive'],
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute('href', '/auth');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'staff@example.com{Enter}');
    await expect(args.onEmailChange).toHaveBeenLastCalledWith('staff@example.com');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Sending: Story = {
  args: { email: 'staff@example.com', pending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  },
};

export const Refused: Story = {
  args: { email: 'staff', emailError: 'Please enter a valid email address.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      /Please enter a valid email address\./,
    );
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The same page whatever the address: it never tells whether there is an account. */
export const Sent: Story = {
  tags: ['screenshot', 'responsive'],
  args: { state: 'sent', email: 'staff@example.com', sentText: sentText('staff@example.com') },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(sentText('staff@example.com'));
    await userEvent.click(canvas.getByRole('button', { name: 'Send another link' }));
    await expect(args.onAgain).toHaveBeenCalledOnce();
  },
};

export const Arabic: Story = {
  tags: ['screenshot'],
  globals: { locale: 'ar' },
  args: { texts: arForgotPasswordFormTexts, email: 'staff@example.com' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'إعادة تعيين كلمة المرور' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'أرسل رابط إعادة التعيين' })).toBeEnabled();
  },
};

export const ArabicSent: Story = {
  tags: ['screenshot'],
  globals: { locale: 'ar' },
  args: {
    state: 'sent',
    texts: arForgotPasswordFormTexts,
    email: 'staff@example.com',
    sentText: arResetSent('staff@example.com'),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(arResetSent('staff@example.com'));
  },
};
