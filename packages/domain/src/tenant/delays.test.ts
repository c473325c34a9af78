import { describe, expect, it } from 'vitest';
import {
  cancellationDelay,
  maximumReservationDuration,
  maximumTimeInAdvance,
  minimumReservationDuration,
  modificationDelays,
  prepareDelay,
} from './delays.ts';

describe('tenant fallbacks (spec §5, §9, D9)', () => {
  it.each([
    [undefined, 901],
    [null, 901],
    [-1, 901],
    [0, 0],
    [3600, 3600],
    [Number.NaN, 901],
  ])('§5 minimum reservation duration %s → %i s', (value, expected) => {
    expect(minimumReservationDuration({ minimum_reservation_duration: value })).toBe(expected);
  });

  it.each([
    [undefined, 0],
    [null, 0],
    [-1, 0],
    [Number.NaN, 0],
    [0, 0],
    [900, 900],
    [1000, 1000],
  ])('D39: prepare_delay %s → %i s (missing or unset means 0)', (value, expected) => {
    expect(prepareDelay({ prepare_delay: value })).toBe(expected);
  });

  it.each([
    [undefined, 28_080_000],
    [-1, 28_080_000],
    [0, 0],
    [86_400, 86_400],
  ])('§5 maximum time in advance %s → %i s', (value, expected) => {
    expect(maximumTimeInAdvance({ rental_maximum_time_in_advance: value })).toBe(expected);
  });

  it.each([
    [undefined, null],
    [-1, null],
    [0, null],
    [86_400, 86_400],
  ])('§5 maximum reservation duration %s → %s', (value, expected) => {
    expect(maximumReservationDuration({ maximum_reservation_duration: value })).toBe(expected);
  });

  it.each([
    [undefined, 1],
    [null, 1],
    [-1, -1],
    [-5, -1],
    [0, 0],
    [7200, 7200],
  ])('§9 cancellation delay %s → %i (-1 = not allowed)', (value, expected) => {
    expect(cancellationDelay({ cancellation_minimal_delay: value })).toBe(expected);
  });

  it.each([
    ['nothing set → 1 s each', {}, { start: 1, end: 1 }],
    ['bounds delay fills both (D9)', { bounds_modification_minimal_delay: 600 }, { start: 600, end: 600 }],
    ['bounds -1 forbids both (D9)', { bounds_modification_minimal_delay: -1 }, { start: -1, end: -1 }],
    [
      'own delays win over bounds',
      {
        bounds_modification_minimal_delay: 600,
        reservation_start_modification_minimal_delay: 0,
        reservation_end_modification_minimal_delay: -1,
      },
      { start: 0, end: -1 },
    ],
    ['null own delay falls back to bounds', { reservation_start_modification_minimal_delay: null, bounds_modification_minimal_delay: 5 }, { start: 5, end: 5 }],
  ])('§5 D9 modification delays: %s', (_, tenant, expected) => {
    expect(modificationDelays(tenant)).toEqual(expected);
  });
});
