import { type ReactNode, useId } from 'react';
import {
  type BookingStatus,
  type BookingStatusLabels,
  defaultBookingStatusLabels,
} from '../BookingDetail/bookingStatus';
import { ChevronLeftIcon, ChevronRightIcon } from '../Icon/icons';
import * as styles from './ScheduleGrid.css';

/** A service as a column group, with the crews it has (its capacity: one lane per crew). */
export interface ScheduleService {
  id: string;
  label: string;
  crews: number;
}

/** A day of the schedule. A closed day (a holiday) is shown as closed, its bookings still listed. */
export interface ScheduleDay {
  /** ISO date, '2026-12-02'. */
  date: string;
  /** What people read in the header, 'Wed 2 Dec'. */
  label: string;
  closed?: boolean;
  /** Why it is closed, 'National Day'. */
  closedReason?: string;
}

/** One of the hourly slots (the rows): the value bookings refer to and the label people read. */
export interface ScheduleSlot {
  value: string;
  label: string;
}

export interface ScheduleBooking {
  id: string;
  serviceId: string;
  /** ISO date of the appointment. */
  date: string;
  /** The slot it starts in, one of the slots' `value`s. */
  slot: string;
  status: BookingStatus;
  /** The customer's name: the block's title. */
  customer: string;
  /** The appointment's hours as people read them, '10:00 AM – 12:00 PM'. */
  time: string;
  /** A short extra line, e.g. the reference or the community. */
  detail?: string;
}

export interface ScheduleGridTexts {
  time: string;
  crew: (n: number) => string;
  /** Header of a lane beyond the crews (an overbooked or cancelled booking needs one). */
  extra: string;
  closed: string;
  dayView: string;
  weekView: string;
  previous: string;
  next: string;
  today: string;
  statuses: BookingStatusLabels;
}

export const defaultScheduleGridTexts: ScheduleGridTexts = {
  time: 'Time',
  crew: (n) => `Crew ${n}`,
  extra: 'Extra',
  closed: 'Closed',
  dayView: 'Day',
  weekView: 'Week',
  previous: 'Previous',
  next: 'Next',
  today: 'Today',
  statuses: defaultBookingStatusLabels,
};

export const scheduleViews = ['day', 'week'] as const;
export type ScheduleView = (typeof scheduleViews)[number];

export interface ScheduleGridProps {
  /** `day`: one day, a column per crew of each service. `week`: a column per day. */
  view: ScheduleView;
  /** The days shown: one for the day view, usually seven for the week view. */
  days: readonly ScheduleDay[];
  /** The rows, in order: the 12 hourly slots. */
  slots: readonly ScheduleSlot[];
  services: readonly ScheduleService[];
  bookings: readonly ScheduleBooking[];
  /** Called with a booking's id when its block is activated. */
  onOpen: (id: string) => void;
  /** The table's caption, e.g. 'Schedule for Wed 2 Dec 2026'. */
  caption: ReactNode;
  /** How many slots a booking keeps a crew busy. @default 2 */
  blockSlots?: number;
  /** With it, a Day / Week switch is shown. */
  onViewChange?: (view: ScheduleView) => void;
  /** With them, Previous / Today / Next buttons are shown. */
  onPrevious?: () => void;
  onNext?: () => void;
  onToday?: () => void;
  texts?: Partial<ScheduleGridTexts>;
  className?: string;
}

interface Placed {
  booking: ScheduleBooking;
  start: number;
  lane: number;
}

/**
 * Puts bookings into lanes so that no two in a lane overlap: active bookings first (each takes the first free
 * lane, as a crew would), then cancelled ones wherever there is room. At least `minLanes` lanes.
 */
function placeInLanes(
  bookings: readonly ScheduleBooking[],
  slotIndex: Map<string, number>,
  span: number,
  minLanes: number,
) {
  const lanes: boolean[][] = [];
  const placed: Placed[] = [];
  const sorted = [...bookings]
    .filter((b) => slotIndex.has(b.slot))
    .sort(
      (a, b) =>
        Number(a.status === 'cancelled') - Number(b.status === 'cancelled') ||
        (slotIndex.get(a.slot) ?? 0) - (slotIndex.get(b.slot) ?? 0) ||
        a.id.localeCompare(b.id),
    );
  for (const booking of sorted) {
    const start = slotIndex.get(booking.slot) ?? 0;
    const end = Math.min(start + span, slotIndex.size);
    let lane = lanes.findIndex((busy) => !busy.slice(start, end).some(Boolean));
    if (lane === -1) {
      lane = lanes.length;
      lanes.push([]);
    }
    const busy = lanes[lane] as boolean[];
    for (let i = start; i < end; i++) busy[i] = true;
    placed.push({ booking, start, lane });
  }
  return { placed, count: Math.max(minLanes, lanes.length, 1) };
}

interface Column {
  id: string;
  /** Ids of the headers that name the column. */
  headers: string;
  dayClosed: boolean;
  placed: Placed[];
  lane: number;
}

/**
 * The schedule: the hourly slots as rows against crews (day view) or days (week view) as columns, each
 * booking a block over its two hours that opens it. A real table, so a screen reader says the time and the
 * crew or day of every block; it scrolls sideways inside a focusable region on a phone, the times staying in
 * view. A status is a colour and its word; a cancelled booking is struck through.
 */
