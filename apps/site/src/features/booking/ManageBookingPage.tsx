import { bookableDateRange, dayUnavailable } from '@sparkle/company/booking';
import { bookingCalendarFile, calendarDataUrl } from '@sparkle/company/calendar';
import { type ManagedBooking, seriesVisitOf } from '@sparkle/machines';
import { Card, Container, ManageBooking, type ManageBookingSeries, type ManageBookingState } from '@sparkle/ui';
import { useMachine } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import { companyName, contact } from '../../content/company';
import { machineText } from '../../i18n/machineMessages';
import * as styles from './BookingPage.css';
import { dateFieldLabels, manageBookingTexts, priceEstimateTexts } from './bookingFormText';
import {
  listSeparator,
  longDate,
  money,
  seriesStatus,
  seriesSummary,
  seriesVisitState,
  serviceName,
  slotRange,
  statusLabel,
  statusTones,
  unavailableSlots,
} from './bookingText';
import { communityName } from './communityNames';
import { siteManageBookingMachine } from './siteManageBookingMachine';

type Snapshot = SnapshotFrom<typeof siteManageBookingMachine>;

/** Which of the presentational page's states the statechart is in. */
function pageState(snapshot: Snapshot): { state: ManageBookingState; pending: boolean } {
  if (snapshot.matches('loading')) return { state: 'loading', pending: false };
  if (snapshot.matches('failed')) return { state: 'failed', pending: false };
  if (snapshot.matches('notFound')) return { state: 'notFound', pending: false };
  if (snapshot.matches('expired')) return { state: 'expired', pending: false };
  if (snapshot.matches({ loaded: 'rescheduling' })) {
    return { state: 'rescheduling', pending: snapshot.matches({ loaded: { rescheduling: 'saving' } }) };
  }
  if (snapshot.matches({ loaded: 'confirmingCancel' })) return { state: 'confirmingCancel', pending: false };
  if (snapshot.matches({ loaded: 'cancelling' })) return { state: 'confirmingCancel', pending: true };
  return { state: snapshot.context.booking?.status === 'cancelled' ? 'cancelled' : 'details', pending: false };
}

function details(booking: ManagedBooking) {
  return {
    reference: booking.reference,
    status: statusLabel(booking.status),
    statusTone: statusTones[booking.status],
    service: serviceName(booking.service),
    date: longDate(booking.date),
    time: slotRange(booking.timeSlot),
    address: [
      booking.apartment,
      booking.building,
      booking.community && communityName(booking.community),
      booking.address,
    ]
      .filter(Boolean)
      .join(listSeparator()),
    estimate: booking.estimate,
  };
}

/** How many visits of a series the page lists, from this one on. */
const listedVisits = 8;

/** The series part of the page: its visits from this one on, and where the statechart is in changing it. */
function seriesPart(snapshot: Snapshot, send: (event: SeriesEvent) => void): ManageBookingSeries | undefined {
  const { booking, error } = snapshot.context;
  const series = booking?.series;
  if (!booking || !series) return undefined;
  const step = snapshot.matches({ loaded: 'skipping' })
    ? 'skipping'
    : snapshot.matches({ loaded: 'confirmingSeriesCancel' })
      ? 'confirmingCancel'
      : snapshot.matches({ loaded: 'cancellingSeries' })
        ? 'cancelling'
        : 'idle';
  const status = seriesStatus(series);
  const current = seriesVisitOf(booking);
  return {
    summary: seriesSummary(series),
    status: status?.label,
    statusTone: status?.tone,
    visits: series.visits
      .filter((visit) => visit.date >= (current?.date ?? booking.date))
      .slice(0, listedVisits)
      .map((visit) => ({
        key: visit.occursOn,
        date: longDate(visit.date),
        time: slotRange(visit.timeSlot),
        ...seriesVisitState(visit),
        current: visit === current,
      })),
    canSkip: series.canChange && current?.canChange === true,
    canCancel: series.canChange,
    step,
    // Only the details view shows no error of its own: a refused change of the series is said here.
    error:
      error && (step !== 'idle' || snapshot.matches({ loaded: 'viewing' })) ? machineText(error.message) : undefined,
    onSkip: () => send({ type: 'series.skip' }),
    onCancel: () => send({ type: 'series.cancel.start' }),
    onConfirmCancel: () => send({ type: 'series.cancel.confirm' }),
    onKeep: () => send({ type: 'series.cancel.keep' }),
  };
}

