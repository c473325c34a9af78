// Searches, vehicles, rentals, carpooling and passengers (spec §4, §5, §6, §7, §8).
import { type Context, findUserByEmail, type Handler, member, send, t, toRental } from '../context.ts';
import type { RentalRecord, Schemas, Station, UserRecord, VehicleRecord } from '../model.ts';
import { makeRental, nextId } from '../seed.ts';
import {
  ApiError,
  applyDiscounts,
  basePrice,
  CANCELLABLE_STATUSES,
  checkCancellation,
  checkModification,
  checkTimes,
  IN_PROGRESS_STATUSES,
  isActive,
  metersBetween,
  metersPerUnit,
  overlaps,
  PASSENGER_EDITABLE_STATUSES,
  rentalStatus,
  type RentalStatus,
  UPCOMING_STATUSES,
  workflowStep,
} from '../rules.ts';

type VehicleSearch = Schemas['VehicleSearch'];

/** The vehicle without what only the demo API knows. */
export function publicVehicle(vehicle: VehicleRecord): Schemas['Vehicle'] {
  const { station_id: _s, illustration: _i, rates: _r, rental_label_ids: _l, ...rest } = vehicle;
  return rest;
}

function statusOf(ctx: Context, rental: RentalRecord): RentalStatus {
  return rentalStatus(rental, ctx.state.tenant, ctx.now);
}

function isIn(status: RentalStatus, group: readonly string[]): boolean {
  return group.includes(status);
}

/** Whether a vehicle is free over a period (no double booking, issue 4). */
function vehicleFree(ctx: Context, vehicleId: number, start: number, end: number, except?: number): boolean {
  for (const rental of ctx.state.rentals.values()) {
    if (rental.vehicle_id !== vehicleId || rental.id === except) continue;
    if (!isActive(statusOf(ctx, rental))) continue;
    if (overlaps(start, end, Date.parse(rental.reservation_start_time), Date.parse(rental.reservation_end_time))) return false;
  }
  return true;
}

function requireSearchAccess(ctx: Context): void {
  // spec §6: guests may search on public platforms only.
  if (ctx.state.tenant.platform_type === 'private' && !ctx.user) throw new ApiError(403, 'FORBIDDEN', 'Sign in to search on this platform.');
}

function requireBookable(user: UserRecord, ctx: Context): void {
  // spec §6: a member may book when the server step is driver_ok or driver_waiting_for_validation.
  const step = workflowStep(ctx.state, user);
  if (step !== 'driver_ok' && step !== 'driver_waiting_for_validation') {
    throw new ApiError(403, 'DRIVER_NOT_ALLOWED_TO_BOOK', `The account cannot book yet (${step}).`);
  }
}

function checkLabel(ctx: Context, labelId: number | null | undefined): void {
  if (!ctx.state.tenant.use_labels) return;
  if (labelId === undefined || labelId === null) throw new ApiError(400, 'WRONG_PARAMETER', 'search/rental_label_id is required on this platform.');
  if (!ctx.state.rentalLabels.some((l) => l.id === labelId)) throw new ApiError(400, 'WRONG_PARAMETER', 'search/rental_label_id is unknown.');
}

/**
 * The destination of a search, kept with an id (the same place and label keep their id): a booking of one of its
 * results names it by destination_id, and the rental then carries it.
 */
function destinationOf(ctx: Context, search: VehicleSearch): (Schemas['Destination'] & { id: number }) | null {
  if (search.destination_latitude === undefined || search.destination_longitude === undefined) return null;
  const fields = {
    label: search.destination_label ?? search.destination_name ?? '',
    lat: search.destination_latitude,
    long: search.destination_longitude,
    formatted_address: search.destination_formatted_address ?? null,
    place_id: search.destination_gmaps_place_id ?? null,
    name: search.destination_name ?? null,
  };
  const same = [...ctx.state.destinations.values()].find(
    (d) => d.label === fields.label && d.lat === fields.lat && d.long === fields.long && d.place_id === fields.place_id,
  );
  if (same) return same;
  const destination = { id: nextId(ctx.state), ...fields };
  ctx.state.destinations.set(destination.id, destination);
  return destination;
}

