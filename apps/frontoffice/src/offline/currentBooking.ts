import { type Rental, type RentalList, rentalKeys } from '@frontoffice/api-client';
import { rentalStatusGroup } from '@frontoffice/domain';
import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';

/**
 * Issue 33 (decision D42): the booking an offline root shows, from the cached lists of the driver's bookings: the one
 * in progress that started first, else the upcoming one that starts first.
 */
export function currentOrNextBooking(queryClient: QueryClient): number | undefined {
  const rentals = new Map<number, Rental>();
  for (const [, page] of queryClient.getQueriesData<RentalList>({ queryKey: rentalKeys.lists() })) {
    for (const rental of page?.rentals ?? []) rentals.set(rental.id, rental);
  }
  const start = (rental: Rental) => Date.parse(rental.reservation_start_time);
  const soonest = (group: 'in_progress' | 'upcoming') =>
    [...rentals.values()].filter((rental) => rentalStatusGroup(rental.status) === group).sort((a, b) => start(a) - start(b))[0];
  return (soonest('in_progress') ?? soonest('upcoming'))?.id;
}

/** Where an offline root sends a signed-in driver (routes/index.tsx): that booking's detail, else their bookings. */
export function offlineRoot(queryClient: QueryClient) {
  const id = currentOrNextBooking(queryClient);
  return id === undefined
    ? redirect({ to: '/account/bookings', replace: true })
    : redirect({ to: '/account/bookings/$id', params: { id: String(id) }, replace: true });
}
