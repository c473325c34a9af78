/**
 * The search form's rules (spec §5, §7, §8; decisions D20, D21): when submit is enabled, what a search means for the
 * tenant (its query, in the domain's terms; api-client writes the wire body), the carpooling box and the search error
 * messages.
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

/** The destination of a search, as the search means it (spec §3 search state). */
export interface SearchQueryDestination {
  /** The label the driver gave it. */
  label?: string;
  /** Place name. */
  name?: string;
  /** Place id of the address suggestion. */
  placeId?: string;
  /** Formatted address. */
  formattedAddress?: string;
  /** Latitude. */
  latitude?: number;
  /** Longitude. */
  longitude?: number;
}

/**
 * What a vehicle search means for a tenant (spec §7): only the criteria its engine and switches use, as numbers where
 * spec §5 says so, in the domain's terms. `api-client` alone turns it into the wire body (`{search: {...}}`, snake_case,
 * ISO times, the §9 defaults of page, limit and radius: `vehicleSearchBody`), so that no field is renamed twice.
 */
export interface VehicleSearchQuery {
  /** Departure. */
  startTime: DateTime;
  /** Return. */
  endTime: DateTime;
  /** Start station (station engine). */
  startStationId?: number;
  /** End station: the one-way choice, else the start station (a round trip ends where it started). */
  endStationId?: number;
  /** The address searched around (address engine), or the start station's coordinates (station engine). */
  location?: { latitude: number; longitude: number };
  /** Estimated distance, a number (spec §5). */
  estimatedDistance?: number;
  /** Destination (estimated distance with the destination field). */
  destination?: SearchQueryDestination;
  /** Rental label. */
  rentalLabelId?: number;
  /** Category ids (none: any). */
  categories?: number[];
  /** Vehicle options (none: any). */
  options?: VehicleOption[];
  /** Gears filter; absent for all. */
  gearsType?: Exclude<GearsFilter, 'all'>;
  /** At least this many seats (spec §9's list); absent for all. */
  seatsCount?: Exclude<SeatsFilter, 'all'>;
  /** Discount codes (spec §3: a list). */
  discountCodes?: string[];
  /** Result page; §9's default when absent. */
  page?: number;
  /** Page size; §9's default when absent. */
  limit?: number;
}

/** What a carpooling search means for a tenant (spec §7): the vehicle search's criteria that a carpooling has. */
export interface CarpoolingSearchQuery {
  /** Departure. */
  startTime: DateTime;
  /** Return. */
  endTime: DateTime;
  /** Start station (station engine). */
  startStationId?: number;
  /** End station, as in the vehicle search. */
  endStationId?: number;
  /** Rental label. */
  rentalLabelId?: number;
  /** Category ids. */
  categories?: number[];
  /** Result page, the vehicle search's (spec §7); §9's default (1) when absent. The page size is §9's 30. */
  page?: number;
}

function validTime(time: DateTime | null | undefined): DateTime {
  if (!isValidTime(time)) throw new RangeError('A search needs valid start and end times (see searchSubmitBlockers).');
  return time;
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

function destinationOf(d: SearchDestination): SearchQueryDestination {
  const destination: SearchQueryDestination = {};
  set(destination, 'label', text(d.label));
  set(destination, 'name', text(d.name));
  set(destination, 'placeId', text(d.placeId));
  set(destination, 'formattedAddress', text(d.formattedAddress));
  set(destination, 'latitude', d.latitude ?? undefined);
  set(destination, 'longitude', d.longitude ?? undefined);
  return destination;
}

/**
 * What a search state means for a tenant (spec §7): ids, distance and seats as numbers (spec §5), seats and gears
 * from spec §9's lists, discount codes trimmed at their ends (spec §3), and only the fields the tenant's engine and
 * switches use (`searchFormFields`). Throws a RangeError without valid times: call it only when
 * {@link isSearchSubmitEnabled}.
 */
export function vehicleSearchQuery(state: SearchState, tenant: SearchTenant): VehicleSearchQuery {
  const query: VehicleSearchQuery = { startTime: validTime(state.startTime), endTime: validTime(state.endTime) };
  const fields = searchFormFields(tenant);
  const latitude = state.location?.latitude;
  const longitude = state.location?.longitude;
  // spec §7 latitude/longitude: the address searched (address engine), or the start station's coordinates, which
  // the results' distances are measured from (station engine, issue 17).
  if (typeof latitude === 'number' && typeof longitude === 'number') query.location = { latitude, longitude };
  if (fields.startStation) {
    const start = toNumber(state.startStationId);
    set(query, 'startStationId', start);
    set(query, 'endStationId', fields.endStation ? toNumber(state.endStationId) : start);
  }
  if (fields.estimatedDistance) set(query, 'estimatedDistance', toNumber(state.estimatedDistance));
  if (fields.destination && state.destination) {
    const destination = destinationOf(state.destination);
    if (Object.keys(destination).length > 0) query.destination = destination;
  }
  if (fields.rentalLabel) set(query, 'rentalLabelId', toNumber(state.rentalLabelId));
  const categories = ids(state.categories);
  if (fields.categories && categories.length > 0) query.categories = categories;
  const options = (state.options ?? []).filter(isVehicleOption);
  if (options.length > 0) query.options = options;
  const gears = GEARS_FILTERS.find((value) => value !== 'all' && value === state.gearsType);
  if (gears !== undefined && gears !== 'all') query.gearsType = gears;
  const seats = SEATS_FILTERS.find((value) => value !== 'all' && value === toNumber(state.seatsCount));
  if (seats !== undefined && seats !== 'all') query.seatsCount = seats;
  const codes = (state.discountCodes ?? []).map(discountCodeOf).filter((code): code is string => code !== null);
  if (fields.discountCode && codes.length > 0) query.discountCodes = codes;
  set(query, 'page', toNumber(state.page));
  set(query, 'limit', toNumber(state.limit));
  return query;
}

/**
 * What the carpooling search of a search state means (spec §7): the vehicle search's stations, label, categories and
 * page. The results page as one list (issue 31): page N shows the vehicles' page N and the carpoolings' page N, each
 * with its own page size (§9: 50 and 30).
 */
export function carpoolingSearchQuery(state: SearchState, tenant: SearchTenant): CarpoolingSearchQuery {
  const vehicle = vehicleSearchQuery(state, tenant);
  const query: CarpoolingSearchQuery = { startTime: vehicle.startTime, endTime: vehicle.endTime };
  set(query, 'startStationId', vehicle.startStationId);
  set(query, 'endStationId', vehicle.endStationId);
  set(query, 'rentalLabelId', vehicle.rentalLabelId);
  set(query, 'categories', vehicle.categories);
  set(query, 'page', vehicle.page);
  return query;
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
