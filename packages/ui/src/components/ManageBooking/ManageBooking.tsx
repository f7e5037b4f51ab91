import { type ReactNode, useEffect, useId, useRef } from 'react';
import { Badge, type BadgeTone } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { button } from '../Button/Button.css';
import type { DateFieldLabels } from '../DateField/DateField';
import { Heading } from '../Heading/Heading';
import { CalendarIcon, InfoIcon } from '../Icon/icons';
import { ButtonLink, Link } from '../Link/Link';
import { PriceEstimate, type PriceEstimateAmounts, type PriceEstimateTexts } from '../PriceEstimate/PriceEstimate';
import { BookingSummary } from '../private/BookingSummary';
import { FailedStatus } from '../private/FailedStatus';
import { Ltr } from '../private/Ltr';
import { statusMessage, statusPage } from '../private/statusPage.css';
import { telHref } from '../private/telHref';
import { Text } from '../Text/Text';
import { CancelPanel, ReschedulePanel } from './ChangePanels';
import {
  actions,
  calendarIcon,
  changeNote,
  details,
  focusTarget,
  introText,
  messageIcon,
  noticeMessage,
  noticeSpacing,
  panel,
  phoneLink,
  root,
  titleRow,
} from './ManageBooking.css';
import type {
  ManageBookingPause,
  ManageBookingReschedule,
  ManageBookingSeries,
  ManageBookingSeriesVisit,
  ManageBookingTexts,
} from './manageBookingTypes';
import { PanelError } from './PanelParts';
import { SeriesPanel } from './SeriesPanel';

export type {
  ManageBookingPause,
  ManageBookingReschedule,
  ManageBookingSeries,
  ManageBookingSeriesVisit,
  ManageBookingTexts,
};

/**
 * What the manage page shows: `loading` the booking, or `failed` to (offline: try again); the token matched
 * `notFound` or an `expired` link; the
 * booking's `details`; the details with the `rescheduling` panel or the `confirmingCancel` question open; the
 * booking `cancelled`.
 */
export const manageBookingStates = [
  'loading',
  'failed',
  'notFound',
  'expired',
  'details',
  'rescheduling',
  'confirmingCancel',
  'cancelled',
] as const;
export type ManageBookingState = (typeof manageBookingStates)[number];

/** The booking as people read it: every value already formatted by the caller. */
export interface ManageBookingDetails {
  reference: string;
  /** The status's label, e.g. 'Awaiting confirmation', 'Confirmed', 'Cancelled'. */
  status: string;
  /** @default 'brand' */
  statusTone?: BadgeTone;
  service: string;
  /** e.g. 'Tuesday 24 November 2026'. */
  date: string;
  /** e.g. '10:00 AM – 12:00 PM'. */
  time: string;
  /** Community, building, apartment and street, one per line if wished. */
  address: string;
  estimate: PriceEstimateAmounts | null;
}

