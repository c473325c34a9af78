import {
  type ApiClient,
  categoriesQueryOptions,
  type RentalList as RentalPage,
  useApiClient,
  userCarpoolingRentalsQueryOptions,
  userRentalsQueryOptions,
  stationsQueryOptions,
  useStationById,
  useTenant,
  vehicleQueryOptions,
} from '@frontoffice/api-client';
import { rentalListQuery, type RentalList, usesFeature } from '@frontoffice/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

/** Where a list comes from (spec §7): the account's rentals, or its carpoolings. */
export type RentalSource = 'rentals' | 'carpoolings';

/** What one list section asks for. */
export interface RentalListRequest {
  source: RentalSource;
  /** The status group (spec §4), which gives the statuses, the page size and the order (spec §9). */
  list: RentalList;
  /** The page, from 1. */
  page: number;
  /** Only this driver's rentals (spec §7: closed bookings are listed with the account id). */
  driverId?: number;
  /** @default true */
  enabled?: boolean;
  /** React Query's: whether a page that mounts asks again for an answer it has (`askedAWhileAgo`). @default true */
  refetchOnMount?: boolean | ((query: { state: { dataUpdatedAt: number } }) => boolean);
}

/**
 * One page of a rental list (spec §4 groups, §9 sizes: in progress 3, upcoming 20, closed 15 newest first). The page
 * shown stays while the next one loads, so that the pagination does not jump.
 */
export function useRentalListPage({ enabled = true, refetchOnMount = true, ...request }: RentalListRequest) {
  const client = useApiClient();
  return useQuery<RentalPage>({ ...rentalListPageOptions(client, request), placeholderData: keepPreviousData, enabled, refetchOnMount });
}

/** The query of one page of a rental list (`useRentalListPage`), for a route that asks for it before its page's code. */
export function rentalListPageOptions(client: ApiClient, { source, list, page, driverId }: Omit<RentalListRequest, 'enabled' | 'refetchOnMount'>) {
  const { statuses, limit, order } = rentalListQuery(list);
  const options =
    source === 'rentals'
      ? userRentalsQueryOptions(client, {
          page,
          limit,
          statuses: [...statuses],
          order,
          ...(driverId === undefined ? {} : { driver_ids: [driverId] }),
        })
      : userCarpoolingRentalsQueryOptions(client, { page, limit, statuses: [...statuses] });
  return { queryKey: options.queryKey as readonly unknown[], queryFn: options.queryFn as () => Promise<RentalPage> };
}

/** A rental's vehicle (`GET /vehicles/{id}`, cached and shared with the search). */
export function useVehicle(id: number | undefined) {
  const client = useApiClient();
  return useQuery({ ...vehicleQueryOptions(client, id ?? 0), enabled: id !== undefined });
}

/**
 * A station by id: from the tenant's stations (`GET /stations`, cached for every card), or asked for alone when the
 * list does not hold it (spec §7 `GET /stations/{id}`; issue 31: a booking at a station outside the list showed none).
 */
export function useStation(id: number | null | undefined, ask = true) {
  return useStationById(id, ask);
}

/** The tenant's vehicle categories, when it uses them (spec §3 feature switch). */
export function useCategories() {
  const client = useApiClient();
  const tenant = useTenant();
  const enabled = usesFeature(tenant, 'categories');
  return useQuery({ ...categoriesQueryOptions(client), enabled }).data ?? [];
}

/**
 * What a list's cards show beside their rentals (issue 32): the tenant's stations and each card's vehicle, once per
 * vehicle. The lists wait for them (`useCardsAnswered`), and the history's route asks for them (`usePrefetchHistory`).
 */
export function cardQueries(client: ApiClient, rentals: readonly { vehicle_id: number }[]) {
  return {
    stations: stationsQueryOptions(client),
    vehicles: [...new Set(rentals.map((rental) => rental.vehicle_id))].map((id) => vehicleQueryOptions(client, id)),
  };
}
