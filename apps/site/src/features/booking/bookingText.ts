import {
  bookableServices,
  formatFils,
  type PriceList,
  propertyKindOf,
  type SlotAvailability,
  type SlotUnavailableReason,
  slotAt,
  slotHour,
  type TimeSlot,
} from '@sparkle/company/booking';
import type { BookingService, BookingStatus } from '@sparkle/machines';

/**
 * How the booking pages word what the booking rules and the database answer (issue 10): slot reasons, statuses,
 * dates and times, sizes and extras. One place, for the Arabic translation to come.
 */

/** Why a slot cannot be chosen, as the time list shows and reads it next to the time. */
export const slotReasonLabels: Record<SlotUnavailableReason, string> = {
  full: 'Fully booked',
  tooSoon: 'Too soon',
  outsideHours: 'Outside opening hours',
  closed: 'Closed',
  past: 'In the past',
  tooFar: 'Too far ahead',
};

export const statusLabels: Record<BookingStatus, string> = {
  pending: 'Awaiting confirmation',
  confirmed: 'Confirmed',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

export const statusTones = {
  pending: 'accent',
  confirmed: 'brand',
  completed: 'positive',
  cancelled: 'critical',
} as const satisfies Record<BookingStatus, string>;

export function serviceName(service: BookingService | string): string {
  return bookableServices.find((s) => s.value === service)?.label ?? service;
}

/** 'Tuesday 1 December 2026', as the calendar names the day (the same in every browser: no comma). */
export function longDate(iso: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return iso;
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-GB', { ...options, timeZone: 'UTC' }).format(date);
  return `${part({ weekday: 'long' })} ${date.getUTCDate()} ${part({ month: 'long' })} ${date.getUTCFullYear()}`;
}

/** '10:00 AM – 12:00 PM': the slot's 2-hour block. */
export function slotRange(slot: TimeSlot): string {
  const endHour = slotHour(slot) + 2;
  const end =
    slotAt(endHour) ?? `${String(((endHour + 11) % 12) + 1).padStart(2, '0')}:00 ${endHour >= 12 ? 'PM' : 'AM'}`;
  return `${slot} – ${end}`;
}

/** The slots of a day that cannot be chosen, with their reason's words. */
export function unavailableSlots(slots: readonly SlotAvailability[] | undefined): Partial<Record<TimeSlot, string>> {
  const unavailable: Partial<Record<TimeSlot, string>> = {};
  for (const { slot, reason } of slots ?? []) if (reason) unavailable[slot] = slotReasonLabels[reason];
  return unavailable;
}

/** The size options of a service ('home' and 'office' kinds), from the price list. */
export function sizeOptions(list: PriceList, service: BookingService | '') {
  if (!service || propertyKindOf[service] === 'items') return [];
  return list.options.filter((o) => o.service === service).map((o) => ({ value: o.code, label: o.label }));
}

/** The extras a service can have, each with its price: 'Inside the fridge' + 'AED 50'. */
export function extraOptions(list: PriceList, service: BookingService | '') {
  if (!service) return [];
  return list.extras
    .filter((e) => e.services.includes(service))
    .map((e) => ({ value: e.code, label: e.label, suffix: `+ ${formatFils(e.price * 100)}` }));
}

/** What was booked, in words: '2 bedrooms', or '3 items'; with the extras. */
export function jobSummary(list: PriceList, service: BookingService, property: string, quantity: number): string {
  if (propertyKindOf[service] === 'items') return quantity === 1 ? '1 item' : `${quantity} items`;
  return list.options.find((o) => o.service === service && o.code === property)?.label ?? property;
}
