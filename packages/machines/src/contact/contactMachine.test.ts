import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { type Notification, RateLimitedError } from '../effects';
import { messages } from '../messages';
import {
  type ContactInput,
  type ContactRequest,
  type ContactValues,
  contactMachine,
  emptyContactValues,
  simulatedSubmitContact,
} from './contactMachine';

const filled: ContactValues = {
  name: 'Omar',
  email: ' omar@example.com ',
  message: 'Do you clean grease traps?',
  honeypot: '',
};

function start(submit: (request: ContactRequest) => Promise<void> = async () => {}, input?: ContactInput) {
  const notes: Notification[] = [];
  const logged: string[] = [];
  const requests: ContactRequest[] = [];
  const machine = contactMachine.provide({
    actions: {
      notify: (_, params) => notes.push(params),
      logError: (_, params) => logged.push(params.message),
    },
    actors: {
      submitContact: fromPromise<void, ContactRequest>(async ({ input }) => {
        requests.push(input);
        return submit(input);
      }),
    },
  });
  return { actor: createActor(machine, { input }).start(), notes, logged, requests };
}

function fill(actor: ReturnType<typeof start>['actor'], values: Partial<ContactValues>) {
  for (const [field, value] of Object.entries(values)) {
    actor.send({ type: 'field.change', field: field as keyof ContactValues, value });
  }
}

afterEach(() => {
  vi.useRealTimers();
});

describe('contactMachine', () => {
  it('starts editing an empty form', () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toEqual({ idle: 'editing' });
    expect(actor.getSnapshot().context.values).toEqual(emptyContactValues);
  });

  it('refuses a missing field or a malformed e-mail without sending', () => {
    const { actor, notes, requests } = start();
    fill(actor, { ...filled, message: '  ' });
    actor.send({ type: 'form.submit' });
    fill(actor, { message: filled.message, email: 'omar' });
    actor.send({ type: 'form.submit' });
    expect(notes).toEqual([
      { title: messages.form.missingFields, variant: 'destructive' },
      { title: messages.form.invalidEmail, variant: 'destructive' },
    ]);
    expect(actor.getSnapshot().context.error).toEqual({ field: 'email', message: messages.form.invalidEmail });
    expect(requests).toEqual([]);
  });

  it('names the first empty field, in the order of the form', () => {
    const { actor } = start();
    const refusedField = (values: Partial<ContactValues>) => {
      fill(actor, { ...filled, ...values });
      actor.send({ type: 'form.submit' });
      return actor.getSnapshot().context.error;
    };
    expect(refusedField({ name: ' ', email: '', message: '' })).toEqual({
      field: 'name',
      message: messages.form.missingFields,
    });
    expect(refusedField({ email: '', message: '' })).toEqual({ field: 'email', message: messages.form.missingFields });
    expect(refusedField({ message: '\n' })).toEqual({ field: 'message', message: messages.form.missingFields });
  });

  it('sends, says where the answer will go, and clears the form', async () => {
    const { actor, notes, requests } = start();
    fill(actor, filled);
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('sending');
    await waitFor(actor, (snapshot) => snapshot.matches({ idle: 'sent' }));
    expect(requests).toEqual([{ ...filled, email: 'omar@example.com', openedAt: 0 }]);
    expect(notes).toEqual([
      { title: "Message sent successfully to omar@example.com! We'll get back to you soon.", variant: 'default' },
    ]);
    expect(actor.getSnapshot().context.values).toEqual(emptyContactValues);
  });

  it('keeps every value when sending fails', async () => {
    const { actor, notes, logged } = start(async () => {
      throw new Error('offline');
    });
    fill(actor, filled);
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches({ idle: 'failed' }));
    expect(actor.getSnapshot().context.values).toEqual(filled);
    expect(actor.getSnapshot().context.error).toEqual({ field: null, message: messages.contact.failure });
    expect(notes).toEqual([{ title: 'Error', description: messages.contact.failure, variant: 'destructive' }]);
    expect(logged).toEqual(['Contact message failed: offline']);
  });

  it('does not count the honeypot as a field to fill in', () => {
    const { actor, notes } = start();
    fill(actor, filled);
    actor.send({ type: 'form.submit' });
    expect(notes).toEqual([]);
    expect(actor.getSnapshot().value).toBe('sending');
  });

  it('hands the honeypot and the moment the form opened on with the request, and answers as for anyone', async () => {
    const { actor, notes, requests } = start(async () => {}, { openedAt: 52_000 });
    fill(actor, { ...filled, honeypot: 'Buy followers' });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches({ idle: 'sent' }));
    expect(requests).toEqual([expect.objectContaining({ honeypot: 'Buy followers', openedAt: 52_000 })]);
    // The machine does not judge: the database quarantines such a message and answers as for any other.
    expect(notes).toEqual([{ title: messages.contact.success('omar@example.com'), variant: 'default' }]);
    expect(actor.getSnapshot().context.values).toEqual(emptyContactValues);
  });

  it('says that there were too many requests when refused for that, keeping every value', async () => {
    const { actor, notes, logged } = start(async () => {
      throw new RateLimitedError('Too many messages from your connection.');
    });
    fill(actor, filled);
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches({ idle: 'failed' }));
    expect(actor.getSnapshot().context.values).toEqual(filled);
    expect(actor.getSnapshot().context.error).toEqual({ field: null, message: messages.rateLimited });
    expect(notes).toEqual([{ title: 'Error', description: messages.rateLimited, variant: 'destructive' }]);
    expect(logged).toEqual(['Contact message failed: Too many messages from your connection.']);
  });

  it('ignores a second submit while sending, and keeps what is typed meanwhile', async () => {
    let fail: (error: Error) => void = () => {};
    const { actor, requests } = start(() => new Promise<void>((_, reject) => (fail = reject)));
    fill(actor, filled);
    actor.send({ type: 'form.submit' });
    actor.send({ type: 'form.submit' });
    fill(actor, { message: 'Also: carpets?' });
    fail(new Error('offline'));
    await waitFor(actor, (snapshot) => snapshot.matches({ idle: 'failed' }));
    expect(requests).toHaveLength(1);
    expect(actor.getSnapshot().context.values.message).toBe('Also: carpets?');
    fill(actor, { name: 'Omar K.' });
    expect(actor.getSnapshot().value).toEqual({ idle: 'editing' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('starts from the values it is given', () => {
    const actor = createActor(contactMachine, { input: { values: { name: 'Omar' } } }).start();
    expect(actor.getSnapshot().context.values).toEqual({ ...emptyContactValues, name: 'Omar' });
  });

  it('simulates the spec: the default story actor answers after 1 s', async () => {
    vi.useFakeTimers();
    const actor = createActor(contactMachine.provide({ actors: { submitContact: simulatedSubmitContact } })).start();
    fill(actor, filled);
    actor.send({ type: 'form.submit' });
    await vi.advanceTimersByTimeAsync(999);
    expect(actor.getSnapshot().value).toBe('sending');
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().value).toEqual({ idle: 'sent' });
  });
});
