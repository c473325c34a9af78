import type { FieldErrorProps } from '@frontoffice/api-client';
import { countryCodes } from '@frontoffice/domain';
import { Select } from '@frontoffice/ui/Select';
import { useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';

/** Props of `CountrySelect`. */
export interface CountrySelectProps extends Partial<FieldErrorProps> {
  label: ReactNode;
  /** The ISO 3166 code chosen (`CA`), or ''. */
  value: string;
  onChange(code: string): void;
  isRequired?: boolean;
  /** The text under the list (a stored value's warning, D41). */
  description?: ReactNode;
  className?: string;
}

/** The country of an address: every ISO 3166 country, named and sorted in the interface language. */
export function CountrySelect({ label, value, onChange, isRequired, isInvalid, errorMessage, onBlur, description, className }: CountrySelectProps) {
  const intl = useIntl();
  const items = useMemo(() => {
    const names = new Intl.DisplayNames([intl.locale], { type: 'region' });
    return countryCodes()
      .map((code) => ({ id: code, label: names.of(code) ?? code }))
      .sort((a, b) => a.label.localeCompare(b.label, intl.locale));
  }, [intl.locale]);
  return (
    <Select
      label={label}
      items={items}
      selectedKey={value || null}
      onSelectionChange={(key) => onChange(key == null ? '' : String(key))}
      isRequired={isRequired}
      isInvalid={isInvalid}
      errorMessage={errorMessage}
      description={description}
      onBlur={onBlur}
      name="address_country"
      autoComplete="country"
      className={className}
    />
  );
}
