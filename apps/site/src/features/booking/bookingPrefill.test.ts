import { defaultPriceList } from '@sparkle/company/booking';
import { describe, expect, it } from 'vitest';
import { hasBookingPrefill } from './bookingLinkParams';
import { bookingPrefill } from './bookingPrefill';

// Wednesday 2 December 2026, 09:00 in Dubai: bookable from today to 31 January 2027.
const now = Date.parse('2026-12-02T05:00:00Z');
const fill = (search: string) =>
  bookingPrefill(search, { priceList: defaultPriceList, now }).map(({ field, value }) => [field, value]);

describe('a booking link', () => {
  it('fills in the service, its size and extras, the date and the time, in the order of the form', () => {
    expect(fill('?service=deep&date=2026-12-05&time=10%3A00&size=2br&extras=oven,fridge')).toEqual([
      ['service', 'deep'],
      ['property', '2br'],
      ['extras', ['oven', 'fridge']],
      ['date', '2026-12-05'],
      ['timeSlot', '10:00 AM'],
    ]);
    expect(fill('?service=carpet&items=%223%22&time=14:00&date=2026-12-07')).toEqual([
      ['service', 'carpet'],
      ['quantity', '3'],
      ['date', '2026-12-07'],
      ['timeSlot', '02:00 PM'],
    ]);
  });

  it('leaves out what the form would not offer', () => {
    expect(fill('?service=windows&date=2020-01-01&time=10:00')).toEqual([]);
    expect(fill('?service=office&size=2br&extras=oven&date=2027-06-01')).toEqual([['service', 'office']]);
    expect(fill('?date=2026-12-05&time=23:00')).toEqual([['date', '2026-12-05']]);
    expect(fill('?time=10:00')).toEqual([]);
  });

  it("fills in the address of the visit 'Book again' repeats, after the job", () => {
    const query = new URLSearchParams({
      service: 'residential',
      size: '1br',
      extras: 'balcony',
      community: 'Dubai Marina',
      building: 'Marina Gate 1',
      apartment: '1204',
      address: 'Tower B, 12th floor',
    });
    expect(fill(`?${query}`)).toEqual([
      ['service', 'residential'],
      ['property', '1br'],
      ['extras', ['balcony']],
      ['community', 'Dubai Marina'],
      ['building', 'Marina Gate 1'],
      ['apartment', '1204'],
      ['address', 'Tower B, 12th floor'],
    ]);
  });

  it('leaves out a community not on the list and address parts longer than a booking keeps', () => {
    const query = new URLSearchParams({ community: 'Atlantis', building: 'x'.repeat(201), apartment: ' 7 ' });
    expect(fill(`?${query}`)).toEqual([['apartment', '7']]);
    expect(hasBookingPrefill('?community=Dubai%20Marina')).toBe(true);
  });

  it('is told apart from any other query', () => {
    expect(hasBookingPrefill('?service=deep')).toBe(true);
    expect(hasBookingPrefill('?date=2026-12-05&time=10:00')).toBe(true);
    expect(hasBookingPrefill('')).toBe(false);
    expect(hasBookingPrefill('?utm_source=newsletter')).toBe(false);
  });
});
