import { bookNowHero } from '../../content/bookNow';
import { formIslands } from '../../lib/formIslands';
import { island } from '../../lib/island';
import { PageHeader } from '../layout/PageHeader';

// The form hydrates when someone reaches into it, not with the page (src/lib/island.tsx).
const BookingFormBody = island(formIslands.booking, () => import('./BookingForm.island'), { when: 'used' });

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
