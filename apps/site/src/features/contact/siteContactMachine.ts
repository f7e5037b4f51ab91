import { type ContactRequest, contactMachine } from '@sparkle/machines';
import { fromPromise } from 'xstate';
import { getSupabase } from '../../lib/supabase';
import { notify } from '../toast/notify';

/**
 * The contact statechart with the site's effects: a message is stored in `contact_messages` (DECISIONS §3.1),
 * toasts go through the site's one toast channel, and a failure is logged with the backend's reason.
 */
export const siteContactMachine = contactMachine.provide({
  actors: {
    submitContact: fromPromise<void, ContactRequest>(async ({ input }) => {
      const supabase = await getSupabase();
      // No .select(): visitors may insert but not read messages, and only the error matters here.
      const { error } = await supabase
        .from('contact_messages')
        .insert({ name: input.name.trim(), email: input.email, message: input.message.trim() });
      if (error) throw error;
    }),
  },
  actions: {
    notify: (_, notification) => notify(notification),
    logError: (_, { message, error }) => console.error(message, error),
  },
});
