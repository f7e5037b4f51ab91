import type { KeyboardEvent } from 'react';
import { GripIcon } from '../Icon/icons';
import { ScheduleDetails, stateText } from './ScheduleDetails';
import * as styles from './ScheduleGrid.css';
import type { ScheduleBooking, ScheduleContext } from './scheduleTypes';
import { dragSource, teamOf } from './scheduleTypes';

/**
 * A booking's block in the day table: it opens the booking, can be dragged to another cell, and has a handle to
 * move it with the keyboard; its details show beside it on hover and focus.
 */
export function DayBookingBlock({
  context,
  booking,
  rowSpan,
  headers,
  byTeam,
  placement,
  isMoving,
  onMoveToggle,
  onHandleKeyDown,
  onHandleBlur,
}: {
  context: ScheduleContext;
  booking: ScheduleBooking;
  rowSpan: number;
  headers: string;
  byTeam: boolean;
  placement: 'start' | 'end';
  isMoving: boolean;
  onMoveToggle: () => void;
  onHandleKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
  onHandleBlur: () => void;
}) {
  const { id, t } = context;
  const service = context.serviceLabel.get(booking.serviceId);
  const team = teamOf(context, booking);
  const detailsId = `${id}-b-${booking.id}`;
  const photos = booking.photos?.length ?? 0;
  return (
    <td rowSpan={rowSpan} headers={headers} className={styles.blockCell}>
      <div
        className={styles.block}
        data-status={booking.status}
        data-colour={team?.colour}
        data-moving={isMoving ? '' : undefined}
        aria-busy={context.pending.has(booking.id) || undefined}
        {...dragSource(context, booking)}
      >
        <button
          type="button"
          className={styles.blockOpen}
          aria-describedby={detailsId}
          onClick={() => context.onOpen(booking.id)}
        >
          <span className={styles.blockTitle}>{booking.customer}</span>
          {byTeam && service ? <span className={styles.blockLine}>{service}</span> : null}
          <span className={styles.blockLine}>{booking.time}</span>
          {booking.detail ? <span className={styles.blockLine}>{booking.detail}</span> : null}
          <span className={styles.blockStatus}>
            {stateText(context, booking)}
            {photos > 0 ? ` · ${t.photos(photos)}` : ''}
          </span>
        </button>
        {context.move ? (
          <button
            type="button"
            className={styles.moveHandle}
            aria-label={t.move(booking.customer)}
            aria-describedby={`${id}-move-help`}
            aria-pressed={isMoving}
            onClick={onMoveToggle}
            onKeyDown={onHandleKeyDown}
            onBlur={onHandleBlur}
          >
            <GripIcon aria-hidden="true" className={styles.gripIcon} />
          </button>
        ) : null}
        <ScheduleDetails context={context} booking={booking} id={detailsId} placement={placement} />
      </div>
    </td>
  );
}
