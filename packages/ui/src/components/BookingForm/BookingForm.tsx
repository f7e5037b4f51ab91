import { type FormEvent, useId } from 'react';
import { Button } from '../Button/Button';
import { DateField } from '../DateField/DateField';
import { HoneypotField, type HoneypotFieldProps } from '../HoneypotField/HoneypotField';
import { CalendarIcon, CircleCheckIcon, ClockIcon, CreditCardIcon, InfoIcon, PhoneIcon } from '../Icon/icons';
import { Link } from '../Link/Link';
import { fieldBinding } from '../private/fieldBinding';
import { Select } from '../Select/Select';
import { TextArea } from '../TextArea/TextArea';
import { TextField } from '../TextField/TextField';
import { type TimeSlot, TimeSlotSelect } from '../TimeSlotSelect/TimeSlotSelect';
import {
  fieldGrid,
  form,
  fullRow,
  layout,
  noteIcon,
  noteItem,
  noteList,
  notes,
  notesTitle,
  phoneLink,
  requiredNote,
  root,
} from './BookingForm.css';

/** The services a booking can name (spec: Book-now): the submitted value and its label. */
export const bookingServices = [
  { value: 'residential', label: 'Residential Cleaning' },
  { value: 'office', label: 'Office Cleaning' },
  { value: 'deep', label: 'Deep Cleaning' },
  { value: 'movein', label: 'Move-In/Out Cleaning' },
  { value: 'carpet', label: 'Carpet/Upholstery Cleaning' },
] as const;
export type BookingServiceValue = (typeof bookingServices)[number]['value'];

/** The booking form's values; `''` means not filled in yet. `date` is an ISO date ('2026-11-22'). */
export interface BookingFormValues {
  service: BookingServiceValue | '';
  date: string;
  timeSlot: TimeSlot | '';
  name: string;
  phone: string;
  email: string;
  address: string;
}
export type BookingFormField = keyof BookingFormValues;
/** The fields typed as free text (the others are chosen from a list or a calendar). */
type TextFieldName = 'name' | 'phone' | 'email' | 'address';

export const emptyBookingFormValues: BookingFormValues = {
  service: '',
  date: '',
  timeSlot: '',
  name: '',
  phone: '',
  email: '',
  address: '',
};

/** Every text of the form, for a later translation. Defaults are the spec's words. */
export interface BookingFormTexts {
  service: string;
  servicePlaceholder: string;
  date: string;
  datePlaceholder: string;
  time: string;
  timePlaceholder: string;
  name: string;
  phone: string;
  email: string;
  address: string;
  addressPlaceholder: string;
  requiredNote: string;
  submit: string;
  submitting: string;
  notesTitle: string;
  confirmNote: string;
  /** Text before the phone number, which follows as a link. */
  urgentNote: string;
  blocksNote: string;
  paymentNote: string;
  cancellationNote: string;
}

export const defaultBookingFormTexts: BookingFormTexts = {
  service: 'Service Type',
  servicePlaceholder: 'Select a service',
  date: 'Date',
  datePlaceholder: 'Pick a date',
  time: 'Time',
  timePlaceholder: 'Select a time',
  name: 'Full Name',
  phone: 'Phone Number',
  email: 'Email Address',
  address: 'Address',
  addressPlaceholder: 'Building, street, area',
  requiredNote: 'Fields marked * are required.',
  submit: 'Book Now',
  submitting: 'Submitting...',
  notesTitle: 'Booking Information',
  confirmNote: 'Our team will contact you within 24 hours to confirm your booking.',
  urgentNote: 'For urgent bookings, please call us at',
  blocksNote: 'Appointments are booked in 2-hour blocks.',
  paymentNote: 'Payment is due at the time of service. We accept cash, credit cards and bank transfer.',
  cancellationNote: 'Please cancel or reschedule at least 24 hours in advance. A late cancellation may incur a fee.',
};

export interface BookingFormProps {
  /** What the person has entered so far. Everything shown comes from here, so nothing typed is lost. */
  values: BookingFormValues;
  /** Called on every change of one field. */
  onChange: <F extends BookingFormField>(field: F, value: BookingFormValues[F]) => void;
  /**
   * Called when the form is submitted and the browser's own checks passed (name, phone, e-mail and address
   * required, e-mail well-formed). Service, date and time are checked by the app, in the spec's order.
   */
  onSubmit: () => void;
  /** While true the button reads 'Submitting...' and is disabled; the fields stay editable and filled. */
  pending?: boolean;
  /** Error message per field, shown under it and announced with it. */
  errors?: Partial<Record<BookingFormField, string>>;
  /** Today's date ('YYYY-MM-DD'); earlier days cannot be chosen. Defaults to today in Dubai. */
  today?: string;
  /** The phone number for urgent bookings, as displayed, e.g. '+971 50 123 4567'. */
  phone: string;
  /** The `tel:` link for that number. Defaults to the digits of `phone`. */
  phoneHref?: string;
  /** Level of the information notes' heading. @default 2 */
  notesHeadingLevel?: 2 | 3;
  /**
   * A honeypot for bots (`HoneypotField`): a field people never meet, whose value goes with the submission. Its
   * value and change handler; without it the form has none.
   */
  honeypot?: Pick<HoneypotFieldProps, 'value' | 'onValueChange'>;
  texts?: Partial<BookingFormTexts>;
  className?: string;
}

