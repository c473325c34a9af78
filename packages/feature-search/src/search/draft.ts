import type { Tenant } from '@frontoffice/api-client';
import { defaultReturnTime, startPickerBounds, timezoneOf } from '@frontoffice/domain';
import { DateTime } from 'luxon';
import { type SearchCriteria, timeParam } from './searchParams.ts';

/**
 * The criteria the form starts from: the URL's, with the default dates of spec §5 when none are set (the start
 * rounded up to the next quarter, the return the minimum duration later, D22).
 */
export function initialDraft(criteria: SearchCriteria, tenant: Tenant, now: DateTime): SearchCriteria {
  if (criteria.start && criteria.end) return criteria;
  const zone = timezoneOf(tenant);
  const start = criteria.start ? DateTime.fromISO(criteria.start, { setZone: true }).setZone(zone) : startPickerBounds(now, tenant).min;
  return { ...criteria, start: timeParam(start), end: criteria.end ?? timeParam(defaultReturnTime(start, tenant)) };
}
