/**
 * A booking as an iCalendar file (`@sparkle/company/calendar`): the site's confirmation panel and manage page offer it
 * as a download, and the booking confirmation e-mail carries it as an attachment. One implementation for both, plain
 * string building (no Deno, Node or browser API), so the outbox worker runs it on either runtime.
 */
import { bookingLimits, dubaiTimeZone, slotHour, type TimeSlot } from './booking.ts';

/** What the 'Add to calendar' file describes. */
export interface CalendarBooking {
  reference: string;
  /** The service's name, e.g. 'Deep Cleaning'. */
  serviceName: string;
  /** Dubai date, 'YYYY-MM-DD'. */
  date: string;
  timeSlot: TimeSlot;
  /** Where the crew goes, as one line. */
  location: string;
  /** The private manage link, absolute. */
  manageUrl: string;
  companyName: string;
  companyPhone: string;
  /** The event's description; by default, in English, the reference, the manage link and the phone number. */
  description?: string;
}

/** RFC 5545 §3.3.11: backslash, semicolon and comma escaped, new lines as \n. */
function escapeText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** RFC 5545 §3.1: lines longer than 75 octets folded with CRLF + space (never inside a UTF-8 sequence). */
function fold(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const local = (date: string, hour: number) => `${date.replace(/-/g, '')}T${String(hour).padStart(2, '0')}0000`;

/**
 * An iCalendar file for one booking: the 2-hour block in Asia/Dubai time (with its VTIMEZONE: UTC+4 all year,
 * no daylight saving), the reference in the title, the manage link in the description and as URL.
 */
export function bookingCalendarFile(booking: CalendarBooking, stamp: Date = new Date()): string {
  const start = slotHour(booking.timeSlot);
  const dtstamp = `${stamp.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeText(booking.companyName)}//Booking//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VTIMEZONE',
    `TZID:${dubaiTimeZone}`,
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    'TZOFFSETFROM:+0400',
    'TZOFFSETTO:+0400',
    'TZNAME:+04',
    'END:STANDARD',
    'END:VTIMEZONE',
    'BEGIN:VEVENT',
    `UID:${booking.reference}@${booking.companyName.replace(/[^A-Za-z0-9]/g, '').toLowerCase()}`,
    `DTSTAMP:${dtstamp}`,
    `DTSTART;TZID=${dubaiTimeZone}:${local(booking.date, start)}`,
    `DTEND;TZID=${dubaiTimeZone}:${local(booking.date, start + bookingLimits.blockHours)}`,
    `SUMMARY:${escapeText(`${booking.serviceName} – ${booking.companyName} (${booking.reference})`)}`,
    ...(booking.location ? [`LOCATION:${escapeText(booking.location)}`] : []),
    `DESCRIPTION:${escapeText(
      booking.description ??
        `Booking ${booking.reference}. Reschedule or cancel up to ${bookingLimits.changeNoticeHours} hours before: ${booking.manageUrl}\nQuestions: ${booking.companyPhone}`,
    )}`,
    ...(booking.manageUrl ? [`URL:${booking.manageUrl}`] : []),
    'STATUS:TENTATIVE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

/** A `data:` URL of the file, for a download link that needs no server. */
export function calendarDataUrl(file: string): string {
  return `data:text/calendar;charset=utf-8,${encodeURIComponent(file)}`;
}