/** POST /vehicles/search: search available vehicles. */
export const searchVehicles: Handler = (ctx) => {
  requireSearchAccess(ctx);
  const { search } = ctx.body as { search: VehicleSearch };
  const tenant = ctx.state.tenant;
  checkTimes(tenant, search.start_time, search.end_time, ctx.now);
  checkLabel(ctx, search.rental_label_id);
  const start = Date.parse(search.start_time);
  const end = Date.parse(search.end_time);
  const radiusMeters = (search.radius ?? 30) * metersPerUnit(tenant);
  let candidates: { station: Station; meters: number | null }[];
  if (tenant.search_engine === 'address') {
    if (search.latitude === undefined || search.longitude === undefined) throw new ApiError(400, 'WRONG_PARAMETER', 'search/latitude and search/longitude are required.');
    const { latitude, longitude } = search;
    candidates = ctx.state.stations
      .map((station) => ({ station, meters: metersBetween(latitude, longitude, station.latitude, station.longitude) }))
      .filter((c) => c.meters <= radiusMeters);
  } else {
    if (search.start_station_id === undefined) throw new ApiError(400, 'WRONG_PARAMETER', 'search/start_station_id is required.');
    const station = ctx.state.stationsById.get(search.start_station_id);
    if (!station) throw new ApiError(400, 'WRONG_PARAMETER', 'search/start_station_id is unknown.');
    candidates = [{ station, meters: null }];
  }
  // spec §7 lists end_station_id in every station search, and a round trip ends where it started: the start station
  // is accepted as the end on any platform (as POST /user/rentals accepts it); only another station needs one-way.
  if (search.end_station_id !== undefined && search.end_station_id !== search.start_station_id) {
    if (!tenant.one_way) throw new ApiError(400, 'WRONG_PARAMETER', 'search/end_station_id: this platform has no one-way rentals.');
    if (!ctx.state.stationsById.has(search.end_station_id)) throw new ApiError(400, 'WRONG_PARAMETER', 'search/end_station_id is unknown.');
  }
  const destination = tenant.use_estimated_destination_field ? destinationOf(ctx, search) : null;
  let distance = search.estimated_distance ?? null;
  if (distance === null && destination && candidates[0]) {
    // A straight line times 1.3 stands in for the road distance to the destination.
    const from = candidates[0].station;
    distance = Math.round((metersBetween(from.latitude, from.longitude, destination.lat, destination.long) * 1.3) / metersPerUnit(tenant));
  }
  // Codes are checked before any result so that a wrong code is an error even when nothing is available.
  applyDiscounts(ctx.state, 0, search.discount_codes, ctx.now);
  const categories = tenant.use_categories ? (search.categories ?? []) : [];
  const results: Schemas['SearchResult'][] = [];
  for (const { station } of candidates) {
    for (const vehicle of ctx.state.vehiclesByStation.get(station.id) ?? []) {
      if (categories.length > 0 && (vehicle.category_id === null || vehicle.category_id === undefined || !categories.includes(vehicle.category_id))) continue;
      if (search.options && !search.options.every((o) => vehicle.options.includes(o))) continue;
      if (search.gears_type && vehicle.gears_type !== search.gears_type) continue;
      // spec §9: the seats filter means "this many or more".
      if (search.seats_count && (vehicle.seats_count ?? 0) < search.seats_count) continue;
      if (search.rental_label_id !== undefined && vehicle.rental_label_ids.length > 0 && !vehicle.rental_label_ids.includes(search.rental_label_id)) continue;
      if (!vehicleFree(ctx, vehicle.id, start, end)) continue;
      const before = basePrice(vehicle.rates, search.start_time, search.end_time, distance);
      const { price, applied } = applyDiscounts(ctx.state, before, search.discount_codes, ctx.now);
      const currency = tenant.currency ?? 'CAD';
      // spec §3 distance_in_meters: from the point searched (the address, or the station's own coordinates sent with
      // a station search) to where the vehicle's box says it is parked, else its station.
      const from = search.latitude !== undefined && search.longitude !== undefined ? { latitude: search.latitude, longitude: search.longitude } : null;
      const meters = from
        ? metersBetween(from.latitude, from.longitude, vehicle.box_latitude ?? station.latitude, vehicle.box_longitude ?? station.longitude)
        : null;
      results.push({
        vehicle: publicVehicle(vehicle),
        price: { value_cents: price, iso_code: currency },
        prediscount_price: applied.length > 0 ? { value_cents: before, iso_code: currency } : null,
        distance_in_meters: meters === null ? null : Math.round(meters),
        station,
        destination,
      });
    }
  }
  results.sort((a, b) => (a.distance_in_meters ?? 0) - (b.distance_in_meters ?? 0) || a.price.value_cents - b.price.value_cents);
  const page = search.page ?? 1;
  const limit = search.limit ?? 50;
  return { status: 200, body: { total: results.length, results: results.slice((page - 1) * limit, page * limit) } };
};

