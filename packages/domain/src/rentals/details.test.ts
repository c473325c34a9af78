import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { isRentalFinished, rentalDuration, rentalRole } from './details.ts';
import { modificationBounds, modificationTimeErrors } from './modification.ts';

const zone = 'America/Montreal';
const now = DateTime.fromISO('2026-11-22T10:07:00', { zone });
const tenant = {
  timezone: zone,
  prepare_delay: 900,
  minimum_reservation_duration: 3600,
  maximum_reservation_duration: 86_400,
  rental_maximum_time_in_advance: 7_776_000,
};

describe('the viewer of a rental (spec §6)', () => {
  it.each([
    [7, 7, 'driver'],
    ['7', 7, 'driver'],
    [7, 8, 'passenger'],
    [7, null, 'passenger'],
  ] as const)('driver_id %j seen by user %j: %s', (driver, user, role) => {
    expect(rentalRole({ driver_id: driver }, user)).toBe(role);
  });
});

describe('rental duration (spec §2 booking detail)', () => {
  it.each([
    ['2026-11-22T10:00:00Z', '2026-11-22T14:30:00Z', { days: 0, hours: 4, minutes: 30 }],
    ['2026-11-22T10:00:00Z', '2026-11-24T11:15:00Z', { days: 2, hours: 1, minutes: 15 }],
    ['2026-11-22T10:00:00-05:00', '2026-11-22T16:00:00+01:00', { days: 0, hours: 0, minutes: 0 }],
  ])('%s → %s', (start, end, expected) => {
    if (expected.days + expected.hours + expected.minutes === 0) {
      expect(rentalDuration({ reservation_start_time: start, reservation_end_time: end })).toBeUndefined();
      return;
    }
    expect(rentalDuration({ reservation_start_time: start, reservation_end_time: end })).toEqual(expected);
  });

  it('has none for unreadable times', () => {
    expect(rentalDuration({ reservation_start_time: null, reservation_end_time: '2026-11-22T10:00:00Z' })).toBeUndefined();
    expect(rentalDuration({ reservation_start_time: '2026-11-22T10:00:00Z', reservation_end_time: 'later' })).toBeUndefined();
  });
});

describe('finished rentals show their distance and price (spec §2)', () => {
  it.each([
    ['closed', true],
    ['CLOSED', true],
    ['cancelled', false],
    ['expired', false],
    ['in_progress', false],
    [null, false],
  ])('%s: %s', (status, expected) => {
    expect(isRentalFinished({ status })).toBe(expected);
  });
});

describe('modify dialog bounds (spec §5: the search’s pickers)', () => {
  it('the start picker is the search’s: now + prepare delay rounded up, to now + the maximum time in advance', () => {
    const start = DateTime.fromISO('2026-11-25T14:00:00', { zone });
    const bounds = modificationBounds(start, now, tenant);
    expect(bounds.start.min.toISO()).toBe(DateTime.fromISO('2026-11-22T10:30:00', { zone }).toISO());
    expect(bounds.start.max.toMillis()).toBe(now.plus({ seconds: 7_776_000 }).toMillis());
  });

  it('the end picker runs from the start + minimum duration to the start + maximum duration', () => {
    const start = DateTime.fromISO('2026-11-25T14:00:00', { zone });
    const bounds = modificationBounds(start, now, tenant);
    expect(bounds.end.min.toISO()).toBe(DateTime.fromISO('2026-11-25T15:00:00', { zone }).toISO());
    expect(bounds.end.max.toISO()).toBe(DateTime.fromISO('2026-11-26T14:00:00', { zone }).toISO());
  });

  it('an in-progress rental’s end is never offered before the next slot from now', () => {
    const start = DateTime.fromISO('2026-11-22T09:30:00', { zone });
    const bounds = modificationBounds(start, now, tenant);
    expect(bounds.end.min.toISO()).toBe(DateTime.fromISO('2026-11-22T10:30:00', { zone }).toISO());
    const earlier = modificationBounds(DateTime.fromISO('2026-11-22T08:00:00', { zone }), now, tenant);
    expect(earlier.end.min.toISO()).toBe(DateTime.fromISO('2026-11-22T10:15:00', { zone }).toISO());
  });
});

describe('modify dialog checks (spec §5, §8 codes)', () => {
  const original = { start: DateTime.fromISO('2026-11-25T14:00:00', { zone }), end: DateTime.fromISO('2026-11-25T18:00:00', { zone }) };
  const at = (iso: string) => DateTime.fromISO(iso, { zone });

  it('accepts a later end', () => {
    expect(modificationTimeErrors({ start: original.start, end: at('2026-11-25T20:00:00') }, original, now, tenant)).toEqual([]);
  });

  it('refuses an end before the start, without a second "too short"', () => {
    expect(modificationTimeErrors({ start: original.start, end: at('2026-11-25T13:00:00') }, original, now, tenant)).toEqual([
      'START_DATE_AFTER_END_DATE',
    ]);
  });

  it('refuses a duration under the minimum and over the maximum', () => {
    expect(modificationTimeErrors({ start: original.start, end: at('2026-11-25T14:30:00') }, original, now, tenant)).toEqual([
      'SEARCH_END_TIME_TOO_SHORT',
    ]);
    expect(modificationTimeErrors({ start: original.start, end: at('2026-11-27T14:30:00') }, original, now, tenant)).toEqual([
      'SEARCH_END_TIME_TOO_LONG',
    ]);
  });

  it('refuses a start moved into the past or too soon, but lets an in-progress rental keep its past start', () => {
    const past = modificationTimeErrors({ start: at('2026-11-22T09:00:00'), end: original.end }, original, now, tenant);
    expect(past).toContain('RENTAL_DATES_IN_PAST');
    expect(past).toContain('SEARCH_START_TIME_BEFORE');
    expect(modificationTimeErrors({ start: at('2026-11-22T10:15:00'), end: at('2026-11-22T14:00:00') }, original, now, tenant)).toEqual([
      'SEARCH_START_TIME_BEFORE',
    ]);
    const running = { start: at('2026-11-22T09:00:00'), end: at('2026-11-22T12:00:00') };
    expect(modificationTimeErrors({ start: running.start, end: at('2026-11-22T13:00:00') }, running, now, tenant)).toEqual([]);
    expect(modificationTimeErrors({ start: running.start, end: at('2026-11-22T10:00:00') }, running, now, tenant)).toEqual([
      'RENTAL_DATES_IN_PAST',
    ]);
  });

  it('refuses a start too far in advance', () => {
    const far = at('2027-03-01T10:00:00');
    expect(modificationTimeErrors({ start: far, end: far.plus({ hours: 2 }) }, original, now, tenant)).toEqual([
      'SEARCH_END_TIME_TOO_LONG',
      'SEARCH_START_TIME_TOO_FAR_IN_ADVANCE',
    ]);
  });
});