/** Turns '+971 50 123 4567' into 'tel:+971501234567'. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/**
 * The booking request form (spec: Book-now), presentational: values, errors and the pending flag come in
 * as props and every change goes out through `onChange`.
 */
export function BookingForm({
  values,
  onChange,
  onSubmit,
  pending = false,
  errors = {},
  today,
  phone,
  phoneHref,
  notesHeadingLevel = 2,
  honeypot,
  texts: textsProp,
  className,
}: BookingFormProps) {
  const t = { ...defaultBookingFormTexts, ...textsProp };
  const id = `booking${useId()}`;
  const textField = fieldBinding<Pick<BookingFormValues, 'name' | 'phone' | 'email' | 'address'>, TextFieldName>(
    id,
    values,
    errors,
    onChange,
  );
  const NotesHeading = `h${notesHeadingLevel}` as const;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!pending) onSubmit();
  };

  return (
    <div className={[root, className].filter(Boolean).join(' ')}>
      <div className={layout}>
        <form onSubmit={submit} className={form}>
          <p className={requiredNote}>{t.requiredNote}</p>
          <div className={fieldGrid}>
            <Select
              id={`${id}-service`}
              className={fullRow}
              name="service"
              label={t.service}
              placeholder={t.servicePlaceholder}
              options={bookingServices}
              value={values.service}
              onValueChange={(value) => onChange('service', value)}
              error={errors.service}
              aria-required
            />
            <DateField
              id={`${id}-date`}
              name="date"
              label={t.date}
              placeholder={t.datePlaceholder}
              value={values.date || null}
              onValueChange={(value) => onChange('date', value)}
              today={today}
              error={errors.date}
              required
            />
            <TimeSlotSelect
              id={`${id}-time`}
              name="timeSlot"
              label={t.time}
              placeholder={t.timePlaceholder}
              value={values.timeSlot}
              onValueChange={(value) => onChange('timeSlot', value)}
              error={errors.timeSlot}
              aria-required
            />
            <TextField {...textField('name')} className={fullRow} label={t.name} autoComplete="name" required />
            <TextField {...textField('phone')} type="tel" label={t.phone} autoComplete="tel" required />
            <TextField {...textField('email')} type="email" label={t.email} autoComplete="email" required />
            <TextArea
              {...textField('address')}
              className={fullRow}
              rows={3}
              label={t.address}
              placeholder={t.addressPlaceholder}
              autoComplete="street-address"
              required
            />
          </div>
          {honeypot && <HoneypotField {...honeypot} />}
          <Button type="submit" size="large" fullWidth pending={pending} pendingLabel={t.submitting}>
            {t.submit}
          </Button>
        </form>
        <section aria-labelledby={`${id}-notes`} className={notes}>
          <NotesHeading id={`${id}-notes`} className={notesTitle}>
            <InfoIcon aria-hidden="true" className={noteIcon} />
            {t.notesTitle}
          </NotesHeading>
          <ul className={noteList}>
            <li className={noteItem}>
              <CircleCheckIcon aria-hidden="true" className={noteIcon} />
              <span>{t.confirmNote}</span>
            </li>
            <li className={noteItem}>
              <PhoneIcon aria-hidden="true" className={noteIcon} />
              <span>
                {t.urgentNote}{' '}
                <Link href={phoneHref ?? telHref(phone)} className={phoneLink}>
                  {phone}
                </Link>
                .
              </span>
            </li>
            <li className={noteItem}>
              <ClockIcon aria-hidden="true" className={noteIcon} />
              <span>{t.blocksNote}</span>
            </li>
            <li className={noteItem}>
              <CreditCardIcon aria-hidden="true" className={noteIcon} />
              <span>{t.paymentNote}</span>
            </li>
            <li className={noteItem}>
              <CalendarIcon aria-hidden="true" className={noteIcon} />
              <span>{t.cancellationNote}</span>
            </li>
          </ul>
        </section>
      </div>
    </div>
  );
}
