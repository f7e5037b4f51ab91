import { t } from '@lingui/core/macro';
import type { Testimonial } from './types';

/** The 9 fixed client testimonials of /testimonials (docs/product.md, Testimonials). */
export const testimonials = (): Testimonial[] => [
  {
    id: 1,
    name: 'Sarah Johnson',
    role: t`Villa owner, Arabian Ranches`,
    quote: t`The team left our villa sparkling. They were on time, careful with our furniture and finished every room to a standard we had not seen before.`,
    rating: 5,
  },
  {
    id: 2,
    name: t`Ahmed Al Mansoori`,
    role: t`Office manager, Business Bay`,
    quote: t`We switched our office cleaning to them a year ago. The staff are discreet, reliable and work around our hours without fuss.`,
    rating: 5,
  },
  {
    id: 3,
    name: 'Priya Sharma',
    role: t`Apartment, Dubai Marina`,
    quote: t`Booked a deep clean before my parents visited. Kitchen, bathrooms and balcony look brand new. Booking online took two minutes.`,
    rating: 5,
  },
  {
    id: 4,
    name: 'James Wilson',
    role: t`Move-out clean, JLT`,
    quote: t`Our landlord returned the full deposit after their move-out clean. Worth every dirham and they even cleaned inside the oven.`,
    rating: 5,
  },
  {
    id: 5,
    name: t`Fatima Hassan`,
    role: t`Restaurant owner, Deira`,
    quote: t`Their kitchen crew degreased our hoods and floors overnight so we could open on time. Our last inspection went without a single remark.`,
    rating: 5,
  },
  {
    id: 6,
    name: 'Michael Chen',
    role: t`Carpet cleaning, Downtown Dubai`,
    quote: t`Stains on our sofa and rugs that we thought were permanent are gone. Friendly team and eco-friendly products, which matters with two kids.`,
    rating: 4,
  },
  {
    id: 7,
    name: t`Layla Ibrahim`,
    role: t`Regular home cleaning, Mirdif`,
    quote: t`Same two cleaners every week, always thorough and polite. Rescheduling is easy and they never miss a detail.`,
    rating: 5,
  },
  {
    id: 8,
    name: 'David Thompson',
    role: t`Clinic manager, Al Barsha`,
    quote: t`Their sanitization service gives our patients and staff real peace of mind. Professional from the first call to the final check.`,
    rating: 5,
  },
  {
    id: 9,
    name: t`Noura Al Suwaidi`,
    role: t`Move-in clean, Dubai Hills Estate`,
    quote: t`We moved into a spotless home thanks to them. The quote was clear, the price fair, and the result better than promised.`,
    rating: 5,
  },
];
