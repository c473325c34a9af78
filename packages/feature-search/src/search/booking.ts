/**
 * The booking of a search result (spec §4 booking start, §7 POST /user/rentals) and the check that keeps a retried
 * confirmation from booking twice (issue 8).
 */
import type { Rental, RentalCreate, Tenant } from '@frontoffice/api-client';
import { carpoolingCheckbox, searchFormFields } from '@frontoffice/domain';
import { DateTime } from 'luxon';
import type { SearchParams } from './searchParams.ts';

/** What the driver chose on the vehicle view and in the consent dialog. */
export interface BookingChoices {
  /** The carpooling box (decision D20). */
  carpooling: boolean;
  /** The carpooling destination, if any (spec §5: only with the box ticked). */
  carpoolingDestination?: string | null;
  /** The geotracking consent (spec §4): true when accepted, false when refused or not asked. */
  geotracking: boolean;
}

/**
 * The `POST /user/rentals` body of a search result (spec §7): the result's vehicle, station and destination, the
 * searched dates, end station (one-way station search), estimated distance, label and discount codes. With `forced_enabled` the
 * carpooling box is locked on (D20), and a destination is sent only with the box ticked (spec §5).
 */
export function buildRentalCreate(input: {
  tenant: Pick<Tenant, 'search_engine' | 'one_way' | 'use_carpooling' | 'carpooling_mode'>;
  params: SearchParams;
  vehicleId: number;
  driverId: number;
  startStationId: number;
  /** The search result's destination id, when the server gave one (spec §7 destination_id). */
  destinationId?: number | null;
  choices: BookingChoices;
}): RentalCreate {
  const { tenant, params, vehicleId, driverId, startStationId, destinationId, choices } = input;
  if (!params.start || !params.end) throw new RangeError('A booking needs the searched start and end times.');
  const box = carpoolingCheckbox(tenant);
  const carpooling = box.shown && (box.locked || choices.carpooling);
  const destination = choices.carpoolingDestination?.trim();
  const body: RentalCreate = {
    vehicle_id: vehicleId,
    driver_id: driverId,
    start_station_id: startStationId,
    reservation_start_time: params.start,
    reservation_end_time: params.end,
    geotracking: choices.geotracking,
    carpooling,
    discount_codes: params.codes ?? [],
  };
  // decision D21: with the address engine the end is the start; a round trip ends where it started.
  if (searchFormFields(tenant).endStation && params.endStation !== undefined) {
    body.end_station_id = params.endStation;
  }
  // spec §7: the destination searched for travels with the booking, by the id the search's answer gave it.
  if (destinationId !== undefined && destinationId !== null) body.destination_id = destinationId;
  if (params.distance !== undefined) body.estimated_distance = params.distance;
  if (params.label !== undefined) body.rental_label_id = params.label;
  if (carpooling && destination) body.carpooling_destination = destination;
  return body;
}

/** The booking among `rentals` that a lost answer may have created: same vehicle, same start and end instants. */
export function findCreatedRental(rentals: readonly Rental[], body: RentalCreate): Rental | undefined {
  const same = (a: string, b: string) => DateTime.fromISO(a).toMillis() === DateTime.fromISO(b).toMillis();
  return rentals.find(
    (rental) =>
      rental.vehicle_id === body.vehicle_id &&
      rental.driver_id === body.driver_id &&
      same(rental.reservation_start_time, body.reservation_start_time) &&
      same(rental.reservation_end_time, body.reservation_end_time),
  );
}
