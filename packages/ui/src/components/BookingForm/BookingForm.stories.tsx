import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import {
  arBookingFormTexts,
  arEstimateTexts,
  arExtraLabels,
  arLocale,
  arServiceLabels,
  arSizeLabels,
  arSlotReasons,
} from '../private/arabicStoryTexts';
import {
  storyCommunities,
  storyEstimate,
  storyExtraOptions,
  storyFrequencyOptions,
  storyPropertyKind,
  storyServices,
  storySizeOptions,
  storyTimeSlots,
} from '../private/bookingStoryData';
import { BookingForm, type BookingFormProps, type BookingFormValues, emptyBookingFormValues } from './BookingForm';

/** A fixed "today" keeps every story and screenshot the same on any day. */
const today = '2026-11-22';

const filled: BookingFormValues = {
  service: 'deep',
  property: 'villa-3',
  quantity: '',
  extras: ['oven'],
  date: '2026-11-24',
  timeSlot: '10:00 AM',
  name: 'Aisha Rahman',
  phone: '+971 50 765 4321',
  email: 'aisha@example.com',
  community: 'Jumeirah',
  building: 'Villa 12',
  apartment: '',
  address: 'Street 4, behind Mercato Mall',
};

/** Fixture: closed days (a public holiday) and the 60-day horizon seen from `today`. */
const closedDays = new Set(['2026-11-25', '2026-12-02', '2026-12-03']);
const maxDate = '2027-01-21';

/** Fixture: Tuesday 24 November at 8:30 AM, with the 11:00 AM and 12:00 PM blocks taken. */
const unavailable = {
  '08:00 AM': 'Too soon',
  '09:00 AM': 'Too soon',
  '10:00 AM': 'Too soon',
  '11:00 AM': 'Fully booked',
  '12:00 PM': 'Fully booked',
  '07:00 PM': 'Outside opening hours',
} as const;

/**
 * Keeps the values in story state, as the booking statechart does in the app, and derives from them what the
 * site derives from the booking rules: the size field's kind and options, the extras, the estimate.
 */
function StatefulBookingForm(args: BookingFormProps) {
  const [values, setValues] = useState(args.values);
  return (
    <BookingForm
      propertyKind={storyPropertyKind(values.service)}
      sizeOptions={storySizeOptions(values.service)}
      extraOptions={storyExtraOptions(values.service)}
      estimate={storyEstimate(values)}
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
    maxDate,
    isDateUnavailable: (iso: string) => closedDays.has(iso),
    services: storyServices,
    timeSlots: storyTimeSlots,
    communities: storyCommunities,
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
    for (const name of ['Full Name', 'Phone Number', 'Email Address', 'Building or villa', 'Address']) {
      await expect(canvas.getByRole('textbox', { name })).toBeRequired();
    }
    await expect(canvas.getByRole('textbox', { name: 'Apartment or villa number' })).not.toBeRequired();
    // The size follows the service: until one is chosen the list is disabled and says why.
    const size = canvas.getByRole('combobox', { name: 'Size' });
    await expect(size).toBeDisabled();
    await expect(size).toHaveDisplayValue('Choose a service first');
    await expect(canvas.queryByRole('group', { name: 'Extras' })).toBeNull();
    await expect(canvas.getByRole('combobox', { name: 'Area / community' })).toHaveAttribute('aria-required', 'true');
    await expect(canvas.getByText('Choose a service and the size of the property to see the price.')).toBeVisible();
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
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Office area' }), '1,001–2,500 sq ft');
    await expect(args.onChange).toHaveBeenCalledWith('property', 'office-m');

    await userEvent.click(canvas.getByRole('button', { name: 'Date Pick a date' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Choose date' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Thursday 26 November 2026' }));
    await expect(args.onChange).toHaveBeenCalledWith('date', '2026-11-26');

    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Time' }), '09:00 AM');
    await expect(args.onChange).toHaveBeenCalledWith('timeSlot', '09:00 AM');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Full Name' }), 'Omar Haddad');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Phone Number' }), '+971 55 000 1111');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email Address' }), 'omar@example.com');
    await userEvent.type(canvas.getByRole('combobox', { name: 'Area / community' }), 'business');
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('community', 'Business Bay');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Building or villa' }), 'Bay Square 4');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Apartment or villa number' }), '1203');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Address' }), 'Marasi Drive{Enter}Near the canal');
    await expect(args.onChange).toHaveBeenLastCalledWith('address', 'Marasi Drive\nNear the canal');

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
      'building',
      'apartment',
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
    await expect(canvas.getByRole('combobox', { name: 'Home size' })).toHaveDisplayValue('Villa, 3 bedrooms');
    await expect(canvas.getByRole('checkbox', { name: 'Inside the oven + AED 60' })).toBeChecked();
    await expect(canvas.getByRole('combobox', { name: 'Area / community' })).toHaveValue('Jumeirah');
    await expect(canvas.getByRole('textbox', { name: 'Building or villa' })).toHaveValue('Villa 12');
    // Deep clean of a 3-bedroom villa (AED 650) with the oven (AED 60), plus 5% VAT.
    const estimate = within(canvas.getByRole('region', { name: 'Estimated price' }));
    await expect(estimate.getAllByRole('definition').map((amount) => amount.textContent)).toEqual([
      'AED 710',
      'AED 35.50',
    ]);
    await expect(estimate.getByText('AED 745.50')).toBeVisible();
  },
};

