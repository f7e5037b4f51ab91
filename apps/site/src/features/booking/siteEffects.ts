import { notify } from '../toast/notify';

/** The booking statecharts' effects on the site: toasts through the site's one toast channel, errors to the console. */
export const siteEffects = {
  notify: (_: unknown, notification: Parameters<typeof notify>[0]) => notify(notification),
  logError: (_: unknown, { message, error }: { message: string; error?: unknown }) => console.error(message, error),
};
