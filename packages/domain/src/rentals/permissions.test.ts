import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import {
  canAddPassengers,
  canCancelParticipation,
  canCancelRental,
  canToggleGeotracking,
  hasPassenger,
  isRentalOwner,
  modificationRights,
  rentalActions,
  shouldSearchPassengers,
} from './permissions.ts';

const now = DateTime.fromISO('2026-11-22T10:00:00', { zone: 'America/Montreal' });
const at = (seconds: number) => now.plus({ seconds }).toISO();

describe('cancel (spec §5, D8)', () => {
  it.each([
    ['pending, start far ahead', 'pending', at(7200), 3600, true],
    ['prepared, start far ahead', 'prepared', at(7200), 3600, true],
    ['PENDING upper-cased', 'PENDING', at(7200), 3600, true],
    ['delay exactly equal to the distance to the start', 'pending', at(3600), 3600, false],
    ['one second more than the delay', 'pending', at(3601), 3600, true],
    ['start within the delay', 'pending', at(1800), 3600, false],
    ['delay -1 (not allowed)', 'pending', at(7200), -1, false],
    ['delay 0, start ahead', 'pending', at(1), 0, true],
    ['delay 0, start now', 'pending', at(0), 0, false],
    ['unset delay falls back to 1 s: start in 1 s', 'pending', at(1), null, false],
    ['unset delay falls back to 1 s: start in 2 s', 'pending', at(2), null, true],
    ['in_progress is not cancellable', 'in_progress', at(7200), 3600, false],
    ['check_in is not cancellable', 'check_in', at(7200), 3600, false],
    ['closed is not cancellable', 'closed', at(7200), 3600, false],
    ['missing start', 'pending', null, 3600, false],
    ['malformed start', 'pending', 'tomorrow', 3600, false],
  ] as const)('§5 owner cancel: %s', (_, status, start, delay, expected) => {
    expect(
      canCancelRental({ status, reservation_start_time: start }, { cancellation_minimal_delay: delay }, now),
    ).toBe(expected);
  });

  it.each([
    ['pending', true],
    ['prepared', true],
    ['check_in', false],
    ['in_progress', false],
    ['cancelled', false],
  ])('§6 passenger cancels participation when status is %s: %s', (status, expected) => {
    expect(canCancelParticipation({ status })).toBe(expected);
  });
});

describe('modify (spec §5, D9)', () => {
  const rental = { status: 'pending', reservation_start_time: at(3600), reservation_end_time: at(7200) };
  it.each([
    ['both far enough', { bounds_modification_minimal_delay: 1800 }, true, true],
    ['start delay exactly equal to the distance to the start', { reservation_start_modification_minimal_delay: 3600, reservation_end_modification_minimal_delay: 60 }, false, true],
    ['start -1, end allowed', { reservation_start_modification_minimal_delay: -1, bounds_modification_minimal_delay: 60 }, false, true],
    ['both -1 via the bounds fallback', { bounds_modification_minimal_delay: -1 }, false, false],
    ['start 0 means always, end too close', { reservation_start_modification_minimal_delay: 0, reservation_end_modification_minimal_delay: 9000 }, true, false],
    ['end delay exactly equal to the distance to the end', { reservation_start_modification_minimal_delay: -1, reservation_end_modification_minimal_delay: 7200 }, false, false],
    ['nothing set: 1 s fallback', {}, true, true],
    ['own delay wins over bounds', { bounds_modification_minimal_delay: -1, reservation_end_modification_minimal_delay: 60 }, false, true],
  ] as const)('§5 %s', (_, tenant, start, end) => {
    const rights = modificationRights(rental, tenant, now);
    expect(rights).toEqual({
      start,
      end,
      canConfirm: start || end,
      error: start || end ? null : 'modify-delay-too-short',
    });
  });

  it('§5 delay 0 lets the start of an in-progress rental move even though it has passed', () => {
    const rights = modificationRights(
      { status: 'in_progress', reservation_start_time: at(-600), reservation_end_time: at(600) },
      { bounds_modification_minimal_delay: 0 },
      now,
    );
    expect(rights.start).toBe(true);
  });

  it.each([['closed'], ['cancelled'], ['unknown']])('§5 choice: a %s rental is never modifiable', (status) => {
    expect(modificationRights({ ...rental, status }, { bounds_modification_minimal_delay: 0 }, now)).toEqual({
      start: false,
      end: false,
      canConfirm: false,
      error: 'modify-delay-too-short',
    });
  });
});

