import type { FormError } from '@frontoffice/domain';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { formOfFocus, useFocusFirstInvalid } from './focusInvalid.ts';

/** What a field component needs to show its error (react-aria fields: `TextField`, `PasswordField`…). */
export interface FieldErrorProps {
  onBlur(): void;
  isInvalid: boolean;
  errorMessage: string | undefined;
  validationBehavior: 'aria';
}

/** What a form gets from {@link useFieldErrors}. */
export interface FieldErrors<Field extends string> {
  /** The error props of a field: the rule's message once the field was left or the form submitted, else the server's. */
  fieldProps(field: Field): FieldErrorProps;
  /**
   * Marks the form submitted (every rule's message shows) and tells whether it is valid; when it is not, the focus
   * goes to the first field in error (issue 19), so that its message is read.
   */
  validate(): boolean;
}

/** The catalogue id of a form rule's error key (the app's `common.fieldErrors.*`, spec §5 messages). */
export function fieldErrorMessageId(error: FormError): string {
  return `common.fieldErrors.${error}`;
}

/**
 * The field half of the form plumbing (issue 12): the domain's rule errors (spec §5) show under their field once the
 * driver left it or pressed submit, never while they type the first time; a field without one shows the server's
 * message for it (`useFormSubmit`'s `fieldError`).
 * @param errors the domain's errors of the current values (`validateLogin(values)`…)
 * @param serverError the server's message of a field, if any
 * @param messageId the catalogue id of a rule's error, for rules whose messages a part or feature owns (the card
 *   form's); @default the app's `common.fieldErrors.*` ({@link fieldErrorMessageId})
 */
export function useFieldErrors<Field extends string, Rule extends string = FormError>(
  errors: Partial<Record<Field, Rule>>,
  serverError?: (field: Field) => string | undefined,
  messageId: (error: Rule) => string = fieldErrorMessageId as (error: Rule) => string,
): FieldErrors<Field> {
  const intl = useIntl();
  const [touched, setTouched] = useState<Partial<Record<Field, true>>>({});
  const [submitted, setSubmitted] = useState(false);
  const focusFirstInvalid = useFocusFirstInvalid();
  return {
    fieldProps(field) {
      const error = errors[field];
      const message =
        error && (submitted || touched[field]) ? intl.formatMessage({ id: messageId(error) }) : serverError?.(field);
      return {
        onBlur: () => setTouched((current) => (current[field] ? current : { ...current, [field]: true })),
        isInvalid: message !== undefined,
        errorMessage: message,
        validationBehavior: 'aria',
      };
    },
    validate() {
      setSubmitted(true);
      const valid = Object.keys(errors).length === 0;
      if (!valid) focusFirstInvalid(formOfFocus());
      return valid;
    },
  };
}
