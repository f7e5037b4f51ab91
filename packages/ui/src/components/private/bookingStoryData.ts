/**
 * Story-only booking data, taken from the booking rules (`@sparkle/company/booking`, a dev dependency of the
 * stories only: the components get all of it as props): the services, time slots and communities, the seeded price
 * list and its `estimate()`, shaped as the booking form's props, for the booking form, confirmation and manage-page
 * stories.
 */
import {
  type BookableServiceId,
  type BookingFrequency,
  bookableServices,
  bookingFrequencies,
  communities,
  defaultPriceList,
  discountedEstimate,
  formatFils,
  frequencyDiscount,
  itemsRange,
  propertyKindOf,
  timeSlots,
} from '@sparkle/company/booking';
import type { BookingPropertyKind } from '../BookingForm/BookingForm';
import type { CheckboxGroupOption } from '../CheckboxGroup/CheckboxGroup';
import { formatAed, type PriceEstimateAmounts } from '../PriceEstimate/PriceEstimate';
import type { SelectOption } from '../Select/Select';

export const storyCommunities = communities;

/** The services, as the booking form's `services`: value and English name. */
export const storyServices: readonly SelectOption[] = bookableServices;

/** The hourly slots, as the time fields' `slots`. */
export const storyTimeSlots: readonly string[] = timeSlots;

/** A service the booking rules know, or null (nothing chosen yet). */
const bookable = (service: string): BookableServiceId | null =>
  bookableServices.find((s) => s.value === service)?.value ?? null;

/** How a service is sized, as the booking form's `propertyKind` (undefined before a service is chosen). */
export function storyPropertyKind(service: string): BookingPropertyKind | undefined {
  const known = bookable(service);
  return known ? propertyKindOf[known] : undefined;
}

/** The size options of a service, as the booking form's `sizeOptions`. */
export function storySizeOptions(value: string): { value: string; label: string }[] {
  const service = bookable(value);
  if (!service || propertyKindOf[service] === 'items') return [];
  return defaultPriceList.options
    .filter((option) => option.service === service)
    .map((option) => ({ value: option.code, label: option.label }));
}

/**
 * The extras a service can have, with their price as the suffix; in another language with `labels` by code and
 * the price in `locale`.
 */
export function storyExtraOptions(
  value: string,
  translation?: { labels: Record<string, string>; locale: string },
): CheckboxGroupOption[] {
  const service = bookable(value);
  if (!service) return [];
  return defaultPriceList.extras
    .filter((extra) => extra.services.includes(service))
    .map((extra) => ({
      value: extra.code,
      label: translation?.labels[extra.code] ?? extra.label,
      suffix: `+ ${translation ? formatAed(extra.price * 100, translation.locale) : formatFils(extra.price * 100)}`,
    }));
}

/** The booking rules' `estimate()` over the seeded prices: null until the request names a priced size. */
export function storyEstimate(values: {
  service: string;
  property: string;
  quantity: string;
  extras: readonly string[];
  frequency?: string;
}): PriceEstimateAmounts | null {
  const service = bookable(values.service);
  if (!service) return null;
  const perItem = propertyKindOf[service] === 'items';
  const quantity = perItem ? Number(values.quantity) : 1;
  if (perItem && (values.quantity === '' || quantity < itemsRange.min)) return null;
  const allowed = new Set(storyExtraOptions(service).map((option) => option.value));
  return discountedEstimate(
    defaultPriceList,
    {
      service,
      property: perItem ? 'item' : values.property,
      quantity,
      extras: values.extras.filter((code) => allowed.has(code)),
    },
    frequencyDiscount(defaultPriceList, (values.frequency ?? 'once') as BookingFrequency),
  );
}

/** The frequencies with their default discounts, as the site labels them ('Weekly (15% off)'). */
export function storyFrequencyOptions(
  labels?: Partial<Record<BookingFrequency, string>>,
  off = (percent: number) => `${percent}% off`,
): SelectOption[] {
  return bookingFrequencies.map(({ value, label }) => {
    const percent = frequencyDiscount(defaultPriceList, value);
    const name = labels?.[value] ?? label;
    return { value, label: percent > 0 ? `${name} (${off(percent)})` : name };
  });
}
