import {
  awaitsFirstAnswer,
  type QueryProgress,
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
} from '@frontoffice/api-client';
import { damageReportModeOf, isRentalOwner, rentalStatusGroup, usesFeature } from '@frontoffice/domain';
import { useQueries, useQuery } from '@tanstack/react-query';
import { afterNextPaint } from '@frontoffice/ui/afterNextPaint';
import { useEffect, useState } from 'react';
import { cardQueries, useStation, useVehicle } from './useRentalData.ts';

/**
 * Whether the head of a booking's detail can be drawn (issue 32): the rental and its vehicle (the title's name and the
 * photo, the page's largest paint) have had their first answer. None while there is no rental.
 */
export function useDetailHeadAnswered(rental: Rental | undefined): boolean {
  const vehicle = useVehicle(rental?.vehicle_id);
  return rental !== undefined && !awaitsFirstAnswer(vehicle);
}

/**
 * Whether the rest of a booking's detail has had its first answers (issue 32): its stations, the tenant's categories
 * where it uses them, a carpooling's passengers, the owner's condition reports and the car's known damages (issue 35).
 * The rest is drawn once they have, each part in its final place: drawn as each answer came, the trip section moved
 * down by the vehicle's facts and the condition card (a layout shift of 0.3 to 0.6 on a phone).
 *
 * `ask`: whether to ask for them. The page asks once its head (the title and the photo, `useDetailHeadAnswered`) is on
 * screen, so that on a phone's slow network the photo is not shared with five other answers; until then they count as
 * answered only where the cache holds them (a booking opened again: drawn whole at once). None while there is no rental.
 */
export function useDetailAnswered(rental: Rental | undefined, ask = true): boolean {
  const client = useApiClient();
  const tenant = useTenant();
  const { user } = useSession();
  const present = rental !== undefined;
  const wants = {
    categories: present && usesFeature(tenant, 'categories'),
    passengers: rental?.carpooling === true,
    // Issue 35: the owner's condition card (its reports, and the car's known damages while the booking is open) is
    // drawn with the rest, not after it (it came late above the trip section and moved it).
    reports: present && damageReportModeOf(tenant) !== 'none' && isRentalOwner(rental, user?.id) && isExtensionAvailable(client, 'condition-reports'),
  };
  const open = rentalStatusGroup(rental?.status) !== 'closed';
  const stations = useQuery({ ...stationsQueryOptions(client), enabled: present && ask });
  const start = useStation(rental?.start_station_id, ask);
  const end = useStation(rental?.end_station_id, ask);
  const parts: Array<[QueryProgress, boolean]> = [
    [useQuery({ ...categoriesQueryOptions(client), enabled: wants.categories && ask }), wants.categories],
    [useQuery({ ...rentalPassengersQueryOptions(client, rental?.id ?? 0), enabled: wants.passengers && ask }), wants.passengers],
    [useQuery({ ...conditionReportsQueryOptions(client, rental?.id ?? 0), enabled: wants.reports && ask }), wants.reports],
    [useQuery({ ...vehicleDamagesQueryOptions(client, rental?.vehicle_id ?? 0), enabled: wants.reports && open && ask }), wants.reports && open],
  ];
  if (!rental) return false;
  // Not asked yet: what the cache does not hold is still to come.
  if (!ask) return !start.isPending && !end.isPending && !parts.some(([query, wanted]) => wanted && query.isPending);
  // A station the list could not give is asked for alone once the list failed: the detail does not wait for that.
  const stationsDue = stations.failureCount === 0 && (start.isPending || end.isPending);
  return !stationsDue && !parts.some(([query]) => awaitsFirstAnswer(query));
}

/**
 * Whether the cards of these rentals have had their vehicles and the tenant's stations (issue 32): a card drawn before
 * them grew when they came (the station's line, the vehicle's name on two lines), and every card and section below it
 * moved. None while there are no rentals.
 */
export function useCardsAnswered(rentals: readonly Rental[] | undefined): boolean {
  const queries = cardQueries(useApiClient(), rentals ?? []);
  const stations = useQuery({ ...queries.stations, enabled: rentals !== undefined && rentals.length > 0 });
  const vehiclesDue = useQueries({
    queries: queries.vehicles,
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

/**
 * True once the browser has painted a frame after `value` became true, for as long as `key` stays the same (issue 32:
 * what waits for the page's first content to be on screen, `afterNextPaint`).
 * @param key what it is for (the rental's id); a new key starts over
 * @param afterPaint when it gives a promise (the app's, on the visit's first page: once the browser has reported the
 *   largest paint), what is shown waits for that instead of the next frame: a photo decoded by then may still be
 *   presented frames later, after what waited for it had been asked for
 */
export function useShownAfterPaint(value: boolean, key: unknown = null, afterPaint?: () => Promise<void> | undefined): boolean {
  const [shown, setShown] = useState<{ key: unknown } | null>(null);
  const isShown = shown !== null && Object.is(shown.key, key);
  useEffect(() => {
    if (!value || isShown) return;
    const painted = afterPaint?.();
    if (!painted) return afterNextPaint(() => setShown({ key }));
    let current = true;
    void painted.then(() => current && setShown({ key }));
    return () => {
      current = false;
    };
  }, [value, isShown, key, afterPaint]);
  return isShown;
}

/** How long the rest of a booking's detail waits, at most, for its photo's paint ({@link usePhotoSettled}). */
const PHOTO_WAIT_MS = 1_000;

/**
 * Whether the photo at `url` is decoded, so that it is painted with the next frame (or failed, or took over a second,
 * or there is none): the rest of a booking's detail, its code and its answers, waits for it (issue 32: the photo is the
 * page's largest paint, and what a phone's slow network would otherwise share with it).
 */
export function usePhotoSettled(url: string | undefined): boolean {
  const [settled, setSettled] = useState<string>();
  useEffect(() => {
    if (url === undefined || typeof Image === 'undefined') return;
    let current = true;
    const settle = () => current && setSettled(url);
    const timer = setTimeout(settle, PHOTO_WAIT_MS);
    const image = new Image();
    image.src = url;
    // The route's prefetch has usually loaded it already (prefetch.ts): the decoding is what is left.
    (typeof image.decode === 'function' ? image.decode() : Promise.resolve()).then(settle, settle);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [url]);
  return url === undefined || typeof Image === 'undefined' || settled === url;
}
