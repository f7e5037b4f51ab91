import { type FormEvent, type ReactNode, useId } from 'react';
import { Badge, type BadgeTone } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { CommunityCombobox, type CommunityComboboxTexts } from '../CommunityCombobox/CommunityCombobox';
import { Heading } from '../Heading/Heading';
import { AlertIcon, CircleCheckIcon, MailIcon } from '../Icon/icons';
import { ButtonLink } from '../Link/Link';
import { FailedStatus } from '../private/FailedStatus';
import { Ltr } from '../private/Ltr';
import { statusPage } from '../private/statusPage.css';
import { Text } from '../Text/Text';
import { TextArea } from '../TextArea/TextArea';
import { TextField } from '../TextField/TextField';
import * as styles from './AccountOverview.css';

/** What the account page shows: `loading` the account, `failed` to (try again), or the account (`ready`). */
export const accountOverviewStates = ['loading', 'failed', 'ready'] as const;
export type AccountOverviewState = (typeof accountOverviewStates)[number];

/** One visit as people read it: every value already formatted by the caller, in the page's language. */
export interface AccountVisit {
  /** Unique in the list (the booking's id, or the series' id and the day). */
  id: string;
  service: string;
  /** e.g. 'Tuesday 1 December 2026'. */
  date: string;
  /** e.g. '10:00 AM – 12:00 PM'. */
  time: string;
  status: string;
  /** @default 'brand' */
  statusTone?: BadgeTone;
  /** e.g. 'AED 315'; none for a visit not priced yet. */
  price?: string | undefined;
  /** e.g. 'SC-7K2M9Q'. */
  reference?: string | undefined;
  /** Community, building, apartment. */
  address?: string | undefined;
  /** e.g. 'Weekly': the series the visit belongs to. */
  frequency?: string | undefined;
  /** Whether it has a manage page to open (`onManage`). */
  canManage: boolean;
  /** The booking form, filled in with this visit's job and address. */
  bookAgainHref: string;
}

export interface AccountAddress {
  id: string;
  /** The customer's own name for it, e.g. 'Home'. */
  label?: string | undefined;
  /** Community, building and apartment, as one line. */
  text: string;
}

/** Every text of the page. */
export interface AccountOverviewTexts {
  title: string;
  loading: string;
  failedTitle: string;
  failedText: string;
  retry: string;
  email: string;
  phone: string;
  noPhone: string;
  unprovenTitle: string;
  unprovenText: string;
  resend: string;
  resending: string;
  upcoming: string;
  noUpcoming: string;
  past: string;
  noPast: string;
  reference: string;
  price: string;
  address: string;
  frequency: string;
  manage: string;
  opening: string;
  bookAgain: string;
  addresses: string;
  noAddresses: string;
  bookCleaning: string;
  changePhone: string;
  addPhone: string;
  phoneHint: string;
  savePhone: string;
  saving: string;
  cancel: string;
  addAddress: string;
  newAddressTitle: string;
  editAddressTitle: string;
  editAddress: string;
  deleteAddress: string;
  deleting: string;
  addressLabel: string;
  addressLabelHint: string;
  building: string;
  apartment: string;
  directions: string;
  directionsHint: string;
  saveAddress: string;
  /** The community field's own texts (label, placeholder, no match). */
  community?: Partial<CommunityComboboxTexts>;
}

/** A saved address's fields, as typed. */
export interface AccountAddressValues {
  label: string;
  /** One of `communities`, or `''`. */
  community: string;
  building: string;
  apartment: string;
  directions: string;
}
export type AccountAddressField = keyof AccountAddressValues;

/** The longest each field may be (the table's checks). */
export const accountAddressMaxLengths: Record<AccountAddressField, number> = {
  label: 60,
  community: 100,
  building: 200,
  apartment: 50,
  directions: 2000,
};

/** An address being added (no `id`) or changed. */
export interface AccountAddressForm {
  id?: string | undefined;
  values: AccountAddressValues;
  onChange: (field: AccountAddressField, value: string) => void;
  onSave: () => void;
  onCancel: () => void;
  saving?: boolean;
  /** Why a field was refused, under it. */
  errors?: Partial<Record<AccountAddressField, string>>;
  /** Why the save was refused as a whole (at most 20 addresses, the connection), above the buttons. */
  error?: string | undefined;
}

