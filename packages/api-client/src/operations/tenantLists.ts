import type { ApiClient, CallOptions } from '../client.ts';
import {
  vGetStationResponse,
  vListCategoriesResponse,
  vListRegistrationFlowsResponse,
  vListRentalLabelsResponse,
  vListStationsResponse,
} from '../generated/valibot.ts';
import type { Category, RegistrationFlow, RentalLabel, Station } from '../types.ts';

// The tenant's lists that only the feature pages read (stations, categories, rental labels, registration flows): a
// module of their own, out of the first page's entry, which ships every export of the modules it imports (the /login
// budget, docs/architecture.md).

/** `GET /registration_flows`. */
export async function listRegistrationFlows(client: ApiClient, options: CallOptions = {}): Promise<RegistrationFlow[]> {
  const body = await client.request({ method: 'GET', path: '/registration_flows', schema: vListRegistrationFlowsResponse, signal: options.signal });
  return body.registration_flows;
}

/** `GET /rental_labels`. */
export async function listRentalLabels(client: ApiClient, options: CallOptions = {}): Promise<RentalLabel[]> {
  const body = await client.request({ method: 'GET', path: '/rental_labels', schema: vListRentalLabelsResponse, signal: options.signal });
  return body.rental_labels;
}

/** `GET /categories`. */
export async function listCategories(client: ApiClient, options: CallOptions = {}): Promise<Category[]> {
  const body = await client.request({ method: 'GET', path: '/categories', schema: vListCategoriesResponse, signal: options.signal });
  return body.categories;
}

/** `GET /stations`. */
export async function listStations(client: ApiClient, options: CallOptions = {}): Promise<Station[]> {
  const body = await client.request({ method: 'GET', path: '/stations', schema: vListStationsResponse, signal: options.signal });
  return body.stations;
}

/** `GET /stations/{id}`. */
export async function getStation(client: ApiClient, id: number, options: CallOptions = {}): Promise<Station> {
  const body = await client.request({ method: 'GET', path: `/stations/${id}`, schema: vGetStationResponse, signal: options.signal });
  return body.station;
}
