import { describe, expect, it } from 'vitest';
import { rentalDetailPath, rentalListPath } from './links.ts';
import { readPageParam, validateActiveListSearch, validateBookingDetailSearch, validateHistoryListSearch } from './listSearch.ts';

describe('readPageParam (a list page kept in the URL)', () => {
  it.each([
    [2, 2],
    ['4', 4],
    [undefined, 1],
    [0, 1],
    [-3, 1],
    [1.5, 1],
    ['2x', 1],
    [null, 1],
    [Number.MAX_VALUE, 1],
  ])('reads %j as page %i', (raw, expected) => {
    expect(readPageParam(raw)).toBe(expected);
  });
});

describe('the lists’ validateSearch (spec §9, issue 31)', () => {
  it('keeps each list’s page from 2, and leaves out a first or malformed page and anything else', () => {
    expect(validateActiveListSearch({ inProgressPage: 2, upcomingPage: '3', other: 'x' })).toEqual({ inProgressPage: 2, upcomingPage: 3 });
    expect(validateActiveListSearch({ inProgressPage: 1, upcomingPage: 'x' })).toEqual({});
    expect(validateHistoryListSearch({ page: 4 })).toEqual({ page: 4 });
    expect(validateHistoryListSearch({ page: 'bookings' })).toEqual({});
  });

  it('spec §2: a booking’s detail keeps `page=bookings` beside the lists’ pages', () => {
    expect(validateBookingDetailSearch({ page: 'bookings', upcomingPage: 2 })).toEqual({ page: 'bookings', upcomingPage: 2 });
    expect(validateBookingDetailSearch({ page: 7 })).toEqual({});
  });

  it('a card’s link carries the list’s pages, and the detail’s way back returns to them', () => {
    expect(rentalDetailPath('bookings', 12, { upcomingPage: 2 })).toBe('/account/bookings/12?page=bookings&upcomingPage=2');
    expect(rentalDetailPath('bookings', 12, {})).toBe('/account/bookings/12?page=bookings');
    expect(rentalDetailPath('carpoolings', 12, { inProgressPage: 3 })).toBe('/account/carpoolings/12?inProgressPage=3');
    expect(rentalDetailPath('history', 12, { page: 2 })).toBe('/account/bookings-history/12?page=2');
    expect(rentalDetailPath('history', 12)).toBe('/account/bookings-history/12');
    expect(rentalListPath('bookings', validateBookingDetailSearch({ page: 'bookings', upcomingPage: 2 }))).toBe('/account/bookings?upcomingPage=2');
    expect(rentalListPath('history', { page: 3 })).toBe('/account/bookings-history?page=3');
    expect(rentalListPath('carpoolings')).toBe('/account/carpoolings');
  });
});
