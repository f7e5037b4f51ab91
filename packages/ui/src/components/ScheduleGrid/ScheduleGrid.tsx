import { useId, useRef, useState } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '../Icon/icons';
import { ScheduleDayTable } from './ScheduleDayTable';
import * as styles from './ScheduleGrid.css';
import { ScheduleWeekColumns } from './ScheduleWeekColumns';
import {
  defaultScheduleGridTexts,
  type ScheduleBooking,
  type ScheduleContext,
  type ScheduleGridProps,
  type ScheduleMove,
  scheduleViews,
} from './scheduleTypes';

export * from './scheduleTypes';

/**
 * The schedule. The day view is a table of the hourly slots against a column per team (and one of the bookings no
 * team has yet), or, for a company that names no teams, a lane per crew of each service; each booking a block over
 * its two hours that opens it. The week view fits its seven days side by side: a column per day, the bookings
 * stacked by time and coloured by team, their details shown on focus or hover. A status is a colour and its word;
 * a cancelled booking is struck through. With `onMove`, a booking is dragged to another team, time or day, or moved
 * with the keyboard alone from its move handle; a refused move says why.
 */
export function ScheduleGrid({
  view,
  days,
  slots,
  services,
  bookings,
  teams = [],
  onOpen,
  onMove,
  caption,
  blockSlots = 2,
  onViewChange,
  onPrevious,
  onNext,
  onToday,
  texts: textsProp,
  className,
}: ScheduleGridProps) {
  const t = { ...defaultScheduleGridTexts, ...textsProp };
  const id = `schedule${useId().replace(/:/g, '')}`;
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const [refusal, setRefusal] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const dragged = useRef<ScheduleBooking | null>(null);

  const teamById = new Map(teams.map((team) => [team.id, team]));
  const slotLabel = new Map(slots.map((slot) => [slot.value, slot.label]));
  const move =
    onMove && teams.length > 0
      ? (booking: ScheduleBooking, to: Omit<ScheduleMove, 'bookingId'>) => {
          const where = to.teamId ? (teamById.get(to.teamId)?.label ?? t.unassigned) : t.unassigned;
          const time = slotLabel.get(to.slot) ?? to.slot;
          setRefusal(null);
          setPending((current) => new Set(current).add(booking.id));
          onMove({ bookingId: booking.id, ...to })
            .then(
              () => setAnnouncement(t.moved(booking.customer, where, time)),
              (error: unknown) =>
                setRefusal(t.moveRefused(booking.customer, error instanceof Error ? error.message : String(error))),
            )
            .finally(() =>
              setPending((current) => {
                const next = new Set(current);
                next.delete(booking.id);
                return next;
              }),
            );
        }
      : undefined;

  const context: ScheduleContext = {
    id,
    t,
    slots,
    slotIndex: new Map(slots.map((slot, i) => [slot.value, i])),
    serviceLabel: new Map(services.map((s) => [s.id, s.label])),
    teams,
    teamById,
    blockSlots,
    onOpen,
    move,
    pending,
    dragged,
    announce: setAnnouncement,
  };

  const hasNav = onPrevious || onNext || onToday;
  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      {onViewChange || hasNav ? (
        <div className={styles.toolbar}>
          {onViewChange ? (
            // Two toggle buttons rather than tabs: the view changes the one schedule below, it is not a set of panels.
            <div role="group" aria-label={`${t.dayView} / ${t.weekView}`} className={styles.segmented}>
              {scheduleViews.map((v) => (
                <button
                  key={v}
                  type="button"
                  aria-pressed={view === v}
                  className={styles.segment}
                  onClick={() => onViewChange(v)}
                >
                  {v === 'day' ? t.dayView : t.weekView}
                </button>
              ))}
            </div>
          ) : null}
          {hasNav ? (
            <div className={styles.navButtons}>
              {onPrevious ? (
                <button type="button" className={styles.navButton} aria-label={t.previous} onClick={onPrevious}>
                  <ChevronLeftIcon aria-hidden="true" className={styles.flipInRtl} />
                </button>
              ) : null}
              {onToday ? (
                <button type="button" className={styles.navButton} onClick={onToday}>
                  {t.today}
                </button>
              ) : null}
              {onNext ? (
                <button type="button" className={styles.navButton} aria-label={t.next} onClick={onNext}>
                  <ChevronRightIcon aria-hidden="true" className={styles.flipInRtl} />
                </button>
              ) : null}
            </div>
          ) : null}
        </div>
      ) : null}
      {teams.length > 0 ? (
        <ul aria-label={t.teams} className={styles.legend}>
          {teams.map((team) => (
            <li key={team.id} className={styles.legendItem}>
              <span aria-hidden="true" className={styles.swatch} data-colour={team.colour} />
              {team.label}
            </li>
          ))}
        </ul>
      ) : null}
      {/* A refused move stays on screen until the next move; the live region below announces the rest. */}
      <div role="alert" className={styles.refusal}>
        {refusal}
      </div>
      <div role="status" className={styles.liveRegion}>
        {announcement}
      </div>
      {view === 'day' ? (
        <ScheduleDayTable context={context} day={days[0]} services={services} bookings={bookings} caption={caption} />
      ) : (
        <ScheduleWeekColumns context={context} days={days} bookings={bookings} caption={caption} />
      )}
    </div>
  );
}
