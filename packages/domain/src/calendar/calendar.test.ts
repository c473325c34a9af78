import ICAL from 'ical.js';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import {
  escapeIcsText,
  foldIcsLine,
  googleCalendarUrl,
  icsCalendar,
  icsUtcTime,
  rentalCalendarEvent,
  rentalCalendarFileName,
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