export function ScheduleGrid({
  view,
  days,
  slots,
  services,
  bookings,
  onOpen,
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
  const slotIndex = new Map(slots.map((slot, i) => [slot.value, i]));
  const serviceLabel = new Map(services.map((s) => [s.id, s.label]));

  // Header rows and the columns under them.
  const groupHeaders: ReactNode[] = [];
  const laneHeaders: ReactNode[] = [];
  const columns: Column[] = [];
  const closedSpans: { column: number; width: number; day: ScheduleDay }[] = [];

  if (view === 'day') {
    const day = days[0];
    const dayBookings = day ? bookings.filter((b) => b.date === day.date) : [];
    if (day?.closed && dayBookings.length === 0) closedSpans.push({ column: 0, width: 0, day });
    for (const service of services) {
      const { placed, count } = placeInLanes(
        dayBookings.filter((b) => b.serviceId === service.id),
        slotIndex,
        blockSlots,
        service.crews,
      );
      const groupId = `${id}-s-${service.id}`;
      groupHeaders.push(
        <th key={service.id} id={groupId} scope="colgroup" colSpan={count} className={styles.groupHeader}>
          {service.label}
        </th>,
      );
      for (let lane = 0; lane < count; lane++) {
        const laneId = `${groupId}-${lane}`;
        laneHeaders.push(
          <th key={laneId} id={laneId} scope="col" className={styles.laneHeader}>
            {lane < service.crews ? t.crew(lane + 1) : t.extra}
          </th>,
        );
        columns.push({ id: laneId, headers: `${groupId} ${laneId}`, dayClosed: !!day?.closed, placed, lane });
      }
    }
    const first = closedSpans[0];
    if (first) first.width = columns.length;
  } else {
    for (const day of days) {
      const dayBookings = bookings.filter((b) => b.date === day.date);
      const { placed, count } = placeInLanes(dayBookings, slotIndex, blockSlots, 1);
      const dayId = `${id}-d-${day.date}`;
      groupHeaders.push(
        <th key={day.date} id={dayId} scope="colgroup" colSpan={count} className={styles.groupHeader}>
          <span className={styles.dayLabel}>{day.label}</span>
          {day.closed ? (
            <span className={styles.closedTag}>{day.closedReason ? `${t.closed}: ${day.closedReason}` : t.closed}</span>
          ) : null}
        </th>,
      );
      if (day.closed && dayBookings.length === 0) closedSpans.push({ column: columns.length, width: count, day });
      for (let lane = 0; lane < count; lane++) {
        columns.push({ id: `${dayId}-${lane}`, headers: dayId, dayClosed: !!day.closed, placed, lane });
      }
    }
  }

  const dayOnly = view === 'day' ? days[0] : undefined;
  const slotHeaderId = (i: number) => `${id}-t-${i}`;

  const block = (placed: Placed, rowSpan: number, headers: string) => {
    const { booking } = placed;
    const service = serviceLabel.get(booking.serviceId);
    return (
      <td key={booking.id} rowSpan={rowSpan} headers={headers} className={styles.blockCell}>
        <button type="button" className={styles.block} data-status={booking.status} onClick={() => onOpen(booking.id)}>
          <span className={styles.blockTitle}>{booking.customer}</span>
          {view === 'week' && service ? <span className={styles.blockLine}>{service}</span> : null}
          <span className={styles.blockLine}>{booking.time}</span>
          {booking.detail ? <span className={styles.blockLine}>{booking.detail}</span> : null}
          <span className={styles.blockStatus}>{t.statuses[booking.status]}</span>
        </button>
      </td>
    );
  };

  const rows = slots.map((slot, row) => {
    const cells: ReactNode[] = [];
    for (let c = 0; c < columns.length; c++) {
      const column = columns[c] as Column;
      const closed = closedSpans.find((span) => span.column === c);
      if (closed) {
        if (row === 0)
          cells.push(
            <td
              key={column.id}
              rowSpan={slots.length}
              colSpan={Math.max(closed.width, 1)}
              headers={column.headers}
              className={styles.closedCell}
            >
              {closed.day.closedReason ? `${t.closed}: ${closed.day.closedReason}` : t.closed}
            </td>,
          );
        c += Math.max(closed.width, 1) - 1;
        continue;
      }
      const here = column.placed.filter((p) => p.lane === column.lane);
      const starting = here.find((p) => p.start === row);
      const covered = here.some((p) => p.start < row && row < p.start + blockSlots);
      const headers = `${slotHeaderId(row)} ${column.headers}`;
      if (starting) cells.push(block(starting, Math.min(blockSlots, slots.length - row), headers));
      else if (!covered)
        cells.push(
          <td
            key={column.id}
            headers={headers}
            className={column.dayClosed ? `${styles.emptyCell} ${styles.closedEmpty}` : styles.emptyCell}
          />,
        );
    }
    return (
      <tr key={slot.value}>
        <th scope="row" id={slotHeaderId(row)} className={styles.timeHeader}>
          {slot.label}
        </th>
        {cells}
      </tr>
    );
  });

  const hasNav = onPrevious || onNext || onToday;
  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      {onViewChange || hasNav ? (
        <div className={styles.toolbar}>
          {onViewChange ? (
            // Two toggle buttons rather than tabs: the view changes the one table below, it is not a set of panels.
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
      {/* Focusable so the keyboard can scroll it sideways on a phone; named by the table's caption. */}
      <div role="region" aria-labelledby={`${id}-caption`} tabIndex={0} className={styles.scroller}>
        <table className={styles.table} data-view={view}>
          <caption id={`${id}-caption`} className={styles.caption}>
            {caption}
            {dayOnly?.closed ? (
              <span className={styles.closedTag}>
                {dayOnly.closedReason ? `${t.closed}: ${dayOnly.closedReason}` : t.closed}
              </span>
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
              <th scope="col" rowSpan={view === 'day' ? 2 : 1} className={styles.timeHeader}>
                {t.time}
              </th>
              {groupHeaders}
            </tr>
            {view === 'day' ? <tr>{laneHeaders}</tr> : null}
          </thead>
          <tbody>{rows}</tbody>
        </table>
      </div>
    </div>
  );
}