/** The estimate follows the service, the size and the extras as they are chosen, and is announced. */
export const EstimateUpdates: Story = {
  play: async ({ canvas, userEvent }) => {
    const estimate = within(canvas.getByRole('region', { name: 'Estimated price' }));
    const live = estimate.getByText('Choose a service and the size of the property to see the price.').parentElement;
    await expect(live).toHaveAttribute('aria-live', 'polite');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Service Type' }), 'Residential Cleaning');
    // A service alone has no price yet; its sizes and extras appear.
    await expect(live).toHaveTextContent('Choose a service and the size');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Home size' }), '1 bedroom');
    await expect(live).toHaveTextContent('Total AED 157.50');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Inside the fridge + AED 50' }));
    await expect(live).toHaveTextContent('Total AED 210');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'We bring the cleaning materials + AED 30' }));
    await expect(live).toHaveTextContent('Total AED 241.50');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Home size' }), 'Studio');
    await expect(live).toHaveTextContent('Total AED 210');
  },
};

/**
 * A regular cleaning: choosing Weekly takes its 15% off the price before VAT, and the estimate shows the price, the
 * discount and what is left, then VAT on that.
 */
export const RegularCleaningDiscount: Story = {
  args: {
    values: { ...emptyBookingFormValues, service: 'residential', property: '1br', frequency: 'once' },
    frequencyOptions: storyFrequencyOptions(),
  },
  play: async ({ args, canvas, userEvent }) => {
    const frequency = canvas.getByRole('combobox', { name: 'How often' });
    await expect(
      within(frequency)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['One time', 'Weekly (15% off)', 'Every 2 weeks (10% off)', 'Every 4 weeks (5% off)']);
    const estimate = within(canvas.getByRole('region', { name: 'Estimated price' }));
    await expect(estimate.queryByText(/Regular cleaning discount/)).toBeNull();
    await userEvent.selectOptions(frequency, 'Weekly (15% off)');
    await expect(args.onChange).toHaveBeenLastCalledWith('frequency', 'weekly');
    await expect(estimate.getByText('Regular cleaning discount (15%)')).toBeVisible();
    await expect(estimate.getAllByRole('definition').map((amount) => amount.textContent)).toEqual([
      'AED 150',
      '−AED 22.50',
      'AED 127.50',
      'AED 6.38',
    ]);
    await expect(estimate.getByText('Total').nextElementSibling).toHaveTextContent('AED 133.88');
  },
};

