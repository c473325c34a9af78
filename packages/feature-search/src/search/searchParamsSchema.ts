/**
 * The search state of spec §3 kept in the URL (issue 8: a search can be shared, reloaded and navigated with the back
 * button). Each parameter is validated on its own and a malformed one is dropped rather than failing the page: a
 * hand-edited or outdated link still opens the search view with what can be read.
 *
 * The app's route passes the raw values on (its `validateSearch` stays in the entry chunk that /login pays for) and
 * its lazily loaded component reads them with `parseSearchParams`. The checks are written by hand and also exposed as
 * a Standard Schema, which any `validateSearch` accepts like a valibot or zod one. luxon stays out: dates are checked
 * by their ISO 8601 shape and read with luxon only in `searchParams.ts`.
 */
import { GEARS_FILTERS, type GearsFilter, SEATS_FILTERS, type SeatsFilter, VEHICLE_OPTIONS, type VehicleOption } from '@frontoffice/domain';

/** The sub-views of the search view (spec §2). */
export const SEARCH_VIEWS = ['map', 'vehicle', 'booking', 'confirmation'] as const;
/** A sub-view of the search view. */
export type SearchView = (typeof SEARCH_VIEWS)[number];

/**
 * The validated search parameters of `/search` (spec §3 search state, §4 flow).
 */
export interface SearchParams {
  /** The sub-view; the map when absent. */
  view?: SearchView;
  /** The vehicle shown (vehicle and booking views). */
  vehicleId?: number;
  /** The carpooling rental being joined. */
  carpoolingId?: number;
  /** The booking confirmed (confirmation view). */
  rentalId?: number;
  /** The submitted departure, ISO 8601 with offset; a search runs only when `start` and `end` are set. */
  start?: string;
  /** The submitted return, ISO 8601 with offset. */
  end?: string;
  /** Start station (station engine). */
  station?: number;
  /** End station (one-way station search). */
  endStation?: number;
  /** Latitude of the chosen address (address engine). */
  lat?: number;
  /** Longitude of the chosen address. */
  lng?: number;
  /** The chosen address, as shown. */
  address?: string;
  /** Destination label given by the driver. */
  destLabel?: string;
  /** Destination place name. */
  destName?: string;
  /** Destination place id. */
  destPlaceId?: string;
  /** Destination address. */
  destAddress?: string;
  /** Destination latitude. */
  destLat?: number;
  /** Destination longitude. */
  destLng?: number;
  /** Rental label. */
  label?: number;
  /** Estimated distance, in the tenant's unit. */
  distance?: number;
  /** Category ids. */
  categories?: number[];
  /** Vehicle options. */
  options?: VehicleOption[];
  /** Gears filter (absent for all). */
  gears?: Exclude<GearsFilter, 'all'>;
  /** At least this many seats, from spec §9's list (absent for all). */
  seats?: Exclude<SeatsFilter, 'all'>;
  /** Discount codes. */
  codes?: string[];
  /** Result page. @default 1 */
  page?: number;
  /** The carpooling box chosen on the vehicle view (spec §2). */
  carpool?: boolean;
  /** The carpooling destination chosen on the vehicle view. */
  carpoolDest?: string;
  /** `html` draws one HTML marker per station instead of the clustered layer: for the benchmark only. */
  markers?: 'clustered' | 'html';
}

type Parse<T> = (value: unknown) => T | undefined;

const numeric = (value: unknown): number | undefined => {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : NaN;
  return Number.isFinite(n) ? n : undefined;
};
const between =
  (min: number, max: number): Parse<number> =>
  (value) => {
    const n = numeric(value);
    return n !== undefined && n >= min && n <= max ? n : undefined;
  };
const id: Parse<number> = (value) => {
  const n = numeric(value);
  return n !== undefined && Number.isInteger(n) && n >= 1 ? n : undefined;
};
const text: Parse<string> = (value) => {
  const trimmed = typeof value === 'string' ? value.trim() : '';
  return trimmed.length > 0 && trimmed.length <= 500 ? trimmed : undefined;
};
/** An instant with its offset, as the search request sends it. */
const isoTime: Parse<string> = (value) =>
  typeof value === 'string' &&
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value) &&
  !Number.isNaN(Date.parse(value))
    ? value
    : undefined;
const oneOf =
  <T extends string | number>(values: readonly T[]): Parse<T> =>
  (value) =>
    values.find((candidate) => candidate === value || String(candidate) === value);
const bool: Parse<boolean> = (value) => (value === true || value === 'true' ? true : value === false || value === 'false' ? false : undefined);
/** One value or several; invalid entries dropped, duplicates removed, nothing left reads as absent. */
const list =
  <T>(item: Parse<T>): Parse<T[]> =>
  (value) => {
    const kept: T[] = [];
    for (const entry of Array.isArray(value) ? value : [value]) {
      const parsed = item(entry);
      if (parsed !== undefined && !kept.includes(parsed)) kept.push(parsed);
    }
    return kept.length > 0 ? kept : undefined;
  };

const latitude = between(-90, 90);
const longitude = between(-180, 180);

const FIELDS: { [K in keyof Required<SearchParams>]: Parse<SearchParams[K]> } = {
  view: oneOf(SEARCH_VIEWS),
  vehicleId: id,
  carpoolingId: id,
  rentalId: id,
  start: isoTime,
  end: isoTime,
  station: id,
  endStation: id,
  lat: latitude,
  lng: longitude,
  address: text,
  destLabel: text,
  destName: text,
  destPlaceId: text,
  destAddress: text,
  destLat: latitude,
  destLng: longitude,
  label: id,
  distance: between(0, Number.MAX_SAFE_INTEGER),
  categories: list(id),
  options: list(oneOf(VEHICLE_OPTIONS)),
  gears: oneOf(GEARS_FILTERS.filter((value): value is Exclude<GearsFilter, 'all'> => value !== 'all')),
  seats: oneOf(SEATS_FILTERS.filter((value): value is Exclude<SeatsFilter, 'all'> => value !== 'all')),
  codes: list(text),
  page: id,
  carpool: bool,
  carpoolDest: text,
  markers: oneOf(['clustered', 'html'] as const),
};

/** Parses raw search parameters (what the router read from the URL); never throws, unknown keys are dropped. */
export function parseSearchParams(input: unknown): SearchParams {
  const raw = input && typeof input === 'object' ? (input as Record<string, unknown>) : {};
  const out: Record<string, unknown> = {};
  for (const [key, parse] of Object.entries(FIELDS) as [keyof SearchParams, Parse<unknown>][]) {
    const value = raw[key] === undefined ? undefined : parse(raw[key]);
    if (value !== undefined) out[key] = value;
  }
  return out as SearchParams;
}

/**
 * The search parameters' schema for the route's `validateSearch`, as a Standard Schema (v1): it always succeeds, a
 * malformed parameter being dropped. See {@link SearchParams} for the fields.
 */
export const searchParamsSchema = {
  '~standard': {
    version: 1,
    vendor: 'frontoffice',
    validate: (value: unknown) => ({ value: parseSearchParams(value) }),
    types: undefined as unknown as { input: Partial<Record<keyof SearchParams, unknown>>; output: SearchParams },
  },
} as const;

/** Drops the undefined entries, so that the URL carries only what is set. */
export function compactParams(params: SearchParams): SearchParams {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && !(Array.isArray(value) && value.length === 0)) out[key] = value;
  }
  return out as SearchParams;
}
