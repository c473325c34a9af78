import { describe, expect, it } from 'vitest';
import { countryCodes, formatPhone, phoneRegion, toE164, validatePhone } from './phone.ts';

describe('phone numbers (spec §9, D18)', () => {
  it.each([
    ['CA', 'CA'],
    ['gb', 'GB'],
    [null, 'FR'],
    ['', 'FR'],
    ['ZZ', 'FR'],
  ])('D18 tenant country %j → region %s', (iso3166, expected) => {
    expect(phoneRegion({ iso3166 })).toBe(expected);
  });

  it.each([
    ['06 12 34 56 78', 'FR', '+33612345678'],
    ['514 555 1234', 'CA', '+15145551234'],
    ['+33 6 12 34 56 78', 'CA', '+33612345678'],
    ['514 555 1234', 'FR', null],
    // D36 on fleetco: a UK mobile the metadata's plan does not list (the 07700 900xxx range) is still a number.
    ['07700 900123', 'GB', '+447700900123'],
    ['020 7946 0321', 'GB', '+442079460321'],
    ['06 12', 'FR', null],
    ['abc', 'FR', null],
    [null, 'FR', null],
  ] as const)('D18 %j in %s → %s', (input, region, expected) => {
    expect(toE164(input, region)).toBe(expected);
  });

  it.each([
    ['', true, 'required'],
    ['  ', false, null],
    ['06 12', false, 'phone-invalid'],
    ['0612345678', true, null],
    ['06 12 34 56 78 90', false, 'phone-invalid'],
  ])('§5 phone %j (required %s) → %s', (input, required, expected) => {
    expect(validatePhone(input, 'FR', { required })).toBe(expected);
  });

  it.each([
    ['+33612345678', 'FR', '06 12 34 56 78'],
    ['0612345678', 'FR', '06 12 34 56 78'],
    ['+15145551234', 'CA', '(514) 555-1234'],
    ['+15145551234', 'FR', '+1 514 555 1234'],
    // D36 on fleetco (GB): the tenant's numbers nationally, including a range the metadata cannot place.
    ['+447700900123', 'GB', '07700 900123'],
    ['+442079460321', 'GB', '020 7946 0321'],
    ['+447700900123', 'FR', '+44 7700 900123'],
    ['+33612345678', 'GB', '+33 6 12 34 56 78'],
    ['not a phone', 'FR', 'not a phone'],
    [null, 'FR', ''],
  ] as const)('§9 %j shown in region %s as %j', (value, region, expected) => {
    expect(formatPhone(value, region)).toBe(expected);
  });
});

describe('address countries (spec §3)', () => {
  it('lists ISO 3166 codes, sorted, with the tenants’ countries among them', () => {
    const codes = countryCodes();
    expect(codes).toEqual([...codes].sort());
    expect(codes).toEqual(expect.arrayContaining(['CA', 'FR', 'GB']));
    expect(codes.every((code) => /^[A-Z]{2}$/.test(code))).toBe(true);
  });
});
