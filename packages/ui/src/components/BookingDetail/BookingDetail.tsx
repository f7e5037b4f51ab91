import { type ReactNode, useId } from 'react';
import { Button, type ButtonTone } from '../Button/Button';
import { WhatsAppIcon } from '../Icon/brandIcons';
import { MailIcon, PhoneIcon } from '../Icon/icons';
import { PriceEstimate, type PriceEstimateAmounts } from '../PriceEstimate/PriceEstimate';
import { Ltr } from '../private/Ltr';
import { toTelHref } from '../private/telLink';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './BookingDetail.css';
import { type BookingStatus, BookingStatusBadge, type BookingStatusLabels } from './bookingStatus';

/** A booking as the back office shows it. */
export interface BookingDetailData {
  /** 'SPK-4821'. */
  reference: string;
  status: BookingStatus;
  service: string;
  /** The property and extras in words, '2 bedrooms, Inside the oven'. */
  property?: string;
  /** When, as people read it ('Fri 4 Dec 2026, 10:00 AM – 12:00 PM') and as ISO for `<time>`. */
  when: { dateTime: string; label: string };
  customer: { name: string; phone: string; email: string };
  /** Apartment, building, community… one line each. */
  addressLines: readonly string[];
  estimate: PriceEstimateAmounts | null;
  /** What the customer wrote. */
  notes?: string;
}

/** A status the booking can move to next, e.g. { status: 'confirmed', label: 'Confirm' }. */
export interface BookingNextStep {
  status: BookingStatus;
  label: string;
  tone?: ButtonTone;
}

/** One line of the booking's history: what happened and when (created, rescheduled, status changed by whom). */
export interface BookingHistoryItem {
  id: string;
  time: { dateTime: string; label: string };
  text: ReactNode;
}

export interface BookingDetailTexts {
  reference: string;
  service: string;
  property: string;
  when: string;
  customer: string;
  phone: string;
  email: string;
  address: string;
  notes: string;
  contact: string;
  call: string;
  whatsapp: string;
  /** Read after 'WhatsApp': the chat opens in a new tab. */
  newTab: string;
  emailAction: string;
  status: string;
  history: string;
  noHistory: string;
  pending: string;
  statuses: Partial<BookingStatusLabels>;
}

export const defaultBookingDetailTexts: BookingDetailTexts = {
  reference: 'Reference',
  service: 'Service',
  property: 'Property',
  when: 'When',
  customer: 'Customer',
  phone: 'Phone',
  email: 'Email',
  address: 'Address',
  notes: 'Notes',
  contact: 'Contact',
  call: 'Call',
  whatsapp: 'WhatsApp',
  newTab: ' (opens in a new tab)',
  emailAction: 'Email',
  status: 'Change status',
  history: 'History',
  noHistory: 'Nothing has happened yet.',
  pending: 'Saving...',
  statuses: {},
};

/** 'https://wa.me/971501234567' from a displayed number: wa.me takes the digits alone. */
export function toWhatsAppHref(phone: string): string {
  return `https://wa.me/${phone.replace(/\D/g, '')}`;
}

export interface BookingDetailProps {
  booking: BookingDetailData;
  /** The statuses it can move to now, in the order they are offered. */
  nextSteps?: readonly BookingNextStep[];
  onStatusChange?: (status: BookingStatus) => void;
  /** The status being saved: its button reads 'Saving...' and every status button waits. */
  pendingStatus?: BookingStatus;
  /** Why the last change failed, shown above the buttons. */
  error?: string;
  /** Oldest first. */
  history: readonly BookingHistoryItem[];
  /** Level of the page's heading (the customer's name). @default 1 */
  headingLevel?: 1 | 2;
  texts?: Partial<BookingDetailTexts>;
  className?: string;
}

/**
 * A booking's page in the back office: the customer's name with the reference and status, one-tap call,
 * WhatsApp and e-mail, the appointment and address, the estimate, the next statuses as buttons, and the
 * history as an ordered list of times and events.
 */
