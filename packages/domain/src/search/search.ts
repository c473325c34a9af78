/**
 * The search form's rules (spec §5, §7, §8; decisions D20, D21): when submit is enabled, the request body, the
 * carpooling box and the search error messages.
 *
 * Choice: on a round-trip station search (not one-way) the end station sent is the start station, since the vehicle
 * comes back where it left; on a one-way address search no end is sent, the end being the start address (D21).
 */
import { SERVER_ERROR_FORMS } from '../forms/serverErrors.ts';
import type { DateTime } from 'luxon';
import type { TenantRules } from '../tenant/tenantRules.ts';
import { isVehicleOption, searchFormFields, type SearchFormTenant, type VehicleOption } from './fields.ts';

/** Gears filter values (spec §9). */
export const GEARS_FILTERS = ['all', 'manual', 'semi_automatic', 'automatic'] as const;
/** A gears filter value. */
export type GearsFilter = (typeof GEARS_FILTERS)[number];

/** Seats filter values: all, or at least 2, 4 or 7 seats (spec §9). */
export const SEATS_FILTERS = ['all', 2, 4, 7] as const;
/** A seats filter value. */
export type SeatsFilter = (typeof SEATS_FILTERS)[number];

/** Search defaults (spec §9). */
export const SEARCH_DEFAULTS = { page: 1, limit: 50, radius: 30 } as const;
/** Carpooling search defaults (spec §9). */
export const CARPOOLING_SEARCH_DEFAULTS = { page: 1, limit: 30 } as const;

/** An id as a form or a URL may hold it. */
type IdInput = number | string | null | undefined;

/** The chosen destination (spec §3 search state). */
export interface SearchDestination {
  /** The label the driver gave it. */
  label?: string | null;
  /** Place name. */
  name?: string | null;
  /** Place id of the address suggestion. */
  placeId?: string | null;
  /** Formatted address. */
  formattedAddress?: string | null;
  /** Latitude. */
  latitude?: number | null;
  /** Longitude. */
  longitude?: number | null;
}

/** The search state the rules read (spec §3). Numbers may arrive as strings from inputs; they are sent as numbers. */
export interface SearchState {
  /** Start station (station engine). */
  startStationId?: IdInput;
  /** End station (one-way station search). */
  endStationId?: IdInput;
  /** Chosen address position (address engine), or the start station's coordinates (station engine). */
  location?: { latitude?: number | null; longitude?: number | null } | null;
  /** Destination, when the tenant uses estimated distance with the destination field. */
  destination?: SearchDestination | null;
  /** Rental label, when the tenant uses labels. */
  rentalLabelId?: IdInput;
  /** Estimated distance, when the tenant uses it without the destination field. */
  estimatedDistance?: number | string | null;
  /** Departure. */
  startTime?: DateTime | null;
  /** Return. */
  endTime?: DateTime | null;
  /** Selected category ids. */
  categories?: readonly IdInput[] | null;
  /** Selected vehicle options. */
  options?: readonly string[] | null;
  /** Gears filter. @default 'all' */
  gearsType?: string | null;
  /** Seats filter. @default 'all' */
  seatsCount?: number | string | null;
  /** Discount codes. */
  discountCodes?: readonly string[] | null;
  /** Result page. @default 1 */
  page?: number | null;
  /** Page size. @default 50 */
  limit?: number | null;
}

/** The tenant settings the search rules read: those that decide the search form's fields. */
export type SearchTenant = SearchFormTenant;

/** Why submit is disabled (spec §5). */
export const SEARCH_BLOCKERS = [
  'processing',
  'missing-start-time',
  'missing-end-time',
  'missing-start-station',
  'missing-location',
  'missing-rental-label',
  'missing-estimated-distance',
  'missing-destination',
  'missing-end-station',
] as const;
/** A reason submit is disabled. */
export type SearchBlocker = (typeof SEARCH_BLOCKERS)[number];

