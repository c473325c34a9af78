/**
 * Who may do what with a rental (spec §4, §5, §6; decisions D8, D9, D10).
 *
 * Choices where the specification leaves a group unshown, made here and nowhere else:
 * - Cancel and cancel participation: the cancellable group is the upcoming group, pending and prepared (D8).
 * - Modify: offered to the owner only (spec §6), while the rental is upcoming or in progress; a closed rental is
 *   never modifiable whatever the delays say, since the server would refuse it and there is nothing left to move.
 * - A passenger's cancel of participation has no delay condition: spec §6 states the status condition only.
 * - Times that cannot be read (missing or malformed) refuse the time-bound action rather than allow it.
 * Read without the date library (`parseInstant`, issue 32): a booking's head draws its actions' place from these rules.
 */
import { type Instant, millisOf, parseInstant } from '../dates/instant.ts';
import { cancellationDelay, modificationDelays, NOT_ALLOWED } from '../tenant/delays.ts';
import type { TenantRules } from '../tenant/tenantRules.ts';
import {
  CANCELLABLE_STATUSES,
  CLOSED_STATUSES,
  isStatusIn,
  parseRentalStatus,
  PASSENGER_EDITABLE_STATUSES,
} from './statuses.ts';

/** The rental fields the permission rules read (server names, spec §3). */
export interface RentalRules {
  /** Rental status, any case. */
  status?: string | null;
  /** Id of the booking owner. */
  driver_id?: string | number | null;
  /** ISO 8601 start. */
  reservation_start_time?: string | null;
  /** ISO 8601 end. */
  reservation_end_time?: string | null;
}

/** The vehicle field the geotracking rule reads (spec §3). */
export interface VehiclePrivacyRules {
  /** Whether the vehicle supports privacy usage. */
  geotracking_privacy_usage?: boolean | null;
}

/** Message key when neither bound of a booking may be modified (spec §5). */
export const MODIFY_DELAY_TOO_SHORT = 'modify-delay-too-short';


/** Whether `userId` owns the rental: `driver_id` equals it (spec §6). Ids compare as strings. */
export function isRentalOwner(
  rental: Pick<RentalRules, 'driver_id'>,
  userId: string | number | null | undefined,
): boolean {
  if (userId === null || userId === undefined) return false;
  if (rental.driver_id === null || rental.driver_id === undefined) return false;
  return String(rental.driver_id) === String(userId);
}

/**
 * Whether the owner may cancel (spec §5): status in the cancellable group (D8) and start strictly later than
 * now + the cancellation delay. A delay of -1 forbids it; a start exactly at now + delay is too late.
 */
export function canCancelRental(
  rental: Pick<RentalRules, 'status' | 'reservation_start_time'>,
  tenant: Pick<TenantRules, 'cancellation_minimal_delay'>,
  now: Instant,
): boolean {
  if (!isStatusIn(rental.status, CANCELLABLE_STATUSES)) return false;
  const delay = cancellationDelay(tenant);
  if (delay === NOT_ALLOWED) return false;
  const start = parseInstant(rental.reservation_start_time);
  return start !== undefined && start > millisOf(now) + delay * 1000;
}

/** Whether a passenger may cancel their participation: status in the cancellable group (spec §6, D8). */
export function canCancelParticipation(rental: Pick<RentalRules, 'status'>): boolean {
  return isStatusIn(rental.status, CANCELLABLE_STATUSES);
}

function boundEditable(current: number | undefined, delay: number, now: Instant): boolean {
  if (delay === NOT_ALLOWED) return false;
  if (delay === 0) return true;
  return current !== undefined && current > millisOf(now) + delay * 1000;
}

/** What the modify dialog allows (spec §5). */
export interface ModificationRights {
  /** The start may be changed. */
  start: boolean;
  /** The end may be changed. */
  end: boolean;
  /** Confirm is enabled: either bound is editable. */
  canConfirm: boolean;
  /** `modify-delay-too-short` when neither bound is editable, else null. */
  error: typeof MODIFY_DELAY_TOO_SHORT | null;
}

/**
 * The modify rules of spec §5: a bound is editable if its delay is not -1 and either is 0 or the current value is
 * later than now + delay (delays per decision D9). Closed rentals are never editable (see the module comment).
 */
