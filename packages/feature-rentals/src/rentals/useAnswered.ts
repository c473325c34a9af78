import {
  awaitsFirstAnswer,
  categoriesQueryOptions,
  conditionReportsQueryOptions,
  isExtensionAvailable,
  type Rental,
  rentalPassengersQueryOptions,
  stationsQueryOptions,
  useApiClient,
  useSession,
  useTenant,
  vehicleDamagesQueryOptions,
  vehicleQueryOptions,
} from '@frontoffice/api-client';
import { damageReportModeOf, isRentalOwner, rentalStatusGroup, usesFeature } from '@frontoffice/domain';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useStation, useVehicle } from './useRentalData.ts';

/**
 * Whether the parts of a booking's detail have had their first answer (issue 32): its vehicle (the title, the photo,
 * the facts and the actions spec §6 gives), its stations, the tenant's categories where it uses them, a carpooling's
 * passengers, the owner's condition reports and the car's known damages (issue 35). The detail is drawn once they have, each part in its final place: drawn as each answer came, the trip
 * section moved down by the photo, the vehicle's facts and the title's second line (a layout shift of 0.3 to 0.6 on a
 * phone). None while there is no rental.
 */
export function useDetailAnswered(rental: Rental | undefined): boolean {
  const client = useApiClient();
  const tenant = useTenant();
  const vehicle = useVehicle(rental?.vehicle_id);
  const stations = useQuery({ ...stationsQueryOptions(client), enabled: rental !== undefined });
  const start = useStation(rental?.start_station_id);
  const end = useStation(rental?.end_station_id);
  const categories = useQuery({ ...categoriesQueryOptions(client), enabled: rental !== undefined && usesFeature(tenant, 'categories') });
  const passengers = useQuery({ ...rentalPassengersQueryOptions(client, rental?.id ?? 0), enabled: rental?.carpooling === true });
  // Issue 35: the owner's condition card (its reports, and the car's known damages while the booking is open) is drawn
  // with the rest, not after it (it came late above the trip section and moved it).
  const { user } = useSession();
  const reports =
    rental !== undefined && damageReportModeOf(tenant) !== 'none' && isRentalOwner(rental, user?.id) && isExtensionAvailable(client, 'condition-reports');
  const conditionReports = useQuery({ ...conditionReportsQueryOptions(client, rental?.id ?? 0), enabled: reports });
  const open = rentalStatusGroup(rental?.status) !== 'closed';
  const damages = useQuery({ ...vehicleDamagesQueryOptions(client, rental?.vehicle_id ?? 0), enabled: reports && open });
  if (!rental) return false;
  // A station the list could not give is asked for alone once the list failed: the detail does not wait for that.
  const stationsDue = stations.failureCount === 0 && (start.isPending || end.isPending);
  return !stationsDue && ![vehicle, categories, passengers, conditionReports, damages].some(awaitsFirstAnswer);
}

/**
 * Whether the cards of these rentals have had their vehicles and the tenant's stations (issue 32): a card drawn before
 * them grew when they came (the station's line, the vehicle's name on two lines), and every card and section below it
 * moved. None while there are no rentals.
 */
export function useCardsAnswered(rentals: readonly Rental[] | undefined): boolean {
  const client = useApiClient();
  const ids = [...new Set((rentals ?? []).map((rental) => rental.vehicle_id))];
  const stations = useQuery({ ...stationsQueryOptions(client), enabled: rentals !== undefined && rentals.length > 0 });
  const vehiclesDue = useQueries({
    queries: ids.map((id) => vehicleQueryOptions(client, id)),
    combine: (results) => results.some(awaitsFirstAnswer),
  });
  return rentals !== undefined && !vehiclesDue && !awaitsFirstAnswer(stations);
}

/**
 * True from the first render where `value` is, for as long as `key` stays the same: a page drawn once its answers came
 * stays drawn when one of them is asked again (a failed vehicle is asked again when the part that shows it mounts,
 * and the page would go back to its loading state, then come again, for ever).
 * @param key what the latch is for (the rental's id); a new key starts over
 */
export function useOnceTrue(value: boolean, key: unknown = null): boolean {
  const [latched, setLatched] = useState<{ key: unknown } | null>(null);
  const isLatched = latched !== null && Object.is(latched.key, key);
  // Set during the render (React's "information from previous renders"): the page draws at once, with no extra commit.
  if (value && !isLatched) setLatched({ key });
  return value || isLatched;
}
