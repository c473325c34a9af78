import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import {
  addDiscountCode,
  buildCarpoolingSearchRequest,
  buildVehicleSearchRequest,
  carpoolingCheckbox,
  carpoolingDestinationWarning,
  discountCodeOf,
  emptySearchMessageKey,
  isSearchSubmitEnabled,
  type SearchState,
  type SearchTenant,
  searchErrorMessageKey,
  searchSubmitBlockers,
} from './search.ts';

const startTime = DateTime.fromISO('2026-11-22T10:15', { zone: 'America/Montreal' });
const endTime = DateTime.fromISO('2026-11-22T12:00', { zone: 'America/Montreal' });
const base: SearchState = { startTime, endTime, startStationId: 3 };
const station: SearchTenant = { search_engine: 'station' };
const address: SearchTenant = { search_engine: 'address' };

describe('search submit (spec §5)', () => {
  it.each<[string, SearchState, SearchTenant, boolean, string[]]>([
    ['station search complete', base, station, false, []],
    ['while processing', base, station, true, ['processing']],
    ['no start date', { ...base, startTime: null }, station, false, ['missing-start-time']],
    ['no end date', { ...base, endTime: undefined }, station, false, ['missing-end-time']],
    ['invalid end date', { ...base, endTime: DateTime.invalid('typed garbage') }, station, false, ['missing-end-time']],
    ['station engine without start station', { ...base, startStationId: null }, station, false, ['missing-start-station']],
    ['station id typed as text counts', { ...base, startStationId: '3' }, {}, false, []],
    ['default engine is station', { startTime, endTime }, {}, false, ['missing-start-station']],
    ['address engine without position', { startTime, endTime }, address, false, ['missing-location']],
    ['address engine with half a position', { startTime, endTime, location: { latitude: 45.5, longitude: null } }, address, false, ['missing-location']],
    ['address engine complete', { startTime, endTime, location: { latitude: 45.5, longitude: -73.6 } }, address, false, []],
    ['labels used without a label', base, { use_labels: true }, false, ['missing-rental-label']],
    ['labels used with a label', { ...base, rentalLabelId: 2 }, { use_labels: true }, false, []],
    ['distance without destination, no distance', base, { use_estimated_distance: true }, false, ['missing-estimated-distance']],
    ['distance without destination, blank text', { ...base, estimatedDistance: ' ' }, { use_estimated_distance: true }, false, ['missing-estimated-distance']],
    ['distance without destination, 0 km given', { ...base, estimatedDistance: 0 }, { use_estimated_distance: true }, false, []],
    ['destination used without place id', { ...base, destination: { label: 'Home' } }, { use_estimated_distance: true, use_estimated_destination_field: true }, false, ['missing-destination']],
    ['destination used without label', { ...base, destination: { placeId: 'p1' } }, { use_estimated_distance: true, use_estimated_destination_field: true }, false, ['missing-destination']],
    ['destination used, complete (no distance needed)', { ...base, destination: { placeId: 'p1', label: 'Home' } }, { use_estimated_distance: true, use_estimated_destination_field: true }, false, []],
    ['destination field alone does nothing', base, { use_estimated_destination_field: true }, false, []],
    ['one-way station search without end station', base, { one_way: true }, false, ['missing-end-station']],
    ['one-way station search complete', { ...base, endStationId: 4 }, { one_way: true }, false, []],
    ['one-way address search needs no end station (D21)', { startTime, endTime, location: { latitude: 1, longitude: 2 } }, { ...address, one_way: true }, false, []],
    ['everything missing', {}, { one_way: true, use_labels: true, use_estimated_distance: true }, true, ['processing', 'missing-start-time', 'missing-end-time', 'missing-start-station', 'missing-rental-label', 'missing-estimated-distance', 'missing-end-station']],
  ])('§5 %s', (_, state, tenant, processing, blockers) => {
    expect(searchSubmitBlockers(state, tenant, { processing })).toEqual(blockers);
    expect(isSearchSubmitEnabled(state, tenant, { processing })).toBe(blockers.length === 0);
  });

  it('§5 submit is enabled by default options when nothing blocks', () => {
    expect(isSearchSubmitEnabled(base, station)).toBe(true);
    expect(searchSubmitBlockers(base, station)).toEqual([]);
  });
});

