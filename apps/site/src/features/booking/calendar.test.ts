import { bookingCalendarFile, calendarDataUrl } from '@sparkle/company/calendar';
import { describe, expect, it } from 'vitest';

const booking = {
  reference: 'SC-7K3M9Q',
  serviceName: 'Deep Cleaning',
  date: '2026-12-01',
  timeSlot: '01:00 PM' as const,
  location: 'Tower 2, Apt 1504, Dubai Marina, Al Marsa Street; near the metro',
  manageUrl: 'https://www.sparklecleandubai.example/booking/0123456789abcdef0123456789abcdef',
  companyName: 'SparkleClean Dubai',
  companyPhone: '+971 50 000 0000',
};

/** Unfolds lines (RFC 5545 §3.1) and splits them. */
const unfold = (file: string) => file.replace(/\r\n /g, '').split('\r\n');

describe('bookingCalendarFile', () => {
  const file = bookingCalendarFile(booking, new Date('2026-11-24T10:00:00Z'));
  const lines = unfold(file);

  it('is one event of the 2-hour block in Dubai time, with the timezone defined', () => {
    expect(lines).toContain('DTSTART;TZID=Asia/Dubai:20261201T130000');
    expect(lines).toContain('DTEND;TZID=Asia/Dubai:20261201T150000');
    expect(lines).toContain('TZID:Asia/Dubai');
    expect(lines).toContain('TZOFFSETTO:+0400');
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines).toContain('DTSTAMP:20261124T100000Z');
  });

  it('names the service and reference, escapes the location and carries the manage link', () => {
    expect(lines).toContain('SUMMARY:Deep Cleaning – SparkleClean Dubai (SC-7K3M9Q)');
    expect(lines).toContain('LOCATION:Tower 2\\, Apt 1504\\, Dubai Marina\\, Al Marsa Street\\; near the metro');
    expect(lines).toContain(`URL:${booking.manageUrl}`);
    expect(lines.find((l) => l.startsWith('DESCRIPTION:'))).toContain(booking.manageUrl);
  });

  it('ends lines with CRLF and folds none longer than 75 octets', () => {
    expect(file.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(file.split('\r\n').every((l) => new TextEncoder().encode(l).length <= 75)).toBe(true);
    expect(file.split('\r\n').some((l) => l.startsWith(' '))).toBe(true);
  });

  it('can be downloaded as a data URL that decodes to the file', () => {
    const url = calendarDataUrl(file);
    expect(url.startsWith('data:text/calendar;charset=utf-8,')).toBe(true);
    expect(decodeURIComponent(url.slice(url.indexOf(',') + 1))).toBe(file);
  });
});
