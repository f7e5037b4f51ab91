import type { DragEvent, ReactNode } from 'react';
import { DayBookingBlock } from './DayBookingBlock';
import { type Column, dayColumns, dayGroups, type Group, type Moving } from './dayLayout';
import * as styles from './ScheduleGrid.css';
import type { ScheduleBooking, ScheduleContext, ScheduleDay, ScheduleService } from './scheduleTypes';
import { useMoving } from './useMoving';

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
  const { id, t, slots, blockSlots } = context;
  const byTeam = context.teams.length > 0;
  const dayBookings = day ? bookings.filter((b) => b.date === day.date) : [];
  const groups = dayGroups(context, services, dayBookings);
  const { columns, spans, groupHeaderId } = dayColumns(context, groups, day, dayBookings);
  const { moving, setMoving, startMoving, finishMoving, onHandleKeyDown } = useMoving(context, groups, day);
  const slotHeaderId = (i: number) => `${id}-t-${i}`;

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
      if (starting) {
        const { booking } = starting;
        const isMoving = moving?.booking.id === booking.id;
        cells.push(
          <DayBookingBlock
            key={booking.id}
            context={context}
            booking={booking}
            rowSpan={Math.min(blockSlots, slots.length - row)}
            headers={headers}
            byTeam={byTeam}
            placement={column.group >= Math.ceil(groups.length / 2) ? 'end' : 'start'}
            isMoving={isMoving}
            onMoveToggle={() => (isMoving ? finishMoving() : startMoving(booking))}
            onHandleKeyDown={onHandleKeyDown}
            onHandleBlur={() => {
              if (isMoving) setMoving(null);
            }}
          />,
        );
      } else if (!covered)
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
        <DayTableHead
          context={context}
          groups={groups}
          columns={columns}
          groupHeaderId={groupHeaderId}
          byTeam={byTeam}
          moving={moving}
        />
        <tbody>{rows}</tbody>
      </table>
    </div>
  );
}

/** The table's head: a header per column group (a team, with its colour and day off, or a service) and its lanes. */
function DayTableHead({
  context,
  groups,
  columns,
  groupHeaderId,
  byTeam,
  moving,
}: {
  context: ScheduleContext;
  groups: Group[];
  columns: Column[];
  groupHeaderId: (g: number) => string;
  byTeam: boolean;
  moving: Moving | null;
}) {
  const { t } = context;
  return (
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
              {group.colour ? <span aria-hidden="true" className={styles.swatch} data-colour={group.colour} /> : null}
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
  );
}