describe('search request body (spec §7, §9)', () => {
  it('§7 round-trip station search: numbers, defaults page 1, limit 50, radius 30, end station = start station', () => {
    expect(buildVehicleSearchRequest({ ...base, startStationId: '3' }, station)).toEqual({
      search: {
        start_time: '2026-11-22T10:15:00-05:00',
        end_time: '2026-11-22T12:00:00-05:00',
        start_station_id: 3,
        end_station_id: 3,
        page: 1,
        limit: 50,
        radius: 30,
      },
    });
  });

  it('§7 issue 17: a station search sends the station’s coordinates, which the results’ distances are measured from', () => {
    const { search } = buildVehicleSearchRequest({ ...base, location: { latitude: 45.4999, longitude: -73.5666 } }, station);
    expect(search).toMatchObject({ start_station_id: 3, latitude: 45.4999, longitude: -73.5666 });
    expect(buildVehicleSearchRequest({ ...base, location: null }, station).search).not.toHaveProperty('latitude');
  });

  it('§7 one-way station search sends the end station', () => {
    expect(buildVehicleSearchRequest({ ...base, endStationId: 9 }, { one_way: true }).search).toMatchObject({
      start_station_id: 3,
      end_station_id: 9,
    });
  });

  it('§7 D21 address search sends the position and no station', () => {
    const { search } = buildVehicleSearchRequest(
      { startTime, endTime, location: { latitude: 48.85, longitude: 2.35 }, startStationId: 3, page: 2, limit: 10 },
      { ...address, one_way: true },
    );
    expect(search).toEqual({
      start_time: '2026-11-22T10:15:00-05:00',
      end_time: '2026-11-22T12:00:00-05:00',
      latitude: 48.85,
      longitude: 2.35,
      page: 2,
      limit: 10,
      radius: 30,
    });
  });

  it('§5 §7 every switch on: estimated distance as a number, label, categories, options, gears, seats, codes', () => {
    const tenant: SearchTenant = { use_estimated_distance: true, use_labels: true, use_categories: true, use_discount: true };
    const { search } = buildVehicleSearchRequest(
      {
        ...base,
        estimatedDistance: '120',
        rentalLabelId: '5',
        categories: [1, '2', 'x'],
        options: ['gps', 'bluetooth'],
        gearsType: 'automatic',
        seatsCount: '4',
        discountCodes: [' PROMO ', ''],
        destination: { placeId: 'ignored', label: 'ignored' },
      },
      tenant,
    );
    expect(search).toMatchObject({
      estimated_distance: 120,
      rental_label_id: 5,
      categories: [1, 2],
      options: ['gps', 'bluetooth'],
      gears_type: 'automatic',
      seats_count: 4,
      discount_codes: ['PROMO'],
    });
    expect(search).not.toHaveProperty('destination_gmaps_place_id');
  });

  it('§7 the destination fields go with the destination switch, not the estimated distance', () => {
    const { search } = buildVehicleSearchRequest(
      {
        ...base,
        estimatedDistance: 50,
        destination: { label: 'Work', name: 'Office', placeId: 'p1', formattedAddress: '1 rue X', latitude: 1.5, longitude: 2.5 },
      },
      { use_estimated_distance: true, use_estimated_destination_field: true },
    );
    expect(search).toMatchObject({
      destination_label: 'Work',
      destination_name: 'Office',
      destination_gmaps_place_id: 'p1',
      destination_formatted_address: '1 rue X',
      destination_latitude: 1.5,
      destination_longitude: 2.5,
    });
    expect(search).not.toHaveProperty('estimated_distance');
  });

  it.each<[string, Partial<SearchState>, SearchTenant]>([
    ['filters at "all" are not sent', { gearsType: 'all', seatsCount: 'all' }, {}],
    ['unknown filter values are not sent', { gearsType: 'hover', seatsCount: 3, options: ['jetpack'] }, {}],
    ['switched-off features are not sent', { rentalLabelId: 5, categories: [1], discountCodes: ['A'], estimatedDistance: 3 }, {}],
    ['empty lists are not sent', { categories: [], options: [], discountCodes: [] }, { use_categories: true, use_discount: true }],
    ['destination used but empty', { destination: { label: '', placeId: null } }, { use_estimated_distance: true, use_estimated_destination_field: true }],
  ])('§7 %s', (_, extra, tenant) => {
    expect(Object.keys(buildVehicleSearchRequest({ ...base, ...extra }, tenant).search).sort()).toEqual(
      ['end_station_id', 'end_time', 'limit', 'page', 'radius', 'start_station_id', 'start_time'],
    );
  });

  it('§7 an address search without a position sends none', () => {
    const { search } = buildVehicleSearchRequest({ startTime, endTime, location: null }, address);
    expect(search).not.toHaveProperty('latitude');
    expect(search).not.toHaveProperty('longitude');
  });

  it('§7 a search without valid times is refused', () => {
    expect(() => buildVehicleSearchRequest({ startStationId: 3 }, station)).toThrow(RangeError);
  });

  it('§7 §9 carpooling search: page 1 and limit 30, inside and outside the search', () => {
    expect(
      buildCarpoolingSearchRequest({ ...base, rentalLabelId: 7, categories: [4], page: 3, limit: 50 }, { use_labels: true, use_categories: true }),
    ).toEqual({
      search: {
        start_station_id: 3,
        end_station_id: 3,
        rental_label_id: 7,
        start_time: '2026-11-22T10:15:00-05:00',
        end_time: '2026-11-22T12:00:00-05:00',
        categories: [4],
        page: 1,
        limit: 30,
      },
      page: 1,
      limit: 30,
    });
  });

  it('§7 carpooling search leaves out what is not set', () => {
    expect(Object.keys(buildCarpoolingSearchRequest({ startTime, endTime, location: { latitude: 1, longitude: 2 } }, address).search).sort()).toEqual(
      ['end_time', 'limit', 'page', 'start_time'],
    );
  });
});

