/**
 * Driver fields of the personal details, licence and profile forms (spec §3, §5): a field is shown only if the
 * tenant lists it in `driver_fields`, required only if it also lists it in `required_driver_fields`. A field listed as
 * required but not shown is not required, since the driver could not fill it.
 */
import { dateInputFormat, parseDateInput } from '../dates/dateInput.ts';
import type { TenantRules } from '../tenant/tenantRules.ts';
import { compactErrors, type FormError, type FormErrors } from './errors.ts';
import { phoneRegion, toE164, validatePhone } from './phone.ts';

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

/**
 * The errors of the shown driver fields (spec §5): 'required' for an empty required field, 'date-invalid' for a date
 * that is not a real date in the tenant's format, 'phone-invalid' for a phone number that is not valid in the tenant's
 * region (D18). Only the fields in `fields` are checked (a form shows a subset), all by default.
 */
export function validateDriverFields(
  values: DriverFieldValues,
  tenant: DriverFieldsTenant,
  fields: readonly DriverField[] = DRIVER_FIELDS,
): FormErrors<DriverField> {
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
    else if (isDateField(field)) errors[field] = parseDateInput(value, format) ? null : 'date-invalid';
  }
  return compactErrors(errors);
}

/**
 * What a profile submit does (spec §5): if the phone changed, a code is requested first; other fields are saved only
 * if changed. Values are converted for the server: dates to `yyyy-MM-dd`, the phone to E.164. Call it on a valid form.
 */
export function profileSubmitPlan(
  initial: DriverFieldValues,
  current: DriverFieldValues,
  tenant: DriverFieldsTenant,
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
      const next = toE164(after, region);
      if (next !== toE164(before, region)) newPhoneNumber = next;
    } else if (isDateField(field)) {
      changes[field] = after === '' ? null : parseDateInput(after, format);
    } else {
      changes[field] = after === '' ? null : after;
    }
  }
  return { changes, newPhoneNumber };
}