export const defaultManageBookingTexts: ManageBookingTexts = {
  loading: 'Loading your booking...',
  intro:
    'This is your booking’s private page: keep its link to yourself. It shows the booking’s status, address and price, and until 24 hours before the visit you can move it to another free time or cancel it here.',
  failedTitle: 'Your booking could not be loaded',
  failedText: 'Please check your connection and try again.',
  retry: 'Try again',
  notFoundTitle: 'We could not find this booking',
  notFoundText: 'Please check that you opened the whole link from your booking confirmation, or call us at',
  expiredTitle: 'This link has expired',
  expiredText:
    'Links to manage a booking stop working 30 days after the appointment. For anything about this booking, please call us at',
  bookCleaning: 'Book a cleaning',
  title: 'Your booking',
  reference: 'Reference',
  service: 'Service',
  date: 'Date',
  time: 'Time',
  address: 'Address',
  reschedule: 'Reschedule',
  cancel: 'Cancel booking',
  changeNote: 'You can reschedule or cancel here until 24 hours before the appointment.',
  tooLateNote: 'Changes are possible until 24 hours before the appointment. Please call us at',
  rescheduleTitle: 'Choose a new date and time',
  newDate: 'New date',
  datePlaceholder: 'Pick a date',
  newTime: 'New time',
  timePlaceholder: 'Select a time',
  save: 'Save new time',
  saving: 'Saving...',
  back: 'Back',
  cancelTitle: 'Cancel this booking?',
  cancelText: 'Your appointment will be released to other customers. You are welcome to book again at any time.',
  confirmCancel: 'Yes, cancel booking',
  cancelling: 'Cancelling...',
  keep: 'Keep booking',
  cancelledText: 'This booking has been cancelled.',
  bookAnother: 'Book another cleaning',
  addToCalendar: 'Add to calendar',
  seriesTitle: 'Your regular cleaning',
  seriesVisits: 'Visits',
  thisVisit: 'This visit',
  skipVisit: 'Skip this visit',
  skipping: 'Skipping...',
  cancelSeries: 'Cancel the whole series',
  cancelSeriesTitle: 'Cancel the whole series?',
  cancelSeriesText:
    'Every visit more than 24 hours away will be cancelled and no new ones booked. A visit within 24 hours stays booked.',
  confirmCancelSeries: 'Yes, cancel the series',
  cancellingSeries: 'Cancelling...',
  keepSeries: 'Keep the series',
  moveVisit: 'Move',
  moveTitle: 'Move this visit to another date and time',
  moveNow: 'Now',
  saveMove: 'Move visit',
  changeSeriesTime: 'Change day and time',
  changeSeriesTitle: 'Change the day and time of your visits',
  changeSeriesNote:
    'From the date you choose, your visits come on its weekday at the time you choose. The visits before it stay as they are.',
  firstDate: 'From',
  saveSeriesChange: 'Save new day and time',
  pauseSeries: 'Pause visits',
  pauseTitle: 'Pause your visits',
  pauseText:
    'No visits until the day you choose: they start again on their own then. A visit within 24 hours stays booked.',
  pauseUntil: 'Visits start again on',
  savePause: 'Pause visits',
  pausing: 'Pausing...',
  resumeSeries: 'Resume visits now',
  resuming: 'Resuming...',
};

export interface ManageBookingProps {
  state: ManageBookingState;
  /** Needed in every state but `loading`, `failed`, `notFound` and `expired`. */
  booking?: ManageBookingDetails;
  /** The appointment is more than 24 hours away and not cancelled: Reschedule and Cancel are offered. */
  canChange?: boolean;
  /** Saving the new time or cancelling: that panel's buttons are disabled and say so. */
  pending?: boolean;
  /**
   * Why the last save or cancel failed (e.g. the slot was just taken): shown in the open panel and announced.
   * In the `failed` state, why the booking could not be loaded (instead of the default text).
   */
  error?: string;
  /** A short confirmation of the last change ('Your booking was moved to …'), announced politely. */
  notice?: string;
  /** The reschedule panel's values and handlers (state `rescheduling`). */
  reschedule?: ManageBookingReschedule;
  /** The booking as an .ics file (a `data:` URL, or any URL) and its file name: an 'Add to calendar' download. */
  calendar?: { href: string; fileName: string };
  onReschedule?: () => void;
  onCancel?: () => void;
  /** Closes the reschedule panel or the cancel question without changing anything. */
  onBack?: () => void;
  onSaveReschedule?: () => void;
  onConfirmCancel?: () => void;
  /** 'Try again' after the booking could not be loaded. */
  onRetry?: () => void;
  /** The regular cleaning this booking belongs to: its visits, skip this one, cancel it all. */
  series?: ManageBookingSeries;
  /** The company's number, as displayed; a `tel:` link is made of it unless `phoneHref` is given. */
  phone: string;
  phoneHref?: string;
  /** @default '/book-now' */
  bookHref?: string;
  /** Level of the page's main heading; the panels' are one below. @default 1 */
  headingLevel?: 1 | 2;
  formatMoney?: (fils: number) => string;
  texts?: Partial<ManageBookingTexts>;
  estimateTexts?: Partial<PriceEstimateTexts>;
  /** The calendar's control texts (its dialog's name, the month buttons), in the page's language. */
  dateLabels?: Partial<DateFieldLabels>;
  className?: string;
}

/**
 * The page behind the private link `/booking/<token>`: the booking and its status, and, while the
 * appointment is more than 24 hours away, rescheduling to another free slot or cancelling after a question.
 * Presentational: the state comes in, every action goes out. Focus follows the flow: opening a panel moves
 * focus to its heading, closing it returns focus to the button that opened it, and a cancelled booking's
 * message gets focus.
 */