export function modificationRights(
  rental: Pick<RentalRules, 'status' | 'reservation_start_time' | 'reservation_end_time'>,
  tenant: Parameters<typeof modificationDelays>[0],
  now: Instant,
): ModificationRights {
  const status = parseRentalStatus(rental.status);
  const open = status !== undefined && !isStatusIn(status, CLOSED_STATUSES);
  const delays = modificationDelays(tenant);
  const start = open && boundEditable(parseInstant(rental.reservation_start_time), delays.start, now);
  const end = open && boundEditable(parseInstant(rental.reservation_end_time), delays.end, now);
  const canConfirm = start || end;
  return { start, end, canConfirm, error: canConfirm ? null : MODIFY_DELAY_TOO_SHORT };
}

/**
 * Whether the owner may add passengers (spec §4, §6): the tenant lets drivers add passengers and the status is
 * pending, prepared or check_in.
 */
export function canAddPassengers(
  rental: Pick<RentalRules, 'status'>,
  tenant: Pick<TenantRules, 'carpooling_driver_can_add_passengers'>,
): boolean {
  return tenant.carpooling_driver_can_add_passengers === true && isStatusIn(rental.status, PASSENGER_EDITABLE_STATUSES);
}

/**
 * Whether the geotracking toggle shows (spec §4, decision D10): status in_progress, the tenant uses the privacy
 * time slot and the vehicle supports privacy usage.
 */
export function canToggleGeotracking(
  rental: Pick<RentalRules, 'status'>,
  tenant: Pick<TenantRules, 'use_privacy_usage_time_slot'>,
  vehicle: VehiclePrivacyRules | null | undefined,
): boolean {
  return (
    parseRentalStatus(rental.status) === 'in_progress' &&
    tenant.use_privacy_usage_time_slot === true &&
    vehicle?.geotracking_privacy_usage === true
  );
}

/** Every action a user may take on a rental, as the booking detail page shows them (spec §6). */
export interface RentalActions {
  /** The user owns the rental (driver); otherwise they are a passenger. */
  isOwner: boolean;
  /** Owner: the cancel booking button. */
  cancel: boolean;
  /** Passenger: the cancel participation button. */
  cancelParticipation: boolean;
  /** Owner: the modify dialog and what it allows. */
  modify: ModificationRights;
  /** Owner: add passengers by e-mail. */
  addPassengers: boolean;
  /** Owner: the geotracking toggle. */
  toggleGeotracking: boolean;
}

const NO_MODIFICATION: ModificationRights = {
  start: false,
  end: false,
  canConfirm: false,
  error: MODIFY_DELAY_TOO_SHORT,
};

/**
 * All the actions of spec §6 for one user: the owner may modify, cancel, add passengers and toggle geotracking; a
 * passenger may only cancel participation.
 */
export function rentalActions(
  rental: RentalRules,
  userId: string | number | null | undefined,
  tenant: Pick<
    TenantRules,
    | 'cancellation_minimal_delay'
    | 'bounds_modification_minimal_delay'
    | 'reservation_start_modification_minimal_delay'
    | 'reservation_end_modification_minimal_delay'
    | 'carpooling_driver_can_add_passengers'
    | 'use_privacy_usage_time_slot'
  >,
  vehicle: VehiclePrivacyRules | null | undefined,
  now: Instant,
): RentalActions {
  const isOwner = isRentalOwner(rental, userId);
  if (!isOwner) {
    return {
      isOwner,
      cancel: false,
      cancelParticipation: canCancelParticipation(rental),
      modify: NO_MODIFICATION,
      addPassengers: false,
      toggleGeotracking: false,
    };
  }
  return {
    isOwner,
    cancel: canCancelRental(rental, tenant, now),
    cancelParticipation: false,
    modify: modificationRights(rental, tenant, now),
    addPassengers: canAddPassengers(rental, tenant),
    toggleGeotracking: canToggleGeotracking(rental, tenant, vehicle),
  };
}

/** Passenger search (spec §5, §9): at least 4 characters, debounced 500 ms. */
export const PASSENGER_SEARCH = { minLength: 4, debounceMs: 500 } as const;

/** Whether a passenger search may start for what was typed (spec §5: 4 or more characters, spaces trimmed). */
export function shouldSearchPassengers(query: string): boolean {
  return query.trim().length >= PASSENGER_SEARCH.minLength;
}

/** Whether an e-mail is already among the passengers; a passenger is identified by e-mail (spec §3). */
export function hasPassenger(passengers: readonly { email?: string | null }[], email: string): boolean {
  const wanted = email.trim().toLowerCase();
  return passengers.some((p) => (p.email ?? '').trim().toLowerCase() === wanted);
}