/** GET /vehicles/{id}: one vehicle. */
export const getVehicle: Handler = (ctx) => {
  const vehicle = ctx.state.vehiclesById.get(ctx.params.id as number);
  if (!vehicle) throw new ApiError(404, 'NOT_FOUND', 'No such vehicle.');
  return { status: 200, body: { vehicle: publicVehicle(vehicle) } };
};

/** POST /carpooling_rentals/search: search carpoolings to join. */
export const searchCarpoolingRentals: Handler = (ctx) => {
  requireSearchAccess(ctx);
  const body = ctx.body as { search: Schemas['CarpoolingSearch']; page?: number; limit?: number };
  const { search } = body;
  if (!ctx.state.tenant.use_carpooling) return { status: 200, body: { carpoolings: [] } };
  const start = Date.parse(search.start_time);
  const end = Date.parse(search.end_time);
  if (end <= start) throw new ApiError(400, 'START_DATE_AFTER_END_DATE', 'The start date must be before the end date.');
  const categories = search.categories ?? [];
  const matches = [...ctx.state.rentals.values()].filter((r) => {
    if (!r.carpooling || !isIn(statusOf(ctx, r), UPCOMING_STATUSES)) return false;
    if (ctx.user && (r.driver_id === ctx.user.id || r.passengers.some((p) => p.user_id === ctx.user?.id))) return false;
    if (search.start_station_id !== undefined && r.start_station_id !== search.start_station_id) return false;
    if (search.end_station_id !== undefined && (r.end_station_id ?? r.start_station_id) !== search.end_station_id) return false;
    if (search.rental_label_id !== undefined && r.rental_label_id !== null && r.rental_label_id !== undefined && r.rental_label_id !== search.rental_label_id) return false;
    const vehicle = ctx.state.vehiclesById.get(r.vehicle_id);
    if (categories.length > 0 && !categories.includes(vehicle?.category_id ?? -1)) return false;
    return overlaps(start, end, Date.parse(r.reservation_start_time), Date.parse(r.reservation_end_time));
  });
  const page = search.page ?? body.page ?? 1;
  const limit = search.limit ?? body.limit ?? 30;
  const carpoolings = matches.slice((page - 1) * limit, page * limit).map((r) => {
    const vehicle = ctx.state.vehiclesById.get(r.vehicle_id);
    return {
      id: r.id,
      vehicle_id: r.vehicle_id,
      // The vehicle with the offer (x-unspecified): a list of offers costs the front office no call per card.
      ...(vehicle ? { vehicle: publicVehicle(vehicle) } : {}),
      reservation_start_time: r.reservation_start_time,
      reservation_end_time: r.reservation_end_time,
      carpooling_destination: r.carpooling_destination ?? null,
      start_station_id: r.start_station_id,
    };
  });
  return { status: 200, body: { carpoolings } };
};

