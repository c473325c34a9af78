import { type QueryClient, mutationOptions, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client.ts';
import {
  type RentalTimes,
  addRentalPassenger,
  cancelUserRental,
  confirmRentalPassenger,
  createRental,
  getUserRental,
  joinCarpoolingRental,
  listRentalPassengers,
  listUserCarpoolingRentals,
  listUserRentals,
  modifyRentalTimes,
  removeRentalPassenger,
  setRentalGeotracking,
} from '../operations/rentals.ts';
import type { Rental, RentalCreate, UserCarpoolingRentalsQuery, UserRentalsQuery } from '../types.ts';
import { vehicleKeys } from './vehicleQueries.ts';

/** Query keys of the account's rentals. */
export const rentalKeys = {
  all: ['rentals'] as const,
  lists: () => [...rentalKeys.all, 'list'] as const,
  list: (query: UserRentalsQuery) => [...rentalKeys.lists(), query] as const,
  carpoolingLists: () => [...rentalKeys.all, 'carpooling-list'] as const,
  carpoolingList: (query: UserCarpoolingRentalsQuery) => [...rentalKeys.carpoolingLists(), query] as const,
  detail: (id: number) => [...rentalKeys.all, 'detail', id] as const,
  passengers: (id: number) => [...rentalKeys.all, 'passengers', id] as const,
};

/** One page of the account's rentals. */
export const userRentalsQueryOptions = (client: ApiClient, query: UserRentalsQuery) =>
  queryOptions({ queryKey: rentalKeys.list(query), queryFn: ({ signal }) => listUserRentals(client, query, { signal }) });

/** One page of the account's carpoolings. */
export const userCarpoolingRentalsQueryOptions = (client: ApiClient, query: UserCarpoolingRentalsQuery) =>
  queryOptions({ queryKey: rentalKeys.carpoolingList(query), queryFn: ({ signal }) => listUserCarpoolingRentals(client, query, { signal }) });

/** One rental. */
export const userRentalQueryOptions = (client: ApiClient, id: number) =>
  queryOptions({ queryKey: rentalKeys.detail(id), queryFn: ({ signal }) => getUserRental(client, id, { signal }) });

/** A rental's passengers. */
export const rentalPassengersQueryOptions = (client: ApiClient, rentalId: number) =>
  queryOptions({ queryKey: rentalKeys.passengers(rentalId), queryFn: ({ signal }) => listRentalPassengers(client, rentalId, { signal }) });

/** Stores a changed rental and refetches the lists, where it may have moved group (spec §4). */
const storeRental = (queryClient: QueryClient) => (rental: Rental) => {
  queryClient.setQueryData(rentalKeys.detail(rental.id), rental);
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: rentalKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: rentalKeys.carpoolingLists() }),
  ]);
};

/**
 * Stores a new booking or participation, and ends the search's journey (spec §4: creating a rental or a passenger
 * resets the search): the answers of the searches are out of date. They are only marked so, not sent again now (the
 * confirmation shows no results); a view that shows them again (Back to the vehicle) asks the server first.
 */
const storeBooking = (queryClient: QueryClient) => (rental: Rental) => {
  void queryClient.invalidateQueries({ queryKey: vehicleKeys.searches(), refetchType: 'none' });
  void queryClient.invalidateQueries({ queryKey: vehicleKeys.carpoolingSearches(), refetchType: 'none' });
  return storeRental(queryClient)(rental);
};

/** Books a vehicle. */
export const createRentalMutationOptions = (client: ApiClient, queryClient: QueryClient) =>
  mutationOptions({ mutationKey: ['rentals', 'create'], mutationFn: (rental: RentalCreate) => createRental(client, rental), onSuccess: storeBooking(queryClient) });

/** Modifies a booking's times. */
export const modifyRentalTimesMutationOptions = (client: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['rentals', 'modify-times'],
    mutationFn: (input: { id: number } & RentalTimes) => modifyRentalTimes(client, input.id, input),
    onSuccess: storeRental(queryClient),
  });

/** Toggles geotracking during a trip. */
export const setRentalGeotrackingMutationOptions = (client: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['rentals', 'geotracking'],
    mutationFn: (input: { id: number; geotracking: boolean }) => setRentalGeotracking(client, input.id, input.geotracking),
    onSuccess: storeRental(queryClient),
  });

/** Cancels a booking, then refetches it and the lists (it becomes cancelled, spec §4). */
export const cancelRentalMutationOptions = (client: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['rentals', 'cancel'],
    mutationFn: (id: number) => cancelUserRental(client, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rentalKeys.all }),
  });

/** Joins a carpooling. */
export const joinCarpoolingMutationOptions = (client: ApiClient, queryClient: QueryClient) =>
  mutationOptions({ mutationKey: ['rentals', 'join'], mutationFn: (id: number) => joinCarpoolingRental(client, id), onSuccess: storeBooking(queryClient) });

const refetchPassengers = (queryClient: QueryClient) => (_data: unknown, input: { rentalId: number }) =>
  queryClient.invalidateQueries({ queryKey: rentalKeys.passengers(input.rentalId) });

/** Adds a passenger by e-mail. */
export const addPassengerMutationOptions = (client: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['rentals', 'passengers', 'add'],
    mutationFn: (input: { rentalId: number; email: string }) => addRentalPassenger(client, input.rentalId, input.email),
    onSuccess: refetchPassengers(queryClient),
  });

/** Removes a passenger, or cancels one's participation. */
export const removePassengerMutationOptions = (client: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['rentals', 'passengers', 'remove'],
    mutationFn: (input: { rentalId: number; passengerId: number }) => removeRentalPassenger(client, input.rentalId, input.passengerId),
    onSuccess: refetchPassengers(queryClient),
  });

/** Confirms carpooling participation (decision D11). */
export const confirmPassengerMutationOptions = (client: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['rentals', 'passengers', 'confirm'],
    mutationFn: (input: { rentalId: number; passengerId: number }) => confirmRentalPassenger(client, input.rentalId, input.passengerId),
    onSuccess: refetchPassengers(queryClient),
  });