describe('passengers and geotracking (spec §4, §6, D10)', () => {
  it.each([
    ['pending', true, true],
    ['PREPARED', true, true],
    ['check_in', true, true],
    ['check_out', true, false],
    ['in_progress', true, false],
    ['pending', false, false],
    ['pending', null, false],
  ] as const)('§4 add passengers with status %s and tenant switch %s: %s', (status, allowed, expected) => {
    expect(canAddPassengers({ status }, { carpooling_driver_can_add_passengers: allowed })).toBe(expected);
  });

  it.each([
    ['in_progress', true, true, true],
    ['check_in', true, true, false],
    ['locking', true, true, false],
    ['in_progress', false, true, false],
    ['in_progress', true, false, false],
    ['in_progress', true, undefined, false],
  ] as const)('§4 D10 geotracking toggle: status %s, time slot %s, vehicle %s → %s', (status, slot, vehicle, expected) => {
    const v = vehicle === undefined ? undefined : { geotracking_privacy_usage: vehicle };
    expect(canToggleGeotracking({ status }, { use_privacy_usage_time_slot: slot }, v)).toBe(expected);
  });

  it.each([
    ['abc', false],
    ['  abc  ', false],
    ['abcd', true],
    ['jean@', true],
  ])('§5 passenger search for %j starts: %s', (query, expected) => {
    expect(shouldSearchPassengers(query)).toBe(expected);
  });

  it('§3 a passenger is identified by e-mail, case-insensitively', () => {
    const passengers = [{ email: 'Ana@Example.com' }, { email: null }];
    expect(hasPassenger(passengers, 'ana@example.com ')).toBe(true);
    expect(hasPassenger(passengers, 'bob@example.com')).toBe(false);
  });
});

describe('rental actions per role (spec §6)', () => {
  const tenant = {
    cancellation_minimal_delay: 3600,
    bounds_modification_minimal_delay: 3600,
    carpooling_driver_can_add_passengers: true,
    use_privacy_usage_time_slot: true,
  };
  const vehicle = { geotracking_privacy_usage: true };

  it.each([
    [42, 42, true],
    ['42', 42, true],
    [42, 43, false],
    [null, 42, false],
    [42, null, false],
    [42, undefined, false],
  ] as const)('§6 driver_id %j owned by user %j: %s', (driver, user, expected) => {
    expect(isRentalOwner({ driver_id: driver }, user)).toBe(expected);
  });

  it('§6 the owner of an upcoming booking may cancel, modify and add passengers', () => {
    const rental = { status: 'pending', driver_id: 7, reservation_start_time: at(7200), reservation_end_time: at(9000) };
    expect(rentalActions(rental, 7, tenant, vehicle, now)).toEqual({
      isOwner: true,
      cancel: true,
      cancelParticipation: false,
      modify: { start: true, end: true, canConfirm: true, error: null },
      addPassengers: true,
      toggleGeotracking: false,
    });
  });

  it('§6 the owner of an in-progress booking may toggle geotracking and move the end only', () => {
    const rental = { status: 'in_progress', driver_id: 7, reservation_start_time: at(-600), reservation_end_time: at(9000) };
    expect(rentalActions(rental, 7, tenant, vehicle, now)).toMatchObject({
      cancel: false,
      modify: { start: false, end: true },
      addPassengers: false,
      toggleGeotracking: true,
    });
  });

  it('§6 a passenger may only cancel participation', () => {
    const rental = { status: 'prepared', driver_id: 7, reservation_start_time: at(7200), reservation_end_time: at(9000) };
    expect(rentalActions(rental, 8, tenant, vehicle, now)).toEqual({
      isOwner: false,
      cancel: false,
      cancelParticipation: true,
      modify: { start: false, end: false, canConfirm: false, error: 'modify-delay-too-short' },
      addPassengers: false,
      toggleGeotracking: false,
    });
  });
});
