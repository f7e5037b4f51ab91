import { bookableDateRange, communities, propertyKindOf } from '@sparkle/company/booking';
import { bookingCalendarFile, calendarDataUrl } from '@sparkle/company/calendar';
import { type BookingFieldChangeEvent, selectDayUnavailable, selectEstimate } from '@sparkle/machines';
import { BookingConfirmation, BookingForm, type BookingFormField, Card, Container } from '@sparkle/ui';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { companyName, contact } from '../../content/company';
import { bookableServiceOptions } from '../../i18n/businessTexts';
import { currentLocale } from '../../i18n/i18n';
import { localizedPath } from '../../i18n/locale';
import { machineText } from '../../i18n/machineMessages';
import { formIslands } from '../../lib/formIslands';
import { formOpenedAt } from '../../lib/formTiming';
import { useSubmitFocus } from '../../lib/useSubmitFocus';
import * as styles from './BookingPage.css';
import {
  bookingConfirmationTexts,
  bookingFormTexts,
  dateFieldLabels,
  honeypotLabel,
  priceEstimateTexts,
} from './bookingFormText';
import {
  extraOptions,
  frequencyOptions,
  longDate,
  money,
  serviceName,
  sizeOptions,
  slotRange,
  unavailableSlots,
} from './bookingText';
import { communityNames } from './communityNames';
import { loadPhoneMetadataOnUse } from './phoneMetadata';
import { builtPriceList } from './priceList';
import { siteBookingMachine } from './siteBookingMachine';

/**
 * The body of the booking page (docs/product.md, Booking): the booking form driven by the booking statechart, which
 * checks date, time slot and service in the spec's order (each with its destructive toast), then the fields the
 * booking rules add; shows 'Submitting...' while the booking is stored, then toasts the spec's success message and
 * clears the form. The time list shows the slots the database says cannot be booked (full, too soon, …), the
 * calendar the closed days and the 60-day horizon, and the estimate follows every choice. Once stored, a
 * confirmation above the form gives the reference, an .ics file and the private manage link. A failure keeps
 * every value. The form has a honeypot, and the statechart knows when the form became usable.
 * An island that hydrates once used (BookingPage, src/lib/island.tsx): the page's first load carries neither
 * XState nor the form's code.
 */
export default function BookingFormBody() {
  // The build's prices first (the same as the prerendered page), then the stored ones once loaded.
  const [snapshot, send] = useMachine(siteBookingMachine, {
    input: { openedAt: formOpenedAt(formIslands.booking), priceList: builtPriceList() },
  });
  const pending = snapshot.matches('submitting');
  const { values, error, availability, priceList, confirmation, now } = snapshot.context;
  const formRef = useRef<HTMLDivElement>(null);
  useEffect(() => void loadPhoneMetadataOnUse(), []);
  const focusInvalidField = useSubmitFocus(formRef, pending);
  const range = bookableDateRange(now());
  const service = values.service;
  const slots =
    availability && availability.date === values.date && availability.service === service
      ? availability.slots
      : undefined;

  const calendar = useMemo(() => {
    if (!confirmation) return null;
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

  const estimateTexts = priceEstimateTexts();
  return (
    <Container className={styles.body}>
      {confirmation && calendar ? (
        <Card padding="large" elevation="raised" className={styles.confirmation}>
          <BookingConfirmation
            reference={confirmation.reference}
            service={serviceName(confirmation.service)}
            date={longDate(confirmation.date)}
            time={slotRange(confirmation.timeSlot)}
            estimate={confirmation.estimate}
            formatMoney={money}
            calendarHref={calendar.href}
            calendarFileName={calendar.fileName}
            manageHref={`/booking/${confirmation.token}`}
            texts={bookingConfirmationTexts()}
            estimateTexts={estimateTexts}
            onDismiss={() => send({ type: 'confirmation.dismiss' })}
          />
        </Card>
      ) : null}
      <Card padding="large" elevation="raised">
        <div ref={formRef}>
          <BookingForm
            values={values}
            pending={pending}
            errors={
              error?.field && error.field !== 'honeypot' ? { [error.field]: machineText(error.message) } : undefined
            }
            phone={contact.phone}
            today={range.first}
            maxDate={range.last}
            isDateUnavailable={(iso) => selectDayUnavailable(snapshot, iso) !== null}
            unavailable={unavailableSlots(slots)}
            propertyKind={service ? propertyKindOf[service] : undefined}
            sizeOptions={sizeOptions(priceList, service)}
            extraOptions={extraOptions(priceList, service)}
            frequencyOptions={frequencyOptions(priceList)}
            communities={communities}
            communityLabels={communityNames()}
            estimate={selectEstimate(snapshot)}
            formatMoney={money}
            texts={bookingFormTexts()}
            estimateTexts={estimateTexts}
            dateLabels={dateFieldLabels()}
            serviceLabels={Object.fromEntries(bookableServiceOptions().map(({ value, label }) => [value, label]))}
            honeypot={{
              label: honeypotLabel(),
              value: values.honeypot,
              onValueChange: (value) => send({ type: 'field.change', field: 'honeypot', value }),
            }}
            onChange={(name: BookingFormField, value) =>
              send({ type: 'field.change', field: name, value } as BookingFieldChangeEvent)
            }
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
