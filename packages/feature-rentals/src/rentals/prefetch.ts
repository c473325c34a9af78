import { useApiClient, userRentalQueryOptions, useSession, type Vehicle, vehicleQueryOptions } from '@frontoffice/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { cardQueries, rentalListPageOptions } from './useRentalData.ts';

/** How long an answer that a route asked for stays fresh for the page that mounts after it (`askedAWhileAgo`). */
export const JUST_ASKED_MS = 10_000;

/**
 * `refetchOnMount` of the queries the routes ask for before their page's code (issue 32): a page that mounts after
 * its route's answer has come does not ask again for what was asked a moment ago (their answers are stale at once,
 * and React Query asks again for a stale answer on mount), but one opened again later does, as before.
 */
export const askedAWhileAgo = (query: { state: { dataUpdatedAt: number } }) => Date.now() - query.state.dataUpdatedAt > JUST_ASKED_MS;

/** The photo a booking's detail shows of its vehicle (its head's largest paint): the first photo, or the thumbnail. */
export function detailPhotoOf(vehicle: Vehicle | undefined): string | undefined {
  return vehicle?.photos[0]?.medium_url ?? vehicle?.thumbnail_url ?? undefined;
}

/**
 * Asks for a booking's head (the rental, then its vehicle, then the vehicle's photo: the detail's title and largest
 * paint, issue 32) from the render of the route that shows it, before that route waits for anything else (its
 * messages: React's `use`; the page's code, which the routes load behind it), so that none of these requests waits
 * for the page's code and the photo not for the page's first render: the `<img>` the page draws finds it loaded (the
 * document's images are shared by address). Asked once: a rental the cache already knows (opened again, or on its
 * way) is left to the page's own query.
 * @param id the rental's id, from the URL (none asked for when it is not one)
 */
export function usePrefetchRentalHead(id: number): void {
  const client = useApiClient();
  const queryClient = useQueryClient();
  if (!Number.isInteger(id) || id <= 0) return;
  const rental = userRentalQueryOptions(client, id);
  if (queryClient.getQueryState(rental.queryKey) !== undefined) return;
  // A failure is the page's to show (its own query asks again, spec §8): nothing is said here.
  queryClient
    .fetchQuery(rental)
    .then((answer) => queryClient.fetchQuery(vehicleQueryOptions(client, answer.vehicle_id)))
    .then(preloadPhoto, () => undefined);
}

function preloadPhoto(vehicle: Vehicle): void {
  const photo = detailPhotoOf(vehicle);
  if (!photo || typeof Image === 'undefined') return;
  const image = new Image();
  image.fetchPriority = 'high';
  image.src = photo;
}

/**
 * Asks for a page of the history (spec §7: the closed bookings with the account's id), then what its cards show (their
 * vehicles and the tenant's stations), from the render of the history's route, before it waits for its messages and
 * the page's code (issue 32): the history is drawn once they have all come, and its largest paint is a card. Asked
 * once the session has the account's id, and once: a page the cache knows is left to the page's own query.
 * @param page the page of the address (`?page=2`), the first when none
 */
export function usePrefetchHistory(page: number): void {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { user } = useSession();
  if (user === undefined) return;
  const list = rentalListPageOptions(client, { source: 'rentals', list: 'closed', page, driverId: user.id });
  if (queryClient.getQueryState(list.queryKey) !== undefined) return;
  // A failure is the page's to show (its own query asks again, spec §8): nothing is said here.
  queryClient.fetchQuery(list).then(
    ({ rentals }) => {
      if (rentals.length === 0) return;
      const cards = cardQueries(client, rentals);
      void queryClient.prefetchQuery(cards.stations);
      for (const vehicle of cards.vehicles) void queryClient.prefetchQuery(vehicle);
    },
    () => undefined,
  );
}
