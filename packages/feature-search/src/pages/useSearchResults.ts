import {
  type CarpoolingResult,
  type SearchResult,
  type Tenant,
  useApiClient,
  vehicleQueryOptions,
} from '@frontoffice/api-client';
import { searchFormFields } from '@frontoffice/domain';
import { useNotifier } from '@frontoffice/ui/Notifications';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useStation } from '../api/useStation.ts';
import { searchErrorDisplay } from '../search/searchErrors.ts';
import type { SearchParams } from '../search/searchParams.ts';
import { loadBookingConfirmation, loadBookingReview, loadVehicleDetails } from './lazyViews.ts';
import { useSearchQueries } from './useSearchQueries.ts';

/**
 * The answers of the URL's search (results hook, issue 17): the vehicle and carpooling searches (kept for the journey,
 * sent again only by `resend`), their failures handed to the generic handler where spec §8 says so (decision D23),
 * whether the answer is empty, and the selected result with its vehicle and stations for the vehicle view and the
 * review. It also fetches the next sub-view's chunk while the driver reads the current one (spec §4 flow order).
 */
export function useSearchResults(search: SearchParams, tenant: Tenant) {
  const client = useApiClient();
  const notifier = useNotifier();
  const fields = searchFormFields(tenant);
  const queries = useSearchQueries(search, tenant);
  const { vehicles, carpoolings } = queries;

  useEffect(() => {
    // decision D23: the errors without a search message go to the app's generic handler, once per failure.
    if (vehicles.error && searchErrorDisplay(vehicles.error).kind === 'generic') notifier.error(vehicles.error);
  }, [vehicles.error, notifier]);
  useEffect(() => {
    // A failed carpooling search leaves the vehicle results usable; the handler tells why the offers are missing.
    if (carpoolings.error) notifier.error(carpoolings.error);
  }, [carpoolings.error, notifier]);

  // The sub-views read the selected result from the search's answer (cached for the same URL).
  const result: SearchResult | undefined =
    search.vehicleId === undefined || search.carpoolingId !== undefined
      ? undefined
      : vehicles.data?.results.find((r) => r.vehicle.id === search.vehicleId);
  const carpooling: CarpoolingResult | undefined =
    search.carpoolingId === undefined ? undefined : carpoolings.data?.find((c) => c.id === search.carpoolingId);
  const selectedVehicleId = search.vehicleId ?? carpooling?.vehicle_id;
  const inSubView = search.view === 'vehicle' || search.view === 'booking';
  const fetched = useQuery({
    ...vehicleQueryOptions(client, selectedVehicleId ?? 0),
    // issue 17: the search's answer holds the vehicle (a carpooling offer's too, when the server sends it).
    enabled: selectedVehicleId !== undefined && inSubView && result === undefined && carpooling?.vehicle === undefined,
  });
  const carpoolingStation = useStation(carpooling?.start_station_id);
  const endStation = useStation(fields.endStation && search.endStation !== search.station ? search.endStation : undefined);

  const hasResults = (vehicles.data?.results.length ?? 0) > 0 || (carpoolings.data?.length ?? 0) > 0;
  useEffect(() => {
    if (search.view === 'booking') void loadBookingConfirmation();
    else if (search.view === 'vehicle') void loadBookingReview();
    else if (hasResults) void loadVehicleDetails();
  }, [search.view, hasResults]);

  // A page past the carpoolings' last (a full page 30 promised one more, issue 31) is not an empty search: the list
  // stays, with its pages to go back.
  const pastLastCarpoolingPage = queries.carpooling !== null && (queries.carpooling.page ?? 1) > 1;
  const empty =
    vehicles.data !== undefined &&
    vehicles.data.total === 0 &&
    (queries.carpooling === null || (carpoolings.data !== undefined && carpoolings.data.length === 0 && !pastLastCarpoolingPage));

  return {
    ...queries,
    /** spec §8: nothing found (vehicles, and carpoolings where the tenant has them). */
    empty,
    /** The result, carpooling offer, vehicle and stations the vehicle view and the review show. */
    selection: {
      result,
      carpooling,
      vehicleId: selectedVehicleId,
      vehicle: result?.vehicle ?? carpooling?.vehicle ?? fetched.data,
      startStation: result?.station ?? carpoolingStation,
      endStation,
      // A vehicle (not a carpooling) missing from the search's answer cannot be booked for these dates.
      isUnavailable: search.carpoolingId === undefined && vehicles.data !== undefined && result === undefined,
    },
  };
}

/** What {@link useSearchResults} gives. */
export type SearchResults = ReturnType<typeof useSearchResults>;
