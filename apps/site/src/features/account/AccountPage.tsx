import type { TimeSlot } from '@sparkle/company/booking';
import { AccountOverview, type AccountOverviewState, type AccountVisit, Container } from '@sparkle/ui';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useState } from 'react';
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
import { communityName } from '../booking/communityNames';
import * as styles from './AccountPage.css';
import {
  type Account,
  AccountError,
  type AccountVisitRow,
  accountManageToken,
  loadAccount,
  sendAccountConfirmation,
} from './accountApi';
import { accountOverviewTexts, actionFailedText, resendTooSoonText, resentText, visitStateLabel } from './accountTexts';
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

/** The reason of a failed action in the page's words. */
function failureText(cause: unknown): string {
  if (cause instanceof AccountError && cause.reason === 'tooSoon') return resendTooSoonText();
  return actionFailedText();
}

/**
 * A signed-in customer's page, /account (the route sends a visitor to sign in first): their visits, upcoming and
 * past, each with its manage page (a new manage link the database issues for the caller's own booking) and
 * 'Book again'; their saved addresses and phone; and, while their e-mail address is not proven, the link that
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
        texts={accountOverviewTexts()}
      />
    </Container>
  );
}
