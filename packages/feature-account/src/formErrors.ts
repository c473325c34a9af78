// The text of the domain's form error keys (domain holds no text), for the forms of this package.
import type { FormError } from '@frontoffice/domain';
import type { MessageDescriptor } from 'react-intl';

const fieldErrors = {
  required: { id: 'account.fieldErrors.required' },
  invalidFormat: { id: 'account.fieldErrors.invalid-format' },
  pwdTooShort: { id: 'account.fieldErrors.pwd-too-short' },
  pwdMismatch: { id: 'account.fieldErrors.pwd-mismatch' },
  invalid: { id: 'account.fieldErrors.invalid' },
} satisfies Record<string, MessageDescriptor>;

/** The message of a form error key (spec §5 messages: required, invalid-format, too short, not identical). */
export function fieldErrorMessage(error: FormError): MessageDescriptor {
  switch (error) {
    case 'required':
      return fieldErrors.required;
    case 'invalid-format':
      return fieldErrors.invalidFormat;
    case 'pwd-too-short':
      return fieldErrors.pwdTooShort;
    case 'pwd-mismatch':
      return fieldErrors.pwdMismatch;
    default:
      return fieldErrors.invalid;
  }
}
