import { describe, expect, it } from 'vitest';
import { distanceUnitOf, formatDistance, kilometresToDistance, metersToDistance, parseDistanceUnit } from './distance.ts';

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('distance (spec §9)', () => {
  it.each([
    [1000, 'km', 1],
    [12_345, 'km', 12.3],
    [12_350, 'km', 12.4],
    [0, 'km', 0],
    [1609.344, 'mi', 1],
    [12_231, 'mi', 7.6],
    [80, 'mi', 0],
  ] as const)('§9 %d m is %d %s', (meters, unit, value) => {
    expect(metersToDistance(meters, unit)).toEqual({ value, unit });
  });

  it.each([
    [90, 'mi', 55.9],
    [131, 'mi', 81.4],
    [90, 'km', 90],
    [172.46, 'km', 172.5],
    [0, 'mi', 0],
  ] as const)('§9, D41: a range of %d km (box_autonomy) in %s is %d', (kilometres, unit, value) => {
    expect(kilometresToDistance(kilometres, unit)).toEqual({ value, unit });
  });

  it.each([
    ['km', 'km'],
    ['mi', 'mi'],
    ['miles', 'mi'],
    ['Mile', 'mi'],
    ['', 'km'],
    [null, 'km'],
    ['metres', 'km'],
  ])('§9 unit %j reads as %s', (unit, expected) => {
    expect(parseDistanceUnit(unit)).toBe(expected);
    expect(distanceUnitOf({ distance_unit: unit })).toBe(expected);
  });

  it.each([
    [{ value: 12.3, unit: 'km' }, 'fr', '12,3 km'],
    [{ value: 12.3, unit: 'km' }, 'en', '12.3 km'],
    [{ value: 7, unit: 'mi' }, 'en', '7.0 mi'],
    [{ value: 1234.5, unit: 'km' }, 'fr', '1 234,5 km'],
    [{ value: Number.NaN, unit: 'km' }, 'fr', ''],
    [null, 'en', ''],
  ] as const)('§9 %j in %s shows %j', (distance, locale, expected) => {
    expect(plain(formatDistance(distance, locale))).toBe(expected);
  });
});
