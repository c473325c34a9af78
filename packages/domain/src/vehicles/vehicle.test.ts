import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { carpoolingTimesAdjusted, vehicleEnergy } from './vehicle.ts';

describe('vehicle energy (spec §3)', () => {
  it.each([
    ['electric, charging', { fuel_type: 'electric', box_state_of_charge: 76.6, box_autonomy: 210, box_charging_status: 'charging' }, { kind: 'charge', percent: 77, autonomy: 210, charging: true }],
    ['electric, unknown autonomy', { fuel_type: 'electric', box_state_of_charge: 40, box_charging_status: 'not_charging' }, { kind: 'charge', percent: 40, autonomy: null, charging: false }],
    ['electric, charge over 100 is clamped', { fuel_type: 'electric', box_state_of_charge: 104 }, { kind: 'charge', percent: 100, autonomy: null, charging: false }],
    ['electric, no charge reported', { fuel_type: 'electric', box_fuel_level: 10 }, null],
    ['gasoline shows litres', { fuel_type: 'gasoline', box_fuel_level: 32.5, box_state_of_charge: 50 }, { kind: 'fuel', litres: 32.5 }],
    ['hybrid shows litres', { fuel_type: 'hybrid', box_fuel_level: 0 }, { kind: 'fuel', litres: 0 }],
    ['no fuel reported', { fuel_type: 'diesel', box_fuel_level: null }, null],
    ['unknown fuel type', {}, null],
  ])('§3 %s', (_, vehicle, expected) => {
    expect(vehicleEnergy(vehicle)).toEqual(expected);
  });
});

describe('carpooling adjusted times (spec §2)', () => {
  const requested = {
    start: DateTime.fromISO('2026-11-22T10:00', { zone: 'Europe/Paris' }),
    end: DateTime.fromISO('2026-11-22T12:00', { zone: 'Europe/Paris' }),
  };
  it.each([
    ['same instants', '2026-11-22T10:00:00+01:00', '2026-11-22T12:00:00+01:00', false],
    ['same instants in UTC', '2026-11-22T09:00:00Z', '2026-11-22T11:00:00Z', false],
    ['start moved', '2026-11-22T10:15:00+01:00', '2026-11-22T12:00:00+01:00', true],
    ['end moved', '2026-11-22T10:00:00+01:00', '2026-11-22T13:00:00+01:00', true],
    ['missing start', null, '2026-11-22T12:00:00+01:00', true],
    ['unreadable end', '2026-11-22T10:00:00+01:00', 'soon', true],
  ])('§2 %s → badge %s', (_, start, end, expected) => {
    expect(carpoolingTimesAdjusted({ reservation_start_time: start, reservation_end_time: end }, requested)).toBe(expected);
  });
});