/** Keyboard only: Space ticks an extra, the community is found by typing and chosen with Enter. */
export const KeyboardExtrasAndCommunity: Story = {
  args: { values: { ...emptyBookingFormValues, service: 'residential', property: '2br' } },
  play: async ({ canvas, userEvent, args }) => {
    const fridge = canvas.getByRole('checkbox', { name: 'Inside the fridge + AED 50' });
    canvas.getByRole('combobox', { name: 'Home size' }).focus();
    await userEvent.tab();
    await expect(fridge).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox', { name: 'Inside the oven + AED 60' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('extras', ['oven']);

    canvas.getByRole('textbox', { name: 'Email Address' }).focus();
    await userEvent.tab();
    const community = canvas.getByRole('combobox', { name: 'Area / community' });
    await expect(community).toHaveFocus();
    await userEvent.keyboard('marina');
    await waitFor(() => expect(canvas.getAllByRole('option', { name: /Marina/ })).toHaveLength(1));
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('community', 'Dubai Marina');
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Building or villa' })).toHaveFocus();
  },
};

/** Carpet and upholstery is priced by the item: a number field from 1 to 20 instead of the size list. */
export const CarpetItems: Story = {
  args: { values: { ...emptyBookingFormValues, service: 'carpet' } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.queryByRole('combobox', { name: /size/i })).toBeNull();
    const items = canvas.getByRole('spinbutton', { name: 'Number of items' });
    await expect(items).toHaveAttribute('min', '1');
    await expect(items).toHaveAttribute('max', '20');
    await expect(items).toBeRequired();
    await userEvent.type(items, '3');
    await expect(args.onChange).toHaveBeenLastCalledWith('quantity', '3');
    // Only the extra that applies to carpets is offered.
    const extras = within(canvas.getByRole('group', { name: 'Extras' }));
    await expect(extras.getAllByRole('checkbox')).toHaveLength(1);
    await expect(canvas.getByText('Total').parentElement).toHaveTextContent('Total AED 189');
  },
};

/** Slots of the chosen day that cannot be booked are listed, disabled, with why; they cannot be chosen. */
export const UnavailableSlotNotChoosable: Story = {
  args: { values: { ...filled, timeSlot: '' }, unavailable },
  play: async ({ canvas, userEvent, args }) => {
    const time = canvas.getByRole('combobox', { name: 'Time' });
    await expect(canvas.getByRole('option', { name: '11:00 AM (Fully booked)' })).toBeDisabled();
    await expect(canvas.getByRole('option', { name: '09:00 AM (Too soon)' })).toBeDisabled();
    await userEvent.selectOptions(time, '11:00 AM');
    await expect(time).toHaveValue('');
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.selectOptions(time, '01:00 PM');
    await expect(args.onChange).toHaveBeenCalledWith('timeSlot', '01:00 PM');
  },
};

/** Closed days and days past the horizon are unavailable in the calendar, like past days. */
export const ClosedDayNotPickable: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Date Pick a date' }));
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Choose date' }));
    const holiday = dialog.getByRole('button', { name: 'Wednesday 25 November 2026' });
    await expect(holiday).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(holiday);
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.click(dialog.getByRole('button', { name: 'Thursday 26 November 2026' }));
    await expect(args.onChange).toHaveBeenCalledWith('date', '2026-11-26');
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
    await userEvent.type(canvas.getByRole('textbox', { name: 'Building or villa' }), 'Villa 12');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Address' }), 'Street 4');
    await userEvent.click(canvas.getByRole('button', { name: 'Book Now' }));
    // The browser type-checks the e-mail.
    await expect(canvas.getByRole('textbox', { name: 'Email Address' })).toBeInvalid();
    await expect(args.onSubmit).not.toHaveBeenCalled();

    // Service, date and time are left to the app, which checks them in the spec's order with its own messages,
    // and so are the size and the community, after them.
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

