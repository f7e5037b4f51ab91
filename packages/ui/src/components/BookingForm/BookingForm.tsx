import { type FormEvent, memo, Suspense, useId, useMemo } from 'react';
import { Button } from '../Button/Button';
import { CheckboxGroup, type CheckboxGroupOption } from '../CheckboxGroup/CheckboxGroup';
import { CommunityCombobox } from '../CommunityCombobox/CommunityCombobox';
import { DateField, type DateFieldLabels } from '../DateField/DateField';
import { HoneypotField, type HoneypotFieldProps } from '../HoneypotField/HoneypotField';
import { CalendarIcon, CircleCheckIcon, ClockIcon, CreditCardIcon, InfoIcon, PhoneIcon } from '../Icon/icons';
import { Link } from '../Link/Link';
import { PriceEstimate, type PriceEstimateAmounts, type PriceEstimateTexts } from '../PriceEstimate/PriceEstimate';
import { useFieldBinding, useFieldHandlers } from '../private/fieldBinding';
import { Ltr } from '../private/Ltr';
import { telHref } from '../private/telHref';
import { Select, type SelectOption } from '../Select/Select';
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

// The fields, memoised: a key typed in one re-renders the form, and only the field whose props changed renders
// again (each gets a change handler that stays the same, `useFieldHandlers`).
const MemoSelect = /*#__PURE__*/ memo(Select) as typeof Select;
const MemoTextField = /*#__PURE__*/ memo(TextField);
const MemoTextArea = /*#__PURE__*/ memo(TextArea);
const MemoCheckboxGroup = /*#__PURE__*/ memo(CheckboxGroup) as typeof CheckboxGroup;
const MemoDateField = /*#__PURE__*/ memo(DateField);
const MemoTimeSlotSelect = /*#__PURE__*/ memo(TimeSlotSelect);
const MemoCommunityCombobox = /*#__PURE__*/ memo(CommunityCombobox);
const MemoPriceEstimate = /*#__PURE__*/ memo(PriceEstimate);
const MemoHoneypotField = /*#__PURE__*/ memo(HoneypotField);
const MemoButton = /*#__PURE__*/ memo(Button);
const noOptions: readonly SelectOption[] = [];

/** A service's value as the booking stores it ('residential'); which services there are comes in `services`. */
export type BookingServiceValue = string;

/** How the chosen service sizes a job: a home by its size, an office by its area (both a list), carpets by count. */
export type BookingPropertyKind = 'home' | 'office' | 'items';

/** The booking form's values; `''` means not filled in yet. `date` is an ISO date ('2026-11-22'). */
export interface BookingFormValues {
  service: BookingServiceValue | '';
  /** The size option's code for a home or an office ('1br', 'office-m'); unused for items. */
  property: string;
  /** How many items, as typed (the 'items' kind only). */
  quantity: string;
  /** The codes of the ticked extras, in the order of `extraOptions`. */
  extras: string[];
  /** How often: one of `frequencyOptions`' values ('once', 'weekly', …); without it the field is not shown. */
  frequency?: string;
  date: string;
  timeSlot: TimeSlot | '';
  name: string;
  phone: string;
  email: string;
  /** One of the `communities` offered, or `''`. */
  community: string;
  /** Building name or villa. */
  building: string;
  /** Apartment or villa number; optional. */
  apartment: string;
  address: string;
}
export type BookingFormField = keyof BookingFormValues;
/** The fields typed as free text (the others are chosen from a list or a calendar). */
type TextFieldName = 'name' | 'phone' | 'email' | 'building' | 'apartment' | 'address';

export const emptyBookingFormValues: BookingFormValues = {
  service: '',
  property: '',
  quantity: '',
  extras: [],
  date: '',
  timeSlot: '',
  name: '',
  phone: '',
  email: '',
  community: '',
  building: '',
  apartment: '',
  address: '',
};

