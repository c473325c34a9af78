import type { FormError } from '@frontoffice/domain';
import { AlertIcon } from '@frontoffice/ui/icons';
import { type MessageDescriptor, useIntl } from 'react-intl';
import * as s from './DriverFieldsSection.css.ts';

const m = {
  storedInvalid: { id: 'profile.DriverFields.storedInvalid' },
} satisfies Record<string, MessageDescriptor>;

/** decision D41: what a stored value the driver has not edited fails today, said as a warning (others: storedInvalid). */
const WARNINGS: Partial<Record<FormError, MessageDescriptor>> = {
  'date-past': { id: 'profile.DriverFields.storedExpired' },
  required: { id: 'profile.DriverFields.storedRequired' },
};

/** Props of `StoredValueWarning`. */
export interface StoredValueWarningProps {
  /** The field's own hint (a date's mask, the phone's format), kept before the warning. */
  hint?: string;
  /** What the stored value fails (`date-past` for a licence expired since it was saved). */
  warning: FormError;
}

/**
 * The text under a field whose stored value fails the rules today (decision D41): its hint, then a warning in the
 * warning tone, never the error's red. The field is not invalid, and saving the driver's other changes goes ahead.
 */
export function StoredValueWarning({ hint, warning }: StoredValueWarningProps) {
  const intl = useIntl();
  return (
    <>
      {hint && <span className={s.hint}>{hint} </span>}
      <span className={s.warning}>
        <AlertIcon size={16} className={s.warningIcon} />
        <span>{intl.formatMessage(WARNINGS[warning] ?? m.storedInvalid)}</span>
      </span>
    </>
  );
}
