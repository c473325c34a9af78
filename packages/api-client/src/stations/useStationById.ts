import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../context.tsx';
import { stationQueryOptions, stationsQueryOptions } from '../queries/tenantListQueries.ts';
import type { Station } from '../types.ts';

/** What {@link useStationById} gives. */
export interface StationById {
  /** The station, once found in the tenant's list or asked for alone; undefined while looking, or if it is not found. */
  station: Station | undefined;
  /** Whether the station is still being looked for (the list, or the station alone). */
  isPending: boolean;
}

/**
 * A station by id, for every screen that shows one (the search's, a booking's): the tenant's list has it once it
 * arrived (`GET /stations`, shared through the cache); a station the list does not hold, or a list that could not
 * load, is asked for alone (`GET /stations/{id}`, spec §7), never the whole list again.
 * @param id the station's id; none (`undefined` or `null`) asks nothing
 * @param ask false: nothing is asked for yet, what the cache holds is given (a page that asks for its first content
 *   first, issue 32); `isPending` then says whether the station is still to come
 */
export function useStationById(id: number | null | undefined, ask = true): StationById {
  const client = useApiClient();
  const wanted = id ?? undefined;
  const list = useQuery({ ...stationsQueryOptions(client), enabled: ask });
  const listed = wanted === undefined ? undefined : list.data?.find((station) => station.id === wanted);
  const single = useQuery({
    ...stationQueryOptions(client, wanted ?? 0),
    // Once the list answered (or failed) without it: a station of another area, or a list that could not load.
    enabled: ask && wanted !== undefined && listed === undefined && !list.isPending,
  });
  const station = listed ?? (wanted === undefined ? undefined : single.data);
  const isPending = wanted !== undefined && station === undefined && (list.isPending || (single.isPending && (single.fetchStatus !== 'idle' || !ask)));
  return { station, isPending };
}
