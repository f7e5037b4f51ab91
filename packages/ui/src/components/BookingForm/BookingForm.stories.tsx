import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import {
  BookingForm,
  type BookingFormProps,
  type BookingFormValues,
  bookingServices,
  emptyBookingFormValues,
} from './BookingForm';

/** A fixed "today" keeps every story and screenshot the same on any day. */
const today = '2026-11-22';

const filled: BookingFormValues = {
  service: 'deep',
  date: '2026-11-24',
  timeSlot: '10:00 AM',
  name: 'Aisha Rahman',
  phone: '+971 50 765 4321',
  email: 'aisha@example.com',
  address: 'Villa 12, Street 4\nJumeirah 1, Dubai',
};

/** Keeps the values in story state, as the booking statechart does in the app. */
function StatefulBookingForm(args: BookingFormProps) {
  const [values, setValues] = useState(args.values);
  return (
    <BookingForm
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
  title: 'Forms/BookingForm',
  component: BookingForm,
  render: (args) => <StatefulBookingForm {...args} />,
  args: {
    values: emptyBookingFormValues,
    today,
    phone: '+971 50 123 4567',
    onChange: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<typeof BookingForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  tags: ['screenshot', 'responsive'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Service Type' })).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Date Pick a date' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Time' })).toHaveValue('');
    for (const name of ['Full Name', 'Phone Number', 'Email Address', 'Address']) {
      await expect(canvas.getByRole('textbox', { name })).toBeRequired();
    }
    await expect(canvas.getByRole('textbox', { name: 'Email Address' })).toHaveAttribute('type', 'email');
    await expect(canvas.getByRole('textbox', { name: 'Address' })).toHaveAttribute('rows', '3');
    await expect(canvas.getByRole('button', { name: 'Book Now' })).toBeEnabled();
  },
};

export const ServiceTypes: Story = {
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Service Type' });
    const options = within(select).getAllByRole('option');
    await expect(options.map((option) => [option.getAttribute('value'), option.textContent])).toEqual([
      ['', 'Select a service'],
      ['residential', 'Residential Cleaning'],
      ['office', 'Office Cleaning'],
      ['deep', 'Deep Cleaning'],
      ['movein', 'Move-In/Out Cleaning'],
      ['carpet', 'Carpet/Upholstery Cleaning'],
    ]);
    await expect(bookingServices).toHaveLength(5);
  },
};

export const InformationNotes: Story = {
  play: async ({ canvas }) => {
    const notes = canvas.getByRole('region', { name: 'Booking Information' });
    const items = within(notes).getAllByRole('listitem');
    await expect(items).toHaveLength(5);
    await expect(items[0]).toHaveTextContent('within 24 hours');
    await expect(items[1]).toHaveTextContent('For urgent bookings, please call us at +971 50 123 4567.');
    await expect(within(notes).getByRole('link', { name: '+971 50 123 4567' })).toHaveAttribute(
      'href',
      'tel:+971501234567',
    );
    await expect(items[2]).toHaveTextContent('2-hour blocks');
    await expect(items[3]).toHaveTextContent('cash, credit cards and bank transfer');
    await expect(items[4]).toHaveTextContent('at least 24 hours in advance');
    await expect(items[4]).toHaveTextContent('may incur a fee');
  },
};

export const FillAndSubmit: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Service Type' }), 'Office Cleaning');
    await expect(args.onChange).toHaveBeenCalledWith('service', 'office');

    await userEvent.click(canvas.getByRole('button', { name: 'Date Pick a date' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Choose date' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Wednesday 25 November 2026' }));
    await expect(args.onChange).toHaveBeenCalledWith('date', '2026-11-25');

    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Time' }), '09:00 AM');
    await expect(args.onChange).toHaveBeenCalledWith('timeSlot', '09:00 AM');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Full Name' }), 'Omar Haddad');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Phone Number' }), '+971 55 000 1111');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email Address' }), 'omar@example.com');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Address' }), 'Office 1203{Enter}Business Bay');
    await expect(args.onChange).toHaveBeenLastCalledWith('address', 'Office 1203\nBusiness Bay');

    await userEvent.click(canvas.getByRole('button', { name: 'Book Now' }));
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
      'phone',
      'email',
      'address',
    ]);
    await userEvent.click(canvas.getByRole('textbox', { name: 'Address' }));
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Book Now' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.honeypot?.onValueChange).not.toHaveBeenCalled();
  },
};

