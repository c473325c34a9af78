/**
 * From the URL's search parameters (`searchParamsSchema.ts`) to the domain's search state and back (spec §3).
 */
import {
  searchFormFields,
  type SearchDestination,
  type SearchFormTenant,
  type SearchState,
  type TenantRules,
  timezoneOf,
} from '@frontoffice/domain';
import { DateTime } from 'luxon';
import { compactParams, type SearchParams } from './searchParamsSchema.ts';

export {
  compactParams,
  parseSearchParams,
  SEARCH_VIEWS,
  searchParamsSchema,
  type SearchParams,
  type SearchView,
} from './searchParamsSchema.ts';

/** Whether the parameters hold a submitted search (both dates set): only then are results fetched. */
export function hasSubmittedSearch(params: SearchParams): boolean {
  return params.start !== undefined && params.end !== undefined;
}

function readTime(value: string | undefined, tenant: Pick<TenantRules, 'timezone'>): DateTime | null {
  if (!value) return null;
  const time = DateTime.fromISO(value, { setZone: true });
  return time.isValid ? time.setZone(timezoneOf(tenant)) : null;
}

/** The destination held by the parameters, or null when none was chosen. */
export function destinationOf(params: SearchParams): SearchDestination | null {
  if (params.destPlaceId === undefined && params.destLabel === undefined && params.destAddress === undefined) return null;
  return {
    label: params.destLabel ?? null,
    name: params.destName ?? null,
    placeId: params.destPlaceId ?? null,
    formattedAddress: params.destAddress ?? null,
    latitude: params.destLat ?? null,
    longitude: params.destLng ?? null,
  };
}

/**
 * The domain's search state (spec §3) of the parameters, times in the tenant's zone, ready for
 * `isSearchSubmitEnabled` and `vehicleSearchQuery`.
 */
export function toSearchState(params: SearchParams, tenant: Pick<TenantRules, 'timezone'>): SearchState {
  return {
    startStationId: params.station ?? null,
    endStationId: params.endStation ?? null,
    location: params.lat !== undefined && params.lng !== undefined ? { latitude: params.lat, longitude: params.lng } : null,
    destination: destinationOf(params),
    rentalLabelId: params.label ?? null,
    estimatedDistance: params.distance ?? null,
    startTime: readTime(params.start, tenant),
    endTime: readTime(params.end, tenant),
    categories: params.categories ?? [],
    options: params.options ?? [],
    gearsType: params.gears ?? 'all',
    seatsCount: params.seats ?? 'all',
    discountCodes: params.codes ?? [],
    page: params.page ?? 1,
  };
}

/** What the search form edits, beside the dates: the criteria of spec §2 in the URL's shape. */
export type SearchCriteria = Omit<
  SearchParams,
  'view' | 'vehicleId' | 'carpoolingId' | 'rentalId' | 'page' | 'carpool' | 'carpoolDest' | 'markers'
>;

/** The criteria of the parameters (what the form starts from). */
export function criteriaOf(params: SearchParams): SearchCriteria {
  const {
    view: _view,
    vehicleId: _vehicle,
    carpoolingId: _carpooling,
    rentalId: _rental,
    page: _page,
    carpool: _carpool,
    carpoolDest: _dest,
    markers: _markers,
    ...criteria
  } = params;
  return criteria;
}

/** Writes a time for the URL: ISO 8601 with the offset, no milliseconds (the form the request sends). */
export function timeParam(time: DateTime): string {
  return time.toISO({ suppressMilliseconds: true, includeOffset: true }) as string;
}

/**
 * The parameters of a submitted search: the criteria kept as the tenant's fields use them (spec §2: a field exists
 * only under its switch, the domain's `searchFormFields` says which), on the map at page 1.
 */
export function submittedParams(criteria: SearchCriteria, tenant: SearchFormTenant): SearchParams {
  const fields = searchFormFields(tenant);
  const keep = <T>(shown: boolean, value: T): T | undefined => (shown ? value : undefined);
  return compactParams({
    ...criteria,
    station: keep(fields.startStation, criteria.station),
    // decision D21: one-way with the address engine has no end station.
    endStation: keep(fields.endStation, criteria.endStation),
    lat: keep(fields.address, criteria.lat),
    lng: keep(fields.address, criteria.lng),
    address: keep(fields.address, criteria.address),
    destLabel: keep(fields.destination, criteria.destLabel),
    destName: keep(fields.destination, criteria.destName),
    destPlaceId: keep(fields.destination, criteria.destPlaceId),
    destAddress: keep(fields.destination, criteria.destAddress),
    destLat: keep(fields.destination, criteria.destLat),
    destLng: keep(fields.destination, criteria.destLng),
    label: keep(fields.rentalLabel, criteria.label),
    distance: keep(fields.estimatedDistance, criteria.distance),
    categories: keep(fields.categories, criteria.categories),
    codes: keep(fields.discountCode, criteria.codes),
    view: 'map',
    page: 1,
  });
}
