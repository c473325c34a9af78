import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client.ts';
import { getStation, listCategories, listRegistrationFlows, listRentalLabels, listStations } from '../operations/tenantLists.ts';
import { tenantKeys } from './tenantQueries.ts';

// The tenant's lists that only the feature pages read: apart from the tenant's settings, which start-up imports (the
// /login budget).

/** Query keys of stations. */
export const stationKeys = {
  all: ['stations'] as const,
  list: () => [...stationKeys.all, 'list'] as const,
  detail: (id: number) => [...stationKeys.all, 'detail', id] as const,
};

/** `GET /registration_flows`. */
export const registrationFlowsQueryOptions = (client: ApiClient) =>
  queryOptions({ queryKey: tenantKeys.registrationFlows(), queryFn: ({ signal }) => listRegistrationFlows(client, { signal }), staleTime: Infinity });

/** `GET /rental_labels`. */
export const rentalLabelsQueryOptions = (client: ApiClient) =>
  queryOptions({ queryKey: tenantKeys.rentalLabels(), queryFn: ({ signal }) => listRentalLabels(client, { signal }), staleTime: Infinity });

/** `GET /categories`. */
export const categoriesQueryOptions = (client: ApiClient) =>
  queryOptions({ queryKey: tenantKeys.categories(), queryFn: ({ signal }) => listCategories(client, { signal }), staleTime: Infinity });

/** `GET /stations`. */
export const stationsQueryOptions = (client: ApiClient) =>
  queryOptions({ queryKey: stationKeys.list(), queryFn: ({ signal }) => listStations(client, { signal }), staleTime: 5 * 60_000 });

/** `GET /stations/{id}`. */
export const stationQueryOptions = (client: ApiClient, id: number) =>
  queryOptions({ queryKey: stationKeys.detail(id), queryFn: ({ signal }) => getStation(client, id, { signal }), staleTime: 5 * 60_000 });
