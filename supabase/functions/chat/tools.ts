/**
 * The assistant's three tools, shared by the embedded answers and the model's function calls: the free times of a day
 * (the database's `booking_availability`, counts only, no one's booking), the estimate of a described job (the price
 * list's `estimate` of booking.ts, which the booking form uses, over the stored list) and a link that opens the
 * booking form filled in. The data comes through the Data API as any visitor reads it (the anon key), so the hosted
 * function and the local backend read it the same way.
 */
import {
  type BookableServiceId,
  bookableDateRange,
  bookableServices,
  defaultPriceList,
  type Estimate,
  estimate,
  type PriceList,
  propertyKindOf,
  type SlotAvailability,
  type SlotUnavailableReason,
  slotAt,
  slotHour,
  type TimeSlot,
  timeSlots,
} from '../_shared/booking.ts';

/** What the tools read: free times and the stored price list. */
export interface ChatData {
  availability(date: string, service: BookableServiceId | null): Promise<SlotAvailability[]>;
  priceList(): Promise<PriceList>;
}

const slotReasons: readonly SlotUnavailableReason[] = ['past', 'tooFar', 'closed', 'outsideHours', 'tooSoon', 'full'];
const priceListTtlMs = 60_000;

/**
 * The Data API of a Supabase project (`SUPABASE_URL`, with the anon key): what hosted Supabase gives every function,
 * and what the local backend gives its own. The price list is kept for a minute per instance.
 */