/** The phone number being changed: what is typed, and what became of the last save. */
export interface AccountPhoneForm {
  value: string;
  onChange: (value: string) => void;
  /** Called on submit; the caller checks the number and saves it. */
  onSave: () => void;
  onCancel: () => void;
  saving?: boolean;
  /** Why the number was refused, under the field (what was typed stays). */
  error?: string | undefined;
}

export const defaultAccountOverviewTexts: AccountOverviewTexts = {
  title: 'My account',
  loading: 'Loading your account...',
  failedTitle: 'Your account could not be loaded',
  failedText: 'Please check your connection and try again.',
  retry: 'Try again',
  email: 'E-mail',
  phone: 'Phone',
  noPhone: 'No phone number yet: the one on your next booking is kept here.',
  unprovenTitle: 'Confirm your e-mail address',
  unprovenText:
    'Bookings you made with this address before you had an account appear here once you open the link we send to it.',
  resend: 'Send me the link',
  resending: 'Sending...',
  upcoming: 'Upcoming visits',
  noUpcoming: 'No visits planned.',
  past: 'Past visits',
  noPast: 'No past visits yet.',
  reference: 'Reference',
  price: 'Price',
  address: 'Address',
  frequency: 'Repeats',
  manage: 'Manage',
  opening: 'Opening...',
  bookAgain: 'Book again',
  addresses: 'Saved addresses',
  noAddresses: 'No saved addresses yet.',
  bookCleaning: 'Book a cleaning',
  changePhone: 'Change phone number',
  addPhone: 'Add a phone number',
  phoneHint: "A UAE number such as 050 123 4567, or another country's with its + code.",
  savePhone: 'Save phone number',
  saving: 'Saving...',
  cancel: 'Cancel',
  addAddress: 'Add an address',
  newAddressTitle: 'New address',
  editAddressTitle: 'Change address',
  editAddress: 'Change',
  deleteAddress: 'Delete',
  deleting: 'Deleting...',
  addressLabel: 'Name',
  addressLabelHint: 'Optional, e.g. Home or Office.',
  building: 'Building / villa',
  apartment: 'Apartment / unit',
  directions: 'Directions',
  directionsHint: 'Optional: how the crew finds the door, parking, gate code.',
  saveAddress: 'Save address',
};

export interface AccountOverviewProps {
  state: AccountOverviewState;
  /** The account's e-mail address. */
  email?: string;
  /** The phone number to show (already formatted), if any. */
  phone?: string | undefined;
  /** False while the address has not been proven through the link sent to it: the page offers the link. */
  emailProven?: boolean;
  upcoming?: readonly AccountVisit[];
  past?: readonly AccountVisit[];
  addresses?: readonly AccountAddress[];
  /** Asks for the confirmation link again. */
  onResend?: () => void;
  resending?: boolean;
  /** What became of the last request for the link ('We have sent…'), read out when it changes. */
  resendNote?: string | undefined;
  /** Why the last action failed (the link, a manage page), as an alert. */
  error?: string | undefined;
  /** Opens a visit's manage page. */
  onManage?: (visitId: string) => void;
  /** The visit whose manage page is being opened. */
  openingVisitId?: string | undefined;
  onRetry?: () => void;
  /** Offers to change (or add) the phone number; none without it. */
  onEditPhone?: () => void;
  /** While given, the phone number is being changed: its form shows instead of the number. */
  phoneForm?: AccountPhoneForm | undefined;
  /** The communities an address may be in (the booking form's list), and their names in the page's language. */
  communities?: readonly string[];
  communityLabels?: Readonly<Record<string, string>> | undefined;
  /** Offers 'Add an address'; none without it (nor while an address is being edited). */
  onAddAddress?: () => void;
  /** Offers 'Change' and 'Delete' on each saved address. */
  onEditAddress?: (addressId: string) => void;
  onDeleteAddress?: (addressId: string) => void;
  /** The address being deleted. */
  deletingAddressId?: string | undefined;
  /** While given, an address is being added or changed: its form shows (in place of the one it changes). */
  addressForm?: AccountAddressForm | undefined;
  /** @default '/book-now' */
  bookHref?: string;
  texts?: Partial<AccountOverviewTexts>;
}

