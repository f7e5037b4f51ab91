import { Children, type ReactNode, useId } from 'react';
import * as styles from './InboxItem.css';

/** One labelled value of an item: 'Phone' → '+971 50 123 4567'. */
export interface InboxDetail {
  label: string;
  value: ReactNode;
}

export interface InboxItemProps {
  /** Who or what the item is about (a customer's name, a file name); the item's accessible name. */
  title: ReactNode;
  /** Level of the title's heading in the page outline. @default 3 */
  headingLevel?: 2 | 3 | 4;
  /** When it arrived: shown as a `<time>`; `dateTime` is machine-readable (ISO), `label` what people read. */
  time?: { dateTime: string; label: string };
  /** A status or marker beside the title, usually a Badge ('pending', 'New'). */
  badge?: ReactNode;
  /** Labelled facts as a description list (service, date, phone…). */
  details?: readonly InboxDetail[];
  /** A picture above the text (a visitor's photo), edge to edge. */
  media?: ReactNode;
  /** Buttons that act on the item (confirm, cancel, reply). */
  actions?: ReactNode;
  /** Marks something that just arrived: a brand border and a soft background. */
  highlighted?: boolean;
  /** Free text (a message), line breaks kept. */
  children?: ReactNode;
  /** More about the item after the text, closed or short (a booking's history as a disclosure). */
  more?: ReactNode;
}

/**
 * One entry of the admin dashboard's inbox (a booking request, a contact message, an uploaded photo): a list
 * item holding an `<article>` named by its title. Place it inside an `InboxList`.
 */
export function InboxItem({
  title,
  headingLevel = 3,
  time,
  badge,
  details,
  media,
  actions,
  highlighted = false,
  children,
  more,
}: InboxItemProps) {
  const titleId = `inbox-item${useId()}`;
  const Heading = `h${headingLevel}` as const;
  return (
    <li>
      <article
        aria-labelledby={titleId}
        className={[styles.item, highlighted ? styles.highlighted : undefined].filter(Boolean).join(' ')}
      >
        {media ? <div className={styles.mediaSlot}>{media}</div> : null}
        <div className={styles.header}>
          <div className={styles.titleLine}>
            <Heading id={titleId} className={styles.title}>
              {title}
            </Heading>
            {badge}
          </div>
          {time ? (
            <time dateTime={time.dateTime} className={styles.time}>
              {time.label}
            </time>
          ) : null}
        </div>
        {details && details.length > 0 ? (
          <dl className={styles.details}>
            {details.map((detail) => (
              <div key={detail.label} className={styles.detailRow}>
                <dt className={styles.term}>{detail.label}</dt>
                <dd className={styles.description}>{detail.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        {children ? <p className={styles.body}>{children}</p> : null}
        {more ? <div className={styles.more}>{more}</div> : null}
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </article>
    </li>
  );
}

export interface InboxListProps {
  /** Accessible name of the list, e.g. 'Bookings'. */
  'aria-label': string;
  /** Shown instead of the list when there are no items. */
  emptyText: string;
  /** `grid` lays items out in columns on wider screens (photos). @default 'list' */
  layout?: 'list' | 'grid';
  /** `InboxItem`s. */
  children?: ReactNode;
}

/** The inbox's list of `InboxItem`s, or its empty message. */
export function InboxList({ 'aria-label': ariaLabel, emptyText, layout = 'list', children }: InboxListProps) {
  if (Children.count(children) === 0) return <p className={styles.empty}>{emptyText}</p>;
  return (
    <ul
      aria-label={ariaLabel}
      className={[styles.list, layout === 'grid' ? styles.gridList : undefined].filter(Boolean).join(' ')}
    >
      {children}
    </ul>
  );
}