type SeriesEvent =
  | { type: 'series.skip' }
  | { type: 'series.cancel.start' }
  | { type: 'series.cancel.confirm' }
  | { type: 'series.cancel.keep' };

/** The booking as the same .ics file its confirmation carries (the page's own address is the manage link). */
function calendarFile(booking: ManagedBooking) {
  const file = bookingCalendarFile({
    reference: booking.reference,
    serviceName: serviceName(booking.service),
    date: booking.date,
    timeSlot: booking.timeSlot,
    location: details(booking).address,
    manageUrl: typeof window === 'undefined' ? '' : window.location.href.split('#')[0]!,
    companyName,
    companyPhone: contact.phone,
  });
  return { href: calendarDataUrl(file), fileName: `${booking.reference}.ics` };
}

/**
 * The private page behind a booking's manage link, `/booking/<token>`: the booking and its status;
 * while the appointment is more than 24 hours away, a new free slot or a cancellation. The database decides
 * (the token, the rules, the crews) and records each change; a wrong or expired link gets a page that says so
 * and never someone else's booking. A visit of a regular cleaning shows its series: the next visits, skip this one,
 * cancel them all.
 */
export function ManageBookingPage({ token }: { token: string }) {
  const [snapshot, send] = useMachine(siteManageBookingMachine, { input: { token } });
  const { booking, values, error, availability } = snapshot.context;
  const { state, pending } = pageState(snapshot);
  const now = Date.now();
  const range = bookableDateRange(now);
  const slots =
    availability && booking && availability.date === values.date && availability.service === booking.service
      ? availability.slots
      : undefined;
  const fieldErrors =
    error?.field === 'date' || error?.field === 'timeSlot' ? { [error.field]: machineText(error.message) } : undefined;

  return (
    <Container className={styles.body}>
      <Card padding="large" elevation="raised" className={styles.manage}>
        <ManageBooking
          state={state}
          pending={pending}
          booking={booking ? details(booking) : undefined}
          canChange={booking?.canChange ?? false}
          calendar={booking ? calendarFile(booking) : undefined}
          error={error && !fieldErrors ? machineText(error.message) : undefined}
          phone={contact.phone}
          reschedule={{
            date: values.date,
            timeSlot: values.timeSlot,
            onDateChange: (value) => send({ type: 'field.change', field: 'date', value }),
            onTimeSlotChange: (value) => send({ type: 'field.change', field: 'timeSlot', value }),
            today: range.first,
            maxDate: range.last,
            isDateUnavailable: (iso) => dayUnavailable(iso, now, []) !== null,
            unavailable: unavailableSlots(slots),
            errors: fieldErrors,
          }}
          texts={manageBookingTexts()}
          estimateTexts={priceEstimateTexts()}
          formatMoney={money}
          dateLabels={dateFieldLabels()}
          onRetry={() => send({ type: 'retry' })}
          series={seriesPart(snapshot, send)}
          onReschedule={() => send({ type: 'reschedule.start' })}
          onCancel={() => send({ type: 'cancel.start' })}
          onBack={() => send({ type: state === 'rescheduling' ? 'reschedule.cancel' : 'cancel.keep' })}
          onSaveReschedule={() => send({ type: 'reschedule.submit' })}
          onConfirmCancel={() => send({ type: 'cancel.confirm' })}
        />
      </Card>
    </Container>
  );
}
