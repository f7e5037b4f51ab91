import { defaultPriceList, type PriceList, type SlotAvailability } from '@sparkle/company/booking';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { type Notification, RateLimitedError, SlotTakenError, SlotUnavailableError } from '../effects';
import { messages } from '../messages';
import {
  type AvailabilityRequest,
  type BookingConfirmation,
  type BookingInput,
  type BookingRequest,
  type BookingValues,
  bookingMachine,
  bookingServices,
  emptyBookingValues,
  formatBookingDay,
  selectDayUnavailable,
  selectEstimate,
  simulatedSubmitBooking,
  timeSlots,
} from './bookingMachine';

const filled: BookingValues = {
  service: 'residential',
  date: '2030-06-04',
  timeSlot: '09:00 AM',
  property: '1br',
  quantity: '1',
  extras: [],
  frequency: 'once',
  name: '  Layla Haddad ',
  phone: '050 123 4567',
  email: ' layla@example.com ',
  community: 'Dubai Marina',
  building: ' Marina Gate 1 ',
  apartment: '1203',
  address: 'Marina Walk, Dubai',
  honeypot: '',
};

const confirmation: BookingConfirmation = {
  reference: 'SC-7K2M9Q',
  token: 'a'.repeat(43),
  service: 'residential',
  date: '2030-06-04',
  timeSlot: '09:00 AM',
  estimate: { subtotalFils: 15000, vatFils: 750, totalFils: 15750 },
};

const allFree = (): SlotAvailability[] => timeSlots.map((slot) => ({ slot, free: 2, reason: null }));
const withSlots = (changes: Partial<Record<string, SlotAvailability['reason']>>): SlotAvailability[] =>
  allFree().map((slot) =>
    slot.slot in changes ? { slot: slot.slot, free: 0, reason: changes[slot.slot] ?? null } : slot,
  );

/** A promise the test settles. */
function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const never = <T>() => new Promise<T>(() => {});

interface Options {
  submit?: (request: BookingRequest) => Promise<BookingConfirmation>;
  availability?: (request: AvailabilityRequest) => Promise<SlotAvailability[]>;
  priceList?: () => Promise<PriceList>;
  closedDays?: () => Promise<string[]>;
  input?: BookingInput;
}

