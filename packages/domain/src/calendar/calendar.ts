/**
 * A booking in a calendar (decision D37): an `.ics` file with one VEVENT, and a Google Calendar link.
 *
 * The few lines of RFC 5545 a single event needs are written here rather than with a library: the only candidate
 * that runs on the project's Node and has no dependencies (ts-ics) would add its parser and schema machinery to the
 * pages that show a booking, where these forty lines do. A parser (ical.js) checks them in the tests.
 *
 * Times: the event's start and end are written in UTC (`DTSTART:20260301T130000Z`), so that every calendar shows them
 * at the same instants whatever the zone of the browser that downloaded the file; the Google link carries the same
 * UTC instants and asks Google to show them in the tenant's zone (`ctz`), the zone in which the booking was made.
 */
import { DateTime } from 'luxon';
import { timezoneOf, type TenantRules } from '../tenant/tenantRules.ts';

/** One event of a calendar. */
export interface CalendarEvent {
  /** A unique and stable id (RFC 5545 UID): the same booking downloaded twice updates one event. */
  uid: string;
  /** The event's title (SUMMARY). */
  title: string;
  /** Start instant. */
  start: DateTime;
  /** End instant. */
  end: DateTime;
  /** Where (LOCATION): the station's name and address. */
  location?: string | null;
  /** Details (DESCRIPTION): the access instructions. */
  description?: string | null;
}

/** The product identifier written in every file (RFC 5545 PRODID). */
export const CALENDAR_PRODUCT_ID = '-//Frontoffice//Bookings//EN';

/** RFC 5545 §3.3.5: a UTC date-time, `20260301T130000Z`. */
export function icsUtcTime(time: DateTime): string {
  return time.toUTC().toFormat("yyyyMMdd'T'HHmmss'Z'");
}

/** RFC 5545 §3.3.11: backslash, semicolon and comma escaped, line breaks written `\n`. */
export function escapeIcsText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();
/** RFC 5545 §3.1: content lines longer than 75 octets are folded. */
const MAX_LINE_OCTETS = 75;

/**
 * RFC 5545 §3.1: a content line of more than 75 octets is folded onto continuation lines that start with a space,
 * never inside a UTF-8 character; lines end with CRLF.
 */
export function foldIcsLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // A continuation line starts with a space, which counts towards its 75 octets.
    const limit = parts.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > limit) {
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

/**
 * The `.ics` text of one event (RFC 5545: VCALENDAR with VERSION and PRODID, one VEVENT with UID, DTSTAMP, DTSTART,
 * DTEND, SUMMARY and, when given, LOCATION and DESCRIPTION), CRLF line endings, long lines folded.
 * @param event the event
 * @param stamp when the file is made (DTSTAMP)
 */
export function icsCalendar(event: CalendarEvent, stamp: DateTime): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${CALENDAR_PRODUCT_ID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${escapeIcsText(event.uid)}`,
    `DTSTAMP:${icsUtcTime(stamp)}`,
    `DTSTART:${icsUtcTime(event.start)}`,
    `DTEND:${icsUtcTime(event.end)}`,
    `SUMMARY:${escapeIcsText(event.title)}`,
    ...(event.location ? [`LOCATION:${escapeIcsText(event.location)}`] : []),
    ...(event.description ? [`DESCRIPTION:${escapeIcsText(event.description)}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}

/** Where Google Calendar's "new event" form lives. */
export const GOOGLE_CALENDAR_URL = 'https://calendar.google.com/calendar/render';

/**
 * A link that opens Google Calendar's new-event form filled with the event: the UTC instants (`dates`), shown in the
 * tenant's zone (`ctz`, decision D37: the times are right whatever the browser's zone).
 */
export function googleCalendarUrl(event: CalendarEvent, tenant: Pick<TenantRules, 'timezone'>): string {
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${icsUtcTime(event.start)}/${icsUtcTime(event.end)}`,
    ctz: timezoneOf(tenant),
  });
  if (event.location) params.set('location', event.location);
  if (event.description) params.set('details', event.description);
  return `${GOOGLE_CALENDAR_URL}?${params.toString()}`;
}

/** The fields of a rental the calendar event reads (spec §3). */
export interface CalendarRental {
  id: string | number;
  reservation_start_time: string;
  reservation_end_time: string;
}

/**
 * The calendar event of a booking (decision D37), or undefined when its times cannot be read. The feature gives the
 * translated title and description; the uid is the booking's, so that a second download updates the same event.
 * @param host a host name of the operator, for the uid (RFC 5545 suggests `id@host`)
 */
export function rentalCalendarEvent(
  rental: CalendarRental,
  text: { title: string; location?: string | null; description?: string | null },
  host: string,
): CalendarEvent | undefined {
  const start = DateTime.fromISO(rental.reservation_start_time, { setZone: true });
  const end = DateTime.fromISO(rental.reservation_end_time, { setZone: true });
  if (!start.isValid || !end.isValid) return undefined;
  return { uid: `rental-${rental.id}@${host || 'frontoffice'}`, start, end, ...text };
}

/** The `.ics` file's name for a booking: `booking-42.ics`. */
export function rentalCalendarFileName(rental: Pick<CalendarRental, 'id'>): string {
  return `booking-${rental.id}.ics`;
}
