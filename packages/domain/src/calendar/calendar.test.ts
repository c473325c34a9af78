import ICAL from 'ical.js';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import {
  CALENDAR_REMINDER_MINUTES,
  calendarSequenceAt,
  escapeIcsText,
  foldIcsLine,
  googleCalendarUrl,
  ICS_MAX_INTEGER,
  icsCalendar,
  icsUtcTime,
  nextCalendarSequence,
  rentalCalendarEvent,
  rentalCalendarFileName,
  rentalReturnStationId,
} from './calendar.ts';

const stamp = DateTime.fromISO('2026-11-20T08:00:00Z');
const rental = { id: 42, reservation_start_time: '2026-12-01T14:00:00-05:00', reservation_end_time: '2026-12-01T18:30:00-05:00' };

function parse(text: string) {
  const component = new ICAL.Component(ICAL.parse(text));
  const event = new ICAL.Event(component.getFirstSubcomponent('vevent') ?? undefined);
  return { component, event };
}

describe('the .ics of a booking (decision D37, RFC 5545)', () => {
  const event = rentalCalendarEvent(
    rental,
    {
      title: 'Réservation : Renault Zoe',
      location: 'Gare Centrale, 895 Rue De La Gauchetière O, Montréal, QC H3B 4G1',
      description: 'Stationnement intérieur P2; niveau -2.\nAccès par la rue Mansfield, badge à la borne \\ 3.',
    },
    'demo.example',
  );
  if (!event) throw new Error('the rental has readable times');
  const text = icsCalendar(event, stamp);

  it('parses with ical.js into one VEVENT whose start and end are the booking’s instants', () => {
    const { component, event: parsed } = parse(text);
    expect(component.getFirstPropertyValue('version')).toBe('2.0');
    expect(component.getFirstPropertyValue('prodid')).toBe('-//Frontoffice//Bookings//EN');
    expect(component.getAllSubcomponents('vevent')).toHaveLength(1);
    expect(parsed.startDate.toJSDate().toISOString()).toBe('2026-12-01T19:00:00.000Z');
    expect(parsed.endDate.toJSDate().toISOString()).toBe('2026-12-01T23:30:00.000Z');
    expect(parsed.uid).toBe('rental-42@demo.example');
  });

  it('keeps the title, location and description exactly through escaping and folding', () => {
    const { event: parsed } = parse(text);
    expect(parsed.summary).toBe('Réservation : Renault Zoe');
    expect(parsed.location).toBe('Gare Centrale, 895 Rue De La Gauchetière O, Montréal, QC H3B 4G1');
    expect(parsed.description).toBe('Stationnement intérieur P2; niveau -2.\nAccès par la rue Mansfield, badge à la borne \\ 3.');
  });

  it('writes UTC times, CRLF line endings and no line over 75 octets', () => {
    expect(text).toContain('\r\nSEQUENCE:0\r\n');
    expect(text).toContain('\r\nDTSTART:20261201T190000Z\r\n');
    expect(text).toContain('\r\nDTEND:20261201T233000Z\r\n');
    expect(text).toContain('\r\nDTSTAMP:20261120T080000Z\r\n');
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '').includes('\n')).toBe(false);
    for (const line of text.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  });

  it('the same instants whatever zone the times were read in', () => {
    const utc = rentalCalendarEvent(
      { ...rental, reservation_start_time: '2026-12-01T19:00:00Z', reservation_end_time: '2026-12-01T23:30:00Z' },
      { title: 'x' },
      'demo.example',
    );
    const tokyo = rentalCalendarEvent(
      { ...rental, reservation_start_time: '2026-12-02T04:00:00+09:00', reservation_end_time: '2026-12-02T08:30:00+09:00' },
      { title: 'x' },
      'demo.example',
    );
    expect(utc && icsCalendar(utc, stamp)).toBe(tokyo && icsCalendar(tokyo, stamp));
  });

  it('leaves LOCATION and DESCRIPTION out when there are none', () => {
    const bare = rentalCalendarEvent(rental, { title: 'Booking' }, '');
    expect(bare?.uid).toBe('rental-42@frontoffice');
    const bareText = bare ? icsCalendar(bare, stamp) : '';
    expect(bareText).not.toContain('LOCATION');
    expect(bareText).not.toContain('DESCRIPTION');
    expect(parse(bareText).event.summary).toBe('Booking');
  });

  it('gives no event for unreadable times', () => {
    expect(rentalCalendarEvent({ ...rental, reservation_start_time: 'soon' }, { title: 'x' }, 'h')).toBeUndefined();
    expect(rentalCalendarEvent({ ...rental, reservation_end_time: '' }, { title: 'x' }, 'h')).toBeUndefined();
  });

  it('names the file after the booking', () => {
    expect(rentalCalendarFileName({ id: 42 })).toBe('booking-42.ics');
  });
});

