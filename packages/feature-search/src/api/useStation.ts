import { type Station, stationQueryOptions, stationsQueryOptions, useApiClient } from '@frontoffice/api-client';
import { useQuery } from '@tanstack/react-query';

/**
 * A station by id (issue 17: requests worth their cost): the tenant's list has it once it arrived (`GET /stations`,
 * shared through the cache); a station the list does not hold, or not yet, is asked for alone (`GET /stations/{id}`,
 * spec §7), never the whole list again.
 */
export function useStation(id: number | undefined): Station | undefined {
  return useStationQuery(id).station;
}

/** {@link useStation}, and whether the station is still being looked for (the list or the station alone). */
export function useStationQuery(id: number | undefined): { station: Station | undefined; isPending: boolean } {
  const client = useApiClient();
  const list = useQuery(stationsQueryOptions(client));
  const listed = id === undefined ? undefined : list.data?.find((station) => station.id === id);
  const single = useQuery({
    ...stationQueryOptions(client, id ?? 0),
    // Once the list answered (or failed) without it: a station of another area, or a list that could not load.
    enabled: id !== undefined && listed === undefined && !list.isPending,
  });
  const station = listed ?? (id === undefined ? undefined : single.data);
  const isPending = id !== undefined && station === undefined && (list.isPending || (single.isPending && single.fetchStatus !== 'idle'));
  return { station, isPending };
}
