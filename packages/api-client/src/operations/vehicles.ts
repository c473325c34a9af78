import type { ApiClient, CallOptions } from '../client.ts';
import { vGeocodeResponse, vGetVehicleResponse, vSearchCarpoolingRentalsResponse, vSearchVehiclesResponse } from '../generated/valibot.ts';
import type { CarpoolingResult, CarpoolingSearch, GeocodeFeature, Language, Vehicle, VehicleSearch, VehicleSearchPage } from '../types.ts';

/** Search defaults (spec §9). */
export const VEHICLE_SEARCH_DEFAULTS = { page: 1, limit: 50, radius: 30 } as const;
/** Carpooling search defaults (spec §9). */
export const CARPOOLING_SEARCH_DEFAULTS = { page: 1, limit: 30 } as const;

/**
 * `POST /vehicles/search {search:{…}}` with the v0.4 Accept header; page, limit and radius default as spec §9 says.
 */
export function searchVehicles(client: ApiClient, search: VehicleSearch, options: CallOptions = {}): Promise<VehicleSearchPage> {
  return client.request({
    method: 'POST',
    path: '/vehicles/search',
    accept: 'v0.4',
    json: { search: { ...VEHICLE_SEARCH_DEFAULTS, ...search } },
    schema: vSearchVehiclesResponse,
    signal: options.signal,
  });
}

/** `GET /vehicles/{id}` with the v0.4 Accept header. */
export async function getVehicle(client: ApiClient, id: number, options: CallOptions = {}): Promise<Vehicle> {
  const body = await client.request({ method: 'GET', path: `/vehicles/${id}`, accept: 'v0.4', schema: vGetVehicleResponse, signal: options.signal });
  return body.vehicle;
}

/**
 * `POST /carpooling_rentals/search {search:{…}, page, limit}` with the v0.4 Accept header (spec §7 sends page and limit
 * both inside and beside `search`; defaults page 1, limit 30).
 */
export async function searchCarpoolingRentals(client: ApiClient, search: CarpoolingSearch, options: CallOptions = {}): Promise<CarpoolingResult[]> {
  const page = search.page ?? CARPOOLING_SEARCH_DEFAULTS.page;
  const limit = search.limit ?? CARPOOLING_SEARCH_DEFAULTS.limit;
  const body = await client.request({
    method: 'POST',
    path: '/carpooling_rentals/search',
    accept: 'v0.4',
    json: { search: { ...search, page, limit }, page, limit },
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