function VisitCard({
  visit,
  texts,
  onManage,
  opening,
}: {
  visit: AccountVisit;
  texts: AccountOverviewTexts;
  onManage?: ((visitId: string) => void) | undefined;
  opening: boolean;
}) {
  const titleId = useId();
  const fact = (term: string, value: ReactNode) => (
    <>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.value}>{value}</dd>
    </>
  );
  return (
    <li className={styles.visit}>
      <div className={styles.visitHeader}>
        <Heading level={3} size={4} id={titleId}>
          {visit.service}
        </Heading>
        <Badge tone={visit.statusTone ?? 'brand'}>{visit.status}</Badge>
      </div>
      <Text weight="semibold">
        {visit.date}, <Ltr>{visit.time}</Ltr>
      </Text>
      <dl className={styles.facts}>
        {visit.frequency ? fact(texts.frequency, visit.frequency) : null}
        {visit.address ? fact(texts.address, visit.address) : null}
        {visit.price ? fact(texts.price, visit.price) : null}
        {visit.reference ? fact(texts.reference, <Ltr>{visit.reference}</Ltr>) : null}
      </dl>
      <div className={styles.actions}>
        {visit.canManage ? (
          <Button
            tone="secondary"
            size="small"
            pending={opening}
            pendingLabel={texts.opening}
            onClick={() => onManage?.(visit.id)}
            aria-describedby={titleId}
          >
            {texts.manage}
          </Button>
        ) : null}
        <ButtonLink tone="ghost" size="small" href={visit.bookAgainHref} aria-describedby={titleId}>
          {texts.bookAgain}
        </ButtonLink>
      </div>
    </li>
  );
}

/** Changing the phone number: one field, Save and Cancel; a refusal says why under the field and keeps the text. */
function PhoneForm({ form, texts, id }: { form: AccountPhoneForm; texts: AccountOverviewTexts; id: string }) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!form.saving) form.onSave();
  };
  return (
    <form onSubmit={submit} className={styles.phoneForm} noValidate>
      <TextField
        id={id}
        name="phone"
        type="tel"
        label={texts.phone}
        hint={texts.phoneHint}
        autoComplete="tel"
        value={form.value}
        onValueChange={form.onChange}
        error={form.error}
        required
      />
      <div className={styles.formActions}>
        <Button type="submit" pending={form.saving} pendingLabel={texts.saving}>
          {texts.savePhone}
        </Button>
        <Button tone="secondary" onClick={form.onCancel} disabled={form.saving}>
          {texts.cancel}
        </Button>
      </div>
    </form>
  );
}

/** Adding or changing a saved address: community from the booking form's list, building, apartment, directions, name. */
function AddressForm({
  form,
  texts,
  id,
  communities,
  communityLabels,
}: {
  form: AccountAddressForm;
  texts: AccountOverviewTexts;
  id: string;
  communities: readonly string[];
  communityLabels?: Readonly<Record<string, string>> | undefined;
}) {
  const { values, errors = {} } = form;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!form.saving) form.onSave();
  };
  const title = form.id === undefined ? texts.newAddressTitle : texts.editAddressTitle;
  return (
    <form onSubmit={submit} className={styles.addressForm} noValidate aria-labelledby={`${id}-title`}>
      <Heading level={3} size={4} id={`${id}-title`}>
        {title}
      </Heading>
      <CommunityCombobox
        id={`${id}-community`}
        name="community"
        options={communities}
        optionLabels={communityLabels}
        value={values.community}
        onValueChange={(value) => form.onChange('community', value)}
        error={errors.community}
        required
        texts={texts.community}
      />
      <TextField
        id={`${id}-building`}
        name="building"
        label={texts.building}
        value={values.building}
        onValueChange={(value) => form.onChange('building', value)}
        error={errors.building}
        maxLength={accountAddressMaxLengths.building}
        required
      />
      <TextField
        id={`${id}-apartment`}
        name="apartment"
        label={texts.apartment}
        value={values.apartment}
        onValueChange={(value) => form.onChange('apartment', value)}
        error={errors.apartment}
        maxLength={accountAddressMaxLengths.apartment}
      />
      <TextArea
        id={`${id}-directions`}
        name="directions"
        label={texts.directions}
        hint={texts.directionsHint}
        value={values.directions}
        onValueChange={(value) => form.onChange('directions', value)}
        error={errors.directions}
        maxLength={accountAddressMaxLengths.directions}
      />
      <TextField
        id={`${id}-label`}
        name="label"
        label={texts.addressLabel}
        hint={texts.addressLabelHint}
        value={values.label}
        onValueChange={(value) => form.onChange('label', value)}
        error={errors.label}
        maxLength={accountAddressMaxLengths.label}
      />
      {form.error ? (
        <p role="alert" className={styles.errorMessage}>
          <AlertIcon aria-hidden="true" className={styles.messageIcon} />
          <span>{form.error}</span>
        </p>
      ) : null}
      <div className={styles.formActions}>
        <Button type="submit" pending={form.saving} pendingLabel={texts.saving}>
          {texts.saveAddress}
        </Button>
        <Button tone="secondary" onClick={form.onCancel} disabled={form.saving}>
          {texts.cancel}
        </Button>
      </div>
    </form>
  );
}

