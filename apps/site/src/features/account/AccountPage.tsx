import { communities, type TimeSlot } from '@sparkle/company/booking';
import { normalizePhone } from '@sparkle/machines';
import {
  type AccountAddressField,
  type AccountAddressValues,
  AccountOverview,
  type AccountOverviewState,
  type AccountVisit,
  Container,
} from '@sparkle/ui';
import { useNavigate } from '@tanstack/react-router';
import { type Dispatch, type SetStateAction, useCallback, useEffect, useMemo, useState } from 'react';
import { useAuth } from '../../lib/auth';
import {
  frequencyName,
  listSeparator,
  longDate,
  money,
  serviceName,
  slotRange,
  statusLabel,
  statusTones,
} from '../booking/bookingText';
import { communityName, communityNames } from '../booking/communityNames';
import { loadPhoneMetadata } from '../booking/phoneMetadata';
import * as styles from './AccountPage.css';
import {
  type Account,
  type AccountAddressRow,
  AccountError,
  type AccountVisitRow,
  accountManageToken,
  deleteAddress,
  loadAccount,
  saveAccountPhone,
  saveAddress,
  sendAccountConfirmation,
} from './accountApi';
import {
  accountOverviewTexts,
  actionFailedText,
  addressTexts,
  phoneRefusedText,
  resendTooSoonText,
  resentText,
  visitStateLabel,
} from './accountTexts';
import { bookAgainHref } from './bookAgain';

/** A visit's key in the list: its booking, or its series and day for a visit not booked (yet). */
const visitKey = (row: AccountVisitRow) => row.booking_id ?? `${row.series_id}:${row.occurs_on ?? row.date}`;

function visitOf(row: AccountVisitRow): AccountVisit {
  // A series' visit that is not a booking (flagged, skipped, paused) says what became of it; a booking its status.
  const status = row.status && row.state === 'booked' ? statusLabel(row.status) : visitStateLabel(row.state);
  const tone =
    row.status && row.state === 'booked' ? statusTones[row.status] : row.state === 'flagged' ? 'accent' : 'neutral';
  return {
    id: visitKey(row),
    service: serviceName(row.service),
    date: longDate(row.date),
    time: slotRange(row.time_slot as TimeSlot),
    status,
    statusTone: tone,
    price: row.total_aed === null ? undefined : money(Math.round(row.total_aed * 100)),
    reference: row.reference ?? undefined,
    address:
      [row.apartment, row.building, row.community && communityName(row.community)]
        .filter(Boolean)
        .join(listSeparator()) || undefined,
    frequency: row.frequency === 'once' ? undefined : frequencyName(row.frequency),
    canManage: row.manage_booking_id !== null,
    bookAgainHref: bookAgainHref(row),
  };
}

/** The phone number being changed: what is typed, whether it is being saved, why it was refused. */
interface PhoneDraft {
  value: string;
  saving: boolean;
  error?: string | undefined;
}

/** An address being added (no `id`) or changed: what is typed, whether it is being saved, why it was refused. */
interface AddressDraft {
  id?: string | undefined;
  values: AccountAddressValues;
  saving: boolean;
  errors: Partial<Record<AccountAddressField, string>>;
  error?: string | undefined;
}

const emptyAddress: AccountAddressValues = { label: '', community: '', building: '', apartment: '', directions: '' };

const valuesOf = (row: AccountAddressRow): AccountAddressValues => ({
  label: row.label ?? '',
  community: row.community,
  building: row.building,
  apartment: row.apartment ?? '',
  directions: row.address ?? '',
});

/** Why the form's values cannot be saved as they are (the table checks lengths; the fields cap them). */
function addressErrors(values: AccountAddressValues): AddressDraft['errors'] {
  const errors: AddressDraft['errors'] = {};
  if (!(communities as readonly string[]).includes(values.community))
    errors.community = addressTexts().communityMissing;
  if (values.building.trim() === '') errors.building = addressTexts().buildingMissing;
  return errors;
}

/** The reason of a failed action in the page's words. */
function failureText(cause: unknown): string {
  if (cause instanceof AccountError && cause.reason === 'tooSoon') return resendTooSoonText();
  return actionFailedText();
}