function toNumber(value: number | string | null | undefined): number | undefined {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return undefined;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : undefined;
}

function isValidTime(time: DateTime | null | undefined): time is DateTime {
  return Boolean(time?.isValid);
}

/**
 * Every reason submit is disabled (spec §5): processing; a start or end date missing; station engine without a
 * start station; address engine without latitude and longitude; labels used without a label; distance used without
 * destination and no estimated distance; destination used without a place id or a label; one-way station search
 * without an end station.
 */
export function searchSubmitBlockers(
  state: SearchState,
  tenant: SearchTenant,
  { processing = false }: { processing?: boolean } = {},
): SearchBlocker[] {
  const blockers: SearchBlocker[] = [];
  const fields = searchFormFields(tenant);
  if (processing) blockers.push('processing');
  if (!isValidTime(state.startTime)) blockers.push('missing-start-time');
  if (!isValidTime(state.endTime)) blockers.push('missing-end-time');
  if (fields.startStation && toNumber(state.startStationId) === undefined) blockers.push('missing-start-station');
  if (fields.address && (typeof state.location?.latitude !== 'number' || typeof state.location.longitude !== 'number')) {
    blockers.push('missing-location');
  }
  if (fields.rentalLabel && toNumber(state.rentalLabelId) === undefined) blockers.push('missing-rental-label');
  if (fields.estimatedDistance && toNumber(state.estimatedDistance) === undefined) {
    blockers.push('missing-estimated-distance');
  }
  if (fields.destination && (!state.destination?.placeId || !state.destination.label)) {
    blockers.push('missing-destination');
  }
  if (fields.endStation && toNumber(state.endStationId) === undefined) blockers.push('missing-end-station');
  return blockers;
}

/** Whether the search can be submitted: no blocker (spec §5). */
export function isSearchSubmitEnabled(
  state: SearchState,
  tenant: SearchTenant,
  options: { processing?: boolean } = {},
): boolean {
  return searchSubmitBlockers(state, tenant, options).length === 0;
}

/** The body of `POST /vehicles/search`, inside `search` (spec §7, decision D12). */
export interface VehicleSearchBody {
  /** Departure, ISO 8601 with offset. */
  start_time: string;
  /** Return, ISO 8601 with offset. */
  end_time: string;
  /** Start station (station engine). */
  start_station_id?: number;
  /** End station: the one-way choice, else the start station. */
  end_station_id?: number;
  /** Start position (address engine). */
  latitude?: number;
  /** Start position (address engine). */
  longitude?: number;
  /** Estimated distance, a number (spec §5). */
  estimated_distance?: number;
  /** Destination label. */
  destination_label?: string;
  /** Destination place name. */
  destination_name?: string;
  /** Destination place id. */
  destination_gmaps_place_id?: string;
  /** Destination address. */
  destination_formatted_address?: string;
  /** Destination latitude. */
  destination_latitude?: number;
  /** Destination longitude. */
  destination_longitude?: number;
  /** Rental label. */
  rental_label_id?: number;
  /** Discount codes. */
  discount_codes?: string[];
  /** Category ids. */
  categories?: number[];
  /** Vehicle options. */
  options?: VehicleOption[];
  /** Gears filter, absent for all. */
  gears_type?: Exclude<GearsFilter, 'all'>;
  /** At least this many seats, absent for all. */
  seats_count?: Exclude<SeatsFilter, 'all'>;
  /** Result page. @default 1 */
  page: number;
  /** Page size. @default 50 */
  limit: number;
  /** Search radius. @default 30 */
  radius: number;
}

/** A search time as sent: ISO 8601 with the offset, without milliseconds. */
function timeOf(time: DateTime | null | undefined): string {
  if (!isValidTime(time)) throw new RangeError('A search needs valid start and end times (see searchSubmitBlockers).');
  return time.toISO({ suppressMilliseconds: true }) as string;
}

