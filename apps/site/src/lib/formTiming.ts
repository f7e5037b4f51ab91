/**
 * How long a public form took to fill in, which the site reports with each booking and contact message.
 * The database quarantines a submission reported faster than `MIN_FORM_FILL_MS` while answering as for any other
 * (`private.min_form_fill_ms()` in supabase/migrations): people need longer than that, bots do not.
 */

/** The minimum fill time. The SQL function holds the same number; formTiming.test.ts keeps the two equal. */
export const MIN_FORM_FILL_MS = 3000;

/**
 * When the form of a page being rendered now became usable, on the `performance.now()` clock. A form that was
 * served (its page is still hydrating, or it is the island `island` whose served HTML hydrates now,
 * src/loading/island.tsx) was ready to type into before any script ran (docs/loading.md), so it counts from the start of
 * the navigation (0); a form rendered after a client-side navigation, from now. The prerender has no clock and
 * says 0.
 */
export function formOpenedAt(island?: string): number {
  if (typeof document === 'undefined' || typeof performance === 'undefined') return 0;
  if (island && document.querySelector(`[data-island="${island}"]:not([data-island-live])`)) return 0;
  return document.documentElement.dataset.hydrated === 'true' ? performance.now() : 0;
}

/** Whole milliseconds from `openedAt` to `now`, within what the database's integer column holds. */
export function fillTimeSince(openedAt: number, now: number = performance.now()): number {
  return Math.min(2_147_483_647, Math.max(0, Math.round(now - openedAt)));
}
