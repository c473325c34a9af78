import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import {
  ADDRESS_FIELDS,
  DRIVER_DATE_FIELDS,
  driverFieldRules,
  driverFieldValues,
  LICENCE_FIELDS,
  profileSubmitPlan,
  signupStepFields,
  validateDriverFields,
  validateEditedDriverFields,
} from './driverFields.ts';

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

  it('spec §5, §7: a cleared optional phone is saved empty with the other changes, without asking for a code', () => {
    const optional = { ...tenant, required_driver_fields: ['first_name'] };
    expect(profileSubmitPlan(initial, { ...initial, cell_phone: '', last_name: 'Silva' }, optional)).toEqual({
      changes: { cell_phone: null, last_name: 'Silva' },
      newPhoneNumber: null,
    });
  });

  it('§5 a cleared date is sent as null; fields absent from the form are left alone', () => {
    expect(profileSubmitPlan(initial, { birthday_time: '' }, tenant)).toEqual({
      changes: { birthday_time: null },
      newPhoneNumber: null,
    });
  });
});

describe('signup steps of driver fields (spec §2, §3)', () => {
  const demo = {
    driver_fields: ['first_name', 'cell_phone', 'address_line1', 'address_country', 'driving_licence_number', 'driving_licence_expiration_time'],
    registration_steps: ['registration', 'personal_details', 'phone_number', 'license_details'],
  };

  it('§2 personal details take the shown non-licence fields, without the phone when the tenant has the phone step', () => {
    expect(signupStepFields('personalDetails', demo)).toEqual(['first_name', 'address_line1', 'address_country']);
  });

  it('§2 without the phone step, the phone is a personal detail', () => {
    expect(signupStepFields('personalDetails', { ...demo, registration_steps: ['personal_details'] })).toEqual([
      'first_name',
      'cell_phone',
      'address_line1',
      'address_country',
    ]);
  });

  it('§2 the licence step takes the shown licence fields', () => {
    expect(signupStepFields('licenseDetails', demo)).toEqual(['driving_licence_number', 'driving_licence_expiration_time']);
    expect(signupStepFields('licenseDetails', {})).toEqual([]);
  });

  it('§3 the address fields in form order, the licence fields', () => {
    expect(ADDRESS_FIELDS).toEqual(['address_line1', 'address_line2', 'address_postal_code', 'address_locality', 'address_state', 'address_country']);
    expect(LICENCE_FIELDS).toHaveLength(4);
  });

  it('§5 D18 the account as form values: dates in the tenant format, the phone nationally, missing as empty', () => {
    const values = driverFieldValues(
      { first_name: 'Ana', birthday_time: '1990-04-17', cell_phone: '+15145550123', driving_licence_expiration_time: null },
      { date_format: 'DD/MM/YYYY', iso3166: 'CA' },
    );
    expect(values).toMatchObject({ first_name: 'Ana', birthday_time: '17/04/1990', cell_phone: '(514) 555-0123', driving_licence_expiration_time: '', last_name: '' });
  });
});

describe('dates against today (spec §5)', () => {
  const today = DateTime.fromISO('2026-11-24T10:00:00', { zone: 'America/Montreal' });
  const dates = { ...tenant, driver_fields: [...DRIVER_DATE_FIELDS], required_driver_fields: [] };

  it.each([
    ['an expired licence', 'driving_licence_expiration_time', '23/11/2026', 'date-past'],
    ['a licence expiring today', 'driving_licence_expiration_time', '24/11/2026', undefined],
    ['a birthday to come', 'birthday_time', '25/11/2026', 'date-future'],
    ['a licence obtained today', 'driving_licence_obtaining_time', '24/11/2026', undefined],
    ['a licence obtained later', 'driving_licence_obtaining_time', '01/01/2027', 'date-future'],
  ] as const)('§5 %s', (_, field, value, expected) => {
    expect(validateDriverFields({ [field]: value }, dates, [field], today)[field]).toBe(expected);
  });

  it('§5 without today only the format is checked', () => {
    expect(validateDriverFields({ birthday_time: '25/11/2999' }, dates, ['birthday_time'])).toEqual({});
  });
});

describe('signup submit of driver fields (spec §5)', () => {
  it('§5 D36 with phone direct, a changed phone is saved in E.164 with the other changes', () => {
    expect(profileSubmitPlan({ cell_phone: '' }, { cell_phone: '06 12 34 56 78', first_name: 'Ana' }, tenant, { phone: 'direct' })).toEqual({
      changes: { first_name: 'Ana', cell_phone: '+33612345678' },
      newPhoneNumber: null,
    });
  });
});

describe('stored values and edited values (decision D41)', () => {
  const today = DateTime.fromISO('2026-11-24T10:00:00', { zone: 'America/Montreal' });
  const licence = {
    ...tenant,
    driver_fields: ['first_name', 'cell_phone', 'address_line1', 'driving_licence_number', 'driving_licence_expiration_time'],
    required_driver_fields: ['first_name', 'cell_phone', 'address_line1', 'driving_licence_number', 'driving_licence_expiration_time'],
  };
  // Saved when the licence was valid; it expired on 2026-11-01.
  const saved = {
    first_name: 'Ana',
    cell_phone: '06 12 34 56 78',
    address_line1: '12 rue Oberkampf',
    driving_licence_number: '12AB34567',
    driving_licence_expiration_time: '01/11/2026',
  };

  it('D41: a stored licence expired since it was saved does not block a changed address: it is a warning on its field', () => {
    expect(validateEditedDriverFields(saved, { ...saved, address_line1: '3 rue de la Roquette' }, licence, undefined, today)).toEqual({
      errors: {},
      warnings: { driving_licence_expiration_time: 'date-past' },
    });
  });

  it('D41: an edited field is validated as edited: a new expiry already past is an error, a valid one clears the warning', () => {
    expect(validateEditedDriverFields(saved, { ...saved, driving_licence_expiration_time: '23/11/2026' }, licence, undefined, today)).toEqual({
      errors: { driving_licence_expiration_time: 'date-past' },
      warnings: {},
    });
    expect(validateEditedDriverFields(saved, { ...saved, driving_licence_expiration_time: '01/11/2031' }, licence, undefined, today)).toEqual({
      errors: {},
      warnings: {},
    });
  });

  it('D41, spec §5: a required field stored empty warns and does not block; emptied by the driver, it is required', () => {
    const withoutNumber = { ...saved, driving_licence_expiration_time: '01/11/2031', driving_licence_number: '' };
    expect(validateEditedDriverFields(withoutNumber, { ...withoutNumber, first_name: 'Anna' }, licence, undefined, today)).toEqual({
      errors: {},
      warnings: { driving_licence_number: 'required' },
    });
    expect(validateEditedDriverFields({ ...withoutNumber, driving_licence_number: '12AB34567' }, withoutNumber, licence, undefined, today)).toEqual({
      errors: { driving_licence_number: 'required' },
      warnings: {},
    });
  });

  it('D41: only the listed fields are looked at, and spaces around a value are not a change', () => {
    expect(validateEditedDriverFields(saved, { ...saved, first_name: ' Ana ' }, licence, ['first_name', 'address_line1'], today)).toEqual({
      errors: {},
      warnings: {},
    });
  });
});
