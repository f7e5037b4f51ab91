/**
 * Story-only booking data, copied from the booking rules (`supabase/functions/_shared/booking.ts`, package
 * `@sparkle/company/booking`) so that the design system does not depend on them: the communities, the seeded
 * price list and a copy of `estimate()`, for the booking form, confirmation and manage-page stories.
 */

import type { BookingPropertyKind, BookingServiceValue } from '../BookingForm/BookingForm';
import type { CheckboxGroupOption } from '../CheckboxGroup/CheckboxGroup';
import type { PriceEstimateAmounts } from '../PriceEstimate/PriceEstimate';

export const storyCommunities = [
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

export const storyPropertyKind: Record<BookingServiceValue, BookingPropertyKind> = {
  residential: 'home',
  office: 'office',
  deep: 'home',
  movein: 'home',
  carpet: 'items',
};

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

const homePrices = {
  residential: [120, 150, 200, 260, 320, 380, 350, 450, 550],
  deep: [250, 300, 400, 500, 600, 700, 650, 800, 950],
  movein: [350, 450, 550, 650, 750, 850, 800, 950, 1100],
} as const;

const officeSizes = [
  ['office-s', 'Up to 1,000 sq ft', 200],
  ['office-m', '1,000–2,500 sq ft', 350],
  ['office-l', '2,500–5,000 sq ft', 600],
  ['office-xl', '5,000–10,000 sq ft', 1000],
] as const;

const extras = [
  ['fridge', 'Inside the fridge', 50, ['residential', 'deep', 'movein']],
  ['oven', 'Inside the oven', 60, ['residential', 'deep', 'movein']],
  ['balcony', 'Balcony', 50, ['residential', 'deep', 'movein']],
  ['ironing', 'Ironing (1 hour)', 40, ['residential', 'deep', 'movein']],
  ['materials', 'We bring the cleaning materials', 30, ['residential', 'office', 'deep', 'movein', 'carpet']],
] as const;

/** The size options of a service, as the booking form's `sizeOptions`. */
export function storySizeOptions(service: BookingServiceValue | ''): { value: string; label: string }[] {
  if (service === 'office') return officeSizes.map(([value, label]) => ({ value, label }));
  if (service === 'residential' || service === 'deep' || service === 'movein') {
    return homeSizes.map(([value, label]) => ({ value, label }));
  }
  return [];
}

/** The extras a service can have, with their price as the suffix. */
export function storyExtraOptions(service: BookingServiceValue | ''): CheckboxGroupOption[] {
  if (!service) return [];
  return extras
    .filter(([, , , services]) => (services as readonly string[]).includes(service))
    .map(([value, label, price]) => ({ value, label, suffix: `+ AED ${price}` }));
}

/** The booking rules' `estimate()` over the seeded prices: null until the request names a priced size. */
export function storyEstimate(values: {
  service: BookingServiceValue | '';
  property: string;
  quantity: string;
  extras: readonly string[];
}): PriceEstimateAmounts | null {
  const { service } = values;
  let base: number | undefined;
  if (service === 'carpet') {
    const count = Number(values.quantity);
    if (values.quantity === '' || !Number.isInteger(count) || count < 1 || count > 20) return null;
    base = 60 * count;
  } else if (service === 'office') {
    base = officeSizes.find(([code]) => code === values.property)?.[2];
  } else if (service) {
    const index = homeSizes.findIndex(([code]) => code === values.property);
    base = index >= 0 ? homePrices[service][index] : undefined;
  }
  if (base === undefined) return null;
  const allowed = storyExtraOptions(service);
  const subtotal = values.extras.reduce(
    (sum, code) => sum + Number(allowed.find((o) => o.value === code)?.suffix?.replace('+ AED ', '') ?? 0),
    base,
  );
  const subtotalFils = subtotal * 100;
  const vatFils = Math.round(subtotalFils * 0.05);
  return { subtotalFils, vatFils, totalFils: subtotalFils + vatFils };
}