/** Every text of the form, for a later translation. Defaults are the spec's words. */
export interface BookingFormTexts {
  service: string;
  servicePlaceholder: string;
  /** The size field's label for a home. */
  propertyHome: string;
  /** The size field's label for an office. */
  propertyOffice: string;
  propertyPlaceholder: string;
  /** The size field's label and placeholder before a service is chosen. */
  propertyNoService: string;
  propertyNoServicePlaceholder: string;
  quantity: string;
  extras: string;
  extrasHint: string;
  /** The frequency field's label and hint (a regular cleaning's discount is taken off before VAT). */
  frequency: string;
  frequencyHint: string;
  date: string;
  datePlaceholder: string;
  time: string;
  timePlaceholder: string;
  name: string;
  phone: string;
  phonePlaceholder: string;
  email: string;
  community: string;
  communityPlaceholder: string;
  communityNoMatch: string;
  building: string;
  apartment: string;
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
  propertyHome: 'Home size',
  propertyOffice: 'Office area',
  propertyPlaceholder: 'Select a size',
  propertyNoService: 'Size',
  propertyNoServicePlaceholder: 'Choose a service first',
  quantity: 'Number of items',
  extras: 'Extras',
  extrasHint: 'Optional, added to the price.',
  frequency: 'How often',
  frequencyHint: 'A regular cleaning comes on the same day and time, with a discount on every visit.',
  date: 'Date',
  datePlaceholder: 'Pick a date',
  time: 'Time',
  timePlaceholder: 'Select a time',
  name: 'Full Name',
  phone: 'Phone Number',
  phonePlaceholder: '050 123 4567',
  email: 'Email Address',
  community: 'Area / community',
  communityPlaceholder: 'Type to search, e.g. Dubai Marina',
  communityNoMatch: 'No area matches. Try another spelling.',
  building: 'Building or villa',
  apartment: 'Apartment or villa number',
  address: 'Address',
  addressPlaceholder: 'Street and landmarks',
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
  /** The last day that can be booked (today + the booking horizon). */
  maxDate?: string;
  /** Days up to `maxDate` that cannot be booked either (closed days). */
  isDateUnavailable?: (iso: string) => boolean;
  /** The slots of the chosen day that cannot be booked, with the reason shown and read ('Fully booked'). */
  unavailable?: Partial<Record<TimeSlot, string>>;
  /**
   * How the chosen service is sized, which decides the field after Service: a list of sizes (`sizeOptions`)
   * for a home or an office, a number of items (`itemsRange`) for carpets. Without it (no service yet) the
   * size list is shown disabled.
   */
  propertyKind?: BookingPropertyKind;
  /** The sizes of the chosen service, for the 'home' and 'office' kinds: the option's code and label. */
  sizeOptions?: readonly SelectOption[];
  /** The allowed number of items for the 'items' kind. @default { min: 1, max: 20 } */
  itemsRange?: { min: number; max: number };
  /** The extras the chosen service can have, each with its price as a suffix ('+ AED 50'). None: no field. */
  extraOptions?: readonly CheckboxGroupOption[];
  /**
   * How often the cleaning may come ('One time', 'Weekly (15% off)', …), each with its discount in the label. None:
   * no field (one-time bookings only).
   */
  frequencyOptions?: readonly SelectOption[];
  /** The services to choose from (the booking rules' bookable ones): each value with its name in the form's language. */
  services: readonly SelectOption[];
  /** The hourly slots to choose from, in order (the booking rules' `timeSlots`). */
  timeSlots: readonly TimeSlot[];
  /** The Dubai areas and communities to choose from (the booking rules' `communities`). */
  communities: readonly string[];
  /** The communities' names in the form's language, by community (the value stays the community). */
  communityLabels?: Readonly<Record<string, string>>;
  /** The price of what is filled in so far, or null while it cannot be priced (the estimate's empty state). */
  estimate?: PriceEstimateAmounts | null;
  /** Formats the estimate's fils. @default formatAed in `locale` ('AED 157.50' / 'AED 150' without one) */
  formatMoney?: (fils: number) => string;
  estimateTexts?: Partial<PriceEstimateTexts>;
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
  honeypot?: Pick<HoneypotFieldProps, 'value' | 'onValueChange' | 'label'>;
  texts?: Partial<BookingFormTexts>;
  /** The calendar's control texts (its dialog's name, the month buttons), in the form's language. */
  dateLabels?: Partial<DateFieldLabels>;
  /**
   * Language of the dates, times and amounts: 'en-AE' or 'ar-AE' (Intl). Without it the form reads as it always
   * has: English dates, the slots' own text and 'AED 157.50'. The words come from `texts`.
   */
  locale?: string;
  className?: string;
}