function start({
  submit = async () => confirmation,
  availability = async () => allFree(),
  priceList = never,
  closedDays = never,
  input,
}: Options = {}) {
  const notes: Notification[] = [];
  const logged: string[] = [];
  const requests: BookingRequest[] = [];
  const availabilityRequests: AvailabilityRequest[] = [];
  const machine = bookingMachine.provide({
    actions: {
      notify: (_, params) => notes.push(params),
      logError: (_, params) => logged.push(params.message),
    },
    actors: {
      submitBooking: fromPromise<BookingConfirmation, BookingRequest>(async ({ input }) => {
        requests.push(input);
        return submit(input);
      }),
      loadAvailability: fromPromise<SlotAvailability[], AvailabilityRequest>(({ input }) => {
        availabilityRequests.push(input);
        return availability(input);
      }),
      loadPriceList: fromPromise<PriceList, void>(() => priceList()),
      loadClosedDays: fromPromise<string[], void>(() => closedDays()),
    },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, notes, logged, requests, availabilityRequests };
}

type Actor = ReturnType<typeof start>['actor'];

function fill(actor: Actor, values: Partial<BookingValues>) {
  for (const [field, value] of Object.entries(values)) {
    actor.send({ type: 'field.change', field, value } as Parameters<Actor['send']>[0]);
  }
}

const flush = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

afterEach(() => {
  vi.useRealTimers();
});

describe('bookingMachine', () => {
  it('starts editing an empty form', () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toEqual({ idle: 'editing' });
    expect(actor.getSnapshot().context).toMatchObject({
      values: emptyBookingValues,
      error: null,
      openedAt: 0,
      priceList: defaultPriceList,
      closedDays: [],
      availability: null,
      availabilityStatus: 'idle',
      confirmation: null,
    });
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

  it('checks the date, then the time slot, then the service type, each with its message and field', () => {
    const { actor, notes, requests } = start();
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.error).toEqual({ field: 'date', message: 'Please select a date' });
    fill(actor, { date: filled.date });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.error).toEqual({ field: 'timeSlot', message: 'Please select a time slot' });
    fill(actor, { timeSlot: filled.timeSlot });
    actor.send({ type: 'form.submit' });
    expect(notes).toEqual([
      { title: 'Please select a date', variant: 'destructive' },
      { title: 'Please select a time slot', variant: 'destructive' },
      { title: 'Please select a service type', variant: 'destructive' },
    ]);
    expect(actor.getSnapshot().context.error).toEqual({ field: 'service', message: 'Please select a service type' });
    expect(requests).toEqual([]);
  });

  it('reports the date first even when everything else is missing too', () => {
    const { actor, notes } = start();
    fill(actor, { service: 'office', name: 'A' });
    actor.send({ type: 'form.submit' });
    expect(notes.map((note) => note.title)).toEqual([messages.booking.missingDate]);
  });

  it('then checks the new fields in the order of the form, each naming its field', () => {
    const { actor, notes, requests } = start();
    fill(actor, {
      service: 'residential',
      date: filled.date,
      timeSlot: filled.timeSlot,
      phone: '050 123',
      email: 'layla-at-example',
    });
    const refusals: unknown[] = [];
    const submit = () => {
      actor.send({ type: 'form.submit' });
      refusals.push(actor.getSnapshot().context.error);
    };
    submit();
    fill(actor, { property: '2br' });
    submit();
    fill(actor, { name: 'Layla' });
    submit();
    fill(actor, { address: 'Marina Walk' });
    submit();
    fill(actor, { phone: filled.phone });
    submit();
    fill(actor, { email: filled.email });
    submit();
    fill(actor, { community: 'Dubai Marina' });
    submit();
    expect(refusals).toEqual([
      { field: 'property', message: messages.booking.missingProperty },
      { field: 'name', message: messages.form.missingFields },
      { field: 'address', message: messages.form.missingFields },
      { field: 'phone', message: 'Please enter a valid phone number.' },
      { field: 'email', message: messages.form.invalidEmail },
      { field: 'community', message: messages.booking.missingCommunity },
      { field: 'building', message: messages.booking.missingBuilding },
    ]);
    expect(notes.map((note) => note.title)).toEqual(
      refusals.map((refusal) => (refusal as { message: string }).message),
    );
    expect(requests).toEqual([]);
  });

  it('names the first required field left empty: name, phone, email, then address', () => {
    const { actor } = start();
    fill(actor, { ...filled, phone: ' ', email: '' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.error).toEqual({ field: 'phone', message: messages.form.missingFields });
  });

  it('asks carpet cleaning for 1 to 20 items instead of a size', async () => {
    const { actor, requests } = start();
    fill(actor, filled);
    fill(actor, { service: 'carpet' });
    expect(actor.getSnapshot().context.values.property).toBe('');
    for (const quantity of ['0', '21', 'two', '', '2.5']) {
      fill(actor, { quantity });
      actor.send({ type: 'form.submit' });
      expect(actor.getSnapshot().context.error).toEqual({
        field: 'quantity',
        message: 'Please enter a number of items from 1 to 20',
      });
    }
    fill(actor, { quantity: ' 3 ' });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches({ idle: 'submitted' }));
    expect(requests).toEqual([expect.objectContaining({ service: 'carpet', property: 'item', quantity: 3 })]);
  });

  it('does not judge the number of items of a service priced by size', async () => {
    const { actor, requests } = start();
    fill(actor, { ...filled, quantity: 'lots' });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches({ idle: 'submitted' }));
    expect(requests[0]?.quantity).toBe(1);
  });

  it('clears the refusal once the user edits the form', () => {
    const { actor } = start();
    actor.send({ type: 'form.submit' });
    fill(actor, { name: 'L' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('submits a valid form, trimmed, with the phone in E.164, then confirms, clears it and keeps the confirmation', async () => {
    const { actor, notes, requests } = start();
    fill(actor, { ...filled, extras: ['fridge', 'materials'] });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('submitting');
    await waitFor(actor, (snapshot) => snapshot.matches({ idle: 'submitted' }));
    expect(requests).toEqual([
      {
        service: 'residential',
        date: '2030-06-04',
        timeSlot: '09:00 AM',
        property: '1br',
        quantity: 1,
        extras: ['fridge', 'materials'],
        frequency: 'once',
        name: 'Layla Haddad',
        phone: '+971501234567',
        email: 'layla@example.com',
        community: 'Dubai Marina',
        building: 'Marina Gate 1',
        apartment: '1203',
        address: 'Marina Walk, Dubai',
        honeypot: '',
        openedAt: 0,
      },
    ]);
    expect(notes).toEqual([
      { title: "Booking request submitted successfully! We'll contact you to confirm.", variant: 'default' },
    ]);
    expect(actor.getSnapshot().context.values).toEqual(emptyBookingValues);
    expect(actor.getSnapshot().context.confirmation).toEqual(confirmation);
    expect(actor.getSnapshot().context.availability).toBeNull();
  });

  it('keeps the confirmation while the next booking is typed, until dismissed or submitted again', async () => {
    const { actor } = start();
    fill(actor, filled);
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches({ idle: 'submitted' }));
    fill(actor, { name: 'Omar' });
    expect(actor.getSnapshot().value).toEqual({ idle: 'editing' });
    expect(actor.getSnapshot().context.confirmation).toEqual(confirmation);
    actor.send({ type: 'confirmation.dismiss' });
    expect(actor.getSnapshot().context.confirmation).toBeNull();

    fill(actor, filled);
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches({ idle: 'submitted' }));
    fill(actor, filled);
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(actor.getSnapshot().context.confirmation).toBeNull();
  });

  it('keeps every value when the submission fails', async () => {
    const { actor, notes, logged } = start({
      submit: async () => {
        throw new Error('new row violates check constraint');
      },
    });
    fill(actor, filled);
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches({ idle: 'failed' }));
    expect(actor.getSnapshot().context.values).toEqual(filled);
    expect(actor.getSnapshot().context.error).toEqual({ field: null, message: messages.booking.failure });
    expect(notes).toEqual([{ title: 'Error', description: messages.booking.failure, variant: 'destructive' }]);
    expect(logged).toEqual(['Booking failed: new row violates check constraint']);
  });

  it('hands the honeypot and the moment the form opened on with the request, and answers as for anyone', async () => {
    const { actor, notes, requests } = start({ input: { openedAt: 1234.5 } });
    fill(actor, { ...filled, honeypot: 'https://spam.example' });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches({ idle: 'submitted' }));
    expect(requests).toEqual([expect.objectContaining({ honeypot: 'https://spam.example', openedAt: 1234.5 })]);
    // The machine does not judge: the database quarantines such a booking and answers as for any other.
    expect(notes).toEqual([{ title: messages.booking.success, variant: 'default' }]);
    expect(actor.getSnapshot().context.values).toEqual(emptyBookingValues);
    expect(actor.getSnapshot().context.openedAt).toBe(1234.5);
  });

  it('says that there were too many requests when refused for that, keeping every value', async () => {
    const { actor, notes, logged } = start({
      submit: async () => {
        throw new RateLimitedError('Too many booking requests from your connection.');
      },
    });
    fill(actor, filled);
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches({ idle: 'failed' }));
    expect(actor.getSnapshot().context.values).toEqual(filled);
    expect(actor.getSnapshot().context.error).toEqual({ field: null, message: messages.rateLimited });
    expect(notes).toEqual([{ title: 'Error', description: messages.rateLimited, variant: 'destructive' }]);
    expect(logged).toEqual(['Booking failed: Too many booking requests from your connection.']);
  });

  it('recognises a refusal for too many requests from another copy of the package by its name', async () => {
    const { actor, notes } = start({
      submit: async () => {
        throw Object.assign(new Error('slow down'), { name: 'RateLimitedError' });
      },
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
    const submit = deferred<BookingConfirmation>();
    const { actor } = start({ submit: () => submit.promise });
    fill(actor, filled);
    actor.send({ type: 'form.submit' });
    fill(actor, { address: 'Villa 12, Jumeirah' });
    submit.reject(new Error('offline'));
    await waitFor(actor, (snapshot) => snapshot.matches({ idle: 'failed' }));
    expect(actor.getSnapshot().context.values.address).toBe('Villa 12, Jumeirah');
  });

  it('can be submitted again after a failure and after a success', async () => {
    let attempts = 0;
    const { actor } = start({
      submit: async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('offline');
        return confirmation;
      },
    });
    fill(actor, filled);
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches({ idle: 'failed' }));
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches({ idle: 'submitted' }));
    fill(actor, { name: 'Omar' });
    expect(actor.getSnapshot().value).toEqual({ idle: 'editing' });
  });

  it('starts from the values it is given, loading the slots of a given date', async () => {
    const { actor, availabilityRequests } = start({ input: { values: { service: 'carpet', date: '2030-06-04' } } });
    expect(actor.getSnapshot().context.values.service).toBe('carpet');
    await flush();
    expect(availabilityRequests).toEqual([{ date: '2030-06-04', service: 'carpet' }]);
    expect(actor.getSnapshot().context.availabilityStatus).toBe('loaded');
  });

  it('fails, keeping the values, when the app forgot to provide submitBooking', async () => {
    const actor = createActor(bookingMachine).start();
    fill(actor, filled);
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches({ idle: 'failed' }));
    expect(actor.getSnapshot().context.values).toEqual(filled);
  });

  it('simulates the spec: the default story actor answers after 1.5 s with a confirmation', async () => {
    vi.useFakeTimers();
    const actor = createActor(
      bookingMachine.provide({
        actors: { submitBooking: simulatedSubmitBooking, loadAvailability: fromPromise(async () => allFree()) },
      }),
    ).start();
    fill(actor, filled);
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'form.submit' });
    await vi.advanceTimersByTimeAsync(1499);
    expect(actor.getSnapshot().value).toBe('submitting');
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().value).toEqual({ idle: 'submitted' });
    expect(actor.getSnapshot().context.confirmation?.estimate).toEqual({
      subtotalFils: 15000,
      vatFils: 750,
      totalFils: 15750,
    });
  });
});