describe('D45: the reminders of a booking’s .ics (RFC 5545 §3.6.6 VALARM)', () => {
  const startReminder =
    'Votre réservation commence dans 30 minutes à Gare Centrale, 895 Rue De La Gauchetière O, Montréal, QC H3B 4G1. ' +
    'Stationnement intérieur P2; niveau -2.\nBadge à la borne \\ 3.';
  const endReminder = 'Votre réservation se termine dans 30 minutes : ramenez le véhicule à Vieux-Port, 400 Rue Saint-Paul E.';
  const event = rentalCalendarEvent(
    rental,
    { title: 'Réservation', location: 'Gare Centrale', description: 'P2', reminders: { start: startReminder, end: endReminder } },
    'demo.example',
  );
  if (!event) throw new Error('the rental has readable times');
  const text = icsCalendar(event, stamp, 91_915_915);
  const lines = text.split('\r\n');

  it('D45: the reminders ring 30 minutes before', () => {
    expect(CALENDAR_REMINDER_MINUTES).toBe(30);
  });

  it('D45: two display alarms, 30 minutes before the start (RELATED defaults to START) then before the end', () => {
    const alarms = text.split('BEGIN:VALARM\r\n').slice(1).map((block) => block.slice(0, block.indexOf('END:VALARM')));
    expect(alarms).toHaveLength(2);
    expect(alarms[0]).toMatch(/^ACTION:DISPLAY\r\nTRIGGER:-PT30M\r\nDESCRIPTION:Votre réservation commence/);
    expect(alarms[1]).toBe(
      'ACTION:DISPLAY\r\nTRIGGER;RELATED=END:-PT30M\r\n' +
        foldIcsLine(`DESCRIPTION:${escapeIcsText(endReminder)}`) +
        '\r\n',
    );
  });

  it('D45: the alarms come after the event’s properties and before END:VEVENT (RFC 5545 §3.6.1 grammar)', () => {
    const at = (line: string) => lines.indexOf(line);
    const lastProperty = Math.max(at('SUMMARY:Réservation'), at('LOCATION:Gare Centrale'), at('DESCRIPTION:P2'), at('SEQUENCE:91915915'));
    const begins = lines.flatMap((line, i) => (line === 'BEGIN:VALARM' ? [i] : []));
    const ends = lines.flatMap((line, i) => (line === 'END:VALARM' ? [i] : []));
    expect(begins).toHaveLength(2);
    expect(begins[0]).toBe(lastProperty + 1);
    expect(ends[0]).toBeLessThan(begins[1] ?? 0);
    expect(lines[(ends[1] ?? 0) + 1]).toBe('END:VEVENT');
    expect(lines.indexOf('TRIGGER:-PT30M')).toBeLessThan(lines.indexOf('TRIGGER;RELATED=END:-PT30M'));
  });

  it('D45: the descriptions are escaped and folded like the rest: CRLF, no line over 75 octets, exact through ical.js', () => {
    const startLine = lines.findIndex((line) => line.startsWith('DESCRIPTION:Votre réservation commence'));
    // Folded at 75 octets ("é" and "à" count two), continued on lines that start with a space.
    expect(new TextEncoder().encode(lines[startLine]).length).toBe(75);
    expect(lines[startLine + 1]?.startsWith(' ')).toBe(true);
    const unfolded = text.replace(/\r\n /g, '');
    expect(unfolded).toContain(
      '\r\nDESCRIPTION:Votre réservation commence dans 30 minutes à Gare Centrale\\, 895 Rue De La Gauchetière O\\, ' +
        'Montréal\\, QC H3B 4G1. Stationnement intérieur P2\\; niveau -2.\\nBadge à la borne \\\\ 3.\r\nEND:VALARM\r\n',
    );
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(text.replace(/\r\n/g, '').includes('\n')).toBe(false);
    const vevent = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent');
    const parsed = vevent?.getAllSubcomponents('valarm') ?? [];
    expect(parsed.map((alarm) => alarm.getFirstPropertyValue('description'))).toEqual([startReminder, endReminder]);
  });

  it('D45: ical.js reads two DISPLAY alarms, -PT30M related to the start and to the end, and the SEQUENCE', () => {
    const { component, event: parsed } = parse(text);
    const vevent = component.getFirstSubcomponent('vevent');
    const alarms = vevent?.getAllSubcomponents('valarm') ?? [];
    expect(alarms.map((alarm) => alarm.getFirstPropertyValue('action'))).toEqual(['DISPLAY', 'DISPLAY']);
    expect(alarms.map((alarm) => String(alarm.getFirstPropertyValue('trigger')))).toEqual(['-PT30M', '-PT30M']);
    expect(alarms.map((alarm) => alarm.getFirstProperty('trigger')?.getParameter('related') ?? 'START')).toEqual(['START', 'END']);
    expect(parsed.sequence).toBe(91_915_915);
    expect(parsed.uid).toBe('rental-42@demo.example');
  });

  it('D45: a missing reminder text leaves its alarm out', () => {
    const endOnly = rentalCalendarEvent(rental, { title: 'x', reminders: { start: '', end: 'Return' } }, 'h');
    const startOnly = rentalCalendarEvent(rental, { title: 'x', reminders: { start: 'Go', end: null } }, 'h');
    expect(endOnly?.alarms).toEqual([{ related: 'end', minutesBefore: 30, description: 'Return' }]);
    expect(startOnly?.alarms).toEqual([{ related: 'start', minutesBefore: 30, description: 'Go' }]);
    const none = rentalCalendarEvent(rental, { title: 'x' }, 'h');
    expect(none && icsCalendar(none, stamp)).not.toContain('VALARM');
    const bare = { uid: 'u@h', title: 'x', start: stamp, end: stamp.plus({ hours: 1 }) };
    expect(icsCalendar(bare, stamp)).not.toContain('VALARM');
  });

  it('D45: the Google Calendar link keeps its event and carries no reminder (its form has none)', () => {
    const url = new URL(googleCalendarUrl(event, {}));
    expect([...url.searchParams.keys()]).toEqual(['action', 'text', 'dates', 'ctz', 'location', 'details']);
    expect(url.searchParams.get('details')).toBe('P2');
  });

  it('D45: the end reminder names the end station of a one-way booking, else the start station', () => {
    expect(rentalReturnStationId({ start_station_id: 1, end_station_id: 2 })).toBe(2);
    expect(rentalReturnStationId({ start_station_id: 1, end_station_id: null })).toBe(1);
    expect(rentalReturnStationId({ start_station_id: 1 })).toBe(1);
  });
});