export { telHref } from '../private/telHref';

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
  maxDate,
  isDateUnavailable,
  unavailable,
  propertyKind,
  sizeOptions = [],
  itemsRange = { min: 1, max: 20 },
  extraOptions = [],
  frequencyOptions = noOptions,
  services,
  timeSlots,
  communities,
  communityLabels,
  estimate = null,
  formatMoney,
  estimateTexts,
  phone,
  phoneHref,
  notesHeadingLevel = 2,
  honeypot,
  texts: textsProp,
  dateLabels,
  locale,
  className,
}: BookingFormProps) {
  const t = { ...defaultBookingFormTexts, ...textsProp };
  const id = `booking${useId()}`;
  const handler = useFieldHandlers<BookingFormValues>(onChange);
  const textField = useFieldBinding<Pick<BookingFormValues, TextFieldName>, TextFieldName>(
    id,
    values,
    errors,
    onChange,
  );
  const chosenExtras = useMemo(
    () => values.extras.filter((code) => extraOptions.some((option) => option.value === code)),
    [values.extras, extraOptions],
  );
  const onHoneypotChange = useFieldHandlers<{ honeypot: string }>((_, value) => honeypot?.onValueChange?.(value))(
    'honeypot',
  );

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
            <ServiceFields
              id={id}
              t={t}
              values={values}
              errors={errors}
              handler={handler}
              services={services}
              propertyKind={propertyKind}
              sizeOptions={sizeOptions}
              itemsRange={itemsRange}
              extraOptions={extraOptions}
              chosenExtras={chosenExtras}
              frequencyOptions={frequencyOptions}
            />
            <MemoDateField
              id={`${id}-date`}
              name="date"
              label={t.date}
              placeholder={t.datePlaceholder}
              value={values.date || null}
              onValueChange={handler('date')}
              today={today}
              maxDate={maxDate}
              isDateUnavailable={isDateUnavailable}
              locale={locale}
              labels={dateLabels}
              error={errors.date}
              required
            />
            <MemoTimeSlotSelect
              id={`${id}-time`}
              name="timeSlot"
              slots={timeSlots}
              label={t.time}
              placeholder={t.timePlaceholder}
              value={values.timeSlot}
              unavailable={unavailable}
              locale={locale}
              onValueChange={handler('timeSlot')}
              error={errors.timeSlot}
              aria-required
            />
            <ContactFields t={t} textField={textField} />
            <AddressFields
              id={id}
              t={t}
              values={values}
              errors={errors}
              handler={handler}
              textField={textField}
              communities={communities}
              communityLabels={communityLabels}
            />
          </div>
          <MemoPriceEstimate
            estimate={estimate}
            locale={locale}
            formatMoney={formatMoney}
            headingLevel={notesHeadingLevel}
            texts={estimateTexts}
          />
          {honeypot && (
            <MemoHoneypotField label={honeypot.label} value={honeypot.value} onValueChange={onHoneypotChange} />
          )}
          <MemoButton type="submit" size="large" fullWidth pending={pending} pendingLabel={t.submitting}>
            {t.submit}
          </MemoButton>
        </form>
        <BookingNotes
          id={`${id}-notes`}
          headingLevel={notesHeadingLevel}
          title={t.notesTitle}
          confirmNote={t.confirmNote}
          urgentNote={t.urgentNote}
          blocksNote={t.blocksNote}
          paymentNote={t.paymentNote}
          cancellationNote={t.cancellationNote}
          phone={phone}
          phoneHref={phoneHref ?? telHref(phone)}
        />
      </div>
    </div>
  );
}