type SetAccount = Dispatch<SetStateAction<Account | null>>;

/** Changing the phone number: checked as the booking form checks it (UAE rules, E.164), saved on the profile. */
function usePhoneForm(current: string, setAccount: SetAccount) {
  const userId = useAuth().user?.id;
  const [phoneDraft, setPhoneDraft] = useState<PhoneDraft | null>(null);
  const savePhone = () => {
    if (!phoneDraft || !userId) return;
    const typed = phoneDraft.value;
    const refuse = (error: string) => setPhoneDraft((draft) => draft && { ...draft, saving: false, error });
    setPhoneDraft({ value: typed, saving: true });
    // The full check's data loads on the first save (until then numbers are read by their shape).
    void loadPhoneMetadata()
      .then(() => {
        const phone = normalizePhone(typed);
        if (!phone) return refuse(phoneRefusedText());
        return saveAccountPhone(userId, phone.e164).then(() => {
          setAccount((current) => current && { ...current, summary: { ...current.summary, phone: phone.e164 } });
          setPhoneDraft(null);
        });
      })
      .catch((cause: unknown) => {
        console.error('The phone number could not be saved', cause);
        refuse(actionFailedText());
      });
  };

  return {
    onEditPhone: userId ? () => setPhoneDraft({ value: current, saving: false }) : undefined,
    phoneForm: phoneDraft
      ? {
          value: phoneDraft.value,
          onChange: (value: string) => setPhoneDraft((draft) => draft && { ...draft, value, error: undefined }),
          onSave: savePhone,
          onCancel: () => setPhoneDraft(null),
          saving: phoneDraft.saving,
          error: phoneDraft.error,
        }
      : undefined,
  };
}

/** Saved addresses: added, changed and deleted with the caller's own rights (RLS), one form at a time. */
function useAddressForms(
  addresses: Account['addresses'],
  setAccount: SetAccount,
  setError: (error: string | undefined) => void,
) {
  const communityLabels = useMemo(() => communityNames(), []);
  const [addressDraft, setAddressDraft] = useState<AddressDraft | null>(null);
  const [deletingAddressId, setDeletingAddressId] = useState<string | undefined>();
  const editAddress = (id: string) => {
    const row = addresses.find((candidate) => candidate.id === id);
    if (row) setAddressDraft({ id, values: valuesOf(row), saving: false, errors: {} });
  };
  const saveAddressDraft = () => {
    if (!addressDraft) return;
    const { id, values } = addressDraft;
    const errors = addressErrors(values);
    if (Object.keys(errors).length > 0) {
      setAddressDraft({ ...addressDraft, errors, error: undefined });
      return;
    }
    setAddressDraft({ ...addressDraft, saving: true, errors: {}, error: undefined });
    const optional = (value: string) => (value.trim() === '' ? null : value.trim());
    saveAddress(id, {
      label: optional(values.label),
      community: values.community,
      building: values.building.trim(),
      apartment: optional(values.apartment),
      address: optional(values.directions),
    }).then(
      (row) => {
        setAccount(
          (current) =>
            current && {
              ...current,
              addresses:
                id === undefined
                  ? [...current.addresses, row]
                  : current.addresses.map((address) => (address.id === id ? row : address)),
            },
        );
        setAddressDraft(null);
      },
      (cause: unknown) => {
        console.error('The address could not be saved', cause);
        const error =
          cause instanceof AccountError && cause.reason === 'tooMany' ? addressTexts().tooMany : actionFailedText();
        setAddressDraft((draft) => draft && { ...draft, saving: false, error });
      },
    );
  };
  const removeAddress = (id: string) => {
    setDeletingAddressId(id);
    setError(undefined);
    deleteAddress(id)
      .then(
        () =>
          setAccount(
            (current) => current && { ...current, addresses: current.addresses.filter((address) => address.id !== id) },
          ),
        (cause: unknown) => {
          console.error('The address could not be deleted', cause);
          setError(failureText(cause));
        },
      )
      .finally(() => setDeletingAddressId(undefined));
  };

  return {
    communityLabels,
    onAddAddress: () => setAddressDraft({ values: emptyAddress, saving: false, errors: {} }),
    onEditAddress: editAddress,
    onDeleteAddress: removeAddress,
    deletingAddressId,
    addressForm: addressDraft
      ? {
          id: addressDraft.id,
          values: addressDraft.values,
          onChange: (field: keyof AddressDraft['values'], value: string) =>
            setAddressDraft(
              (draft) =>
                draft && {
                  ...draft,
                  values: { ...draft.values, [field]: value },
                  errors: { ...draft.errors, [field]: undefined },
                },
            ),
          onSave: saveAddressDraft,
          onCancel: () => setAddressDraft(null),
          saving: addressDraft.saving,
          errors: addressDraft.errors,
          error: addressDraft.error,
        }
      : undefined,
  };
}

