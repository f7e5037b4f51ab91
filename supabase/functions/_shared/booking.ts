/**
 * The booking rules of the business, in TypeScript: when a slot can be booked, how many crews a
 * service has by default, what a cleaning costs. The statechart, the booking form, the chat function's system
 * prompt and the build read this module; the database enforces the same rules in SQL
 * (`supabase/migrations/*_booking_business.sql`), and a backend test fails if the two disagree.
 * Plain data and arithmetic only (no Deno, Node or browser API), like company.ts.
 */

/** The services the booking form offers, with the spec's option labels and values. */
export const bookableServices = [
  { value: 'residential', label: 'Residential Cleaning' },
  { value: 'office', label: 'Office Cleaning' },
  { value: 'deep', label: 'Deep Cleaning' },
  { value: 'movein', label: 'Move-In/Out Cleaning' },
  { value: 'carpet', label: 'Carpet/Upholstery Cleaning' },
] as const;

export type BookableServiceId = (typeof bookableServices)[number]['value'];

/** The 12 hourly booking slots; each starts a 2-hour appointment. */
export const timeSlots = [
  '08:00 AM',
  '09:00 AM',
  '10:00 AM',
  '11:00 AM',
  '12:00 PM',
  '01:00 PM',
  '02:00 PM',
  '03:00 PM',
  '04:00 PM',
  '05:00 PM',
  '06:00 PM',
  '07:00 PM',
] as const;

export type TimeSlot = (typeof timeSlots)[number];

/**
 * A booking's status, as the database keeps it (`bookings_status_check`): requested, confirmed by the office, done,
 * or cancelled (by the customer or the office).
 */
export const bookingStatuses = ['pending', 'confirmed', 'completed', 'cancelled'] as const;

export type BookingStatus = (typeof bookingStatuses)[number];

/** The statuses in which the customer may still reschedule or cancel (with the notice of `bookingLimits`). */
export const changeableBookingStatuses: readonly BookingStatus[] = ['pending', 'confirmed'];

/** Dubai keeps UTC+4 all year (no daylight saving). */
export const dubaiUtcOffsetMinutes = 240;
export const dubaiTimeZone = 'Asia/Dubai';

export const bookingLimits = {
  /** A slot must start at least this long after now (Dubai time). */
  leadHours: 2,
  /** The last day that can be booked is today + this many days. */
  horizonDays: 60,
  /** An appointment keeps a crew busy for this many hourly slots. */
  blockHours: 2,
  /** The customer may reschedule or cancel through the manage link while the appointment is further away. */
  changeNoticeHours: 24,
  /** Crews per service until an admin changes it. */
  defaultCrews: 2,
  /** The most crews a service can be given. */
  maxCrews: 50,
  /** The manage link stops working this many days after the appointment. */
  manageLinkDaysAfter: 30,
} as const;

/**
 * Opening hours by ISO weekday (1 Monday … 7 Sunday), in whole hours, Dubai time: Monday–Saturday 8:00 AM to
 * 8:00 PM, Sunday 9:00 AM to 5:00 PM (company.ts `businessHours` in words). A block must lie inside them.
 */
export const openingHours: Readonly<Record<1 | 2 | 3 | 4 | 5 | 6 | 7, { open: number; close: number }>> = {
  1: { open: 8, close: 20 },
  2: { open: 8, close: 20 },
  3: { open: 8, close: 20 },
  4: { open: 8, close: 20 },
  5: { open: 8, close: 20 },
  6: { open: 8, close: 20 },
  7: { open: 9, close: 17 },
};

/** The hour (0–23) a slot starts: '01:00 PM' → 13. */
export function slotHour(slot: TimeSlot): number {
  const [, hh, ampm] = /^(\d{2}):00 (AM|PM)$/.exec(slot) ?? [];
  const h = Number(hh) % 12;
  return ampm === 'PM' ? h + 12 : h;
}

/** The slot that starts at an hour, or undefined outside the 12 slots. */
export function slotAt(hour: number): TimeSlot | undefined {
  return timeSlots.find((slot) => slotHour(slot) === hour);
}

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

function isoToUtcMidnight(date: string): number {
  const [y, m, d] = date.split('-').map(Number);
  return Date.UTC(y as number, (m as number) - 1, d as number);
}

