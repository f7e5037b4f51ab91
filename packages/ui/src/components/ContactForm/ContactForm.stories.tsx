import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { arContactFormTexts } from '../private/arabicStoryTexts';
import { ContactForm, type ContactFormProps, type ContactFormValues, emptyContactFormValues } from './ContactForm';

const filled: ContactFormValues = {
  name: 'Omar Haddad',
  email: 'omar@example.com',
  message: 'Could you quote a weekly office clean for 20 desks in Business Bay?',
};

/** Keeps the values in story state, as the contact statechart does in the app. */
function StatefulContactForm(args: ContactFormProps) {
  const [values, setValues] = useState(args.values);
  return (
    <ContactForm
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
  title: 'Forms/ContactForm',
  component: ContactForm,
  render: (args) => <StatefulContactForm {...args} />,
  args: { values: emptyContactFormValues, onChange: fn(), onSubmit: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ContactForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  tags: ['screenshot', 'responsive'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toBeRequired();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toBeRequired();
    const message = canvas.getByRole('textbox', { name: 'Message' });
    await expect(message).toBeRequired();
    await expect(message).toHaveAttribute('rows', '5');
    await expect(canvas.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  },
};

export const FillAndSend: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'Omar');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'omar@example.com');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), 'Hello');
    await expect(args.onChange).toHaveBeenLastCalledWith('message', 'Hello');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

/** With the honeypot the site gives it: people see, hear and tab through exactly the same form. */
export const WithHoneypot: Story = {
  args: { values: filled, honeypot: { value: '', onValueChange: fn() } },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(canvasElement.querySelector('input[name="website"]')).toHaveAttribute('tabindex', '-1');
    await expect(canvas.getAllByRole('textbox').map((box) => box.getAttribute('name'))).toEqual([
      'name',
      'email',
      'message',
    ]);
    await userEvent.click(canvas.getByRole('textbox', { name: 'Message' }));
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Send Message' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.honeypot?.onValueChange).not.toHaveBeenCalled();
  },
};

export const Sending: Story = {
  tags: ['screenshot', 'responsive'],
  args: { values: filled, pending: true },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Sending...' });
    await expect(button).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Send Message' })).toBeNull();
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toHaveValue(filled.message);
    // Enter in a field does not submit a second time while the first is pending.
    await userEvent.type(canvas.getAllByRole('textbox')[0]!, '{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // Blur, so the screenshot shows no focus ring or caret.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const WithErrors: Story = {
  args: {
    values: { ...filled, email: 'omar@' },
    errors: { email: 'Please enter a valid email address.' },
  },
  play: async ({ canvas }) => {
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Error: Please enter a valid email address.');
    await expect(email).toHaveValue('omar@');
  },
};

/** Arabic, right to left, filled in: the e-mail address is typed and shown left to right. */
export const ArabicFilled: Story = {
  name: 'Arabic, right to left',
  tags: ['screenshot', 'responsive'],
  globals: { locale: 'ar' },
  args: {
    texts: arContactFormTexts,
    values: {
      name: 'عمر حداد',
      email: 'omar@example.com',
      message: 'هل يمكنكم تقديم عرض سعر لتنظيف أسبوعي لمكتب فيه 20 مكتبًا في الخليج التجاري؟',
    },
  },
  play: async ({ canvas }) => {
    const email = canvas.getByRole('textbox', { name: 'البريد الإلكتروني' });
    await expect(email).toHaveAttribute('dir', 'ltr');
    await expect(getComputedStyle(email).direction).toBe('ltr');
    await expect(getComputedStyle(canvas.getByRole('textbox', { name: 'الاسم' })).direction).toBe('rtl');
    const send = canvas.getByRole('button', { name: 'أرسل الرسالة' });
    // The send icon points the way the text runs.
    await expect(getComputedStyle(send.querySelector('svg') as SVGElement).transform).toBe('matrix(-1, 0, 0, 1, 0, 0)');
  },
};
