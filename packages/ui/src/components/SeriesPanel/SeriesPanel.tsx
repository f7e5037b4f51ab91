import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Badge, type BadgeTone } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './SeriesPanel.css';

/** A visit of a series as the office sees it: when, its state in words, and for a flagged one the free slots near it. */
export interface SeriesPanelVisit {
  /** The visit's own day in the series (ISO date): what skip and place name. */
  id: string;
  /** When it is, as people read it: 'Tue 8 Dec, 10:00 AM – 12:00 PM'. */
  when: string;
  /** The state in words: 'Booked', 'Needs a slot', 'Skipped'. */
  state: string;
  tone?: BadgeTone;
  /** Why it has no slot ('The slot is full'): set on a flagged visit only. */
  flagged?: string;
  /** The nearest free slots for a flagged visit: the value handed back to `onPlace`, the label read on its button. */
  suggestions?: readonly { value: string; label: string }[];
  /** The office may still skip or place it (the series is active and the visit is far enough ahead). */
  canChange: boolean;
  /** The visit of the booking the page shows. */
  current?: boolean;
}

export interface SeriesPanelTexts {
  title: string;
  frequency: string;
  discount: string;
  state: string;
  reference: string;
  visits: string;
  noVisits: string;
  current: string;
  skip: string;
  skipping: string;
  placeAt: (slot: string) => string;
  placing: string;
  cancelSeries: string;
  cancelQuestion: string;
  cancelConfirm: string;
  cancelKeep: string;
  cancelling: string;
}

export const defaultSeriesPanelTexts: SeriesPanelTexts = {
  title: 'Regular cleaning',
  frequency: 'Frequency',
  discount: 'Discount',
  state: 'State',
  reference: 'Series',
  visits: 'Visits',
  noVisits: 'No visits.',
  current: '(this booking)',
  skip: 'Skip visit',
  skipping: 'Skipping…',
  placeAt: (slot) => `Place on ${slot}`,
  placing: 'Placing…',
  cancelSeries: 'Cancel the series',
  cancelQuestion: 'Cancel this series and all its visits from today on?',
  cancelConfirm: 'Cancel the series',
  cancelKeep: 'Keep it',
  cancelling: 'Cancelling…',
};

/** What runs now: a visit skipped or placed, or the series cancelled (its buttons show it and the others wait). */
export type SeriesPanelPending = { action: 'skip' | 'place'; visitId: string } | { action: 'cancel' };

export interface SeriesPanelProps {
  reference: string;
  /** The frequency in words, 'Weekly'. */
  frequency: string;
  /** The discount in words, '15%'. */
  discount: string;
  /** The series' state in words, 'Active'. */
  state: string;
  visits: readonly SeriesPanelVisit[];
  /** The series may still be cancelled. */
  canCancel: boolean;
  onSkip: (visitId: string) => void;
  onPlace: (visitId: string, slot: string) => void;
  onCancel: () => void;
  pending?: SeriesPanelPending;
  /** The last refusal, in the database's words. */
  error?: string;
  /** A link under the facts, e.g. to the bookings list of this series. */
  link?: ReactNode;
  texts?: Partial<SeriesPanelTexts>;
}

/**
 * A series of regular cleaning in the back office: its frequency, discount and state, and each visit with its
 * state; a flagged visit (no slot: full or closed) names why and offers the nearest free slots. The office skips a
 * visit, places a flagged one, or cancels the series after a question in place (focus goes to the safe answer).
 */
export function SeriesPanel({
  reference,
  frequency,
  discount,
  state,
  visits,
  canCancel,
  onSkip,
  onPlace,
  onCancel,
  pending,
  error,
  link,
  texts: textsProp,
}: SeriesPanelProps) {
  const t = { ...defaultSeriesPanelTexts, ...textsProp };
  const [asking, setAsking] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const keep = useRef<HTMLButtonElement>(null);
  const moved = useRef(false);
  const busy = pending !== undefined;

  useEffect(() => {
    if (!moved.current) return;
    (asking ? keep : trigger).current?.focus();
  }, [asking]);

  const ask = (next: boolean) => {
    moved.current = true;
    setAsking(next);
  };

  return (
    <section className={styles.panel} aria-labelledby="series-panel-title">
      <h2 id="series-panel-title" className={styles.heading}>
        {t.title}
      </h2>
      <dl className={styles.facts}>
        {[
          [t.reference, reference],
          [t.frequency, frequency],
          [t.discount, discount],
          [t.state, state],
        ].map(([term, value]) => (
          <div key={term} className={styles.fact}>
            <dt className={styles.term}>{term}</dt>
            <dd className={styles.definition}>{value}</dd>
          </div>
        ))}
      </dl>
      {link}
      {error ? (
        <p role="alert" className={styles.question}>
          {error}
        </p>
      ) : null}
      <h3 className={styles.term}>{t.visits}</h3>
      {visits.length === 0 ? <p>{t.noVisits}</p> : null}
      <ul className={styles.visits} aria-label={t.visits}>
        {visits.map((visit) => {
          const skipping = pending?.action === 'skip' && pending.visitId === visit.id;
          const placing = pending?.action === 'place' && pending.visitId === visit.id;
          return (
            <li key={visit.id} className={styles.visit} aria-current={visit.current ? 'true' : undefined}>
              <span className={styles.when}>
                {visit.when}
                {visit.current ? ` ${t.current}` : null}
              </span>
              <Badge tone={visit.tone ?? 'neutral'}>{visit.state}</Badge>
              {visit.canChange ? (
                <Button
                  size="small"
                  tone="ghost"
                  disabled={busy && !skipping}
                  pending={skipping}
                  pendingLabel={t.skipping}
                  onClick={() => onSkip(visit.id)}
                >
                  {t.skip}
                  <VisuallyHidden> ({visit.when})</VisuallyHidden>
                </Button>
              ) : null}
              {visit.flagged ? (
                <div className={styles.flag}>
                  <span>{visit.flagged}</span>
                  {visit.canChange
                    ? (visit.suggestions ?? []).map((slot) => (
                        <Button
                          key={slot.value}
                          size="small"
                          tone="secondary"
                          disabled={busy}
                          pending={placing}
                          pendingLabel={t.placing}
                          onClick={() => onPlace(visit.id, slot.value)}
                        >
                          {t.placeAt(slot.label)}
                        </Button>
                      ))
                    : null}
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
      {canCancel ? (
        <div className={styles.actions}>
          {asking || pending?.action === 'cancel' ? (
            <div
              role="group"
              aria-label={t.cancelQuestion}
              className={styles.confirm}
              onKeyDown={(event) => {
                if (event.key === 'Escape' && !busy) {
                  event.stopPropagation();
                  ask(false);
                }
              }}
            >
              <span className={styles.question}>{t.cancelQuestion}</span>
              <Button
                size="small"
                tone="critical"
                pending={pending?.action === 'cancel'}
                pendingLabel={t.cancelling}
                disabled={busy && pending?.action !== 'cancel'}
                onClick={() => {
                  moved.current = false;
                  setAsking(false);
                  onCancel();
                }}
              >
                {t.cancelConfirm}
              </Button>
              <Button ref={keep} size="small" tone="ghost" disabled={busy} onClick={() => ask(false)}>
                {t.cancelKeep}
              </Button>
            </div>
          ) : (
            <Button ref={trigger} size="small" tone="secondary" disabled={busy} onClick={() => ask(true)}>
              {t.cancelSeries}
            </Button>
          )}
        </div>
      ) : null}
    </section>
  );
}