describe('bookingMachine: availability', () => {
  it('loads the slots of the chosen day and service, again when either changes, not for other fields', async () => {
    const { actor, availabilityRequests } = start();
    fill(actor, { name: 'Layla', service: 'office' });
    expect(availabilityRequests).toEqual([]);
    fill(actor, { date: '2030-06-04' });
    expect(actor.getSnapshot().context.availabilityStatus).toBe('loading');
    await flush();
    expect(actor.getSnapshot().context.availability).toEqual({
      date: '2030-06-04',
      service: 'office',
      slots: allFree(),
    });
    expect(actor.getSnapshot().context.availabilityStatus).toBe('loaded');
    fill(actor, { service: 'deep', timeSlot: '10:00 AM', phone: '050' });
    fill(actor, { date: '2030-06-05' });
    await flush();
    expect(availabilityRequests).toEqual([
      { date: '2030-06-04', service: 'office' },
      { date: '2030-06-04', service: 'deep' },
      { date: '2030-06-05', service: 'deep' },
    ]);
  });

  it('drops the answer for a day no longer chosen, and forgets the slots when the date is cleared', async () => {
    const answers = new Map<string, ReturnType<typeof deferred<SlotAvailability[]>>>();
    const { actor } = start({
      availability: ({ date }) => {
        const answer = deferred<SlotAvailability[]>();
        answers.set(date, answer);
        return answer.promise;
      },
    });
    fill(actor, { service: 'office', date: '2030-06-04' });
    fill(actor, { date: '2030-06-05' });
    answers.get('2030-06-05')?.resolve(allFree());
    answers.get('2030-06-04')?.resolve(withSlots({ '09:00 AM': 'full' }));
    await flush();
    expect(actor.getSnapshot().context.availability?.date).toBe('2030-06-05');
    expect(actor.getSnapshot().context.availability?.slots).toEqual(allFree());
    fill(actor, { date: '' });
    expect(actor.getSnapshot().context.availability).toBeNull();
    expect(actor.getSnapshot().context.availabilityStatus).toBe('idle');
  });

  it('keeps a chosen slot that became unavailable, but refuses to submit it', async () => {
    const { actor, notes, requests } = start({ availability: async () => withSlots({ '09:00 AM': 'full' }) });
    fill(actor, filled);
    await flush();
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.values.timeSlot).toBe('09:00 AM');
    expect(actor.getSnapshot().context.error).toEqual({
      field: 'timeSlot',
      message: 'That time is no longer available. Please choose another.',
    });
    expect(notes).toEqual([{ title: messages.booking.slotUnavailable, variant: 'destructive' }]);
    expect(requests).toEqual([]);
  });

  it('says the slot is unavailable only after the spec’s three checks', async () => {
    const { actor } = start({ availability: async () => withSlots({ '09:00 AM': 'tooSoon' }) });
    fill(actor, { date: filled.date, timeSlot: '09:00 AM' });
    await flush();
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.error?.message).toBe(messages.booking.missingService);
  });

  it('logs a failed load and lets the database judge the slot', async () => {
    const { actor, logged } = start({
      availability: async () => {
        throw new Error('offline');
      },
    });
    fill(actor, filled);
    await flush();
    expect(actor.getSnapshot().context.availabilityStatus).toBe('failed');
    expect(logged).toEqual(['Booking: the free slots could not be loaded: offline']);
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('submitting');
  });

  it('names a slot taken meanwhile, keeps every value, and offers the free times of that day', async () => {
    let calls = 0;
    const reload = deferred<SlotAvailability[]>();
    const { actor, notes, availabilityRequests } = start({
      submit: async () => {
        throw new SlotTakenError('2030-06-04', '09:00 AM');
      },
      availability: () => {
        calls += 1;
        return calls === 1 ? Promise.resolve(allFree()) : reload.promise;
      },
    });
    fill(actor, filled);
    await flush();
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches({ idle: 'failed' }));
    expect(actor.getSnapshot().context.values).toEqual(filled);
    expect(actor.getSnapshot().context.error).toEqual({
      field: 'timeSlot',
      message: 'Sorry, 09:00 AM on Tue 4 Jun has just been booked.',
    });
    expect(actor.getSnapshot().context.availabilityStatus).toBe('loading');
    expect(notes).toEqual([]);

    reload.resolve(withSlots({ '08:00 AM': 'tooSoon', '09:00 AM': 'full', '10:00 AM': 'full', '12:00 PM': 'full' }));
    await flush();
    const message =
      'Sorry, 09:00 AM on Tue 4 Jun has just been booked. Free times that day: 11:00 AM, 01:00 PM, 02:00 PM.';
    expect(actor.getSnapshot().context.error).toEqual({ field: 'timeSlot', message });
    expect(notes).toEqual([{ title: 'Error', description: message, variant: 'destructive' }]);
    expect(availabilityRequests).toHaveLength(2);
    // The slot stays chosen, and the next submit refuses it without asking the database.
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.error?.message).toBe(messages.booking.slotUnavailable);
  });

  it('says when no time is free that day any more, and offers earlier times when none is later', async () => {
    expect(messages.booking.slotTaken('07:00 PM', 'Tue 4 Jun', [])).toBe(
      'Sorry, 07:00 PM on Tue 4 Jun has just been booked. No other time is free that day.',
    );
    let calls = 0;
    const { actor, notes } = start({
      submit: async () => {
        throw new SlotTakenError('2030-06-04', '07:00 PM');
      },
      availability: async () => {
        calls += 1;
        return calls === 1 ? allFree() : withSlots(Object.fromEntries(timeSlots.slice(2).map((s) => [s, 'full'])));
      },
    });
    fill(actor, { ...filled, timeSlot: '07:00 PM' });
    await flush();
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.context.availabilityStatus === 'loaded' && notes.length > 0);
    expect(notes[0]?.description).toBe(
      'Sorry, 07:00 PM on Tue 4 Jun has just been booked. Free times that day: 08:00 AM, 09:00 AM.',
    );
  });

  it('still says which slot was taken when the slots cannot be reloaded', async () => {
    let calls = 0;
    const { actor, notes } = start({
      submit: async () => {
        throw Object.assign(new Error('taken'), { name: 'SlotTakenError', date: '2030-06-04', timeSlot: '09:00 AM' });
      },
      availability: async () => {
        calls += 1;
        if (calls > 1) throw new Error('offline');
        return allFree();
      },
    });
    fill(actor, filled);
    await flush();
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.context.availabilityStatus === 'failed');
    expect(notes).toEqual([
      { title: 'Error', description: 'Sorry, 09:00 AM on Tue 4 Jun has just been booked.', variant: 'destructive' },
    ]);
    expect(actor.getSnapshot().context.values).toEqual(filled);
  });

  it('says a slot that broke a rule meanwhile can no longer be booked', async () => {
    let calls = 0;
    const { actor, notes, logged } = start({
      submit: async () => {
        throw new SlotUnavailableError('2030-06-04', '09:00 AM', 'tooSoon');
      },
      availability: async () => {
        calls += 1;
        return calls === 1 ? allFree() : withSlots({ '08:00 AM': 'tooSoon', '09:00 AM': 'tooSoon' });
      },
    });
    fill(actor, filled);
    await flush();
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.context.availabilityStatus === 'loaded' && notes.length > 0);
    const message =
      'Sorry, 09:00 AM on Tue 4 Jun can no longer be booked. Free times that day: 10:00 AM, 11:00 AM, 12:00 PM.';
    expect(actor.getSnapshot().context.error).toEqual({ field: 'timeSlot', message });
    expect(notes).toEqual([{ title: 'Error', description: message, variant: 'destructive' }]);
    expect(logged).toEqual(['Booking refused: 09:00 AM on 2030-06-04 cannot be booked (tooSoon)']);
  });

  it('names days the way the refusals do', () => {
    expect(formatBookingDay('2026-12-01')).toBe('Tue 1 Dec');
    expect(formatBookingDay('2027-01-10')).toBe('Sun 10 Jan');
  });
});

