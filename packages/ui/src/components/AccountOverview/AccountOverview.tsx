import { type ReactNode, useId } from 'react';
import { Badge, type BadgeTone } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { Heading } from '../Heading/Heading';
import { AlertIcon, CircleCheckIcon, MailIcon } from '../Icon/icons';
import { ButtonLink } from '../Link/Link';
import { Ltr } from '../private/Ltr';
import { statusMessage, statusPage } from '../private/statusPage.css';
import { Text } from '../Text/Text';
import * as styles from './AccountOverview.css';

/** What the account page shows: `loading` the account, `failed` to (try again), or the account (`ready`). */
export const accountOverviewStates = ['loading', 'failed', 'ready'] as const;
export type AccountOverviewState = (typeof accountOverviewStates)[number];

/** One visit as people read it: every value already formatted by the caller, in the page's language. */
export interface AccountVisit {
  /** Unique in the list (the booking's id, or the series' id and the day). */
  id: string;
  service: string;
  /** e.g. 'Tuesday 1 December 2026'. */
  date: string;
  /** e.g. '10:00 AM – 12:00 PM'. */
  time: string;
  status: string;
  /** @default 'brand' */
  statusTone?: BadgeTone;
  /** e.g. 'AED 315'; none for a visit not priced yet. */
  price?: string | undefined;
  /** e.g. 'SC-7K2M9Q'. */
  reference?: string | undefined;
  /** Community, building, apartment. */
  address?: string | undefined;
  /** e.g. 'Weekly': the series the visit belongs to. */
  frequency?: string | undefined;
  /** Whether it has a manage page to open (`onManage`). */
  canManage: boolean;
  /** The booking form, filled in with this visit's job and address. */
  bookAgainHref: string;
}

export interface AccountAddress {
  id: string;
  /** The customer's own name for it, e.g. 'Home'. */
  label?: string | undefined;
  /** Community, building and apartment, as one line. */
  text: string;
}

/** Every text of the page. */
export interface AccountOverviewTexts {
  title: string;
  loading: string;
  failedTitle: string;
  failedText: string;
  retry: string;
  email: string;
  phone: string;
  noPhone: string;
  unprovenTitle: string;
  unprovenText: string;
  resend: string;
  resending: string;
  upcoming: string;
  noUpcoming: string;
  past: string;
  noPast: string;
  reference: string;
  price: string;
  address: string;
  frequency: string;
  manage: string;
  opening: string;
  bookAgain: string;
  addresses: string;
  noAddresses: string;
  bookCleaning: string;
}

export const defaultAccountOverviewTexts: AccountOverviewTexts = {
  title: 'My account',
  loading: 'Loading your account...',
  failedTitle: 'Your account could not be loaded',
  failedText: 'Please check your connection and try again.',
  retry: 'Try again',
  email: 'E-mail',
  phone: 'Phone',
  noPhone: 'No phone number yet: the one on your next booking is kept here.',
  unprovenTitle: 'Confirm your e-mail address',
  unprovenText:
    'Bookings you made with this address before you had an account appear here once you open the link we send to it.',
  resend: 'Send me the link',
  resending: 'Sending...',
  upcoming: 'Upcoming visits',
  noUpcoming: 'No visits planned.',
  past: 'Past visits',
  noPast: 'No past visits yet.',
  reference: 'Reference',
  price: 'Price',
  address: 'Address',
  frequency: 'Repeats',
  manage: 'Manage',
  opening: 'Opening...',
  bookAgain: 'Book again',
  addresses: 'Saved addresses',
  noAddresses: 'No saved addresses yet.',
  bookCleaning: 'Book a cleaning',
};

export interface AccountOverviewProps {
  state: AccountOverviewState;
  /** The account's e-mail address. */
  email?: string;
  /** The phone number to show (already formatted), if any. */
  phone?: string | undefined;
  /** False while the address has not been proven through the link sent to it: the page offers the link. */
  emailProven?: boolean;
  upcoming?: readonly AccountVisit[];
  past?: readonly AccountVisit[];
  addresses?: readonly AccountAddress[];
  /** Asks for the confirmation link again. */
  onResend?: () => void;
  resending?: boolean;
  /** What became of the last request for the link ('We have sent…'), read out when it changes. */
  resendNote?: string | undefined;
  /** Why the last action failed (the link, a manage page), as an alert. */
  error?: string | undefined;
  /** Opens a visit's manage page. */
  onManage?: (visitId: string) => void;
  /** The visit whose manage page is being opened. */
  openingVisitId?: string | undefined;
  onRetry?: () => void;
  /** @default '/book-now' */
  bookHref?: string;
  texts?: Partial<AccountOverviewTexts>;
}

