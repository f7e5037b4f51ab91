import { assertEvent, assign, type ErrorActorEvent, fromPromise, setup } from 'xstate';
import {
  delay,
  errorMessage,
  isRateLimitedError,
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
  /**
   * The honeypot: a field people never meet (hidden from sight and from assistive technology) that bots filling
   * every input do. It is not checked here; it goes with the request, and the database quarantines a message that has
   * one (suspected spam) while answering as for any other.
   */
  honeypot: string;
}
export type ContactField = keyof ContactValues;

/** A refused or failed send: the message, and the field it is about (null: the whole form, e.g. offline). */
export interface ContactError {
  field: ContactField | null;
  message: string;
}

/** What `submitContact` receives: a message that passed every check. */
export interface ContactRequest extends ContactValues {
  /** When the form became usable, on the site's clock: the site reports how long it took to fill (see input). */
  openedAt: number;
}

export interface ContactInput {
  values?: Partial<ContactValues>;
  /**
   * When the form became usable, on the site's clock (0 by default). The machine only hands it on with each
   * request: the site reports the time taken to fill the form, and the database quarantines submissions made faster
   * than a person can.
   */
  openedAt?: number;
}

export interface ContactContext {
  values: ContactValues;
  /** The last refused or failed submit, cleared when the user edits the form. */
  error: ContactError | null;
  /** See `ContactInput.openedAt`. */
  openedAt: number;
}

export type ContactEvent = { type: 'field.change'; field: ContactField; value: string } | { type: 'form.submit' };

export const emptyContactValues: ContactValues = { name: '', email: '', message: '', honeypot: '' };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A refused send: the message names the field and goes out as an error toast. */
function refusal(field: ContactField, message: string) {
  return [
    { type: 'assignError', params: { field, message } },
    { type: 'notify', params: { title: message, variant: 'destructive' } },
  ] as const;
}

/** A send that failed: the message as the form's error and in an error toast, the reason in the console. */
function failure(message: string) {
  return [
    { type: 'assignError', params: { field: null, message } },
    { type: 'notify', params: { title: messages.errorTitle, description: message, variant: 'destructive' } },
    {
      type: 'logError',
      params: ({ event }: { event: ErrorActorEvent }) => ({
        message: `Contact message failed: ${errorMessage(event.error)}`,
        error: event.error,
      }),
    },
  ] as const;
}

/**
 * The contact form (spec: Contact). Name, e-mail and message are required; `sending` is the button's
 * "Sending..." state and ignores another submit; success says where the answer will go and clears the
 * form, a failure keeps every value. A refusal for too many requests (`RateLimitedError`) says so instead of
 * the general failure.
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
    assignError: assign((_, params: ContactError) => ({ error: params })),
    resetForm: assign({ values: emptyContactValues, error: null }),
  },
  guards: {
    isFieldEmpty: ({ context }, params: { field: ContactField }) => context.values[params.field].trim() === '',
    isEmailInvalid: ({ context }) => !EMAIL.test(context.values.email.trim()),
    isRateLimited: (_, params: { error: unknown }) => isRateLimitedError(params.error),
  },
}).createMachine({
  id: 'contact',
  context: ({ input }) => ({
    values: { ...emptyContactValues, ...input?.values },
    error: null,
    openedAt: input?.openedAt ?? 0,
  }),
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
          // The first empty field is named, in the order of the form; the message is the same for each.
          ...(['name', 'email', 'message'] as const).map((field) => ({
            guard: { type: 'isFieldEmpty' as const, params: { field } },
            target: '.editing' as const,
            actions: refusal(field, messages.form.missingFields),
          })),
          { guard: 'isEmailInvalid', target: '.editing', actions: refusal('email', messages.form.invalidEmail) },
          { target: 'sending' },
        ],
      },
    },
    sending: {
      invoke: {
        id: 'submitContact',
        src: 'submitContact',
        input: ({ context }) => ({ ...context.values, email: context.values.email.trim(), openedAt: context.openedAt }),
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
        onError: [
          {
            guard: { type: 'isRateLimited', params: ({ event }) => ({ error: event.error }) },
            target: 'idle.failed',
            actions: failure(messages.rateLimited),
          },
          { target: 'idle.failed', actions: failure(messages.contact.failure) },
        ],
      },
      on: { 'field.change': { actions: 'assignField' } },
    },
  },
});

/** The spec's simulated send: succeeds after 1 s. For stories, and for the site until messages are stored. */
export const simulatedSubmitContact = fromPromise<void, ContactRequest>(({ signal }) => delay(1000, signal));
