/**
 * Calendar days (`yyyy-MM-dd`: a licence's expiry, spec §3) read, counted and shown with the browser's `Intl`, not
 * luxon: the account page's licence banner is drawn with the page's header, before its form (issue 32), and the date
 * library (some 24 kB compressed) was half of what that first paint waited for. calendarDay.test.ts checks the text
 * against luxon's (`format.ts`'s `day` format) over two years in both languages.
 */
import { languageOf } from '../locale/language.ts';
import { DEFAULT_TIMEZONE } from '../tenant/tenantRules.ts';

const DAY_MS = 86_400_000;

/** The day of a `yyyy-MM-dd` text (a date-time is read as its date), as its UTC midnight in ms; undefined when unreadable. */
export function readCalendarDay(value: string | null | undefined): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec((value ?? '').slice(0, 10));
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const at = Date.UTC(year, month - 1, day);
  const read = new Date(at);
  // 2026-02-30 and the like are no day.
  return read.getUTCFullYear() === year && read.getUTCMonth() === month - 1 && read.getUTCDate() === day ? at : undefined;
}

/** `yyyy-MM-dd` of a day read by {@link readCalendarDay}. */
export function calendarDayText(day: number): string {
  return new Date(day).toISOString().slice(0, 10);
}

/** The calendar day of an instant (ms) in a time zone, as its UTC midnight in ms (a zone the browser does not know: the default one). */
export function calendarDayIn(instant: number, zone: string): number {
  const options: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'numeric', day: 'numeric' };
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('en-US', { ...options, timeZone: zone });
  } catch {
    format = new Intl.DateTimeFormat('en-US', { ...options, timeZone: DEFAULT_TIMEZONE });
  }
  const parts = Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, part.value]));
  return Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day));
}

/** Whole days from one calendar day to another (both from {@link readCalendarDay} or {@link calendarDayIn}). */
export function daysBetween(from: number, to: number): number {
  return Math.round((to - from) / DAY_MS);
}

/**
 * A calendar date (`yyyy-MM-dd`, a licence's expiry, spec §3) as the product shows days (`day`: `12 décembre 2026` /
 * `12 December 2026`, D25's order). The date is taken as written: no time zone moves it to the day before, as reading
 * it as an instant (`formatDisplayDate`) would west of UTC. Empty when missing or unreadable.
 */
export function formatCalendarDate(value: string | null | undefined, locale: string): string {
  const day = readCalendarDay(value);
  if (day === undefined) return '';
  const format = new Intl.DateTimeFormat(languageOf(locale), { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  const parts = Object.fromEntries(format.formatToParts(day).map((part) => [part.type, part.value]));
  return `${parts.day} ${parts.month} ${parts.year}`;
}