export const Filled: Story = {
  tags: ['screenshot', 'responsive'],
  args: { values: filled },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Service Type' })).toHaveDisplayValue('Deep Cleaning');
    await expect(canvas.getByRole('button', { name: 'Date Tuesday 24 November 2026' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Time' })).toHaveDisplayValue('10:00 AM');
    await expect(canvas.getByRole('textbox', { name: 'Address' })).toHaveValue(filled.address);
  },
};

export const Submitting: Story = {
  tags: ['screenshot', 'responsive'],
  args: { values: filled, pending: true },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Submitting...' });
    await expect(button).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Book Now' })).toBeNull();
    // Everything typed stays on screen, and can still be corrected while the request is out.
    await expect(canvas.getByRole('textbox', { name: 'Full Name' })).toHaveValue('Aisha Rahman');
    await expect(canvas.getByRole('textbox', { name: 'Email Address' })).toHaveValue('aisha@example.com');
    // Enter in a field does not submit a second time while the first is pending.
    await userEvent.type(canvas.getAllByRole('textbox')[0]!, '{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // Blur, so the screenshot shows no focus ring or caret.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const TypingWhileSubmitting: Story = {
  args: { values: filled, pending: true },
  play: async ({ canvas, userEvent, args }) => {
    const name = canvas.getByRole('textbox', { name: 'Full Name' });
    await userEvent.type(name, ' Khan');
    await expect(name).toHaveValue('Aisha Rahman Khan');
    await expect(args.onChange).toHaveBeenLastCalledWith('name', 'Aisha Rahman Khan');
    // Enter in a field does not submit twice either.
    await userEvent.type(name, '{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const RequiredFieldsCheckedByBrowser: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Book Now' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByRole('textbox', { name: 'Full Name' })).toBeInvalid();

    await userEvent.type(canvas.getByRole('textbox', { name: 'Full Name' }), 'Aisha Rahman');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Phone Number' }), '+971 50 765 4321');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email Address' }), 'aisha@');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Address' }), 'Villa 12');
    await userEvent.click(canvas.getByRole('button', { name: 'Book Now' }));
    // The browser type-checks the e-mail.
    await expect(canvas.getByRole('textbox', { name: 'Email Address' })).toBeInvalid();
    await expect(args.onSubmit).not.toHaveBeenCalled();

    // Service, date and time are left to the app, which checks them in the spec's order with its own messages.
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email Address' }), 'example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Book Now' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

const expectFieldError = async (field: HTMLElement, message: string) => {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(`Error: ${message}`);
};

export const MissingDate: Story = {
  args: { values: { ...filled, date: '' }, errors: { date: 'Please select a date' } },
  play: async ({ canvas }) => {
    await expectFieldError(canvas.getByRole('button', { name: 'Date Pick a date' }), 'Please select a date');
  },
};

export const MissingTimeSlot: Story = {
  args: { values: { ...filled, timeSlot: '' }, errors: { timeSlot: 'Please select a time slot' } },
  play: async ({ canvas }) => {
    await expectFieldError(canvas.getByRole('combobox', { name: 'Time' }), 'Please select a time slot');
  },
};

export const MissingService: Story = {
  args: { values: { ...filled, service: '' }, errors: { service: 'Please select a service type' } },
  play: async ({ canvas }) => {
    await expectFieldError(canvas.getByRole('combobox', { name: 'Service Type' }), 'Please select a service type');
  },
};

export const FieldErrors: Story = {
  tags: ['screenshot', 'responsive'],
  args: {
    values: { ...emptyBookingFormValues, email: 'aisha@' },
    errors: {
      service: 'Please select a service type',
      date: 'Please select a date',
      timeSlot: 'Please select a time slot',
      name: 'Please enter your full name.',
      phone: 'Please enter your phone number.',
      email: 'Please enter a valid email address.',
      address: 'Please enter your address.',
    },
  },
  play: async ({ canvas }) => {
    await expectFieldError(canvas.getByRole('textbox', { name: 'Full Name' }), 'Please enter your full name.');
    await expectFieldError(canvas.getByRole('textbox', { name: 'Phone Number' }), 'Please enter your phone number.');
    await expectFieldError(
      canvas.getByRole('textbox', { name: 'Email Address' }),
      'Please enter a valid email address.',
    );
    await expectFieldError(canvas.getByRole('textbox', { name: 'Address' }), 'Please enter your address.');
    // What was typed stays, even when it is wrong.
    await expect(canvas.getByRole('textbox', { name: 'Email Address' })).toHaveValue('aisha@');
  },
};

export const PastDaysNotPickable: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Date Pick a date' });
    await userEvent.click(trigger);
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Choose date' }));
    const todayButton = dialog.getByRole('button', { name: 'Sunday 22 November 2026' });
    await waitFor(() => expect(todayButton).toHaveFocus());
    await userEvent.click(dialog.getByRole('button', { name: 'Friday 20 November 2026' }));
    await userEvent.keyboard('{ArrowLeft}');
    await expect(todayButton).toHaveFocus();
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith('date', '2026-11-23');
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(trigger).toHaveAccessibleName('Date Monday 23 November 2026');
  },
};
