import type { DragEvent, ReactNode } from 'react';
import { ScheduleDetails, stateText } from './ScheduleDetails';
import * as styles from './ScheduleGrid.css';
import type { ScheduleBooking, ScheduleContext, ScheduleDay } from './scheduleTypes';
import { dragSource, teamOf } from './scheduleTypes';

/**
 * The week: seven columns side by side, one per day, each a list of its bookings in the order of their times. An
 * entry shows the time, the customer and the state, its team as the colour of its edge; the rest (service, hours,
 * team, address, photos) on focus or hover. On a phone the days stack. With moves on, an entry dragged onto
 * another day keeps its team and time.
 */
export function ScheduleWeekColumns({
  context,
  days,
  bookings,
  caption,
}: {
  context: ScheduleContext;
  days: readonly ScheduleDay[];
  bookings: readonly ScheduleBooking[];
  caption: ReactNode;
}) {
  const { id, t, slotIndex } = context;
  const order = (a: ScheduleBooking, b: ScheduleBooking) =>
    (slotIndex.get(a.slot) ?? 0) - (slotIndex.get(b.slot) ?? 0) ||
    Number(a.status === 'cancelled') - Number(b.status === 'cancelled') ||
    (teamOf(context, a)?.label ?? '\uffff').localeCompare(teamOf(context, b)?.label ?? '\uffff') ||
    a.id.localeCompare(b.id);

  const dropOn = (day: ScheduleDay) =>
    context.move
      ? {
          onDragOver: (event: DragEvent) => {
            if (context.dragged.current) event.preventDefault();
          },
          onDrop: (event: DragEvent) => {
            const booking = context.dragged.current;
            context.dragged.current = null;
            if (!booking) return;
            event.preventDefault();
            if (booking.date === day.date) return;
            context.move?.(booking, {
              teamId: teamOf(context, booking)?.id ?? null,
              date: day.date,
              slot: booking.slot,
            });
          },
        }
      : {};

  return (
    <section aria-labelledby={`${id}-caption`} className={styles.weekRoot}>
      <h2 id={`${id}-caption`} className={styles.caption}>
        {caption}
      </h2>
      <ol className={styles.week}>
        {days.map((day, dayIndex) => {
          const dayBookings = bookings.filter((b) => b.date === day.date).sort(order);
          const headingId = `${id}-d-${day.date}`;
          return (
            <li
              key={day.date}
              aria-labelledby={headingId}
              className={styles.weekDay}
              data-closed={day.closed ? '' : undefined}
              {...dropOn(day)}
            >
              <h3 id={headingId} className={styles.weekDayHeading}>
                <span className={styles.dayLabel}>{day.label}</span>
                {day.closed ? (
                  <span className={styles.closedTag}>
                    {day.closedReason ? `${t.closed}: ${day.closedReason}` : t.closed}
                  </span>
                ) : null}
              </h3>
              {dayBookings.length === 0 ? (
                <p className={styles.weekEmpty}>{t.noBookings}</p>
              ) : (
                <ol className={styles.agenda}>
                  {dayBookings.map((booking) => (
                    <WeekEntry
                      key={booking.id}
                      context={context}
                      booking={booking}
                      placement={dayIndex >= Math.ceil(days.length / 2) ? 'end' : 'start'}
                    />
                  ))}
                </ol>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

function WeekEntry({
  context,
  booking,
  placement,
}: {
  context: ScheduleContext;
  booking: ScheduleBooking;
  placement: 'start' | 'end';
}) {
  const team = teamOf(context, booking);
  const detailsId = `${context.id}-w-${booking.id}`;
  const slotLabel = context.slots.find((slot) => slot.value === booking.slot)?.label ?? booking.slot;
  const photos = booking.photos?.length ?? 0;
  return (
    <li
      className={styles.entry}
      data-colour={team?.colour}
      data-unassigned={context.teams.length > 0 && !team ? '' : undefined}
      data-status={booking.status}
      aria-busy={context.pending.has(booking.id) || undefined}
      {...dragSource(context, booking)}
    >
      <button
        type="button"
        className={styles.entryButton}
        aria-describedby={detailsId}
        onClick={() => context.onOpen(booking.id)}
      >
        <span className={styles.entryTime}>{slotLabel}</span>
        <span className={styles.entryName}>{booking.customer}</span>
        <span className={styles.entryState}>
          {stateText(context, booking)}
          {photos > 0 ? ` · ${context.t.photos(photos)}` : ''}
        </span>
      </button>
      <ScheduleDetails context={context} booking={booking} id={detailsId} placement={placement} />
    </li>
  );
}
