import { defaultPriceList } from '@sparkle/company/booking';
import { describe, expect, it } from 'vitest';
import { bookingPrefill } from '../booking/bookingPrefill';
import { bookAgainHref } from './bookAgain';

const now = Date.parse('2026-12-02T05:00:00Z');
const refill = (href: string) =>
  bookingPrefill(new URL(href, 'https://site.invalid').search, { priceList: defaultPriceList, now }).map(
    ({ field, value }) => [field, value],
  );

describe("'Book again'", () => {
  it('opens the form filled with the visit’s service, size, extras and address', () => {
    const href = bookAgainHref({
      service: 'deep',
      property: '2br',
      quantity: 1,
      extras: ['oven', 'fridge'],
      community: 'Dubai Marina',
      building: 'Marina Gate 1',
      apartment: '1204',
      address: 'Tower B, next to the gym',
    });
    expect(href.startsWith('/book-now?')).toBe(true);
    expect(refill(href)).toEqual([
      ['service', 'deep'],
      ['property', '2br'],
      ['extras', ['oven', 'fridge']],
      ['community', 'Dubai Marina'],
      ['building', 'Marina Gate 1'],
      ['apartment', '1204'],
      ['address', 'Tower B, next to the gym'],
    ]);
  });

  it('repeats the number of items of a service priced by the item, and leaves out what the visit had not', () => {
    const href = bookAgainHref({
      service: 'carpet',
      property: 'item',
      quantity: 3,
      extras: [],
      community: 'Al Barsha',
      building: 'Villa 12',
      apartment: null,
      address: null,
    });
    expect(refill(href)).toEqual([
      ['service', 'carpet'],
      ['quantity', '3'],
      ['community', 'Al Barsha'],
      ['building', 'Villa 12'],
    ]);
  });
});
