/**
 * A licence that is still valid (issue 34, decision D44): the driver is warned when their licence has expired or
 * expires within 30 days. Warned, never blocked: the operator decides.
 *
 * The expiry is a calendar date (`driving_licence_expiration_time`, `YYYY-MM-DD`, spec §3): the licence is valid
 * through that whole day in the tenant's zone (the profile's rule, `validateDriverFields`: a licence expiring today is
 * not past). Nothing is said when the tenant does not show the expiry field (`driver_fields`, spec §5): the driver could
 * not correct it. Counted without the date library (`calendarDay.ts`): the account page's banner is drawn with its
 * header, before the form's code (issue 32). The booking review's rule is `licence.ts`'s.
 */
import { calendarDayIn, calendarDayText, daysBetween, readCalendarDay } from '../dates/calendarDay.ts';
import type { TenantRules } from '../tenant/tenantRules.ts';
import { timezoneOf } from '../tenant/tenantRules.ts';

/** How many days before its expiry a licence is warned about (decision D44). */
export const LICENCE_WARNING_DAYS = 30;

/**
 * The fragment of the account details page that lands on the licence fields (`/account/details#licence`): the review's
 * link and the account page's banner lead there (issue 34), the page moves the focus to them.
 */
export const LICENCE_FIELDS_ANCHOR = 'licence';

/** The tenant settings the licence rules read. */
export type LicenceTenant = Pick<TenantRules, 'driver_fields' | 'timezone'>;

/** The account field the licence rules read (spec §3). */
export interface LicenceHolder {
  /** The licence's last valid day, `YYYY-MM-DD`. */
  driving_licence_expiration_time?: string | null;
}

/** What the driver is told about their licence: it has expired, or it expires within {@link LICENCE_WARNING_DAYS}. */
export interface LicenceWarning {
  /** `expired`: its last valid day is behind; `expiring`: it is within the next 30 days (today included). */
  state: 'expired' | 'expiring';
  /** The last valid day, `YYYY-MM-DD`, to be formatted by the screen. */
  expiry: string;
  /** Whole days from today to the last valid day: 0 on that day, negative once expired. */
  daysLeft: number;
}

/** The licence's last valid day (`YYYY-MM-DD`, a date-time read as its date); undefined when not shown or unreadable. */
export function licenceExpiry(holder: LicenceHolder | null | undefined, tenant: LicenceTenant): string | undefined {
  if (!(tenant.driver_fields ?? []).includes('driving_licence_expiration_time')) return undefined;
  const day = readCalendarDay(holder?.driving_licence_expiration_time);
  return day === undefined ? undefined : calendarDayText(day);
}

/**
 * The warning the drawer and the account details show (decision D44): the licence has expired, or expires within
 * {@link LICENCE_WARNING_DAYS} days; null when it is valid for longer, unknown, or the tenant does not show the field.
 * @param now the caller's clock, ms (the domain reads none)
 */
export function licenceWarning(holder: LicenceHolder | null | undefined, tenant: LicenceTenant, now: number): LicenceWarning | null {
  const expiry = licenceExpiry(holder, tenant);
  if (expiry === undefined) return null;
  const daysLeft = daysBetween(calendarDayIn(now, timezoneOf(tenant)), readCalendarDay(expiry)!);
  if (daysLeft > LICENCE_WARNING_DAYS) return null;
  return { state: daysLeft < 0 ? 'expired' : 'expiring', expiry, daysLeft };
}
