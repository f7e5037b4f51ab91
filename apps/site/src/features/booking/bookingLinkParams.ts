/**
 * The query of a link that opens the booking form filled in (the chat assistant's 'book' answer:
 * `/book-now?service=deep&date=2026-12-05&time=10:00&size=2br&extras=oven`; the chat function writes it,
 * supabase/functions/chat/tools.ts `bookingLink`; the account page's 'Book again' adds the visit's address:
 * `community`, `building`, `apartment`, `address`). Only the names live here: the booking page reads them at load
 * to decide whether its form hydrates at once, so this module stays a few bytes of its first load.
 */
export const bookingLinkParams = [
  'service',
  'date',
  'time',
  'size',
  'items',
  'extras',
  'community',
  'building',
  'apartment',
  'address',
] as const;

/** True when a query (`?service=…`) names something the booking form fills in. */
export function hasBookingPrefill(search: string): boolean {
  const params = new URLSearchParams(search);
  return bookingLinkParams.some((name) => params.has(name));
}
