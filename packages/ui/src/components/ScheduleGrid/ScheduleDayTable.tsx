import { type DragEvent, type KeyboardEvent, type ReactNode, useState } from 'react';
import { GripIcon } from '../Icon/icons';
import { type Placed, placeInLanes } from './lanes';
import { ScheduleDetails, stateText } from './ScheduleDetails';
import * as styles from './ScheduleGrid.css';
import type { ScheduleBooking, ScheduleContext, ScheduleDay, ScheduleService } from './scheduleTypes';
import { teamOf } from './scheduleTypes';

interface Group {
  id: string;
  label: ReactNode;
  /** `null`: the unassigned column; a string: a team's column; undefined: a service's (not a move target). */
  teamId?: string | null;
  colour?: string;
  off?: string;
  placed: Placed<ScheduleBooking>[];
  count: number;
  /** Lane headers (service mode only). */
  laneLabel?: (lane: number) => string;
}

interface Column {
  id: string;
  /** Ids of the headers that name the column. */
  headers: string;
  group: number;
  lane: number;
}

/** A cell that covers whole columns: a closed day, or a team off that day, with nothing booked. */
interface Span {
  column: number;
  width: number;
  text: string;
}

interface Moving {
  booking: ScheduleBooking;
  /** Index of the target group (a team's column or the unassigned one). */
  group: number;
  row: number;
}

/**
 * One day as a table: the hourly slots as rows against a column per team and one of unassigned bookings (or, with
 * no teams, a lane per crew of each service). A real table, so a screen reader says the time and the team of every
 * block; it scrolls sideways inside a focusable region when the columns do not fit, the times staying in view.
 */
