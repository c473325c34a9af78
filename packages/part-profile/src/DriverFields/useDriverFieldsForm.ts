import { type FieldErrorProps, useFieldErrors, useTenant, type User, type UserUpdate } from '@frontoffice/api-client';
import {
  type DateInputFormat,
  DRIVER_DATE_FIELDS,
  type DriverField,
  type DriverFieldRule,
  dateInputFormat,
  type FormError,
  driverFieldRules,
  driverFieldValues,
  phoneRegion,
  profileSubmitPlan,
  timezoneOf,
  validateDriverFields,
  validateEditedDriverFields,
} from '@frontoffice/domain';
import { DateTime } from 'luxon';
import { useMemo, useState } from 'react';

/** Options of {@link useDriverFieldsForm}. */
export interface DriverFieldsFormOptions {
  /** The fields of the form, in display order (`signupStepFields(step, tenant)`, or the account page's blocks). */
  fields: readonly DriverField[];
  /** The account whose saved values fill the form (spec §2: a new visit resumes with saved fields filled). */
  user: User | undefined;
  /**
   * `direct`: a changed phone is saved with the other fields (signup, before the number is confirmed); `code`: a
   * changed phone asks for a code first and is given apart as `newPhoneNumber` (the account page, spec §5).
   * @default 'code'
   */
  phone?: 'code' | 'direct';
  /**
   * `all`: every shown field must pass its rules (signup steps, which are where the fields get filled); `edited`:
   * only the fields the driver changes are validated, and a stored value that fails the rules today (a licence
   * expired since it was saved) is a warning on its field that never blocks the save (the account page, D41).
   * @default 'all'
   */
  check?: 'all' | 'edited';
  /** The server's message of a field after a failed save (`useFormSubmit`'s `fieldError`). */
  serverError?: (field: DriverField) => string | undefined;
  /** Called when the driver edits a field (to forget the server's message of it: `useFormSubmit`'s `clearErrors`). */
  onEdit?: (field: DriverField) => void;
}

/** What a driver fields form holds; {@link DriverFieldsSection} renders it. */
export interface DriverFieldsForm {
  /** The fields of the form, in display order. */
  fields: readonly DriverField[];
  /** Every driver field's text as typed (dates in the tenant's format, the phone as typed). */
  values: Readonly<Record<DriverField, string>>;
  /** Changes one field. */
  setValue(field: DriverField, value: string): void;
  /** Shown and required, per the tenant (spec §5). */
  rule(field: DriverField): DriverFieldRule;
  /** The error props of a field (the rule's message once left or submitted, else the server's). */
  fieldProps(field: DriverField): FieldErrorProps;
  /** What the stored value of a field the driver left alone fails today (D41, with `check: 'edited'`): a warning. */
  warning(field: DriverField): FormError | undefined;
  /** The tenant's date format (spec §5, D25). */
  dateFormat: DateInputFormat;
  /** Today in the tenant's zone, `yyyy-MM-dd` (calendar bounds: no birthday to come, no expired licence). */
  today: string;
  /** Marks the form submitted and tells whether it is valid. */
  validate(): boolean;
  /** Whether the driver changed a field (the preselected country of an empty address is not a change of theirs). */
  isDirty: boolean;
  /**
   * What to send (spec §5, §7 `PUT /user {user:{…}}`): only the changed fields, converted for the server (dates
   * `yyyy-MM-dd`, the phone E.164, D36), and with `phone: 'code'` the new number to confirm by SMS.
   */
  changes(): { update: UserUpdate; newPhoneNumber: string | null };
}

const isDate = (field: DriverField) => (DRIVER_DATE_FIELDS as readonly DriverField[]).includes(field);

/**
 * The state of a form of driver fields (spec §3, §5): filled from the account, the tenant's country preselected for
 * an empty address country, checked with the domain's rules (required, `date-invalid`, a licence not expired, a
 * valid phone for the tenant's country, D18; on the account page only the fields the driver changes, D41), and
 * turned into the changed fields only.
 */
export function useDriverFieldsForm({
  fields,
  user,
  phone = 'code',
  check = 'all',
  serverError,
  onEdit,
}: DriverFieldsFormOptions): DriverFieldsForm {
  const tenant = useTenant();
  const rules = useMemo(() => driverFieldRules(tenant), [tenant]);
  const saved = useMemo(() => driverFieldValues(user ?? {}, tenant), [user, tenant]);
  // A country the driver has not chosen yet starts at the operator's (issue 14: "the country of the tenant
  // preselected"); it is then a change like any other, sent with the step, but not something the driver typed.
  const start = useMemo(() => {
    const initial = { ...saved };
    if (rules.address_country.shown && initial.address_country === '') initial.address_country = phoneRegion(tenant);
    return initial;
  }, [saved, rules, tenant]);
  const [values, setValues] = useState<Record<DriverField, string>>(start);
  const now = DateTime.now().setZone(timezoneOf(tenant));
  // decision D41: on the account page a stored value that has become invalid never blocks the driver's other changes.
  const { errors, warnings } =
    check === 'edited' ? validateEditedDriverFields(saved, values, tenant, fields, now) : { errors: validateDriverFields(values, tenant, fields, now), warnings: {} };
  const fieldErrors = useFieldErrors(errors, serverError);
  const subset = (source: Record<DriverField, string>) => Object.fromEntries(fields.map((field) => [field, source[field]]));

  return {
    fields,
    values,
    setValue(field, value) {
      setValues((current) => ({ ...current, [field]: value }));
      onEdit?.(field);
    },
    rule: (field) => rules[field],
    fieldProps: (field) => fieldErrors.fieldProps(field),
    warning: (field) => warnings[field],
    dateFormat: dateInputFormat(tenant),
    today: now.toISODate() ?? '',
    validate: () => fieldErrors.validate(),
    // What the driver typed, not what was preselected for them (leaving an untouched step asks nothing).
    isDirty: fields.some((field) => values[field].trim() !== start[field].trim()),
    changes() {
      const plan = profileSubmitPlan(subset(saved), subset(values), tenant, { phone });
      const update: Record<string, string> = {};
      for (const [field, value] of Object.entries(plan.changes) as [DriverField, string | null | undefined][]) {
        // The contract takes strings only: a cleared text is sent empty; a cleared date cannot be sent, and is kept.
        if (value != null) update[field] = value;
        else if (!isDate(field)) update[field] = '';
      }
      return { update: update as UserUpdate, newPhoneNumber: plan.newPhoneNumber };
    },
  };
}
