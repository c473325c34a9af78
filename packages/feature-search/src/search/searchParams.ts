/**
 * The search state of spec §3 kept in the URL (issue 8: a search can be shared, reloaded and navigated with the back
 * button). Each parameter is validated on its own and a malformed one is dropped rather than failing the page: a
 * hand-edited or outdated link still opens the search view with what can be read.
 *
 * valibot rather than zod: the api-client already ships valibot on every route, so this schema adds a few hundred
 * bytes to the search route and nothing to /login (the schema is imported only by the search route).
 */
import {
  GEARS_FILTERS,
  SEATS_FILTERS,
  VEHICLE_OPTIONS,
  type GearsFilter,
  type SearchDestination,
  type SearchState,
  type SearchTenant,
  type TenantRules,
  timezoneOf,
  type VehicleOption,
} from '@frontoffice/domain';
import { DateTime } from 'luxon';
import * as v from 'valibot';

/** The sub-views of the search view (spec §2). */
export const SEARCH_VIEWS = ['map', 'vehicle', 'booking', 'confirmation'] as const;
/** A sub-view of the search view. */
export type SearchView = (typeof SEARCH_VIEWS)[number];

/** A positive integer, from a number or the digits of a string (TanStack's parser keeps `"12"` quoted values). */
const positiveInteger = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number))]),
  v.integer(),
  v.minValue(1),
);
const finiteNumber = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.regex(/^-?\d+(\.\d+)?$/), v.transform(Number))]),
  v.finite(),
);
const latitude = v.pipe(finiteNumber, v.minValue(-90), v.maxValue(90));
const longitude = v.pipe(finiteNumber, v.minValue(-180), v.maxValue(180));
const text = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(500));
/** An instant with its offset, as `buildVehicleSearchRequest` sends it. */
const isoTime = v.pipe(
  v.string(),
  v.check((value) => DateTime.fromISO(value, { setZone: true }).isValid, 'not an ISO 8601 date-time'),
);
const gears = v.picklist(GEARS_FILTERS.filter((value): value is Exclude<GearsFilter, 'all'> => value !== 'all'));
const seats = v.union(
  SEATS_FILTERS.filter((value): value is 2 | 4 | 7 => value !== 'all').map((value) =>
    v.pipe(v.union([v.literal(value), v.literal(String(value))]), v.transform(() => value)),
  ),
);
const option = v.picklist(VEHICLE_OPTIONS);
const bool = v.pipe(
  v.union([v.boolean(), v.picklist(['true', 'false'])]),
  v.transform((value) => value === true || value === 'true'),
);

/** An optional parameter whose invalid value is dropped (the rest of the search survives). */
function loose<const TSchema extends v.GenericSchema>(schema: TSchema) {
  return v.fallback(v.optional(schema), undefined);
}

/** A list parameter: one value or several; invalid entries are dropped, duplicates removed. */
function list<const TSchema extends v.GenericSchema>(item: TSchema) {
  return v.fallback(
    v.optional(
      v.pipe(
        v.union([v.array(v.unknown()), v.unknown()]),
        v.transform((value) => (Array.isArray(value) ? value : [value])),
        v.transform((values) => {
          const kept: v.InferOutput<TSchema>[] = [];
          for (const value of values) {
            const parsed = v.safeParse(item, value);
            if (parsed.success && !kept.includes(parsed.output)) kept.push(parsed.output);
          }
          return kept.length > 0 ? kept : undefined;
        }),
      ),
    ),
    undefined,
  );
}

/**
 * The search parameters of `/search` (spec §3 search state, §4 flow). Pass it to the route's `validateSearch`.
 *
 * - `view`: the sub-view (map when absent); `vehicleId`, `carpoolingId` (a carpooling result being joined) and
 *   `rentalId` (the booking confirmed) select what it shows.
 * - `start`, `end`: the submitted departure and return (ISO 8601 with offset); a search runs only when both are set.
 * - `station`, `endStation` (station engine); `lat`, `lng`, `address` (address engine, the chosen suggestion).
 * - `destLabel`, `destName`, `destPlaceId`, `destAddress`, `destLat`, `destLng`: the destination.
 * - `label`, `distance`, `categories`, `options`, `gears`, `seats`, `codes`, `page`: the other filters.
 * - `carpool`, `carpoolDest`: the carpooling box and destination chosen on the vehicle view (spec §2).
 * - `markers`: `html` draws one HTML marker per station instead of the clustered layer, for the benchmark only.
 */
