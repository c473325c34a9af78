/**
 * The booking review's licence rule (issue 34, decision D44): the driver is warned when their licence expires before the
 * booking ends. Warned, never blocked: the operator decides. The account's warning (expired, or within 30 days) is
 * `licenceWarning.ts`'s, which needs no date library.
 */
import { DateTime } from 'luxon';
import { timezoneOf } from '../tenant/tenantRules.ts';
import { type LicenceHolder, type LicenceTenant, licenceExpiry } from './licenceWarning.ts';

/**
 * The licence's last valid day when the licence expires before the booking ends (decision D44, booking review):
 * a booking that ends on that day is still covered (valid through that whole day in the tenant's zone). Null when it
 * does not, or when the expiry is unknown or not shown.
 */
export function licenceExpiryBefore(holder: LicenceHolder | null | undefined, tenant: LicenceTenant, end: DateTime): string | null {
  const expiry = licenceExpiry(holder, tenant);
  if (expiry === undefined) return null;
  const lastValidInstant = DateTime.fromISO(expiry, { zone: timezoneOf(tenant) }).endOf('day');
  return end > lastValidInstant ? expiry : null;
}
