import { describe, expect, it } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { isRateLimitedError, RateLimitedError } from '../effects';
import { messages } from '../messages';
import { createModel, type Effect, type ModelStep } from '../testing/model';
import { type BookingContext, type BookingValues, bookingMachine, emptyBookingValues } from './bookingMachine';

const filled: BookingValues = {
  service: 'deep',
  date: '2030-06-01',
  timeSlot: '10:00 AM',
  name: 'Layla Haddad',
  phone: '+971 50 123 4567',
  email: 'layla@example.com',
  address: 'Marina Walk, Dubai',
  honeypot: '',
};

/** The first check a form fails, in the spec's order, or null: the model's own statement of the rules. */
function firstProblem(values: BookingValues): string | null {
  if (values.date === '') return messages.booking.missingDate;
  if (values.timeSlot === '') return messages.booking.missingTimeSlot;
  if (values.service === '') return messages.booking.missingService;
  if ([values.name, values.phone, values.email, values.address].some((value) => value.trim() === '')) {
    return messages.form.missingFields;
  }
  if (!/^\S+@\S+\.\S+$/.test(values.email)) return messages.form.invalidEmail;
  return null;
}

const context = (snapshot: AnyMachineSnapshot) => snapshot.context as BookingContext;

const fieldEvents: AnyEventObject[] = [
  // The honeypot is handed on, never judged (see the unit tests): leaving it out keeps the model small.
  ...Object.entries(filled)
    .filter(([field]) => field !== 'honeypot')
    .map(([field, value]) => ({ type: 'field.change', field, value })),
  { type: 'field.change', field: 'email', value: 'layla-at-example' },
  { type: 'field.change', field: 'date', value: '' },
];

const model = createModel({
  machine: bookingMachine,
  actors: ['submitBooking'],
  effects: ['notify', 'logError'],
  events: (snapshot) => [...fieldEvents, { type: 'form.submit' }].filter(() => snapshot.status === 'active'),
  outcomes: {
    submitBooking: {
      done: [undefined],
      error: [new Error('insert into bookings failed'), new RateLimitedError('Too many booking requests')],
    },
  },
  // What matters about the form is which check fails first and how much is left to fill in.
  abstract: (snapshot) => ({
    problem: firstProblem(context(snapshot).values),
    empty: Object.values(context(snapshot).values).filter((value) => value === '').length,
    error: context(snapshot).error,
  }),
  states: {
    'idle.editing': (system) => {
      expect(system.actor.getSnapshot().can({ type: 'form.submit' })).toBe(true);
    },
    'idle.submitted': (system) => {
      expect(context(system.actor.getSnapshot()).values).toEqual(emptyBookingValues);
      expect(context(system.actor.getSnapshot()).error).toBeNull();
    },
    'idle.failed': (system, step) => {
      // Nothing typed is lost: the failure leaves the values as they were.
      if (step.event.type === 'xstate.error.actor.submitBooking') {
        expect(context(system.actor.getSnapshot()).values).toEqual(context(step.before).values);
        expect(context(system.actor.getSnapshot()).error).toBe(
          isRateLimitedError(step.event.error) ? messages.rateLimited : messages.booking.failure,
        );
      }
    },
    submitting: (system) => {
      expect(system.doubles.isPending('submitBooking')).toBe(true);
    },
  },
  oracle: (step: ModelStep): Effect[] => {
    const { event, before } = step;
    if (event.type === 'form.submit' && before.matches('idle')) {
      const problem = firstProblem(context(before).values);
      return problem ? [{ type: 'notify', params: { title: problem, variant: 'destructive' } }] : [];
    }
    if (event.type === 'xstate.done.actor.submitBooking') {
      return [{ type: 'notify', params: { title: messages.booking.success, variant: 'default' } }];
    }
    if (event.type === 'xstate.error.actor.submitBooking') {
      const description = isRateLimitedError(event.error) ? messages.rateLimited : messages.booking.failure;
      return [
        { type: 'notify', params: { title: messages.errorTitle, description, variant: 'destructive' } },
        { type: 'logError', params: expect.objectContaining({ message: expect.stringContaining('Booking failed') }) },
      ];
    }
    return [];
  },
});

describe('bookingMachine, model-based', () => {
  for (const path of model.paths) {
    it(path.description, () => model.run(path));
  }

  it('every state, transition and guard was exercised', () => {
    model.assertCoverage();
  });

  it('no invalid form ever reached submitBooking', async () => {
    for (const path of model.paths) {
      const submitted = path.steps.filter(
        (step) => step.event.type === 'form.submit' && step.before.matches('idle') && step.state.matches('submitting'),
      );
      for (const step of submitted) expect(firstProblem(context(step.before).values)).toBeNull();
    }
  });
});