interface ServiceFieldsProps
  extends Pick<
    BookingFormProps,
    'services' | 'propertyKind' | 'itemsRange' | 'sizeOptions' | 'extraOptions' | 'frequencyOptions'
  > {
  id: string;
  t: BookingFormTexts;
  values: BookingFormValues;
  errors: NonNullable<BookingFormProps['errors']>;
  handler: ReturnType<typeof useFieldHandlers<BookingFormValues>>;
  itemsRange: { min: number; max: number };
  sizeOptions: readonly SelectOption[];
  extraOptions: readonly CheckboxGroupOption[];
  frequencyOptions: readonly SelectOption[];
  /** The chosen extras that the service offers. */
  chosenExtras: string[];
}

/** What is to be cleaned: the service, the home's or office's size (or how many items), extras and how often. */
function ServiceFields({
  id,
  t,
  values,
  errors,
  handler,
  services,
  propertyKind,
  sizeOptions,
  itemsRange,
  extraOptions,
  chosenExtras,
  frequencyOptions,
}: ServiceFieldsProps) {
  return (
    <>
      {/* Service and size share a row, so that Date and Time keep theirs with or without extras. */}
      <MemoSelect
        id={`${id}-service`}
        name="service"
        label={t.service}
        placeholder={t.servicePlaceholder}
        options={services}
        value={values.service}
        onValueChange={handler('service')}
        error={errors.service}
        aria-required
      />
      {propertyKind === 'items' ? (
        <MemoTextField
          id={`${id}-quantity`}
          name="quantity"
          type="number"
          inputMode="numeric"
          min={itemsRange.min}
          max={itemsRange.max}
          step={1}
          label={t.quantity}
          value={values.quantity}
          onValueChange={handler('quantity')}
          error={errors.quantity}
          required
        />
      ) : (
        <MemoSelect
          id={`${id}-property`}
          name="property"
          label={
            propertyKind === 'home'
              ? t.propertyHome
              : propertyKind === 'office'
                ? t.propertyOffice
                : t.propertyNoService
          }
          placeholder={propertyKind ? t.propertyPlaceholder : t.propertyNoServicePlaceholder}
          options={propertyKind ? sizeOptions : noOptions}
          disabled={!propertyKind}
          value={propertyKind ? values.property : ''}
          onValueChange={handler('property')}
          error={errors.property}
          aria-required
        />
      )}
      {extraOptions.length > 0 ? (
        <MemoCheckboxGroup
          id={`${id}-extras`}
          className={fullRow}
          name="extras"
          legend={t.extras}
          hint={t.extrasHint}
          options={extraOptions}
          value={chosenExtras}
          onValueChange={handler('extras')}
          error={errors.extras}
        />
      ) : null}
      {frequencyOptions.length > 0 ? (
        <MemoSelect
          id={`${id}-frequency`}
          className={fullRow}
          name="frequency"
          label={t.frequency}
          hint={t.frequencyHint}
          options={frequencyOptions}
          value={values.frequency ?? frequencyOptions[0]?.value ?? ''}
          onValueChange={handler('frequency')}
          error={errors.frequency}
        />
      ) : null}
    </>
  );
}

interface AddressFieldsProps extends Pick<BookingFormProps, 'communities' | 'communityLabels'> {
  id: string;
  t: BookingFormTexts;
  values: BookingFormValues;
  errors: NonNullable<BookingFormProps['errors']>;
  handler: ReturnType<typeof useFieldHandlers<BookingFormValues>>;
  textField: ReturnType<typeof useFieldBinding<Pick<BookingFormValues, TextFieldName>, TextFieldName>>;
}