function listOf(ctx: Context, rentals: RentalRecord[]): { status: number; body: Schemas['RentalList'] } {
  const statuses = ctx.query.statuses as RentalStatus[] | undefined;
  const driverIds = ctx.query.driver_ids as number[] | undefined;
  const order = ctx.query.order === 'desc' ? -1 : 1;
  const filtered = rentals
    .filter((r) => !statuses || statuses.length === 0 || statuses.includes(statusOf(ctx, r)))
    .filter((r) => !driverIds || driverIds.length === 0 || driverIds.includes(r.driver_id))
    .sort((a, b) => order * (Date.parse(a.reservation_start_time) - Date.parse(b.reservation_start_time)) || a.id - b.id);
  const page = (ctx.query.page as number | undefined) ?? 1;
  const limit = (ctx.query.limit as number | undefined) ?? 20;
  return {
    status: 200,
    body: {
      rentals: filtered.slice((page - 1) * limit, page * limit).map((r) => toRental(ctx.state, r, ctx.now)),
      meta: { total: filtered.length, limit, page },
    },
  };
}

function involves(rental: RentalRecord, user: UserRecord): boolean {
  return rental.driver_id === user.id || rental.passengers.some((p) => p.user_id === user.id);
}

/** GET /user/rentals: the account's rentals. */
export const listUserRentals: Handler = (ctx) => {
  const user = member(ctx);
  return listOf(ctx, [...ctx.state.rentals.values()].filter((r) => involves(r, user)));
};

/** GET /user/carpooling_rentals: the account's carpoolings. */
export const listUserCarpoolingRentals: Handler = (ctx) => {
  const user = member(ctx);
  return listOf(ctx, [...ctx.state.rentals.values()].filter((r) => r.carpooling && involves(r, user)));
};

function rentalFor(ctx: Context, user: UserRecord): RentalRecord {
  const rental = ctx.state.rentals.get(ctx.params.id as number);
  if (!rental || !involves(rental, user)) throw new ApiError(404, 'NOT_FOUND', 'No such rental.');
  return rental;
}

/** The rental of the path, the member's own: 404 when they take no part in it, 403 for a passenger (spec §6). */
export function ownRental(ctx: Context, user: UserRecord): RentalRecord {
  const rental = rentalFor(ctx, user);
  // spec §6: only the owner modifies, cancels, adds passengers and toggles geotracking.
  if (rental.driver_id !== user.id) throw new ApiError(403, 'FORBIDDEN', 'Only the driver of this rental can do this.');
  return rental;
}

/** A card that is still valid at the end of the rental (spec §8 SEARCH_NO_ACTIVE_CARD). */
function cardValidAt(user: UserRecord, time: number): boolean {
  return user.cards.some((c) => Date.UTC(c.exp_year, c.exp_month, 1) > time);
}

function checkDriverPeriod(ctx: Context, user: UserRecord, start: number, end: number, except?: number): void {
  const busy = [...ctx.state.rentals.values()].some(
    (r) => r.id !== except && r.driver_id === user.id && isActive(statusOf(ctx, r)) && overlaps(start, end, Date.parse(r.reservation_start_time), Date.parse(r.reservation_end_time)),
  );
  if (busy) throw new ApiError(400, 'SEARCH_TOO_MANY_RESERVATIONS', 'You already have a booking for this period.');
}

