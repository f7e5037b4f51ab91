import { defaultPriceList, type PriceList, type SlotAvailability } from '@sparkle/company/booking';
import { describe, expect, it } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { isRateLimitedError, isSlotTakenError, RateLimitedError, SlotTakenError } from '../effects';
import { messages } from '../messages';
import { createModel, type Effect, type ModelStep } from '../testing/model';
import {
  type BookingConfirmation,
  type BookingContext,
  type BookingRequest,
  type BookingValues,
  bookingMachine,
  emptyBookingValues,
  selectEstimate,
  timeSlots,
} from './bookingMachine';
import { normalizePhone } from './phone';

/**
 * The form starts half filled in (so that the model needs few events to reach a valid form): a wrong phone, a
 * malformed e-mail, no community; the events choose the rest, clear the date, and fix the phone and e-mail.
 */
const start: Partial<BookingValues> = {
  name: 'Layla Haddad',
  phone: '050 123',
  email: 'layla-at-example',
  building: 'Marina Gate 1',
  address: 'Marina Walk, Dubai',
};

const confirmation: BookingConfirmation = {
  reference: 'SC-7K2M9Q',
  token: 'token',
  service: 'deep',
  date: '2030-06-04',
  timeSlot: '10:00 AM',
  estimate: { subtotalFils: 40000, vatFils: 2000, totalFils: 42000 },
};

const allFree: SlotAvailability[] = timeSlots.map((slot) => ({ slot, free: 2, reason: null }));
const tenFull: SlotAvailability[] = allFree.map((slot) =>
  slot.slot === '10:00 AM' ? { slot: slot.slot, free: 0, reason: 'full' } : slot,
);

/** The first check a form fails, in the spec's order then the form's, or null: the model's own statement. */
function firstProblem(context: BookingContext): { field: string; message: string } | null {
  const { values, availability } = context;
  if (values.date === '') return { field: 'date', message: messages.booking.missingDate };
  if (values.timeSlot === '') return { field: 'timeSlot', message: messages.booking.missingTimeSlot };
  if (values.service === '') return { field: 'service', message: messages.booking.missingService };
  const slot =
    availability?.date === values.date && availability.service === values.service
      ? availability.slots.find((s) => s.slot === values.timeSlot)
      : undefined;
  if (slot && slot.reason !== null) return { field: 'timeSlot', message: messages.booking.slotUnavailable };
  if (values.property === '') return { field: 'property', message: messages.booking.missingProperty };
  for (const field of ['name', 'phone', 'email', 'address'] as const) {
    if (values[field].trim() === '') return { field, message: messages.form.missingFields };
  }
  if (!normalizePhone(values.phone)) return { field: 'phone', message: messages.form.invalidPhone };
  if (!/^\S+@\S+\.\S+$/.test(values.email)) return { field: 'email', message: messages.form.invalidEmail };
  if (values.community === '') return { field: 'community', message: messages.booking.missingCommunity };
  if (values.building.trim() === '') return { field: 'building', message: messages.booking.missingBuilding };
  return null;
}

const context = (snapshot: AnyMachineSnapshot) => snapshot.context as BookingContext;

const fieldEvents: AnyEventObject[] = [
  { type: 'field.change', field: 'date', value: '2030-06-04' },
  { type: 'field.change', field: 'timeSlot', value: '10:00 AM' },
  { type: 'field.change', field: 'service', value: 'deep' },
  { type: 'field.change', field: 'property', value: '2br' },
  { type: 'field.change', field: 'phone', value: '00971 50 123 4567' },
  { type: 'field.change', field: 'email', value: 'layla@example.com' },
  { type: 'field.change', field: 'community', value: 'Dubai Marina' },
  { type: 'field.change', field: 'date', value: '' },
];

