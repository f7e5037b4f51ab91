/** Where a booking sits in a group of lanes: the row it starts in and its lane. */
export interface Placed<B> {
  booking: B;
  start: number;
  lane: number;
}

interface Laned {
  id: string;
  slot: string;
  status: string;
}

/**
 * Puts bookings into lanes so that no two in a lane overlap: active bookings first (each takes the first free
 * lane, as a crew would), then cancelled ones wherever there is room. At least `minLanes` lanes.
 */
export function placeInLanes<B extends Laned>(
  bookings: readonly B[],
  slotIndex: ReadonlyMap<string, number>,
  span: number,
  minLanes: number,
): { placed: Placed<B>[]; count: number } {
  const lanes: boolean[][] = [];
  const placed: Placed<B>[] = [];
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
