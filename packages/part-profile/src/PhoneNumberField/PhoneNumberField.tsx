import { useTenant, type FieldErrorProps } from '@frontoffice/api-client';
import { formatPhone, phoneRegion } from '@frontoffice/domain';
import { TextField } from '@frontoffice/ui/TextField';
import type { ReactNode } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';

const m = {
  label: { id: 'profile.PhoneNumberField.label' },
  hint: { id: 'profile.PhoneNumberField.hint' },
} satisfies Record<string, MessageDescriptor>;

/** Props of `PhoneNumberField`. */
export interface PhoneNumberFieldProps extends Partial<FieldErrorProps> {
  /** The visible label. @default "Mobile phone number" */
  label?: string;
  /** The number as typed. */
  value: string;
  onChange(value: string): void;
  /** Marks it required. */
  isRequired?: boolean;
  /** Disables it (while a code is being sent). */
  isDisabled?: boolean;
  /** The input's name. @default 'cell_phone' */
  name?: string;
  /** Focus it on mount (the phone step's only field). */
  autoFocus?: boolean;
  /** Makes the text under the field from its hint (a driver fields form adds a stored value's warning, D41). */
  describe?(hint: string): ReactNode;
  className?: string;
}

/**
 * A mobile phone number typed nationally (`06 12 34 56 78`, `514 555 0123`) or internationally (`+33 6…`), read with
 * the tenant's country as the default region (decisions D18, D36): once left, a valid number is shown in the
 * national format of that country (or internationally for another country's), so the driver sees it was understood.
 * The caller validates (`validatePhone`) and sends it in E.164 (`toE164`).
 */
export function PhoneNumberField({ label, value, onChange, onBlur, name = 'cell_phone', describe, ...props }: PhoneNumberFieldProps) {
  const intl = useIntl();
  const region = phoneRegion(useTenant());
  return (
    <TextField
      {...props}
      label={label ?? intl.formatMessage(m.label)}
      description={describe ? describe(intl.formatMessage(m.hint)) : intl.formatMessage(m.hint)}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      name={name}
      value={value}
      onChange={onChange}
      onBlur={() => {
        const shown = formatPhone(value.trim(), region);
        if (shown !== value) onChange(shown);
        onBlur?.();
      }}
    />
  );
}
