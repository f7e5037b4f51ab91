import type { ReactNode } from 'react';
import { type Placed, placeInLanes } from './lanes';
import type { ScheduleBooking, ScheduleContext, ScheduleDay, ScheduleService } from './scheduleTypes';
import { teamOf } from './scheduleTypes';

// Where a day's bookings go in the day table: its column groups (a team's, the unassigned one, or a service's crews),
// their columns, and the cells that cover whole columns.

export interface Group {
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

export interface Column {
  id: string;
  /** Ids of the headers that name the column. */
  headers: string;
  group: number;
  lane: number;
}

/** A cell that covers whole columns: a closed day, or a team off that day, with nothing booked. */
export interface Span {
  column: number;
  width: number;
  text: string;
}

export interface Moving {
  booking: ScheduleBooking;
  /** Index of the target group (a team's column or the unassigned one). */
  group: number;
  row: number;
}

/** A column group per team and one of unassigned bookings, or with no teams a group of lanes per service. */
export function dayGroups(
  context: ScheduleContext,
  services: readonly ScheduleService[],
  dayBookings: readonly ScheduleBooking[],
): Group[] {
  const { t, slotIndex, blockSlots } = context;
  const byTeam = context.teams.length > 0;
  return byTeam
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
}

/** The table's columns (a lane each) and the closed cells that cover a team off or a closed day. */
export function dayColumns(
  context: ScheduleContext,
  groups: Group[],
  day: ScheduleDay | undefined,
  dayBookings: readonly ScheduleBooking[],
) {
  const { id, t } = context;
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
  return { columns, spans, groupHeaderId };
}
