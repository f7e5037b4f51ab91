import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { arNewPasswordFormTexts } from '../private/arabicStoryTexts';
import { NewPasswordForm, type NewPasswordFormProps } from './NewPasswordForm';

function StatefulNewPassword(args: NewPasswordFormProps) {
  const [values, setValues] = useState(args.values);
  return (
    <NewPasswordForm
      {...args}
      values={values}
      onChange={(field, value) => {
        setValues((current) => ({ ...current, [field]: value }));
        args.onChange(field, value);
      }}
    />
  );
}

const meta = {
  title: 'Forms/NewPasswordForm',
  component: NewPasswordForm,
  render: (args) => <StatefulNewPassword {...args} />,
  args: { state: 'editing', values: { password: '', confirm: '' }, onChange: fn(), onSubmit: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof NewPasswordForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Editing: Story = {
  tags: ['screenshot', 'responsive'],
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
    const password = canvas.getByLabelText('New password');
    await expect(password).toHaveAttribute('autocomplete', 'new-password');
    await expect(password).toHaveAccessibleDescription('At least 6 characters.');
    await userEvent.type(password, 'new secret 2026');
    await userEvent.type(canvas.getByLabelText('New password again'), 'new secret 2026{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('confirm', 'new secret 2026');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Mismatch: Story = {
  args: {
    values: { password: 'new secret 2026', confirm: 'new secret 2025' },
    errors: { confirm: 'The two passwords do not match.' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('New password again')).toHaveAccessibleDescription(
      /The two passwords do not match\./,
    );
  },
};

export const Saving: Story = {
  args: { values: { password: 'new secret 2026', confirm: 'new secret 2026' }, pending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Saving...' })).toBeDisabled();
  },
};

/** A link used already or expired: the page says so and offers a new one. */
export const LinkExpired: Story = {
  tags: ['screenshot', 'responsive'],
  args: { state: 'linkExpired' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'This link no longer works' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Send me a new link' })).toHaveAttribute(
      'href',
      '/auth/forgot-password',
    );
    await expect(canvas.queryByLabelText('New password')).toBeNull();
  },
};

export const NoLink: Story = {
  args: { state: 'noLink' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Open the link from your e-mail' })).toBeVisible();
  },
};

export const Done: Story = {
  args: { state: 'done' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Your new password is set, and you are signed in.');
  },
};

export const Arabic: Story = {
  tags: ['screenshot'],
  globals: { locale: 'ar' },
  args: { texts: arNewPasswordFormTexts, errors: { password: 'يجب أن تتكون كلمة المرور من 6 أحرف على الأقل.' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'اختر كلمة مرور جديدة' })).toBeVisible();
    await expect(canvas.getByLabelText('كلمة المرور الجديدة')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const ArabicLinkExpired: Story = {
  tags: ['screenshot'],
  globals: { locale: 'ar' },
  args: { state: 'linkExpired', texts: arNewPasswordFormTexts },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'أرسل لي رابطًا جديدًا' })).toBeVisible();
  },
};
