/**
 * What the booking screens show about one rental (spec §2 booking detail, §4, §6): the viewer's role, the duration,
 * whether it is finished, and the bounds and checks of the modify dialog (spec §5, the search's pickers).
 */
import { DateTime } from 'luxon';
import { endPickerBounds, type DateTenant, type PickerBounds, roundUpToSlot, searchTimeErrors, startPickerBounds } from '../dates/slots.ts';
import { toDateTime } from '../dates/format.ts';
import { timezoneOf } from '../tenant/tenantRules.ts';
import { isRentalOwner, type RentalRules } from './permissions.ts';
import { parseRentalStatus } from './statuses.ts';

/** Who is looking at a rental (spec §6): its driver (owner) or a passenger. */
export type RentalRole = 'driver' | 'passenger';

/** The viewer's role: the driver when `driver_id` is their id, a passenger otherwise (spec §6). */
export function rentalRole(rental: Pick<RentalRules, 'driver_id'>, userId: string | number | null | undefined): RentalRole {
  return isRentalOwner(rental, userId) ? 'driver' : 'passenger';
}

/** A rental's length in whole days, hours and minutes. */
export interface RentalDuration {
  days: number;
  hours: number;
  minutes: number;
}

/** The length of a rental (spec §2 "duration"), or undefined when a time is unreadable or the end is not after the start. */
export function rentalDuration(
  rental: Pick<RentalRules, 'reservation_start_time' | 'reservation_end_time'>,
): RentalDuration | undefined {
  const start = toDateTime(rental.reservation_start_time);
  const end = toDateTime(rental.reservation_end_time);
  if (!start || !end || end <= start) return undefined;
  const minutes = Math.round((end.toMillis() - start.toMillis()) / 60_000);
  return { days: Math.floor(minutes / 1440), hours: Math.floor((minutes % 1440) / 60), minutes: minutes % 60 };
}

/**
 * Whether the rental is finished, so that its driven distance and final price show (spec §2 "distance and price once
 * finished"): the status `closed`. Cancelled, expired and refused rentals were never driven.
 */
export function isRentalFinished(rental: Pick<RentalRules, 'status'>): boolean {
  return parseRentalStatus(rental.status) === 'closed';
}

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
