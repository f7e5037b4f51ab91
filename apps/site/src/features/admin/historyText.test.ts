import { describe, expect, it } from 'vitest';
import type { BookingEvent } from './adminData';
import { eventText } from './historyText';

const event = (fields: Partial<BookingEvent>): BookingEvent => ({
  id: 1,
  at: '2026-12-01T08:00:00Z',
  actor: 'admin',
  kind: 'status',
  detail: null,
  actorEmail: null,
  ...fields,
});

describe('a booking history line', () => {
  it('says which team a booking was moved between, and by whom', () => {
    const assigned = event({
      actorEmail: 'office@example.com',
      kind: 'assigned',
      detail: { from: null, to: { id: 't1', name: 'Team Falcon' } },
    });
    expect(eventText(assigned)).toBe('Team changed by office@example.com from no team to Team Falcon');
  });

  it("names the crew when the crew's finish changed the status", () => {
    const finished = event({ actor: 'crew', detail: { from: 'confirmed', to: 'completed' } });
    expect(eventText(finished)).toBe('Status changed by the crew from Confirmed to Completed');
  });
});
