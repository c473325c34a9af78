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
 *
 * Reminders and updates (issue 34, decision D45): the VEVENT carries two display alarms, 30 minutes before the start
 * and 30 minutes before the end, so that the phone rings without the app; a changed booking keeps its `UID` and gets a
 * higher `SEQUENCE`, so that a calendar updates the event instead of adding a second one. Google's link has no alarms
 * (its form takes none): the calendar's own default reminder applies there.
 */
import { DateTime } from 'luxon';
import { timezoneOf, type TenantRules } from '../tenant/tenantRules.ts';

/** How many minutes before the start and before the end a booking's reminders ring (decision D45). */
export const CALENDAR_REMINDER_MINUTES = 30;

/** A display alarm of an event (RFC 5545 §3.6.6, `ACTION:DISPLAY`). */
export interface CalendarAlarm {
  /** The instant the alarm is counted from: the event's start or its end (TRIGGER's `RELATED`). */
  related: 'start' | 'end';
  /** How many whole minutes before that instant it rings. */
  minutesBefore: number;
  /** The text shown (DESCRIPTION, which RFC 5545 requires of a display alarm). */
  description: string;
}

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
  /** Display alarms (VALARM), written in this order. */
  alarms?: readonly CalendarAlarm[];
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

/** RFC 5545 §3.3.6, §3.8.6.3: a trigger some minutes before the event's start (the default) or its end. */
function alarmLines(alarm: CalendarAlarm): string[] {
  return [
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `TRIGGER${alarm.related === 'end' ? ';RELATED=END' : ''}:-PT${alarm.minutesBefore}M`,
    `DESCRIPTION:${escapeIcsText(alarm.description)}`,
    'END:VALARM',
  ];
}

/**
 * The `.ics` text of one event (RFC 5545: VCALENDAR with VERSION and PRODID, one VEVENT with UID, DTSTAMP, SEQUENCE,
 * DTSTART, DTEND, SUMMARY and, when given, LOCATION, DESCRIPTION and its VALARMs after its properties, as §3.6.1's
 * grammar places them), CRLF line endings, long lines folded.
 * @param event the event
 * @param stamp when the file is made (DTSTAMP)
 * @param sequence the event's revision (SEQUENCE, decision D45): higher each time the booking's times change, see
 *   {@link nextCalendarSequence}; 0 by default, RFC 5545's value for an event never revised
 */