/** The new fields' errors, after the spec's three and in the order the fields appear. */
const newFieldErrors = {
  property: 'Please select the size of the property.',
  phone: 'Please enter a valid phone number, for example 050 123 4567.',
  community: 'Please choose your area or community.',
  building: 'Please enter the building or villa.',
};

export const NewFieldErrors: Story = {
  tags: ['screenshot', 'responsive'],
  args: {
    values: { ...filled, property: '', phone: '12345', community: '', building: '', extras: [] },
    errors: newFieldErrors,
  },
  play: async ({ canvas }) => {
    await expectFieldError(canvas.getByRole('combobox', { name: 'Home size' }), newFieldErrors.property);
    await expectFieldError(canvas.getByRole('textbox', { name: 'Phone Number' }), newFieldErrors.phone);
    await expectFieldError(canvas.getByRole('combobox', { name: 'Area / community' }), newFieldErrors.community);
    await expectFieldError(canvas.getByRole('textbox', { name: 'Building or villa' }), newFieldErrors.building);
    // What was typed stays, even when it is wrong; no price without a size.
    await expect(canvas.getByRole('textbox', { name: 'Phone Number' })).toHaveValue('12345');
    await expect(canvas.getByText('Choose a service and the size of the property to see the price.')).toBeVisible();
  },
};

export const QuantityOutOfRange: Story = {
  args: {
    values: { ...filled, service: 'carpet', property: '', quantity: '25', extras: [] },
    errors: { quantity: 'Please enter a number of items from 1 to 20.' },
  },
  play: async ({ canvas }) => {
    const items = canvas.getByRole('spinbutton', { name: 'Number of items' });
    await expectFieldError(items, 'Please enter a number of items from 1 to 20.');
    await expect(items).toHaveValue(25);
  },
};

export const ExtraNotAvailable: Story = {
  args: {
    values: { ...filled, extras: ['oven'] },
    errors: { extras: 'The oven extra is not available with this service.' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Extras' })).toHaveAccessibleDescription(
      'Optional, added to the price. Error: The oven extra is not available with this service.',
    );
  },
};