function set<T extends object, K extends keyof T>(target: T, key: K, value: T[K] | undefined): void {
  if (value !== undefined) target[key] = value;
}

function ids(values: readonly IdInput[] | null | undefined): number[] {
  return (values ?? []).map(toNumber).filter((id): id is number => id !== undefined);
}

function text(value: string | null | undefined): string | undefined {
  return value ? value : undefined;
}

/**
 * The `POST /vehicles/search` body (spec §7): ids, distance and seats as numbers (spec §5), defaults page 1, limit 50,
 * radius 30 (spec §9), and only the fields the tenant's engine and switches use. Throws a RangeError without valid
 * times: call it only when {@link isSearchSubmitEnabled}.
 */
export function buildVehicleSearchRequest(state: SearchState, tenant: SearchTenant): { search: VehicleSearchBody } {
  const search: VehicleSearchBody = {
    start_time: timeOf(state.startTime),
    end_time: timeOf(state.endTime),
    page: toNumber(state.page) ?? SEARCH_DEFAULTS.page,
    limit: toNumber(state.limit) ?? SEARCH_DEFAULTS.limit,
    radius: SEARCH_DEFAULTS.radius,
  };
  const fields = searchFormFields(tenant);
  if (fields.startStation) {
    const start = toNumber(state.startStationId);
    set(search, 'start_station_id', start);
    set(search, 'end_station_id', fields.endStation ? toNumber(state.endStationId) : start);
    // spec §7 latitude/longitude on a station search: the station's own coordinates, which the results' distances
    // (distance_in_meters) are measured from (issue 17).
    set(search, 'latitude', state.location?.latitude ?? undefined);
    set(search, 'longitude', state.location?.longitude ?? undefined);
  } else {
    set(search, 'latitude', state.location?.latitude ?? undefined);
    set(search, 'longitude', state.location?.longitude ?? undefined);
  }
  if (fields.estimatedDistance) set(search, 'estimated_distance', toNumber(state.estimatedDistance));
  if (fields.destination && state.destination) {
    const d = state.destination;
    set(search, 'destination_label', text(d.label));
    set(search, 'destination_name', text(d.name));
    set(search, 'destination_gmaps_place_id', text(d.placeId));
    set(search, 'destination_formatted_address', text(d.formattedAddress));
    set(search, 'destination_latitude', d.latitude ?? undefined);
    set(search, 'destination_longitude', d.longitude ?? undefined);
  }
  if (fields.rentalLabel) set(search, 'rental_label_id', toNumber(state.rentalLabelId));
  const categories = ids(state.categories);
  if (fields.categories && categories.length > 0) search.categories = categories;
  const options = (state.options ?? []).filter(isVehicleOption);
  if (options.length > 0) search.options = options;
  const gears = GEARS_FILTERS.find((value) => value !== 'all' && value === state.gearsType);
  if (gears !== undefined && gears !== 'all') search.gears_type = gears;
  const seats = SEATS_FILTERS.find((value) => value !== 'all' && value === toNumber(state.seatsCount));
  if (seats !== undefined && seats !== 'all') search.seats_count = seats;
  const codes = (state.discountCodes ?? []).map(discountCodeOf).filter((code): code is string => code !== null);
  if (fields.discountCode && codes.length > 0) search.discount_codes = codes;
  return { search };
}

/** The body of `POST /carpooling_rentals/search` (spec §7): the search and the page both inside and outside. */
export interface CarpoolingSearchRequest {
  /** The search criteria. */
  search: {
    /** Start station (station engine). */
    start_station_id?: number;
    /** End station, as in the vehicle search. */
    end_station_id?: number;
    /** Rental label. */
    rental_label_id?: number;
    /** Departure, ISO 8601 with offset. */
    start_time: string;
    /** Return, ISO 8601 with offset. */
    end_time: string;
    /** Category ids. */
    categories?: number[];
    /** Page. @default 1 */
    page: number;
    /** Page size. @default 30 */
    limit: number;
  };
  /** Page. @default 1 */
  page: number;
  /** Page size. @default 30 */
  limit: number;
}