/** A saved address, with its edit and delete buttons (both disabled while an address form is open). */
function SavedAddress({
  address,
  t,
  onEdit,
  onDelete,
  deleting,
  formOpen,
}: {
  address: AccountAddress;
  t: AccountOverviewTexts;
  onEdit?: (id: string) => void;
  onDelete?: (id: string) => void;
  deleting: boolean;
  formOpen: boolean;
}) {
  return (
    <li className={styles.visit}>
      {address.label ? <Text weight="semibold">{address.label}</Text> : null}
      <Text>{address.text}</Text>
      {onEdit || onDelete ? (
        <div className={styles.formActions}>
          {onEdit ? (
            <Button
              tone="secondary"
              size="small"
              onClick={() => onEdit(address.id)}
              disabled={formOpen}
              aria-label={`${t.editAddress}: ${address.label ?? address.text}`}
            >
              {t.editAddress}
            </Button>
          ) : null}
          {onDelete ? (
            <Button
              tone="ghost"
              size="small"
              onClick={() => onDelete(address.id)}
              pending={deleting}
              pendingLabel={t.deleting}
              disabled={formOpen}
              aria-label={`${t.deleteAddress}: ${address.label ?? address.text}`}
            >
              {t.deleteAddress}
            </Button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

/** The address is not proven yet: resend the link that proves it. */
function EmailProof({
  id,
  t,
  onResend,
  resending,
  resendNote,
}: {
  id: string;
  t: AccountOverviewTexts;
  onResend?: () => void;
  resending: boolean;
  resendNote?: string;
}) {
  return (
    <section aria-labelledby={id} className={styles.confirmPanel}>
      <Heading level={2} size={4} id={id}>
        {t.unprovenTitle}
      </Heading>
      <Text>{t.unprovenText}</Text>
      <Button
        tone="secondary"
        pending={resending}
        pendingLabel={t.resending}
        onClick={onResend}
        icon={<MailIcon aria-hidden="true" />}
      >
        {t.resend}
      </Button>
      <p role="status" className={resendNote ? styles.notice : undefined}>
        {resendNote ? (
          <>
            <CircleCheckIcon aria-hidden="true" className={styles.messageIcon} />
            <span>{resendNote}</span>
          </>
        ) : null}
      </p>
    </section>
  );
}

/** The page's title, the customer's e-mail and phone, and the phone's form or the button that opens it. */
function AccountIntro({
  id,
  t,
  email,
  phone,
  phoneForm,
  onEditPhone,
}: Pick<AccountOverviewProps, 'phone' | 'phoneForm' | 'onEditPhone'> & {
  id: string;
  t: AccountOverviewTexts;
  email: string;
}) {
  return (
    <div className={styles.intro}>
      <Heading level={1} size={2}>
        {t.title}
      </Heading>
      <dl className={styles.facts}>
        <dt className={styles.term}>{t.email}</dt>
        <dd className={[styles.value, styles.breakAnywhere].join(' ')}>
          <Ltr>{email}</Ltr>
        </dd>
        <dt className={styles.term}>{t.phone}</dt>
        <dd className={styles.value}>{phone ? <Ltr>{phone}</Ltr> : t.noPhone}</dd>
      </dl>
      {phoneForm ? (
        <PhoneForm form={phoneForm} texts={t} id={`${id}-phone`} />
      ) : onEditPhone ? (
        <div>
          <Button tone="secondary" size="small" onClick={onEditPhone}>
            {phone ? t.changePhone : t.addPhone}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

/**
 * A customer's account page: their e-mail and phone, the link that proves the address while it is not proven yet,
 * the upcoming and past visits (each with its manage page and 'Book again'), and the saved addresses.
 */
export function AccountOverview({
  state,
  email = '',
  phone,
  emailProven = true,
  upcoming = [],
  past = [],
  addresses = [],
  onResend,
  resending = false,
  resendNote,
  error,
  onManage,
  openingVisitId,
  onRetry,
  onEditPhone,
  phoneForm,
  communities = [],
  communityLabels,
  onAddAddress,
  onEditAddress,
  onDeleteAddress,
  deletingAddressId,
  addressForm,
  bookHref = '/book-now',
  texts: textsProp,
}: AccountOverviewProps) {
  const t = { ...defaultAccountOverviewTexts, ...textsProp };
  const id = useId();

  if (state === 'loading') {
    return (
      <div className={statusPage}>
        <Heading level={1} size={2} align="center">
          {t.title}
        </Heading>
        <Text role="status" size="large" tone="secondary">
          {t.loading}
        </Text>
      </div>
    );
  }

  if (state === 'failed') {
    return (
      <FailedStatus
        id={id}
        headingLevel={1}
        title={t.failedTitle}
        message={error ?? t.failedText}
        retry={t.retry}
        onRetry={onRetry}
      />
    );
  }

  const visits = (list: readonly AccountVisit[], none: string) =>
    list.length === 0 ? (
      <Text className={styles.empty}>{none}</Text>
    ) : (
      <ul className={styles.list}>
        {list.map((visit) => (
          <VisitCard key={visit.id} visit={visit} texts={t} onManage={onManage} opening={openingVisitId === visit.id} />
        ))}
      </ul>
    );

  return (
    <div className={styles.root}>
      <AccountIntro id={id} t={t} email={email} phone={phone} phoneForm={phoneForm} onEditPhone={onEditPhone} />
      {error ? (
        <p role="alert" className={styles.errorMessage}>
          <AlertIcon aria-hidden="true" className={styles.messageIcon} />
          <span>{error}</span>
        </p>
      ) : null}
      {emailProven ? null : (
        <EmailProof id={`${id}-proof`} t={t} onResend={onResend} resending={resending} resendNote={resendNote} />
      )}
      <section aria-labelledby={`${id}-upcoming`} className={styles.section}>
        <Heading level={2} size={3} id={`${id}-upcoming`}>
          {t.upcoming}
        </Heading>
        {visits(upcoming, t.noUpcoming)}
        <div className={styles.actions}>
          <ButtonLink href={bookHref}>{t.bookCleaning}</ButtonLink>
        </div>
      </section>
      <section aria-labelledby={`${id}-past`} className={styles.section}>
        <Heading level={2} size={3} id={`${id}-past`}>
          {t.past}
        </Heading>
        {visits(past, t.noPast)}
      </section>
      <section aria-labelledby={`${id}-addresses`} className={styles.section}>
        <Heading level={2} size={3} id={`${id}-addresses`}>
          {t.addresses}
        </Heading>
        {addresses.length === 0 && !addressForm ? (
          <Text className={styles.empty}>{t.noAddresses}</Text>
        ) : (
          <ul className={styles.list}>
            {addresses.map((address) =>
              addressForm?.id === address.id ? (
                <li key={address.id} className={styles.visit}>
                  <AddressForm
                    form={addressForm}
                    texts={t}
                    id={`${id}-address`}
                    communities={communities}
                    communityLabels={communityLabels}
                  />
                </li>
              ) : (
                <SavedAddress
                  key={address.id}
                  address={address}
                  t={t}
                  onEdit={onEditAddress}
                  onDelete={onDeleteAddress}
                  deleting={deletingAddressId === address.id}
                  formOpen={addressForm !== undefined}
                />
              ),
            )}
            {addressForm && addressForm.id === undefined ? (
              <li className={styles.visit}>
                <AddressForm
                  form={addressForm}
                  texts={t}
                  id={`${id}-address`}
                  communities={communities}
                  communityLabels={communityLabels}
                />
              </li>
            ) : null}
          </ul>
        )}
        {onAddAddress && !addressForm ? (
          <div className={styles.actions}>
            <Button tone="secondary" onClick={onAddAddress}>
              {t.addAddress}
            </Button>
          </div>
        ) : null}
      </section>
    </div>
  );
}
