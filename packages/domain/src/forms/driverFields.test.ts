import { describe, expect, it } from 'vitest';
import { driverFieldRules, profileSubmitPlan, validateDriverFields } from './driverFields.ts';

const tenant = {
  driver_fields: ['first_name', 'last_name', 'birthday_time', 'cell_phone', 'driving_licence_expiration_time', 'address_line2'],
  required_driver_fields: ['first_name', 'birthday_time', 'cell_phone', 'address_country'],
  date_format: 'DD/MM/YYYY',
  iso3166: 'FR',
};

describe('driver fields (spec §3, §5)', () => {
  it.each([
    ['first_name', true, true],
    ['last_name', true, false],
    ['address_country', false, false],
    ['driving_licence_number', false, false],
  ] as const)('§5 %s shown %s, required %s', (field, shown, required) => {
    expect(driverFieldRules(tenant)[field]).toEqual({ shown, required });
  });

  it('§5 a tenant without lists shows nothing', () => {
    expect(Object.values(driverFieldRules({})).every((r) => !r.shown && !r.required)).toBe(true);
  });

  it.each([
    ['empty form', {}, { first_name: 'required', birthday_time: 'required', cell_phone: 'required' }],
    [
      'valid form, leap day birthday',
      { first_name: 'Ana', birthday_time: '29/02/2000', cell_phone: '06 12 34 56 78' },
      {},
    ],
    [
      'invalid dates and phone',
      { first_name: 'Ana', birthday_time: '29/02/2001', cell_phone: '06 12', driving_licence_expiration_time: '2030-01-01' },
      { birthday_time: 'date-invalid', cell_phone: 'phone-invalid', driving_licence_expiration_time: 'date-invalid' },
    ],
    ['spaces are empty', { first_name: '  ', birthday_time: '01/01/1990', cell_phone: '0612345678' }, { first_name: 'required' }],
    ['hidden fields are not checked', { first_name: 'A', birthday_time: '01/01/1990', cell_phone: '0612345678', address_country: '' }, {}],
  ])('§5 %s', (_, values, expected) => {
    expect(validateDriverFields(values, tenant)).toEqual(expected);
  });

  it('§5 a year-first tenant checks dates as YYYY-MM-DD', () => {
    const ymd = { ...tenant, date_format: 'YYYY-MM-DD' };
    expect(validateDriverFields({ birthday_time: '2000-02-29' }, ymd, ['birthday_time'])).toEqual({});
    expect(validateDriverFields({ birthday_time: '29/02/2000' }, ymd, ['birthday_time'])).toEqual({ birthday_time: 'date-invalid' });
  });

  it('§5 only the listed subset is checked', () => {
    expect(validateDriverFields({}, tenant, ['last_name', 'first_name'])).toEqual({ first_name: 'required' });
  });
});

describe('profile submit (spec §5)', () => {
  const initial = { first_name: 'Ana', last_name: 'Lima', birthday_time: '01/02/1990', cell_phone: '+33612345678', address_line2: 'Bât. B' };

  it('§5 only changed fields are saved, converted for the server', () => {
    expect(
      profileSubmitPlan(initial, { ...initial, last_name: ' Silva ', birthday_time: '29/02/1992', address_line2: '' }, tenant),
    ).toEqual({ changes: { last_name: 'Silva', birthday_time: '1992-02-29', address_line2: null }, newPhoneNumber: null });
  });

  it('§5 a changed phone asks for a code first and is not saved directly', () => {
    expect(profileSubmitPlan(initial, { ...initial, cell_phone: '07 00 00 00 01' }, tenant)).toEqual({
      changes: {},
      newPhoneNumber: '+33700000001',
    });
  });

  it('§5 the same phone written differently is not a change', () => {
    expect(profileSubmitPlan(initial, { ...initial, cell_phone: '06 12 34 56 78' }, tenant)).toEqual({
      changes: {},
      newPhoneNumber: null,
    });
  });

  it('§5 a field new to the profile is saved; a null value equals an empty one', () => {
    expect(profileSubmitPlan({ last_name: null }, { first_name: 'Ana', last_name: '' }, tenant)).toEqual({
      changes: { first_name: 'Ana' },
      newPhoneNumber: null,
    });
    expect(profileSubmitPlan({ first_name: 'Ana' }, { first_name: null }, tenant).changes).toEqual({ first_name: null });
  });

  it('§5 a cleared date is sent as null; fields absent from the form are left alone', () => {
    expect(profileSubmitPlan(initial, { birthday_time: '' }, tenant)).toEqual({
      changes: { birthday_time: null },
      newPhoneNumber: null,
    });
  });
});
