import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { type Notification, RateLimitedError } from '../effects';
import { messages } from '../messages';
import {
  type BookingInput,
  type BookingRequest,
  type BookingValues,
  bookingMachine,
  bookingServices,
  emptyBookingValues,
  simulatedSubmitBooking,
  timeSlots,
} from './bookingMachine';

const filled: BookingValues = {
  service: 'residential',
  date: '2030-06-01',
  timeSlot: '09:00 AM',
  name: '  Layla Haddad ',
  phone: '+971 50 123 4567',
  email: ' layla@example.com ',
  address: 'Marina Walk, Dubai',
  honeypot: '',
};

type Submit = (request: BookingRequest) => Promise<void>;

function start(submit: Submit = async () => {}, input?: BookingInput) {
  const notes: Notification[] = [];
  const logged: string[] = [];
  const requests: BookingRequest[] = [];
  const machine = bookingMachine.provide({
    actions: {
      notify: (_, params) => notes.push(params),
      logError: (_, params) => logged.push(params.message),
    },
    actors: {
      submitBooking: fromPromise<void, BookingRequest>(async ({ input }) => {
        requests.push(input);
        return submit(input);
      }),
    },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, notes, logged, requests };
}

function fill(actor: ReturnType<typeof start>['actor'], values: Partial<BookingValues>) {
  for (const [field, value] of Object.entries(values)) {
    actor.send({ type: 'field.change', field, value } as Parameters<typeof actor.send>[0]);
  }
}

afterEach(() => {
  vi.useRealTimers();
});

describe('bookingMachine', () => {
  it('starts editing an empty form', () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toEqual({ idle: 'editing' });
    expect(actor.getSnapshot().context).toEqual({ values: emptyBookingValues, error: null, openedAt: 0 });
  });

  it('offers the five services and the twelve hourly slots of the spec', () => {
    expect(bookingServices.map((service) => service.label)).toEqual([
      'Residential Cleaning',
      'Office Cleaning',
      'Deep Cleaning',
      'Move-In/Out Cleaning',
      'Carpet/Upholstery Cleaning',
    ]);
    expect(timeSlots).toHaveLength(12);
    expect(timeSlots[0]).toBe('08:00 AM');
    expect(timeSlots[11]).toBe('07:00 PM');
  });

  it('checks the date, then the time slot, then the service type, each with its message', () => {
    const { actor, notes, requests } = start();
    actor.send({ type: 'form.submit' });
    fill(actor, { date: filled.date });
    actor.send({ type: 'form.submit' });
    fill(actor, { timeSlot: filled.timeSlot });
    actor.send({ type: 'form.submit' });
    expect(notes).toEqual([
      { title: 'Please select a date', variant: 'destructive' },
      { title: 'Please select a time slot', variant: 'destructive' },
      { title: 'Please select a service type', variant: 'destructive' },
    ]);
    expect(actor.getSnapshot().context.error).toBe('Please select a service type');
    expect(requests).toEqual([]);
  });

  it('reports the date first even when everything else is missing too', () => {
    const { actor, notes } = start();
    fill(actor, { service: 'office', name: 'A' });
    actor.send({ type: 'form.submit' });
    expect(notes.map((note) => note.title)).toEqual([messages.booking.missingDate]);
  });

  it('refuses missing contact details and a malformed e-mail without calling the service', () => {
    const { actor, notes, requests } = start();
    fill(actor, { ...filled, address: '   ' });
    actor.send({ type: 'form.submit' });
    fill(actor, { address: filled.address, email: 'layla-at-example' });
    actor.send({ type: 'form.submit' });
    expect(notes.map((note) => note.title)).toEqual([messages.form.missingFields, messages.form.invalidEmail]);
    expect(requests).toEqual([]);
    expect(actor.getSnapshot().matches({ idle: 'editing' })).toBe(true);
  });

  it('clears the refusal once the user edits the form', () => {
    const { actor } = start();
    actor.send({ type: 'form.submit' });
    fill(actor, { date: filled.date });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('submits a valid form, trimmed, then confirms and clears it', async () => {
    const { actor, notes, requests } = start();
    fill(actor, filled);
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('submitting');
    await waitFor(actor, (snapshot) => snapshot.matches({ idle: 'submitted' }));
    expect(requests).toEqual([{ ...filled, name: 'Layla Haddad', email: 'layla@example.com', openedAt: 0 }]);
    expect(notes).toEqual([
      { title: "Booking request submitted successfully! We'll contact you to confirm.", variant: 'default' },
    ]);
    expect(actor.getSnapshot().context.values).toEqual(emptyBookingValues);
  });

  it('keeps every value when the submission fails', async () => {
    const { actor, notes, logged } = start(async () => {
      throw new Error('new row violates check constraint');
    });
    fill(actor, filled);
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches({ idle: 'failed' }));
    expect(actor.getSnapshot().context.values).toEqual(filled);
    expect(actor.getSnapshot().context.error).toBe(messages.booking.failure);
    expect(notes).toEqual([{ title: 'Error', description: messages.booking.failure, variant: 'destructive' }]);
    expect(logged).toEqual(['Booking failed: new row violates check constraint']);
  });

  it('hands the honeypot and the moment the form opened on with the request, and answers as for anyone', async () => {
    const { actor, notes, requests } = start(async () => {}, { openedAt: 1234.5 });
    fill(actor, { ...filled, honeypot: 'https://spam.example' });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches({ idle: 'submitted' }));
    expect(requests).toEqual([expect.objectContaining({ honeypot: 'https://spam.example', openedAt: 1234.5 })]);
    // The machine does not judge: the database drops such a booking and answers as if it stored it.
    expect(notes).toEqual([{ title: messages.booking.success, variant: 'default' }]);
    expect(actor.getSnapshot().context.values).toEqual(emptyBookingValues);
    expect(actor.getSnapshot().context.openedAt).toBe(1234.5);
  });

  it('says that there were too many requests when refused for that, keeping every value', async () => {
    const { actor, notes, logged } = start(async () => {
      throw new RateLimitedError('Too many booking requests from your connection.');
    });
    fill(actor, filled);
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches({ idle: 'failed' }));
    expect(actor.getSnapshot().context.values).toEqual(filled);
    expect(actor.getSnapshot().context.error).toBe(messages.rateLimited);
    expect(notes).toEqual([{ title: 'Error', description: messages.rateLimited, variant: 'destructive' }]);
    expect(logged).toEqual(['Booking failed: Too many booking requests from your connection.']);
  });

  it('recognises a refusal for too many requests from another copy of the package by its name', async () => {
    const { actor, notes } = start(async () => {
      throw Object.assign(new Error('slow down'), { name: 'RateLimitedError' });
    });
    fill(actor, filled);
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches({ idle: 'failed' }));
    expect(notes.map((note) => note.description)).toEqual([messages.rateLimited]);
  });

  it('ignores a second submit while submitting', async () => {
    const { actor, requests } = start();
    fill(actor, filled);
    actor.send({ type: 'form.submit' });
    actor.send({ type: 'form.submit' });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches({ idle: 'submitted' }));
    expect(requests).toHaveLength(1);
  });

  it('keeps what the user types while the request is out, if it fails', async () => {
    let fail: (error: Error) => void = () => {};
    const { actor } = start(() => new Promise<void>((_, reject) => (fail = reject)));
    fill(actor, filled);
    actor.send({ type: 'form.submit' });
    fill(actor, { address: 'Villa 12, Jumeirah' });
    fail(new Error('offline'));
    await waitFor(actor, (snapshot) => snapshot.matches({ idle: 'failed' }));
    expect(actor.getSnapshot().context.values.address).toBe('Villa 12, Jumeirah');
  });

  it('can be submitted again after a failure and after a success', async () => {
    let attempts = 0;
    const { actor } = start(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('offline');
    });
    fill(actor, filled);
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches({ idle: 'failed' }));
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches({ idle: 'submitted' }));
    fill(actor, { name: 'Omar' });
    expect(actor.getSnapshot().value).toEqual({ idle: 'editing' });
  });

  it('starts from the values it is given', () => {
    const { actor } = start(undefined, { values: { service: 'carpet' } });
    expect(actor.getSnapshot().context.values.service).toBe('carpet');
  });

  it('fails, keeping the values, when the app forgot to provide submitBooking', async () => {
    const actor = createActor(bookingMachine).start();
    fill(actor, filled);
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches({ idle: 'failed' }));
    expect(actor.getSnapshot().context.values).toEqual(filled);
  });

  it('simulates the spec: the default story actor answers after 1.5 s', async () => {
    vi.useFakeTimers();
    const actor = createActor(bookingMachine.provide({ actors: { submitBooking: simulatedSubmitBooking } })).start();
    fill(actor, filled);
    actor.send({ type: 'form.submit' });
    await vi.advanceTimersByTimeAsync(1499);
    expect(actor.getSnapshot().value).toBe('submitting');
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().value).toEqual({ idle: 'submitted' });
  });
});
