import { type ReactNode, type Ref, useEffect, useId, useRef } from 'react';
import { Badge, type BadgeTone } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { button } from '../Button/Button.css';
import { DateField, type DateFieldLabels } from '../DateField/DateField';
import { Heading, type HeadingLevel } from '../Heading/Heading';
import { AlertIcon, CalendarIcon, InfoIcon } from '../Icon/icons';
import { ButtonLink, Link } from '../Link/Link';
import { PriceEstimate, type PriceEstimateAmounts, type PriceEstimateTexts } from '../PriceEstimate/PriceEstimate';
import { BookingSummary } from '../private/BookingSummary';
import { Ltr } from '../private/Ltr';
import { statusMessage, statusPage } from '../private/statusPage.css';
import { telHref } from '../private/telHref';
import { Text } from '../Text/Text';
import { type TimeSlot, TimeSlotSelect } from '../TimeSlotSelect/TimeSlotSelect';
import {
  actions,
  calendarIcon,
  changeNote,
  dangerPanel,
  details,
  errorMessage,
  focusTarget,
  introText,
  messageIcon,
  noticeMessage,
  noticeSpacing,
  panel,
  panelFields,
  panelTitle,
  phoneLink,
  rescheduleForm,
  root,
  seriesList,
  seriesVisit,
  seriesVisitEnd,
  seriesVisitWhen,
  titleRow,
} from './ManageBooking.css';

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

/** The reschedule panel's fields: the new date and slot, and what cannot be chosen. */
export interface ManageBookingReschedule {
  /** ISO date, or '' for none yet. */
  date: string;
  timeSlot: TimeSlot | '';
  /** The hourly slots to choose from, in order (the booking rules' `timeSlots`). */
  slots: readonly TimeSlot[];
  onDateChange: (iso: string) => void;
  onTimeSlotChange: (slot: TimeSlot | '') => void;
  today?: string;
  maxDate?: string;
  isDateUnavailable?: (iso: string) => boolean;
  /** The slots of the chosen date that cannot be booked, with the reason ('Fully booked'). */
  unavailable?: Partial<Record<TimeSlot, string>>;
  errors?: { date?: string; timeSlot?: string };
  /**
   * What the panel changes: this `booking`, another `visit` of its series, or the `series`' day and time from the
   * chosen date on. @default 'booking'
   */
  purpose?: 'booking' | 'visit' | 'series';
  /** Where the visit being moved is now, e.g. 'Thursday 3 December 2026, 10:00 AM – 12:00 PM'. */
  current?: string;
}

/** One visit of the regular cleaning, formatted by the caller. */
export interface ManageBookingSeriesVisit {
  key: string;
  /** e.g. 'Thursday 3 December 2026'. */
  date: string;
  /** e.g. '10:00 AM – 12:00 PM'. */
  time: string;
  /** The visit's state as people read it: 'Confirmed', 'Skipped', 'Needs a new time'. */
  state: string;
  /** @default 'neutral' */
  tone?: BadgeTone;
  /** Why, for a flagged visit ('The slot is fully booked: we will call you with another time'). */
  note?: string;
  /** This page's visit. */
  current?: boolean;
  /** It may be moved to another date and time (booked or flagged, more than 24 hours away); `onMove` gets `key`. */
  canMove?: boolean;
}

/** The pause question's field: the day the visits start again. */
export interface ManageBookingPause {
  /** ISO date, or '' for none yet. */
  until: string;
  onUntilChange: (iso: string) => void;
  today?: string;
  maxDate?: string;
  error?: string;
}