/** POST /user/rentals: book a vehicle. */
export const createRental: Handler = (ctx) => {
  const user = member(ctx);
  const body = ctx.body as Schemas['RentalCreate'];
  const tenant = ctx.state.tenant;
  requireBookable(user, ctx);
  if (body.driver_id !== user.id) throw new ApiError(403, 'FORBIDDEN', 'A member books for themself.');
  const vehicle = ctx.state.vehiclesById.get(body.vehicle_id);
  if (!vehicle) throw new ApiError(404, 'NOT_FOUND', 'No such vehicle.');
  if (vehicle.station_id !== body.start_station_id) throw new ApiError(400, 'WRONG_PARAMETER', 'start_station_id is not where this vehicle is parked.');
  const endStation = body.end_station_id ?? null;
  if (endStation !== null && endStation !== body.start_station_id) {
    if (!tenant.one_way) throw new ApiError(400, 'WRONG_PARAMETER', 'end_station_id: this platform has no one-way rentals.');
    if (!ctx.state.stationsById.has(endStation)) throw new ApiError(400, 'WRONG_PARAMETER', 'end_station_id is unknown.');
  }
  checkTimes(tenant, body.reservation_start_time, body.reservation_end_time, ctx.now);
  checkLabel(ctx, body.rental_label_id);
  const destination = body.destination_id === undefined || body.destination_id === null ? null : ctx.state.destinations.get(body.destination_id);
  if (destination === undefined) throw new ApiError(400, 'WRONG_PARAMETER', 'destination_id is unknown.');
  const start = Date.parse(body.reservation_start_time);
  const end = Date.parse(body.reservation_end_time);
  // decision D15: with a required card, booking without one is refused; with cards that all expire before the end,
  // there is no active card at the end of the rental.
  if (tenant.use_payments && tenant.use_required_payment_card) {
    if (user.cards.length === 0) throw new ApiError(402, 'RENTAL_BASE_REQUIRED_PAYMENT_CARD_MISSING', 'A payment card is required to book.');
    if (!cardValidAt(user, end)) throw new ApiError(402, 'SEARCH_NO_ACTIVE_CARD', 'No card is valid at the end of the rental.');
  }
  checkDriverPeriod(ctx, user, start, end);
  if (!vehicleFree(ctx, vehicle.id, start, end)) throw new ApiError(409, 'VEHICLE_NOT_AVAILABLE', 'No vehicle is available for these criteria.');
  // decision D20: forced_enabled always carpools; spec §5: a destination needs the carpooling box.
  const carpooling = tenant.use_carpooling && (tenant.carpooling_mode === 'forced_enabled' || body.carpooling);
  const carpoolingDestination = body.carpooling_destination ?? null;
  if (carpoolingDestination && !carpooling) throw new ApiError(400, 'WRONG_PARAMETER', 'carpooling_destination needs carpooling.');
  // Discount codes are checked before anything is stored: a refused code books nothing.
  const before = basePrice(vehicle.rates, body.reservation_start_time, body.reservation_end_time, body.estimated_distance);
  const { price, applied } = applyDiscounts(ctx.state, before, body.discount_codes, ctx.now);
  const rental = makeRental(ctx.state, { vehicle, driverId: user.id, start, end, carpooling, carpoolingDestination, endStationId: endStation });
  for (const code of applied) {
    const record = ctx.state.discountCodes.find((d) => d.code === code);
    if (record) record.uses += 1;
  }
  Object.assign(rental, {
    estimated_distance: body.estimated_distance ?? null,
    rental_label_id: body.rental_label_id ?? null,
    discount_codes: applied,
    geotracking: body.geotracking,
    destination_id: destination?.id ?? null,
    destination,
    price: { value_cents: price, iso_code: tenant.currency ?? 'CAD' },
  });
  send(ctx, {
    kind: 'email',
    to: user.email,
    subject: t(ctx, `Réservation confirmée : ${vehicle.make} ${vehicle.model}`, `Booking confirmed: ${vehicle.make} ${vehicle.model}`),
    text: t(ctx, `Votre réservation n° ${rental.id} du ${rental.reservation_start_time} au ${rental.reservation_end_time} est confirmée.`, `Your booking #${rental.id} from ${rental.reservation_start_time} to ${rental.reservation_end_time} is confirmed.`),
    code: null,
    link: `${ctx.frontOfficeUrl}/account/bookings/${rental.id}`,
  });
  return { status: 201, body: { rental: toRental(ctx.state, rental, ctx.now) } };
};

/** GET /user/rentals/{id}: one rental. */
export const getUserRental: Handler = (ctx) => {
  const user = member(ctx);
  return { status: 200, body: { rental: toRental(ctx.state, rentalFor(ctx, user), ctx.now) } };
};

