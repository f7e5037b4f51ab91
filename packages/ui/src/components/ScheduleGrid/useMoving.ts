import { type KeyboardEvent, useState } from 'react';
import type { Group, Moving } from './dayLayout';
import type { ScheduleBooking, ScheduleContext, ScheduleDay } from './scheduleTypes';
import { teamOf } from './scheduleTypes';

/**
 * Moving a booking with the keyboard: its handle picks it up, the arrows walk the target over the columns and slots
 * (announced as they go), the handle again drops it there and Escape puts it back.
 */
export function useMoving(context: ScheduleContext, groups: Group[], day: ScheduleDay | undefined) {
  const { t, slots, slotIndex } = context;
  const [moving, setMoving] = useState<Moving | null>(null);
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

  return { moving, setMoving, startMoving, finishMoving, onHandleKeyDown };
}