/** The regular cleaning this booking is a visit of, and what may be done with it. */
export interface ManageBookingSeries {
  /** How often and when, e.g. 'Every week on Thursday, 10:00 AM – 12:00 PM'. */
  summary: string;
  /** Its state when not simply active ('Cancelled', 'Paused until …'), with a tone. */
  status?: string;
  statusTone?: BadgeTone;
  visits: ManageBookingSeriesVisit[];
  /** This visit may still be skipped (active series, more than 24 hours away). */
  canSkip: boolean;
  /** The series is active: it may be cancelled as a whole. */
  canCancel: boolean;
  /** Its day and time may be changed from a date on, and it may be paused (an active series). */
  canChangeTime?: boolean;
  /** It is paused: the pause may end now. */
  canResume?: boolean;
  /**
   * `skipping` this visit; the question `confirmingCancel` open, or `cancelling` the series; a visit or the series'
   * time being `changing` (the date-and-time panel is open); the pause question open (`pausing`) or being saved
   * (`savingPause`); `resuming`.
   */
  step: 'idle' | 'skipping' | 'confirmingCancel' | 'cancelling' | 'changing' | 'pausing' | 'savingPause' | 'resuming';
  /** Why the last change of the series was refused, shown and announced. */
  error?: string;
  /** What the last change of the series did ('From Thursday 10 December on, your visits are …'), announced. */
  notice?: string;
  /** The pause question's field (steps `pausing` and `savingPause`). */
  pause?: ManageBookingPause;
  onSkip?: () => void;
  onCancel?: () => void;
  onConfirmCancel?: () => void;
  onKeep?: () => void;
  /** Opens the date-and-time panel for the visit of this `key`. */
  onMove?: (key: string) => void;
  onChangeTime?: () => void;
  onPause?: () => void;
  onSavePause?: () => void;
  onKeepGoing?: () => void;
  onResume?: () => void;
}

/** Every text of the page, for a later translation. Texts ending before a phone number get it as a link. */
export interface ManageBookingTexts {
  loading: string;
  /** Under the title while the booking loads and once it is shown: what the page is for. */
  intro: string;
  failedTitle: string;
  failedText: string;
  retry: string;
  notFoundTitle: string;
  notFoundText: string;
  expiredTitle: string;
  expiredText: string;
  bookCleaning: string;
  title: string;
  reference: string;
  service: string;
  date: string;
  time: string;
  address: string;
  reschedule: string;
  cancel: string;
  changeNote: string;
  tooLateNote: string;
  rescheduleTitle: string;
  newDate: string;
  datePlaceholder: string;
  newTime: string;
  timePlaceholder: string;
  save: string;
  saving: string;
  back: string;
  cancelTitle: string;
  cancelText: string;
  confirmCancel: string;
  cancelling: string;
  keep: string;
  cancelledText: string;
  bookAnother: string;
  addToCalendar: string;
  seriesTitle: string;
  seriesVisits: string;
  thisVisit: string;
  skipVisit: string;
  skipping: string;
  cancelSeries: string;
  cancelSeriesTitle: string;
  cancelSeriesText: string;
  confirmCancelSeries: string;
  cancellingSeries: string;
  keepSeries: string;
  moveVisit: string;
  moveTitle: string;
  moveNow: string;
  saveMove: string;
  changeSeriesTime: string;
  changeSeriesTitle: string;
  changeSeriesNote: string;
  firstDate: string;
  saveSeriesChange: string;
  pauseSeries: string;
  pauseTitle: string;
  pauseText: string;
  pauseUntil: string;
  savePause: string;
  pausing: string;
  resumeSeries: string;
  resuming: string;
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
  const seriesCancelButton = useRef<HTMLButtonElement>(null);
  const seriesQuestion = useRef<HTMLHeadingElement>(null);
  const pauseButton = useRef<HTMLButtonElement>(null);
  const pauseQuestion = useRef<HTMLHeadingElement>(null);
  const seriesHeading = useRef<HTMLHeadingElement>(null);
  const previous = useRef(state);
  const purpose = reschedule?.purpose ?? 'booking';
  const seriesStep = series?.step ?? 'idle';
  const seriesIdle = seriesStep === 'idle';
  /** A question of the series is open: it shows the series' error itself. */
  const seriesAsking = ['confirmingCancel', 'cancelling', 'pausing', 'savingPause'].includes(seriesStep);
  const hasSeriesActions = !!series && (series.canSkip || series.canCancel || series.canChangeTime || series.canResume);
  const previousSeriesStep = useRef(seriesStep);

  useEffect(() => {
    const from = previousSeriesStep.current;
    previousSeriesStep.current = seriesStep;
    if (from === seriesStep) return;
    if (seriesStep === 'confirmingCancel' && from === 'idle') seriesQuestion.current?.focus();
    else if (seriesStep === 'pausing' && from === 'idle') pauseQuestion.current?.focus();
    else if (seriesStep === 'idle' && from === 'confirmingCancel') seriesCancelButton.current?.focus();
    else if (seriesStep === 'idle' && (from === 'pausing' || from === 'savingPause')) pauseButton.current?.focus();
  }, [seriesStep]);

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

