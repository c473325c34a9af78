import { defaultParseSearch, defaultStringifySearch } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { criteriaOf, parseSearchParams, submittedParams, toSearchState } from './searchParams.ts';

const stationTenant = {
  search_engine: 'station',
  one_way: true,
  use_labels: true,
  use_categories: true,
  use_estimated_distance: true,
  use_estimated_destination_field: false,
  use_discount: true,
} as const;

describe('search params in the URL (spec §3 search state, issue 8)', () => {
  it('survives the URL: stringified and parsed back as TanStack Router does, the same search comes out', () => {
    const params = submittedParams(
      {
        start: '2026-11-24T08:00:00-05:00',
        end: '2026-11-24T11:00:00-05:00',
        station: 3,
        endStation: 5,
        label: 2,
        distance: 42.5,
        categories: [1, 4],
        options: ['gps', 'bluetooth'],
        gears: 'automatic',
        seats: 7,
        codes: ['BIENVENUE10'],
      },
      stationTenant,
    );
    const url = defaultStringifySearch(params);
    expect(parseSearchParams(defaultParseSearch(url))).toEqual(params);
  });

  it('drops a malformed parameter and keeps the rest of the search', () => {
    const parsed = parseSearchParams({
      view: 'nowhere',
      station: 'abc',
      start: 'not a date',
      end: '2026-11-24T11:00:00-05:00',
      seats: 5,
      gears: 'automatic',
      categories: [1, 'x', 1, 2],
      options: ['gps', 'jetpack'],
      lat: 200,
    });
    expect(parsed).toEqual({
      end: '2026-11-24T11:00:00-05:00',
      gears: 'automatic',
      categories: [1, 2],
      options: ['gps'],
    });
  });

  it('reads numbers written as text (a hand-edited link) and a single value for a list', () => {
    expect(parseSearchParams({ station: '12', seats: '4', categories: 3, carpool: 'true' })).toEqual({
      station: 12,
      seats: 4,
      categories: [3],
      carpool: true,
    });
  });

  it('spec §2 / decision D21: a submitted search keeps only the fields of the tenant engine and switches', () => {
    const criteria = {
      start: '2026-11-24T08:00:00+01:00',
      end: '2026-11-24T11:00:00+01:00',
      station: 3,
      endStation: 5,
      lat: 48.85,
      lng: 2.35,
      address: '1 rue de Rivoli, Paris',
      label: 2,
      distance: 10,
      destLabel: 'Bureau',
      destPlaceId: 'p1',
      categories: [1],
      codes: ['X'],
    };
    const address = submittedParams(criteria, {
      search_engine: 'address',
      one_way: true,
      use_labels: false,
      use_categories: false,
      use_estimated_distance: true,
      use_estimated_destination_field: true,
      use_discount: false,
    });
    expect(address).toEqual({
      start: criteria.start,
      end: criteria.end,
      lat: 48.85,
      lng: 2.35,
      address: '1 rue de Rivoli, Paris',
      destLabel: 'Bureau',
      destPlaceId: 'p1',
      view: 'map',
      page: 1,
    });
    const roundTrip = submittedParams(criteria, { ...stationTenant, one_way: false });
    expect(roundTrip.endStation).toBeUndefined();
    expect(roundTrip.lat).toBeUndefined();
    expect(roundTrip.distance).toBe(10);
  });

  it('gives the domain its search state, times in the tenant zone', () => {
    const state = toSearchState(
      { start: '2026-11-24T13:00:00Z', end: '2026-11-24T16:00:00Z', station: 3, seats: 4, codes: ['A'] },
      { timezone: 'America/Montreal' },
    );
    expect(state.startTime?.toISO()).toBe('2026-11-24T08:00:00.000-05:00');
    expect(state).toMatchObject({ startStationId: 3, seatsCount: 4, gearsType: 'all', discountCodes: ['A'], page: 1 });
  });

  it('keeps the view, the selection and the page out of the criteria the form edits', () => {
    expect(criteriaOf({ view: 'vehicle', vehicleId: 3, page: 2, station: 1, carpool: true })).toEqual({ station: 1 });
  });
});
