/**
 * During the trip (issue 34, decision D44): extending a booking in one tap, and the notice before its end.
 *
 * "Extend" is spec §5's end modification offered in steps: +15 min, +30 min, +1 h, or a chosen time on the pickers'
 * 15-minute grid, to the booking's owner while it is upcoming or in progress, when the end-modification rule allows
 * changing the end (§5, delays per D9). The new end stays within the tenant's maximum duration (from the unchanged
 * start) and maximum time in advance (from now), the search's rules (§5). The next booking of the same car is unknown
 * to the client: every step within those limits is offered, and the operator's refusal (§8 `VEHICLE_NOT_AVAILABLE`)
 * is shown when it comes.
 */
import { DateTime } from 'luxon';
import { type DateTenant, endPickerBounds, SLOT_MINUTES } from '../dates/slots.ts';
import { timezoneOf } from '../tenant/tenantRules.ts';
import { isRentalOwner, MODIFY_DELAY_TOO_SHORT, modificationRights, type RentalRules } from './permissions.ts';
import { isStatusIn, IN_PROGRESS_STATUSES, rentalStatusGroup } from './statuses.ts';

/** The one-tap extensions, in minutes (decision D44). */
export const EXTEND_STEPS_MINUTES = [15, 30, 60] as const;
/** One of {@link EXTEND_STEPS_MINUTES}. */
export type ExtendStepMinutes = (typeof EXTEND_STEPS_MINUTES)[number];

/** One extension the driver may tap: how many minutes more, and the end it gives. */
export interface ExtendStep {
  minutes: ExtendStepMinutes;
  /** The new end, in the tenant's zone. */
  end: DateTime;
}

/** The tenant settings the extend rules read: the §5 delays and the search's time limits. */
export type ExtendTenant = DateTenant & Parameters<typeof modificationRights>[1];

/**
 * What the booking offers to extend it:
 * - `none`: nothing is shown (not the owner, or the booking is closed);
 * - `locked`: the owner sees why the end can no longer move (`modify-delay-too-short`, §5);
 * - `longest`: the booking already ends as late as the tenant allows (maximum duration or time in advance, §8
 *   `SEARCH_END_TIME_TOO_LONG`);
 * - `open`: the steps that fit, and the range of a chosen end (`earliest` to `latest`, on the 15-minute grid).
 */
export type ExtendOffer =
  | { kind: 'none' }
  | { kind: 'locked'; reason: typeof MODIFY_DELAY_TOO_SHORT }
  | { kind: 'longest'; reason: 'SEARCH_END_TIME_TOO_LONG' }
  | { kind: 'open'; steps: ExtendStep[]; earliest: DateTime; latest: DateTime };

function instant(iso: string | null | undefined, zone: string): DateTime | undefined {
  if (!iso) return undefined;
  const parsed = DateTime.fromISO(iso, { setZone: true });
  return parsed.isValid ? parsed.setZone(zone) : undefined;
}

/** The first quarter-hour slot strictly after `time` (minutes of the tenant's zone). */
function slotAfter(time: DateTime): DateTime {
  const minute = time.startOf('minute');
  return minute.plus({ minutes: SLOT_MINUTES - (minute.minute % SLOT_MINUTES) });
}

/**
 * What the rental offers its viewer to extend it (decision D44), see {@link ExtendOffer}. A step or a chosen end is
 * later than the current end and than now, no later than the search's latest end for the unchanged start.
 */
export function extendOffer(
  rental: RentalRules,
  userId: string | number | null | undefined,
  tenant: ExtendTenant,
  now: DateTime,
): ExtendOffer {
  const group = rentalStatusGroup(rental.status);
  if (!isRentalOwner(rental, userId) || (group !== 'upcoming' && group !== 'in_progress')) return { kind: 'none' };
  if (!modificationRights(rental, tenant, now).end) return { kind: 'locked', reason: MODIFY_DELAY_TOO_SHORT };
  const zone = timezoneOf(tenant);
  // Both readable: the end rule above refuses an unreadable end, and a missing start has no limits to compute.
  const start = instant(rental.reservation_start_time, zone);
  const end = instant(rental.reservation_end_time, zone) as DateTime;
  if (!start) return { kind: 'locked', reason: MODIFY_DELAY_TOO_SHORT };
  const latest = endPickerBounds(start, now, tenant).max;
  const after = DateTime.max(end, now.setZone(zone));
  const steps = EXTEND_STEPS_MINUTES.map((minutes) => ({ minutes, end: end.plus({ minutes }) })).filter(
    (step) => step.end > after && step.end <= latest,
  );
  const earliest = slotAfter(after);
  if (steps.length === 0 && earliest > latest) return { kind: 'longest', reason: 'SEARCH_END_TIME_TOO_LONG' };
  return { kind: 'open', steps, earliest, latest };
}

/** From how many minutes before its end a trip is announced on every page (issue 34 item 2). */
export const TRIP_END_NOTICE_MINUTES = 30;

/** The notice of a trip about to end, or past its end and not closed. */
export interface TripEndNotice<R> {
  rental: R;
  /** `ending`: within the last 30 minutes; `overdue`: the end has passed and the booking is still in progress. */
  state: 'ending' | 'overdue';
  /** The booking's end, in the tenant's zone. */
  end: DateTime;
}

/**
 * The trip to announce (issue 34 item 2): of the viewer's own bookings in the in-progress group (spec §4), the one
 * that ends first, from {@link TRIP_END_NOTICE_MINUTES} minutes before its end; null when none. A passenger is not
 * told: the driver returns the car.
 */
export function tripEndNotice<R extends RentalRules>(
  rentals: readonly R[],
  userId: string | number | null | undefined,
  tenant: Pick<DateTenant, 'timezone'>,
  now: DateTime,
): TripEndNotice<R> | null {
  const zone = timezoneOf(tenant);
  let found: TripEndNotice<R> | null = null;
  for (const rental of rentals) {
    if (!isRentalOwner(rental, userId) || !isStatusIn(rental.status, IN_PROGRESS_STATUSES)) continue;
    const end = instant(rental.reservation_end_time, zone);
    if (!end || end.toMillis() - now.toMillis() > TRIP_END_NOTICE_MINUTES * 60_000) continue;
    if (found && found.end <= end) continue;
    found = { rental, state: end <= now ? 'overdue' : 'ending', end };
  }
  return found;
}