  // The title and what the page is for are drawn before the booking arrives (the prerendered page is this state), in
  // the place they keep once it has: the visitor reads them at once, and nothing moves when the details come.
  const intro = <p className={introText}>{t.intro}</p>;
  if (state === 'loading') {
    return (
      <section aria-labelledby={`${id}-title`} className={classes}>
        <div>
          <div className={titleRow}>
            <Heading level={headingLevel} size={2} id={`${id}-title`}>
              {t.title}
            </Heading>
          </div>
          {intro}
        </div>
        <Text role="status" tone="secondary">
          {t.loading}
        </Text>
      </section>
    );
  }

  if (state === 'failed') {
    return (
      <section aria-labelledby={`${id}-title`} className={[classes, statusPage].join(' ')}>
        <Heading level={headingLevel} size={2} id={`${id}-title`} align="center">
          {t.failedTitle}
        </Heading>
        <Text role="alert" size="large" tone="secondary" align="center" className={statusMessage}>
          {error ?? t.failedText}
        </Text>
        <Button onClick={onRetry}>{t.retry}</Button>
      </section>
    );
  }

  if (state === 'notFound' || state === 'expired' || !booking) {
    const expired = state === 'expired';
    return (
      <section aria-labelledby={`${id}-title`} className={[classes, statusPage].join(' ')}>
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

  const cancelled = state === 'cancelled';
  const showActions = state === 'details' && canChange;
  const errorNode = error ? (
    <p role="alert" className={errorMessage}>
      <AlertIcon aria-hidden="true" className={messageIcon} />
      <span>{error}</span>
    </p>
  ) : null;

  return (
    <section aria-labelledby={`${id}-title`} className={classes}>
      {/* The live region stays in the page, empty until there is news, and takes no room until then. */}
      <div>
        <div className={titleRow}>
          <Heading level={headingLevel} size={2} id={`${id}-title`}>
            {t.title}
          </Heading>
          <Badge tone={booking.statusTone ?? 'brand'}>{booking.status}</Badge>
        </div>
        {intro}
        <div role="status" aria-live="polite">
          {notice ? (
            <p className={`${noticeMessage} ${noticeSpacing}`}>
              <InfoIcon aria-hidden="true" className={messageIcon} />
              <span>{notice}</span>
            </p>
          ) : null}
        </div>
      </div>
      {cancelled ? (
        <p ref={cancelledMessage} tabIndex={-1} className={`${noticeMessage} ${focusTarget}`}>
          <InfoIcon aria-hidden="true" className={messageIcon} />
          <span>{t.cancelledText}</span>
        </p>
      ) : null}
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

      {calendar && !cancelled ? (
        <div className={actions}>
          <a href={calendar.href} download={calendar.fileName} className={button({ tone: 'secondary' })}>
            <CalendarIcon aria-hidden="true" className={calendarIcon} />
            {t.addToCalendar}
          </a>
        </div>
      ) : null}

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
        <section aria-labelledby={`${id}-reschedule`} className={panel}>
          <PanelHeading level={panelLevel} id={`${id}-reschedule`} ref={panelHeading}>
            {purpose === 'series' ? t.changeSeriesTitle : purpose === 'visit' ? t.moveTitle : t.rescheduleTitle}
          </PanelHeading>
          {purpose === 'visit' && reschedule.current ? (
            <Text size="small">
              {t.moveNow}: {reschedule.current}
            </Text>
          ) : null}
          {purpose === 'series' ? <Text size="small">{t.changeSeriesNote}</Text> : null}
          <form
            onSubmit={(event) => {
              event.preventDefault();
              if (!pending) onSaveReschedule?.();
            }}
            className={rescheduleForm}
          >
            <div className={panelFields}>
              <DateField
                id={`${id}-date`}
                name="date"
                label={purpose === 'series' ? t.firstDate : t.newDate}
                placeholder={t.datePlaceholder}
                value={reschedule.date || null}
                onValueChange={reschedule.onDateChange}
                today={reschedule.today}
                maxDate={reschedule.maxDate}
                isDateUnavailable={reschedule.isDateUnavailable}
                labels={dateLabels}
                error={reschedule.errors?.date}
                required
              />
              <TimeSlotSelect
                id={`${id}-time`}
                name="timeSlot"
                slots={reschedule.slots}
                label={t.newTime}
                placeholder={t.timePlaceholder}
                value={reschedule.timeSlot}
                unavailable={reschedule.unavailable}
                onValueChange={reschedule.onTimeSlotChange}
                error={reschedule.errors?.timeSlot}
                aria-required
              />
            </div>
            {errorNode}
            <div className={actions}>
              <Button type="submit" pending={pending} pendingLabel={t.saving}>
                {purpose === 'series' ? t.saveSeriesChange : purpose === 'visit' ? t.saveMove : t.save}
              </Button>
              <Button type="button" tone="secondary" disabled={pending} onClick={onBack}>
                {t.back}
              </Button>
            </div>
          </form>
        </section>
      ) : null}

      {state === 'confirmingCancel' ? (
        <section aria-labelledby={`${id}-cancel`} aria-describedby={`${id}-cancel-text`} className={dangerPanel}>
          <PanelHeading level={panelLevel} id={`${id}-cancel`} ref={panelHeading}>
            {t.cancelTitle}
          </PanelHeading>
          <Text id={`${id}-cancel-text`} size="small">
            {t.cancelText}
          </Text>
          {errorNode}
          <div className={actions}>
            <Button tone="critical" pending={pending} pendingLabel={t.cancelling} onClick={onConfirmCancel}>
              {t.confirmCancel}
            </Button>
            <Button tone="secondary" disabled={pending} onClick={onBack}>
              {t.keep}
            </Button>
          </div>
        </section>
      ) : null}

      {series ? (
        <section aria-labelledby={`${id}-series`} className={panel}>
          <div className={titleRow}>
            <PanelHeading level={panelLevel} id={`${id}-series`} ref={seriesHeading}>
              {t.seriesTitle}
            </PanelHeading>
            {series.status ? <Badge tone={series.statusTone ?? 'neutral'}>{series.status}</Badge> : null}
          </div>
          <Text size="small">{series.summary}</Text>
          <div role="status" aria-live="polite">
            {series.notice ? (
              <p className={noticeMessage}>
                <InfoIcon aria-hidden="true" className={messageIcon} />
                <span>{series.notice}</span>
              </p>
            ) : null}
          </div>
          <ul aria-label={t.seriesVisits} className={seriesList}>
            {series.visits.map((visit) => (
              <li key={visit.key} className={seriesVisit} aria-current={visit.current ? 'true' : undefined}>
                <span className={seriesVisitWhen}>
                  <span>
                    {visit.current ? <strong>{t.thisVisit}: </strong> : null}
                    {visit.date}, {visit.time}
                  </span>
                  <span className={seriesVisitEnd}>
                    <Badge tone={visit.tone ?? 'neutral'}>{visit.state}</Badge>
                    {visit.canMove && seriesIdle ? (
                      <Button
                        size="small"
                        tone="secondary"
                        aria-label={`${t.moveVisit}: ${visit.date}`}
                        onClick={() => series.onMove?.(visit.key)}
                      >
                        {t.moveVisit}
                      </Button>
                    ) : null}
                  </span>
                </span>
                {visit.note ? (
                  <Text size="small" tone="secondary">
                    {visit.note}
                  </Text>
                ) : null}
              </li>
            ))}
          </ul>
          {series.error && !seriesAsking ? (
            <p role="alert" className={errorMessage}>
              <AlertIcon aria-hidden="true" className={messageIcon} />
              <span>{series.error}</span>
            </p>
          ) : null}
          {hasSeriesActions && (seriesIdle || seriesStep === 'skipping' || seriesStep === 'resuming') ? (
            <div className={actions}>
              {series.canSkip ? (
                <Button
                  tone="secondary"
                  pending={seriesStep === 'skipping'}
                  pendingLabel={t.skipping}
                  disabled={seriesStep === 'resuming'}
                  onClick={series.onSkip}
                >
                  {t.skipVisit}
                </Button>
              ) : null}
              {series.canChangeTime ? (
                <Button tone="secondary" disabled={!seriesIdle} onClick={series.onChangeTime}>
                  {t.changeSeriesTime}
                </Button>
              ) : null}
              {series.canResume ? (
                <Button
                  ref={pauseButton}
                  tone="secondary"
                  pending={seriesStep === 'resuming'}
                  pendingLabel={t.resuming}
                  disabled={seriesStep === 'skipping'}
                  onClick={series.onResume}
                >
                  {t.resumeSeries}
                </Button>
              ) : series.canChangeTime ? (
                <Button ref={pauseButton} tone="secondary" disabled={!seriesIdle} onClick={series.onPause}>
                  {t.pauseSeries}
                </Button>
              ) : null}
              {series.canCancel ? (
                <Button ref={seriesCancelButton} tone="critical" disabled={!seriesIdle} onClick={series.onCancel}>
                  {t.cancelSeries}
                </Button>
              ) : null}
            </div>
          ) : null}
          {(seriesStep === 'pausing' || seriesStep === 'savingPause') && series.pause ? (
            <section aria-labelledby={`${id}-pause`} aria-describedby={`${id}-pause-text`} className={panel}>
              <PanelHeading level={panelLevel === 2 ? 3 : 4} id={`${id}-pause`} ref={pauseQuestion}>
                {t.pauseTitle}
              </PanelHeading>
              <Text id={`${id}-pause-text`} size="small">
                {t.pauseText}
              </Text>
              <form
                onSubmit={(event) => {
                  event.preventDefault();
                  if (seriesStep === 'pausing') series.onSavePause?.();
                }}
                className={rescheduleForm}
              >
                <div className={panelFields}>
                  <DateField
                    id={`${id}-pause-until`}
                    name="pauseUntil"
                    label={t.pauseUntil}
                    placeholder={t.datePlaceholder}
                    value={series.pause.until || null}
                    onValueChange={series.pause.onUntilChange}
                    today={series.pause.today}
                    maxDate={series.pause.maxDate}
                    labels={dateLabels}
                    error={series.pause.error}
                    required
                  />
                </div>
                {series.error ? (
                  <p role="alert" className={errorMessage}>
                    <AlertIcon aria-hidden="true" className={messageIcon} />
                    <span>{series.error}</span>
                  </p>
                ) : null}
                <div className={actions}>
                  <Button type="submit" pending={seriesStep === 'savingPause'} pendingLabel={t.pausing}>
                    {t.savePause}
                  </Button>
                  <Button
                    type="button"
                    tone="secondary"
                    disabled={seriesStep === 'savingPause'}
                    onClick={series.onKeepGoing}
                  >
                    {t.back}
                  </Button>
                </div>
              </form>
            </section>
          ) : null}
          {seriesStep === 'confirmingCancel' || seriesStep === 'cancelling' ? (
            <section
              aria-labelledby={`${id}-series-cancel`}
              aria-describedby={`${id}-series-cancel-text`}
              className={dangerPanel}
            >
              <PanelHeading level={panelLevel === 2 ? 3 : 4} id={`${id}-series-cancel`} ref={seriesQuestion}>
                {t.cancelSeriesTitle}
              </PanelHeading>
              <Text id={`${id}-series-cancel-text`} size="small">
                {t.cancelSeriesText}
              </Text>
              {series.error ? (
                <p role="alert" className={errorMessage}>
                  <AlertIcon aria-hidden="true" className={messageIcon} />
                  <span>{series.error}</span>
                </p>
              ) : null}
              <div className={actions}>
                <Button
                  tone="critical"
                  pending={seriesStep === 'cancelling'}
                  pendingLabel={t.cancellingSeries}
                  onClick={series.onConfirmCancel}
                >
                  {t.confirmCancelSeries}
                </Button>
                <Button tone="secondary" disabled={seriesStep === 'cancelling'} onClick={series.onKeep}>
                  {t.keepSeries}
                </Button>
              </div>
            </section>
          ) : null}
        </section>
      ) : null}

      {cancelled ? (
        <div className={actions}>
          <ButtonLink href={bookHref}>{t.bookAnother}</ButtonLink>
        </div>
      ) : null}
    </section>
  );
}

/** A panel's heading, which focus is moved to when the panel opens (no ring, as for a page heading). */
function PanelHeading({
  level,
  id,
  ref,
  children,
}: {
  level: HeadingLevel;
  id: string;
  ref: Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  return (
    <Heading level={level} size={4} id={id} ref={ref} tabIndex={-1} className={`${panelTitle} ${focusTarget}`}>
      {children}
    </Heading>
  );
}