describe('bookingMachine: prices and days', () => {
  it('estimates as the form changes: size, extras, items; null until it can', () => {
    const { actor } = start();
    const estimateNow = () => selectEstimate(actor.getSnapshot());
    expect(estimateNow()).toBeNull();
    fill(actor, { service: 'residential' });
    expect(estimateNow()).toBeNull();
    fill(actor, { property: '1br' });
    expect(estimateNow()).toEqual({ subtotalFils: 15000, vatFils: 750, totalFils: 15750 });
    fill(actor, { extras: ['fridge', 'oven'] });
    expect(estimateNow()).toEqual({ subtotalFils: 26000, vatFils: 1300, totalFils: 27300 });
    fill(actor, { service: 'carpet', quantity: '3' });
    expect(selectEstimate(actor.getSnapshot().context)).toEqual({
      subtotalFils: 18000,
      vatFils: 900,
      totalFils: 18900,
    });
    fill(actor, { quantity: '30' });
    expect(estimateNow()).toBeNull();
  });

  it('takes a regular cleaning’s discount off before VAT, from the stored percents or the defaults, and sends the frequency', async () => {
    const stored = deferred<PriceList>();
    const { actor, requests } = start({ priceList: () => stored.promise });
    const estimateNow = () => selectEstimate(actor.getSnapshot());
    fill(actor, { service: 'residential', property: '1br', frequency: 'weekly' });
    // AED 150 less 15 % = 127.50, VAT 5 % on that.
    expect(estimateNow()).toEqual({
      subtotalFils: 12750,
      vatFils: 638,
      totalFils: 13388,
      listFils: 15000,
      discountFils: 2250,
      discountPercent: 15,
    });
    fill(actor, { frequency: 'fourweekly' });
    expect(estimateNow()).toMatchObject({ subtotalFils: 14250, discountFils: 750, discountPercent: 5 });
    stored.resolve({ ...defaultPriceList, frequencyDiscounts: { weekly: 20, biweekly: 12.5, fourweekly: 0 } });
    await flush();
    expect(estimateNow()).toEqual({ subtotalFils: 15000, vatFils: 750, totalFils: 15750 });
    fill(actor, { frequency: 'biweekly' });
    expect(estimateNow()).toMatchObject({ subtotalFils: 13125, discountFils: 1875, discountPercent: 12.5 });
    fill(actor, { frequency: 'once' });
    expect(estimateNow()).toEqual({ subtotalFils: 15000, vatFils: 750, totalFils: 15750 });

    fill(actor, { ...filled, frequency: 'biweekly' });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches({ idle: 'submitted' }));
    expect(requests[0]).toMatchObject({ frequency: 'biweekly', service: 'residential' });
    // The next booking starts as a one-time cleaning again.
    expect(actor.getSnapshot().context.values.frequency).toBe('once');
  });

  it('clears a size or extras the new service does not have', () => {
    const { actor } = start();
    fill(actor, { service: 'residential', property: '2br', extras: ['fridge', 'materials'] });
    fill(actor, { service: 'deep' });
    expect(actor.getSnapshot().context.values).toMatchObject({ property: '2br', extras: ['fridge', 'materials'] });
    fill(actor, { service: 'office' });
    expect(actor.getSnapshot().context.values).toMatchObject({ property: '', extras: ['materials'] });
  });

  it('prices with the list it is given, then with the stored one once loaded', async () => {
    const given: PriceList = {
      options: defaultPriceList.options.map((option) => ({ ...option, price: option.price * 2 })),
      extras: defaultPriceList.extras,
    };
    const stored: PriceList = { options: given.options.filter((o) => o.code !== '2br'), extras: [] };
    const list = deferred<PriceList>();
    const { actor } = start({ input: { priceList: given }, priceList: () => list.promise });
    fill(actor, { service: 'residential', property: '2br', extras: ['fridge'] });
    expect(selectEstimate(actor.getSnapshot())?.subtotalFils).toBe(45000);
    list.resolve(stored);
    await flush();
    expect(actor.getSnapshot().context.priceList).toBe(stored);
    // The stored list has no 2-bedroom option and no extras: both are cleared.
    expect(actor.getSnapshot().context.values).toMatchObject({ property: '', extras: [] });
  });

  it('keeps its price list and closed days when loading them fails, and logs why', async () => {
    const { actor, logged } = start({
      input: { closedDays: ['2030-12-02'] },
      priceList: async () => {
        throw new Error('offline');
      },
      closedDays: async () => {
        throw new Error('timeout');
      },
    });
    await flush();
    expect(actor.getSnapshot().context.priceList).toBe(defaultPriceList);
    expect(actor.getSnapshot().context.closedDays).toEqual(['2030-12-02']);
    expect(logged.sort()).toEqual([
      'Booking: the closed days could not be loaded: timeout',
      'Booking: the price list could not be loaded: offline',
    ]);
  });

  it('tells the date picker which days cannot be booked, from its clock and the loaded closed days', async () => {
    const now = () => Date.UTC(2030, 5, 1, 6); // 10:00 in Dubai on 1 June 2030
    const { actor } = start({ input: { now }, closedDays: async () => ['2030-06-10'] });
    await flush();
    const day = (date: string) => selectDayUnavailable(actor.getSnapshot(), date);
    expect(day('2030-05-31')).toBe('past');
    expect(day('2030-06-01')).toBeNull();
    expect(day('2030-06-10')).toBe('closed');
    expect(day('2030-07-31')).toBeNull();
    expect(day('2030-08-01')).toBe('tooFar');
  });
});
