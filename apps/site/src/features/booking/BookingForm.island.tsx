import { bookableDateRange, communities, propertyKindOf, timeSlots } from '@sparkle/company/booking';
import { bookingCalendarFile, calendarDataUrl } from '@sparkle/company/calendar';
import { type BookingFieldChangeEvent, selectDayUnavailable, selectEstimate } from '@sparkle/machines';
import { BookingConfirmation, BookingForm, type BookingFormField, Card, Container } from '@sparkle/ui';
import { useLocation } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { SnapshotFrom } from 'xstate';
import { companyName, contact } from '../../content/company';
import { bookableServiceOptions } from '../../i18n/businessTexts';
import { currentLocale } from '../../i18n/i18n';
import { localizedPath } from '../../i18n/locale';
import { machineText } from '../../i18n/machineMessages';
import { formOpenedAt } from '../../lib/formTiming';
import { useSubmitFocus } from '../../lib/useSubmitFocus';
import { formIslands } from '../../loading/formIslands';
import * as styles from './BookingPage.css';
import {
  bookingConfirmationTexts,
  bookingFormTexts,
  dateFieldLabels,
  honeypotLabel,
  priceEstimateTexts,
} from './bookingFormText';
import { bookingPrefill } from './bookingPrefill';
import {
  extraOptions,
  frequencyOptions,
  listSeparator,
  longDate,
  money,
  seriesSummary,
  serviceName,
  sizeOptions,
  slotRange,
  unavailableSlots,
} from './bookingText';
import { communityNames } from './communityNames';
import { watchPhoneField } from './phoneMetadata';
import { builtPriceList } from './priceList';
import { siteBookingMachine } from './siteBookingMachine';

/** How many of a new regular cleaning's visits its confirmation names. */
const confirmationVisits = 3;

/**
 * The body of the booking page (docs/product.md, Booking): the booking form driven by the booking statechart, which
 * checks date, time slot and service in the spec's order (each with its destructive toast), then the fields the
 * booking rules add; shows 'Submitting...' while the booking is stored, then toasts the spec's success message and
 * clears the form. The time list shows the slots the database says cannot be booked (full, too soon, …), the
 * calendar the closed days and the 60-day horizon, and the estimate follows every choice. Once stored, a
 * confirmation above the form gives the reference, an .ics file and the private manage link. A failure keeps
 * every value. The form has a honeypot, and the statechart knows when the form became usable.
 * An island that hydrates once used (BookingPage, src/loading/island.tsx): the page's first load carries neither
 * XState nor the form's code.
 */
