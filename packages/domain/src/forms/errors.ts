/**
 * Stable error keys returned by the form rules; features map them to translated messages (domain holds no text).
 */
export const FORM_ERRORS = [
  'required',
  'invalid-format',
  'pwd-too-short',
  'pwd-mismatch',
  'date-invalid',
  'date-past',
  'date-future',
  'sms-code-invalid',
  'phone-invalid',
  'terms-required',
  'file-type-invalid',
  'file-too-big',
  'file-empty',
] as const;
/** A form error key. */
export type FormError = (typeof FORM_ERRORS)[number];

/** Field errors of a form: a key per invalid field, absent when valid. */
export type FormErrors<Field extends string> = Partial<Record<Field, FormError>>;

/** Keeps only the fields that have an error. */
export function compactErrors<Field extends string>(errors: Record<Field, FormError | null>): FormErrors<Field> {
  const result: FormErrors<Field> = {};
  for (const field of Object.keys(errors) as Field[]) {
    const error = errors[field];
    if (error) result[field] = error;
  }
  return result;
}

/** Whether a form has no error. */
export function isValidForm(errors: FormErrors<string>): boolean {
  return Object.keys(errors).length === 0;
}

/**
 * Whether a submit button is enabled (spec §5 forgot password, and the same shape elsewhere): the form is valid,
 * changed and not submitting.
 */
export function canSubmitForm({
  errors,
  dirty,
  submitting,
}: {
  errors: FormErrors<string>;
  dirty: boolean;
  submitting: boolean;
}): boolean {
  return isValidForm(errors) && dirty && !submitting;
}
