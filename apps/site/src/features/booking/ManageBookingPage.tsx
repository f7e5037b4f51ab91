import {
  addDays,
  bookableDateRange,
  dayUnavailable,
  dubaiDate,
  type TimeSlot,
  timeSlots,
} from '@sparkle/company/booking';
import { bookingCalendarFile, calendarDataUrl } from '@sparkle/company/calendar';
import { type ManageBookingEvent, type ManagedBooking, seriesVisitOf } from '@sparkle/machines';
import { Card, Container, ManageBooking, type ManageBookingSeries, type ManageBookingState } from '@sparkle/ui';
import type { SnapshotFrom } from 'xstate';
import { companyName, contact } from '../../content/company';
import { machineText } from '../../i18n/machineMessages';
import { useTransitionalMachine } from '../../lib/useTransitionalMachine';
import * as styles from './BookingPage.css';
import { dateFieldLabels, manageBookingTexts, priceEstimateTexts } from './bookingFormText';
import {
  listSeparator,
  longDate,
  money,
  seriesChangedNotice,
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
function seriesPart(
  snapshot: Snapshot,
  send: (event: SeriesEvent) => void,
  pauseRange: { first: string; last: string },
): ManageBookingSeries | undefined {
  const { booking, error } = snapshot.context;
  const series = booking?.series;
  if (!booking || !series) return undefined;
  const step = seriesStep(snapshot);
  const status = seriesStatus(series);
  const current = seriesVisitOf(booking);
  const { seriesChangedFrom, values } = snapshot.context;
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
        // This page's visit moves with Reschedule (or, once skipped, not at all).
        canMove:
          visit !== current &&
          series.canChange &&
          visit.canChange &&
          (visit.state === 'booked' || visit.state === 'flagged'),
      })),
    canSkip: series.canChange && current?.canChange === true,
    canCancel: series.canChange,
    canChangeTime: series.canChange,
    canResume: series.canChange && series.pausedUntil !== null,
    step,
    notice: seriesChangedFrom ? seriesChangedNotice(series, seriesChangedFrom) : undefined,
    pause: {
      until: values.date,
      onUntilChange: (value) => send({ type: 'field.change', field: 'date', value }),
      today: pauseRange.first,
      maxDate: pauseRange.last,
      error:
        error?.field === 'date' && (step === 'pausing' || step === 'savingPause')
          ? machineText(error.message)
          : undefined,
    },
    // Only the details view shows no error of its own: a refused change of the series is said here.
    error:
      error &&
      error.field === null &&
      step !== 'changing' &&
      (step !== 'idle' || snapshot.matches({ loaded: 'viewing' }))
        ? machineText(error.message)
        : undefined,
    onSkip: () => send({ type: 'series.skip' }),
    onCancel: () => send({ type: 'series.cancel.start' }),
    onConfirmCancel: () => send({ type: 'series.cancel.confirm' }),
    onKeep: () => send({ type: 'series.cancel.keep' }),
    onMove: (occursOn) => send({ type: 'series.move.start', occursOn }),
    onChangeTime: () => send({ type: 'series.change.start' }),
    onPause: () => send({ type: 'series.pause.start' }),
    onSavePause: () => send({ type: 'series.pause.submit' }),
    onKeepGoing: () => send({ type: 'series.pause.cancel' }),
    onResume: () => send({ type: 'series.resume' }),
  };
}

/** Where the statechart is in changing the series, as the series part shows it. */
function seriesStep(snapshot: Snapshot): ManageBookingSeries['step'] {
  if (snapshot.matches({ loaded: 'skipping' })) return 'skipping';
  if (snapshot.matches({ loaded: 'confirmingSeriesCancel' })) return 'confirmingCancel';
  if (snapshot.matches({ loaded: 'cancellingSeries' })) return 'cancelling';
  if (snapshot.matches({ loaded: { pausing: 'saving' } })) return 'savingPause';
  if (snapshot.matches({ loaded: 'pausing' })) return 'pausing';
  if (snapshot.matches({ loaded: 'resuming' })) return 'resuming';
  if (snapshot.matches({ loaded: 'rescheduling' }) && snapshot.context.timeChange.kind !== 'booking') return 'changing';
  return 'idle';
}

/** A pause ends from tomorrow to a year from now (as the database checks). */
const pauseDays = 366;

type SeriesEvent = ManageBookingEvent;

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
 * move another one (the same date and slot pickers, with the live slots), change the series' day and time from a
 * date on, pause it until a date or resume it, cancel them all.
 */
export function ManageBookingPage({ token }: { token: string }) {
  const [snapshot, send] = useTransitionalMachine(siteManageBookingMachine, { input: { token } });
  const { booking, values, error, availability, timeChange } = snapshot.context;
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
            slots: timeSlots,
            onDateChange: (value) => send({ type: 'field.change', field: 'date', value }),
            // The select offers only `timeSlots`, so what it gives back is one of them (or none).
            onTimeSlotChange: (value) =>
              send({ type: 'field.change', field: 'timeSlot', value: value as TimeSlot | '' }),
            today: range.first,
            maxDate: range.last,
            isDateUnavailable: (iso) => dayUnavailable(iso, now, []) !== null,
            unavailable: unavailableSlots(slots),
            errors: state === 'rescheduling' ? fieldErrors : undefined,
            purpose: timeChange.kind,
            current:
              timeChange.kind === 'visit'
                ? `${longDate(timeChange.date)}, ${slotRange(timeChange.timeSlot)}`
                : undefined,
          }}
          texts={manageBookingTexts()}
          estimateTexts={priceEstimateTexts()}
          formatMoney={money}
          dateLabels={dateFieldLabels()}
          onRetry={() => send({ type: 'retry' })}
          series={seriesPart(snapshot, send, {
            first: addDays(dubaiDate(now), 1),
            last: addDays(dubaiDate(now), pauseDays),
          })}
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
