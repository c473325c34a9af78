/**
 * Date display formats (spec §9, decision D25), rendered by luxon in the tenant's time zone and the user's language.
 *
 * French follows §9 (`D MMMM HH[h]mm`...); English keeps the order with `HH:mm` (D25). §9's list format
 * `D MMM. HH[h]mm` writes a dot after the abbreviated month; luxon's French abbreviations already carry the dot where
 * French puts one (`janv.`, `mars`, `août`), so it is not added a second time, and English abbreviations (`Jan`)
 * take none.
 */
import { DateTime } from 'luxon';
import { type Language, languageOf } from '../locale/language.ts';
import { timezoneOf, type TenantRules } from '../tenant/tenantRules.ts';

/** The display formats of spec §9. */
export const DATE_DISPLAY_FORMATS = ['card', 'list', 'detail', 'monthYear', 'time', 'day'] as const;
/**
 * A display format: booking card, lists, details, history month, a time of day (D25: `14h05` / `14:05`), a day
 * without its time (`detail`'s date: `12 décembre 2026` / `12 December 2026`, issue 34's licence expiry).
 */
export type DateDisplayFormat = (typeof DATE_DISPLAY_FORMATS)[number];

const PATTERNS: Record<Language, Record<DateDisplayFormat, string>> = {
  fr: { card: "d MMMM HH'h'mm", list: "d MMM HH'h'mm", detail: "d MMMM yyyy HH'h'mm", monthYear: 'MMMM yyyy', time: "HH'h'mm", day: 'd MMMM yyyy' },
  en: { card: 'd MMMM HH:mm', list: 'd MMM HH:mm', detail: 'd MMMM yyyy HH:mm', monthYear: 'MMMM yyyy', time: 'HH:mm', day: 'd MMMM yyyy' },
};

/** Reads a server timestamp (ISO 8601 with offset) or passes a DateTime through; undefined when unreadable. */
export function toDateTime(value: string | DateTime | null | undefined): DateTime | undefined {
  if (!value) return undefined;
  const parsed = typeof value === 'string' ? DateTime.fromISO(value, { setZone: true }) : value;
  return parsed.isValid ? parsed : undefined;
}

/**
 * A date as spec §9 shows it, in the tenant's zone: `card` '5 mars 14h30' / '5 March 14:30'; `list` '5 janv. 14h30' /
 * '5 Jan 14:30'; `detail` '5 mars 2026 14h30' / '5 March 2026 14:30'; `monthYear` 'mars 2026' / 'March 2026'.
 * An unreadable date gives an empty string.
 */
export function formatDisplayDate(
  value: string | DateTime | null | undefined,
  format: DateDisplayFormat,
  locale: string,
  tenant: Pick<TenantRules, 'timezone'>,
): string {
  const time = toDateTime(value);
  if (!time) return '';
  const language = languageOf(locale);
  return time.setZone(timezoneOf(tenant)).setLocale(language).toFormat(PATTERNS[language][format]);
}

/** A month of the bookings history (spec §2). */
export interface MonthGroup<T> {
  /** `yyyy-MM` in the tenant's zone. */
  key: string;
  /** The first instant of the month, in the tenant's zone; format it with `monthYear`. */
  month: DateTime;
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
  dateOf: (item: T) => string | DateTime | null | undefined,
  tenant: Pick<TenantRules, 'timezone'>,
): MonthGroup<T>[] {
  const zone = timezoneOf(tenant);
  const groups = new Map<string, MonthGroup<T>>();
  for (const item of items) {
    const time = toDateTime(dateOf(item));
    if (!time) continue;
    const month = time.setZone(zone).startOf('month');
    const key = month.toFormat('yyyy-MM');
    const group = groups.get(key) ?? { key, month, items: [] };
    group.items.push(item);
    groups.set(key, group);
  }
  return [...groups.values()];
}