export function ManageBooking({
  state,
  booking,
  canChange = false,
  pending = false,
  error,
  notice,
  reschedule,
  calendar,
  onReschedule,
  onCancel,
  onBack,
  onSaveReschedule,
  onConfirmCancel,
  onRetry,
  series,
  phone,
  phoneHref,
  bookHref = '/book-now',
  headingLevel = 1,
  formatMoney,
  texts: textsProp,
  estimateTexts,
  dateLabels,
  className,
}: ManageBookingProps) {
  const t = { ...defaultManageBookingTexts, ...textsProp };
  const id = `manage${useId()}`;
  const panelLevel = headingLevel === 1 ? 2 : 3;
  const rescheduleButton = useRef<HTMLButtonElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const panelHeading = useRef<HTMLHeadingElement>(null);
  const cancelledMessage = useRef<HTMLParagraphElement>(null);
  const seriesHeading = useRef<HTMLHeadingElement>(null);
  const previous = useRef(state);
  const purpose = reschedule?.purpose ?? 'booking';

  // biome-ignore lint/correctness/useExhaustiveDependencies: on a change of state, with what the panel changed then
  useEffect(() => {
    const from = previous.current;
    previous.current = state;
    if (from === state) return;
    if (state === 'rescheduling' || state === 'confirmingCancel') panelHeading.current?.focus();
    else if (state === 'cancelled') cancelledMessage.current?.focus();
    else if (state === 'details' && from === 'rescheduling' && purpose !== 'booking') seriesHeading.current?.focus();
    else if (state === 'details' && from === 'rescheduling') rescheduleButton.current?.focus();
    else if (state === 'details' && from === 'confirmingCancel') cancelButton.current?.focus();
  }, [state]);

  const phoneLinkNode = (
    <Link href={phoneHref ?? telHref(phone)} className={phoneLink}>
      <Ltr>{phone}</Ltr>
    </Link>
  );
  const withPhone = (text: string): ReactNode => (
    <>
      {text} {phoneLinkNode}.
    </>
  );
  const classes = [root, className].filter(Boolean).join(' ');

  if (state === 'loading' || state === 'failed' || state === 'notFound' || state === 'expired' || !booking) {
    return (
      <ManageBookingStatus
        state={state}
        t={t}
        id={id}
        headingLevel={headingLevel}
        className={classes}
        error={error}
        onRetry={onRetry}
        withPhone={withPhone}
        bookHref={bookHref}
      />
    );
  }

  const cancelled = state === 'cancelled';
  const showActions = state === 'details' && canChange;
  const errorNode = error ? <PanelError>{error}</PanelError> : null;
  const change = { t, id, level: panelLevel, headingRef: panelHeading, pending, errorNode, onBack } as const;

  return (
    <section aria-labelledby={`${id}-title`} className={classes}>
      <BookingHeader booking={booking} t={t} id={id} headingLevel={headingLevel} notice={notice} />
      {cancelled ? (
        <p ref={cancelledMessage} tabIndex={-1} className={`${noticeMessage} ${focusTarget}`}>
          <InfoIcon aria-hidden="true" className={messageIcon} />
          <span>{t.cancelledText}</span>
        </p>
      ) : null}
      <BookingFacts
        booking={booking}
        t={t}
        panelLevel={panelLevel}
        formatMoney={formatMoney}
        estimateTexts={estimateTexts}
        calendar={cancelled ? undefined : calendar}
      />

      {showActions ? (
        <div className={panel}>
          <p className={changeNote}>{t.changeNote}</p>
          <div className={actions}>
            <Button ref={rescheduleButton} tone="primary" onClick={onReschedule}>
              {t.reschedule}
            </Button>
            <Button ref={cancelButton} tone="critical" onClick={onCancel}>
              {t.cancel}
            </Button>
          </div>
        </div>
      ) : null}

      {state === 'details' && !canChange ? (
        <p className={noticeMessage}>
          <InfoIcon aria-hidden="true" className={messageIcon} />
          <span>{withPhone(t.tooLateNote)}</span>
        </p>
      ) : null}

      {state === 'rescheduling' && reschedule ? (
        <ReschedulePanel {...change} reschedule={reschedule} onSave={onSaveReschedule} dateLabels={dateLabels} />
      ) : null}

      {state === 'confirmingCancel' ? <CancelPanel {...change} onConfirm={onConfirmCancel} /> : null}

      {series ? (
        <SeriesPanel
          series={series}
          t={t}
          id={id}
          panelLevel={panelLevel}
          headingRef={seriesHeading}
          dateLabels={dateLabels}
        />
      ) : null}

      {cancelled ? (
        <div className={actions}>
          <ButtonLink href={bookHref}>{t.bookAnother}</ButtonLink>
        </div>
      ) : null}
    </section>
  );
}