describe('D45: SEQUENCE, higher whenever the booking’s times change', () => {
  const at = (iso: string) => DateTime.fromISO(iso, { setZone: true });
  const times = { start: at('2026-12-01T19:00:00Z'), end: at('2026-12-01T23:30:00Z') };
  const later = { start: times.start, end: at('2026-12-02T00:00:00Z') };

  it('D45: whole seconds since 2024-01-01T00:00:00Z', () => {
    expect(calendarSequenceAt(at('2024-01-01T00:00:00Z'))).toBe(0);
    expect(calendarSequenceAt(at('2024-01-01T00:00:01.999Z'))).toBe(1);
    expect(calendarSequenceAt(at('2024-01-01T01:00:00+01:00'))).toBe(0);
    expect(calendarSequenceAt(at('2026-11-29T20:00:00Z'))).toBe(91_915_200);
  });

  it('D45: fits RFC 5545’s INTEGER (signed 32-bit) until 2092-01-19T03:14:07Z', () => {
    expect(ICS_MAX_INTEGER).toBe(2 ** 31 - 1);
    expect(calendarSequenceAt(at('2092-01-19T03:14:07Z'))).toBe(ICS_MAX_INTEGER);
    expect(calendarSequenceAt(at('2092-01-19T03:14:08Z'))).toBeGreaterThan(ICS_MAX_INTEGER);
  });

  it('D45: a clock set before 2024 gives 0, never a negative SEQUENCE', () => {
    expect(calendarSequenceAt(at('2023-12-31T23:59:59Z'))).toBe(0);
    expect(calendarSequenceAt(at('1970-01-01T00:00:00Z'))).toBe(0);
  });

  it('D45: the first file of a booking takes the clock’s value', () => {
    expect(nextCalendarSequence(undefined, times, at('2026-11-29T20:00:00Z'))).toEqual({
      start: Date.parse('2026-12-01T19:00:00Z'),
      end: Date.parse('2026-12-01T23:30:00Z'),
      sequence: 91_915_200,
    });
  });

  it('D45: stable while the start and end are unchanged, however much later, whatever zone they are read in', () => {
    const first = nextCalendarSequence(undefined, times, at('2026-11-29T20:00:00Z'));
    expect(nextCalendarSequence(first, times, at('2026-11-29T21:00:00Z'))).toBe(first);
    const montreal = { start: at('2026-12-01T14:00:00-05:00'), end: at('2026-12-01T18:30:00-05:00') };
    expect(nextCalendarSequence(first, montreal, at('2026-11-30T08:00:00Z'))).toBe(first);
  });

  it('D45: a changed end, or start, takes the clock’s value when it is higher', () => {
    const first = nextCalendarSequence(undefined, times, at('2026-11-29T20:00:00Z'));
    expect(nextCalendarSequence(first, later, at('2026-11-29T20:00:10Z')).sequence).toBe(91_915_210);
    const moved = { start: at('2026-12-01T18:00:00Z'), end: times.end };
    expect(nextCalendarSequence(first, moved, at('2026-11-29T20:01:00Z'))).toEqual({
      start: Date.parse('2026-12-01T18:00:00Z'),
      end: Date.parse('2026-12-01T23:30:00Z'),
      sequence: 91_915_260,
    });
  });

  it('D45: a change within the same second, or behind a clock that went back, is still one higher', () => {
    const first = nextCalendarSequence(undefined, times, at('2026-11-29T20:00:00.100Z'));
    const second = nextCalendarSequence(first, later, at('2026-11-29T20:00:00.900Z'));
    expect(second.sequence).toBe(first.sequence + 1);
    const back = nextCalendarSequence(second, times, at('2026-11-29T19:00:00Z'));
    expect(back.sequence).toBe(second.sequence + 1);
    expect(back.end).toBe(Date.parse('2026-12-01T23:30:00Z'));
  });

  it('D45: the SEQUENCE given is the one written; 0 when none is given', () => {
    const event = rentalCalendarEvent(rental, { title: 'x' }, 'h');
    if (!event) throw new Error('readable');
    expect(parse(icsCalendar(event, stamp, 91_915_200)).event.sequence).toBe(91_915_200);
    expect(parse(icsCalendar(event, stamp)).event.sequence).toBe(0);
  });
});

