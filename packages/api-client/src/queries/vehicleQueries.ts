import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client.ts';
import type { CarpoolingSearchQuery, VehicleSearchQuery } from '@frontoffice/domain';
import {
  carpoolingSearchBody,
  type GeocodeQuery,
  geocode,
  getVehicle,
  searchCarpoolingRentals,
  searchVehicles,
  vehicleSearchBody,
} from '../operations/vehicles.ts';
import type { CarpoolingSearch, VehicleSearch } from '../types.ts';

/** Query keys of vehicles, searches and address suggestions. */
export const vehicleKeys = {
  all: ['vehicles'] as const,
  detail: (id: number) => [...vehicleKeys.all, 'detail', id] as const,
  searches: () => [...vehicleKeys.all, 'search'] as const,
  search: (search: VehicleSearch) => [...vehicleKeys.searches(), search] as const,
  carpoolingSearches: () => ['carpoolings', 'search'] as const,
  carpoolingSearch: (search: CarpoolingSearch) => [...vehicleKeys.carpoolingSearches(), search] as const,
  geocode: (query: GeocodeQuery) => ['geocode', query] as const,
};

/** One vehicle (spec §7: loaded when not cached). */
export const vehicleQueryOptions = (client: ApiClient, id: number) =>
  queryOptions({ queryKey: vehicleKeys.detail(id), queryFn: ({ signal }) => getVehicle(client, id, { signal }), staleTime: 60_000 });

/**
 * How long the answers of a search stay in the cache once nothing shows them: a driver's journey (results, vehicle,
 * review) and the Back button find them again.
 */
export const SEARCH_ANSWER_GC_MS = 30 * 60_000;

/**
 * What a search answer is in the cache (issue 17): the results of the driver's journey. It is never sent again by
 * itself: not when the tab regains focus, not when the network comes back, not when a view mounts again. Only an
 * explicit resend (a submit or a retry invalidates it) asks the server again; a booking checks availability at
 * confirm. A POST is never retried automatically either (issue 3), whatever the defaults say.
 */
const searchAnswer = {
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: SEARCH_ANSWER_GC_MS,
  refetchOnWindowFocus: false,
  refetchOnReconnect: false,
  retry: false,
} as const;

/**
 * A vehicle search of what a search means (the domain's `vehicleSearchQuery`), cached on its wire body (see
 * {@link searchAnswer}: kept for the journey, sent again only when asked).
 */
export const vehicleSearchQueryOptions = (client: ApiClient, query: VehicleSearchQuery) =>
  queryOptions({
    queryKey: vehicleKeys.search(vehicleSearchBody(query).search),
    queryFn: ({ signal }) => searchVehicles(client, query, { signal }),
    ...searchAnswer,
  });

/** A carpooling search (the domain's `carpoolingSearchQuery`), kept for the journey like the vehicle search. */
export const carpoolingSearchQueryOptions = (client: ApiClient, query: CarpoolingSearchQuery) =>
  queryOptions({
    queryKey: vehicleKeys.carpoolingSearch(carpoolingSearchBody(query).search),
    queryFn: ({ signal }) => searchCarpoolingRentals(client, query, { signal }),
    ...searchAnswer,
  });

/** Address suggestions; enabled once something is typed. */
export const geocodeQueryOptions = (client: ApiClient, query: GeocodeQuery) =>
  queryOptions({
    queryKey: vehicleKeys.geocode(query),
    queryFn: ({ signal }) => geocode(client, query, { signal }),
    enabled: query.q.trim().length > 0,
    staleTime: 5 * 60_000,
  });
