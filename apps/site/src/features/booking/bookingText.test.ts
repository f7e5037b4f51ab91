import { communities, defaultPriceList, type SlotUnavailableReason, timeSlots } from '@sparkle/company/booking';
import type { BookingStatus } from '@sparkle/machines';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activateLocale } from '../../i18n/activateLocale';
import { activateEnglish } from '../../i18n/i18n';
import {
  extraOptions,
  jobSummary,
  longDate,
  serviceName,
  sizeOptions,
  slotRange,
  slotReasonLabel,
  statusLabel,
  unavailableSlots,
} from './bookingText';
import { communityName, communityNames } from './communityNames';

const reasons: SlotUnavailableReason[] = ['full', 'tooSoon', 'outsideHours', 'closed', 'past', 'tooFar'];
const statuses: BookingStatus[] = ['pending', 'confirmed', 'completed', 'cancelled'];
const latin = /[A-Za-z]/;

describe('bookingText', () => {
  // The Arabic catalogues are compiled from their PO files when first loaded: seconds of CPU on a busy machine, which
  // is not what these tests measure.
  beforeAll(async () => {
    await activateLocale('ar');
    activateEnglish();
  }, 30_000);
  afterAll(() => activateEnglish());

  it('words everything as before in English', () => {
    activateEnglish();
    expect(longDate('2026-12-01')).toBe('Tuesday 1 December 2026');
    expect(slotRange('10:00 AM')).toBe('10:00 AM – 12:00 PM');
    expect(slotRange('07:00 PM')).toBe('07:00 PM – 09:00 PM');
    expect(unavailableSlots([{ slot: '08:00 AM', free: 0, reason: 'full' }])).toEqual({ '08:00 AM': 'Fully booked' });
    expect(reasons.map(slotReasonLabel)).toEqual([
      'Fully booked',
      'Too soon',
      'Outside opening hours',
      'Closed',
      'In the past',
      'Too far ahead',
    ]);
    expect(statuses.map(statusLabel)).toEqual(['Awaiting confirmation', 'Confirmed', 'Completed', 'Cancelled']);
    expect(serviceName('deep')).toBe('Deep Cleaning');
    for (const service of ['residential', 'office', 'deep', 'movein'] as const) {
      expect(sizeOptions(defaultPriceList, service)).toEqual(
        defaultPriceList.options.filter((o) => o.service === service).map((o) => ({ value: o.code, label: o.label })),
      );
    }
    expect(extraOptions(defaultPriceList, 'deep')[0]).toEqual({
      value: 'fridge',
      label: 'Inside the fridge',
      suffix: '+ AED 50',
    });
    expect(jobSummary(defaultPriceList, 'carpet', 'item', 1)).toBe('1 item');
    expect(jobSummary(defaultPriceList, 'carpet', 'item', 3)).toBe('3 items');
    expect(jobSummary(defaultPriceList, 'deep', '2br', 1)).toBe('2 bedrooms');
    expect(communityName('Dubai Marina')).toBe('Dubai Marina');
    expect(communityNames()).toBeUndefined();
  });

  it('words everything in Arabic on an Arabic page, the stored labels kept for unknown codes', async () => {
    await activateLocale('ar');
    expect(longDate('2026-12-01')).toBe('الثلاثاء، 1 ديسمبر 2026');
    expect(slotRange('10:00 AM')).toMatch(/^10:00\sص – 12:00\sم$/);
    for (const slot of timeSlots) expect(slotRange(slot)).not.toMatch(latin);
    for (const text of [...reasons.map(slotReasonLabel), ...statuses.map(statusLabel)]) expect(text).not.toMatch(latin);
    for (const service of ['residential', 'office', 'deep', 'movein', 'carpet'] as const) {
      expect(serviceName(service)).not.toMatch(latin);
      for (const option of [...sizeOptions(defaultPriceList, service), ...extraOptions(defaultPriceList, service)]) {
        expect(option.label).not.toMatch(latin);
        expect(`${'suffix' in option ? option.suffix : ''}`).not.toMatch(latin);
      }
    }
    const renamed = { ...defaultPriceList, extras: [{ ...defaultPriceList.extras[0]!, code: 'new', label: 'New' }] };
    expect(extraOptions(renamed, 'deep')[0]?.label).toBe('New');
    expect(jobSummary(defaultPriceList, 'carpet', 'item', 3)).toBe('3 قطع');
    for (const community of communities) expect(communityName(community)).not.toMatch(latin);
    expect(Object.keys(communityNames() ?? {}).sort()).toEqual([...communities].sort());
    expect(communityName('Somewhere else')).toBe('Somewhere else');
  });
});
