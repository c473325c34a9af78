/**
 * Driver fields of the personal details, licence and profile forms (spec §3, §5): a field is shown only if the
 * tenant lists it in `driver_fields`, required only if it also lists it in `required_driver_fields`. A field listed as
 * required but not shown is not required, since the driver could not fill it.
 */
import type { DateTime } from 'luxon';
import { dateInputFormat, formatDateInput, parseDateInput } from '../dates/dateInput.ts';
import { visibleSignupSteps } from '../registration/signupSteps.ts';
import type { TenantRules } from '../tenant/tenantRules.ts';
import { compactErrors, type FormError, type FormErrors } from './errors.ts';
import { formatPhone, phoneRegion, toE164, validatePhone } from './phone.ts';

/** Driver fields, server names (spec §3). */
export const DRIVER_FIELDS = [
  'first_name',
  'last_name',
  'birthday_time',
  'birthday_location',
  'cell_phone',
  'address_line1',
  'address_line2',
  'address_postal_code',
  'address_locality',
  'address_state',
  'address_country',
  'driving_licence_number',
  'driving_licence_location',
  'driving_licence_obtaining_time',
  'driving_licence_expiration_time',
] as const;
/** A driver field. */
export type DriverField = (typeof DRIVER_FIELDS)[number];

/** Driver fields holding a date, checked in the tenant's format (spec §5). */
export const DRIVER_DATE_FIELDS = [
  'birthday_time',
  'driving_licence_obtaining_time',
  'driving_licence_expiration_time',
] as const satisfies readonly DriverField[];

/** The licence fields: the licence details step's (spec §2), also a block of the account details page. */
export const LICENCE_FIELDS = [
  'driving_licence_number',
  'driving_licence_location',
  'driving_licence_obtaining_time',
  'driving_licence_expiration_time',
] as const satisfies readonly DriverField[];

/** The postal address, in the order a form shows it (street, complement, postal code, town, region, country). */
export const ADDRESS_FIELDS = [
  'address_line1',
  'address_line2',
  'address_postal_code',
  'address_locality',
  'address_state',
  'address_country',
] as const satisfies readonly DriverField[];

/** The tenant settings the driver field rules read. */
export type DriverFieldsTenant = Pick<
  TenantRules,
  'driver_fields' | 'required_driver_fields' | 'date_format' | 'iso3166'
>;

/** Whether a field shows and whether it must be filled. */
export interface DriverFieldRule {
  /** Listed in driver_fields. */
  shown: boolean;
  /** Shown and listed in required_driver_fields. */
  required: boolean;
}

/** The rule of every driver field for a tenant (spec §5). */
export function driverFieldRules(tenant: DriverFieldsTenant): Record<DriverField, DriverFieldRule> {
  const shown = new Set(tenant.driver_fields ?? []);
  const required = new Set(tenant.required_driver_fields ?? []);
  const rules = {} as Record<DriverField, DriverFieldRule>;
  for (const field of DRIVER_FIELDS) {
    rules[field] = { shown: shown.has(field), required: shown.has(field) && required.has(field) };
  }
  return rules;
}

/** The driver field values of a form: text as typed, dates in the tenant's format. */
export type DriverFieldValues = Partial<Record<DriverField, string | null>>;

function isDateField(field: DriverField): boolean {
  return (DRIVER_DATE_FIELDS as readonly DriverField[]).includes(field);
}

function isLicenceField(field: DriverField): boolean {
  return (LICENCE_FIELDS as readonly DriverField[]).includes(field);
}

/** The two signup steps made of driver fields (spec §2). */
export type DriverFieldsStep = 'personalDetails' | 'licenseDetails';

/**
 * The shown driver fields a signup step asks for (spec §2, §3), in the order of {@link DRIVER_FIELDS}: the licence
 * step takes the licence fields; personal details take the others, except the phone when the tenant has the phone
 * step (it is confirmed by SMS there). A tenant without the licence step leaves the licence fields to the account
 * details page, as the operator's registration flow does.
 */
export function signupStepFields(
  step: DriverFieldsStep,
  tenant: Pick<TenantRules, 'driver_fields' | 'registration_steps'>,
): DriverField[] {
  const shown = new Set(tenant.driver_fields ?? []);
  const phoneStep = visibleSignupSteps(tenant.registration_steps).includes('phoneNumber');
  return DRIVER_FIELDS.filter((field) => {
    if (!shown.has(field)) return false;
    if (step === 'licenseDetails') return isLicenceField(field);
    return !isLicenceField(field) && !(phoneStep && field === 'cell_phone');
  });
}

/** The server's account as driver field values for a form: dates in the tenant's format, the phone shown nationally. */
export function driverFieldValues(
  user: Partial<Record<DriverField, string | null | undefined>>,
  tenant: Pick<TenantRules, 'date_format' | 'iso3166'>,
): Record<DriverField, string> {
  const format = dateInputFormat(tenant);
  const region = phoneRegion(tenant);
  const values = {} as Record<DriverField, string>;
  for (const field of DRIVER_FIELDS) {
    const value = user[field] ?? '';
    values[field] = isDateField(field) ? formatDateInput(value, format) : field === 'cell_phone' ? formatPhone(value, region) : value;
  }
  return values;
}

/**
 * Whether a valid date is on the wrong side of today: a licence expiry in the past ('date-past'), a birthday or a
 * licence obtained in the future ('date-future').
 */
