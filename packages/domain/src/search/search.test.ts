import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import {
  addDiscountCode,
  carpoolingSearchQuery,
  carpoolingCheckbox,
  carpoolingDestinationWarning,
  discountCodeOf,
  emptySearchMessageKey,
  isSearchSubmitEnabled,
  type SearchState,
  type SearchTenant,
  searchErrorMessageKey,
  searchSubmitBlockers,
  vehicleSearchQuery,
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

describe('what a search means (spec §7; issue 17: the wire body is api-client\'s)', () => {
  it('§7 round-trip station search: numbers, the end station is the start station', () => {
    expect(vehicleSearchQuery({ ...base, startStationId: '3' }, station)).toEqual({ startTime, endTime, startStationId: 3, endStationId: 3 });
  });

  it('§7 issue 17: a station search carries the station’s coordinates, which the results’ distances are measured from', () => {
    const query = vehicleSearchQuery({ ...base, location: { latitude: 45.4999, longitude: -73.5666 } }, station);
    expect(query).toMatchObject({ startStationId: 3, location: { latitude: 45.4999, longitude: -73.5666 } });
    expect(vehicleSearchQuery({ ...base, location: null }, station)).not.toHaveProperty('location');
    expect(vehicleSearchQuery({ ...base, location: { latitude: 45.5, longitude: null } }, station)).not.toHaveProperty('location');
  });

  it('§7 one-way station search has the end station', () => {
    expect(vehicleSearchQuery({ ...base, endStationId: 9 }, { one_way: true })).toMatchObject({ startStationId: 3, endStationId: 9 });
  });

  it('§7 D21 address search has the position and no station; page and size as given', () => {
    const query = vehicleSearchQuery(
      { startTime, endTime, location: { latitude: 48.85, longitude: 2.35 }, startStationId: 3, page: 2, limit: 10 },
      { ...address, one_way: true },
    );
    expect(query).toEqual({ startTime, endTime, location: { latitude: 48.85, longitude: 2.35 }, page: 2, limit: 10 });
  });

  it('§5 §7 §9 every switch on: estimated distance as a number, label, categories, options, gears, seats from §9’s list, codes', () => {
    const tenant: SearchTenant = { use_estimated_distance: true, use_labels: true, use_categories: true, use_discount: true };
    const query = vehicleSearchQuery(
      {
        ...base,
        estimatedDistance: '120',
        rentalLabelId: '5',
        categories: [1, '2', 'x'],
        options: ['gps', 'bluetooth'],
        gearsType: 'automatic',
        seatsCount: '4',
        discountCodes: [' PROMO ', '', 'AMI  2026'],
        destination: { placeId: 'ignored', label: 'ignored' },
      },
      tenant,
    );
    expect(query).toMatchObject({
      estimatedDistance: 120,
      rentalLabelId: 5,
      categories: [1, 2],
      options: ['gps', 'bluetooth'],
      gearsType: 'automatic',
      seatsCount: 4,
      discountCodes: ['PROMO', 'AMI  2026'],
    });
    expect(query).not.toHaveProperty('destination');
  });

  it('§7 the destination goes with the destination switch, not the estimated distance', () => {
    const query = vehicleSearchQuery(
      {
        ...base,
        estimatedDistance: 50,
        destination: { label: 'Work', name: 'Office', placeId: 'p1', formattedAddress: '1 rue X', latitude: 1.5, longitude: 2.5 },
      },
      { use_estimated_distance: true, use_estimated_destination_field: true },
    );
    expect(query.destination).toEqual({ label: 'Work', name: 'Office', placeId: 'p1', formattedAddress: '1 rue X', latitude: 1.5, longitude: 2.5 });
    expect(query).not.toHaveProperty('estimatedDistance');
  });

  it.each<[string, Partial<SearchState>, SearchTenant]>([
    ['filters at "all" are left out', { gearsType: 'all', seatsCount: 'all' }, {}],
    ['unknown filter values are left out (seats outside §9’s list)', { gearsType: 'hover', seatsCount: 3, options: ['jetpack'] }, {}],
    ['switched-off features are left out', { rentalLabelId: 5, categories: [1], discountCodes: ['A'], estimatedDistance: 3 }, {}],
    ['empty lists are left out', { categories: [], options: [], discountCodes: [] }, { use_categories: true, use_discount: true }],
    ['destination used but empty', { destination: { label: '', placeId: null } }, { use_estimated_distance: true, use_estimated_destination_field: true }],
  ])('§7 %s', (_, extra, tenant) => {
    expect(Object.keys(vehicleSearchQuery({ ...base, ...extra }, tenant)).sort()).toEqual(['endStationId', 'endTime', 'startStationId', 'startTime']);
  });

  it('§7 an address search without a position has none', () => {
    expect(vehicleSearchQuery({ startTime, endTime, location: null }, address)).toEqual({ startTime, endTime });
  });

  it('§7 a search without valid times is refused', () => {
    expect(() => vehicleSearchQuery({ startStationId: 3 }, station)).toThrow(RangeError);
    expect(() => vehicleSearchQuery({ startTime, endTime: DateTime.invalid('none') }, station)).toThrow(RangeError);
  });

  it('§7 carpooling search: the vehicle search’s stations, label, categories and page (issue 31), nothing else', () => {
    expect(
      carpoolingSearchQuery({ ...base, rentalLabelId: 7, categories: [4], seatsCount: 4, page: 3, limit: 50 }, { use_labels: true, use_categories: true }),
    ).toEqual({ startTime, endTime, startStationId: 3, endStationId: 3, rentalLabelId: 7, categories: [4], page: 3 });
  });

  it('§7 carpooling search leaves out what is not set', () => {
    expect(carpoolingSearchQuery({ startTime, endTime, location: { latitude: 1, longitude: 2 } }, address)).toEqual({ startTime, endTime });
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