// The price list and the closed days load once, at the start: the second model, `loads`, walks their answers.
const model = createModel({
  machine: bookingMachine,
  input: { values: start },
  actors: ['submitBooking', 'loadAvailability', 'loadPriceList', 'loadClosedDays'],
  effects: ['notify', 'logError'],
  events: (snapshot) =>
    snapshot.status === 'active' ? [...fieldEvents, { type: 'form.submit' }, { type: 'confirmation.dismiss' }] : [],
  outcomes: {
    submitBooking: {
      done: [confirmation],
      error: [
        new Error('insert into bookings failed'),
        new RateLimitedError('Too many booking requests'),
        new SlotTakenError('2030-06-04', '10:00 AM'),
      ],
    },
    loadAvailability: { done: [allFree, tenFull], error: [new Error('offline')] },
  },
  // What matters: which check fails first, what the error says, where the slots are, and what is pending.
  abstract: (snapshot) => {
    const c = context(snapshot);
    return {
      problem: firstProblem(c),
      error: c.error,
      availability: c.availabilityStatus,
      tenFull: c.availability?.slots === tenFull,
      confirmed: c.confirmation !== null,
      refusedSlot: c.refusedSlot !== null,
      estimate: selectEstimate(c) !== null,
    };
  },
  states: {
    'idle.editing': (system) => {
      expect(system.actor.getSnapshot().can({ type: 'form.submit' })).toBe(true);
    },
    'idle.submitted': (system, step) => {
      const c = context(system.actor.getSnapshot());
      expect(c.values).toEqual(emptyBookingValues);
      expect(c.error).toBeNull();
      if (step.event.type === 'confirmation.dismiss') expect(c.confirmation).toBeNull();
      else expect(c.confirmation).toEqual(confirmation);
    },
    'idle.failed': (system, step) => {
      // Nothing typed is lost: the failure leaves the values as they were.
      if (step.event.type === 'xstate.error.actor.submitBooking') {
        const c = context(system.actor.getSnapshot());
        expect(c.values).toEqual(context(step.before).values);
        if (isSlotTakenError(step.event.error)) {
          expect(c.error).toEqual({ field: 'timeSlot', message: expect.stringContaining('has just been booked') });
          // The slots of the day reload (unless the date was cleared meanwhile: then there is nothing to offer).
          expect(c.availabilityStatus).toBe(c.values.date === '' ? 'idle' : 'loading');
        } else {
          expect(c.error).toEqual({
            field: null,
            message: isRateLimitedError(step.event.error) ? messages.rateLimited : messages.booking.failure,
          });
        }
      }
    },
    submitting: (system) => {
      expect(system.doubles.isPending('submitBooking')).toBe(true);
      expect(context(system.actor.getSnapshot()).confirmation).toBeNull();
      // What reaches the database: the phone in E.164, whichever way it was typed.
      for (const call of system.doubles.callsOf('submitBooking')) {
        expect((call.input as BookingRequest).phone).toBe('+971501234567');
      }
    },
  },
  oracle: (step: ModelStep): Effect[] => {
    const { event, before } = step;
    const slotToast: Effect = {
      type: 'notify',
      params: {
        title: messages.errorTitle,
        description: expect.stringMatching(/^Sorry, 10:00 AM on Tue 4 Jun has just been booked\./),
        variant: 'destructive',
      },
    };
    if (event.type === 'form.submit' && before.matches('idle')) {
      const problem = firstProblem(context(before));
      return problem ? [{ type: 'notify', params: { title: problem.message, variant: 'destructive' } }] : [];
    }
    if (event.type === 'xstate.done.actor.submitBooking') {
      return [{ type: 'notify', params: { title: messages.booking.success, variant: 'default' } }];
    }
    if (event.type === 'xstate.error.actor.submitBooking') {
      if (isSlotTakenError(event.error)) {
        const logged: Effect = {
          type: 'logError',
          params: expect.objectContaining({ message: expect.stringContaining('refused') }),
        };
        // With a date to reload, the toast waits for the free times; without one, it goes at once.
        return context(before).values.date === '' ? [logged, slotToast] : [logged];
      }
      const description = isRateLimitedError(event.error) ? messages.rateLimited : messages.booking.failure;
      return [
        { type: 'notify', params: { title: messages.errorTitle, description, variant: 'destructive' } },
        { type: 'logError', params: expect.objectContaining({ message: expect.stringContaining('Booking failed') }) },
      ];
    }
    const slotToasts = context(before).refusedSlot ? [slotToast] : [];
    if (event.type === 'xstate.done.actor.loadAvailability') return slotToasts;
    if (event.type === 'xstate.error.actor.loadAvailability') {
      return [{ type: 'logError', params: expect.objectContaining({ message: expect.any(String) }) }, ...slotToasts];
    }
    return [];
  },
});

const storedPrices: PriceList = {
  options: defaultPriceList.options.filter((option) => option.code !== '2br'),
  extras: defaultPriceList.extras.filter((extra) => extra.code !== 'fridge'),
};

/** The loads of the start: the stored price list replaces the given one (clearing what it lacks), or not. */
const loads = createModel({
  machine: bookingMachine,
  actors: ['submitBooking', 'loadAvailability', 'loadPriceList', 'loadClosedDays'],
  effects: ['notify', 'logError'],
  events: () => [
    { type: 'field.change', field: 'service', value: 'residential' },
    { type: 'field.change', field: 'property', value: '2br' },
    { type: 'field.change', field: 'extras', value: ['fridge', 'materials'] },
  ],
  outcomes: {
    loadPriceList: { done: [storedPrices], error: [new Error('offline')] },
    loadClosedDays: { done: [['2030-06-10']], error: [new Error('offline')] },
  },
  abstract: (snapshot) => {
    const c = context(snapshot);
    return {
      stored: c.priceList === storedPrices,
      closed: c.closedDays.length,
      values: c.values,
      loading: Object.keys(snapshot.children),
    };
  },
  states: {
    'idle.editing': (system, step) => {
      const c = context(system.actor.getSnapshot());
      // Once the stored list arrives, a size or an extra it does not have is no longer chosen.
      if (step.event.type === 'xstate.done.actor.loadPriceList') {
        expect(c.priceList).toBe(storedPrices);
        expect(c.values.property).not.toBe('2br');
        expect(c.values.extras).not.toContain('fridge');
      }
      if (step.event.type === 'xstate.error.actor.loadPriceList') expect(c.priceList).toBe(defaultPriceList);
    },
    'idle.submitted': () => {},
    'idle.failed': () => {},
    submitting: () => {},
  },
  oracle: ({ event }: ModelStep): Effect[] =>
    event.type.startsWith('xstate.error.actor.')
      ? [
          {
            type: 'logError',
            params: expect.objectContaining({ message: expect.stringContaining('could not be loaded') }),
          },
        ]
      : [],
});

describe('bookingMachine, model-based', () => {
  for (const path of model.paths) {
    it(path.description, () => model.run(path));
  }

  it('no invalid form ever reached submitBooking', () => {
    for (const path of model.paths) {
      const submitted = path.steps.filter(
        (step) => step.event.type === 'form.submit' && step.before.matches('idle') && step.state.matches('submitting'),
      );
      for (const step of submitted) expect(firstProblem(context(step.before))).toBeNull();
    }
  });
});

describe('bookingMachine, model-based: the loads of the start', () => {
  for (const path of loads.paths) {
    it(path.description, () => loads.run(path));
  }
});

describe('bookingMachine, model-based: coverage', () => {
  it('every state, transition and guard was exercised', () => {
    model.assertCoverage(loads);
  });
});