function dateOrderError(field: DriverField, isoDate: string, today: string): FormError | null {
  if (field === 'driving_licence_expiration_time') return isoDate < today ? 'date-past' : null;
  return isoDate > today ? 'date-future' : null;
}

/**
 * The errors of the shown driver fields (spec §5): 'required' for an empty required field, 'date-invalid' for a date
 * that is not a real date in the tenant's format, 'phone-invalid' for a phone number that is not valid in the tenant's
 * region (D18). Only the fields in `fields` are checked (a form shows a subset), all by default. Given `today`, a
 * licence that has expired is 'date-past' and a birthday or licence date still to come 'date-future'.
 * @param today the current time in the tenant's zone (its calendar date is compared)
 */
export function validateDriverFields(
  values: DriverFieldValues,
  tenant: DriverFieldsTenant,
  fields: readonly DriverField[] = DRIVER_FIELDS,
  today?: DateTime,
): FormErrors<DriverField> {
  const todayIso = today?.toISODate() ?? null;
  const rules = driverFieldRules(tenant);
  const format = dateInputFormat(tenant);
  const region = phoneRegion(tenant);
  const errors = {} as Record<DriverField, FormError | null>;
  for (const field of fields) {
    const rule = rules[field];
    if (!rule.shown) continue;
    const value = values[field]?.trim() ?? '';
    if (field === 'cell_phone') errors[field] = validatePhone(value, region, rule);
    else if (value === '') errors[field] = rule.required ? 'required' : null;
    else if (isDateField(field)) {
      const date = parseDateInput(value, format);
      errors[field] = date === null ? 'date-invalid' : todayIso ? dateOrderError(field, date, todayIso) : null;
    }
  }
  return compactErrors(errors);
}

/** What a form of stored driver fields finds (decision D41): errors block the save, warnings do not. */
export interface EditedDriverFieldsCheck {
  /** The errors of the fields the driver changed, checked as {@link validateDriverFields} does. */
  errors: FormErrors<DriverField>;
  /** What the stored values of the fields left alone fail today (a licence expired since it was saved). */
  warnings: FormErrors<DriverField>;
}

/**
 * Decision D41, stored values and edited values: a profile form validates the fields the driver changes; a stored
 * value that has become invalid (a licence expired since it was saved, a field the operator has made required since)
 * is a warning on its field and never blocks saving the other fields. A field is changed when its text differs from
 * the stored one, spaces around it aside. Signup steps keep {@link validateDriverFields}: they are where the fields
 * get filled.
 * @param saved the stored values as the form shows them ({@link driverFieldValues})
 * @param values the form's values
 * @param today the current time in the tenant's zone (its calendar date is compared)
 */
export function validateEditedDriverFields(
  saved: DriverFieldValues,
  values: DriverFieldValues,
  tenant: DriverFieldsTenant,
  fields: readonly DriverField[] = DRIVER_FIELDS,
  today?: DateTime,
): EditedDriverFieldsCheck {
  const edited = (field: DriverField) => (saved[field]?.trim() ?? '') !== (values[field]?.trim() ?? '');
  return {
    errors: validateDriverFields(values, tenant, fields.filter(edited), today),
    warnings: validateDriverFields(saved, tenant, fields.filter((field) => !edited(field)), today),
  };
}

/**
 * What a profile submit does (spec §5): if the phone changed, a code is requested first; other fields are saved only
 * if changed. A cleared phone (an optional one) is saved empty instead: there is no number to send a code to. Values
 * are converted for the server: dates to `yyyy-MM-dd`, the phone to E.164. Call it on a valid form. With
 * `phone: 'direct'` (signup's personal details, whose number is not confirmed yet) a changed phone is saved with
 * the other changes instead.
 * @default options { phone: 'code' }
 */
export function profileSubmitPlan(
  initial: DriverFieldValues,
  current: DriverFieldValues,
  tenant: DriverFieldsTenant,
  options: { phone?: 'code' | 'direct' } = {},
): { changes: DriverFieldValues; newPhoneNumber: string | null } {
  const format = dateInputFormat(tenant);
  const region = phoneRegion(tenant);
  const changes: DriverFieldValues = {};
  let newPhoneNumber: string | null = null;
  for (const field of DRIVER_FIELDS) {
    if (!(field in current)) continue;
    const before = initial[field]?.trim() ?? '';
    const after = current[field]?.trim() ?? '';
    if (before === after) continue;
    if (field === 'cell_phone') {
      // spec §5: a phone not in requiredDriverFields may be empty, and §7's PUT /user takes the driver fields (the
      // contract's cell_phone is any string there, where POST /user/sms_code needs one). The code of §5 proves that a
      // new number is the driver's: removing a number proves nothing, so a cleared phone is saved empty with the
      // other changes, never sent for a code (issue 31: it used to be dropped, and Save stayed active for nothing).
      // A required phone never gets here cleared: the form refuses it as required first.
      if (after === '') {
        changes[field] = null;
        continue;
      }
      const next = toE164(after, region);
      if (next === toE164(before, region)) continue;
      if (options.phone === 'direct') changes[field] = next;
      else newPhoneNumber = next;
    } else if (isDateField(field)) {
      changes[field] = after === '' ? null : parseDateInput(after, format);
    } else {
      changes[field] = after === '' ? null : after;
    }
  }
  return { changes, newPhoneNumber };
}
