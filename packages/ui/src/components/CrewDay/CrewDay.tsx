import type { ReactNode } from 'react';
import { CircleCheckIcon, ClockIcon, SpinnerIcon } from '../Icon/icons';
import * as styles from './CrewDay.css';

export interface SyncStatusTexts {
  offline: string;
  waiting: (n: number) => string;
  sending: (n: number) => string;
  allSent: string;
}

export const defaultSyncStatusTexts: SyncStatusTexts = {
  offline: 'No connection. Your changes are kept on this phone and sent when the connection is back.',
  waiting: (n) => (n === 1 ? '1 change waiting to be sent' : `${n} changes waiting to be sent`),
  sending: (n) => (n === 1 ? 'Sending 1 change...' : `Sending ${n} changes...`),
  allSent: 'All changes sent',
};

export interface SyncStatusProps {
  online: boolean;
  /** Changes made on the phone and not yet confirmed by the server (starts, ticks, finishes, photos). */
  waiting: number;
  texts?: Partial<SyncStatusTexts>;
}

/**
 * What is waiting to be sent, always in view: offline with what is kept, sending, or all sent. A live region, so a
 * screen reader hears it change without moving.
 */
export function SyncStatus({ online, waiting, texts: textsProp }: SyncStatusProps) {
  const t = { ...defaultSyncStatusTexts, ...textsProp };
  const state = !online ? 'offline' : waiting > 0 ? 'sending' : 'sent';
  return (
    <div role="status" className={styles.sync} data-state={state}>
      {state === 'offline' ? <ClockIcon aria-hidden="true" className={styles.syncIcon} /> : null}
      {state === 'sending' ? <SpinnerIcon aria-hidden="true" className={styles.syncIcon} /> : null}
      {state === 'sent' ? <CircleCheckIcon aria-hidden="true" className={styles.syncIcon} /> : null}
      <span className={styles.syncText}>
        {state === 'offline' ? (
          <>
            <strong>{waiting > 0 ? t.waiting(waiting) : null}</strong>
            {waiting > 0 ? ' ' : null}
            {t.offline}
          </>
        ) : state === 'sending' ? (
          t.sending(waiting)
        ) : (
          t.allSent
        )}
      </span>
    </div>
  );
}

export interface CrewDaySection {
  id: string;
  /** 'Today, Mon 30 Nov'. */
  title: string;
  /** The section's job cards. */
  children?: ReactNode;
  /** Shown when it has no jobs. */
  emptyText: string;
}

export interface CrewDayProps {
  /** The page's heading, e.g. 'Your jobs'. */
  title: string;
  /** A line under it: the team's name, when the day was last loaded. */
  subtitle?: ReactNode;
  /** The SyncStatus (or anything that says what is waiting). */
  status?: ReactNode;
  sections: readonly CrewDaySection[];
}

/** A cleaner's day on a phone: what is waiting to be sent at the top, then today's and tomorrow's jobs in order. */
export function CrewDay({ title, subtitle, status, sections }: CrewDayProps) {
  return (
    <div className={styles.day}>
      <div className={styles.intro}>
        <h1 className={styles.title}>{title}</h1>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
      </div>
      {status ? <div className={styles.statusBar}>{status}</div> : null}
      {sections.map((section) => {
        const hasJobs = Array.isArray(section.children)
          ? section.children.length > 0
          : section.children !== undefined && section.children !== null && section.children !== false;
        return (
          <section key={section.id} aria-labelledby={`crew-${section.id}`} className={styles.section}>
            <h2 id={`crew-${section.id}`} className={styles.sectionTitle}>
              {section.title}
            </h2>
            {hasJobs ? (
              <div className={styles.jobs}>{section.children}</div>
            ) : (
              <p className={styles.empty}>{section.emptyText}</p>
            )}
          </section>
        );
      })}
    </div>
  );
}
