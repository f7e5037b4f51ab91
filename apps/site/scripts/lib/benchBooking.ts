import { bookableDateRange, slotRuleBreak, timeSlots } from '@sparkle/company/booking';

/** Adds `days` to an ISO date ('2026-11-22'). */
function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * Stores a booking the way the site does (`request_booking`, as a visitor) and returns its manage link's token: for
 * the benchmarks that open `/booking/<token>`. The booking is weeks ahead, so that the link can still change it,
 * on the first free slot the booking rules allow from there.
 */
export async function storeBenchBooking(supabaseUrl: string, anonKey: string): Promise<string> {
  const now = Date.now();
  const { first } = bookableDateRange(now);
  for (let day = 21; day < 50; day += 1) {
    const date = addDays(first, day);
    for (const slot of timeSlots) {
      if (slotRuleBreak(date, slot, now, []) !== null) continue;
      const response = await fetch(`${supabaseUrl}/rest/v1/rpc/request_booking`, {
        method: 'POST',
        headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          _service: 'deep',
          _date: date,
          _time_slot: slot,
          _name: 'Ahmed Test',
          _phone: '+971501234567',
          _email: 'ahmed.bench@example.com',
          _address: 'Marina Walk',
          _community: 'Dubai Marina',
          _building: 'Marina Heights',
          _apartment: '1204',
          _property: '1br',
          _fill_ms: 60_000,
        }),
      });
      // Taken (the benchmark's own bookings) or closed meanwhile: the next slot.
      if (response.status === 409 || response.status === 400) continue;
      if (!response.ok) throw new Error(`request_booking: ${response.status} ${await response.text()}`);
      return ((await response.json()) as { token: string }).token;
    }
  }
  throw new Error('request_booking: no free slot between three and seven weeks ahead');
}