describe('RFC 5545 text rules', () => {
  it.each([
    ['a,b;c\\d', 'a\\,b\\;c\\\\d'],
    ['line 1\nline 2\r\nline 3\rline 4', 'line 1\\nline 2\\nline 3\\nline 4'],
    ['plain', 'plain'],
  ])('escapes %j as %j', (input, expected) => {
    expect(escapeIcsText(input)).toBe(expected);
  });

  it('folds a long line at 75 octets without cutting a multi-byte character', () => {
    const line = `DESCRIPTION:${'é'.repeat(100)}`;
    const folded = foldIcsLine(line);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(2);
    for (const part of lines) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(lines.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(lines.map((part, i) => (i === 0 ? part : part.slice(1))).join('')).toBe(line);
  });

  it('leaves a short line alone', () => {
    expect(foldIcsLine('SUMMARY:short')).toBe('SUMMARY:short');
  });

  it('writes UTC date-times', () => {
    expect(icsUtcTime(DateTime.fromISO('2026-03-29T02:30:00+02:00'))).toBe('20260329T003000Z');
  });
});

describe('the Google Calendar link (decision D37)', () => {
  it('carries the UTC instants, the tenant’s zone, the title, place and details', () => {
    const event = rentalCalendarEvent(rental, { title: 'Booking: Zoe', location: 'Gare Centrale', description: 'P2' }, 'h');
    if (!event) throw new Error('readable');
    const url = new URL(googleCalendarUrl(event, { timezone: 'America/Montreal' }));
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      action: 'TEMPLATE',
      text: 'Booking: Zoe',
      dates: '20261201T190000Z/20261201T233000Z',
      ctz: 'America/Montreal',
      location: 'Gare Centrale',
      details: 'P2',
    });
  });

  it('falls back to the default zone and leaves out what is missing', () => {
    const event = rentalCalendarEvent(rental, { title: 'Booking' }, 'h');
    if (!event) throw new Error('readable');
    const url = new URL(googleCalendarUrl(event, {}));
    expect(url.searchParams.get('ctz')).toBe('America/Montreal');
    expect(url.searchParams.has('location')).toBe(false);
    expect(url.searchParams.has('details')).toBe(false);
  });
});
