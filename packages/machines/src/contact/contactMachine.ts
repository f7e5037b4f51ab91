import { assertEvent, assign, fromPromise, setup } from 'xstate';
import {
  delay,
  errorMessage,
  type LogErrorParams,
  missingActor,
  type Notification,
  type OptionalInput,
} from '../effects';
import { messages } from '../messages';

export interface ContactValues {
  name: string;
  email: string;
  message: string;
}
export type ContactField = keyof ContactValues;

/** What `submitContact` receives: a message that passed every check. */
export type ContactRequest = ContactValues;

export interface ContactInput {
  values?: Partial<ContactValues>;
}

export interface ContactContext {
  values: ContactValues;
  /** The message of the last refused or failed submit, cleared when the user edits the form. */
  error: string | null;
}

export type ContactEvent = { type: 'field.change'; field: ContactField; value: string } | { type: 'form.submit' };

export const emptyContactValues: ContactValues = { name: '', email: '', message: '' };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The contact form (spec: Contact). Name, e-mail and message are required; `sending` is the button's
 * "Sending..." state and ignores another submit; success says where the answer will go and clears the
 * form, a failure keeps every value.
 */
export const contactMachine = setup({
  types: {
    context: {} as ContactContext,
    events: {} as ContactEvent,
    input: {} as OptionalInput<ContactInput>,
  },
  actors: {
    submitContact: missingActor<void, ContactRequest>('submitContact'),
  },
  actions: {
    notify: (_, _params: Notification) => {},
    logError: (_, _params: LogErrorParams) => {},
    assignField: assign(({ context, event }) => {
      assertEvent(event, 'field.change');
      return { values: { ...context.values, [event.field]: event.value }, error: null };
    }),
    assignError: assign((_, params: { message: string }) => ({ error: params.message })),
    resetForm: assign({ values: emptyContactValues, error: null }),
  },
  guards: {
    hasMissingFields: ({ context }) => Object.values(context.values).some((value) => value.trim() === ''),
    isEmailInvalid: ({ context }) => !EMAIL.test(context.values.email.trim()),
  },
}).createMachine({
  id: 'contact',
  context: ({ input }) => ({ values: { ...emptyContactValues, ...input?.values }, error: null }),
  initial: 'idle',
  states: {
    idle: {
      initial: 'editing',
      states: {
        editing: {},
        /** The last message went out; the form is empty again. */
        sent: {},
        /** The last message failed; the values are still there. */
        failed: {},
      },
      on: {
        'field.change': { target: '.editing', actions: 'assignField' },
        'form.submit': [
          {
            guard: 'hasMissingFields',
            target: '.editing',
            actions: [
              { type: 'assignError', params: { message: messages.form.missingFields } },
              { type: 'notify', params: { title: messages.form.missingFields, variant: 'destructive' } },
            ],
          },
          {
            guard: 'isEmailInvalid',
            target: '.editing',
            actions: [
              { type: 'assignError', params: { message: messages.form.invalidEmail } },
              { type: 'notify', params: { title: messages.form.invalidEmail, variant: 'destructive' } },
            ],
          },
          { target: 'sending' },
        ],
      },
    },
    sending: {
      invoke: {
        id: 'submitContact',
        src: 'submitContact',
        input: ({ context }) => ({ ...context.values, email: context.values.email.trim() }),
        onDone: {
          target: 'idle.sent',
          actions: [
            {
              type: 'notify',
              params: ({ context }) => ({
                title: messages.contact.success(context.values.email.trim()),
                variant: 'default' as const,
              }),
            },
            'resetForm',
          ],
        },
        onError: {
          target: 'idle.failed',
          actions: [
            { type: 'assignError', params: { message: messages.contact.failure } },
            {
              type: 'notify',
              params: { title: messages.errorTitle, description: messages.contact.failure, variant: 'destructive' },
            },
            {
              type: 'logError',
              params: ({ event }) => ({
                message: `Contact message failed: ${errorMessage(event.error)}`,
                error: event.error,
              }),
            },
          ],
        },
      },
      on: { 'field.change': { actions: 'assignField' } },
    },
  },
});

/** The spec's simulated send: succeeds after 1 s. For stories, and for the site until messages are stored. */
export const simulatedSubmitContact = fromPromise<void, ContactRequest>(({ signal }) => delay(1000, signal));
