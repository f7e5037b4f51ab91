import { type BookingField, type BookingFieldChangeEvent, messages } from '@sparkle/machines';
import { BookingForm, type BookingFormField, Card, Container } from '@sparkle/ui';
import { useMachine } from '@xstate/react';
import { useRef } from 'react';
import { bookNowHero } from '../../content/bookNow';
import { contact } from '../../content/company';
import { formOpenedAt } from '../../lib/formTiming';
import { useSubmitFocus } from '../../lib/useSubmitFocus';
import { PageHeader } from '../layout/PageHeader';
import * as styles from './BookingPage.css';
import { siteBookingMachine } from './siteBookingMachine';

/** The field each of the machine's refusals is about, so the message also shows (and is read) under it. */
const fieldOfError: Record<string, BookingField> = {
  [messages.booking.missingDate]: 'date',
  [messages.booking.missingTimeSlot]: 'timeSlot',
  [messages.booking.missingService]: 'service',
  [messages.form.invalidEmail]: 'email',
};

/**
 * SPEC §2 Book-now: the booking form driven by the booking statechart, which checks date, time slot and
 * service in the spec's order (each with its destructive toast), shows 'Submitting...' while the booking is
 * stored, then toasts the spec's success message and clears the form; a failure keeps every value. The date
 * field's calendar loads when it is first opened, so not even this page fetches it up front. The form has a
 * honeypot, and the statechart knows when the form became usable: both go with the booking (issue 11).
 */
export function BookingPage() {
  const [snapshot, send] = useMachine(siteBookingMachine, { input: { openedAt: formOpenedAt() } });
  const pending = snapshot.matches('submitting');
  const { values, error } = snapshot.context;
  const field = error ? fieldOfError[error] : undefined;
  const formRef = useRef<HTMLDivElement>(null);
  const focusInvalidField = useSubmitFocus(formRef, pending);

  return (
    <>
      <PageHeader title={bookNowHero.title} subtitle={bookNowHero.subtitle} />
      <Container className={styles.body}>
        <Card padding="large" elevation="raised">
          <div ref={formRef}>
            <BookingForm
              values={values}
              pending={pending}
              errors={field && error ? { [field]: error } : undefined}
              phone={contact.phone}
              honeypot={{
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
    </>
  );
}
