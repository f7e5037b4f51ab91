import { BookingDetails, type BookingMessage, parseBooking } from '../bookingParts.tsx';
import { serviceName, slotInDubai } from '../format.ts';
import { ActionButton, EmailLayout, Paragraph } from '../layout.tsx';
import { type EmailProps, type MessageTemplate, siteLink } from '../template.ts';

// The company's alerts are written in English, as the back office is.
const texts = {
  subject: (b: BookingMessage) =>
    `New booking ${b.reference}: ${serviceName(b.service, 'en')}, ${slotInDubai(b.date, b.timeSlot, 'en')}`,
  title: (b: BookingMessage) => `New booking from ${b.name}`,
  intro: 'A booking has just been made on the website. It waits for you in the back office.',
  open: 'Open in the back office',
};

function AdminNewBookingEmail({ payload, context, frame }: EmailProps<BookingMessage>) {
  return (
    <EmailLayout locale="en" preview={texts.subject(payload)} title={texts.title(payload)} frame={frame} footer={false}>
      <Paragraph>{texts.intro}</Paragraph>
      <BookingDetails booking={payload} locale="en" withCustomer />
      <ActionButton href={siteLink(context, `/admin/bookings?q=${encodeURIComponent(payload.reference)}`)}>
        {texts.open}
      </ActionButton>
    </EmailLayout>
  );
}

/** The company's alert of a new booking, to the address set in the back office's settings. */
export const adminNewBooking: MessageTemplate<BookingMessage> = {
  kind: 'admin_new_booking',
  audience: 'company',
  parse: (payload) => parseBooking('admin_new_booking', payload),
  subject: (payload) => texts.subject(payload),
  Email: AdminNewBookingEmail,
};
