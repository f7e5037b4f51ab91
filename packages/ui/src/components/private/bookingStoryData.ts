/**
 * Story-only booking data, taken from the booking rules (`@sparkle/company/booking`, a dev dependency of the
 * stories only: the components get all of it as props): the communities, the seeded price list and its
 * `estimate()`, shaped as the booking form's props, for the booking form, confirmation and manage-page stories.
 */
import {
  communities,
  defaultPriceList,
  estimate,
  formatFils,
  itemsRange,
  propertyKindOf,
} from '@sparkle/company/booking';
import type { BookingPropertyKind, BookingServiceValue } from '../BookingForm/BookingForm';
import type { CheckboxGroupOption } from '../CheckboxGroup/CheckboxGroup';
import { formatAed, type PriceEstimateAmounts } from '../PriceEstimate/PriceEstimate';

export const storyCommunities = communities;

export const storyPropertyKind: Record<BookingServiceValue, BookingPropertyKind> = propertyKindOf;

/** The size options of a service, as the booking form's `sizeOptions`. */
export function storySizeOptions(service: BookingServiceValue | ''): { value: string; label: string }[] {
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
  service: BookingServiceValue | '',
  translation?: { labels: Record<string, string>; locale: string },
): CheckboxGroupOption[] {
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
  service: BookingServiceValue | '';
  property: string;
  quantity: string;
  extras: readonly string[];
}): PriceEstimateAmounts | null {
  const { service } = values;
  if (!service) return null;
  const perItem = propertyKindOf[service] === 'items';
  const quantity = perItem ? Number(values.quantity) : 1;
  if (perItem && (values.quantity === '' || quantity < itemsRange.min)) return null;
  const allowed = new Set(storyExtraOptions(service).map((option) => option.value));
  return estimate(defaultPriceList, {
    service,
    property: perItem ? 'item' : values.property,
    quantity,
    extras: values.extras.filter((code) => allowed.has(code)),
  });
}
