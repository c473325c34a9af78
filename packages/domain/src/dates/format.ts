/**
 * Date display formats (spec §9, decision D25), in the tenant's time zone and the user's language, written with the
 * browser's `Intl` (issue 32: a booking's head and the bookings' lists show dates in their first paint, and luxon, which
 * wrote them before, was the largest file those pages waited for). format.test.ts checks the text against luxon's
 * (`toFormat` of the patterns below) over a year of instants in both languages.
 *
 * French follows §9 (`D MMMM HH[h]mm`...); English keeps the order with `HH:mm` (D25). §9's list format
 * `D MMM. HH[h]mm` writes a dot after the abbreviated month; the browser's French abbreviations already carry the dot
 * where French puts one (`janv.`, `mars`, `août`), so it is not added a second time, and English abbreviations (`Jan`)
 * take none.
 */
import { type Language, languageOf } from '../locale/language.ts';
import { DEFAULT_TIMEZONE, timezoneOf, type TenantRules } from '../tenant/tenantRules.ts';
import { type Instant, millisOf, parseInstant } from './instant.ts';

/** The display formats of spec §9. */
export const DATE_DISPLAY_FORMATS = ['card', 'list', 'detail', 'monthYear', 'time', 'day'] as const;
/**
 * A display format: booking card, lists, details, history month, a time of day (D25: `14h05` / `14:05`), a day
 * without its time (`detail`'s date: `12 décembre 2026` / `12 December 2026`, issue 34's licence expiry).
 */
export type DateDisplayFormat = (typeof DATE_DISPLAY_FORMATS)[number];

type Parts = Record<'year' | 'month' | 'day' | 'hour' | 'minute', string>;

/** The texts of §9's formats (the luxon patterns they were: `d MMMM HH'h'mm`, `d MMM HH:mm`...) from an instant's parts. */
const WRITE: Record<DateDisplayFormat, (parts: Parts, language: Language) => string> = {
  card: (p, language) => `${p.day} ${p.month} ${timeOf(p, language)}`,
  list: (p, language) => `${p.day} ${p.month} ${timeOf(p, language)}`,
  detail: (p, language) => `${p.day} ${p.month} ${p.year} ${timeOf(p, language)}`,
  monthYear: (p) => `${p.month} ${p.year}`,
  time: (p, language) => timeOf(p, language),
  day: (p) => `${p.day} ${p.month} ${p.year}`,
};

function timeOf(parts: Parts, language: Language): string {
  return language === 'fr' ? `${parts.hour}h${parts.minute}` : `${parts.hour}:${parts.minute}`;
}

/** The formats made so far, by language, zone and month length (a list draws dozens of dates: one format each). */
let formats: Map<string, Intl.DateTimeFormat> | undefined;

function formatOf(language: string, zone: string, month: 'long' | 'short' | '2-digit'): Intl.DateTimeFormat {
  formats ??= new Map();
  const key = `${language} ${zone} ${month}`;
  let format = formats.get(key);
  if (!format) {
    // The month with its day, as luxon reads month names (the format's, not the standalone one).
    const options: Intl.DateTimeFormatOptions = { year: 'numeric', month, day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
    try {
      format = new Intl.DateTimeFormat(language, { ...options, timeZone: zone });
    } catch {
      // A zone the browser does not know (the tenant's settings are checked at start-up, decision D32).
      format = new Intl.DateTimeFormat(language, { ...options, timeZone: DEFAULT_TIMEZONE });
    }
    formats.set(key, format);
  }
  return format;
}

function partsOf(at: number, language: string, zone: string, month: 'long' | 'short' | '2-digit'): Parts {
  return Object.fromEntries(
    formatOf(language, zone, month)
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  ) as Parts;
}

/** The epoch milliseconds of a server timestamp or an instant; undefined when unreadable. */
function readInstant(value: string | Instant | null | undefined): number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const at = typeof value === 'string' ? parseInstant(value) : millisOf(value);
  return at !== undefined && Number.isFinite(at) ? at : undefined;
}

/**
 * A date as spec §9 shows it, in the tenant's zone: `card` '5 mars 14h30' / '5 March 14:30'; `list` '5 janv. 14h30' /
 * '5 Jan 14:30'; `detail` '5 mars 2026 14h30' / '5 March 2026 14:30'; `monthYear` 'mars 2026' / 'March 2026'.
 * An unreadable date gives an empty string.
 */
export function formatDisplayDate(
  value: string | Instant | null | undefined,
  format: DateDisplayFormat,
  locale: string,
  tenant: Pick<TenantRules, 'timezone'>,
): string {
  const at = readInstant(value);
  if (at === undefined) return '';
  const language = languageOf(locale);
  return WRITE[format](partsOf(at, language, timezoneOf(tenant), format === 'list' ? 'short' : 'long'), language);
}

/** A month of the bookings history (spec §2). */
export interface MonthGroup<T> {
  /** `yyyy-MM` in the tenant's zone. */
  key: string;
  /** An instant of the month (its first item's), in ms; format it with `monthYear`. */
  month: number;
  /** The items of that month, in their given order. */
  items: T[];
}

/**
 * Groups items by the year-month of a date in the tenant's zone (spec §2 bookings history), keeping the order in which
 * months first appear and the order of items (the server sends closed rentals newest first). Items whose date cannot
 * be read are left out.
 */
export function groupByMonth<T>(
  items: readonly T[],
  dateOf: (item: T) => string | Instant | null | undefined,
  tenant: Pick<TenantRules, 'timezone'>,
): MonthGroup<T>[] {
  const zone = timezoneOf(tenant);
  const groups = new Map<string, MonthGroup<T>>();
  for (const item of items) {
    const at = readInstant(dateOf(item));
    if (at === undefined) continue;
    const { year, month } = partsOf(at, 'en-US', zone, '2-digit');
    const key = `${year}-${month}`;
    const group = groups.get(key) ?? { key, month: at, items: [] };
    group.items.push(item);
    groups.set(key, group);
  }
  return [...groups.values()];
}
