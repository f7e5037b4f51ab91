import { propertyKindOf } from '@sparkle/company/booking';
import type { AccountVisitRow } from './accountApi';

/**
 * The booking form's link filled in with a visit's job and address ('Book again'): the service, its size or number
 * of items, the extras, and the community, building, apartment and directions (src/features/booking/bookingPrefill.ts
 * reads them). Not the date and time: a new visit needs its own.
 */
export function bookAgainHref(
  visit: Pick<
    AccountVisitRow,
    'service' | 'property' | 'quantity' | 'extras' | 'community' | 'building' | 'apartment' | 'address'
  >,
): string {
  const query = new URLSearchParams({ service: visit.service });
  if (propertyKindOf[visit.service as keyof typeof propertyKindOf] === 'items') {
    if (visit.quantity) query.set('items', String(visit.quantity));
  } else if (visit.property) {
    query.set('size', visit.property);
  }
  if (visit.extras?.length) query.set('extras', visit.extras.join(','));
  for (const part of ['community', 'building', 'apartment', 'address'] as const) {
    const value = visit[part]?.trim();
    if (value) query.set(part, value);
  }
  return `/book-now?${query}`;
}
