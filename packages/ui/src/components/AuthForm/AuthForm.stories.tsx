import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { AuthForm, type AuthFormProps, emptyAuthFormValues } from './AuthForm';

/** Keeps mode and values in story state, as the auth screen does in the app. */
function StatefulAuthForm(args: AuthFormProps) {
  const [mode, setMode] = useState(args.mode);
  const [values, setValues] = useState(args.values);
  return (
    <AuthForm
      {...args}
      mode={mode}
      onModeChange={(next) => {
        setMode(next);
        args.onModeChange(next);
      }}
      values={values}
      onChange={(field, value) => {
        setValues((current) => ({ ...current, [field]: value }));
        args.onChange(field, value);
      }}
    />
  );
}

const meta = {
  title: 'Forms/AuthForm',
  component: AuthForm,
  render: (args) => <StatefulAuthForm {...args} />,
  args: {
    mode: 'signIn',
    values: emptyAuthFormValues,
    onModeChange: fn(),
    onChange: fn(),
    onSubmit: fn(),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof AuthForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const adminNote =
  'New accounts do not have admin access. After creating your account, contact support to ask for admin access.';

export const SignIn: Story = {
  tags: ['screenshot', 'responsive'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toBeRequired();
    await expect(canvas.getByLabelText('Password')).toBeRequired();
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
    await expect(canvas.queryByRole('textbox', { name: 'Full Name' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Sign In' })).toHaveAttribute('type', 'submit');
    await expect(canvas.getByText(adminNote)).toBeVisible();
  },
};

export const SignUp: Story = {
  tags: ['screenshot', 'responsive'],
  args: { mode: 'signUp' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
    const fullName = canvas.getByRole('textbox', { name: 'Full Name' });
    await expect(fullName).not.toBeRequired();
    await expect(fullName).toHaveAccessibleDescription('Optional');
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('autocomplete', 'new-password');
    await expect(canvas.getByRole('button', { name: 'Create Account' })).toBeEnabled();
    await expect(canvas.getByText(adminNote)).toBeVisible();
  },
};

export const SwitchModesKeepsValues: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'staff@example.com');
    await userEvent.click(canvas.getByRole('tab', { name: 'Sign Up' }));
    await expect(args.onModeChange).toHaveBeenLastCalledWith('signUp');
    await expect(canvas.getByRole('textbox', { name: 'Full Name' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Create Account' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue('staff@example.com');

    await userEvent.click(canvas.getByRole('tab', { name: 'Sign In' }));
    await expect(args.onModeChange).toHaveBeenLastCalledWith('signIn');
    await expect(canvas.queryByRole('textbox', { name: 'Full Name' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Sign In' })).toBeVisible();
  },
};

export const SubmitSignIn: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    // E-mail and password are required: the browser stops an empty form.
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'staff@example.com');
    await userEvent.type(canvas.getByLabelText('Password'), 'Sparkle#2026{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('password', 'Sparkle#2026');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

export const PasswordToggle: Story = {
  args: { values: { ...emptyAuthFormValues, email: 'staff@example.com', password: 'Sparkle#2026' } },
  play: async ({ canvas, userEvent }) => {
    const password = canvas.getByLabelText('Password');
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(password).toHaveAttribute('type', 'text');
    await expect(password).toHaveValue('Sparkle#2026');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(password).toHaveAttribute('type', 'password');
  },
};

export const Busy: Story = {
  tags: ['screenshot', 'responsive'],
  args: { values: { ...emptyAuthFormValues, email: 'staff@example.com', password: 'Sparkle#2026' }, pending: true },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Please wait...' });
    await expect(button).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Sign In' })).toBeNull();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue('staff@example.com');
    // Enter in a field does not submit a second time while the first is pending.
    await userEvent.type(canvas.getAllByRole('textbox')[0]!, '{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // Blur, so the screenshot shows no focus ring or caret.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const BusySignUp: Story = {
  args: {
    mode: 'signUp',
    values: { email: 'new@example.com', password: 'Sparkle#2026', fullName: 'Sara Ali' },
    pending: true,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Please wait...' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Create Account' })).toBeNull();
    await expect(canvas.getByRole('textbox', { name: 'Full Name' })).toHaveValue('Sara Ali');
  },
};

/** Sign In offers 'Forgot password?' under the password when the page gives where it leads; Sign Up does not. */
export const ForgotPasswordLink: Story = {
  args: { forgotPasswordHref: '/auth/forgot-password' },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/auth/forgot-password',
    );
    await userEvent.click(canvas.getByRole('tab', { name: 'Sign Up' }));
    await expect(canvas.queryByRole('link', { name: 'Forgot password?' })).toBeNull();
  },
};

/** An account whose address is not confirmed yet: said above the button, with a way to get the link again. */
export const NotConfirmed: Story = {
  tags: ['screenshot'],
  args: {
    forgotPasswordHref: '/auth/forgot-password',
    values: { ...emptyAuthFormValues, email: 'staff@example.com', password: 'Sparkle#2026' },
    alert: {
      text: 'Please confirm your e-mail address first: open the link we sent you when you created the account.',
      action: { label: 'Send the link again', onClick: fn() },
    },
  },
  play: async ({ canvas, userEvent, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(/Please confirm your e-mail address first/);
    await userEvent.click(canvas.getByRole('button', { name: 'Send the link again' }));
    await expect(args.alert?.action?.onClick).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/**
 * A second way in on Sign In: 'E-mail me a sign-in link' under the submit button, with the address typed above and no
 * password. Once the page has sent it, the form says so (announced); Sign Up has no such button.
 */
export const EmailLink: Story = {
  args: {
    forgotPasswordHref: '/auth/forgot-password',
    values: { ...emptyAuthFormValues, email: 'aisha@example.com' },
    emailLink: { label: 'E-mail me a sign-in link', onClick: fn() },
    notice: 'If aisha@example.com has an account, we have sent it a sign-in link. The link works once, within an hour.',
  },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'E-mail me a sign-in link' });
    await expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    await expect(args.emailLink?.onClick).toHaveBeenCalledOnce();
    // The link needs no password: pressing it submits nothing.
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByRole('status')).toHaveTextContent(/we have sent it a sign-in link/);
    await userEvent.click(canvas.getByRole('tab', { name: 'Sign Up' }));
    await expect(canvas.queryByRole('button', { name: 'E-mail me a sign-in link' })).toBeNull();
  },
};

export const EmailLinkSending: Story = {
  args: {
    values: { ...emptyAuthFormValues, email: 'aisha@example.com' },
    emailLink: { label: 'E-mail me a sign-in link', onClick: fn(), pending: true, pendingLabel: 'Sending...' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  },
};

/** The same in Arabic, right to left. */
export const EmailLinkArabic: Story = {
  globals: { locale: 'ar' },
  args: {
    values: { ...emptyAuthFormValues, email: 'aisha@example.com' },
    emailLink: { label: 'أرسل لي رابط تسجيل الدخول', onClick: fn() },
    notice: 'إن كان لـ aisha@example.com حساب فقد أرسلنا إليه رابط تسجيل الدخول. يعمل الرابط مرة واحدة خلال ساعة.',
    texts: {
      backToHome: 'العودة إلى الرئيسية',
      title: 'حساب الموظفين',
      description: 'سجّل الدخول إلى حسابك، أو أنشئ حساباً.',
      tabsLabel: 'الحساب',
      signInTab: 'تسجيل الدخول',
      signUpTab: 'إنشاء حساب',
      email: 'البريد الإلكتروني',
      password: 'كلمة المرور',
      signInSubmit: 'تسجيل الدخول',
      adminNote: 'لا تملك الحسابات الجديدة صلاحيات المشرف. بعد إنشاء حسابك تواصل مع الدعم لطلبها.',
    },
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'أرسل لي رابط تسجيل الدخول' }));
    await expect(args.emailLink?.onClick).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('status')).toHaveTextContent(/رابط تسجيل الدخول/);
  },
};