describe('carpooling box (spec §5, D20)', () => {
  it.each([
    [true, 'default_enabled', { shown: true, initial: true, locked: false }],
    [true, 'forced_enabled', { shown: true, initial: true, locked: true }],
    [true, 'disabled', { shown: true, initial: false, locked: false }],
    [true, null, { shown: true, initial: false, locked: false }],
    [false, 'forced_enabled', { shown: false, initial: false, locked: false }],
  ])('§5 D20 carpooling %s with mode %s', (use_carpooling, carpooling_mode, expected) => {
    expect(carpoolingCheckbox({ use_carpooling, carpooling_mode })).toEqual(expected);
  });

  it.each([
    ['Montréal', false, 'error-message-destination-whitout-checkbox'],
    ['Montréal', true, null],
    ['   ', false, null],
    [null, false, null],
  ])('§5 destination %j with the box ticked %s warns %s', (destination, checked, expected) => {
    expect(carpoolingDestinationWarning(destination, checked)).toBe(expected);
  });
});

describe('search messages (spec §8)', () => {
  it.each([
    ['WRONG_PARAMETER', 'search:wrong-parameter'],
    ['expired_discount_code', 'search:expired-discount-code'],
    ['INVALID_DISCOUNT_CODE', 'search:invalid-discount-code'],
    ['DISCOUNT_CODE_MAX_LIMIT_REACHED', 'search:max-limit-discount-code'],
    ['SEARCH_TOO_MANY_RESERVATIONS', null],
    [null, null],
  ])('§8 code %s shows %s', (code, key) => {
    expect(searchErrorMessageKey(code)).toBe(key);
  });

  it.each([
    [[], 'search:no-result'],
    [undefined, 'search:no-result'],
    [[2], 'search:no-result-in-category'],
  ])('§8 empty result with categories %j shows %s', (categories, key) => {
    expect(emptySearchMessageKey({ categories })).toBe(key);
  });
});

describe('discount codes (spec §3: a list; issue 17 item 7)', () => {
  it('keeps the spaces inside a code as typed and drops those at its ends', () => {
    expect(discountCodeOf('  SUMMER 10 ')).toBe('SUMMER 10');
    expect(discountCodeOf('A  B')).toBe('A  B');
    expect(discountCodeOf('   ')).toBeNull();
  });

  it('adds codes one after another, ignoring an empty or repeated one', () => {
    let codes = addDiscountCode([], ' WELCOME ');
    codes = addDiscountCode(codes, 'SUMMER 10');
    expect(codes).toEqual(['WELCOME', 'SUMMER 10']);
    expect(addDiscountCode(codes, 'WELCOME  ')).toEqual(codes);
    expect(addDiscountCode(codes, ' ')).toEqual(codes);
    // A new list: the one given is left as it was.
    const before = ['A'];
    addDiscountCode(before, 'B');
    expect(before).toEqual(['A']);
  });
});