export default function BookingFormBody() {
  // The build's prices first (the same as the prerendered page), then the stored ones once loaded.
  const [snapshot, send] = useMachine(siteBookingMachine, {
    input: { openedAt: formOpenedAt(formIslands.booking), priceList: builtPriceList() },
  });
  const pending = snapshot.matches('submitting');
  const { values, error, availability, priceList, confirmation, now, closedDays } = snapshot.context;
  const formRef = useRef<HTMLDivElement>(null);
  // The phone check's data comes when the visitor reaches the phone field.
  useEffect(() => (formRef.current ? watchPhoneField(formRef.current) : undefined), []);
  const focusInvalidField = useSubmitFocus(formRef, pending);
  // A link that fills the form in (the chat's booking link): after hydrating, so the served form hydrates as served,
  // and in a task of its own, after the island has handed React what its fields held (src/loading/island.tsx), which
  // would otherwise set the service and time back to the empty values the fields showed until then.
  const search = useLocation({ select: (location) => location.searchStr });
  useEffect(() => {
    const events = bookingPrefill(search, { priceList: builtPriceList(), now: Date.now() });
    if (events.length === 0) return;
    const timer = setTimeout(() => {
      for (const event of events) send(event);
    }, 0);
    return () => clearTimeout(timer);
  }, [search, send]);
  const range = bookableDateRange(now());
  const service = values.service;
  const slots =
    availability && availability.date === values.date && availability.service === service
      ? availability.slots
      : undefined;

  // What the form is given stays the same object from one key to the next unless what it says changed: the
  // form's fields are memoised (@sparkle/ui), and a field given a new object renders again for nothing.
  const latest = useRef(snapshot);
  latest.current = snapshot;
  // biome-ignore lint/correctness/useExhaustiveDependencies: read through `latest`; a new list of closed days is a new answer
  const isDateUnavailable = useCallback(
    (iso: string) => selectDayUnavailable(latest.current, iso) !== null,
    [closedDays],
  );
  const unavailable = useMemo(() => unavailableSlots(slots), [slots]);
  const sizes = useMemo(() => sizeOptions(priceList, service), [priceList, service]);
  const extras = useMemo(() => extraOptions(priceList, service), [priceList, service]);
  const frequencies = useMemo(() => frequencyOptions(priceList), [priceList]);
  const { property, quantity, extras: chosenExtras, frequency } = values;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the estimate depends on these values and the list only
  const estimate = useMemo(
    () => selectEstimate(latest.current),
    [priceList, service, property, quantity, chosenExtras, frequency],
  );
  const texts = useMemo(() => bookingFormTexts(), []);
  const estimateTexts = useMemo(() => priceEstimateTexts(), []);
  const dateLabels = useMemo(() => dateFieldLabels(), []);
  const communityLabels = useMemo(() => communityNames(), []);
  const services = useMemo(() => bookableServiceOptions(), []);
  const honeypot = useMemo(
    () => ({
      label: honeypotLabel(),
      value: values.honeypot,
      onValueChange: (value: string) => send({ type: 'field.change', field: 'honeypot', value }),
    }),
    [values.honeypot, send],
  );
  const onChange = useCallback(
    (name: BookingFormField, value: unknown) =>
      send({ type: 'field.change', field: name, value } as BookingFieldChangeEvent),
    [send],
  );
  const fieldErrors = useMemo(
    () => (error?.field && error.field !== 'honeypot' ? { [error.field]: machineText(error.message) } : undefined),
    [error],
  );

  return (
    <Container className={styles.body}>
      {confirmation ? (
        <ConfirmationCard
          confirmation={confirmation}
          estimateTexts={estimateTexts}
          onDismiss={() => send({ type: 'confirmation.dismiss' })}
        />
      ) : null}
      <Card padding="large" elevation="raised">
        <div ref={formRef}>
          <BookingForm
            values={values}
            pending={pending}
            errors={fieldErrors}
            phone={contact.phone}
            today={range.first}
            maxDate={range.last}
            isDateUnavailable={isDateUnavailable}
            unavailable={unavailable}
            propertyKind={service ? propertyKindOf[service] : undefined}
            sizeOptions={sizes}
            extraOptions={extras}
            frequencyOptions={frequencies}
            services={services}
            timeSlots={timeSlots}
            communities={communities}
            communityLabels={communityLabels}
            estimate={estimate}
            formatMoney={money}
            texts={texts}
            estimateTexts={estimateTexts}
            dateLabels={dateLabels}
            honeypot={honeypot}
            onChange={onChange}
            onSubmit={() => {
              send({ type: 'form.submit' });
              focusInvalidField();
            }}
          />
        </div>
      </Card>
    </Container>
  );
}

type Confirmation = NonNullable<SnapshotFrom<typeof siteBookingMachine>['context']['confirmation']>;

/** The stored booking above the form: its reference, an .ics file for the calendar and the private manage link. */
function ConfirmationCard({
  confirmation,
  estimateTexts,
  onDismiss,
}: {
  confirmation: Confirmation;
  estimateTexts: ReturnType<typeof priceEstimateTexts>;
  onDismiss: () => void;
}) {
  const calendar = useMemo(() => {
    const managePath = localizedPath(`/booking/${confirmation.token}`, currentLocale());
    const manageUrl = `${typeof window === 'undefined' ? '' : window.location.origin}${managePath}`;
    const file = bookingCalendarFile({
      reference: confirmation.reference,
      serviceName: serviceName(confirmation.service),
      date: confirmation.date,
      timeSlot: confirmation.timeSlot,
      location: '',
      manageUrl,
      companyName,
      companyPhone: contact.phone,
    });
    return { href: calendarDataUrl(file), fileName: `${confirmation.reference}.ics` };
  }, [confirmation]);
  return (
    <Card padding="large" elevation="raised" className={styles.confirmation}>
      <BookingConfirmation
        reference={confirmation.reference}
        service={serviceName(confirmation.service)}
        date={longDate(confirmation.date)}
        time={slotRange(confirmation.timeSlot)}
        estimate={confirmation.estimate}
        series={
          confirmation.series
            ? {
                summary: seriesSummary(confirmation.series),
                firstVisits: confirmation.series.visits
                  .filter((visit) => visit.state === 'booked' || visit.state === 'flagged')
                  .slice(0, confirmationVisits)
                  .map((visit) => longDate(visit.date))
                  .join(listSeparator()),
              }
            : undefined
        }
        formatMoney={money}
        calendarHref={calendar.href}
        calendarFileName={calendar.fileName}
        manageHref={`/booking/${confirmation.token}`}
        texts={bookingConfirmationTexts()}
        estimateTexts={estimateTexts}
        onDismiss={onDismiss}
      />
    </Card>
  );
}
