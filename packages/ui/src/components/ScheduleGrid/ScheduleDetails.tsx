import * as styles from './ScheduleGrid.css';
import type { ScheduleBooking, ScheduleContext } from './scheduleTypes';
import { teamOf } from './scheduleTypes';

/** A booking's state in words: its status, or 'In progress' for a started job. */
export function stateText(context: ScheduleContext, booking: ScheduleBooking): string {
  return booking.inProgress && booking.status !== 'completed' && booking.status !== 'cancelled'
    ? context.t.inProgress
    : context.t.statuses[booking.status];
}

/**
 * What a block or a week's entry shows on focus or hover: service, hours, team, state, the extra lines and the
 * finished job's photos. It is the block's description too (`aria-describedby`), so a screen reader reads it
 * whether or not it is on screen.
 */
export function ScheduleDetails({
  context,
  booking,
  id,
  placement,
}: {
  context: ScheduleContext;
  booking: ScheduleBooking;
  id: string;
  /** Which edge of the entry it lines up with: the start, or the end (for the last columns, so it stays in view). */
  placement: 'start' | 'end';
}) {
  const team = teamOf(context, booking);
  const service = context.serviceLabel.get(booking.serviceId);
  const photos = booking.photos ?? [];
  return (
    <div id={id} className={styles.details} data-placement={placement}>
      <span className={styles.detailsTitle}>{booking.customer}</span>
      {service ? <span>{service}</span> : null}
      <span>{booking.time}</span>
      {context.teams.length > 0 ? <span>{team ? context.t.team(team.label) : context.t.unassigned}</span> : null}
      <span>{stateText(context, booking)}</span>
      {booking.detail ? <span>{booking.detail}</span> : null}
      {booking.lines?.map((line) => (
        <span key={line}>{line}</span>
      ))}
      {photos.length > 0 ? (
        <span className={styles.detailsPhotos}>
          {photos.map((photo) => (
            <img key={photo.src} src={photo.src} alt={photo.alt} className={styles.detailsPhoto} />
          ))}
        </span>
      ) : null}
    </div>
  );
}