export function icsCalendar(event: CalendarEvent, stamp: DateTime, sequence = 0): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${CALENDAR_PRODUCT_ID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${escapeIcsText(event.uid)}`,
    `DTSTAMP:${icsUtcTime(stamp)}`,
    `SEQUENCE:${sequence}`,
    `DTSTART:${icsUtcTime(event.start)}`,
    `DTEND:${icsUtcTime(event.end)}`,
    `SUMMARY:${escapeIcsText(event.title)}`,
    ...(event.location ? [`LOCATION:${escapeIcsText(event.location)}`] : []),
    ...(event.description ? [`DESCRIPTION:${escapeIcsText(event.description)}`] : []),
    ...(event.alarms ?? []).flatMap(alarmLines),
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

/** The translated texts of a booking's event, given by the feature. */
export interface RentalCalendarText {
  title: string;
  /** The start station's name and address. */
  location?: string | null;
  /** The access instructions (the station's description). */
  description?: string | null;
  /**
   * The reminders' texts (decision D45): `start` rings {@link CALENDAR_REMINDER_MINUTES} minutes before the start (the
   * station and its access instructions), `end` as long before the end (where to bring the vehicle back). A missing
   * text leaves its alarm out.
   */
  reminders?: { start?: string | null; end?: string | null };
}

/**
 * The calendar event of a booking (decision D37), or undefined when its times cannot be read. The feature gives the
 * translated title, description and reminders; the uid is the booking's, so that a second download updates the same
 * event.
 * @param host a host name of the operator, for the uid (RFC 5545 suggests `id@host`)
 */
export function rentalCalendarEvent(rental: CalendarRental, text: RentalCalendarText, host: string): CalendarEvent | undefined {
  const start = DateTime.fromISO(rental.reservation_start_time, { setZone: true });
  const end = DateTime.fromISO(rental.reservation_end_time, { setZone: true });
  if (!start.isValid || !end.isValid) return undefined;
  const { reminders, ...shown } = text;
  const alarms: CalendarAlarm[] = [];
  // Decision D45: the start's reminder first, then the end's.
  if (reminders?.start) alarms.push({ related: 'start', minutesBefore: CALENDAR_REMINDER_MINUTES, description: reminders.start });
  if (reminders?.end) alarms.push({ related: 'end', minutesBefore: CALENDAR_REMINDER_MINUTES, description: reminders.end });
  return { uid: `rental-${rental.id}@${host || 'frontoffice'}`, start, end, ...shown, alarms };
}

/**
 * Where the driver brings the vehicle back, which the end reminder names (decision D45): the end station of a one-way
 * booking, else the start station.
 */
export function rentalReturnStationId(rental: { start_station_id: number; end_station_id?: number | null }): number {
  return rental.end_station_id ?? rental.start_station_id;
}

/** The instant SEQUENCE counts from: 2024-01-01T00:00:00Z, in milliseconds since 1970. */
export const CALENDAR_SEQUENCE_EPOCH_MS = Date.UTC(2024, 0, 1);

/** The largest INTEGER value of RFC 5545 (§3.3.8: a signed 32-bit integer). */
export const ICS_MAX_INTEGER = 2_147_483_647;

/**
 * A SEQUENCE read from the clock (decision D45): whole seconds since 2024-01-01T00:00:00Z, never below 0 (a device
 * whose clock is set before 2024). Seconds, not milliseconds, so that it fits RFC 5545's INTEGER (32-bit signed,
 * {@link ICS_MAX_INTEGER}) until 2092-01-19T03:14:07Z; from 2024 rather than 1970 for the same reason (1970's seconds
 * overflow in 2038).
 */
export function calendarSequenceAt(now: DateTime): number {
  return Math.max(0, Math.floor((now.toMillis() - CALENDAR_SEQUENCE_EPOCH_MS) / 1000));
}

/** The last SEQUENCE written for a booking's file, with the times it was written for (milliseconds since 1970). */
export interface CalendarSequenceState {
  start: number;
  end: number;
  sequence: number;
}

/**
 * The SEQUENCE of a booking's file (decision D45: a changed booking keeps its UID with a higher SEQUENCE). The client
 * cannot know how many times the operator changed a booking, so the sequence is the clock's
 * ({@link calendarSequenceAt}) at the moment the file's times changed: the same as `previous` while the start and end
 * are unchanged (a re-render writes the same file), and when they changed, `now`'s value but never less than
 * `previous.sequence + 1`, so that it rises even within one second or behind a clock that went back. Across page
 * loads and devices, which keep no `previous`, it rises with the clock.
 * @param previous what was last written for this booking, if anything
 * @param times the booking's current start and end
 * @param now the current time
 * @returns the state to keep for the next call; its `sequence` is the one to write
 */
export function nextCalendarSequence(
  previous: CalendarSequenceState | undefined,
  times: { start: DateTime; end: DateTime },
  now: DateTime,
): CalendarSequenceState {
  const start = times.start.toMillis();
  const end = times.end.toMillis();
  if (previous && previous.start === start && previous.end === end) return previous;
  return { start, end, sequence: Math.max(calendarSequenceAt(now), previous ? previous.sequence + 1 : 0) };
}

/** The `.ics` file's name for a booking: `booking-42.ics`. */
export function rentalCalendarFileName(rental: Pick<CalendarRental, 'id'>): string {
  return `booking-${rental.id}.ics`;
}
