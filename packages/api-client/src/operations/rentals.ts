import type { ApiClient, CallOptions } from '../client.ts';
import {
  vAddRentalPassengerResponse,
  vCreateRentalResponse,
  vGetUserRentalResponse,
  vJoinCarpoolingRentalResponse,
  vListRentalPassengersResponse,
  vListUserCarpoolingRentalsResponse,
  vListUserRentalsResponse,
  vUpdateUserRentalResponse,
} from '../generated/valibot.ts';
import type { Passenger, Rental, RentalCreate, RentalList, UserCarpoolingRentalsQuery, UserRentalsQuery } from '../types.ts';

/**
 * `GET /user/rentals?page&limit&statuses&driver_ids&order` with the v0.3 Accept header: one page of rentals and its
 * meta (spec §9 list sizes: upcoming 20, in progress 3, closed 15 descending).
 */
export function listUserRentals(client: ApiClient, query: UserRentalsQuery = {}, options: CallOptions = {}): Promise<RentalList> {
  return client.request({
    method: 'GET',
    path: '/user/rentals',
    accept: 'v0.3',
    query: { page: query.page, limit: query.limit, statuses: query.statuses, driver_ids: query.driver_ids, order: query.order },
    schema: vListUserRentalsResponse,
    signal: options.signal,
  });
}

/** `GET /user/carpooling_rentals?page&limit&statuses` with the v0.3 Accept header. */
export function listUserCarpoolingRentals(
  client: ApiClient,
  query: UserCarpoolingRentalsQuery = {},
  options: CallOptions = {},
): Promise<RentalList> {
  return client.request({
    method: 'GET',
    path: '/user/carpooling_rentals',
    accept: 'v0.3',
    query: { page: query.page, limit: query.limit, statuses: query.statuses },
    schema: vListUserCarpoolingRentalsResponse,
    signal: options.signal,
  });
}

/** `GET /user/rentals/{id}` with the v0.3 Accept header. */
export async function getUserRental(client: ApiClient, id: number, options: CallOptions = {}): Promise<Rental> {
  const body = await client.request({ method: 'GET', path: `/user/rentals/${id}`, accept: 'v0.3', schema: vGetUserRentalResponse, signal: options.signal });
  return body.rental;
}

/** `POST /user/rentals {…}` (body unwrapped as spec §7 writes it): books a vehicle. */
export async function createRental(client: ApiClient, rental: RentalCreate): Promise<Rental> {
  const body = await client.request({ method: 'POST', path: '/user/rentals', accept: 'v0.3', json: rental, schema: vCreateRentalResponse });
  return body.rental;
}

/** New times of a booking. */
export interface RentalTimes {
  reservationStartTime: string;
  reservationEndTime: string;
}

/** `PUT /user/rentals/{id} {reservation_start_time, reservation_end_time}` (unwrapped, decision D12). */
export async function modifyRentalTimes(client: ApiClient, id: number, times: RentalTimes): Promise<Rental> {
  const body = await client.request({
    method: 'PUT',
    path: `/user/rentals/${id}`,
    accept: 'v0.3',
    json: { reservation_start_time: times.reservationStartTime, reservation_end_time: times.reservationEndTime },
    schema: vUpdateUserRentalResponse,
  });
  return body.rental;
}

/** `PUT /user/rentals/{id} {rental:{geotracking}}` (wrapped, decision D12). */
export async function setRentalGeotracking(client: ApiClient, id: number, geotracking: boolean): Promise<Rental> {
  const body = await client.request({
    method: 'PUT',
    path: `/user/rentals/${id}`,
    accept: 'v0.3',
    json: { rental: { geotracking } },
    schema: vUpdateUserRentalResponse,
  });
  return body.rental;
}

/** `DELETE /user/rentals/{id}`: cancels (the rental becomes cancelled and is refetched, spec §4). */
export async function cancelUserRental(client: ApiClient, id: number): Promise<void> {
  await client.request({ method: 'DELETE', path: `/user/rentals/${id}`, accept: 'v0.3' });
}

/** `POST /user/rentals/{id}/passengers`: joins a carpooling. */
export async function joinCarpoolingRental(client: ApiClient, id: number): Promise<Rental> {
  const body = await client.request({ method: 'POST', path: `/user/rentals/${id}/passengers`, accept: 'v0.3', schema: vJoinCarpoolingRentalResponse });
  return body.rental;
}

/** `GET /rentals/{id}/passengers`. */
export async function listRentalPassengers(client: ApiClient, rentalId: number, options: CallOptions = {}): Promise<Passenger[]> {
  const body = await client.request({ method: 'GET', path: `/rentals/${rentalId}/passengers`, schema: vListRentalPassengersResponse, signal: options.signal });
  return body.passengers;
}

/** `POST /rentals/{id}/passengers {passenger:{email}}`: the owner adds a passenger by e-mail (spec §6). */
export async function addRentalPassenger(client: ApiClient, rentalId: number, email: string): Promise<Passenger> {
  const body = await client.request({
    method: 'POST',
    path: `/rentals/${rentalId}/passengers`,
    json: { passenger: { email } },
    schema: vAddRentalPassengerResponse,
  });
  return body.passenger;
}

/** `DELETE /rentals/{id}/passengers/{passengerId}`: removes a passenger, or cancels one's participation. */
export async function removeRentalPassenger(client: ApiClient, rentalId: number, passengerId: number): Promise<void> {
  await client.request({ method: 'DELETE', path: `/rentals/${rentalId}/passengers/${passengerId}` });
}

/** `PUT /rentals/{id}/passengers/{passengerId}`: confirms carpooling participation (decision D11, x-unspecified). */
export async function confirmRentalPassenger(client: ApiClient, rentalId: number, passengerId: number): Promise<void> {
  await client.request({ method: 'PUT', path: `/rentals/${rentalId}/passengers/${passengerId}` });
}