/**
 * A signed-in customer's page, /account (the route sends a visitor to sign in first): their visits, upcoming and
 * past, each with its manage page (a new manage link the database issues for the caller's own booking) and
 * 'Book again'; their saved addresses and phone (which they change here); and, while their e-mail address is not proven, the link that
 * proves it, which also brings the bookings made with it earlier into the account. What is whose is the database's
 * to say (the account functions read `auth.uid()`; the addresses' RLS).
 */
export function AccountPage() {
  const navigate = useNavigate();
  const [state, setState] = useState<AccountOverviewState>('loading');
  const [account, setAccount] = useState<Account | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [resending, setResending] = useState(false);
  const [resendNote, setResendNote] = useState<string | undefined>();
  const [openingVisitId, setOpeningVisitId] = useState<string | undefined>();

  const load = useCallback(() => {
    setState('loading');
    setError(undefined);
    loadAccount().then(
      (loaded) => {
        setAccount(loaded);
        setState('ready');
      },
      (cause: unknown) => {
        console.error('The account could not be loaded', cause);
        setState('failed');
      },
    );
  }, []);
  useEffect(load, [load]);

  const resend = () => {
    setResending(true);
    setError(undefined);
    setResendNote(undefined);
    sendAccountConfirmation()
      .then(
        (summary) => {
          setAccount((current) => current && { ...current, summary });
          setResendNote(resentText(summary.email));
        },
        (cause: unknown) => {
          console.error('The confirmation link could not be sent', cause);
          setError(failureText(cause));
        },
      )
      .finally(() => setResending(false));
  };

  const rows = account?.visits ?? [];
  const manage = (visitId: string) => {
    const row = rows.find((candidate) => visitKey(candidate) === visitId);
    if (!row?.manage_booking_id) return;
    setOpeningVisitId(visitId);
    setError(undefined);
    accountManageToken(row.manage_booking_id).then(
      (token) => void navigate({ to: '/booking/$token', params: { token } }),
      (cause: unknown) => {
        console.error('The manage page could not be opened', cause);
        setOpeningVisitId(undefined);
        setError(failureText(cause));
      },
    );
  };

  const summary = account?.summary;
  const phone = usePhoneForm(summary?.phone ?? '', setAccount);
  const addressForms = useAddressForms(account?.addresses ?? [], setAccount, setError);
  return (
    <Container className={styles.body}>
      <AccountOverview
        state={state}
        email={summary?.email}
        phone={summary?.phone ?? undefined}
        emailProven={summary?.emailProven ?? true}
        upcoming={rows.filter((row) => row.upcoming).map(visitOf)}
        past={rows.filter((row) => !row.upcoming).map(visitOf)}
        addresses={(account?.addresses ?? []).map((address) => ({
          id: address.id,
          label: address.label ?? undefined,
          text: [address.apartment, address.building, communityName(address.community), address.address]
            .filter(Boolean)
            .join(listSeparator()),
        }))}
        onResend={resend}
        resending={resending}
        resendNote={resendNote}
        error={error}
        onManage={manage}
        openingVisitId={openingVisitId}
        onRetry={load}
        {...phone}
        communities={communities}
        {...addressForms}
        texts={accountOverviewTexts()}
      />
    </Container>
  );
}
