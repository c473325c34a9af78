/**
 * What the booking screens show about one rental (spec §2 booking detail, §4, §6): the viewer's role, the duration,
 * whether it is finished. Read without the date library (issue 32: a booking's head draws them); the modify dialog's
 * bounds and checks, which move dates with it, are in `modification.ts`.
 */
import { parseInstant } from '../dates/instant.ts';
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
  const start = parseInstant(rental.reservation_start_time);
  const end = parseInstant(rental.reservation_end_time);
  if (start === undefined || end === undefined || end <= start) return undefined;
  const minutes = Math.round((end - start) / 60_000);
  return { days: Math.floor(minutes / 1440), hours: Math.floor((minutes % 1440) / 60), minutes: minutes % 60 };
}

/**
 * Whether the rental is finished, so that its driven distance and final price show (spec §2 "distance and price once
 * finished"): the status `closed`. Cancelled, expired and refused rentals were never driven.
 */
export function isRentalFinished(rental: Pick<RentalRules, 'status'>): boolean {
  return parseRentalStatus(rental.status) === 'closed';
}