/**
 * The page without a booking to show: loading it (the title and what the page is for are drawn before the booking
 * arrives, the prerendered page is this state, in the place they keep once it has: the visitor reads them at once,
 * and nothing moves when the details come), it could not be loaded, or the link found none or has expired.
 */
function ManageBookingStatus({
  state,
  t,
  id,
  headingLevel,
  className,
  error,
  onRetry,
  withPhone,
  bookHref,
}: {
  state: ManageBookingState;
  t: ManageBookingTexts;
  id: string;
  headingLevel: 1 | 2;
  className: string;
  error?: string;
  onRetry?: () => void;
  withPhone: (text: string) => ReactNode;
  bookHref: string;
}) {
  if (state === 'loading') {
    return (
      <section aria-labelledby={`${id}-title`} className={className}>
        <div>
          <div className={titleRow}>
            <Heading level={headingLevel} size={2} id={`${id}-title`}>
              {t.title}
            </Heading>
          </div>
          <p className={introText}>{t.intro}</p>
        </div>
        <Text role="status" tone="secondary">
          {t.loading}
        </Text>
      </section>
    );
  }

  if (state === 'failed') {
    return (
      <FailedStatus
        id={id}
        headingLevel={headingLevel}
        className={className}
        title={t.failedTitle}
        message={error ?? t.failedText}
        retry={t.retry}
        onRetry={onRetry}
      />
    );
  }

  const expired = state === 'expired';
  return (
    <section aria-labelledby={`${id}-title`} className={[className, statusPage].join(' ')}>
      <Heading level={headingLevel} size={2} id={`${id}-title`} align="center">
        {expired ? t.expiredTitle : t.notFoundTitle}
      </Heading>
      <Text size="large" tone="secondary" align="center" className={statusMessage}>
        {withPhone(expired ? t.expiredText : t.notFoundText)}
      </Text>
      <ButtonLink href={bookHref}>{t.bookCleaning}</ButtonLink>
    </section>
  );
}

/** The title with the booking's status, what the page is for, and the news of the last change. */
function BookingHeader({
  booking,
  t,
  id,
  headingLevel,
  notice,
}: {
  booking: ManageBookingDetails;
  t: ManageBookingTexts;
  id: string;
  headingLevel: 1 | 2;
  notice?: string;
}) {
  // The live region stays in the page, empty until there is news, and takes no room until then.
  return (
    <div>
      <div className={titleRow}>
        <Heading level={headingLevel} size={2} id={`${id}-title`}>
          {t.title}
        </Heading>
        <Badge tone={booking.statusTone ?? 'brand'}>{booking.status}</Badge>
      </div>
      <p className={introText}>{t.intro}</p>
      <div role="status" aria-live="polite">
        {notice ? (
          <p className={`${noticeMessage} ${noticeSpacing}`}>
            <InfoIcon aria-hidden="true" className={messageIcon} />
            <span>{notice}</span>
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** The booking's details and estimate, and its calendar file. */
function BookingFacts({
  booking,
  t,
  panelLevel,
  formatMoney,
  estimateTexts,
  calendar,
}: Pick<ManageBookingProps, 'formatMoney' | 'estimateTexts' | 'calendar'> & {
  booking: ManageBookingDetails;
  t: ManageBookingTexts;
  panelLevel: 2 | 3;
}) {
  return (
    <>
      <div className={details}>
        <BookingSummary
          rows={[
            { label: t.reference, value: <strong>{booking.reference}</strong> },
            { label: t.service, value: booking.service },
            { label: t.date, value: booking.date },
            { label: t.time, value: booking.time },
            { label: t.address, value: booking.address },
          ]}
        />
        <PriceEstimate
          estimate={booking.estimate}
          formatMoney={formatMoney}
          headingLevel={panelLevel}
          texts={estimateTexts}
        />
      </div>

      {calendar ? (
        <div className={actions}>
          <a href={calendar.href} download={calendar.fileName} className={button({ tone: 'secondary' })}>
            <CalendarIcon aria-hidden="true" className={calendarIcon} />
            {t.addToCalendar}
          </a>
        </div>
      ) : null}
    </>
  );
}
