import { type ContactRequest, contactMachine } from '@sparkle/machines';
import { fromPromise } from 'xstate';
import { currentLocale } from '../../i18n/i18n';
import { fillTimeSince } from '../../lib/formTiming';
import { serviceError } from '../../lib/serviceErrors';
import { getSupabase } from '../../lib/supabase';
import { notify } from '../toast/notify';

/**
 * The contact statechart with the site's effects: a message is stored in `contact_messages` (docs/decisions.md, The
 * business in the database), toasts go through the site's one toast channel, and a failure is logged with the backend's
 * reason. With the message go the honeypot and the time the form took to fill in: the database quarantines a message
 * that looks like a bot's (stored as suspected spam) while answering as for any other. A refusal for too many requests
 * becomes a `RateLimitedError`.
 */
export const siteContactMachine = contactMachine.provide({
  actors: {
    submitContact: fromPromise<void, ContactRequest>(async ({ input }) => {
      const supabase = await getSupabase();
      // No .select(): visitors may insert but not read messages, and only the error matters here.
      const { error, status } = await supabase.from('contact_messages').insert({
        name: input.name.trim(),
        email: input.email,
        message: input.message.trim(),
        honeypot: input.honeypot,
        fill_ms: fillTimeSince(input.openedAt),
        // The answer to the message is written in the page's language.
        locale: currentLocale(),
      });
      if (error) throw serviceError(error, status);
    }),
  },
  actions: {
    notify: (_, notification) => notify(notification),
    logError: (_, { message, error }) => console.error(message, error),
  },
});
