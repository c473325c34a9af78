import {
  CARPOOLING_SEARCH_DEFAULTS,
  type CarpoolingSearchQuery,
  SEARCH_DEFAULTS,
  type VehicleSearchQuery,
} from '@frontoffice/domain';
import type { ApiClient, CallOptions } from '../client.ts';
import { vGeocodeResponse, vGetVehicleResponse, vSearchCarpoolingRentalsResponse, vSearchVehiclesResponse } from '../generated/valibot.ts';
import type { CarpoolingResult, CarpoolingSearch, GeocodeFeature, Language, Vehicle, VehicleSearch, VehicleSearchPage } from '../types.ts';

/** A search time as sent: ISO 8601 with the offset, without milliseconds (spec §7). */
function wireTime(time: VehicleSearchQuery['startTime']): string {
  return time.toISO({ suppressMilliseconds: true }) as string;
}

/**
 * The `POST /vehicles/search` body of what a search means (the domain's `vehicleSearchQuery`), the one place the
 * search speaks the wire (issue 17): wrapped in `search` (decision D12), snake_case, times in ISO 8601 with their
 * offset, and spec §9's page, limit and radius defaults (the domain's `SEARCH_DEFAULTS`) where the query has none.
 */
export function vehicleSearchBody(query: VehicleSearchQuery): { search: VehicleSearch } {
  const search: VehicleSearch = {
    start_time: wireTime(query.startTime),
    end_time: wireTime(query.endTime),
    page: query.page ?? SEARCH_DEFAULTS.page,
    limit: query.limit ?? SEARCH_DEFAULTS.limit,
    radius: SEARCH_DEFAULTS.radius,
  };
  if (query.startStationId !== undefined) search.start_station_id = query.startStationId;
  if (query.endStationId !== undefined) search.end_station_id = query.endStationId;
  if (query.location) {
    search.latitude = query.location.latitude;
    search.longitude = query.location.longitude;
  }
  if (query.estimatedDistance !== undefined) search.estimated_distance = query.estimatedDistance;
  const destination = query.destination;
  if (destination?.label !== undefined) search.destination_label = destination.label;
  if (destination?.name !== undefined) search.destination_name = destination.name;
  if (destination?.placeId !== undefined) search.destination_gmaps_place_id = destination.placeId;
  if (destination?.formattedAddress !== undefined) search.destination_formatted_address = destination.formattedAddress;
  if (destination?.latitude !== undefined) search.destination_latitude = destination.latitude;
  if (destination?.longitude !== undefined) search.destination_longitude = destination.longitude;
  if (query.rentalLabelId !== undefined) search.rental_label_id = query.rentalLabelId;
  if (query.categories?.length) search.categories = query.categories;
  if (query.options?.length) search.options = query.options;
  if (query.gearsType !== undefined) search.gears_type = query.gearsType;
  if (query.seatsCount !== undefined) search.seats_count = query.seatsCount;
  if (query.discountCodes?.length) search.discount_codes = query.discountCodes;
  return { search };
}

/** The `POST /carpooling_rentals/search` body: spec §7 sends page and limit both inside and beside `search`. */
export interface CarpoolingSearchBody {
  search: CarpoolingSearch;
  page: number;
  limit: number;
}

/**
 * The `POST /carpooling_rentals/search` body of what a carpooling search means (the domain's
 * `carpoolingSearchQuery`): the page asked for, else spec §9's page 1, and §9's limit 30 (the domain's
 * `CARPOOLING_SEARCH_DEFAULTS`), inside and beside `search` (spec §7).
 */
export function carpoolingSearchBody(query: CarpoolingSearchQuery): CarpoolingSearchBody {
  const page = query.page ?? CARPOOLING_SEARCH_DEFAULTS.page;
  const { limit } = CARPOOLING_SEARCH_DEFAULTS;
  const search: CarpoolingSearch = { start_time: wireTime(query.startTime), end_time: wireTime(query.endTime), page, limit };
  if (query.startStationId !== undefined) search.start_station_id = query.startStationId;
  if (query.endStationId !== undefined) search.end_station_id = query.endStationId;
  if (query.rentalLabelId !== undefined) search.rental_label_id = query.rentalLabelId;
  if (query.categories?.length) search.categories = query.categories;
  return { search, page, limit };
}

/** `POST /vehicles/search` of what a search means, with the v0.4 Accept header (body: {@link vehicleSearchBody}). */
export function searchVehicles(client: ApiClient, query: VehicleSearchQuery, options: CallOptions = {}): Promise<VehicleSearchPage> {
  return client.request({
    method: 'POST',
    path: '/vehicles/search',
    accept: 'v0.4',
    json: vehicleSearchBody(query),
    schema: vSearchVehiclesResponse,
    signal: options.signal,
  });
}

/** `GET /vehicles/{id}` with the v0.4 Accept header. */
export async function getVehicle(client: ApiClient, id: number, options: CallOptions = {}): Promise<Vehicle> {
  const body = await client.request({ method: 'GET', path: `/vehicles/${id}`, accept: 'v0.4', schema: vGetVehicleResponse, signal: options.signal });
  return body.vehicle;
}

/** `POST /carpooling_rentals/search` of what a carpooling search means (body: {@link carpoolingSearchBody}). */
export async function searchCarpoolingRentals(
  client: ApiClient,
  query: CarpoolingSearchQuery,
  options: CallOptions = {},
): Promise<CarpoolingResult[]> {
  const body = await client.request({
    method: 'POST',
    path: '/carpooling_rentals/search',
    accept: 'v0.4',
    json: carpoolingSearchBody(query),
    schema: vSearchCarpoolingRentalsResponse,
    signal: options.signal,
  });
  return body.carpoolings;
}

/** What an address search asks for. */
export interface GeocodeQuery {
  q: string;
  /** ISO 3166-1 alpha-2 code of the tenant (spec §2: suggestions restricted to the tenant country). */
  country?: string;
  lang?: Language;
}

/** `GET /geocode?q=&country=&lang=`: address suggestions (served by the demo API from fixtures; `x-demo`). */
export async function geocode(client: ApiClient, query: GeocodeQuery, options: CallOptions = {}): Promise<GeocodeFeature[]> {
  const body = await client.request({
    method: 'GET',
    path: '/geocode',
    query: { q: query.q, country: query.country, lang: query.lang },
    auth: 'optional',
    schema: vGeocodeResponse,
    signal: options.signal,
  });
  return body.features;
}
