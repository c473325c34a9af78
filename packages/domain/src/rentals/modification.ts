/**
 * The bounds and checks of the modify dialog (spec §5, the search's pickers), in the tenant's zone with luxon: the
 * dialog's own chunk loads it, not the booking's head (issue 32).
 */
import { DateTime } from 'luxon';
import { endPickerBounds, type DateTenant, type PickerBounds, roundUpToSlot, searchTimeErrors, startPickerBounds } from '../dates/slots.ts';
import { timezoneOf } from '../tenant/tenantRules.ts';

/** The bounds of the modify dialog's two pickers. */
export interface ModificationBounds {
  start: PickerBounds;
  end: PickerBounds;
}

/**
 * The bounds of the modify dialog (spec §5: "the same date-time pickers and bounds as the search"): the start picker
 * as the search's (now + prepare delay to now + the maximum time in advance); the end picker from the chosen start +
 * the minimum duration, and never before the next slot from now, to the search's latest end.
 */
export function modificationBounds(start: DateTime, now: DateTime, tenant: DateTenant): ModificationBounds {
  const end = endPickerBounds(start, now, tenant);
  const nextSlot = roundUpToSlot(now.setZone(timezoneOf(tenant)));
  return { start: startPickerBounds(now, tenant), end: { min: DateTime.max(end.min, nextSlot), max: end.max } };
}

/** An error of the modify dialog's new times: the server's codes (spec §8), checked before sending. */
export type ModificationTimeError =
  | 'RENTAL_DATES_IN_PAST'
  | 'START_DATE_AFTER_END_DATE'
  | 'SEARCH_END_TIME_TOO_SHORT'
  | 'SEARCH_END_TIME_TOO_LONG'
  | 'SEARCH_START_TIME_BEFORE'
  | 'SEARCH_START_TIME_TOO_FAR_IN_ADVANCE';

/**
 * The errors of new times (spec §5): not in the past and start before end (a bound left unchanged may be past: an
 * in-progress rental keeps its start), and the search's time rules (duration, how far ahead, start too soon, this last
 * one only when the start moves).
 */
export function modificationTimeErrors(
  next: { start: DateTime; end: DateTime },
  original: { start: DateTime; end: DateTime },
  now: DateTime,
  tenant: DateTenant,
): ModificationTimeError[] {
  const errors: ModificationTimeError[] = [];
  const startMoved = next.start.toMillis() !== original.start.toMillis();
  if ((startMoved && next.start < now) || next.end < now) errors.push('RENTAL_DATES_IN_PAST');
  if (next.start >= next.end) errors.push('START_DATE_AFTER_END_DATE');
  for (const error of searchTimeErrors(next, now, tenant)) {
    if (error === 'SEARCH_START_TIME_BEFORE' && !startMoved) continue;
    if (error === 'SEARCH_END_TIME_TOO_SHORT' && errors.includes('START_DATE_AFTER_END_DATE')) continue;
    errors.push(error);
  }
  return errors;
}
