import { ADDRESS_FIELDS, DRIVER_DATE_FIELDS, type DriverField } from '@frontoffice/domain';
import { DateInputField } from '@frontoffice/ui/DateInputField';
import { TextField } from '@frontoffice/ui/TextField';
import type { ReactNode } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { PhoneNumberField } from '../PhoneNumberField/PhoneNumberField.tsx';
import { CountrySelect } from './CountrySelect.tsx';
import { StoredValueWarning } from './StoredValueWarning.tsx';
import type { DriverFieldsForm } from './useDriverFieldsForm.ts';
import * as s from './DriverFieldsSection.css.ts';

const labels = {
  first_name: { id: 'profile.DriverFields.first_name' },
  last_name: { id: 'profile.DriverFields.last_name' },
  birthday_time: { id: 'profile.DriverFields.birthday_time' },
  birthday_location: { id: 'profile.DriverFields.birthday_location' },
  cell_phone: { id: 'profile.DriverFields.cell_phone' },
  address_line1: { id: 'profile.DriverFields.address_line1' },
  address_line2: { id: 'profile.DriverFields.address_line2' },
  address_postal_code: { id: 'profile.DriverFields.address_postal_code' },
  address_locality: { id: 'profile.DriverFields.address_locality' },
  address_state: { id: 'profile.DriverFields.address_state' },
  address_country: { id: 'profile.DriverFields.address_country' },
  driving_licence_number: { id: 'profile.DriverFields.driving_licence_number' },
  driving_licence_location: { id: 'profile.DriverFields.driving_licence_location' },
  driving_licence_obtaining_time: { id: 'profile.DriverFields.driving_licence_obtaining_time' },
  driving_licence_expiration_time: { id: 'profile.DriverFields.driving_licence_expiration_time' },
} satisfies Record<DriverField, MessageDescriptor>;

const m = {
  address: { id: 'profile.DriverFields.address' },
  optional: { id: 'profile.DriverFields.optional' },
  calendar: { id: 'profile.DriverFields.calendar' },
  previousYear: { id: 'profile.DriverFields.previousYear' },
  nextYear: { id: 'profile.DriverFields.nextYear' },
  dateHint: { id: 'profile.DriverFields.dateHint' },
} satisfies Record<string, MessageDescriptor>;

/** Browser autofill of each text field (name, address parts, licence number). */
const AUTOCOMPLETE: Partial<Record<DriverField, string>> = {
  first_name: 'given-name',
  last_name: 'family-name',
  birthday_time: 'bday',
  address_line1: 'address-line1',
  address_line2: 'address-line2',
  address_postal_code: 'postal-code',
  address_locality: 'address-level2',
  address_state: 'address-level1',
  driving_licence_number: 'off',
};

/** Fields that take a whole row; the others pair up from a tablet up (first and last name, postal code and town). */
const WIDE: readonly DriverField[] = ['birthday_location', 'cell_phone', 'address_line1', 'address_line2', 'driving_licence_number', 'driving_licence_location'];

const isDate = (field: DriverField) => (DRIVER_DATE_FIELDS as readonly DriverField[]).includes(field);
const isAddress = (field: DriverField) => (ADDRESS_FIELDS as readonly DriverField[]).includes(field);

/** Props of `DriverFieldsSection`. */
export interface DriverFieldsSectionProps {
  /** The form (from `useDriverFieldsForm`). */
  form: DriverFieldsForm;
}

/**
 * The driver's fields of a form (spec §3, §5): each field the tenant shows, with its visible label ("optional" when
 * not required), its browser autofill, dates typed with the tenant's mask and a calendar (D25), the phone read with
 * the tenant's country (D18), and the address grouped under its own legend in postal order, its country a list
 * preselected on the operator's. Errors show under their field (`date-invalid`, required, the server's INVALID_PHONE);
 * on the account page a stored value that fails the rules today (an expired licence) shows a warning there (D41).
 */
export function DriverFieldsSection({ form }: DriverFieldsSectionProps) {
  const intl = useIntl();
  const shown = form.fields.filter((field) => form.rule(field).shown);
  const own = shown.filter((field) => !isAddress(field));
  const address = shown.filter(isAddress);

  const labelOf = (field: DriverField) =>
    form.rule(field).required ? intl.formatMessage(labels[field]) : `${intl.formatMessage(labels[field])} ${intl.formatMessage(m.optional)}`;

  // decision D41: a stored value that fails the rules today is a warning under its field, beside its hint, never an
  // error (the field is not invalid, and saving the other fields goes ahead).
  const describe = (field: DriverField, hint?: string): ReactNode => {
    const warning = form.warning(field);
    return warning ? <StoredValueWarning hint={hint} warning={warning} /> : hint;
  };

  const render = (field: DriverField) => {
    const { required } = form.rule(field);
    const common = {
      ...form.fieldProps(field),
      isRequired: required,
      className: WIDE.includes(field) ? s.wide : undefined,
    };
    const value = form.values[field];
    const onChange = (next: string) => form.setValue(field, next);
    if (field === 'cell_phone') {
      return <PhoneNumberField key={field} {...common} label={labelOf(field)} value={value} onChange={onChange} describe={(hint) => describe(field, hint)} />;
    }
    if (field === 'address_country') {
      return <CountrySelect key={field} {...common} label={labelOf(field)} value={value} onChange={onChange} description={describe(field)} />;
    }
    if (isDate(field)) {
      const expiry = field === 'driving_licence_expiration_time';
      return (
        <DateInputField
          key={field}
          {...common}
          label={labelOf(field)}
          value={value}
          onChange={onChange}
          name={field}
          autoComplete={AUTOCOMPLETE[field]}
          format={form.dateFormat}
          description={describe(field, intl.formatMessage(m.dateHint, { mask: form.dateFormat.mask }))}
          calendarLabel={intl.formatMessage(m.calendar, { field: intl.formatMessage(labels[field]) })}
          previousYearLabel={intl.formatMessage(m.previousYear)}
          nextYearLabel={intl.formatMessage(m.nextYear)}
          // spec §5: no birthday or licence date to come, no licence already expired.
          minValue={expiry ? form.today : undefined}
          maxValue={expiry ? undefined : form.today}
          defaultCalendarDate={field === 'birthday_time' ? `${Number(form.today.slice(0, 4)) - 30}-01-01` : undefined}
        />
      );
    }
    return (
      <TextField
        key={field}
        {...common}
        label={labelOf(field)}
        name={field}
        autoComplete={AUTOCOMPLETE[field]}
        value={value}
        onChange={onChange}
        description={describe(field)}
      />
    );
  };

  return (
    <div className={s.sections}>
      {own.length > 0 && <div className={s.grid}>{own.map(render)}</div>}
      {address.length > 0 && (
        <fieldset className={s.fieldset}>
          <legend className={s.legend}>{intl.formatMessage(m.address)}</legend>
          <div className={s.grid}>{address.map(render)}</div>
        </fieldset>
      )}
    </div>
  );
}
