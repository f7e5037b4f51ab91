import { type Ref, useEffect, useId, useRef } from 'react';
import { Button } from '../Button/Button';
import { button } from '../Button/Button.css';
import { Heading } from '../Heading/Heading';
import { CalendarIcon, CircleCheckIcon } from '../Icon/icons';
import { Link } from '../Link/Link';
import { PriceEstimate, type PriceEstimateAmounts, type PriceEstimateTexts } from '../PriceEstimate/PriceEstimate';
import { BookingSummary } from '../private/BookingSummary';
import { Text } from '../Text/Text';
import {
  actionIcon,
  actions,
  header,
  headerIcon,
  heading,
  lead,
  manage,
  manageText,
  manageTitle,
  root,
} from './BookingConfirmation.css';

/** Every text of the panel, for a later translation. */
export interface BookingConfirmationTexts {
  heading: string;
  lead: string;
  reference: string;
  service: string;
  date: string;
  time: string;
  addToCalendar: string;
  manageTitle: string;
  manageLink: string;
  manageNote: string;
  bookAnother: string;
  series: string;
  firstVisits: string;
}

export const defaultBookingConfirmationTexts: BookingConfirmationTexts = {
  heading: 'Booking request received',
  lead: 'Our team will contact you within 24 hours to confirm your booking.',
  reference: 'Reference',
  service: 'Service',
  date: 'Date',
  time: 'Time',
  addToCalendar: 'Add to calendar',
  manageTitle: 'Your private link',
  manageLink: 'Manage your booking',
  manageNote: 'Keep this link to reschedule or cancel up to 24 hours before your appointment.',
  bookAnother: 'Book another cleaning',
  series: 'Regular cleaning',
  firstVisits: 'First visits',
};

export interface BookingConfirmationProps {
  /** The booking's reference, e.g. 'SC-7K4Q2M'. */
  reference: string;
  /** The service as people read it, e.g. 'Deep Cleaning'. */
  service: string;
  /** The date as people read it, e.g. 'Tuesday 24 November 2026' (`formatIsoDateLong`). */
  date: string;
  /** The slot as people read it, e.g. '10:00 AM – 12:00 PM'. */
  time: string;
  /** The estimate the booking was stored with; null shows the estimate's empty state. */
  estimate: PriceEstimateAmounts | null;
  /**
   * A regular cleaning: how often and when ('Weekly on Thursday, 10:00 AM – 12:00 PM') and its first visits' dates
   * as people read them; absent for a one-time booking.
   */
  series?: { summary: string; firstVisits: string };
  formatMoney?: (fils: number) => string;
  /** The .ics file to download (an object URL or a data: URL the site builds, Asia/Dubai). */
  calendarHref: string;
  /** The downloaded file's name, e.g. 'sparkleclean-SC-7K4Q2M.ics'. */
  calendarFileName: string;
  /** The private manage page, `/booking/<token>` (a path, so it opens in this tab through the app's router). */
  manageHref: string;
  /** 'Book another cleaning': the caller clears the panel and shows the form again. */
  onDismiss: () => void;
  /**
   * Moves focus to the heading when the panel appears, so keyboard and screen-reader users land on it (the form
   * they were in has gone). @default true. Turn it off to manage focus yourself through `headingRef`.
   */
  focusOnMount?: boolean;
  /** The heading (focusable with tabIndex -1), for a caller that moves focus itself. */
  headingRef?: Ref<HTMLHeadingElement>;
  /** Level of the heading; the estimate's is one below. @default 2 */
  headingLevel?: 2 | 3;
  texts?: Partial<BookingConfirmationTexts>;
  estimateTexts?: Partial<PriceEstimateTexts>;
  className?: string;
}

/**
 * What a visitor sees once a booking is stored: the reference, the slot, the estimate, the .ics download, the
 * private manage link and a way back to a new booking. The spec's success toast still comes from the page.
 */
export function BookingConfirmation({
  reference,
  service,
  date,
  time,
  estimate,
  series,
  formatMoney,
  calendarHref,
  calendarFileName,
  manageHref,
  onDismiss,
  focusOnMount = true,
  headingRef,
  headingLevel = 2,
  texts: textsProp,
  estimateTexts,
  className,
}: BookingConfirmationProps) {
  const t = { ...defaultBookingConfirmationTexts, ...textsProp };
  const id = `confirmation${useId()}`;
  const ownHeading = useRef<HTMLHeadingElement>(null);
  const ManageHeading = headingLevel === 2 ? 'h3' : 'h4';

  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the panel appears
  useEffect(() => {
    if (focusOnMount) ownHeading.current?.focus();
  }, []);

  const setHeading = (element: HTMLHeadingElement | null) => {
    ownHeading.current = element;
    if (typeof headingRef === 'function') headingRef(element);
    else if (headingRef) headingRef.current = element;
  };

  return (
    <section aria-labelledby={`${id}-heading`} className={[root, className].filter(Boolean).join(' ')}>
      <div className={header}>
        <CircleCheckIcon aria-hidden="true" className={headerIcon} />
        <div>
          <Heading
            level={headingLevel}
            size={3}
            id={`${id}-heading`}
            ref={setHeading}
            tabIndex={-1}
            className={heading}
          >
            {t.heading}
          </Heading>
          <Text className={lead}>{t.lead}</Text>
        </div>
      </div>
      <BookingSummary
        rows={[
          { label: t.reference, value: <strong>{reference}</strong> },
          { label: t.service, value: service },
          { label: t.date, value: date },
          { label: t.time, value: time },
          ...(series
            ? [
                { label: t.series, value: series.summary },
                { label: t.firstVisits, value: series.firstVisits },
              ]
            : []),
        ]}
      />
      <PriceEstimate
        estimate={estimate}
        formatMoney={formatMoney}
        headingLevel={headingLevel === 2 ? 3 : 4}
        texts={estimateTexts}
      />
      <div className={manage}>
        <ManageHeading className={manageTitle}>{t.manageTitle}</ManageHeading>
        <p className={manageText}>
          <Link href={manageHref}>{t.manageLink}</Link>
        </p>
        <p className={manageText}>{t.manageNote}</p>
      </div>
      <div className={actions}>
        <a href={calendarHref} download={calendarFileName} className={button({ tone: 'secondary' })}>
          <CalendarIcon aria-hidden="true" className={actionIcon} />
          {t.addToCalendar}
        </a>
        <Button tone="primary" onClick={onDismiss}>
          {t.bookAnother}
        </Button>
      </div>
    </section>
  );
}