export function BookingDetail({
  booking,
  nextSteps = [],
  onStatusChange,
  pendingStatus,
  error,
  history,
  headingLevel = 1,
  texts: textsProp,
  className,
}: BookingDetailProps) {
  const t = { ...defaultBookingDetailTexts, ...textsProp };
  const id = `booking${useId().replace(/:/g, '')}`;
  const Title = `h${headingLevel}` as const;
  const Sub = `h${headingLevel + 1}` as 'h2' | 'h3';
  const { customer } = booking;
  return (
    <article aria-labelledby={`${id}-title`} className={[styles.page, className].filter(Boolean).join(' ')}>
      <header className={styles.header}>
        <div className={styles.titleLine}>
          <Title id={`${id}-title`} className={styles.title}>
            {customer.name}
          </Title>
          <BookingStatusBadge status={booking.status} labels={t.statuses} />
        </div>
        <p className={styles.reference}>
          {t.reference} <span className={styles.referenceValue}>{booking.reference}</span>
        </p>
        <ContactLinks customer={customer} t={t} />
      </header>

      <div className={styles.columns}>
        <div className={styles.main}>
          <BookingFacts booking={booking} t={t} />

          {nextSteps.length > 0 && onStatusChange ? (
            <section aria-labelledby={`${id}-status`} className={styles.section}>
              <Sub id={`${id}-status`} className={styles.sectionTitle}>
                {t.status}
              </Sub>
              {error ? (
                <p role="alert" className={styles.error}>
                  {error}
                </p>
              ) : null}
              <div className={styles.statusButtons}>
                {nextSteps.map((step) => (
                  <Button
                    key={step.status}
                    tone={step.tone ?? 'secondary'}
                    pending={pendingStatus === step.status}
                    pendingLabel={t.pending}
                    disabled={!!pendingStatus}
                    accessibleWhenDisabled
                    onClick={() => onStatusChange(step.status)}
                  >
                    {step.label}
                  </Button>
                ))}
              </div>
            </section>
          ) : null}

          <section aria-labelledby={`${id}-history`} className={styles.section}>
            <Sub id={`${id}-history`} className={styles.sectionTitle}>
              {t.history}
            </Sub>
            {history.length === 0 ? (
              <p className={styles.muted}>{t.noHistory}</p>
            ) : (
              <ol className={styles.history}>
                {history.map((item) => (
                  <li key={item.id} className={styles.historyItem}>
                    <time dateTime={item.time.dateTime} className={styles.historyTime}>
                      {item.time.label}
                    </time>
                    <span>{item.text}</span>
                  </li>
                ))}
              </ol>
            )}
          </section>
        </div>
        <PriceEstimate
          estimate={booking.estimate}
          headingLevel={(headingLevel + 1) as 2 | 3}
          className={styles.estimate}
        />
      </div>
    </article>
  );
}

/** One tap to call, WhatsApp or e-mail the customer. */
function ContactLinks({ customer, t }: { customer: BookingDetailData['customer']; t: BookingDetailTexts }) {
  return (
    <ul className={styles.contact} aria-label={t.contact}>
      <li>
        <a className={styles.contactLink} href={toTelHref(customer.phone)}>
          <PhoneIcon aria-hidden="true" className={styles.icon} />
          {t.call}
        </a>
      </li>
      <li>
        <a
          className={styles.contactLink}
          href={toWhatsAppHref(customer.phone)}
          target="_blank"
          rel="noopener noreferrer"
        >
          <WhatsAppIcon aria-hidden="true" className={styles.icon} />
          {t.whatsapp}
          <VisuallyHidden>{t.newTab}</VisuallyHidden>
        </a>
      </li>
      <li>
        <a className={styles.contactLink} href={`mailto:${customer.email}`}>
          <MailIcon aria-hidden="true" className={styles.icon} />
          {t.emailAction}
        </a>
      </li>
    </ul>
  );
}

/** The appointment, the customer and the address as a description list. */
function BookingFacts({ booking, t }: { booking: BookingDetailData; t: BookingDetailTexts }) {
  const { customer } = booking;
  return (
    <dl className={styles.facts}>
      <div className={styles.fact}>
        <dt>{t.service}</dt>
        <dd>{booking.service}</dd>
      </div>
      {booking.property ? (
        <div className={styles.fact}>
          <dt>{t.property}</dt>
          <dd>{booking.property}</dd>
        </div>
      ) : null}
      <div className={styles.fact}>
        <dt>{t.when}</dt>
        <dd>
          <time dateTime={booking.when.dateTime}>{booking.when.label}</time>
        </dd>
      </div>
      <div className={styles.fact}>
        <dt>{t.customer}</dt>
        <dd>{customer.name}</dd>
      </div>
      <div className={styles.fact}>
        <dt>{t.phone}</dt>
        <dd>
          <a className={styles.inlineLink} href={toTelHref(customer.phone)}>
            <Ltr>{customer.phone}</Ltr>
          </a>
        </dd>
      </div>
      <div className={styles.fact}>
        <dt>{t.email}</dt>
        <dd>
          <a className={styles.inlineLink} href={`mailto:${customer.email}`}>
            <Ltr>{customer.email}</Ltr>
          </a>
        </dd>
      </div>
      <div className={styles.fact}>
        <dt>{t.address}</dt>
        <dd>
          <address className={styles.address}>
            {booking.addressLines.map((line) => (
              <span key={line}>{line}</span>
            ))}
          </address>
        </dd>
      </div>
      {booking.notes ? (
        <div className={styles.fact}>
          <dt>{t.notes}</dt>
          <dd className={styles.notes}>{booking.notes}</dd>
        </div>
      ) : null}
    </dl>
  );
}