/** PUT /user/rentals/{id}: modify times or toggle geotracking. */
export const updateUserRental: Handler = (ctx) => {
  const user = member(ctx);
  const rental = ownRental(ctx, user);
  const status = statusOf(ctx, rental);
  const body = ctx.body as Schemas['RentalTimesUpdate'] | Schemas['RentalGeotrackingUpdate'];
  if ('rental' in body) {
    // spec §4, decision D10: geotracking is toggled during the trip, if the tenant and the vehicle allow it.
    const vehicle = ctx.state.vehiclesById.get(rental.vehicle_id);
    if (!isIn(status, IN_PROGRESS_STATUSES) || !ctx.state.tenant.use_privacy_usage_time_slot || !vehicle?.geotracking_privacy_usage) {
      throw new ApiError(403, 'GEOTRACKING_NOT_ALLOWED', 'Geotracking cannot be changed for this rental now.');
    }
    rental.geotracking = body.rental.geotracking;
  } else {
    if (!isIn(status, UPCOMING_STATUSES) && !isIn(status, IN_PROGRESS_STATUSES)) throw new ApiError(409, 'RENTAL_NOT_MODIFIABLE', 'This rental is over.');
    checkModification(ctx.state.tenant, rental, body.reservation_start_time, body.reservation_end_time, ctx.now);
    const startUnchanged = Date.parse(body.reservation_start_time) === Date.parse(rental.reservation_start_time);
    checkTimes(ctx.state.tenant, body.reservation_start_time, body.reservation_end_time, ctx.now, { startUnchanged });
    const start = Date.parse(body.reservation_start_time);
    const end = Date.parse(body.reservation_end_time);
    checkDriverPeriod(ctx, user, start, end, rental.id);
    if (!vehicleFree(ctx, rental.vehicle_id, start, end, rental.id)) throw new ApiError(409, 'VEHICLE_NOT_AVAILABLE', 'The vehicle is not free for these times.');
    rental.reservation_start_time = new Date(start).toISOString();
    rental.reservation_end_time = new Date(end).toISOString();
    const vehicle = ctx.state.vehiclesById.get(rental.vehicle_id);
    if (vehicle) {
      const before = basePrice(vehicle.rates, rental.reservation_start_time, rental.reservation_end_time, rental.estimated_distance);
      rental.price = { value_cents: applyDiscounts(ctx.state, before, rental.discount_codes, ctx.now, { alreadyApplied: true }).price, iso_code: ctx.state.tenant.currency ?? 'CAD' };
    }
  }
  return { status: 200, body: { rental: toRental(ctx.state, rental, ctx.now) } };
};

/** DELETE /user/rentals/{id}: cancel a rental. */
export const cancelUserRental: Handler = (ctx) => {
  const user = member(ctx);
  const rental = ownRental(ctx, user);
  const status = statusOf(ctx, rental);
  if (status === 'cancelled') throw new ApiError(409, 'RENTAL_ALREADY_CANCELLED', 'This rental is already cancelled.');
  // decision D8: the cancellable group is pending and prepared.
  if (!isIn(status, CANCELLABLE_STATUSES)) throw new ApiError(409, 'RENTAL_NOT_CANCELLABLE', `A ${status} rental cannot be cancelled.`);
  checkCancellation(ctx.state.tenant, rental, ctx.now);
  rental.fixedStatus = 'cancelled';
  send(ctx, { kind: 'email', to: user.email, subject: t(ctx, 'Réservation annulée', 'Booking cancelled'), text: t(ctx, `Votre réservation n° ${rental.id} est annulée.`, `Your booking #${rental.id} is cancelled.`), code: null, link: null });
  return { status: 204 };
};

/** POST /user/rentals/{id}/passengers: join a carpooling as a passenger. */
export const joinCarpoolingRental: Handler = (ctx) => {
  const user = member(ctx);
  requireBookable(user, ctx);
  const rental = ctx.state.rentals.get(ctx.params.id as number);
  if (!rental || !rental.carpooling) throw new ApiError(404, 'NOT_FOUND', 'No such carpooling.');
  if (rental.driver_id === user.id) throw new ApiError(400, 'WRONG_PARAMETER', 'You drive this carpooling.');
  if (!isIn(statusOf(ctx, rental), UPCOMING_STATUSES)) throw new ApiError(409, 'RENTAL_NOT_MODIFIABLE', 'This carpooling has started.');
  if (rental.passengers.some((p) => p.user_id === user.id || p.email === user.email)) throw new ApiError(409, 'PASSENGER_ALREADY_ADDED', 'You already take part in this carpooling.');
  rental.passengers.push({ id: nextId(ctx.state), email: user.email, first_name: user.profile.first_name ?? null, last_name: user.profile.last_name ?? null, user_id: user.id, status: 'confirmed' });
  return { status: 201, body: { rental: toRental(ctx.state, rental, ctx.now) } };
};

