import { hasPassenger } from '@frontoffice/domain';
import { type QueryClient, mutationOptions, queryOptions } from '@tanstack/react-query';
import { UNCERTAIN_MEMORY_MS, failedUncertainly } from '../answers/checkedRetry.ts';
import type { ApiClient } from '../client.ts';
import { ApiError } from '../errors.ts';
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
import type { Passenger, Rental, RentalCreate, RentalList, UserCarpoolingRentalsQuery, UserRentalsQuery } from '../types.ts';
import { currentUserQueryOptions } from './userQueries.ts';
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

const refetchLists = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: rentalKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: rentalKeys.carpoolingLists() }),
  ]);

/**
 * Changes the cached pages of the lists at once (spec §4: a modified rental is replaced in its list, a cancelled one
 * leaves it), before they are refetched: a page that holds the rental keeps it, changed, when its statuses still
 * include the rental's, and drops it otherwise (`rental: null` drops it everywhere, for a passenger who left).
 */
export function placeRentalInLists(queryClient: QueryClient, id: number, rental: Rental | null): void {
  for (const prefix of [rentalKeys.lists(), rentalKeys.carpoolingLists()]) {
    for (const [key, page] of queryClient.getQueriesData<RentalList>({ queryKey: prefix })) {
      if (!page || !page.rentals.some((r) => r.id === id)) continue;
      const query = key[2] as UserRentalsQuery | undefined;
      const statuses: readonly string[] = query?.statuses ?? [];
      const stays = rental !== null && (statuses.length === 0 || statuses.includes(rental.status));
      queryClient.setQueryData<RentalList>(key, {
        rentals: stays ? page.rentals.map((r) => (r.id === id ? rental : r)) : page.rentals.filter((r) => r.id !== id),
        meta: stays ? page.meta : { ...page.meta, total: Math.max(0, page.meta.total - 1) },
      });
    }
  }
}

/** Stores a changed rental, shows it in the cached lists and refetches them, where it may have moved group (spec §4). */
const storeRental = (queryClient: QueryClient) => (rental: Rental) => {
  queryClient.setQueryData(rentalKeys.detail(rental.id), rental);
  placeRentalInLists(queryClient, rental.id, rental);
  return refetchLists(queryClient);
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

/**
 * Cancels a booking: it becomes cancelled at once in the detail and the lists (spec §4: after deletion a rental
 * becomes cancelled), then it and the lists are refetched.
 */
export const cancelRentalMutationOptions = (client: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['rentals', 'cancel'],
    mutationFn: (id: number) => cancelUserRental(client, id),
    onSuccess: (_data, id) => {
      const cached = queryClient.getQueryData<Rental>(rentalKeys.detail(id));
      const cancelled = cached ? { ...cached, status: 'cancelled' as const } : null;
      if (cancelled) queryClient.setQueryData(rentalKeys.detail(id), cancelled);
      placeRentalInLists(queryClient, id, cancelled);
      return queryClient.invalidateQueries({ queryKey: rentalKeys.all });
    },
  });

const JOIN_KEY = ['rentals', 'join'];

/**
 * Joins a carpooling. After a try that may have joined it (its answer lost, issue 19), the next one for the same
 * carpooling first asks whether the driver is among its passengers (`GET /rentals/{id}/passengers`) and then reads the
 * rental instead of joining again.
 */
export const joinCarpoolingMutationOptions = (client: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: JOIN_KEY,
    gcTime: UNCERTAIN_MEMORY_MS,
    mutationFn: async (id: number) =>
      (failedUncertainly(queryClient, JOIN_KEY, (earlier: number) => earlier === id) && (await joinedCarpooling(client, queryClient, id))) ||
      joinCarpoolingRental(client, id),
    onSuccess: storeBooking(queryClient),
  });

