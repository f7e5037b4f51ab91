import { type FlaggedVisit, flagReason, parseFlaggedVisit, Suggestions } from '../flaggedVisitParts.tsx';
import { serviceName, slotInDubai } from '../format.ts';
import { ActionButton, Details, EmailLayout, Paragraph } from '../layout.tsx';
import { SeriesDetails } from '../seriesParts.tsx';
import { type EmailProps, type MessageTemplate, siteLink } from '../template.ts';

// The company's alerts are written in English, as the back office is.
const texts = {
  subject: (v: FlaggedVisit) =>
    `Visit to place: ${v.series.reference}, ${slotInDubai(v.date, v.timeSlot, 'en')} (${flagReason(v.reason, 'en')})`,
  title: (v: FlaggedVisit) => `A visit of ${v.name}'s regular cleaning needs a new time`,
  intro: (v: FlaggedVisit) =>
    `The visit of ${slotInDubai(v.date, v.timeSlot, 'en')} cannot be booked: ${flagReason(v.reason, 'en')}. It is kept and the customer has been told. Agree a time with them, or let them choose one from their link.`,
  customer: 'Customer',
  service: 'Service',
  address: 'Address',
  open: 'Open the bookings',
};

function AdminVisitFlaggedEmail({ payload, context, frame }: EmailProps<FlaggedVisit>) {
  return (
    <EmailLayout locale="en" preview={texts.subject(payload)} title={texts.title(payload)} frame={frame} footer={false}>
      <Paragraph>{texts.intro(payload)}</Paragraph>
      <Details
        caption="Visit"
        rows={[
          [texts.customer, [payload.name, payload.phone, payload.email].filter(Boolean).join(' · ')],
          [texts.service, serviceName(payload.service, 'en')],
          [texts.address, payload.address],
        ]}
      />
      <SeriesDetails series={payload.series} locale="en" />
      <Suggestions visit={payload} locale="en" />
      <ActionButton href={siteLink(context, `/admin/bookings?q=${encodeURIComponent(payload.series.reference)}`)}>
        {texts.open}
      </ActionButton>
    </EmailLayout>
  );
}

/** The company's alert of a visit of a series that cannot keep its time, with the nearest free times. */
export const adminVisitFlagged: MessageTemplate<FlaggedVisit> = {
  kind: 'admin_visit_flagged',
  audience: 'company',
  parse: (payload) => parseFlaggedVisit('admin_visit_flagged', payload),
  subject: (payload) => texts.subject(payload),
  Email: AdminVisitFlaggedEmail,
};