/** `YYYY-MM-DD` of an epoch-ms instant in Dubai. */
export function dubaiDate(now: number): string {
  return new Date(now + dubaiUtcOffsetMinutes * 60_000).toISOString().slice(0, 10);
}

/** The instant (epoch ms) a slot of a Dubai date starts. */
export function slotStartsAt(date: string, slot: TimeSlot): number {
  return isoToUtcMidnight(date) + slotHour(slot) * HOUR_MS - dubaiUtcOffsetMinutes * 60_000;
}

/** ISO weekday of a date: 1 Monday … 7 Sunday. */
export function isoWeekday(date: string): 1 | 2 | 3 | 4 | 5 | 6 | 7 {
  const day = new Date(isoToUtcMidnight(date)).getUTCDay();
  return (day === 0 ? 7 : day) as 1 | 2 | 3 | 4 | 5 | 6 | 7;
}

export function addDays(date: string, days: number): string {
  return new Date(isoToUtcMidnight(date) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Why a slot cannot be booked, or why a whole day cannot. */
export type SlotUnavailableReason = 'past' | 'tooFar' | 'closed' | 'outsideHours' | 'tooSoon' | 'full';
export type DayUnavailableReason = 'past' | 'tooFar' | 'closed';

/** The first and last dates that can be booked, seen from `now`. */
export function bookableDateRange(now: number): { first: string; last: string } {
  const today = dubaiDate(now);
  return { first: today, last: addDays(today, bookingLimits.horizonDays) };
}

/** Why a whole day cannot be booked (before today, beyond the horizon, a closed day), or null. */
export function dayUnavailable(date: string, now: number, closedDays: Iterable<string>): DayUnavailableReason | null {
  const { first, last } = bookableDateRange(now);
  if (date < first) return 'past';
  if (date > last) return 'tooFar';
  for (const closed of closedDays) if (closed === date) return 'closed';
  return null;
}

/** The rules that do not depend on other bookings: the day, the opening hours, the lead time. */
export function slotRuleBreak(
  date: string,
  slot: TimeSlot,
  now: number,
  closedDays: Iterable<string>,
): SlotUnavailableReason | null {
  const day = dayUnavailable(date, now, closedDays);
  if (day) return day;
  const { open, close } = openingHours[isoWeekday(date)];
  const start = slotHour(slot);
  if (start < open || start + bookingLimits.blockHours > close) return 'outsideHours';
  if (slotStartsAt(date, slot) < now + bookingLimits.leadHours * HOUR_MS) return 'tooSoon';
  return null;
}

/**
 * Crews free for the whole block of each slot, given how many active bookings start at each slot of the day.
 * A booking at hour h keeps a crew for h … h + blockHours − 1.
 */
export function freeCrews(crews: number, startsPerSlot: Partial<Record<TimeSlot, number>>): Record<TimeSlot, number> {
  const busyAt = (hour: number) => {
    let busy = 0;
    for (let back = 0; back < bookingLimits.blockHours; back++) {
      const slot = slotAt(hour - back);
      if (slot) busy += startsPerSlot[slot] ?? 0;
    }
    return busy;
  };
  const free = {} as Record<TimeSlot, number>;
  for (const slot of timeSlots) {
    const start = slotHour(slot);
    let most = 0;
    for (let h = start; h < start + bookingLimits.blockHours; h++) most = Math.max(most, busyAt(h));
    free[slot] = Math.max(0, crews - most);
  }
  return free;
}

export interface SlotAvailability {
  slot: TimeSlot;
  /** Crews free for the slot's whole block (0 when a rule rules the slot out). */
  free: number;
  /** Why it cannot be booked, or null when it can. */
  reason: SlotUnavailableReason | null;
}

/** Every slot of a day for one service: what `public.booking_availability` answers, computed here. */
export function availability({
  date,
  now,
  crews,
  closedDays,
  startsPerSlot,
}: {
  date: string;
  now: number;
  crews: number;
  closedDays: Iterable<string>;
  startsPerSlot: Partial<Record<TimeSlot, number>>;
}): SlotAvailability[] {
  const closed = [...closedDays];
  const free = freeCrews(crews, startsPerSlot);
  return timeSlots.map((slot) => {
    const rule = slotRuleBreak(date, slot, now, closed);
    if (rule) return { slot, free: 0, reason: rule };
    return free[slot] > 0 ? { slot, free: free[slot], reason: null } : { slot, free: 0, reason: 'full' };
  });
}

// Prices ---------------------------------------------------------------------------------------------------------

/** UAE VAT: 5 %. */
export const vatPercent = 5;

/** How a service's job is sized: a home by its size, an office by its floor area, carpets by the item. */
export type PropertyKind = 'home' | 'office' | 'items';
export const propertyKindOf: Readonly<Record<BookableServiceId, PropertyKind>> = {
  residential: 'home',
  office: 'office',
  deep: 'home',
  movein: 'home',
  carpet: 'items',
};

/** Carpet & upholstery: how many items (rugs, sofas, mattresses) one booking can name. */
export const itemsRange = { min: 1, max: 20 } as const;

export interface PriceOption {
  service: BookableServiceId;
  /** 'studio', '1br' … 'villa-5', 'office-s' … 'office-xl', 'item'. */
  code: string;
  label: string;
  /** AED, VAT excluded; per item for the 'items' kind. */
  price: number;
}

export interface PriceExtra {
  code: string;
  label: string;
  /** AED, VAT excluded. */
  price: number;
  /** The services it can be added to. */
  services: readonly BookableServiceId[];
}

export interface PriceList {
  options: readonly PriceOption[];
  extras: readonly PriceExtra[];
  /**
   * The discount of each frequency of a regular cleaning, in percent (`public.frequency_discounts`); without it the
   * defaults (`defaultFrequencyDiscounts`).
   */
  frequencyDiscounts?: Readonly<Partial<Record<'weekly' | 'biweekly' | 'fourweekly', number>>>;
}

const homeSizes = [
  ['studio', 'Studio'],
  ['1br', '1 bedroom'],
  ['2br', '2 bedrooms'],
  ['3br', '3 bedrooms'],
  ['4br', '4 bedrooms'],
  ['5br', '5 bedrooms'],
  ['villa-3', 'Villa, 3 bedrooms'],
  ['villa-4', 'Villa, 4 bedrooms'],
  ['villa-5', 'Villa, 5+ bedrooms'],
] as const;

/**
 * AED per home size. The packages of company.ts are the 1-bedroom options: a standard clean is the Basic Clean, a deep
 * clean the Deep Clean, a move-in/out clean the Premium Clean.
 */
const homePrices: Readonly<Record<'residential' | 'deep' | 'movein', readonly number[]>> = {
  residential: [120, 150, 200, 260, 320, 380, 350, 450, 550],
  deep: [250, 300, 400, 500, 600, 700, 650, 800, 950],
  movein: [350, 450, 550, 650, 750, 850, 800, 950, 1100],
};

const homeExtras = ['residential', 'deep', 'movein'] as const;

/** The price list the database is seeded with; admins change the stored one. */
export const defaultPriceList: PriceList = {
  options: [
    ...(['residential', 'deep', 'movein'] as const).flatMap((service) =>
      homeSizes.map(([code, label], i) => ({ service, code, label, price: homePrices[service][i] as number })),
    ),
    { service: 'office', code: 'office-s', label: 'Up to 1,000 sq ft', price: 200 },
    // The bands do not overlap: an office of exactly 1,000 sq ft is 'up to 1,000'. Larger than 10,000 sq ft is quoted.
    { service: 'office', code: 'office-m', label: '1,001–2,500 sq ft', price: 350 },
    { service: 'office', code: 'office-l', label: '2,501–5,000 sq ft', price: 600 },
    { service: 'office', code: 'office-xl', label: '5,001–10,000 sq ft', price: 1000 },
    { service: 'carpet', code: 'item', label: 'Per item (rug, sofa seat, mattress)', price: 60 },
  ],
  extras: [
    { code: 'fridge', label: 'Inside the fridge', price: 50, services: homeExtras },
    { code: 'oven', label: 'Inside the oven', price: 60, services: homeExtras },
    { code: 'balcony', label: 'Balcony', price: 50, services: homeExtras },
    { code: 'ironing', label: 'Ironing (1 hour)', price: 40, services: homeExtras },
    {
      code: 'materials',
      label: 'We bring the cleaning materials',
      price: 30,
      services: ['residential', 'office', 'deep', 'movein', 'carpet'],
    },
  ],
};

/** The largest office floor area the price list covers, in sq ft; a larger one is quoted on request. */
export const largestPricedOfficeSqFt = 10_000;

/** The price (AED, VAT excluded) of one option of a list, or undefined when the list has no such option. */
export function optionPrice(list: PriceList, service: BookableServiceId, code: string): number | undefined {
  return list.options.find((o) => o.service === service && o.code === code)?.price;
}

/** What is priced: the service, the size option, how many items (1 unless the kind is 'items'), the extras. */
export interface EstimateRequest {
  service: BookableServiceId;
  property: string;
  quantity: number;
  extras: readonly string[];
}

/** Amounts in fils (1/100 AED), so that VAT never rounds twice. */
export interface Estimate {
  /** Before VAT, after a frequency discount if there is one. */
  subtotalFils: number;
  vatFils: number;
  totalFils: number;
  /** With a frequency discount only: the price before it, the discount and its percent. */
  listFils?: number;
  discountFils?: number;
  discountPercent?: number;
}

/**
 * The estimate for a request, or null when the request does not name a priced option of its service, the
 * quantity is out of range, or an extra does not apply. The database computes the stored price the same way
 * (`private.booking_estimate`).
 */
export function estimate(list: PriceList, request: EstimateRequest): Estimate | null {
  const option = list.options.find((o) => o.service === request.service && o.code === request.property);
  if (!option) return null;
  const perItem = propertyKindOf[request.service] === 'items';
  const quantity = perItem ? request.quantity : 1;
  if (!Number.isInteger(quantity) || quantity < itemsRange.min || quantity > itemsRange.max) return null;
  if (!perItem && request.quantity !== 1) return null;
  let subtotal = option.price * quantity;
  const seen = new Set<string>();
  for (const code of request.extras) {
    const extra = list.extras.find((e) => e.code === code);
    if (!extra?.services.includes(request.service) || seen.has(code)) return null;
    seen.add(code);
    subtotal += extra.price;
  }
  const subtotalFils = Math.round(subtotal * 100);
  const vatFils = Math.round((subtotalFils * vatPercent) / 100);
  return { subtotalFils, vatFils, totalFils: subtotalFils + vatFils };
}

// Regular cleaning ----------------------------------------------------------------------------------------------

/**
 * How often a cleaning comes back: once, or a series every 1, 2 or 4 weeks on the same weekday and slot. The database
 * keeps the same codes (`public.frequency_discounts`, `public.booking_series.frequency`).
 */
export const bookingFrequencies = [
  { value: 'once', label: 'One time', intervalWeeks: 0 },
  { value: 'weekly', label: 'Weekly', intervalWeeks: 1 },
  { value: 'biweekly', label: 'Every 2 weeks', intervalWeeks: 2 },
  { value: 'fourweekly', label: 'Every 4 weeks', intervalWeeks: 4 },
] as const;

export type BookingFrequency = (typeof bookingFrequencies)[number]['value'];
export type SeriesFrequency = Exclude<BookingFrequency, 'once'>;

/** The discount per frequency, in percent of the price before VAT, until an admin changes it. */
export const defaultFrequencyDiscounts: Readonly<Record<SeriesFrequency, number>> = {
  weekly: 15,
  biweekly: 10,
  fourweekly: 5,
};

/** The discount of `frequency` in `list` (0 for a one-time cleaning): the stored percent, else the default. */
export function frequencyDiscount(list: PriceList, frequency: BookingFrequency): number {
  if (frequency === 'once') return 0;
  return list.frequencyDiscounts?.[frequency] ?? defaultFrequencyDiscounts[frequency];
}

export const seriesLimits = {
  /** A series' visits exist this many weeks ahead of today; the worker keeps them so. */
  horizonWeeks: 8,
  /** The largest discount an admin can give a frequency. */
  maxDiscountPercent: 50,
  /** How many free slots a visit that cannot keep its time is offered instead. */
  suggestions: 3,
  /** How many days before and after such a visit the free slots are looked for. */
  suggestionDays: 7,
} as const;

/** The dates of a series' visits from `first` (its weekday and slot are the series') up to and including `last`. */
export function seriesDates(first: string, intervalWeeks: number, last: string): string[] {
  const dates: string[] = [];
  if (intervalWeeks < 1) return first <= last ? [first] : dates;
  for (let date = first; date <= last; date = addDays(date, intervalWeeks * 7)) dates.push(date);
  return dates;
}

/** The last day a series has visits for, seen from `now`: today plus the horizon. */
export function seriesHorizon(now: number): string {
  return addDays(dubaiDate(now), seriesLimits.horizonWeeks * 7);
}

/**
 * The frequency discount of a price before VAT, in fils, rounded once (the database's `private.booking_discount`).
 * The percent may have two decimals; it is counted in hundredths so that no float rounds a half the wrong way.
 */
export function discountFils(listFils: number, percent: number): number {
  const hundredths = Math.round(percent * 100);
  return Math.round((listFils * hundredths) / 10_000);
}

/**
 * The estimate of a visit of a series: the list price less the frequency's discount, then VAT on what is left. The
 * discount and the list price are named (`listFils`, `discountFils`, `discountPercent`) for the estimate to show
 * before VAT. A percent of 0 gives `estimate()`'s answer.
 */
export function discountedEstimate(
  list: PriceList,
  request: EstimateRequest,
  discountPercent: number,
): Estimate | null {
  const base = estimate(list, request);
  if (!base || discountPercent <= 0) return base;
  const discount = discountFils(base.subtotalFils, discountPercent);
  const subtotalFils = base.subtotalFils - discount;
  const vatFils = Math.round((subtotalFils * vatPercent) / 100);
  return {
    subtotalFils,
    vatFils,
    totalFils: subtotalFils + vatFils,
    listFils: base.subtotalFils,
    discountFils: discount,
    discountPercent,
  };
}

/** 'AED 157.50', or 'AED 150' for whole dirhams. */
export function formatFils(fils: number): string {
  const aed = fils / 100;
  return `AED ${Number.isInteger(aed) ? aed.toLocaleString('en-US') : aed.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

// Dubai communities ---------------------------------------------------------------------------------------------

/** Where in Dubai the job is: the areas and communities the booking form offers, A–Z. */
export const communities = [
  'Al Barari',
  'Al Barsha',
  'Al Furjan',
  'Al Garhoud',
  'Al Jaddaf',
  'Al Jafiliya',
  'Al Karama',
  'Al Khawaneej',
  'Al Mankhool',
  'Al Nahda',
  'Al Qusais',
  'Al Quoz',
  'Al Rashidiya',
  'Al Safa',
  'Al Satwa',
  'Al Sufouh',
  'Al Twar',
  'Al Warqa',
  'Al Wasl',
  'Arabian Ranches',
  'Arjan',
  'Bluewaters Island',
  'Bur Dubai',
  'Business Bay',
  'City Walk',
  'Damac Hills',
  'Deira',
  'Discovery Gardens',
  'Downtown Dubai',
  'Dubai Creek Harbour',
  'Dubai Festival City',
  'Dubai Harbour',
  'Dubai Hills Estate',
  'Dubai Internet City',
  'Dubai Investments Park',
  'Dubai Marina',
  'Dubai Media City',
  'Dubai Silicon Oasis',
  'Dubai Sports City',
  'Dubai South',
  'DIFC',
  'Emirates Hills',
  'International City',
  'Jebel Ali',
  'Jumeirah',
  'Jumeirah Beach Residence (JBR)',
  'Jumeirah Golf Estates',
  'Jumeirah Islands',
  'Jumeirah Lake Towers (JLT)',
  'Jumeirah Park',
  'Jumeirah Village Circle (JVC)',
  'Jumeirah Village Triangle (JVT)',
  'Mirdif',
  'Mohammed Bin Rashid City',
  'Motor City',
  'Mudon',
  'Nad Al Sheba',
  'Oud Metha',
  'Palm Jumeirah',
  'Port Rashid',
  'Remraam',
  'The Greens',
  'The Lakes',
  'The Meadows',
  'The Springs',
  'The Views',
  'Tilal Al Ghaf',
  'Town Square',
  'Umm Suqeim',
  'Za\u2019abeel',
] as const;
export type Community = (typeof communities)[number];