/** The carpooling if the signed-in driver is already one of its passengers, else null (not on it: 403 or 404 too). */
async function joinedCarpooling(client: ApiClient, queryClient: QueryClient, id: number): Promise<Rental | null> {
  const me = await queryClient.fetchQuery(currentUserQueryOptions(client));
  let passengers: Passenger[];
  try {
    passengers = await queryClient.fetchQuery({ ...rentalPassengersQueryOptions(client, id), staleTime: 0 });
  } catch (error) {
    if (error instanceof ApiError && (error.code === 'not_found' || error.code === 'forbidden')) return null;
    throw error;
  }
  const joined = passengers.some((passenger) => passenger.user_id === me.id) || hasPassenger(passengers, me.email);
  return joined ? getUserRental(client, id) : null;
}

const refetchPassengers = (queryClient: QueryClient) => (_data: unknown, input: { rentalId: number }) =>
  queryClient.invalidateQueries({ queryKey: rentalKeys.passengers(input.rentalId) });

const ADD_PASSENGER_KEY = ['rentals', 'passengers', 'add'];

/**
 * Adds a passenger by e-mail (spec §6). After a try that may have added them (its answer lost, issue 19), the next one
 * for the same rental and e-mail first reads the rental's passengers (`GET /rentals/{id}/passengers`) and answers the
 * passenger found there instead of adding them again; the list it read is the one the page shows, not asked for again
 * before the driver is told (under CI's load the second read held the success message past 10 s).
 */
export const addPassengerMutationOptions = (client: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ADD_PASSENGER_KEY,
    gcTime: UNCERTAIN_MEMORY_MS,
    mutationFn: async (input: { rentalId: number; email: string }) => {
      const same = (earlier: typeof input) => earlier.rentalId === input.rentalId && hasPassenger([earlier], input.email);
      if (failedUncertainly(queryClient, ADD_PASSENGER_KEY, same)) {
        const passengers = await queryClient.fetchQuery({ ...rentalPassengersQueryOptions(client, input.rentalId), staleTime: 0 });
        const added = passengers.find((passenger) => hasPassenger([passenger], input.email));
        if (added) return added;
      }
      return addRentalPassenger(client, input.rentalId, input.email);
    },
    // A passenger the cached list already holds (the retry's check has just read it) needs no second read.
    onSuccess: (passenger, input) =>
      queryClient.getQueryData<Passenger[]>(rentalKeys.passengers(input.rentalId))?.some((known) => known.id === passenger.id)
        ? undefined
        : refetchPassengers(queryClient)(passenger, input),
  });

/** Removes a passenger, or cancels one's participation. */
export const removePassengerMutationOptions = (client: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['rentals', 'passengers', 'remove'],
    mutationFn: (input: { rentalId: number; passengerId: number }) => removeRentalPassenger(client, input.rentalId, input.passengerId),
    onSuccess: refetchPassengers(queryClient),
  });

/**
 * A passenger cancels their participation (spec §6): their passenger entry is removed; the carpooling leaves their
 * lists at once (they no longer take part) and they leave its cached passengers, then the lists are refetched.
 */
export const cancelParticipationMutationOptions = (client: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['rentals', 'passengers', 'leave'],
    mutationFn: (input: { rentalId: number; passengerId: number }) => removeRentalPassenger(client, input.rentalId, input.passengerId),
    onSuccess: (_data, input) => {
      placeRentalInLists(queryClient, input.rentalId, null);
      queryClient.setQueryData<Passenger[]>(rentalKeys.passengers(input.rentalId), (passengers) =>
        passengers?.filter((passenger) => passenger.id !== input.passengerId),
      );
      return refetchLists(queryClient);
    },
  });

/** Confirms carpooling participation (decision D11). */
export const confirmPassengerMutationOptions = (client: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['rentals', 'passengers', 'confirm'],
    mutationFn: (input: { rentalId: number; passengerId: number }) => confirmRentalPassenger(client, input.rentalId, input.passengerId),
    onSuccess: refetchPassengers(queryClient),
  });
