/**
 * Instants read and compared without the date library (issue 32): a booking's head and the bookings' lists are drawn
 * from a rental's dates, and luxon (some 25 kB compressed, the largest file those pages asked for) came into their
 * first paint to read them. The booking screens' clock, the rules of what may be done, the trip's length and the
 * display formats work on epoch milliseconds; luxon stays with the forms that move dates (the pickers, the extend and
 * modify dialogs). instant.test.ts checks the reading against luxon's.
 */

/** An instant: epoch milliseconds, or a date object that gives them (a luxon `DateTime`, which callers may still pass). */
export type Instant = number | { toMillis(): number };

/** The epoch milliseconds of an instant. */
export function millisOf(instant: Instant): number {
  return typeof instant === 'number' ? instant : instant.toMillis();
}

// ISO 8601 in its extended form: a date, or a date and a time (minutes, seconds and their fraction optional) with `Z`,
// an offset, or none (local time, as luxon reads it).
const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?(Z|z|[+-]\d{2}(?::?\d{2})?)?)?$/;

/**
 * A server timestamp (spec §3: RFC 3339, an offset or `Z`) as epoch milliseconds; undefined when missing or
 * unreadable (a day or an hour that does not exist, another format), as luxon's `fromISO` gives an invalid date.
 */
export function parseInstant(value: string | null | undefined): number | undefined {
  const match = value ? ISO.exec(value) : null;
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const [hour, minute, second] = [Number(match[4] ?? 0), Number(match[5] ?? 0), Number(match[6] ?? 0)];
  const millisecond = Math.floor(Number(`0.${match[7] ?? '0'}`) * 1000);
  if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59) return undefined;
  // The day must exist in its month (2026-02-30 is none).
  const wall = new Date(Date.UTC(year, month - 1, day));
  if (wall.getUTCMonth() !== month - 1) return undefined;
  const zone = match[8];
  if (zone === undefined) return new Date(year, month - 1, day, hour, minute, second, millisecond).getTime();
  const utc = Date.UTC(year, month - 1, day, hour, minute, second, millisecond);
  if (zone === 'Z' || zone === 'z') return utc;
  const [, sign, hours, minutes] = /^([+-])(\d{2}):?(\d{2})?$/.exec(zone)!;
  if (Number(hours) > 23 || Number(minutes ?? 0) > 59) return undefined;
  const offset = (Number(hours) * 60 + Number(minutes ?? 0)) * (sign === '-' ? -1 : 1);
  return utc - offset * 60_000;
}
