import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { languageOf } from '../locale/language.ts';
import { calendarDayIn, daysBetween, formatCalendarDate, readCalendarDay } from './calendarDay.ts';
import { toDateTime } from './dateTime.ts';
import { DATE_DISPLAY_FORMATS, formatDisplayDate, groupByMonth } from './format.ts';
import { formatUpdatedAt } from './updatedAt.ts';

const MTL = { timezone: 'America/Montreal' };
const PARIS = { timezone: 'Europe/Paris' };

describe('display formats (spec §9, D25)', () => {
  it.each([
    ['card', 'fr', '2026-03-05T19:30:00Z', MTL, '5 mars 14h30'],
    ['card', 'en', '2026-03-05T19:30:00Z', MTL, '5 March 14:30'],
    ['list', 'fr', '2026-01-05T13:05:00Z', PARIS, '5 janv. 14h05'],
    ['list', 'en', '2026-01-05T13:05:00Z', PARIS, '5 Jan 14:05'],
    ['list', 'fr', '2026-05-05T12:00:00Z', PARIS, '5 mai 14h00'],
    ['detail', 'fr', '2026-12-31T23:30:00Z', PARIS, '1 janvier 2027 00h30'],
    ['detail', 'en-CA', '2026-12-31T23:30:00Z', PARIS, '1 January 2027 00:30'],
    ['detail', 'fr', '2028-02-29T09:00:00+01:00', PARIS, '29 février 2028 09h00'],
    ['monthYear', 'fr', '2026-08-01T03:00:00Z', MTL, 'juillet 2026'],
    ['monthYear', 'en', '2026-08-01T03:00:00Z', PARIS, 'August 2026'],
    ['time', 'fr', '2026-03-05T19:05:00Z', MTL, '14h05'],
    ['time', 'en', '2026-03-05T19:05:00Z', MTL, '14:05'],
    ['day', 'fr', '2026-12-12T19:05:00Z', MTL, '12 décembre 2026'],
    ['day', 'en', '2026-12-13T04:30:00Z', MTL, '12 December 2026'],
    ['card', 'de', '2026-03-05T19:30:00Z', MTL, '5 mars 14h30'],
    ['card', 'fr', '2026-03-08T07:30:00Z', MTL, '8 mars 03h30'],
    ['card', 'fr', '2026-10-25T01:30:00Z', PARIS, '25 octobre 02h30'],
  ] as const)('§9 %s in %s of %s', (format, locale, iso, tenant, expected) => {
    expect(formatDisplayDate(iso, format, locale, tenant)).toBe(expected);
  });

  it.each([
    ['2026-12-12', 'fr', '12 décembre 2026'],
    ['2026-12-12', 'en', '12 December 2026'],
    ['2027-01-01', 'fr-CA', '1 janvier 2027'],
    // A lenient operator's date-time is read as its calendar date.
    ['2026-12-12T00:00:00Z', 'en', '12 December 2026'],
  ])('D25 issue 34: the calendar date %s in %s is the day written, whatever the zone', (value, locale, expected) => {
    expect(formatCalendarDate(value, locale)).toBe(expected);
  });

  it.each([[null], [undefined], [''], ['12/12/2026'], ['2026-02-30'], ['2026-13-01']])('D25 issue 34: an unreadable calendar date %j shows nothing', (value) => {
    expect(formatCalendarDate(value, 'fr')).toBe('');
  });

  // Issue 32: written with Intl, not luxon (the account page's licence banner, drawn before the form): the same text as
  // spec §9's `day` format, every day of two years (a leap year among them), in both languages.
  it('D25: a calendar date reads as formatDisplayDate\'s `day` of that date, every day of two years, in French and English', () => {
    let checked = 0;
    for (let at = Date.UTC(2027, 0, 1); at < Date.UTC(2029, 0, 1); at += 86_400_000) {
      const iso = new Date(at).toISOString().slice(0, 10);
      for (const locale of ['fr', 'en']) {
        expect(formatCalendarDate(iso, locale)).toBe(formatDisplayDate(`${iso}T12:00:00Z`, 'day', locale, { timezone: 'UTC' }));
        checked += 1;
      }
    }
    expect(checked).toBe(2 * 731);
  });

  // Issue 32: written with Intl, not luxon (a booking's head and the lists draw dates in their first paint): the same
  // text as luxon's patterns, which wrote them before, every 53 h 17 min of a year (every month, the hours in turn) and
  // around each clock change, in both languages and three zones.
  it('§9: the same text as luxon wrote with the formats\' patterns, over a year and across clock changes, in French and English', () => {
    const LUXON: Record<'fr' | 'en', Record<(typeof DATE_DISPLAY_FORMATS)[number], string>> = {
      fr: { card: "d MMMM HH'h'mm", list: "d MMM HH'h'mm", detail: "d MMMM yyyy HH'h'mm", monthYear: 'MMMM yyyy', time: "HH'h'mm", day: 'd MMMM yyyy' },
      en: { card: 'd MMMM HH:mm', list: 'd MMM HH:mm', detail: 'd MMMM yyyy HH:mm', monthYear: 'MMMM yyyy', time: 'HH:mm', day: 'd MMMM yyyy' },
    };
    const instants: number[] = [];
    for (let at = Date.parse('2026-01-01T00:00:00Z'); at < Date.parse('2027-01-01T00:00:00Z'); at += (53 * 60 + 17) * 60_000) instants.push(at);
    for (const change of ['2026-03-08T07:00:00Z', '2026-11-01T06:00:00Z', '2026-03-29T01:00:00Z', '2026-10-25T01:00:00Z']) {
      for (let minutes = -90; minutes <= 90; minutes += 15) instants.push(Date.parse(change) + minutes * 60_000);
    }
    let checked = 0;
    for (const at of instants) {
      for (const timezone of ['America/Montreal', 'Europe/Paris', 'Asia/Tokyo']) {
        for (const language of ['fr', 'en'] as const) {
          for (const format of DATE_DISPLAY_FORMATS) {
            const expected = DateTime.fromMillis(at, { zone: timezone }).setLocale(language).toFormat(LUXON[language][format]);
            expect(formatDisplayDate(new Date(at).toISOString(), format, language, { timezone })).toBe(expected);
            checked += 1;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(5_000);
  });

  it('§9 a DateTime or epoch milliseconds are accepted as well as a timestamp', () => {
    expect(formatDisplayDate(Date.parse('2026-03-05T19:30:00Z'), 'card', 'fr', MTL)).toBe('5 mars 14h30');
    const time = DateTime.fromISO('2026-03-05T14:30', { zone: 'America/Montreal' });
    expect(formatDisplayDate(time, 'card', 'en', {})).toBe('5 March 14:30');
  });

  it.each([[null], [''], ['not a date']])('§9 unreadable date %j shows nothing', (value) => {
    expect(formatDisplayDate(value, 'detail', 'fr', MTL)).toBe('');
    expect(toDateTime(value)).toBeUndefined();
  });

  it.each([
    ['fr', 'fr'],
    ['fr-CA', 'fr'],
    ['en', 'en'],
    ['EN_gb', 'en'],
    [null, 'fr'],
  ])('§9 locale %j speaks %s', (locale, expected) => {
    expect(languageOf(locale)).toBe(expected);
  });
});

describe('history grouped by month (spec §2)', () => {
  it('§2 groups by year-month in the tenant zone, newest first as given', () => {
    const rentals = [
      { id: 1, start: '2026-11-01T03:30:00Z' },
      { id: 2, start: '2026-10-20T10:00:00Z' },
      { id: 3, start: '2026-10-02T10:00:00Z' },
      { id: 4, start: null },
      { id: 5, start: '2024-02-29T12:00:00Z' },
    ];
    const groups = groupByMonth(rentals, (r) => r.start, MTL);
    expect(groups.map((g) => [g.key, g.items.map((r) => r.id)])).toEqual([
      ['2026-10', [1, 2, 3]],
      ['2024-02', [5]],
    ]);
    expect(formatDisplayDate(groups[0]?.month, 'monthYear', 'fr', MTL)).toBe('octobre 2026');
  });
});

describe('formatUpdatedAt (issue 33, D42 "as of", D25 formats)', () => {
  const now = Date.parse('2026-03-05T21:00:00Z'); // 16h00 in Montreal

  it('D42: the same day in the tenant zone gives the time alone', () => {
    expect(formatUpdatedAt(Date.parse('2026-03-05T19:05:00Z'), 'fr', MTL, now)).toEqual({ today: true, text: '14h05' });
    expect(formatUpdatedAt(Date.parse('2026-03-05T19:05:00Z'), 'en', MTL, now)).toEqual({ today: true, text: '14:05' });
  });

  it('D42: another day, in the tenant zone (not the browser one), gives the day and the time', () => {
    // 03:30 UTC on the 5th is still the 4th in Montreal.
    expect(formatUpdatedAt(Date.parse('2026-03-05T03:30:00Z'), 'fr', MTL, now)).toEqual({ today: false, text: '4 mars 22h30' });
    expect(formatUpdatedAt(Date.parse('2026-03-05T03:30:00Z'), 'en', PARIS, now)).toEqual({ today: true, text: '04:30' });
  });

  // Issue 32: written with Intl, not luxon (the help pages' first paint): the same text as spec §9's `time` and `card`
  // formats, every 97 h 13 min over two years (every month, the hours of the day in turn) and around each clock change
  // of both zones, in both languages and a zone without summer time.
  it('D25: the same text as formatDisplayDate (time the same day, card another), in every month and across clock changes', () => {
    const tenants = [MTL, PARIS, { timezone: 'Asia/Tokyo' }];
    const instants: number[] = [];
    for (let at = Date.parse('2026-01-01T00:00:00Z'); at < Date.parse('2028-01-01T00:00:00Z'); at += (97 * 60 + 13) * 60_000) instants.push(at);
    for (const change of ['2026-03-08T07:00:00Z', '2026-11-01T06:00:00Z', '2026-03-29T01:00:00Z', '2026-10-25T01:00:00Z']) {
      for (let minutes = -90; minutes <= 90; minutes += 15) instants.push(Date.parse(change) + minutes * 60_000);
    }
    let checked = 0;
    for (const at of instants) {
      for (const tenant of tenants) {
        for (const locale of ['fr', 'en']) {
          const later = at + 5 * 3_600_000;
          const { today, text } = formatUpdatedAt(at, locale, tenant, later);
          const sameDay = formatDisplayDate(new Date(at).toISOString(), 'day', locale, tenant) === formatDisplayDate(new Date(later).toISOString(), 'day', locale, tenant);
          expect(today).toBe(sameDay);
          expect(text).toBe(formatDisplayDate(new Date(at).toISOString(), today ? 'time' : 'card', locale, tenant));
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(1_300);
  });

  it('a zone the browser does not know is read as the default one (America/Montreal), not an error', () => {
    expect(formatUpdatedAt(Date.parse('2026-03-05T19:05:00Z'), 'fr', { timezone: 'Mars/Olympus' }, now)).toEqual({ today: true, text: '14h05' });
  });
});

describe('calendar days (issue 32, issue 34: the licence\'s expiry counted without luxon)', () => {
  it('the day of an instant is the tenant zone\'s, around midnight and across clock changes, as luxon reads it', () => {
    const zones = ['America/Montreal', 'Europe/Paris', 'Asia/Tokyo', 'Pacific/Auckland'];
    let checked = 0;
    for (let at = Date.parse('2026-01-01T00:00:00Z'); at < Date.parse('2027-01-01T00:00:00Z'); at += (7 * 60 + 31) * 60_000) {
      for (const zone of zones) {
        const expected = DateTime.fromMillis(at, { zone }).toISODate();
        expect(new Date(calendarDayIn(at, zone)).toISOString().slice(0, 10)).toBe(expected);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(4_000);
  });

  it('a zone the browser does not know is read as the default one (America/Montreal)', () => {
    expect(calendarDayIn(Date.parse('2026-03-05T03:30:00Z'), 'Mars/Olympus')).toBe(Date.UTC(2026, 2, 4));
  });

  it('reads yyyy-MM-dd (a date-time as its date), counts whole days, and refuses what is no day', () => {
    expect(readCalendarDay('2026-12-29')).toBe(Date.UTC(2026, 11, 29));
    expect(readCalendarDay('2026-12-01T00:00:00Z')).toBe(Date.UTC(2026, 11, 1));
    expect(daysBetween(Date.UTC(2026, 10, 29), Date.UTC(2026, 11, 29))).toBe(30);
    // Across a clock change of no zone: calendar days are UTC midnights.
    expect(daysBetween(Date.UTC(2026, 2, 1), Date.UTC(2026, 3, 1))).toBe(31);
    for (const value of ['2026-02-29', '17/04/2029', '2026-1-01', '', null, undefined]) expect(readCalendarDay(value)).toBeUndefined();
  });
});