export function restChatData({
  url,
  apiKey,
  fetch: doFetch = fetch,
  timeoutMs = 5000,
  now = Date.now,
}: {
  url: string;
  apiKey: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  now?: () => number;
}): ChatData {
  const headers = { apikey: apiKey, Authorization: `Bearer ${apiKey}`, 'Content-Type': 'application/json' };
  const base = url.replace(/\/+$/, '');
  const get = async (path: string, init?: RequestInit) => {
    const response = await doFetch(`${base}/rest/v1/${path}`, {
      ...init,
      headers,
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) {
      await response.body?.cancel().catch(() => {});
      throw new Error(`The Data API answered ${response.status} for ${path.split('?')[0]}`);
    }
    return response.json();
  };
  let cached: { list: PriceList; at: number } | undefined;
  return {
    async availability(date, service) {
      const rows = (await get('rpc/booking_availability', {
        method: 'POST',
        body: JSON.stringify({ _date: date, ...(service ? { _service: service } : {}) }),
      })) as { time_slot: string; free: number; reason: string | null }[];
      return rows.map((row) => ({
        slot: row.time_slot as TimeSlot,
        free: Number(row.free),
        reason: slotReasons.includes(row.reason as SlotUnavailableReason)
          ? (row.reason as SlotUnavailableReason)
          : null,
      }));
    },
    async priceList() {
      if (cached && now() - cached.at < priceListTtlMs) return cached.list;
      try {
        const [options, extras] = (await Promise.all([
          get('price_options?select=service,code,label,price&order=sort'),
          get('price_extras?select=code,label,price,services&order=sort'),
        ])) as [
          { service: BookableServiceId; code: string; label: string; price: number | string }[],
          { code: string; label: string; price: number | string; services: BookableServiceId[] }[],
        ];
        const list: PriceList = {
          options: options.map((o) => ({ ...o, price: Number(o.price) })),
          extras: extras.map((e) => ({ ...e, price: Number(e.price) })),
        };
        cached = { list, at: now() };
        return list;
      } catch (error) {
        // The last list read stands in while the database is away; before any, the seeded one.
        if (cached) return cached.list;
        console.error('chat: the price list could not be read; answering from the seeded one', error);
        return defaultPriceList;
      }
    },
  };
}

/** The seeded price list and no calendar: for a handler given no Data API (tests, a function without its project). */
export const factsOnlyData: ChatData = {
  availability: () => Promise.reject(new Error('No Data API is configured for availability')),
  priceList: () => Promise.resolve(defaultPriceList),
};

export const isBookableService = (value: unknown): value is BookableServiceId =>
  bookableServices.some((s) => s.value === value);

// The tools ------------------------------------------------------------------------------------------------------

export interface AvailabilityResult {
  date: string;
  service: BookableServiceId | null;
  /** Slots free for a whole block, in order. */
  free: TimeSlot[];
  /** Why nothing is free, when nothing is: the whole day is closed, past, too far, or every slot is taken. */
  why: 'closed' | 'past' | 'tooFar' | 'full' | null;
}

/** The free slots of a day for a service (any service when none), within the hours `from`–`to` when given. */
export async function checkAvailability(
  data: ChatData,
  { date, service, from = 0, to = 24 }: { date: string; service: BookableServiceId | null; from?: number; to?: number },
): Promise<AvailabilityResult> {
  const slots = await data.availability(date, service);
  const inRange = slots.filter((s) => slotHour(s.slot) >= from && slotHour(s.slot) < to);
  const free = inRange.filter((s) => s.reason === null && s.free > 0).map((s) => s.slot);
  if (free.length > 0) return { date, service, free, why: null };
  const reasons = new Set(slots.map((s) => s.reason));
  const whole = (['closed', 'past', 'tooFar'] as const).find((reason) => reasons.size === 1 && reasons.has(reason));
  return { date, service, free, why: whole ?? 'full' };
}

export interface EstimateResult {
  service: BookableServiceId;
  property: string;
  quantity: number;
  extras: string[];
  /** Extras named that this service does not take. */
  refusedExtras: string[];
  /** Before VAT, the option alone, and the extras. */
  basePrice: number;
  extraPrices: { code: string; price: number }[];
  estimate: Estimate;
}

/**
 * The estimate of a job as the booking form computes it, leaving out the extras the service does not take (said in
 * `refusedExtras`); null when the service has no such size.
 */
export function estimateJob(
  list: PriceList,
  request: { service: BookableServiceId; property?: string; quantity?: number; extras?: readonly string[] },
): EstimateResult | null {
  const perItem = propertyKindOf[request.service] === 'items';
  const property = perItem ? (list.options.find((o) => o.service === request.service)?.code ?? '') : request.property;
  if (!property) return null;
  const option = list.options.find((o) => o.service === request.service && o.code === property);
  if (!option) return null;
  const quantity = perItem ? Math.max(1, request.quantity ?? 1) : 1;
  const wanted = [...new Set(request.extras ?? [])];
  const extras = wanted.filter((code) =>
    list.extras.some((e) => e.code === code && e.services.includes(request.service)),
  );
  const result = estimate(list, { service: request.service, property, quantity, extras });
  if (!result) return null;
  return {
    service: request.service,
    property,
    quantity,
    extras,
    refusedExtras: wanted.filter((code) => !extras.includes(code)),
    basePrice: option.price * quantity,
    extraPrices: extras.map((code) => ({ code, price: list.extras.find((e) => e.code === code)?.price ?? 0 })),
    estimate: result,
  };
}

/** The query a booking link carries: what the form fills in (apps/site reads the same names). */
export interface BookingLinkRequest {
  service?: BookableServiceId;
  date?: string;
  slot?: TimeSlot;
  property?: string;
  quantity?: number;
  extras?: readonly string[];
}

/** `/book-now?service=deep&date=2026-11-28&time=10:00…`; the site writes its language's prefix itself. */
export function bookingLink(request: BookingLinkRequest, now: number): string {
  const params = new URLSearchParams();
  if (request.service) params.set('service', request.service);
  const { first, last } = bookableDateRange(now);
  if (request.date && request.date >= first && request.date <= last) params.set('date', request.date);
  if (request.slot && params.has('date')) params.set('time', `${String(slotHour(request.slot)).padStart(2, '0')}:00`);
  if (request.service && request.property && propertyKindOf[request.service] !== 'items') {
    params.set('size', request.property);
  }
  if (request.service && propertyKindOf[request.service] === 'items' && request.quantity) {
    params.set('items', String(request.quantity));
  }
  if (request.service && request.extras?.length) params.set('extras', request.extras.join(','));
  const query = params.toString();
  return query ? `/book-now?${query}` : '/book-now';
}

/** The slot at an hour, when the hour starts one. */
export const slotOfHour = (hour: number | undefined): TimeSlot | undefined =>
  hour === undefined ? undefined : slotAt(hour);

export { timeSlots };
