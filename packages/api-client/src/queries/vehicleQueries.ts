import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client.ts';
import { type GeocodeQuery, geocode, getVehicle, searchCarpoolingRentals, searchVehicles } from '../operations/vehicles.ts';
import type { CarpoolingSearch, VehicleSearch } from '../types.ts';

/** Query keys of vehicles, searches and address suggestions. */
export const vehicleKeys = {
  all: ['vehicles'] as const,
  detail: (id: number) => [...vehicleKeys.all, 'detail', id] as const,
  search: (search: VehicleSearch) => [...vehicleKeys.all, 'search', search] as const,
  carpoolingSearch: (search: CarpoolingSearch) => ['carpoolings', 'search', search] as const,
  geocode: (query: GeocodeQuery) => ['geocode', query] as const,
};

/** One vehicle (spec §7: loaded when not cached). */
export const vehicleQueryOptions = (client: ApiClient, id: number) =>
  queryOptions({ queryKey: vehicleKeys.detail(id), queryFn: ({ signal }) => getVehicle(client, id, { signal }), staleTime: 60_000 });

/**
 * A vehicle search. It is a POST, so it is never retried automatically (issue 3), whatever the defaults say.
 */
export const vehicleSearchQueryOptions = (client: ApiClient, search: VehicleSearch) =>
  queryOptions({ queryKey: vehicleKeys.search(search), queryFn: ({ signal }) => searchVehicles(client, search, { signal }), retry: false });

/** A carpooling search (a POST: never retried). */
export const carpoolingSearchQueryOptions = (client: ApiClient, search: CarpoolingSearch) =>
  queryOptions({
    queryKey: vehicleKeys.carpoolingSearch(search),
    queryFn: ({ signal }) => searchCarpoolingRentals(client, search, { signal }),
    retry: false,
  });

/** Address suggestions; enabled once something is typed. */
export const geocodeQueryOptions = (client: ApiClient, query: GeocodeQuery) =>
  queryOptions({
    queryKey: vehicleKeys.geocode(query),
    queryFn: ({ signal }) => geocode(client, query, { signal }),
    enabled: query.q.trim().length > 0,
    staleTime: 5 * 60_000,
  });