/** The `POST /carpooling_rentals/search` body (spec §7), page 1 and limit 30 (spec §9). Needs valid times. */
export function buildCarpoolingSearchRequest(state: SearchState, tenant: SearchTenant): CarpoolingSearchRequest {
  const { search: vehicle } = buildVehicleSearchRequest(state, tenant);
  const { page, limit } = CARPOOLING_SEARCH_DEFAULTS;
  const search: CarpoolingSearchRequest['search'] = {
    start_time: vehicle.start_time,
    end_time: vehicle.end_time,
    page,
    limit,
  };
  set(search, 'start_station_id', vehicle.start_station_id);
  set(search, 'end_station_id', vehicle.end_station_id);
  set(search, 'rental_label_id', vehicle.rental_label_id);
  set(search, 'categories', vehicle.categories);
  return { search, page, limit };
}

/**
 * A discount code as the driver typed it (spec §3: discount codes are a list): the spaces at its ends are dropped,
 * those inside are the code's own and kept. Empty once trimmed: no code.
 */
export function discountCodeOf(typed: string): string | null {
  const code = typed.trim();
  return code === '' ? null : code;
}

/** The codes with one more added at the end (spec §3); an empty or already listed code changes nothing. */
export function addDiscountCode(codes: readonly string[], typed: string): string[] {
  const code = discountCodeOf(typed);
  return code === null || codes.includes(code) ? [...codes] : [...codes, code];
}

/** The carpooling box of the vehicle view (decision D20). */
export interface CarpoolingCheckbox {
  /** The tenant uses carpooling. */
  shown: boolean;
  /** Ticked when the view opens: default_enabled and forced_enabled. */
  initial: boolean;
  /** Cannot be unticked: forced_enabled. */
  locked: boolean;
}

/** The carpooling box (D20): `default_enabled` starts ticked, `forced_enabled` ticked and locked, others unticked. */
export function carpoolingCheckbox(
  tenant: Pick<TenantRules, 'use_carpooling' | 'carpooling_mode'>,
): CarpoolingCheckbox {
  const shown = tenant.use_carpooling === true;
  const forced = shown && tenant.carpooling_mode === 'forced_enabled';
  return { shown, initial: forced || (shown && tenant.carpooling_mode === 'default_enabled'), locked: forced };
}

/** The warning when a destination is typed without the box ticked (spec §5; the key keeps the server's spelling). */
export const CARPOOLING_DESTINATION_WARNING = 'error-message-destination-whitout-checkbox';

/**
 * The carpooling destination warning (spec §5): a destination typed (spaces alone do not count) without the box
 * ticked. While it shows, booking is refused, since the box must be ticked if a destination is given.
 */
export function carpoolingDestinationWarning(
  destination: string | null | undefined,
  checked: boolean,
): typeof CARPOOLING_DESTINATION_WARNING | null {
  return !checked && Boolean(destination?.trim()) ? CARPOOLING_DESTINATION_WARNING : null;
}

// The search's own codes are the search row of the table of spec §8 cases (forms/serverErrors.ts).
const SEARCH_ERROR_KEYS: Readonly<Record<string, { message: string }>> = SERVER_ERROR_FORMS.search.codes;

/**
 * The message key of a search error code (spec §8), or null for codes that go to the generic handler (D23).
 * Codes are compared upper-cased.
 */
export function searchErrorMessageKey(code: string | null | undefined): string | null {
  return (code && SEARCH_ERROR_KEYS[code.toUpperCase()]?.message) || null;
}

/** The message of an empty result (spec §8): in-category when categories were selected. */
export function emptySearchMessageKey(
  state: Pick<SearchState, 'categories'>,
): 'search:no-result' | 'search:no-result-in-category' {
  return state.categories && state.categories.length > 0 ? 'search:no-result-in-category' : 'search:no-result';
}