export const searchParamsSchema = v.object({
  view: loose(v.picklist(SEARCH_VIEWS)),
  vehicleId: loose(positiveInteger),
  carpoolingId: loose(positiveInteger),
  rentalId: loose(positiveInteger),
  start: loose(isoTime),
  end: loose(isoTime),
  station: loose(positiveInteger),
  endStation: loose(positiveInteger),
  lat: loose(latitude),
  lng: loose(longitude),
  address: loose(text),
  destLabel: loose(text),
  destName: loose(text),
  destPlaceId: loose(text),
  destAddress: loose(text),
  destLat: loose(latitude),
  destLng: loose(longitude),
  label: loose(positiveInteger),
  distance: loose(v.pipe(finiteNumber, v.minValue(0))),
  categories: list(positiveInteger),
  options: list(option),
  gears: loose(gears),
  seats: loose(seats),
  codes: list(text),
  page: loose(positiveInteger),
  carpool: loose(bool),
  carpoolDest: loose(text),
  markers: loose(v.picklist(['clustered', 'html'])),
});

/** The validated search parameters. */
export type SearchParams = v.InferOutput<typeof searchParamsSchema>;

/** Parses raw search parameters (what the router read from the URL); never throws. */
export function parseSearchParams(input: unknown): SearchParams {
  const parsed = v.safeParse(searchParamsSchema, input && typeof input === 'object' ? input : {});
  // Every field falls back on its own, so only a non-object input can fail; it then reads as an empty search.
  return parsed.success ? parsed.output : v.parse(searchParamsSchema, {});
}

/** Drops the undefined entries, so that the URL carries only what is set. */
export function compactParams(params: SearchParams): SearchParams {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && !(Array.isArray(value) && value.length === 0)) out[key] = value;
  }
  return out as SearchParams;
}

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
 * `isSearchSubmitEnabled` and `buildVehicleSearchRequest`.
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
 * The parameters of a submitted search: the criteria kept as the tenant's switches use them (spec §2: a field
 * exists only under its switch), on the map at page 1.
 */
export function submittedParams(criteria: SearchCriteria, tenant: SearchTenant): SearchParams {
  const station = tenant.search_engine !== 'address';
  const usesDestination = tenant.use_estimated_distance === true && tenant.use_estimated_destination_field === true;
  return compactParams({
    ...criteria,
    station: station ? criteria.station : undefined,
    // decision D21: one-way with the address engine has no end station.
    endStation: station && tenant.one_way === true ? criteria.endStation : undefined,
    lat: station ? undefined : criteria.lat,
    lng: station ? undefined : criteria.lng,
    address: station ? undefined : criteria.address,
    destLabel: usesDestination ? criteria.destLabel : undefined,
    destName: usesDestination ? criteria.destName : undefined,
    destPlaceId: usesDestination ? criteria.destPlaceId : undefined,
    destAddress: usesDestination ? criteria.destAddress : undefined,
    destLat: usesDestination ? criteria.destLat : undefined,
    destLng: usesDestination ? criteria.destLng : undefined,
    label: tenant.use_labels === true ? criteria.label : undefined,
    distance: tenant.use_estimated_distance === true && !usesDestination ? criteria.distance : undefined,
    categories: tenant.use_categories === true ? criteria.categories : undefined,
    codes: tenant.use_discount === true ? criteria.codes : undefined,
    view: 'map',
    page: 1,
  });
}

/** Whether an option name is one of the contract's vehicle options. */
export function isVehicleOption(value: string): value is VehicleOption {
  return (VEHICLE_OPTIONS as readonly string[]).includes(value);
}