/** A refused booking: the slot was taken meanwhile. Everything typed stays; the slot says it is booked. */
export const SlotTaken: Story = {
  tags: ['screenshot', 'responsive'],
  args: {
    values: { ...filled, timeSlot: '11:00 AM' },
    unavailable,
    errors: { timeSlot: 'Sorry, 11:00 AM was just booked. Free slots: 01:00 PM, 02:00 PM, 03:00 PM.' },
  },
  play: async ({ canvas }) => {
    const time = canvas.getByRole('combobox', { name: 'Time' });
    await expect(time).toHaveDisplayValue('11:00 AM (Fully booked)');
    await expectFieldError(time, 'Sorry, 11:00 AM was just booked. Free slots: 01:00 PM, 02:00 PM, 03:00 PM.');
    await expect(canvas.getByRole('textbox', { name: 'Full Name' })).toHaveValue('Aisha Rahman');
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

/** The booking form in Arabic: texts from the story catalogue, dates, times and amounts in ar-AE. */
const arabicArgs = {
  locale: arLocale,
  texts: arBookingFormTexts,
  estimateTexts: arEstimateTexts,
  services: storyServices.map((service) => ({ ...service, label: arServiceLabels[service.value] ?? service.label })),
  sizeOptions: storySizeOptions('deep').map((option) => ({
    ...option,
    label: arSizeLabels[option.value] ?? option.label,
  })),
  extraOptions: storyExtraOptions('deep', { labels: arExtraLabels, locale: arLocale }),
  unavailable: {
    '08:00 AM': arSlotReasons.tooSoon,
    '11:00 AM': arSlotReasons.fullyBooked,
    '07:00 PM': arSlotReasons.closed,
  },
  values: filled,
} satisfies Partial<BookingFormProps>;

/**
 * Arabic, right to left, filled in: the estimate in dirhams as ar-AE writes them, the date and the time slots in
 * Arabic (the values stay the English slots the booking stores), and the phone numbers left to right.
 */
export const ArabicFilled: Story = {
  name: 'Arabic, right to left: filled in, with the estimate',
  tags: ['screenshot', 'responsive'],
  globals: { locale: 'ar' },
  args: arabicArgs,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'نوع الخدمة' })).toHaveDisplayValue('التنظيف العميق');
    await expect(canvas.getByRole('combobox', { name: 'حجم المنزل' })).toHaveDisplayValue('فيلا، 3 غرف نوم');
    await expect(canvas.getByRole('button', { name: 'التاريخ الثلاثاء 24 نوفمبر 2026' })).toBeVisible();
    const time = canvas.getByRole('combobox', { name: 'الوقت' });
    await expect(time).toHaveValue('10:00 AM');
    await expect(time).toHaveDisplayValue('10:00 ص');
    await expect(within(time).getByRole('option', { name: '11:00 ص (محجوز بالكامل)' })).toBeDisabled();
    // Deep clean of a 3-bedroom villa (AED 650) with the oven (AED 60), plus 5% VAT, as ar-AE writes dirhams.
    const estimate = within(canvas.getByRole('region', { name: 'السعر التقديري' }));
    const aed = (amount: string) => `\u061c${amount}\u00a0د.إ.\u061c`;
    await expect(estimate.getAllByRole('definition').map((amount) => amount.textContent)).toEqual([
      aed('710'),
      aed('35.50'),
    ]);
    const total = estimate.getByText('الإجمالي').nextElementSibling;
    await expect(total?.textContent).toBe(aed('745.50'));
    // Phone numbers and e-mail addresses stay left to right inside the Arabic page.
    const phone = canvas.getByRole('textbox', { name: 'رقم الهاتف' });
    await expect(phone).toHaveAttribute('dir', 'ltr');
    await expect(getComputedStyle(phone).textAlign).toBe('end');
    await expect(canvas.getByRole('textbox', { name: 'البريد الإلكتروني' })).toHaveAttribute('dir', 'ltr');
    const urgent = canvas.getByRole('link', { name: '+971 50 123 4567' });
    await expect(urgent.querySelector('bdi')).toHaveAttribute('dir', 'ltr');
    await expect(getComputedStyle(urgent.querySelector('bdi') as Element).direction).toBe('ltr');
  },
};

/** Arabic: every two weeks, its 10% off shown before VAT in Arabic. */
export const ArabicRegularCleaning: Story = {
  name: 'Arabic, right to left: a regular cleaning with its discount',
  globals: { locale: 'ar' },
  args: {
    ...arabicArgs,
    values: { ...filled, frequency: 'biweekly' },
    frequencyOptions: storyFrequencyOptions(
      { once: 'مرة واحدة', weekly: 'أسبوعياً', biweekly: 'كل أسبوعين', fourweekly: 'كل 4 أسابيع' },
      (percent) => `خصم ${percent}%`,
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'عدد المرات' })).toHaveDisplayValue('كل أسبوعين (خصم 10%)');
    const estimate = within(canvas.getByRole('region', { name: 'السعر التقديري' }));
    await expect(estimate.getByText('خصم التنظيف المنتظم (10%)')).toBeVisible();
    const aed = (amount: string) => `\u061c${amount}\u00a0د.إ.\u061c`;
    // AED 710 less 10% = 639, VAT 31.95.
    await expect(estimate.getAllByRole('definition').map((amount) => amount.textContent)).toEqual([
      aed('710'),
      `−${aed('71')}`,
      aed('639'),
      aed('31.95'),
    ]);
  },
};

export const ArabicEmpty: Story = {
  name: 'Arabic, right to left: empty',
  tags: ['screenshot', 'responsive'],
  globals: { locale: 'ar' },
  args: { ...arabicArgs, values: emptyBookingFormValues },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'الحجم' })).toHaveDisplayValue('اختر الخدمة أولًا');
    await expect(canvas.getByText('اختر الخدمة وحجم العقار لمعرفة السعر.')).toBeVisible();
  },
};
