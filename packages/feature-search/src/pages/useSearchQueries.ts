import {
  carpoolingSearchQueryOptions,
  stationsQueryOptions,
  type Tenant,
  useApiClient,
  vehicleSearchQueryOptions,
} from '@frontoffice/api-client';
import {
  type CarpoolingSearchQuery,
  carpoolingSearchQuery,
  type GeoPoint,
  isSearchSubmitEnabled,
  type SearchState,
  searchFormFields,
  type VehicleSearchQuery,
  vehicleSearchQuery,
} from '@frontoffice/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { DateTime } from 'luxon';
import { useStationQuery } from '../api/useStation.ts';
import { hasSubmittedSearch, type SearchParams, toSearchState } from '../search/searchParams.ts';

/** The query of the disabled observers while no search is submitted (never sent). */
const NO_SEARCH = { startTime: DateTime.fromMillis(0, { zone: 'utc' }), endTime: DateTime.fromMillis(0, { zone: 'utc' }) };

/** The requests a search URL stands for: none until a search was submitted (both dates set, §5 satisfied). */
export interface SearchRequests {
  /** The search state of the URL (spec §3). */
  state: SearchState;
  /** What the vehicle search means (the domain's query; api-client writes its body), or null. */
  vehicle: VehicleSearchQuery | null;
  /** What the carpooling search means when the tenant's search includes carpoolings (spec §7), or null. */
  carpooling: CarpoolingSearchQuery | null;
}

/**
 * The requests of a search URL for a tenant. A station search sends the station's coordinates (`station`, from the
 * tenant's list), from which the results' distances are measured (spec §7 latitude/longitude, issue 17).
 */
export function searchRequests(params: SearchParams, tenant: Tenant, station?: GeoPoint | null): SearchRequests {
  const read = toSearchState(params, tenant);
  const fields = searchFormFields(tenant);
  const state = fields.startStation && station ? { ...read, location: { latitude: station.latitude, longitude: station.longitude } } : read;
  if (!hasSubmittedSearch(params) || !isSearchSubmitEnabled(state, tenant)) return { state, vehicle: null, carpooling: null };
  return {
    state,
    vehicle: vehicleSearchQuery(state, tenant),
    carpooling: fields.carpooling ? carpoolingSearchQuery(state, tenant) : null,
  };
}

/**
 * The vehicle and carpooling searches of the URL's parameters, cached on their criteria (so that Back, Forward and a
 * reload find their results), and `resend`, which makes the next answer for some parameters come from the server.
 */
export function useSearchQueries(search: SearchParams, tenant: Tenant) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  // A station search waits for its station's coordinates (the list the form needs anyway, or the station alone); a
  // list that could not load lets it go without them rather than never.
  const stations = useQuery(stationsQueryOptions(client));
  const { station, isPending: waiting } = useStationQuery(searchFormFields(tenant).startStation ? search.station : undefined);
  const requests = waiting ? { state: toSearchState(search, tenant), vehicle: null, carpooling: null } : searchRequests(search, tenant, station);
  const vehicles = useQuery({
    ...vehicleSearchQueryOptions(client, requests.vehicle ?? NO_SEARCH),
    enabled: requests.vehicle !== null,
  });
  const carpoolings = useQuery({
    ...carpoolingSearchQueryOptions(client, requests.carpooling ?? NO_SEARCH),
    enabled: requests.carpooling !== null,
  });

  /**
   * Issue 12: every submit (and the retry of a failed search) sends its requests, even with the criteria of the
   * answer on screen: the cached answers of `params` are invalidated. The ones on screen are sent again at once; the
   * others are sent when the URL reaches them (an invalidated answer is never reused, whatever its age).
   */
  const resend = (params: SearchParams) => {
    const listed = params.station === undefined ? undefined : stations.data?.find((s) => s.id === params.station);
    const next = searchRequests(params, tenant, listed ?? (params.station === search.station ? station : undefined));
    if (next.vehicle) {
      void queryClient.invalidateQueries({ queryKey: vehicleSearchQueryOptions(client, next.vehicle).queryKey, exact: true });
    }
    if (next.carpooling) {
      void queryClient.invalidateQueries({ queryKey: carpoolingSearchQueryOptions(client, next.carpooling).queryKey, exact: true });
    }
  };

  return { ...requests, vehicles, carpoolings, resend };
}
