import { bookNowHero } from '../../content/bookNow';
import { formIslands } from '../../loading/formIslands';
import { island } from '../../loading/island';
import { PageHeader } from '../layout/PageHeader';
import { hasBookingPrefill } from './bookingLinkParams';

// The form hydrates when someone reaches into it, not with the page (src/loading/island.tsx); opened by a link that
// fills it in (the chat's booking link), it hydrates at once and shows itself filled.
const BookingFormBody = island(formIslands.booking, () => import('./BookingForm.island'), {
  when: typeof window !== 'undefined' && hasBookingPrefill(window.location.search) ? 'near' : 'used',
});

/** The booking page (docs/product.md, Booking): the page's header, then the booking form (BookingForm.island.tsx). */
export function BookingPage() {
  const hero = bookNowHero();
  return (
    <>
      <PageHeader title={hero.title} subtitle={hero.subtitle} />
      <BookingFormBody />
    </>
  );
}