export function ScheduleDayTable({
  context,
  day,
  services,
  bookings,
  caption,
}: {
  context: ScheduleContext;
  day: ScheduleDay | undefined;
  services: readonly ScheduleService[];
  bookings: readonly ScheduleBooking[];
  caption: ReactNode;
}) {
  const { id, t, slots, slotIndex, blockSlots } = context;
  const [moving, setMoving] = useState<Moving | null>(null);
  const byTeam = context.teams.length > 0;
  const dayBookings = day ? bookings.filter((b) => b.date === day.date) : [];

  const groups: Group[] = byTeam
    ? [
        ...context.teams.map((team) => ({
          id: `t-${team.id}`,
          label: team.label,
          teamId: team.id,
          colour: team.colour,
          off: team.off,
          ...placeInLanes(
            dayBookings.filter((b) => b.teamId === team.id),
            slotIndex,
            blockSlots,
            1,
          ),
        })),
        {
          id: 'unassigned',
          label: t.unassigned,
          teamId: null,
          ...placeInLanes(
            dayBookings.filter((b) => !teamOf(context, b)),
            slotIndex,
            blockSlots,
            1,
          ),
        },
      ]
    : services.map((service) => ({
        id: `s-${service.id}`,
        label: service.label,
        laneLabel: (lane: number) => (lane < service.crews ? t.crew(lane + 1) : t.extra),
        ...placeInLanes(
          dayBookings.filter((b) => b.serviceId === service.id),
          slotIndex,
          blockSlots,
          service.crews,
        ),
      }));

  const groupHeaderId = (g: number) => `${id}-g-${groups[g]?.id}`;
  const columns: Column[] = [];
  const spans: Span[] = [];
  groups.forEach((group, g) => {
    const first = columns.length;
    for (let lane = 0; lane < group.count; lane++) {
      const laneId = `${groupHeaderId(g)}-${lane}`;
      columns.push({
        id: laneId,
        headers: group.laneLabel ? `${groupHeaderId(g)} ${laneId}` : groupHeaderId(g),
        group: g,
        lane,
      });
    }
    if (group.off && group.placed.length === 0) spans.push({ column: first, width: group.count, text: group.off });
  });
  if (day?.closed && dayBookings.length === 0) {
    spans.length = 0;
    spans.push({
      column: 0,
      width: columns.length,
      text: day.closedReason ? `${t.closed}: ${day.closedReason}` : t.closed,
    });
  }

  const slotHeaderId = (i: number) => `${id}-t-${i}`;
  const where = (g: number) => (groups[g]?.teamId ? String(groups[g]?.label) : t.unassigned);
  const slotLabel = (row: number) => slots[row]?.label ?? '';
  const targetOf = (booking: ScheduleBooking) => {
    const team = teamOf(context, booking);
    return Math.max(
      0,
      groups.findIndex((g) => (team ? g.teamId === team.id : g.teamId === null)),
    );
  };

  const startMoving = (booking: ScheduleBooking) => {
    const next = { booking, group: targetOf(booking), row: slotIndex.get(booking.slot) ?? 0 };
    setMoving(next);
    context.announce(t.moveTarget(where(next.group), slotLabel(next.row)));
  };
  const finishMoving = () => {
    if (!moving || !day) return;
    setMoving(null);
    const group = groups[moving.group];
    const slot = slots[moving.row];
    if (!group || group.teamId === undefined || !slot) return;
    const sameTeam = (teamOf(context, moving.booking)?.id ?? null) === group.teamId;
    if (sameTeam && slot.value === moving.booking.slot && day.date === moving.booking.date) {
      context.announce(t.moveCancelled);
      return;
    }
    context.move?.(moving.booking, { teamId: group.teamId, date: day.date, slot: slot.value });
  };
  const onHandleKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!moving) return;
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const steps: Record<string, [number, number]> = {
      ArrowUp: [0, -1],
      ArrowDown: [0, 1],
      ArrowLeft: [rtl ? 1 : -1, 0],
      ArrowRight: [rtl ? -1 : 1, 0],
    };
    if (event.key === 'Escape') {
      event.preventDefault();
      setMoving(null);
      context.announce(t.moveCancelled);
      return;
    }
    const step = steps[event.key];
    if (!step) return;
    event.preventDefault();
    const next = {
      ...moving,
      group: Math.min(Math.max(moving.group + step[0], 0), groups.length - 1),
      row: Math.min(Math.max(moving.row + step[1], 0), slots.length - 1),
    };
    setMoving(next);
    context.announce(t.moveTarget(where(next.group), slotLabel(next.row)));
  };

  const dropOn = (column: Column, row: number) => {
    const group = groups[column.group];
    if (!context.move || !day || !group || group.teamId === undefined) return {};
    const teamId = group.teamId;
    return {
      onDragOver: (event: DragEvent) => {
        if (context.dragged.current) event.preventDefault();
      },
      onDrop: (event: DragEvent) => {
        const booking = context.dragged.current;
        context.dragged.current = null;
        const slot = slots[row];
        if (!booking || !slot) return;
        event.preventDefault();
        context.move?.(booking, { teamId, date: day.date, slot: slot.value });
      },
    };
  };

  const block = ({ booking }: Placed<ScheduleBooking>, rowSpan: number, headers: string, g: number) => {
    const service = context.serviceLabel.get(booking.serviceId);
    const team = teamOf(context, booking);
    const detailsId = `${id}-b-${booking.id}`;
    const photos = booking.photos?.length ?? 0;
    const isMoving = moving?.booking.id === booking.id;
    return (
      <td key={booking.id} rowSpan={rowSpan} headers={headers} className={styles.blockCell}>
        <div
          className={styles.block}
          data-status={booking.status}
          data-colour={team?.colour}
          data-moving={isMoving ? '' : undefined}
          aria-busy={context.pending.has(booking.id) || undefined}
          draggable={context.move ? true : undefined}
          onDragStart={
            context.move
              ? (event) => {
                  context.dragged.current = booking;
                  event.dataTransfer.effectAllowed = 'move';
                  event.dataTransfer.setData('text/plain', booking.id);
                }
              : undefined
          }
          onDragEnd={() => {
            context.dragged.current = null;
          }}
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
              onClick={() => (isMoving ? finishMoving() : startMoving(booking))}
              onKeyDown={onHandleKeyDown}
              onBlur={() => {
                if (isMoving) setMoving(null);
              }}
            >
              <GripIcon aria-hidden="true" className={styles.gripIcon} />
            </button>
          ) : null}
          <ScheduleDetails
            context={context}
            booking={booking}
            id={detailsId}
            placement={g >= Math.ceil(groups.length / 2) ? 'end' : 'start'}
          />
        </div>
      </td>
    );
  };

  const rows = slots.map((slot, row) => {
    const cells: ReactNode[] = [];
    for (let c = 0; c < columns.length; c++) {
      const column = columns[c] as Column;
      const span = spans.find((s) => s.column === c);
      if (span) {
        if (row === 0)
          cells.push(
            <td
              key={column.id}
              rowSpan={slots.length}
              colSpan={Math.max(span.width, 1)}
              headers={column.headers}
              className={styles.closedCell}
            >
              {span.text}
            </td>,
          );
        c += Math.max(span.width, 1) - 1;
        continue;
      }
      const group = groups[column.group] as Group;
      const here = group.placed.filter((p) => p.lane === column.lane);
      const starting = here.find((p) => p.start === row);
      const covered = here.some((p) => p.start < row && row < p.start + blockSlots);
      const headers = `${slotHeaderId(row)} ${column.headers}`;
      if (starting) cells.push(block(starting, Math.min(blockSlots, slots.length - row), headers, column.group));
      else if (!covered)
        cells.push(
          <td
            key={column.id}
            headers={headers}
            className={day?.closed || group.off ? `${styles.emptyCell} ${styles.closedEmpty}` : styles.emptyCell}
            data-target={
              moving && moving.group === column.group && moving.row === row && column.lane === 0 ? '' : undefined
            }
            {...dropOn(column, row)}
          />,
        );
    }
    return (
      <tr key={slot.value}>
        <th
          scope="row"
          id={slotHeaderId(row)}
          className={styles.timeHeader}
          data-target={moving?.row === row ? '' : undefined}
        >
          {slot.label}
        </th>
        {cells}
      </tr>
    );
  });

  return (
    // Focusable so the keyboard can scroll it sideways on a phone; named by the table's caption.
    <div role="region" aria-labelledby={`${id}-caption`} tabIndex={0} className={styles.scroller}>
      {context.move ? (
        <p id={`${id}-move-help`} hidden>
          {t.moveHelp}
        </p>
      ) : null}
      <table className={styles.table} data-view="day">
        <caption id={`${id}-caption`} className={styles.caption}>
          {caption}
          {day?.closed ? (
            <span className={styles.closedTag}>{day.closedReason ? `${t.closed}: ${day.closedReason}` : t.closed}</span>
          ) : null}
        </caption>
        <colgroup>
          <col className={styles.timeCol} />
          {columns.map((column) => (
            <col key={column.id} className={styles.laneCol} />
          ))}
        </colgroup>
        <thead>
          <tr>
            <th scope="col" rowSpan={byTeam ? 1 : 2} className={styles.timeHeader}>
              {t.time}
            </th>
            {groups.map((group, g) => (
              <th
                key={group.id}
                id={groupHeaderId(g)}
                scope={group.count > 1 || group.laneLabel ? 'colgroup' : 'col'}
                colSpan={group.count}
                className={styles.groupHeader}
                data-target={moving?.group === g ? '' : undefined}
              >
                <span className={styles.dayLabel}>
                  {group.colour ? (
                    <span aria-hidden="true" className={styles.swatch} data-colour={group.colour} />
                  ) : null}
                  {group.label}
                </span>
                {group.off ? <span className={styles.closedTag}>{group.off}</span> : null}
              </th>
            ))}
          </tr>
          {byTeam ? null : (
            <tr>
              {columns.map((column) => (
                <th key={column.id} id={column.id} scope="col" className={styles.laneHeader}>
                  {groups[column.group]?.laneLabel?.(column.lane)}
                </th>
              ))}
            </tr>
          )}
        </thead>
        <tbody>{rows}</tbody>
      </table>
    </div>
  );
}
