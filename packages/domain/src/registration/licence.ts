/**
 * A licence that is still valid (issue 34, decision D44): the driver is warned when their licence has expired, expires
 * within 30 days, or expires before a booking ends. Warned, never blocked: the operator decides.
 *
 * The expiry is a calendar date (`driving_licence_expiration_time`, `YYYY-MM-DD`, spec §3): the licence is valid
 * through that whole day in the tenant's zone (the profile's rule, `validateDriverFields`: a licence expiring today is
 * not past). Nothing is said when the tenant does not show the expiry field (`driver_fields`, spec §5): the driver could
 * not correct it.
 */
import { DateTime } from 'luxon';
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

/** The last valid day of the licence, start of day in the tenant's zone; undefined when not shown or unreadable. */
function expiryDay(holder: LicenceHolder | null | undefined, tenant: LicenceTenant): DateTime | undefined {
  if (!(tenant.driver_fields ?? []).includes('driving_licence_expiration_time')) return undefined;
  const value = holder?.driving_licence_expiration_time;
  if (!value) return undefined;
  // A date-time from a lenient operator is read as its calendar date.
  const day = DateTime.fromISO(value.slice(0, 10), { zone: timezoneOf(tenant) });
  return day.isValid ? day : undefined;
}

/** `YYYY-MM-DD` of a valid day. */
function isoDay(day: DateTime): string {
  return day.toFormat('yyyy-MM-dd');
}

/**
 * The warning the drawer and the account details show (decision D44): the licence has expired, or expires within
 * {@link LICENCE_WARNING_DAYS} days; null when it is valid for longer, unknown, or the tenant does not show the field.
 */
export function licenceWarning(
  holder: LicenceHolder | null | undefined,
  tenant: LicenceTenant,
  now: DateTime,
): LicenceWarning | null {
  const expiry = expiryDay(holder, tenant);
  if (!expiry) return null;
  const today = now.setZone(timezoneOf(tenant)).startOf('day');
  const daysLeft = Math.round(expiry.diff(today, 'days').days);
  if (daysLeft > LICENCE_WARNING_DAYS) return null;
  return { state: daysLeft < 0 ? 'expired' : 'expiring', expiry: isoDay(expiry), daysLeft };
}

/**
 * The licence's last valid day when the licence expires before the booking ends (decision D44, booking review):
 * a booking that ends on that day is still covered. Null when it does not, or when the expiry is unknown or not shown.
 */
export function licenceExpiryBefore(
  holder: LicenceHolder | null | undefined,
  tenant: LicenceTenant,
  end: DateTime,
): string | null {
  const expiry = expiryDay(holder, tenant);
  if (!expiry) return null;
  const lastValidInstant = expiry.endOf('day');
  return end > lastValidInstant ? isoDay(expiry) : null;
}