function VisitCard({
  visit,
  texts,
  onManage,
  opening,
}: {
  visit: AccountVisit;
  texts: AccountOverviewTexts;
  onManage?: ((visitId: string) => void) | undefined;
  opening: boolean;
}) {
  const titleId = useId();
  const fact = (term: string, value: ReactNode) => (
    <>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.value}>{value}</dd>
    </>
  );
  return (
    <li className={styles.visit}>
      <div className={styles.visitHeader}>
        <Heading level={3} size={4} id={titleId}>
          {visit.service}
        </Heading>
        <Badge tone={visit.statusTone ?? 'brand'}>{visit.status}</Badge>
      </div>
      <Text weight="semibold">
        {visit.date}, <Ltr>{visit.time}</Ltr>
      </Text>
      <dl className={styles.facts}>
        {visit.frequency ? fact(texts.frequency, visit.frequency) : null}
        {visit.address ? fact(texts.address, visit.address) : null}
        {visit.price ? fact(texts.price, visit.price) : null}
        {visit.reference ? fact(texts.reference, <Ltr>{visit.reference}</Ltr>) : null}
      </dl>
      <div className={styles.actions}>
        {visit.canManage ? (
          <Button
            tone="secondary"
            size="small"
            pending={opening}
            pendingLabel={texts.opening}
            onClick={() => onManage?.(visit.id)}
            aria-describedby={titleId}
          >
            {texts.manage}
          </Button>
        ) : null}
        <ButtonLink tone="ghost" size="small" href={visit.bookAgainHref} aria-describedby={titleId}>
          {texts.bookAgain}
        </ButtonLink>
      </div>
    </li>
  );
}

/**
 * A customer's account page: their e-mail and phone, the link that proves the address while it is not proven yet,
 * the upcoming and past visits (each with its manage page and 'Book again'), and the saved addresses.
 */
export function AccountOverview({
  state,
  email = '',
  phone,
  emailProven = true,
  upcoming = [],
  past = [],
  addresses = [],
  onResend,
  resending = false,
  resendNote,
  error,
  onManage,
  openingVisitId,
  onRetry,
  bookHref = '/book-now',
  texts: textsProp,
}: AccountOverviewProps) {
  const t = { ...defaultAccountOverviewTexts, ...textsProp };
  const id = useId();

  if (state === 'loading') {
    return (
      <div className={statusPage}>
        <Heading level={1} size={2} align="center">
          {t.title}
        </Heading>
        <Text role="status" size="large" tone="secondary">
          {t.loading}
        </Text>
      </div>
    );
  }

  if (state === 'failed') {
    return (
      <section aria-labelledby={`${id}-title`} className={statusPage}>
        <Heading level={1} size={2} id={`${id}-title`} align="center">
          {t.failedTitle}
        </Heading>
        <Text role="alert" size="large" tone="secondary" align="center" className={statusMessage}>
          {error ?? t.failedText}
        </Text>
        <Button onClick={onRetry}>{t.retry}</Button>
      </section>
    );
  }

  const visits = (list: readonly AccountVisit[], none: string) =>
    list.length === 0 ? (
      <Text className={styles.empty}>{none}</Text>
    ) : (
      <ul className={styles.list}>
        {list.map((visit) => (
          <VisitCard key={visit.id} visit={visit} texts={t} onManage={onManage} opening={openingVisitId === visit.id} />
        ))}
      </ul>
    );

  return (
    <div className={styles.root}>
      <div className={styles.intro}>
        <Heading level={1} size={2}>
          {t.title}
        </Heading>
        <dl className={styles.facts}>
          <dt className={styles.term}>{t.email}</dt>
          <dd className={[styles.value, styles.breakAnywhere].join(' ')}>
            <Ltr>{email}</Ltr>
          </dd>
          <dt className={styles.term}>{t.phone}</dt>
          <dd className={styles.value}>{phone ? <Ltr>{phone}</Ltr> : t.noPhone}</dd>
        </dl>
      </div>
      {error ? (
        <p role="alert" className={styles.errorMessage}>
          <AlertIcon aria-hidden="true" className={styles.messageIcon} />
          <span>{error}</span>
        </p>
      ) : null}
      {emailProven ? null : (
        <section aria-labelledby={`${id}-proof`} className={styles.confirmPanel}>
          <Heading level={2} size={4} id={`${id}-proof`}>
            {t.unprovenTitle}
          </Heading>
          <Text>{t.unprovenText}</Text>
          <Button
            tone="secondary"
            pending={resending}
            pendingLabel={t.resending}
            onClick={onResend}
            icon={<MailIcon aria-hidden="true" />}
          >
            {t.resend}
          </Button>
          <p role="status" className={resendNote ? styles.notice : undefined}>
            {resendNote ? (
              <>
                <CircleCheckIcon aria-hidden="true" className={styles.messageIcon} />
                <span>{resendNote}</span>
              </>
            ) : null}
          </p>
        </section>
      )}
      <section aria-labelledby={`${id}-upcoming`} className={styles.section}>
        <Heading level={2} size={3} id={`${id}-upcoming`}>
          {t.upcoming}
        </Heading>
        {visits(upcoming, t.noUpcoming)}
        <div className={styles.actions}>
          <ButtonLink href={bookHref}>{t.bookCleaning}</ButtonLink>
        </div>
      </section>
      <section aria-labelledby={`${id}-past`} className={styles.section}>
        <Heading level={2} size={3} id={`${id}-past`}>
          {t.past}
        </Heading>
        {visits(past, t.noPast)}
      </section>
      <section aria-labelledby={`${id}-addresses`} className={styles.section}>
        <Heading level={2} size={3} id={`${id}-addresses`}>
          {t.addresses}
        </Heading>
        {addresses.length === 0 ? (
          <Text className={styles.empty}>{t.noAddresses}</Text>
        ) : (
          <ul className={styles.list}>
            {addresses.map((address) => (
              <li key={address.id} className={styles.visit}>
                {address.label ? <Text weight="semibold">{address.label}</Text> : null}
                <Text>{address.text}</Text>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