/** Where: the area (a searchable list), the building, the apartment or villa, and the address. */
function AddressFields({
  id,
  t,
  values,
  errors,
  handler,
  textField,
  communities,
  communityLabels,
}: AddressFieldsProps) {
  const communityTexts = useMemo(
    () => ({ placeholder: t.communityPlaceholder, noMatch: t.communityNoMatch }),
    [t.communityPlaceholder, t.communityNoMatch],
  );
  return (
    <>
      {/* A Suspense boundary of its own: when React hydrates the form on a served page, it sets this field
          (the heaviest to set up: Ariakit's combobox) up after the rest, in a commit of its own, so that
          neither is one long task on a phone. It suspends on nothing. */}
      <Suspense fallback={null}>
        <MemoCommunityCombobox
          id={`${id}-community`}
          className={fullRow}
          name="community"
          label={t.community}
          texts={communityTexts}
          options={communities}
          optionLabels={communityLabels}
          value={values.community}
          onValueChange={handler('community')}
          error={errors.community}
          required
        />
      </Suspense>
      <MemoTextField {...textField('building')} label={t.building} autoComplete="address-line1" required />
      <MemoTextField {...textField('apartment')} label={t.apartment} autoComplete="address-line2" />
      <MemoTextArea
        {...textField('address')}
        className={fullRow}
        rows={3}
        label={t.address}
        placeholder={t.addressPlaceholder}
        autoComplete="address-line3"
        required
      />
    </>
  );
}

/** Who books: name, phone and e-mail. */
function ContactFields({ t, textField }: Pick<AddressFieldsProps, 't' | 'textField'>) {
  return (
    <>
      <MemoTextField {...textField('name')} className={fullRow} label={t.name} autoComplete="name" required />
      <MemoTextField
        {...textField('phone')}
        type="tel"
        label={t.phone}
        placeholder={t.phonePlaceholder}
        autoComplete="tel"
        required
      />
      <MemoTextField {...textField('email')} type="email" label={t.email} autoComplete="email" required />
    </>
  );
}

interface BookingNotesProps {
  id: string;
  headingLevel: 2 | 3;
  title: string;
  confirmNote: string;
  urgentNote: string;
  blocksNote: string;
  paymentNote: string;
  cancellationNote: string;
  phone: string;
  phoneHref: string;
}

/** The information notes beside the form: texts only, so they render once, not again with every key. */
const BookingNotes = /*#__PURE__*/ memo(function BookingNotes({
  id,
  headingLevel,
  title,
  confirmNote,
  urgentNote,
  blocksNote,
  paymentNote,
  cancellationNote,
  phone,
  phoneHref,
}: BookingNotesProps) {
  const NotesHeading = `h${headingLevel}` as const;
  return (
    <section aria-labelledby={id} className={notes}>
      <NotesHeading id={id} className={notesTitle}>
        <InfoIcon aria-hidden="true" className={noteIcon} />
        {title}
      </NotesHeading>
      <ul className={noteList}>
        <li className={noteItem}>
          <CircleCheckIcon aria-hidden="true" className={noteIcon} />
          <span>{confirmNote}</span>
        </li>
        <li className={noteItem}>
          <PhoneIcon aria-hidden="true" className={noteIcon} />
          <span>
            {urgentNote}{' '}
            <Link href={phoneHref} className={phoneLink}>
              <Ltr>{phone}</Ltr>
            </Link>
            .
          </span>
        </li>
        <li className={noteItem}>
          <ClockIcon aria-hidden="true" className={noteIcon} />
          <span>{blocksNote}</span>
        </li>
        <li className={noteItem}>
          <CreditCardIcon aria-hidden="true" className={noteIcon} />
          <span>{paymentNote}</span>
        </li>
        <li className={noteItem}>
          <CalendarIcon aria-hidden="true" className={noteIcon} />
          <span>{cancellationNote}</span>
        </li>
      </ul>
    </section>
  );
});
