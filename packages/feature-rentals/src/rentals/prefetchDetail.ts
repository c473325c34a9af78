import { useApiClient, userRentalQueryOptions, vehicleQueryOptions } from '@frontoffice/api-client';
import { useQueryClient } from '@tanstack/react-query';

/**
 * Asks for a booking's head (the rental, then its vehicle: the detail's title and photo, issue 32) from the render of
 * the route that shows it, before that route waits for anything else (its messages: React's `use`), so that the
 * rental's request does not wait for the messages' file and the vehicle's not for the page's first render. Asked once:
 * a rental the cache already knows (opened again, or on its way) is left to the page's own query.
 * @param id the rental's id, from the URL (none asked for when it is not one)
 */
export function usePrefetchRentalHead(id: number): void {
  const client = useApiClient();
  const queryClient = useQueryClient();
  if (!Number.isInteger(id) || id <= 0) return;
  const rental = userRentalQueryOptions(client, id);
  if (queryClient.getQueryState(rental.queryKey) !== undefined) return;
  // A failure is the page's to show (its own query asks again, spec §8): nothing is said here.
  queryClient.fetchQuery(rental).then(
    (answer) => queryClient.prefetchQuery(vehicleQueryOptions(client, answer.vehicle_id)),
    () => undefined,
  );
}
