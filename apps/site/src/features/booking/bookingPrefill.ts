import {
  bookableDateRange,
  bookableServices,
  communities,
  itemsRange,
  type PriceList,
  propertyKindOf,
  slotAt,
} from '@sparkle/company/booking';
import type { BookingFieldChangeEvent, BookingService } from '@sparkle/machines';

/** The free-text parts of an address a link may fill in, with the longest each booking keeps. */
const addressParts = [
  ['building', 200],
  ['apartment', 50],
  ['address', 2000],
] as const;

/**
 * What a booking link fills in (bookingLinkParams.ts), as the form's `field.change` events in the form's order:
 * the service first (choosing one clears its size and extras), then its size or items and extras, the date and the
 * time, then the address (community, building, apartment, directions). Anything the form would not offer is left
 * out: an unknown service, a date outside the bookable range, a time that starts no slot, a size or an extra the
 * service does not have, a community not on the list, an address part longer than the database keeps.
 */
export function bookingPrefill(search: string, { priceList, now }: { priceList: PriceList; now: number }) {
  const params = new URLSearchParams(search);
  // The router writes a value that reads as JSON in quotes ('items="3"'): take it as written.
  const read = (name: string) => {
    const value = params.get(name)?.trim();
    return value?.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value;
  };
  const events: BookingFieldChangeEvent[] = [];
  const service = bookableServices.find((s) => s.value === read('service'))?.value as BookingService | undefined;
  if (service) {
    events.push({ type: 'field.change', field: 'service', value: service });
    const size = read('size');
    if (
      propertyKindOf[service] !== 'items' &&
      priceList.options.some((o) => o.service === service && o.code === size)
    ) {
      events.push({ type: 'field.change', field: 'property', value: size as string });
    }
    const items = Number(read('items'));
    if (
      propertyKindOf[service] === 'items' &&
      Number.isInteger(items) &&
      items >= itemsRange.min &&
      items <= itemsRange.max
    ) {
      events.push({ type: 'field.change', field: 'quantity', value: String(items) });
    }
    const extras = (read('extras') ?? '')
      .split(',')
      .filter((code) => priceList.extras.some((e) => e.code === code && e.services.includes(service)));
    if (extras.length) events.push({ type: 'field.change', field: 'extras', value: [...new Set(extras)] });
  }
  const date = read('date');
  const { first, last } = bookableDateRange(now);
  if (date && /^\d{4}-\d{2}-\d{2}$/.test(date) && date >= first && date <= last) {
    events.push({ type: 'field.change', field: 'date', value: date });
    const slot = slotAt(Number(/^(\d{1,2}):00$/.exec(read('time') ?? '')?.[1] ?? Number.NaN));
    if (slot) events.push({ type: 'field.change', field: 'timeSlot', value: slot });
  }
  const community = read('community');
  if (community && (communities as readonly string[]).includes(community)) {
    events.push({ type: 'field.change', field: 'community', value: community });
  }
  for (const [field, longest] of addressParts) {
    const value = read(field);
    if (value && value.length <= longest) events.push({ type: 'field.change', field, value });
  }
  return events;
}
