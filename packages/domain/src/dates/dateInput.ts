/**
 * Date inputs in the tenant's format (spec §5, decision D25): day-first `DD/MM/YYYY` (the default, also written
 * `d/m/y`) or year-first `YYYY-MM-DD` (`y-m-d`). Masks use slashes for day-first and dashes for year-first (D25).
 * The values are calendar dates, so no time zone is involved.
 */
import { DateTime } from 'luxon';
import type { TenantRules } from '../tenant/tenantRules.ts';

/** The two date orders (spec §5). */
export const DATE_ORDERS = ['dmy', 'ymd'] as const;
/** A date order. */
export type DateOrder = (typeof DATE_ORDERS)[number];

/** How a date input is masked, parsed and shown. */
export interface DateInputFormat {
  /** Day-first or year-first. */
  order: DateOrder;
  /** The mask shown as placeholder: `DD/MM/YYYY` or `YYYY-MM-DD` (D25). */
  mask: string;
  /** The separator typed between parts. */
  separator: '/' | '-';
  /** The luxon pattern of the mask. */
  pattern: string;
}

const DAY_FIRST: DateInputFormat = { order: 'dmy', mask: 'DD/MM/YYYY', separator: '/', pattern: 'dd/MM/yyyy' };
const YEAR_FIRST: DateInputFormat = { order: 'ymd', mask: 'YYYY-MM-DD', separator: '-', pattern: 'yyyy-MM-dd' };

/** The input format of a tenant: year-first when its `date_format` starts with the year, else day-first (default). */
export function dateInputFormat(tenant: Pick<TenantRules, 'date_format'>): DateInputFormat {
  return tenant.date_format?.trim().toLowerCase().startsWith('y') ? YEAR_FIRST : DAY_FIRST;
}

/**
 * Masks what was typed: keeps up to eight digits and inserts the separators (`29022024` → `29/02/2024`,
 * `20240229` → `2024-02-29`). A separator appears only once a digit follows it, so that backspace can remove it.
 */
export function maskDateInput(raw: string, format: DateInputFormat): string {
  const digits = raw.replace(/\D/g, '').slice(0, 8);
  const sizes = format.order === 'dmy' ? [2, 2, 4] : [4, 2, 2];
  const parts: string[] = [];
  let rest = digits;
  for (const size of sizes) {
    if (!rest) break;
    parts.push(rest.slice(0, size));
    rest = rest.slice(size);
  }
  return parts.join(format.separator);
}

/** The calendar date (`yyyy-MM-dd`) typed in the tenant's format, or null if it is not a real date (29/02/2023). */
export function parseDateInput(text: string, format: DateInputFormat): string | null {
  const parsed = DateTime.fromFormat(text.trim(), format.pattern, { zone: 'utc' });
  return parsed.isValid ? parsed.toISODate() : null;
}

/**
 * A server date (`1990-05-17` or a timestamp) shown in the tenant's format; the calendar date is taken as written,
 * not moved to another zone. Empty when missing or unreadable.
 */
export function formatDateInput(value: string | null | undefined, format: DateInputFormat): string {
  if (!value) return '';
  const parsed = DateTime.fromISO(value, { setZone: true });
  return parsed.isValid ? parsed.toFormat(format.pattern) : '';
}