/** GET /rentals/{id}/passengers: a rental's passengers. */
export const listRentalPassengers: Handler = (ctx) => {
  const user = member(ctx);
  return { status: 200, body: { passengers: rentalFor(ctx, user).passengers } };
};

/** POST /rentals/{id}/passengers: add a passenger by e-mail. */
export const addRentalPassenger: Handler = (ctx) => {
  const user = member(ctx);
  const rental = ownRental(ctx, user);
  const { passenger } = ctx.body as { passenger: { email: string } };
  if (!ctx.state.tenant.carpooling_driver_can_add_passengers) throw new ApiError(403, 'FORBIDDEN', 'Drivers cannot add passengers on this platform.');
  if (!rental.carpooling) throw new ApiError(400, 'WRONG_PARAMETER', 'This rental is not a carpooling.');
  // spec §4: passengers may be added while the status is pending, prepared or check_in.
  if (!isIn(statusOf(ctx, rental), PASSENGER_EDITABLE_STATUSES)) throw new ApiError(409, 'RENTAL_NOT_MODIFIABLE', 'Passengers can no longer be added.');
  const email = passenger.email.trim().toLowerCase();
  if (email === user.email) throw new ApiError(400, 'WRONG_PARAMETER', 'The driver is not a passenger.');
  if (rental.passengers.some((p) => p.email === email)) throw new ApiError(409, 'PASSENGER_ALREADY_ADDED', 'This person is already a passenger.');
  const account = findUserByEmail(ctx.state, email);
  const record = { id: nextId(ctx.state), email, first_name: account?.profile.first_name ?? null, last_name: account?.profile.last_name ?? null, user_id: account?.id ?? null, status: 'invited' };
  rental.passengers.push(record);
  send(ctx, { kind: 'email', to: email, subject: t(ctx, 'Vous êtes invité à un covoiturage', 'You are invited to a carpool'), text: t(ctx, `${user.profile.first_name ?? user.email} vous a ajouté à son covoiturage du ${rental.reservation_start_time}.`, `${user.profile.first_name ?? user.email} added you to their carpool on ${rental.reservation_start_time}.`), code: null, link: `${ctx.frontOfficeUrl}/account/carpoolings/${rental.id}` });
  return { status: 201, body: { passenger: record } };
};

function passengerOf(ctx: Context, rental: RentalRecord) {
  const passenger = rental.passengers.find((p) => p.id === ctx.params.passengerId);
  if (!passenger) throw new ApiError(404, 'NOT_FOUND', 'No such passenger.');
  return passenger;
}

/** PUT /rentals/{id}/passengers/{passengerId}: confirm carpooling participation. */
export const confirmRentalPassenger: Handler = (ctx) => {
  const user = member(ctx);
  const rental = rentalFor(ctx, user);
  const passenger = passengerOf(ctx, rental);
  // decision D11: the passenger confirms their own participation.
  if (passenger.user_id !== user.id) throw new ApiError(403, 'FORBIDDEN', 'Only the passenger confirms their participation.');
  passenger.status = 'confirmed';
  return { status: 204 };
};

/** DELETE /rentals/{id}/passengers/{passengerId}: remove a passenger (or cancel one's participation). */
export const removeRentalPassenger: Handler = (ctx) => {
  const user = member(ctx);
  const rental = rentalFor(ctx, user);
  const passenger = passengerOf(ctx, rental);
  const status = statusOf(ctx, rental);
  if (rental.driver_id === user.id) {
    if (!isIn(status, PASSENGER_EDITABLE_STATUSES)) throw new ApiError(409, 'RENTAL_NOT_MODIFIABLE', 'Passengers can no longer be changed.');
  } else if (passenger.user_id === user.id) {
    // decision D8: a passenger cancels their participation while the rental is pending or prepared.
    if (!isIn(status, CANCELLABLE_STATUSES)) throw new ApiError(409, 'RENTAL_NOT_CANCELLABLE', 'It is too late to leave this carpooling.');
  } else throw new ApiError(403, 'FORBIDDEN', 'Only the driver or the passenger can do this.');
  rental.passengers = rental.passengers.filter((p) => p.id !== passenger.id);
  return { status: 204 };
};
